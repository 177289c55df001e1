"""A paper's role filled by the writer in one word: "Sprzedawca: ja, NIP 990-178-24-82", "IBAN DE59 ... kontoinhaber
ich selbst", "Vendedor: yo mismo, NIF ...", "Titulaire : moi, IBAN FR76 ...", "Продавець: я, ІПН ..." (round 37).

An invoice, a club's form or a sales contract names who is who: the seller, the issuer, the account holder, the
payee. The finders drop a tax number or an account next to an invoice's or an organisation's words as the firm's
(numbers.py: "NIP firmy", a club's account). When the writer fills the role with a first-person pronoun - "ja",
"me"/"myself", "ich (selbst)", "yo (mismo)", "moi(-même)", "я (сам)" - the value is theirs, however many amounts and
firms stand around it: a sole trader's NIP, their own IBAN for a membership fee.

`self_role_before` reads the words right before a value or its keyword ("Sprzedawca: ja, NIP "); `self_role_after`
those right after the value (" kontoinhaber ich selbst"). Both read lower-cased text.

Green limits: the role word and the pronoun must stand together (a role word alone is anyone's - "Sprzedawca: Jan
Kowalski sp. z o.o."; "ja" alone is no role), at most punctuation between them, and the value within a few words;
reached only where numbers.py / owner_ties.py would otherwise give the value to an organisation.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.lazy import LazyPattern

_ROLE = (r"(?:sprzedawc\w*|sprzedaj[aą]c\w*|wystawc\w*|w[łl]a[śs]ciciel\w*|posiadacz\w*|odbiorc\w*|"
         r"seller|vendor|issuer|owner|(?:account\s)?holder|payee|beneficiary|"
         r"verk[äa]ufer\w*|rechnungssteller\w*|aussteller\w*|(?:konto)?inhaber\w*|empf[äa]nger\w*|beg[üu]nstigt\w*|"
         r"vendedor\w*|emisor\w*|titular\w*|beneficiari\w*|propietari\w*|"
         r"vendeu(?:r|se)|[ée]metteur|titulaire|b[ée]n[ée]ficiaire|propri[ée]taire|"
         r"продав(?:ець|ця|ец|ца)|власник\w*|отримувач\w*|одержувач\w*|владел\w*|получател\w*)")
_SELF = (r"(?:ja(?:\ssam[a]?)?|me(?:\smyself)?|myself|ich(?:\sselbst|\sselber)?|yo(?:\smism[oa])?|"
         r"moi(?:-m[êe]me)?|я(?:\sсам[аи]?)?)")
# role, the pronoun, then the value's keyword at most two words on ("Sprzedawca: ja, NIP ")
_BEFORE = LazyPattern(  # (compiled on first use: lazy.py)
    r"(?<![^\W\d_])" + _ROLE + r"\s?[:=\-–—]?\s" + _SELF + r"(?![^\W\d_])[\s,;:\-–—]*(?:[^\W\d_]+\.?[\s:]*){0,2}$")
# the value, then the role and the pronoun (" kontoinhaber ich selbst", ", titular: yo")
_AFTER = LazyPattern(r"[\s,;:\-–—(]{1,3}" + _ROLE + r"\s?[:=\-–—]?\s" + _SELF + r"(?![^\W\d_])")
# a first-person pronoun of the seven languages: the cheap gate before either pattern
_SELF_WORDS = ("ja", "me", "ich", "yo", "moi", "я")


def _may(low: str, begin: int, end: int) -> bool:
    piece = low[begin:end]
    return any(w in piece for w in _SELF_WORDS)


def self_role_before(low: str, start: int) -> bool:
    """Do the words right before `start` (a value or its keyword) name the writer in a paper's role?"""
    begin = max(0, start - 60)
    return _may(low, begin, start) and _BEFORE.compiled.search(low, begin, start) is not None


def self_role_after(low: str, end: int) -> bool:
    """Do the words right after the value ending at `end` name the writer as its holder?"""
    return _may(low, end, end + 40) and _AFTER.compiled.match(low, end, min(len(low), end + 40)) is not None
