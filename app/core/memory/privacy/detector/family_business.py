"""A relative's one-person business (round 18): its tax number is the relative's - "my husband's handyman business
EIN is 27-4082473", "NIP firmy mojego taty (działalność) ...", "die Steuernummer von Papas Malerbetrieb ...", "el
negocio de mi padre, NIF ...", "le SIRET de l'entreprise de mon père ...", "ФОП чоловіка, РНОКПП ...".

- `RELATIVE_BUSINESS`: documents.py reads it beside its own sole-trader words (lower-cased text).
- `find_relative_eins`: the US EIN of a sole proprietor - the letters EIN (capitals, not the German article) or
  "employer identification number", a relative's or the writer's own business before it and no legal form (LLC,
  Inc: a company's), then a valid EIN in the same sentence.
  Round 51 (rids): also the writer's own EIN said as theirs - "my EIN is 83-3077384", "my own EIN", "his EIN" of a
  named person (owned_business_ids.owned_business_number) - and the EIN of a one-person company the writer is the only
  member of ("I'm the only member of Pickett Plumbing LLC, EIN ...", "my single-member LLC", documents.py's
  `one_person`): its legal form notwithstanding, a single-member LLC's number names its owner. A company's EIN
  presented as the company's ("Our LLC's EIN", "the vendor's W-9 shows EIN ...") keeps no such cue and stays green.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.context import Claims
from app.core.memory.privacy.detector.findings import Finding, Kind, speed_up
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.owned_business_ids import owned_business_number

_REL_EN = (r"husband|wife|dad|father|mum|mom|mother|son|daughter|brother|sister|partner|grandad|grandpa|grandfather|"
           r"uncle|aunt|father-in-law|mother-in-law|son-in-law|daughter-in-law|spouse")
_BIZ_EN = r"business|company|firm|shop|practice|trade|plumbing|handyman|bakery|salon|workshop|garage|farm"
RELATIVE_BUSINESS = LazyPattern(
    r"\b(?:" + _REL_EN + r")['’]s\s(?:[\w\-]+\s){0,2}?(?:" + _BIZ_EN + r")\b|"
    r"\b(?:firm\w*|działalnoś\w*|warsztat\w*|sklep\w*)\s(?:mojego\s|mojej\s|naszego\s|naszej\s)?"
    r"(?:męża|żony|taty|ojca|mamy|matki|syna|córki|brata|siostry|teścia|teściowej|dziadka|babci|partnera|partnerki)\b|"
    r"\b(?:firma|betrieb|gewerbe|geschäft|laden|werkstatt|praxis)\s(?:meines|meiner|unseres|unserer)\s"
    r"(?:mannes|frau|vaters|mutter|sohnes|tochter|bruders|schwester|schwiegervaters|schwiegermutter|opas|omas)\b|"
    r"\b(?:papas|mamas|opas|omas)\s\w*(?:firma|betrieb|gewerbe|geschäft|laden|werkstatt|praxis)\b|"
    r"\b(?:negocio|empresa|taller|tienda|bar|comercio)\s(?:de\s)?(?:mi|nuestro|nuestra)\s"
    r"(?:marido|esposo|mujer|esposa|padre|madre|hijo|hija|hermano|hermana|suegro|suegra|abuelo|abuela|pareja)\b|"
    r"\b(?:entreprise|soci[ée]t[ée]|affaire|commerce|boutique|atelier|cabinet)\s(?:de\s)?(?:mon|ma)\s"
    r"(?:mari|femme|p[èe]re|m[èe]re|fils|fille|fr[èe]re|s(?:œ|oe)ur|beau-p[èe]re|belle-m[èe]re|conjoint\w*)\b|"
    r"\b(?:бізнес\w*|фоп|підприємств\w*|бизнес\w*|ип)\s(?:мого\s|моєї\s|моего\s|моей\s)?"
    r"(?:чоловіка|дружини|батька|тата|матері|мами|сина|доньки|брата|сестри|свекра|тестя|мужа|жены|отца|папы|мамы)\b"
)
_EIN_WORD = re.compile(r"(?<![\w])(?:EIN|(?i:employer identification number|federal tax id))(?![\w])")
_EIN_VALUE = re.compile(r"(?<![\w\-])\d{2}-?\d{7}(?![\w\-])")
_STOP = re.compile(r"[.!?\n](?:\s|$)")


def find_relative_eins(text: str, low: str, findings: list[Finding], claimed: Claims, sole_trader: re.Pattern[str],
                       legal: re.Pattern[str], one_person: re.Pattern[str]) -> None:
    """`sole_trader`, `legal`, `one_person`: documents.py's words for trading alone, for a legal form and for the
    writer being a company's only member (lower-cased text)."""
    if "EIN" not in text and "identification" not in low and "federal tax" not in low:
        return
    from stdnum.us import ein  # (only for the few messages that name an EIN)

    for kw in _EIN_WORD.finditer(text):
        before = low[max(0, kw.start() - 90):kw.start()]
        # (round 51) "my EIN", "I'm the only member of ... LLC, EIN": the owner's, a legal form notwithstanding
        if (not (RELATIVE_BUSINESS.search(before) or sole_trader.search(before))
                or legal.search(low, max(0, kw.start() - 90), min(len(low), kw.end() + 40))) \
                and not (one_person.search(low, max(0, kw.start() - 120), kw.start())
                         or owned_business_number(text, low, kw.start(), kw.end())):
            continue
        end = min(len(text), kw.end() + 60)
        stop = _STOP.search(text, kw.end(), end)
        for v in _EIN_VALUE.finditer(text, kw.end(), stop.start() if stop else end):
            if ein.is_valid(v.group()) and not claimed.overlaps(*v.span()):
                findings.append(Finding(Kind.IDENTIFIER, "tax identification number", *v.span()))
                claimed.append(v.span())
            break


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
