"""Round 51, rfr: false reds and yellows called red, by family. The writer's own sentences (not the data's) in the seven
languages, with their red twins.

- unknown_owners.py: a sender the writer received mail from and does not know - "I don't know any Whitfield", "nie znam
  żadnej Nowickiej", "ich kenne keinen Bauer", "no conozco a ningún García", "je connais aucun Durand", "не знаю жодного
  ...", "kto to w ogóle jest?", "wer ist das überhaupt", "хто це взагалі", "кто это вообще" - or whose claim the writer
  knows nothing of ("nic nie wiem o żadnej zaległości", "I know nothing about any debt", "ich weiß nichts von", "no sé
  nada de", "нічого не знаю про") is yellow (not red), whatever the mailbox looks like; "мені належить виплата" (due to
  me) names no owner; "z prośbą o" is the sender's request. The writer's own address, a named friend's, stay red.
- stranger_cars.py: a plate on a car seen on a camera or driving off with a parcel ("doorbell cam", "la cámara del
  portal", "la caméra", "Türkamera", "na kamerze", "на камері"; "took a parcel", "llevándose", "repart avec",
  "mitgenommen", "zabrał", "забрав", "украл"), and the part of a plate caught ("plate started with", "Kennzeichen fing
  mit", "rejestracja zaczynała się", "la matrícula acababa en", "la plaque commençait par", "номер починався з") on a
  car that drove off: yellow. The writer's own car and plate stay red.
- partial.py, numbers.py: the part of a number told as a part - the last four spaced out ("die letzten vier Ziffern,
  8 3 1 0"), "los últimos cuatro del DNI", "ostatnie cztery z PESEL-u", "останні чотири з ...", and a short ID elided in
  its middle ("se ve 4837...2") - is no number (yellow); the whole number stays red."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect


def _show(text):
    v = detect(text)
    return [(f.reason, text[f.start:f.end]) for f in v.findings]


SENDER_YELLOW = [
    "Got an invitation from j.whitfield88@outlook.com but I don't know any Whitfield, is it spam?",
    "Przyszło zaproszenie od a.nowicka77@wp.pl, nie znam żadnej Nowickiej, co to ma być?",
    "Ich habe eine Rechnung von k.bauer55@gmx.de bekommen, ich kenne keinen Bauer. Einfach löschen?",
    "Me llegó una oferta de l.garcia90@hotmail.com y no conozco a ningún García, ¿la borro?",
    "j'ai reçu un mail de p.durand64@orange.fr, je connais aucun Durand, je réponds ?",
    "прийшов лист від o.shevchenko81@ukr.net, я не знаю жодного Шевченка, що робити?",
    "пришло письмо от i.petrov77@mail.ru, не знаю никакого Петрова, отвечать?",
    "dostałem maila od biuro.zwroty24@onet.pl, kto to w ogóle jest?",
    "Mail von service.auszahlung@web.de bekommen, wer ist das überhaupt?",
    "лист з admin.vyplaty@i.ua, хто це взагалі?",
    "письмо с support.vozvrat@bk.ru, кто это вообще?",
    "przyszedł mail z adresu egzekucja@kancelaria-kredyt.pl że mam zaległość, nic nie wiem o żadnej zaległości",
    "got an email from recovery@debt-agency-uk.com saying I owe £412, I know nothing about any debt",
    "Mail von inkasso@forderung-24.de, dass ich Schulden habe - ich weiß nichts von einer Forderung",
    "me escribió cobros@gestion-deudas.es diciendo que debo 300 €, no sé nada de esa deuda",
    "прийшов лист з dopomoga-vyplata@gov-ua.info, що мені належить допомога. це правда?",
    "dostałam maila z kadry.premie@interia.pl z prośbą o dane pracowników, kto to w ogóle jest?",
]
SENDER_RED = [
    "my email is j.whitfield88@outlook.com, I don't know anyone at the new job yet",
    "Mój mail to a.nowicka77@wp.pl, proszę pisać tam",
    "Mail von meinem Bruder k.bauer55@gmx.de bekommen, er fragt nach dem Erbe",
    "Escríbeme a l.garcia90@hotmail.com cuando puedas",
    "ma copine Julie m'écrit de julie.durand64@orange.fr, elle part demain",
    "моя пошта o.shevchenko81@ukr.net, пишіть туди",
    "мне на почту i.petrov77@mail.ru пишут из банка, это мой адрес",
]

CAR_YELLOW = [
    "On my doorbell cam a grey car with plate YR21 KTF stopped and someone took a parcel off the step, report it?",
    "Auf der Türkamera sieht man einen Transporter mit Kennzeichen M-XY 4821, der ein Paket mitgenommen hat. Anzeige?",
    "na kamerze widać jakiś samochód z rejestracją KR 5T712, kierowca zabrał paczkę spod drzwi, zgłosić to?",
    "la cámara del garaje grabó un coche con matrícula 7733 LPB y se llevó la bici, ¿denuncio?",
    "sur la caméra on voit une camionnette immatriculée FB-219-QS repartir avec le colis du voisin",
    "на камері видно якийсь бус з номером АА 4821 КН, водій забрав посилку з порогу",
    "на камере какая-то машина с номером А482КМ 77, водитель украл посылку у двери",
    "A black SUV, the plate ended in 4 KLT, scraped my car in the car park and drove off",
    "ein schwarzer SUV, Kennzeichen fing mit B-ZR an, hat mich geschnitten und ist weggefahren",
    "czarne audi, rejestracja zaczynała się na WZ 9, zarysowało mi drzwi i odjechało",
    "un coche gris, la matrícula acababa en 52 LK, me dio un golpe y se dio a la fuga",
    "une camionnette blanche, la plaque commençait par GH-4, a arraché mon rétro et s'est enfuie",
    "білий бус, номер починався з АА 12, зачепив моє дзеркало і поїхав",
]
CAR_RED = [
    "My car, plate YR21 KTF, got a ticket at the station - how do I appeal?",
    "Mein Auto mit Kennzeichen M-XY 4821 wurde abgeschleppt, was jetzt?",
    "Mi coche 7733 LPB, ¿cuándo le toca la ITV?",
    "ma voiture immatriculée FB-219-QS a été rayée sur le parking, l'assurance couvre ?",
    "Мій автомобіль AA 4821 KH, страховка закінчується",
    "my plate starts with MA67 XK, is that a personalised one?",
]

PART_YELLOW = [
    "Von der Steuer-ID meiner Mutter weiß ich nur die letzten vier Ziffern: 5 5 0 2. Hilft das dem Notar?",
    "the last four digits of dad's SSN are 6 2 1 9, the rest is in his files somewhere",
    "solo sé los últimos cuatro del DNI de mi abuela: 7 3 2 1, ¿con eso basta?",
    "znam tylko ostatnie cztery z PESEL-u babci: 4 4 1 8, reszta w szufladzie",
    "ich kenne nur die letzten vier der Steuer-ID meiner Tante, 3 0 9 1",
    "від ІПН тата знаю лише останні чотири цифри: 3 9 1 7",
    "в копии паспорта видно только последние четыре из номера: 2 2 8 5",
    "en la foto del carnet de mi tío solo se lee 5172...8, ¿me sirve?",
]
PART_RED = [
    "mój PESEL to 92031512345, ostatnie cztery z niego to 2345",
    "Meine Steuer-ID ist 4 7 1 1 2 3 4 5 6 7 8",
    "mi DNI es 48372915K, ¿lo pongo en el contrato?",
]


@pytest.mark.parametrize("text", PART_YELLOW)
def test_partial_value_not_red(text):
    assert not detect(text).is_red, _show(text)


@pytest.mark.parametrize("text", PART_RED)
def test_partial_value_twin_red(text):
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", SENDER_YELLOW)
def test_unknown_sender_not_red(text):
    assert not detect(text).is_red, _show(text)


@pytest.mark.parametrize("text", SENDER_RED)
def test_unknown_sender_twin_red(text):
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", CAR_YELLOW)
def test_stranger_car_seen_not_red(text):
    assert not detect(text).is_red, _show(text)


@pytest.mark.parametrize("text", CAR_RED)
def test_stranger_car_twin_red(text):
    assert detect(text).is_red, text
