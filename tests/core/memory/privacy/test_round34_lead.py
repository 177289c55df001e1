"""Round 34, after the merge: what the new finders must not read, and a phone a ticket word must not hide.

The full development evaluation on the merge found four green lines red (a dose asked about, a batch number and a
barcode on an insulin pack, a starting dose asked about "in general": short_notes read a medicine with a number as a
note to self), two rumours about a boss and a teacher red (third_subjects read them as the people's own disclosures) and
one phone lost ("Ticket #77120 - Kunde bittet um Rückruf unter 0175 ...": the ticket word made it a case number). The
lead's near-misses around them stay green, and the notes, the third persons' disclosures and the phones beside them
stay red.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

GREEN = [
    # a dose or a pack asked about is no note to self
    "Metformina 850 mg dwa razy dziennie — brać przed czy po posiłku?",
    "Sertraline 50 mg once a day — morning or evening?",
    "Levothyroxin 50 µg morgens, vor oder nach dem Kaffee?",
    "Le Levothyrox 25 µg, c'est une petite dose de départ en général ?",
    "Litio 400 mg, ¿se toma con comida o sin comida?",
    "Серія 693618 на упаковці інсуліну — як перевірити відкликання?",
    "Штрихкод 8 400415 256269 на коробці інсуліну відрізняється від минулого разу — це підробка?",
    "Lot number 4471902 on the insulin box, how do I check a recall?",
    # a rumour about someone is not their disclosure
    "Im Büro geht das Gerücht, dass die Chefin eine Affäre hat.",
    "Im Elternchat heißt es, die Klassenlehrerin sei angeblich schwanger und gehe bald. Stimmt das überhaupt?",
    "Rumour at work is that the new manager Diana is having an affair, no idea if true.",
    "Podobno sąsiad z parteru ma długi u komornika, ale kto wie.",
    "Dicen que mi vecino Tomás tiene deudas enormes, pero no sé.",
    "Кажуть, що сусідка Ольга розлучається, але я не певна.",
    # a ticket's number with no call asked for stays a ticket's
    "Ticket #4411: bitte Rückruf an den Kunden, Bestellnummer 1822685777",
    "Mon dossier SAV chez Free est le 2026-448192, comment relancer ?",
]

RED = [
    # a note to self with a dose or a reminder
    "przypomnij 8:00 kwetiapina 25",
    "recuérdame litio 400 a las 22",
    "reminder: sertraline 100 mg at 9",
    # a third person's own disclosure, no rumour word
    "У моей подруги Веры нашли лимфому, химия начнётся через неделю. Что ей принести в больницу?",
    "Mi amigo Íñigo milita en un partido independentista y teme que en su trabajo se enteren.",
    "Our neighbour Farid converted from Islam to Christianity and his family cut him off - how can we help him?",
    # a phone given for a call back beside a ticket's number
    "Ticket #77120 – Kunde bittet um Rückruf unter 0175 02357265, zwischen 17 und 19 Uhr, Thema Kündigung. "
    "Schreib eine kurze Antwortvorlage.",
    "Vorgang 55120: Kundin wünscht Rückruf unter 0151 23456789 ab 18 Uhr.",
    "Ticket #88201 - the customer asks for a call back on 07700 900123 after 5pm.",
]


@pytest.mark.parametrize("text", GREEN)
def test_near_misses_stay_green(text):
    v = detect(text)
    assert not v.is_red, (text, v.findings)


@pytest.mark.parametrize("text", RED)
def test_disclosures_and_phones_stay_red(text):
    v = detect(text)
    assert v.is_red, (text, v.findings)
