"""Round 47, rfr: false reds and yellows called red, by family - codes that open nothing any more or never belonged to a
person (a store card's code redeemed, a CS2 match share code, a public invite or donation link, a tool's name), the
IMEI of a module inside a device, a firm's tax number checked on the VAT white list; and the yellow families (a
stranger's mail and its claim). The writer's own sentences (not the data's) in the seven languages, with their red
twins: an unused code the writer still holds, a handset's IMEI or a relative's device, the writer's own business."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect


def _show(text):
    v = detect(text)
    return [(f.reason, text[f.start:f.end]) for f in v.findings]

# spent_codes.py: a store card's code named "code" alone, in its grouped shape, said redeemed or activated (in the past,
# not negated, not asked); a CS2 match share code
SPENT_GREEN = [
    "This Xbox code 7KQ2M-XR4TP-9WZ3D has already been redeemed, I used it myself last week, can I bin the card?",
    "the psn code TFMR-DBYG-WU4C was already redeemed by me, why does the shop still show it?",
    "Kod ZX4K9-PLM27-QR8TW już wykorzystałem sam, karta jest pusta, mogę ją wyrzucić?",
    "kod 4HQ7-ZK2P-MW9R zostal juz aktywowany na moim koncie, karte moge wyrzucic?",
    "Der Code H7KP2-QW9XZ-4MRT8 ist schon eingelöst, ich hab ihn selbst aktiviert, die Karte kann weg, oder?",
    "Este código QP7X4-K2MZR-9WTN3 ya lo canjeé ayer, ¿tiro la tarjeta?",
    "Ce code 9WQ2K-M7XPT-RZ4L8 je l'ai déjà activé sur mon compte, je peux jeter la carte ?",
    "Код 7RX2K-QP9MZ-W4TL8 я вже активував сам, картку можна викинути?",
    "Код 5KM2X-QZ7PR-W9TL4 я уже активировал, карту можно выбросить?",
]
SPENT_RED = [
    "Steam code 7KQ2M-XR4TP-9WZ3D for my nephew, not redeemed yet, remind me on Sunday",
    "My Steam gift code is J7TZ1-GYRX2-W3BRG, can you check whether it was redeemed?",
    "karta podarunkowa PSN, kod QX7K2-MR4PZ-W9TL3, jeszcze nie aktywowany, daj go Kubie na urodziny",
    "Xbox-Guthabenkarte, Code H7KP2-QW9XZ-4MRT8, noch nicht eingelöst, heb ihn für Ben auf",
    "tarjeta regalo de Steam, código QP7X4-K2MZR-9WTN3, todavía no está canjeado, guárdamelo",
    "carte cadeau PSN, code 9WQ2K-M7XPT-RZ4L8, pas encore activé, garde-le pour l'anniversaire d'Hugo",
    "подарункова картка Steam, код 7RX2K-QP9MZ-W4TL8, ще не активований, нагадай віддати синові",
    "подарочная карта Steam, код 5KM2X-QZ7PR-W9TL4, ещё не активирован, напомни отдать сыну",
    "Here's the Office key I paid for: XH8KM-692PT-FW2YH-DDC2B-7GX6D. It says already used, can I still activate it?",
]


@pytest.mark.parametrize("text", SPENT_GREEN)
def test_a_redeemed_code_opens_nothing(text):
    """A code the writer says was redeemed or activated is spent."""
    assert detect(text).label == "green", _show(text)


@pytest.mark.parametrize("text", SPENT_RED)
def test_an_unused_code_or_a_licence_key_stays_red(text):
    """A code not redeemed yet, a check asked for, a licence key said used: red."""
    assert detect(text).label == "red"


SHARE_GREEN = [
    "how do I watch the demo from share code CSGO-Wk3pQ-9xTzR-mB2vL-Qq7Yd-Hn4sE?",
    "Wie öffne ich das Replay CSGO-Ab1cD-eF2gH-iJ3kL-mN4oP-qR5sT in CS2?",
    "jak odpalić demko z kodu CSGO-Zz9Yy-Xx8Ww-Vv7Uu-Tt6Ss-Rr5Qq?",
    "как открыть демку по коду CSGO-Pp1Oo-Ii2Uu-Yy3Tt-Rr4Ee-Ww5Qq?",
]


@pytest.mark.parametrize("text", SHARE_GREEN)
def test_a_match_share_code_is_public(text):
    """A CS2 match share code names a public demo."""
    assert detect(text).label == "green", _show(text)


# device_ids._in_module: the IMEI of a module inside a device (an alarm's GSM transmitter, a tracker, a router); the
# red twins: a handset, a theft or loss, a relative's device
IMEI_GREEN = [
    "The GSM module in our alarm panel has IMEI 356879548669065 on its sticker, do I need it to activate the SIM?",
    "Moduł GSM centrali alarmowej ma IMEI 350478059633887, operator o niego pyta przy aktywacji karty.",
    "Auf dem Aufkleber vom GPS-Tracker steht IMEI 353085595893300, braucht die App die?",
    "El localizador GPS del perro trae el IMEI 351596884135379 en la caja, ¿lo pongo en la app?",
    "le transmetteur GSM de l'alarme affiche l'IMEI 359543845890744, il faut le donner à l'opérateur ?",
    "На наклейці GPS-трекера IMEI 354839136749820, його треба вводити в застосунку?",
    "У GSM-модуля сигнализации IMEI 352811489876502, он нужен для активации сим-карты?",
    "my 4G router shows IMEI 359875093356220 in its admin page, is that what the ISP means by device ID?",
]
IMEI_RED = [
    "My phone was stolen on the bus, IMEI 356879548669065, what do I tell the police?",
    "The GPS tracker on my son's schoolbag has IMEI 350478059633887, can you keep it for me?",
    "Ukradli mi telefon, IMEI 353085595893300 z pudełka, jak go zablokować?",
    "Handy verloren, IMEI 351596884135379, der Tracker darin hilft nicht",
    "Me robaron el móvil, IMEI 359543845890744, ¿cómo lo bloqueo?",
    "Le traceur de ma fille a l'IMEI 354839136749820, garde-le au cas où",
    "у мене вкрали телефон, IMEI 352811489876502, що робити?",
]


@pytest.mark.parametrize("text", IMEI_GREEN)
def test_a_modules_imei_is_nobodys(text):
    """A device module's IMEI read off its sticker ties to no person."""
    assert detect(text).label == "green", _show(text)


