"""A phone number told as the writer's new one (round 36): "Zmieniłem numer, teraz mam 512 021 846", "I changed my
number, now it's 512 021 846", "neue Nummer, jetzt ...", "cambié de número, ahora tengo ...", "j'ai changé de numéro,
maintenant ...", "змінив номер, тепер ...", "сменил номер, теперь ...".

phones.py wants a phone word within forty characters before a number grouped like a count ("512 021 846", the Polish
mobile's own grouping, which a count of thousands shares), and "numer" / "number" / "Nummer" alone is no phone word
(a house's, an order's number). But a number said to be CHANGED or NEW, with nothing after the noun that makes it a
thing's ("numer zamówienia", "the number of the flat"), is a SIM's: people tell their contacts they changed their
number and then give the new one later in the sentence, after "now" / "teraz mam" / "jetzt". Read here: that phrase
(seven languages) earlier in the same sentence, no digit between it and the value (own_number_said.py's rule).

Green limits: "zmieniłem numer zamówienia / domu", "new number of visitors", another digit between the phrase and the
value (a count, a price), a sentence end between them; the value still has to be a phone in the number plan, and the
org and hotline rules of phones.py still read it (a shop's "new number").
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import speed_up

# (lower-cased text) the change said with the number word, then the noun ending the phrase: punctuation, the end, or a
# word that goes on to the value ("now", "teraz", "jetzt", "is" ...), never a thing's noun or "of" after it
_CHANGED = re.compile(
    r"(?<![\w])(?:"
    r"chang\w* (?:my |our |phone |mobile )?numbers?|switch\w* (?:my )?numbers?|(?:a |my |our )?new (?:mobile |phone )?number|"
    r"zmieni\w* (?:mój |moj |swój |swoj |sobie )?(?:numer|telefon)|zmian\w* numeru|now\w* numer|numer (?:się )?zmieni\w*|"
    r"neue[nm]? (?:handy|telefon|mobil)?nummer|(?:handy|telefon)?nummer (?:hat sich )?(?:geändert|gewechselt)|"
    r"(?:handy|telefon)?nummer (?:ge)?wechsel\w*|"
    r"cambi\w* (?:de |mi )?n[uú]mero|n[uú]mero nuevo|nuevo n[uú]mero|"
    r"chang\w* (?:de |mon )?num[ée]ro|nouveau num[ée]ro|num[ée]ro a chang[ée]|"
    r"змін\w* (?:свій )?номер|нов\w* номер|номер змін\w*|смени\w* (?:свой )?номер|поменя\w* (?:свой )?номер|номер поменя\w*"
    r")(?=\s*(?:[,.:;!\-–—(]|$)|\s+(?:now|is|it's|to|teraz|od|to|jest|jetzt|ist|lautet|ahora|es|maintenant|désormais|"
    r"c'est|тепер|теперь|це|это|у мене|у меня)\b)"
)
_BREAK = re.compile(r"[.!?\n]\s|\d")


def changed_number_earlier(low: str, start: int) -> bool:
    """A changed or new number said earlier in the sentence before `start` (within 120 characters), no digit or
    sentence end between it and the value."""
    last = None
    for m in _CHANGED.finditer(low, max(0, start - 120), start):
        last = m
    return last is not None and _BREAK.search(low, last.end(), start) is None


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
