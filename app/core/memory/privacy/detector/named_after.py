"""A document's number named after the value, inside a sentence (round 26): "J'ai mis 19AV48273 comme numéro de
passeport", "I typed 548213904 as the passport number", "Wpisałem EA4821937 jako numer paszportu", "Puse XK2049187
como número de pasaporte", "Я вписала FA482193 як номер паспорта", "Ich habe C01X00T47 als Ausweisnummer
eingetragen", "... 63108359249 est mon numéro fiscal allemand".

Every keyword reader looks for the value after its keyword (value_first.py turns a message that opens with the
value). A form being filled in names the field after the value: the value, "as" / "comme" / "jako" / "como" / "als" /
"як" / "как" (or a copula and "my"), then the document's number words.

Green limits: the value must look like a document's number (6 to 14 letters and digits, four digits at least, not a
year, a date or an amount); the words after it must name a person's document (passport, identity card) or a tax or
social-security number, whose value must then pass a person's check of some country (foreign_ids.passes); a sample or
a test value ("fake", "example" before it) is left to context.lookalike_before.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.context import lookalike_before
from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.foreign_ids import passes

_PASSPORT = (r"passport(?:\s(?:number|no\.?|#))?|(?:num[ée]ro|n°|no)\sde\spasseport|n[uú]mero\sde(?:l)?\spasaporte|"
             r"numer(?:u|em)?\spaszportu|(?:reise)?pass-?(?:nummer|nr\.?)|номер(?:ом)?\sпаспорт[ауі]|паспортн\w*\sномер\w*")
_IDCARD = (r"id(?:\scard)?\snumber|identity\scard\snumber|num[ée]ro\s(?:de\s(?:la\s)?carte\s)?d'identit[ée]|"
           r"n[uú]mero\sde(?:l)?\s(?:dni|documento(?:\sde\sidentidad)?)|numer(?:u|em)?\sdowodu(?:\sosobistego)?|"
           r"(?:personal)?ausweis-?(?:nummer|nr\.?)|номер(?:ом)?\s(?:посвідчення|id-картки|удостоверения)")
_TAXLIKE = (r"tax\s(?:id|number)|num[ée]ro\sfiscal|n[uú]mero\sfiscal|numer(?:u|em)?\s(?:podatkowy|identyfikacji\spodatkowej)|"
            r"steuer-?(?:id|identifikationsnummer|nummer)|податков\w*\sномер\w*|налогов\w*\sномер\w*|pesel|"
            r"social\ssecurity\snumber|num[ée]ro\sde\ss[ée]curit[ée]\ssociale|n[uú]mero\sde\sla\sseguridad\ssocial|"
            r"sozialversicherungsnummer")
_AS = (r"(?:as|comme|como|als|jako|як|как|en\stant\sque)\s(?:(?:the|my|his|her|le|mon|son|el|mi|su|der|die|meine\w*|"
       r"seine\w*|ihre\w*|mój|swój|jego|jej|мій|свій|мой|свой)\s)?"
       r"|(?:is|est|es|ist|to|це|это|c'est)\s(?:my|mon|ma|mi|mein\w*|mój|moj\w*|мій|мой)\s")
_AFTER = re.compile(r"\s(?:" + _AS + r")(?:(?P<passport>" + _PASSPORT + r")|(?P<idcard>" + _IDCARD + r")|(?P<tax>"
                    + _TAXLIKE + r"))(?![^\W\d_])")
_VALUE = re.compile(r"(?<![\w\-])(?=(?:[A-Za-z]*\d){4})[A-Za-z0-9]{1,6}(?:[ \-]?[A-Za-z0-9]{2,6}){0,3}$")
_YEAR_OR_AMOUNT = re.compile(r"(?:19|20)\d\d$|\d+(?:[.,]\d+)?$")
_REASONS = {"passport": "passport number", "idcard": "identity card number", "tax": "tax identification number"}


def find_named_after(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Report (reason, start, end) through `add` for each value named a document's number right after it."""
    for m in _AFTER.finditer(low):
        v = _VALUE.search(text, max(0, m.start() - 24), m.start())
        if v is None:
            continue
        compact = re.sub(r"[ \-]", "", v.group())
        if not 6 <= len(compact) <= 14 or (_YEAR_OR_AMOUNT.fullmatch(compact) and len(compact) < 6):
            continue
        group = m.lastgroup or "passport"
        if group == "tax" and not any(passes(c, compact) for c in ("DE", "PL", "FR", "UA", "IT", "ES")):
            continue
        if group != "tax" and compact.isdigit() and len(compact) < 7:
            continue  # six digits alone: a form's count or a code, not a document
        if lookalike_before(text, v.start()):
            continue
        add(_REASONS[group], *v.span())


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