@pytest.mark.parametrize("text", IMEI_RED)
def test_a_handsets_or_a_relatives_imei_stays_red(text):
    """A stolen or lost phone, a relative's tracker: the IMEI is the person's."""
    assert detect(text).label == "red"


# public_values: a link made to be handed out (a Discord invite, a monobank jar) and a tool's "this 2 that" name are not
# the learned model's to score; a token stays red
LINK_GREEN = [
    "our guild server is open to everyone: discord.gg/Xy7Kq2Lm9P, how do I set roles for newcomers?",
    "nasz serwer jest otwarty dla wszystkich, link discord.gg/Ab3dE9fG2h, jak zrobić rolę?",
    "unser Server ist öffentlich: https://discord.gg/Qw8Er7Ty6U, wie stelle ich das Ablaufdatum ab?",
    "nuestro servidor es público: discord.com/invite/Zx9Cv8Bn7M, ¿cómo creo roles?",
    "Збираємо на дрон: send.monobank.ua/jar/8Lb3XqWzRt — як зробити листівку з QR?",
    "Зигби: у меня Zigbee2MQTT на 192.168.1.40 и Home Assistant на .41, какой порт открыть?",
    "Zigbee2MQTT runs on 192.168.0.20 next to Home Assistant on .21, which port do I forward?",
    "I use html2pdf and Word2Vec in the pipeline, which one is slower?",
]
LINK_RED = [
    "mój token discorda to MTE4OTkwNjM4ODc5ODk5Njgw.SHbn2J.YIqu9GBKXmDEOKAEUyMA9oLXe9DJG-fscY1MRo",
]


@pytest.mark.parametrize("text", LINK_GREEN)
def test_a_handed_out_link_or_a_tools_name_is_public(text):
    """A public invite, a donation link, "Zigbee2MQTT" are no secrets."""
    assert detect(text).label == "green", _show(text)


@pytest.mark.parametrize("text", LINK_RED)
def test_a_token_stays_red(text):
    """A Discord token is a credential."""
    assert detect(text).label == "red"


