"""Round 43 (rids): values dictated digit by digit, a relative's closed shop's tax number, and contact values or plates
whose owner the writer does not know. The sentences are this round's own, not the data files'."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# dictated_view.py: a value read out digit by digit, joined and read by the finders
DICTATED_RED = [
    "Steuer-ID meiner Frau, am Telefon durchgegeben: 8 6 0 9 5 7 4 2 7 1 9",
    "escribe una carta al banco con mi IBAN E S 9 1 2 1 0 0 0 4 1 8 4 5 0 2 0 0 0 5 1 3 3 2",
    "te leo el DNI de mi hijo del carnet: 4 5 6 7 8 9 1 2 S",
    "przeczytałam mu przez telefon mój pesel 4 4 0 5 1 4 0 1 3 5 9, czy dobrze zrobiłam?",
    "hab die Steuer-ID vom Bescheid abgelesen: 8 6 0 9 5 7 4 2 7 1 9, wohin damit?",
]
DICTATED_GREEN = [
    "lotto numbers this week: 3 8 1 5 2 9 4",
    "count with me 1 2 3 4 5 6 7 8 9 10",
    "the final scores were 3 1 2 0 4 2 in the three games",
    "PESEL przykładowy do testów: 4 4 0 5 1 4 0 1 3 5 8",
    "mój pesel 4 4 0 5 1 4 0 1 3 5 8 chyba źle przepisałem",
    "Nummer aus der Lottoziehung: 1 4 6 8 9 2",
    "las cifras del sorteo: 1 2 3 4 5 6 7 8 Z no existe",
]

# kin_traders.py: a relative who ran, opened or closed the shop owns its tax number
KIN_SHOP_RED = [
    "Mama zamknęła sklep w 2012, jej NIP to 827-141-71-47, czy urząd może coś chcieć?",
    "mama zamknela sklepik w 2012, jej nip 8271417147",
    "Vater hatte einen Laden bis 2012, seine Steuernummer 21/815/08150",
]
KIN_SHOP_GREEN = [
    "mama kupiła coś w sklepie, jego NIP to 827-141-71-47",
]

# unknown_owners.py: a caller's, a sender's, a parked car's value whose owner the writer does not know
UNKNOWN_NOT_RED = [
    "A number I don't recognise, 07700 900 318, rang my dad four times today. Scam?",
    "Some number keeps texting my sister from 07911 123 456, no idea who it is.",
    "Ktoś dzwoni do dziadka z numeru 604 221 907 i milczy, nie wiem kto to.",
    "Jemand ruft Mama ständig von 0176 2231 4470 an, keine Ahnung, wer das ist.",
    "Alguien le escribe a mi abuela desde reembolso-pension@correo-ayuda.net, ¿es una estafa?",
    "J'ai reçu un mail de remboursement.caf@service-aides.org, c'est une arnaque ?",
    "Мені пише якийсь номер 067 441 20 19 у вайбері, це шахраї?",
    "Кто-то звонит бабушке с номера +7 915 220 41 73, не знаю кто это.",
    "Pod moim blokiem od tygodnia stoi auto KR 41772, nie wiem czyje.",
    "A van with plate LM19 KTD keeps blocking our gate, no idea whose it is.",
]
UNKNOWN_STAYS_RED = [
    "Das Auto mit dem Kennzeichen HH-KT 4412 gehört mir, jemand hat es zerkratzt.",
    "Моя машина з номером AA 4172 KM стоїть під будинком, а хтось проколов шини.",
    "Mi ex tiene un número nuevo, +34 611 204 337, ¿lo bloqueo?",
    "Le plombier veut un numéro, je réponds : « Vous pouvez m'appeler au 06 42 18 77 31 ». Arnaque ?",
    "The bank asked to confirm my mobile, it's 07700 900 481 — is that legit?",
    "Someone scratched the car, I found out who it is: Tom Baker, plate KV19 XMP.",
]


@pytest.mark.parametrize("text", DICTATED_RED + KIN_SHOP_RED + UNKNOWN_STAYS_RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red"


@pytest.mark.parametrize("text", DICTATED_GREEN + KIN_SHOP_GREEN + UNKNOWN_NOT_RED)
def test_not_red(text: str) -> None:
    assert detect(text).label != "red"
