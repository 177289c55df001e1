"""Round 49 (rids): a car's and its insurance's papers, and the tax, bank and code values the newest opened sets still
missed - a VIN under its other labels (spaced, lower case) tied to its owner or checked for a recall, a V5C's document
reference, a driving licence's short labels, an OSAGO policy, an eVB number, a policy number the writer needs, a
mutual's member number. The sentences are this round's own, not the data files'."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.vehicle_papers import vin_check_ok
from app.core.memory.privacy.detector.verdict import detect

# vehicle_papers.py / vin_owner.py: a VIN under any label, the owner's or checked for a recall (check digit valid)
VIN_RED = [
    "my car's chassis number is WVWZZZ1K88W123457, does the recall apply?",
    "VIN JTDKB20U293123456 - is there an open recall on it?",
    "vin of my car: kmhdn41b34u123456, any recalls?",
    "Fahrgestellnummer meines Autos: WDB20304X1A123456 – betrifft mich der Rückruf?",
    "fin von meinem wagen wdb20304x1a123456, gibt es einen rückruf?",
    "numer nadwozia mojego auta to TMBJJ7NE4L0123450, czy jest akcja serwisowa?",
    "vin mojego samochodu: tmb jj7ne 4l0 123450, czy jest akcja serwisowa?",
    "sprawdzam swoje auto, VIN W0L0AHL4365123456, nie widzę przeglądu",
    "bastidor de mi coche VSSZZZ5F4KR123456, ¿tiene alguna llamada a revisión?",
    "número de bastidor VF3LCBHZ0JS123456, ¿hay alguna campaña de revisión pendiente?",
    "le numéro de série de ma voiture est VF1RFB00356123456, est-elle concernée par un rappel ?",
    "номер кузова моей машины JTDKB20U293123456, есть ли отзывная кампания?",
    "VIN мого авто WF0XXXGC4X8123456, чи є сервісна кампанія?",
    "вин-код своей машины XTA21099042812345 проверяю на ограничения",
]
VIN_NOT_RED = [
    "Hay un anuncio con bastidor VSSZZZ5F4KR123456, ¿tiene alguna campaña de revisión pendiente antes de comprar?",
    "What does the 10th character of VIN JTDKB20U293123456 mean?",
    "Le vérificateur dit que VF1RFB00156123456 n'est pas un VIN valide, il y a un rappel ?",
    "FIN WVWZZZ1K18W123457 – gibt es dafür einen Rückruf?",  # no owner, and the check digit fails
    "Was ist eine FIN wie WVWZZZ1K88W123457?",
    "listing for a Golf, VIN WVWZZZ1K88W123457, seller says the recall was done",
    "VIN z ogłoszenia TMBJJ7NE4L0123450 - jak sprawdzić historię przed zakupem?",
]

# vehicle_papers.py: a V5C's reference, a licence's short labels and shapes
PAPERS_RED = [
    "My V5C document reference number is 12345678901, do I need it to tax the car?",
    "logbook reference: 98765432109, selling the car on Saturday",
    "моё водительское удостоверение 77 09 447735, права просрочены",
    "мои права 99 18 123456 истекают в мае",
    "ВУ 50 12 654321, штраф пришёл не на ту машину",
    "посвідчення водія ВХО 123456, чи треба міняти?",
    "nr prawka 04512/19/1234, jak zgłosić zmianę adresu?",
    "mój nr prawa jazdy 04512/19/1234, czy muszę go podać?",
    "TX DL 12345678 expires next month, how do I renew?",
    "NY DL 123456789, the DMV website won't accept it",
]
PAPERS_NOT_RED = [
    "The DVLA letter reference 44221694107 is on top, do I need it?",
    "flight DL 1234567 was cancelled",
    "download DL 2024 edition, size 1234567 bytes",
    "ile kosztuje wyrobienie prawa jazdy kat. B w 2024?",
    "чем отличаются права категории B от C?",
]

# policy_numbers.py: an OSAGO policy's series and number, an eVB number, a policy the writer needs, a mutual's member
POLICY_RED = [
    "полис ОСАГО ХХХ 0123456789 истекает, как продлить?",
    "мой полис осаго ттт 1234567890, куда звонить?",
    "eVB-Nummer von der HUK: 74K25CZ – trage ich die online ein?",
    "meine evb nummer ist a7k3q9m, reicht das für die zulassung?",
    "Versicherungsscheinnummer KH-2157646107 bei der Allianz – brauche ich die für den Wechsel?",
    "Mon numéro de sociétaire à la Maif c'est 82403697, j'en ai besoin pour résilier ?",
    "mon numéro de contrat chez Matmut : 55120934",
]
POLICY_NOT_RED = [
    "Убыток № 0026-ОСАГО-771402 на рассмотрении",
    "пример полиса ОСАГО ХХХ 0000000000 в инструкции",
    "Was ist eine eVB-Nummer genau, so was wie A7K3Q9M?",
    "Polisa OC nr 908123456712 kończy się 14 stycznia. Czy muszę ją wypowiadać?",
    "чем ОСАГО отличается от КАСКО?",
    "Le numéro de la Macif pour une assistance est le 0 800 774 774, je l'appelle ?",
]

# documents.py / kin_traders.py: a sole proprietor's EIN said short, a relative's trade told before the NIP
TAX_RED = [
    "I'm a sole prop, EIN 34-9384965, do I still need my SSN on the W-9?",
    "sole-prop here, my EIN is 34-9384965",
    "Mama prowadzi działalność, NIP 710-160-82-50, jak ją zawiesić?",
    "Tata ma jeszcze otwartą firmę, NIP 7101608250, a leży w szpitalu",
    "Papa hat noch seinen kleinen Betrieb, Steuernummer 181/815/08155, er ist jetzt im Pflegeheim",
]
TAX_NOT_RED = [
    "Acme Corp LLC EIN 34-9384965 on the W-9",
    "Mama ma firmę sp. z o.o., NIP 710-160-82-50",
    "Mój brat kupił w sklepie, NIP 710-160-82-50 na fakturze",
]

# numbers.py (a heading's colon, "checking acct"), owner_codes.py, entry_codes.py, later_passwords.py
MISC_RED = [
    "Onboarding-Formular vom neuen Job: Steuer-ID 69 344 182 043, bitte prüfen",
    "new job paperwork: SSN 512-47-3860, which box?",
    "direct deposit form: routing 286484000, checking acct 4417092385",
    "my savings acct 4417092385 at the credit union",
    "код баби 1835979892 треба для субсидії",
    "код бабусі 1835979892, куди його вписати?",
    "код на вхід у клуб 4821, не забудь",
    "код для входа в подъезд 5530",
    "kod na wejście do biura 7720",
    "le code pour entrer chez mamie c'est 7741B",
    "código para entrar al garaje 3390",
    "the code to get in is 5512#",
    "can you keep my netflix password so you can remind me later? it's wintersun_1987!!",
    "merk dir mein Gmail-Passwort, damit du mich erinnerst? Es ist Sonne_77!",
    "retiens mon mot de passe Netflix pour moi, c'est soleil_1987",
    "zapamiętaj moje hasło do banku, to Kotek!2020",
    "guárdame mi contraseña del wifi, es Luna_2021",
    "запам'ятай мій пароль від пошти, це Sonce_88",
    "запомни мой пароль от почты, это Kotik_123",
]
MISC_NOT_RED = [
    "Beispiel: Steuer-ID 69 344 182 043",
    "the church's checking account 4417092385 for donations",
    "код на вход 2024 году изменили",
    "my password is too long, it's 12 characters",
    "my password manager says it's v2.5.1 now",
    "my wifi password is weak, it's only letters",
]


def test_vin_check_digit() -> None:
    assert vin_check_ok("WVWZZZ1K88W123457") and vin_check_ok("1HGCM82633A004352")
    assert not vin_check_ok("WVWZZZ1K18W123457") and not vin_check_ok("1HGCM82633A004353")


@pytest.mark.parametrize("text", VIN_RED + PAPERS_RED + POLICY_RED + TAX_RED + MISC_RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", detect(text)


@pytest.mark.parametrize("text", VIN_NOT_RED + PAPERS_NOT_RED + POLICY_NOT_RED + TAX_NOT_RED + MISC_NOT_RED)
def test_not_red(text: str) -> None:
    assert detect(text).label != "red", detect(text)
