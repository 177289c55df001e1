"""Round 45 (rphones): phone numbers, e-mail addresses and plates - whose is it?

A number, an address or a plate is red when it is the writer's own or a named, private person's (a contact being
saved, a name glued to the number in a note to a courier, a name given after it), yellow when the writer does not know
whose it is (the caller family - "keeps calling me", "me llaman y cuelgan", "m'appelle tous les jours", "дзвонить і
скидає" -, a caller claiming an office, a sender whose realness is asked, a car parked at the writer's door), and green
when it is an organisation's public line. The writer's own sentences (not the data's), in the seven languages, lower
case and without diacritics among them."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# unknown_owners.py (round 45): the caller family, an office's claim, a sender's realness, a parked car - yellow, so
# not red here (the detector says green; the memory model refines it)
UNKNOWN_NOT_RED = [
    "this number 07723 418 905 keeps calling me every evening and hangs up, should i call back?",
    "got a text from +44 7912 336 104 asking me to confirm a parcel fee, is that them?",
    "+1 415 829 3307 called me three times at night, who would call from there",
    "Mich ruft seit Montag die 0157 3391 2268 an und legt sofort auf. Zurückrufen oder blockieren?",
    "ein anrufer mit 030 5512 8890 meinte, er sei von der krankenkasse und ich soll daten bestätigen. echt?",
    "dzwoni do mnie codziennie 604 218 377 i sie rozlacza, oddzwonic?",
    "Dzwonił do mnie 22 415 63 07, mówi że z banku i chce kod z SMS. To prawda?",
    "me llaman todos los dias del 644 81 27 39 y cuelgan, bloqueo?",
    "Me han llamado del 913 77 42 10 diciendo que son de la compañía del gas. ¿Es verdad?",
    "le 06 48 12 77 93 m'appelle tous les soirs et raccroche, c'est du démarchage ?",
    "On m'a appelé du 01 72 38 55 40 en disant être la CAF, c'est sérieux ?",
    "Мені дзвонять з 093 418 22 76 і кажуть, що з банку, просять код. Правда?",
    "мені щодня дзвонить 067 205 41 83 і скидає, передзвонити?",
    "Мне названивают с +7 916 204-55-81 и молчат. Перезванивать?",
    "звонят с 8 (903) 771-20-46, говорят что из налоговой, это правда?",
    "got an email from refund-desk@tax-return-online.example saying i'm owed money, real or not?",
    "Eine Mail von kundenservice-sparkasse@konto-check.example will meine PIN. Seriös?",
    "dostalem maila z adresu obsluga.allegro@zwroty-allegro.example ze musze doplacic, klikać?",
    "Me ha escrito soporte.bizum@verificacion-pagos.example pidiendo mi clave, ¿es fiable?",
    "j'ai reçu un mail de service.client@livraison-colis.example qui demande ma carte, c'est officiel ?",
    "Прийшов лист з monobank-support@mono-verify.example, просять оновити дані. Це правда?",
    "a grey van, plate KM19 TRX, has been parked across my drive since sunday, who do i call?",
    "Ein Transporter mit B-KQ 7719 parkt seit Tagen vor meiner Garage. Darf ich abschleppen lassen?",
    "samochod WX 4417K stoi od tygodnia na moim miejscu, gdzie to zglosic?",
    "una furgoneta 5582 LKM lleva días aparcada en mi vado, ¿a quién aviso?",
    "une voiture immatriculée GB-318-QK est garée devant mon garage depuis hier, je fais quoi ?",
]
# the same families with the owner known or the writer's own: red
OWNED_RED = [
    "call me at 07723 418 905 when you get to the station",
    "my new number is +44 7912 336 104, delete the old one",
    "save this: Olivia Grant 07700 914 382, she's the babysitter",
    "Ruf mich zurück unter 0157 3391 2268, ich bin bis sechs im Büro.",
    "Meine neue Handynummer: 0176 4482 9913",
    "mój nowy numer to 512 930 446, stary już nie działa",
    "Lucía me pidió que le escribas al 644 81 27 39 por WhatsApp",
    "mi número nuevo es el 611 42 80 37",
    "le numéro de Camille c'est le 06 48 12 77 93, appelle-la de ma part",
    "mon ex m'appelle du 06 71 20 44 18 tous les soirs, comment le bloquer ?",
    "мій новий номер 093 418 22 76",
    "телефон сестры +7 916 204-55-81, позвони ей вечером",
    "Пусть курьер звонит на +7 903 771-20-46, домофон не работает.",
    "хай кур'єр дзвонить мені: 050 318 4472",
    "the van KX68 PLV parked in my bay belongs to Martin Doyle at number 14",
    "Der Nachbar, Herr Brenner, parkt seinen Passat M-KL 4421 ständig vor meiner Einfahrt.",
    "samochod szwagra WX 4417K stoi od tygodnia na moim miejscu, jak mu to powiedziec?",
    # a red value elsewhere in the message keeps it red
    "this number 07723 418 905 keeps calling me, my own is 07912 336 104 - can they see it?",
]
# phones.py / glued_numbers.py (round 45): a name beside the number, glued to it, given after it
NAMED_RED = [
    "zapisz: Agnieszka Wrona 604 218 377, to ta od kwiatów",
    "zapisz sobie Tomasz Lis 512 604 218 do hydraulika",
    "дзвоніть Олені0674183302 якщо мене не буде",
    "кур'єру: якщо не застанете, дзвоніть Марії0504471829",
    "Пише з 0952001593, звати Андрій Коваль, як його заблокувати?",
    "he texts me from 07912 336104, his name is Tom Price",
    "me escribe desde el 611 42 80 37, se llama Iker Solano",
]
# an organisation's public line: green
HOTLINE_GREEN = [
    "Allianz Direct hat die Nummer 0800 4400 101 für Schäden, ist die kostenlos?",
    "is the nhs 111 line the same as 0300 311 22 33 or is that something else?",
    "El teléfono de atención al cliente de Iberdrola es 900 22 45 22, ¿atienden el domingo?",
    "Infolinia ZUS to 22 560 16 00, czy dodzwonię się w sobotę?",
    "Гаряча лінія Укрзалізниці 0 800 503 111, працює цілодобово?",
    "горячая линия Сбербанка 8-800-555-55-50, она бесплатная?",
]


@pytest.mark.parametrize("text", UNKNOWN_NOT_RED)
def test_unknown_owner_not_red(text: str) -> None:
    assert detect(text).label != "red"


@pytest.mark.parametrize("text", OWNED_RED + NAMED_RED)
def test_owned_or_named_red(text: str) -> None:
    assert detect(text).label == "red"


@pytest.mark.parametrize("text", HOTLINE_GREEN)
def test_hotline_green(text: str) -> None:
    assert detect(text).label != "red"