# numbers._REGISTER_CHECK: the VAT white list in the locative ("na białej liście", "w bialej liscie"): a firm's number
# looked up; the twin: the writer's own business
WHITE_LIST_GREEN = [
    "Na umowie jest NIP wykonawcy 8086320780, jak sprawdzić na białej liście, czy jest czynnym płatnikiem?",
    "nip instalatora 8086320780, jak sprawdzic w bialej liscie vat czy dziala",
]
WHITE_LIST_RED = [
    "moja działalność ma NIP 8086320780, czy jestem na białej liście?",
]


@pytest.mark.parametrize("text", WHITE_LIST_GREEN)
def test_a_number_checked_on_the_white_list_is_a_firms(text):
    """A contractor's NIP checked on the white list is the firm's."""
    assert detect(text).label == "green", _show(text)


@pytest.mark.parametrize("text", WHITE_LIST_RED)
def test_the_writers_own_business_number_stays_red(text):
    """The writer's own business number stays red."""
    assert detect(text).label == "red"


# unknown_owners: a sender's claim of a refund for medicines (health beside a refund word) or of money, from an office's
# mailbox (an address the rules left unread counts as the contact), beside the weaker cues when the sender is a mailbox;
# "¿Timo?" alone. The twins: a test result claimed (no refund), a debt told by the writer, no doubt voiced
MAIL_CLAIM_NOT_RED = [
    "got an email from refunds@nhs-rebate-online.com saying I'm owed a refund for prescription charges, is it legit?",
    "email from claims@tax-rebate-uk.co.uk says I'm owed £380. real or not?",
    "dostałam maila z zwroty@nfz-pomoc24.pl że mam do odebrania zwrot za leki, kliknąć czy nie?",
    "dostałem maila od biuro@windykacje-polnoc.pl że mam zaległość, nie wiem o co chodzi, to oszustwo?",
    "Eine Mail von erstattung@kasse-rueckzahlung.de sagt, ich bekomme eine Erstattung für Medikamente, ist das Betrug?",
    "Me escribe reembolsos@seguridad-social-ayuda.es diciendo que me deben un reembolso de medicamentos. ¿Timo?",
    "J'ai reçu un mail de service.remboursement@sante-aide.fr qui dit que j'ai droit à un remboursement de médicaments, c'est une arnaque ?",
    "Прийшов лист з адреси povernennia@liky-dopomoga.ua, що мені належить повернення за ліки, це шахраї?",
    "Пришло письмо с адреса vozvrat@lekarstva-pomosch.ru, что мне положен возврат за лекарства, это мошенники?",
]
MAIL_CLAIM_RED = [
    "got an email from results@clinic-lab.com saying my HIV test came back positive, is that legit?",
    "email from billing@octopus.energy saying I am 900 pounds in arrears, should I pay?",
    "Jestem zadłużona na 40 tysięcy, dostałam maila z windykacja@kancelaria-nord.pl, prawdziwy?",
]


@pytest.mark.parametrize("text", MAIL_CLAIM_NOT_RED)
def test_a_strangers_mail_and_its_refund_claim_are_not_red(text):
    """The sender's claim is the sender's; the mailbox is no one the writer could expose (yellow, not red)."""
    assert detect(text).label != "red", _show(text)


@pytest.mark.parametrize("text", MAIL_CLAIM_RED)
def test_a_result_or_a_debt_of_the_writers_stays_red(text):
    """A test result claimed, the writer's own debt, no doubt voiced: red."""
    assert detect(text).label == "red"

# unknown_owners: a plate on a car parked at the writer's door beside a question to an authority or a tow, with no person
# of the writer's in the message (the strong cue not needed); the twins: an ex's car, a named neighbour's, a date's, the writer's own
PARKED_NOT_RED = [
    "A grey Transit, reg KM21 XPT, has been parked across our driveway since Monday. Can the council tow it?",
    "there's a blue golf LB68 XWN parked on my space for 4 days, who do I report it to?",
    "Czarny passat WE 5K212 parkuje od tygodnia na moim miejscu. Gdzie to zgłosić, straż miejska?",
    "Ein silberner Caddy mit B-XT 4471 parkt seit einer Woche vor meiner Garage. Ordnungsamt oder Polizei?",
    "Un Ibiza blanco 4821 KLM lleva cinco días aparcado en mi vado, ¿llamo a la grúa?",
    "Une Clio grise FT-302-MA est garée devant mon garage depuis trois jours, j'appelle la fourrière ?",
    "Сірий фургон АА 4721 КМ стоїть біля нашого під'їзду тиждень, куди звернутися?",
    "Белая Газель А123ВС 77 стоит у нашего подъезда неделю, куда жаловаться?",
]
PARKED_RED = [
    "My ex Tom parks his red Astra LB68 XWN outside my flat every night, should I call the police?",
    "Bogdan z trzeciego piętra parkuje czarną octavię WE 912HR na moim miejscu, gdzie to zgłosić?",
    "Mein Auto B-XT 4471 wurde abgeschleppt, wo melde ich mich bei der Polizei?",
    "The guy from my Tinder date is parked outside my block in a black Audi WE 4K871, should I report it to the police?",
    "Ten chłopak z randki stoi pod moim blokiem w szarym golfie WX 7K212, zgłosić to na policję?",
]


