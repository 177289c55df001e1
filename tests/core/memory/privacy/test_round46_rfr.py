"""Round 46, rfr: false reds and yellows called red, by family - a value said to fail its check and named as an
example's, a sample's, a test fixture's or an invented one. The writer's own sentences (not the data's) in the seven
languages, with their red twins: the same shape given as the writer's own, or a value that passes its check."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# failed_checks._MADE: the value's origin said (an example, a sample, a test fixture, an invented one) beside its failed
# check, and the value REALLY fails (checked_values.py; the СНИЛС check is new)
MADE_UP_GREEN = [
    "The sample NHS number 4939676860 on the training slide fails the check digit test, doesn't it?",
    "our test fixture has NHS number 493 967 6860 and it should fail the modulus 11 check",
    "Przykładowy PESEL 92030129020 z instrukcji nie przechodzi walidacji, czy to celowe?",
    "w testach mamy pesel 92030129020 ktory powinien byc odrzucony a przechodzi",
    "Die Steuer-ID 59836140670 aus dem Beispiel im Handbuch hat eine falsche Prüfziffer, oder?",
    "El DNI 96467010H que sale de ejemplo en el manual no pasa la validación, la letra no cuadra.",
    "el dni 96467010H es inventado, la letra no corresponde verdad?",
    "le NIR 185077580772280 donné en exemple dans le tuto, la clé est incorrecte non ?",
    "РНОКПП 9659867060 з прикладу в методичці не проходить перевірку, контрольна цифра не збігається",
    "СНИЛС 602-367-554 70 в примере из документации не проходит проверку, контрольное число неверное",
    "выдуманный снилс 60236755470 не проходит проверку, да?",
]
# ... and their red twins: a value that passes its check whatever the sentence calls it, or the writer's own value
MADE_UP_RED = [
    "our test fixture has NHS number 690 803 3511 and it should fail the modulus 11 check",
    "w testach mamy pesel 85071415825 ktory powinien byc odrzucony a przechodzi",
    "Mój PESEL 92030129020 nie przechodzi walidacji na stronie ZUS, co robić?",
    "СНИЛС 352-240-682 48 в примере из документации не проходит проверку, контрольное число неверное",
    "мой снилс 60236755470 не проходит проверку на госуслугах, контрольное число неверное",
    "El DNI 96467009H que sale de ejemplo en el manual no pasa la validación, la letra no cuadra.",
]


@pytest.mark.parametrize("text", MADE_UP_GREEN)
def test_an_examples_value_that_fails_its_check_is_no_ones(text):
    assert detect(text).label == "green", detect(text).findings


@pytest.mark.parametrize("text", MADE_UP_RED)
def test_a_passing_value_or_the_writers_own_stays_red(text):
    assert detect(text).label == "red"


# unknown_owners._mailbox_sender: a mail that came in (a mail word, then "from" - "z adresu", "von", "de", "від", "с
# адреса" - or "me escribe") from a mailbox with no given name and no initial in it: a stranger's or an office's sender,
# yellow (not red); the red twins: a person's mailbox (a given name, glued or with an initial), or the writer's own
MAILBOX_NOT_RED = [
    "Received an invoice from accounts-payable.dept@quickbill-online.net for a service I never ordered.",
    "dostałam wiadomość od pomoc.techniczna.bank@poczta-online.example z prośbą o hasło",
    "przyszla wiadomosc z adresu zwrot.podatku@gov-pl.example, klikac w link?",
    "Gestern kam eine Rechnung von mahnung.abteilung@zahlungs-portal.example, ich habe dort nie bestellt.",
    "me ha llegado un correo de premios.sorteo2025@loteria-oficial.example diciendo que he ganado",
    "J'ai reçu un courriel de service.remboursement@impots-aide.example, je n'ai rien demandé.",
    "Прийшло повідомлення від viddil.vyplat@pensiya-ua.example про перерахунок пенсії",
    "пришло письмо с адреса otdel.vozvrata@nalog-help.example про возврат налога",
]
MAILBOX_RED = [
    "My landlord emailed me from d.harper.lettings@outlook.com about the deposit",
    "dostałam maila od k.wisniewska@wp.pl z prośbą o zdjęcia",
    "Ich habe eine Mail von lukas.hoffmann91@gmx.de bekommen wegen der Wohnung.",
    "me ha llegado un correo de lucia.gomez.83@gmail.com con las fotos del bautizo",
    "J'ai reçu un mail de juliettedurand75@orange.fr pour la soirée",
    "Прийшов лист від o.kovalenko@ukr.net щодо оренди",
    "пришло письмо с адреса irina.petrova88@mail.ru про дачу",
    "Forward the invoice from my mailbox biuro.remonty24@wp.pl to the accountant",
    "Reenvía la factura desde mi correo reformas.garcia.bcn@gmail.com a la gestoría",
]


@pytest.mark.parametrize("text", MAILBOX_NOT_RED)
def test_a_mail_from_a_mailbox_with_no_name_is_a_strangers(text):
    assert detect(text).label != "red", detect(text).findings


@pytest.mark.parametrize("text", MAILBOX_RED)
def test_a_persons_or_the_writers_mailbox_stays_red(text):
    assert detect(text).label == "red"


# unknown_owners._PARKED, the "nobody knows whose" cue, an owner still to be found: a stranger's car parked or standing
# where the writer sees it, its plate after the model or the colour (with the strong cue only); someone calling "from a number", "whose number - I
# don't know" said first. The red twins: the car or the number of a person of the writer's, the writer's own
STRANGER_NOT_RED = [
    "a black Golf, WD19 KXP, has been parked across our drive since Monday, nobody on the street knows whose it is",
    "czerwona skoda KR 5521M stoi od tygodnia pod moim garażem, nikt nie wie czyja",
    "Seit Tagen steht ein weißer Sprinter mit HH-KL 4402 vor der Einfahrt, gehört keinem im Haus.",
    "Un Peugeot gris AB-123-CD está aparcado en mi plaza desde el lunes, nadie sabe de quién es",
    "une Twingo rouge GT-552-LP est garée devant mon portail depuis trois jours, aucune idée à qui elle est",
    "біля під'їзду вже тиждень стоїть синя шкода ВС 4471 АК, ніхто не знає чия",
    "во дворе неделю стоит серая лада А123ВС77, никто не знает, чья",
    "can the council find the owner of the van KX19 TBN parked on the verge?",
    "ktoś z numeru 512 883 407 pisze do mnie po nocach",
    "СМС с +7 916 402-18-33: «Ваш заказ задержан». Чей номер, не знаю",
]
STRANGER_RED = [
    "my neighbour Dave's black Golf, WD19 KXP, is parked across our drive again",
    "czerwona skoda mojego brata KR 5521M stoi pod garażem, a on jest w szpitalu",
    "Mein Auto HH-KL 4402 steht beim Händler, wann kann ich es abholen?",
    "El coche de mi exmarido, 4471 KTB, está aparcado en mi calle todas las noches",
    "la Twingo de ma mère, GT-552-LP, est garée chez moi pendant ses vacances",
    "моя синя шкода ВС 4471 АК стоїть на ремонті",
    "мой сосед Игорь ставит свою ладу А123ВС77 прямо у моего подъезда",
    "zadzwoń do mnie z numeru 512 883 407, to mój nowy",
]


@pytest.mark.parametrize("text", STRANGER_NOT_RED)
def test_a_strangers_parked_car_or_caller_is_not_red(text):
    assert detect(text).label != "red", detect(text).findings


@pytest.mark.parametrize("text", STRANGER_RED)
def test_a_known_persons_car_or_number_stays_red(text):
    assert detect(text).label == "red"


# phones._ORDER_NEAR: a classifieds listing's number, marked as a number ("annonce n°", "listing ID", "ogłoszenie nr",
# "Inserat Nr.", "anuncio n.º", "оголошення №", "объявление №"); the red twins: an ad's text with the seller's phone
LISTING_GREEN = [
    "annonce leboncoin n° 2987441023 : le vendeur ne répond plus",
    "my eBay listing ID 3023541157 got pulled, why?",
    "Das Inserat Nr. 2987441023 auf Kleinanzeigen wurde gelöscht",
    "ogłoszenie nr 6648201937 zniknęło z olx bez powodu",
    "el anuncio n.º 3023541157 ya no sale en Wallapop",
    "оголошення № 3023541157 зникло з OLX, чому?",
    "объявление № 3023541157 удалили с Авито",
]
LISTING_RED = [
    "Ogłoszenie: sprzedam rower, dzwoń 601 234 567",
    "Inserat: Fahrrad zu verkaufen, Kontakt 0151 23456789",
    "Объявление: продаю велосипед, звоните 8 916 123-45-67",
    "In the listing put my number 07700 900123",
    "mon annonce : vélo 120 €, tel 0612345678",
]


@pytest.mark.parametrize("text", LISTING_GREEN)
def test_a_listings_number_is_no_phone(text):
    assert detect(text).label == "green", detect(text).findings


@pytest.mark.parametrize("text", LISTING_RED)
def test_an_ads_phone_stays_red(text):
    assert detect(text).label == "red"


# unknown_owners._claimed_after: a sender's money claim ("saying I owe", "że mam dług", "sagt, ich hätte ... Schulden",
# "diciendo que debo", "dit que je dois", "що я винен", "что у меня долг") told after a contact value that came in, with
# the strong cue (a scam, an owner not known): the stranger's claim, not the writer's money. The red twins: the writer's
# own debts told before the scammer's number
CLAIM_NOT_RED = [
    "got a text from 07418 552 901 saying I owe £240 for a parking fine, is that a scam?",
    "dostałem maila z windykacja.pilna@gmail.com że mam dług 850 zł, to oszustwo?",
    "Eine Mail von inkasso-buero24@web.de sagt, ich hätte 312 € Schulden. Betrug?",
    "Me ha escrito cobros.deudas@gmail.com diciendo que debo 420 euros, ¿estafa?",
    "un mail de recouvrement.express@outlook.fr dit que je dois 380 €, arnaque ?",
    "Мені пише stiahnennia.borhu@gmail.com, що я винен 5 тисяч, це шахраї?",
    "пришло письмо с vzyskanie.dolga@mail.ru, что у меня долг 12 тысяч, мошенники?",
]
CLAIM_RED = [
    "mam 40 tys. długu w chwilówkach, a teraz jeszcze oszuści dzwonią z 22 500 14 83",
    "I am £30,000 in debt on credit cards and now some scam number 0161 496 0123 keeps calling",
    "Tengo 25.000 euros de deudas con tarjetas y ahora me llaman estafadores desde el 910 123 456",
]


@pytest.mark.parametrize("text", CLAIM_NOT_RED)
def test_a_senders_money_claim_is_not_the_writers(text):
    assert detect(text).label != "red", detect(text).findings


@pytest.mark.parametrize("text", CLAIM_RED)
def test_the_writers_own_debts_beside_a_scam_stay_red(text):
    assert detect(text).label == "red"
