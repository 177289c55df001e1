"""A one-person business's numbers are its owner's (round 29): documents.py asks here.

A sole trader's NIP / REGON (Polish JDG), SIREN / SIRET (auto- or micro-entrepreneur, entreprise individuelle, EI,
micro-BNC / micro-BIC), USt-IdNr / Steuernummer (Einzelunternehmer, Freiberufler), NIF (autónomo) or ФОП code names
a person. documents.py read the cue words in a window round the key word and let "Sprzedawca:" (seller) or an
invoice's words make the number somebody else's business's; three wordings slipped through:

- a pasted header, a YAML or JSON config whose seller is a person's given name and surname with the trade after it,
  no comma between ("nazwa: Joanna Krawiec Tłumaczenia", "Sprzedawca: Paweł Dziedzic Usługi Remontowe",
  "name: Lena Vogt Grafikdesign"): `person_trading_before`;
- the cue written as a field name or a regime ("entreprise_individuelle:", "regime: micro-BNC", "forma: jdg"):
  `sole_cue_in` reads underscores as spaces and knows the regimes;
- the number given with no key word after the writer says they trade alone ("Je suis auto-entrepreneuse ...
  L'Urssaf m'a attribué 341 821 247 91225", "prowadzę JDG, numer 620-585-81-61"): `find_bare_sole_numbers` takes
  a SIRET (14 digits, Luhn), a SIREN (9 digits in threes, Luhn) or a NIP (10 digits in its dashed groups, its check
  digit) when the message says the business is one person's and no company's legal form stands in the number's
  sentence.

A company's number presented as the company's (sp. z o.o., S.A., GmbH, SARL/SAS, S.L., ТОВ, a foundation) stays
green: the legal form in the block vetoes each of these.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector import checksums as ck
from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.vocab.names import FIRST_NAMES

_UP = "A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ"
_LOW = "a-zß-öø-ÿąćęłńóśźżа-яєіїґ"
# a field's or a header's line: a label, a given name and a surname, one to three words of trade, the line's end
_NAME_TRADE_LINE = re.compile(
    rf"(?m)^[ \t\-]*(?:[\w\"' .]{{1,30}}[:=][ \t]*[\"']?)?(?P<first>[{_UP}][{_LOW}]+)[ \t]+[{_UP}][{_LOW}'’\-]+"
    rf"(?:[ \t]+[{_UP}{_LOW}][{_LOW}\-]+){{1,3}}[\"',]?[ \t]*$"
)
# a company's legal form or an organisation's word on the name's line: no person trading
_NOT_PERSON = re.compile(
    r"(?i)(?<![^\W\d_])(?:gmbh|ag|ug|kg|ohg|gbr|ltd|limited|llc|llp|inc|plc|sarl|sas|sasu|eurl|sa|sl|srl|bv|sp|spółk\w*|"
    r"fundacj\w*|stiftung|foundation|fundaci[oó]n|fondation|association|asociaci[oó]n|stowarzyszeni\w*|verein|"
    r"тов|ооо|прат|пат|фонд\w*|group|holding|team|polska|international)(?![^\W\d_])"
)


# the same as a quoted value in JSON or a config: "name": "Oliver Grant Carpentry"
_NAME_TRADE_QUOTED = re.compile(
    rf"[:=][ \t]*[\"'](?P<first>[{_UP}][{_LOW}]+)[ \t]+[{_UP}][{_LOW}'’\-]+(?:[ \t]+[{_UP}{_LOW}][{_LOW}\-]+){{1,3}}[\"']"
)


def person_trading_before(text: str, start: int) -> bool:
    """A line in the 160 characters before `start` names the seller as a person: a known given name, a surname,
    a trade ("Paweł Dziedzic Usługi Remontowe", "name": "Oliver Grant Carpentry")."""
    for pattern in (_NAME_TRADE_LINE, _NAME_TRADE_QUOTED):
        for m in pattern.finditer(text, max(0, start - 160), start):
            if m.group("first") in FIRST_NAMES and not _NOT_PERSON.search(m.group()):
                return True
    return False


# the cue words of a one-person business not written as prose (lower-cased, underscores as spaces)
_FIELD_CUE = re.compile(
    r"(?<![^\W\d_])(?:entreprise individuelle|entrepreneur individuel|micro[- ]?(?:bnc|bic|social|fiscal)|"
    r"r[ée]gime micro|auto[- ]?entrepreneu\w*|micro[- ]?entrepreneu\w*|jdg|jednoosobow\w*|"
    r"einzelunternehm\w*|freiberufl\w*|kleinunternehm\w*|aut[oó]nom[oa]s?|sole trader|sole proprietor\w*|self[- ]employed|"
    r"фоп|фізична особа[- ]підприємець|ип|индивидуальн\w* предпринимател\w*)(?![^\W\d_])"
)


def sole_cue_in(low: str, start: int, end: int) -> bool:
    """A one-person business named in `low[start:end]` as a field name, a tag or a regime."""
    return _FIELD_CUE.search(low.replace("_", " ") if "_" in low else low, start, end) is not None


# a SIRET (3-3-3-5 or 14 digits), a SIREN (3-3-3), a NIP in its dashed groups (3-3-2-2, 3-2-2-3)
_BARE = re.compile(
    r"(?<![\w\-/.,])(?:(?P<siret>\d{3} ?\d{3} ?\d{3} ?\d{5})|(?P<siren>\d{3} \d{3} \d{3})|"
    r"(?P<nip>\d{3}-\d{3}-\d{2}-\d{2}|\d{3}-\d{2}-\d{2}-\d{3}))(?![\w\-/]|[.,]\d)"
)
# the writer trades alone: "je suis auto-entrepreneuse", "prowadzę JDG", "ich bin Einzelunternehmerin"
_SELF_SOLE = re.compile(
    r"(?<![^\W\d_])(?:i'?m|i am|i work as|je suis|j'suis|je travaille en|ich bin|ich arbeite als|soy|estoy dad[oa] de alta como|"
    r"trabajo como|jestem|pracuję jako|prowadzę|mam|я|працюю як)\s(?:\w+\s){0,2}?(?:a |an |un |une |una |na )?"
    r"(?:sole trader|self-employed|freelancer|micro-?entrepreneu\w*|auto-?entrepreneu\w*|en (?:micro|auto)-?entreprise|"
    r"entrepreneur individuel|einzelunternehm\w*|selbstst[äa]ndig\w*|freiberufl\w*|aut[oó]nom[oa]|jdg|jednoosobow\w*|"
    r"samozatrudnion\w*|działalnoś\w*|фоп|фізична особа-підприємець)(?![^\W\d_])"
)
_LEGAL = re.compile(
    r"sp\. ?z ?o\.? ?o|\bz ?o\.o\b|spółk\w*|\bs\.a\.|\bsa\b|\bgmbh\b|\bag\b|\bltd\b|\blimited\b|\bllc\b|\binc\b|\bplc\b|"
    r"\bs\.l\.|\bsl\b|\bsarl\b|\bsas\b|\bsasu\b|\beurl\b|\bтов\b|\bооо\b|fundacj\w*|stiftung|fondation|fundaci[oó]n"
)
# the number is somebody else's or a thing's, said right before it
_OTHERS = re.compile(
    r"(?<![^\W\d_])(?:client\w*|customer\w*|kund\w*|klient\w*|fournisseur\w*|supplier\w*|lieferant\w*|proveedor\w*|dostawc\w*|"
    r"commande|order|bestell\w*|zam[oó]wieni\w*|pedido|facture n|invoice n|faktur\w* n|rechnung n|factura n|"
    r"t[ée]l[ée]phone|phone|tel|telefon\w*|portable|mobile|handy|m[oó]vil|телефон\w*|iban|rib|konto|compte|cuenta|"
    r"account|rachun\w*|рахун\w*)(?![^\W\d_])[^\d\n]{0,25}$"
)
_SENTENCE = re.compile(r"[.!?](?:\s|$)|\n")
_CHECK = {"siret": lambda d: ck.business_number_ok(d) and len(d) == 14 and ck.luhn_ok(d),
          "siren": lambda d: len(d) == 9 and ck.luhn_ok(d) and ck.business_number_ok(d),
          "nip": lambda d: len(d) == 10 and ck.nip_ok(d)}


def may_have_bare(low: str) -> bool:
    """The plain substring tests before `find_bare_sole_numbers` (most messages hold none of the cues)."""
    return ("entrepreneu" in low or "jdg" in low or "jednoosob" in low or "działalno" in low or "autónom" in low
            or "autonom" in low or "einzelunt" in low or "freiberuf" in low or "sole trader" in low or "self-employed" in low
            or "фоп" in low or "підприєм" in low or "freelancer" in low or "selbst" in low or "samozatr" in low)


def find_bare_sole_numbers(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """The writer's own business number given with no key word after they say they trade alone."""
    cue = _SELF_SOLE.search(low)
    if cue is None:
        return
    for m in _BARE.finditer(text, cue.start()):
        kind = m.lastgroup or ""
        digits = re.sub(r"\D", "", m.group())
        if not _CHECK[kind](digits):
            continue
        s0 = max(0, m.start() - 200)
        for b in _SENTENCE.finditer(low, s0, m.start()):
            s0 = b.end()
        stop = _SENTENCE.search(low, m.end())
        e0 = stop.start() if stop else len(low)
        if _LEGAL.search(low, s0, e0) or _OTHERS.search(low, max(s0, m.start() - 40), m.start()):
            continue
        add("tax identification number", *m.span())


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