@pytest.mark.parametrize("text", PARKED_NOT_RED)
def test_a_strangers_parked_car_to_report_is_not_red(text):
    """A stranger's car blocking the drive, to be reported or towed: its plate is nobody the writer could expose."""
    assert detect(text).label != "red", _show(text)


@pytest.mark.parametrize("text", PARKED_RED)
def test_a_known_persons_or_the_writers_car_stays_red(text):
    """An ex's car, a named neighbour's, the writer's own towed car: red."""
    assert detect(text).label == "red"

# failed_checks._FAILS: the checking code's refusal in other verbs ("отвергает", "відкидає", "не пропускает") and the
# failure said bare with its check digits named in the clause ("не проходит, контрольные цифры ..."); a value that really
# fails; the twins: a value that passes, the writer's own
FAILED_GREEN = [
    "почему валидатор отвергает ИНН 398259791900? вроде все 12 цифр на месте",
    "в тестах формы ИНН 074833788700 не проходит, контрольные цифры правильно считаются?",
    "мій валідатор відкидає РНОКПП 9659867060, як рахується контрольна цифра?",
    "w testach formularza PESEL 92030129020 nie przechodzi, cyfra kontrolna dobrze liczona?",
    "In unseren Tests geht die Steuer-ID 59836140670 nicht durch, ist die Prüfziffer falsch berechnet?",
    "en las pruebas del formulario el DNI 96467010H no pasa, ¿la letra de control se calcula bien?",
]
FAILED_RED = [
    "почему валидатор отвергает ИНН 398259791991? вроде все 12 цифр на месте",
    "мой ИНН 623286012906 не проходит на госуслугах, контрольные цифры правильные?",
    "w testach formularza PESEL 85071415825 nie przechodzi, cyfra kontrolna dobrze liczona?",
]


@pytest.mark.parametrize("text", FAILED_GREEN)
def test_a_value_refused_by_the_check_is_no_ones(text):
    """A test's or a validator's value that fails its check digits: nobody's document."""
    assert detect(text).label == "green", _show(text)


@pytest.mark.parametrize("text", FAILED_RED)
def test_a_passing_value_or_the_writers_own_stays_red(text):
    """A value that passes its check, or the writer's own: red."""
    assert detect(text).label == "red"

# zero_values: a form's counted filler ("123456789", "1234567890") in a message about a form, a template or an example;
# the twins: after a possessive, or no form in the message
COUNTED_GREEN = [
    "Explain what to write in this sample form:\nSurname: DOE\nGiven names: JANE\nPassport number: 123456789",
    "Wzór wniosku: Imię: JAN, Nazwisko: KOWALSKI, numer paszportu 123456789 - co wpisać w rubryce?",
    "Im Beispielformular steht Reisepassnummer 1234567890, muss ich meine echte eintragen?",
    "En el formulario de ejemplo pone número de pasaporte 123456789, ¿qué pongo yo?",
    "Dans le modèle de formulaire, numéro de passeport : 123 456 789, je mets le mien où ?",
    "У зразку анкети номер паспорта 123456789, що писати мені?",
    "В образце анкеты номер паспорта 123456789, что писать?",
]
COUNTED_RED = [
    "my passport number is 123456789 for the form",
    "Passport number: 123456789 - fill the booking for me please",
]


@pytest.mark.parametrize("text", COUNTED_GREEN)
def test_a_forms_counted_filler_is_no_ones(text):
    """A sample form's "123456789" is its placeholder."""
    assert detect(text).label == "green", _show(text)


@pytest.mark.parametrize("text", COUNTED_RED)
def test_a_counted_value_given_as_ones_own_stays_red(text):
    """The same digits given as the writer's own, or with no form in sight: red."""
    assert detect(text).label == "red"
