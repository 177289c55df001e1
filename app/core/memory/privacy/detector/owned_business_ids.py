"""A business number said to be a person's own (round 19): a possessive right before the keyword - "podałem swój NIP
...", "meine USt-IdNr. lautet DE...", "mon SIRET est ...", "My NIP is ..." - or a named person's ("Sąsiad Bogdan
Pietrzak ..., jego REGON ...", "Le voisin, Karim Haddad, ..., son SIRET perso ..."), or the number given "as a
private person" ("jako osoba prywatna", "als Privatperson", "à titre personnel"). A one-person business's number
names its owner; a company's is presented as the firm's ("NIP spółdzielni", "die Hausverwaltung GmbH hat die
USt-IdNr ...") and keeps no possessive of a person.

documents.py asks here beside its sole-trader words (lower-cased text, same length as the text).
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.kin_traders import kin_holder
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.vocab.names import FIRST_NAMES

# the writer's own: "my", "mój", "mein", "mon", "мій", "мой" (right before the keyword, maybe "own"; not "ma" nor "mi",
# the Polish "has" and "to me": "firma ma REGON ...")
_OWN_BEFORE = re.compile(
    r"(?<![\w])(?:my|mój|moj|moja|mojego|moim|mein|meine|meinen|meiner|meinem|mon|мій|мого|мой|моего|мою|"
    r"мій власний|мой собственный)(?:\s+(?:own|własny|własnego|eigene\w*|propio|propre|власний|собственный))?\s+\Z"
)
# the Polish, Ukrainian and Russian reflexive after a first-person verb: "podałem swój NIP", "wpisałam swój", "вказав свій"
_REFLEXIVE_BEFORE = re.compile(
    r"(?<![\w])(?:ja\s+|я\s+)?\w+(?:łem|łam|liśmy|łyśmy|ę|em|am|uję|iję)\s+(?:(?:tam|tu|już|też|jeszcze|\w+\s+\w+)\s+)?"
    r"(?:swój|swojego|swoim|mój)\s+\Z|(?<![\w])я\s+(?:\w+\s+)?(?:свій|свій|свой|своего|свого)\s+\Z"
)
# a third person's: "his", "jego", "seine", "su", "son", "його", "его" - with the person named before
_THEIRS_BEFORE = re.compile(
    r"(?<![\w])(?:his|her|jego|jej|sein|seine|seinen|seiner|ihr|ihre|ihren|ihrer|su|sus|son|sa|його|її|его|её|ее)"
    r"(?:\s+(?:own|własny|eigene\w*|propio|propre))?\s+\Z"
)
# said to be a private person's, right after the keyword or anywhere in the sentence after it
_PRIVATE_AFTER = re.compile(
    r"\W{0,3}(?:perso|personal|personnel|persönlich\w*|privat\w*|prywatn\w*|osobist\w*|particular|personale?)(?![\w])"
)
_AS_PRIVATE = re.compile(
    r"jako osoba (?:prywatna|fizyczna)|jako osoba prywatn\w*|als privatperson|als privatmann|como particular|"
    r"como persona f[ií]sica|en tant que particulier|à titre personnel|a titre personnel|as a private (?:person|individual)|"
    r"як фізична особа|як фізособа|как физическое лицо|как физлицо"
)
# the keyword said to be a firm's right after it: "NIP firmy", "die USt-IdNr. der Firma", "el CIF de la empresa"
_FIRMS_AFTER = re.compile(
    r"\W{0,2}(?:firmy|spółki|przedsiębiorstwa|der firma|des unternehmens|de la empresa|de la société|de l'entreprise|"
    r"de l'établissement|фірми|компанії|підприємства|компании|фирмы|предприятия|of the (?:company|firm|business))(?![\w])"
)
_UP = "A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ"
_LOW = "a-zß-öø-ÿąćęłńóśźżа-яєіїґ'’\\-"
# a person named: a title and a surname, or a known given name and a surname (each capitalised word is tried as the
# given name, so "Sąsiad Bogdan Pietrzak" finds "Bogdan Pietrzak")
_TITLED = re.compile(
    rf"(?<!\w)(?i:mr|mrs|ms|pan|pani|pana|panią|herr|herrn|frau|señor|señora|sr|sra|don|doña|monsieur|madame|mme|m|"
    rf"пан|пані|пана)\.?\s+[{_UP}][{_LOW}]+"
)
_PAIR = re.compile(rf"(?<![\w])(?=([{_UP}][{_LOW}]+)\s+[{_UP}][{_LOW}]+)")
_SENTENCE_END = re.compile(r"[.!?\n](?:\s|$)")


def _person_named(text: str, start: int) -> bool:
    begin = max(0, start - 120)
    return _TITLED.search(text, begin, start) is not None or any(
        m.group(1) in FIRST_NAMES for m in _PAIR.finditer(text, begin, start))


# (round 44) the writer's own said right after the keyword, set against another's: "mają zły NIP, mój to 883-...",
# "they have the wrong VAT number, mine is ...", "die falsche Steuernummer, meine ist ...", "le mauvais SIRET, le mien est",
# "mam vat-ue i mój numer to PL...": the EU VAT number of a one-person business, the writer's
_OWN_AFTER = re.compile(
    r"(?:[\- ]?ue|[\- ]?eu)?\W{0,3}(?:a |i |und |and |but |et |mais |y |pero |а )?(?:mój|moj|mine|meine|meiner|le mien|"
    r"la mienne|el m[ií]o|la m[ií]a|мій|мой|мой же|(?:mój|moj|my|meine|mon|mi|мій|мой) (?:numer|number|nummer|num[ée]ro|"
    r"n[uú]mero|номер))(?:\s+(?:to|is|ist|lautet|est|es|jest|—|-))?\s*:?\s*(?=[A-Za-z]{0,3}[ \-]?\d)"
)


def owned_business_number(text: str, low: str, kw_start: int, kw_end: int) -> str:
    """'own' when the keyword at low[kw_start:kw_end] is the writer's own number, 'theirs' when a named person's,
    '' when neither is said."""
    before_start = max(0, kw_start - 40)
    if _OWN_BEFORE.search(low, max(0, kw_start - 30), kw_start) or _REFLEXIVE_BEFORE.search(low, before_start, kw_start) \
            or _OWN_AFTER.match(low, kw_end):
        return "own"
    if _FIRMS_AFTER.match(low, kw_end):
        return ""  # (round 24) "ma NIP firmy ..., jako osoba fizyczna": the number is the firm's, the writer the private one
    stop = _SENTENCE_END.search(low, kw_end, min(len(low), kw_end + 100))
    end = stop.start() if stop else min(len(low), kw_end + 100)
    private = _PRIVATE_AFTER.match(low, kw_end) is not None or _AS_PRIVATE.search(low, kw_end, end) is not None \
        or _AS_PRIVATE.search(low, max(0, kw_start - 60), kw_start) is not None
    if _THEIRS_BEFORE.search(low, max(0, kw_start - 20), kw_start) and _person_named(text, kw_start) \
            or kin_holder(low, kw_start, kw_end):  # (round 27) a relative's: "Meine Tochter ..., ihre Steuernummer"
        return "theirs"
    if private:
        return "own"
    return ""




# Round 50 (rids): the writer's own number said without a possessive - the writer gave it ("podałem NIP 218-...",
# "wpisałam NIP") or received it ("Ich hab ... eine USt-IdNr. bekommen, DE...", "I've been issued a VAT number",
# "dostałem NIP", "j'ai reçu un numéro de TVA"), in the first person singular, the verb's frame around the keyword or
# right before it. documents.py reads it beside its sole-trader cues, so another business named before the keyword
# still vetoes it. (Where the number goes - "muss die auf jede Rechnung?", "im Impressum", "on every invoice" - is no
# cue: "Unsere Firma hat die USt-IdNr. ..., muss die auf jede Rechnung?" is a company's, green in the development sets.)
_GAVE_BEFORE = LazyPattern(
    r"(?<![^\W\d_])(?:poda|wpisa|przekaza|wysła|wysla|da)(?:łem|łam|lem|lam)\s+(?:(?:im|mu|jej|tam|już|juz|też|tez)\s+)?\Z")
_RECEIVED = LazyPattern(
    r"(?<![^\W\d_])(?:(?:ich )?habe?\b[^!?\n]{0,60}?\b(?:bekommen|erhalten|zugeteilt)|"
    r"i(?:'ve| have)? (?:got|received|been (?:given|issued|assigned))|(?:dosta|otrzyma)(?:łem|łam|lem|lam)|nadano mi|"
    r"przydzielono mi|me (?:han|ha) (?:dado|asignado)|j'ai re[çc]u|on m'a (?:attribu[ée]|donn[ée]))(?![^\W\d_])")


def own_use_near(low: str, kw_start: int, kw_end: int) -> bool:
    """Round 50: is the keyword at low[kw_start:kw_end] a number the writer gave or received (module's note above)?"""
    if _GAVE_BEFORE.search(low, max(0, kw_start - 24), kw_start) is not None:
        return True
    lo = max(0, kw_start - 80)
    for stop in _SENTENCE_END.finditer(low, lo, kw_start):
        lo = stop.end()
    for m in _RECEIVED.finditer(low, lo, min(len(low), kw_end + 70)):
        if m.start() < kw_start and (m.end() > kw_end or kw_start - m.end() <= 30):
            return True
    return False


# Round 50 (rids): the tax office named right after the keyword issued the number, it does not own it: "Steuernummer vom
# Finanzamt München: 186/125/85689", "NIP z urzędu skarbowego", "VAT number from HMRC" (whose_numbers.py reads an office
# in the clause before a number as its owner)
_ISSUER_AFTER = LazyPattern(
    r"\W{0,3}(?:vom|von|beim|from|by|z|ze|od|de|del|de la|des|від|от)\s+(?:(?:dem|the|la|l')\s*)?(?:zuständigen\s+)?"
    r"(?:finanzamt\w*|tax office|hmrc|urz[ęe]d\w* skarbow\w*|hacienda|aeat|agencia tributaria|imp[ôo]ts|"
    r"податков\w*|налогов\w*)")


def issued_by_tax_office(low: str, kw_end: int) -> bool:
    """Round 50: does the tax office stand right after the keyword ending at low[kw_end] ("Steuernummer vom Finanzamt")?"""
    return _ISSUER_AFTER.compiled.match(low, kw_end) is not None


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
