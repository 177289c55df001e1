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
