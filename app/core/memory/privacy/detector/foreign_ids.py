"""A country's personal identifier named in another language (round 26): "el número fiscal alemán de mi etapa en
Colonia: 38 521 074 974", "niemiecki numer podatkowy ... to ...", "my Italian codice fiscale ...", "le numéro de
sécurité sociale français de ma mère", "польський PESEL".

People who lived or worked abroad write about that country's number in their own language, so the keyword the
finders know (Steuer-IdNr, PESEL, NIR, РНОКПП) is not there, or a generic tax word is, and numbers.py lets a generic
"número fiscal" go as a company's when an office is named ("Hacienda me pide ..."). Read here: a country's adjective
or name beside a tax, identity or social-security word (either order, two words apart at most, seven languages), and
a value later in the same sentence that passes THAT country's check for a person's number: the German IdNr (eleven
digits, its check digit and repetition rule), the Polish PESEL, the French NIR (fifteen, key mod 97) and numéro
fiscal (thirteen), the Ukrainian РНОКПП (ten), the Italian codice fiscale, the Spanish DNI / NIE.

Green limits: a country's number without a value, or a value that fails that country's check (a company's
Steuernummer, a form's reference), or a sample ("número fiscal alemán de ejemplo", decided by context.lookalike_before).
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector import checksums as ck
from app.core.memory.privacy.detector.context import lookalike_before
from app.core.memory.privacy.detector.findings import speed_up

_COUNTRY = {
    "DE": r"german|alem[aá]n\w*|allemand\w*|niemieck\w*|німецьк\w*|немецк\w*|deutsch\w*|germany|alemania|allemagne|"
          r"niemczech|niemiec|німеччин\w*|германи\w*|deutschland",
    "FR": r"french|franc[eé]s\w*|fran[çc]ais\w*|francusk\w*|французьк\w*|французск\w*|franz[öo]sisch\w*|france|francia|"
          r"francji|франці\w*|франци\w*|frankreich",
    "PL": r"polish|polac[oa]s?|polon[ae]s\w*|polonais\w*|polsk\w*|польськ\w*|польск\w*|polnisch\w*|poland|polonia|"
          r"pologne|polsce|польщ\w*|польш\w*|polen",
    "UA": r"ukrainian|ucranian[oa]s?|ukrainien\w*|ukraińsk\w*|ukrainsk\w*|українськ\w*|украинск\w*|ukrainisch\w*|ukraine|"
          r"ucrania|ukrainie|ukrainy|україн\w*|украин\w*",
    "IT": r"italian|italian[oa]s?|italien\w*|włosk\w*|wlosk\w*|італійськ\w*|итальянск\w*|italienisch\w*|italy|italia|"
          r"italie|włoszech|італі\w*|итали\w*",
    "ES": r"spanish|espa[ñn]ol\w*|espagnol\w*|hiszpańsk\w*|hiszpansk\w*|іспанськ\w*|испанск\w*|spanisch\w*|spain|"
          r"españa|espana|espagne|hiszpanii|іспані\w*|испани\w*|spanien",
}
_COUNTRY_RE = re.compile("|".join(f"(?P<{c}>{p})" for c, p in _COUNTRY.items()))
# a tax, identity or social-security number's words (not "number" alone: a phone, an order)
_ID_NOUN = (r"tax|fiscal\w*|podatkow\w*|податков\w*|налогов\w*|steuer\w*|tributari\w*|identification|"
            r"identificaci[oó]n|identifica[cç][aã]o|identyfikac\w*|identyfikacyjn\w*|ідентифікац\w*|идентификац\w*|"
            r"identifikation\w*|social security|seguridad social|s[ée]curit[ée] sociale|s[ée]cu|ubezpieczen\w*|"
            r"соціальн\w*|социальн\w*|sozialversicherung\w*|codice fiscale|id|identity|identidad|identit[ée]|ausweis\w*|"
            r"personalausweis\w*|dow[oó]d\w*|посвідч\w*|удостовер\w*|pesel|nir|dni|nie|рнокпп|інн|инн|ipn|idnr|steuer-?id")
_NAMED = re.compile(
    r"(?<![^\W\d_])(?:(?:" + "|".join(_COUNTRY.values()) + r")(?![^\W\d_])[\s\-]+(?:[^\W\d_]+\s+){0,2}?(?:" + _ID_NOUN
    + r")|(?:" + _ID_NOUN + r")(?![^\W\d_])\s+(?:[^\W\d_]+\s+){0,2}?(?:" + "|".join(_COUNTRY.values()) + r"))(?![^\W\d_])"
)
_STOP = re.compile(r"[.!?](?:\s|$)|\n")
_DIGITS = re.compile(r"(?<![\w/\-])\d(?:[ ./\-]?\d){8,16}(?![\w\-]|[.,]\d)")
_ALNUM = re.compile(r"(?<![\w\-])[A-Za-z0-9]{8,16}(?![\w\-])")


def _cf_ok(value: str) -> bool:
    from stdnum.it import codicefiscale

    try:
        return codicefiscale.is_valid(value) and len(value) == 16
    except Exception:  # noqa: BLE001 - an invalid value of any kind is no codice fiscale
        return False


def passes(country: str, value: str) -> bool:
    v = value.upper()
    if v.isdigit():
        n = len(v)
        if country == "DE":
            return n == 11 and ck.german_tax_id_ok(v)
        if country == "PL":
            return n == 11 and ck.pesel_ok(v)
        if country == "FR":
            return n == 15 and ck.french_nir_ok(v) or n == 13 and ck.french_tax_number_ok(v)
        if country == "UA":
            return n == 10 and ck.ukrainian_rntrc_ok(v)
        return False
    if country == "IT":
        return _cf_ok(v)
    if country == "ES":
        return bool(re.fullmatch(r"\d{8}[A-Z]", v) and ck.spanish_dni_ok(v)
                    or re.fullmatch(r"[XYZ]\d{7}[A-Z]", v) and ck.spanish_nie_ok(v))
    if country == "FR":  # a Corsican NIR: 2A / 2B in the department
        return len(v) == 15 and ck.french_nir_ok(v)
    return False


def find_foreign_ids(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Report (reason, start, end) through `add` for each country's person number named in another language."""
    for m in _NAMED.finditer(low):
        named = _COUNTRY_RE.search(m.group())
        country = next((c for c, v in named.groupdict().items() if v), None) if named is not None else None
        if country is None:
            continue
        end = min(len(text), m.end() + 90)
        stop = _STOP.search(text, m.end(), end)
        if stop is not None:
            end = stop.start()
        for pattern in (_DIGITS, _ALNUM):
            for v in pattern.finditer(text, m.end(), end):
                compact = re.sub(r"[ ./\-]", "", v.group())
                if passes(country, compact) and not lookalike_before(text, m.start()):
                    add("tax identification number" if compact.isdigit() and country in ("DE", "UA") or
                        "fisc" in m.group() or "tax" in m.group() or "steuer" in m.group() or "podatk" in m.group()
                        or "податк" in m.group() or "налог" in m.group() else "national ID number", *v.span())
                    break
            else:
                continue
            break


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
