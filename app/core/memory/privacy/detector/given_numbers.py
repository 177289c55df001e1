"""A phone number a named person or a relative gave the writer, a sentence or two before it (round 29).

phones.py drops a national number whose last words name a thing ("sur un ticket de caisse", "on the back of a
receipt", "na paragonie", "auf dem Kassenzettel"): an order's, a ticket's, a receipt's number. But the thing is
often only the paper the number was written on, and the number the person's: "J'ai recroisé Inès au marché et elle
m'a noté son numéro sur un ticket de caisse. 07 76 87 71 98." Here the sentences before the value (up to two, 240
characters) say whose number follows: a third person's number word ("son numéro", "her number", "jej numer", "ihre
Nummer", "su número", "її номер", "её номер") with a giving or writing verb, or a given name or a relative named
with that verb. An unknown owner ("un inconnu m'a laissé son numéro", "someone left their number") names nobody:
it stays with the look-alike test (yellow at most).

Reads lower-cased text for the words and the original text for the capitalised given name.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.vocab.names import FIRST_NAMES

# a third person's number word
_THEIR_NUMBER = re.compile(
    r"(?<![^\W\d_])(?:(?:her|his)\s(?:(?:mobile|cell|phone|new|own)\s)?(?:number|mobile|phone)|"
    r"(?:son|sa)\s(?:(?:nouveau|propre)\s)?(?:num[ée]ro|portable|t[ée]l[ée]phone|06|07)|"
    r"(?:jej|jego|swój|swoj\w*)\s(?:(?:nowy|prywatny)\s)?(?:numer\w*|telefon\w*|komórk\w*)|"
    r"(?:ihre|seine|ihren|seinen)\s(?:(?:neue|neuen|private|privaten)\s)?(?:nummer|handynummer|telefonnummer|handy)|"
    r"su\s(?:(?:nuevo|propio)\s)?(?:n[uú]mero|m[oó]vil|tel[eé]fono|celular)|"
    r"(?:її|його|свій|свого)\s(?:(?:новий|особистий)\s)?(?:номер\w*|телефон\w*|мобільн\w*)|"
    r"(?:её|ее|его|свой)\s(?:(?:новый|личный)\s)?(?:номер\w*|телефон\w*|мобильн\w*))(?![^\W\d_])"
)
# a verb of giving, writing or sending the number
_GAVE = re.compile(
    r"(?<![^\W\d_])(?:gave|given|wrote|written|left|scribbled|jotted|texted|sent|noted|"
    r"donn[ée]\w*|not[ée]\w*|[ée]crit\w*|laiss[ée]\w*|fil[ée]\w*|envoy[ée]\w*|griffonn[ée]\w*|pass[ée]\w*|refil[ée]\w*|"
    r"dał\w*|dała|podał\w*|zapisał\w*|napisał\w*|zostawił\w*|wysłał\w*|przesłał\w*|"
    r"gab|gegeben|aufgeschrieben|geschrieben|hinterlassen|geschickt|notiert|"
    r"dio|dado|apunt[óo]|apuntado|escribi[óo]|escrito|dej[óo]|dejado|pas[óo]|mand[óo]|"
    r"дала|дав|дали|записала|записав|залишила|залишив|написала|написав|надіслала|надіслав|скинула|скинув|"
    r"оставила|оставил|написал|записал|прислала|прислал)(?![^\W\d_])"
)
_KIN = re.compile(
    r"(?<![^\W\d_])(?:mum|mom|dad|sister|brother|aunt|uncle|cousin|neighbou?r|friend|"
    r"m[èe]re|p[èe]re|s(?:œ|oe)ur|fr[èe]re|tante|oncle|cousine?|voisine?|amie?|copine|copain|"
    r"mama|mamy|tata|taty|siostr\w*|brat\w*|ciotk\w*|ciocia|wujek|kuzyn\w*|sąsiad\w*|przyjaciół\w*|koleżank\w*|"
    r"mutter|vater|schwester|bruder|tante|onkel|nachbar\w*|freundin|freund|"
    r"madre|padre|hermana|hermano|t[ií]a|t[ií]o|prim[oa]|vecin[oa]|amig[oa]|"
    r"мама|тато|сестра|брат|тітка|дядько|сусід\w*|подруга|друг|папа|тётя|соседк\w*)(?![^\W\d_])"
)
_NAME = re.compile(r"(?<![\w'’])([A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ][a-zß-öø-ÿąćęłńóśźżа-яєіїґ]+)(?![\w'’])")
_SENTENCE = re.compile(r"[.!?](?:\s|$)|\n")


def person_gave_number(text: str, low: str, start: int) -> bool:
    """In the (up to two) sentences before the number at `start`: a person's own number word with a verb of giving
    or writing it, and a given name or a relative named there."""
    begin = max(0, start - 240)
    breaks = [m.end() for m in _SENTENCE.finditer(low, begin, start)]
    if len(breaks) > 2:
        begin = breaks[-3]  # this sentence and the two before it
    number = _THEIR_NUMBER.search(low, begin, start)
    if number is None or _GAVE.search(low, begin, start) is None:
        return False
    if _KIN.search(low, begin, start):
        return True
    return any(m.group(1) in FIRST_NAMES for m in _NAME.finditer(text, begin, start))


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
