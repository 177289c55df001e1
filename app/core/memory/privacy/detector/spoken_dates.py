"""A birth date said in words: "my date of birth is the fourteenth of March nineteen eighty-four",
"urodziłam się czternastego marca osiemdziesiątego czwartego", "ich bin am vierzehnten März geboren",
"nací el catorce de marzo", "je suis né le quatorze mars", "я народився чотирнадцятого березня".

Voice typing and people reading a form aloud write dates as words, and identity.py's patterns want digits. Here
a phrase that gives the speaker's or a relative's birth ("my date of birth is", "I was born", "my son was born",
"urodziłem się", "mein Geburtsdatum", "nací", "je suis né", "я народився" ...) is followed, within its sentence,
by a month's name and a number said in words or digits (a day or a year): that is a date of birth. A month
alone ("I was born in March") is not a date and stays green.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.encyclopedic import reference_style
from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.gates import opens, word_gate

_TRIGGER = re.compile(
    r"(?i)\b(?:my (?:date of birth|dob|birth ?date|birthday) is|i was born|i'?m born|"
    r"(?:my|our) (?:son|daughter|child|kid|baby|wife|husband|mum|mom|dad|mother|father|brother|sister|partner)"
    r"(?:'s birthday is| was born)|"  # (a birthday says a date of birth only with its year: checked below)
    r"urodził(?:em|am) się|moja data urodzenia(?: to)?|data urodzenia:|(?:syn|córka|córeczka|synek|mąż|żona|mama|tata|"
    r"brat|siostra) urodził(?:a)? się|mein geburtsdatum(?: ist)?|ich bin am|ich wurde am|"
    r"(?:mein|meine) (?:sohn|tochter|frau|mann|mutter|vater) (?:ist|wurde) am|"
    r"nací|mi fecha de nacimiento(?: es)?|mi (?:hijo|hija|marido|esposa|madre|padre) nació|"
    r"je suis née?|ma date de naissance(?: est)?|mon (?:fils|mari|père) est né|ma (?:fille|femme|mère) est née|"
    r"я народил(?:ся|ася)|я народився|моя дата народження|я родил(?:ся|ась)|моя дата рождения|"
    r"(?:мій|моя) (?:син|донька|дочка|чоловік|дружина|мама|тато) народил(?:ся|ася)|народився|народилася)"
)
MONTH = re.compile(
    r"(?i)\b(?:january|february|march|april|may|june|july|august|september|october|november|december|"
    r"styczni\w*|styczeń|lut\w+|marc\w+|marzec|kwie\w+|maj[a]?|czerw\w+|lip\w+|sierp\w+|wrze\w+|październik\w*|"
    r"paździer\w+|listopad\w*|grud\w+|januar|februar|märz|maerz|april|mai|juni|juli|august|september|oktober|"
    r"november|dezember|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|"
    r"janvier|février|fevrier|mars|avril|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre|"
    r"січ\w+|лют\w+|берез\w+|квіт\w+|трав\w+|черв\w+|лип\w+|серп\w+|верес\w+|жовт\w+|листопад\w*|груд\w+|"
    r"январ\w+|феврал\w+|март\w*|апрел\w+|ма[йя]|июн\w+|июл\w+|август\w*|сентябр\w+|октябр\w+|ноябр\w+|декабр\w+)\b"
)
# (round 36, speed) each of MONTH's alternatives as the literal every match through it holds ("lut\w+" -> "lut", "ма[йя]"
# -> "ма"): a finding needs a month's match, and a lower-cased ASCII text (where IGNORECASE folds no letter of another
# script onto an ASCII one) holding none of these literals has none - `may_name_month`, which identity.py asks before the
# birth-hint trie (~7 us on every chat turn, and most chat turns name no month)
_MONTH_STEMS = tuple(re.split(r"[\\\[(]", a)[0] for a in MONTH.pattern[len("(?i)\\b(?:"):-len(")\\b")].split("|"))
assert all(_MONTH_STEMS) and MONTH.pattern == "(?i)\\b(?:" + "|".join(
    a for a in MONTH.pattern[len("(?i)\\b(?:"):-len(")\\b")].split("|")) + ")\\b"
_MONTH_GATE = word_gate(*_MONTH_STEMS)


def may_name_month(low: str) -> bool:
    """False only when `low` (the lower-cased text the gates prepared) is ASCII and holds no month's name: then
    `find_spoken_birth_dates` finds nothing in it."""
    return not low.isascii() or opens(low, _MONTH_GATE)


# a day or a year said in words: ordinals and cardinals of the six languages
NUMBER_WORD = re.compile(
    r"(?i)\b(?:\d{1,4}|"
    r"(?:twenty|thirty)?[- ]?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|tenth|eleventh|twelfth|"
    r"\w+teenth|twentieth|thirtieth|nineteen \w+|two thousand(?: and)?(?: \w+)?|"
    r"(?:pierwsz|drugi|trzeci|czwart|piąt|piat|szóst|szost|siódm|siodm|ósm|osm|dziewiąt|dziewiat|dziesiąt|dziesiat|"
    r"\w+nast|dwudziest|trzydziest)\w*ego|tysiąc\w*|tysiac\w*|"
    r"(?:erst|zweit|dritt|viert|fünft|sechst|siebt|acht|neunt|zehnt|elft|zwölft|\w+zehnt|zwanzigst|\w+undzwanzigst|"
    r"dreißigst|\w+unddreißigst)en|neunzehnhundert\w*|zweitausend\w*|"
    r"uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieci\w+|veinti\w+|"
    r"treinta(?: y \w+)?|mil(?: novecientos| \w+)?|primero|"
    r"deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|dix-\w+|vingt\S*|trente\S*|"
    r"premier|mille(?: neuf cent)?|"
    r"(?:перш|друг|трет|четверт|п'ят|пʼят|шост|сьом|восьм|дев'ят|девʼят|десят|\w+надцят|двадцят|тридцят)\w*ого|"
    r"(?:перв|втор|трет|четверт|пят|шест|седьм|восьм|девят|десят|\w+надцат|двадцат|тридцат)\w*го|"
    r"тисяч\w*|тысяч\w*)\b"
)


_YEAR = re.compile(r"(?i)\d{4}$|nineteen|two thousand|tysi[aą]c|neunzehnhundert|zweitausend|mil\b|mille|тисяч|тысяч")


def find_spoken_birth_dates(text: str, low: str) -> list[Finding]:
    """Dates of birth said in words (see the module's doc)."""
    out = []
    for m in _TRIGGER.finditer(low):
        end = len(low)
        for stop in (".", "?", "!", "\n"):
            k = low.find(stop, m.end())
            if 0 <= k < end:
                end = k
        end = min(end, m.end() + 90)
        month = MONTH.search(low, m.end(), end)
        if month is None:
            continue
        # a day right next to the month ("fourteenth of March", "14. März", "catorce de marzo") or a year anywhere
        # near ("... nineteen eighty-four"); "the second half of May" is neither
        numbers = [n for n in NUMBER_WORD.finditer(low, max(m.end(), month.start() - 40), min(end, month.end() + 50))
                   if n.start() >= m.end() and not month.start() <= n.start() < month.end()
                   and (_YEAR.match(n.group()) or 0 <= month.start() - n.end() <= 5 or 0 <= n.start() - month.end() <= 5)]
        if numbers and "birthday" in m.group() and not any(_YEAR.match(n.group()) for n in numbers):
            continue  # "my son's birthday is the fourth of May": a day to remember, not a birth date
        if numbers and reference_style(low, m.start(), end):
            continue  # "Оксана Левчук, народилася 17 квітня 1966 року ..., — українська письменниця"
        if numbers:
            out.append(Finding(Kind.IDENTITY, "date of birth", m.start(), max(month.end(), numbers[-1].end())))
    return out
