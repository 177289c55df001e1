"""Round 44 (rids): a birth certificate's number - the register entry that names one child: "Свідоцтво про
народження Софії: серія І-КВ № 482915", "numer aktu urodzenia córki 1465/2019/A", "Geburtsurkunde meiner Tochter,
Registernummer G 482/2018", "birth certificate ... entry no. 214", "número de la partida de nacimiento 0412/2017",
"acte de naissance n° 1187", "свидетельство о рождении серия II-МЮ № 634512". A kind no finder read: the number has no
check digit and no fixed shape, so it is read only after the certificate's name in the seven languages, with a number
word ("no.", "nr", "Nummer", "número", "numéro", "№", "номер", "entry", "серія") beside the name or before the value.

Read: the certificate's name; within 70 characters after it (its sentence, no other digits between) a number word
and the value - digits (three to twelve), optionally a register's letters before ("G 482/2018") and a year or a letter
after a slash ("1465/2019/A"); or a Soviet-style series and number ("серія І-КВ № 482915"). A number word just before
the name counts too ("numer aktu urodzenia córki 1465/2019/A", "birth certificate number is ...").

Green limits: a year or a date alone, an amount, a sample or a template ("example", "template", "wzór", "Muster",
"modelo", "modèle", "зразок", "образец"), an invoice's or an order's number (context.is_lookalike_context), an office's
PO box.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.context import is_lookalike_context
from app.core.memory.privacy.detector.findings import speed_up

# the certificate's names' stems (lower-cased text)
GATE_WORDS = ("birth cert", "urodzeni", "geburtsurkunde", "geburtenregister", "geburtseintrag", "de nacimiento",
              "de naissance", "про народження", "о рождении", "про народженн")
_CERT = (r"birth certificates?|birth cert|(?:odpis\w* )?akt\w* urodzenia|geburtsurkunde\w*|geburtenregister\w*|"
         r"geburtseintrag\w*|partida de nacimiento|acta de nacimiento|certificado de nacimiento|"
         r"acte de naissance|extrait (?:d['’]acte )?de naissance|свідоцтв\w* про народження|свидетельств\w* о рождении")
_NUMBER_WORD = (r"no\.?|nr\.?|n[º°o]\.?|№|#|number|numbers?|numer\w*|nummer\w*|\w*registernummer|register number|"
                r"registration number|entry(?: no\.?| number)?|eintrag(?:snummer)?|n[uú]mero|num[ée]ro|registro|"
                r"номер\w*|запис\w*")
_NAME = re.compile(r"(?<![^\W\d_])(?:" + _CERT + r")(?![^\W\d_])")
# a number word, then the value
_VALUE = re.compile(
    r"(?<![^\W\d_])(?:" + _NUMBER_WORD + r")(?![^\W\d_])[\s:.\-]{0,4}(?:(?:is|to|ist|es|est|є|это|lautet)\s+)?"
    r"((?:[a-zäöüß]{1,3} ?)?\d{3,12}(?:/\d{2,4})?(?:/[a-z])?|\d{1,6}/\d{4}(?:/[a-z])?)(?![\w\-/]|[.,]\d)")
# a bare value right after the name or its holder ("numer aktu urodzenia córki 1465/2019/A")
_BARE = re.compile(r"((?:[a-zäöüß]{1,3} ?)?\d{3,12}(?:/\d{2,4})?(?:/[a-z])?|\d{1,6}/\d{4}(?:/[a-z])?)(?![\w\-/]|[.,]\d)")
# a series and a number: "серія І-КВ № 482915", "серия II-МЮ 634512"
_SERIES = re.compile(r"(?<![^\W\d_])(?:сері[яї]|серия|серии|series|seria)\s*([ivxlіх1]{1,4}\s?-?\s?[а-яіїєa-z]{2}"
                     r"\s*(?:№|n[º°o]?\.?|nr\.?)?\s*\d{6})(?!\d)")
_NUMBER_BEFORE = re.compile(r"(?<![^\W\d_])(?:" + _NUMBER_WORD + r")(?![^\W\d_])[\s:]*(?:of |de |des |du |der |des |"
                            r"de la |del )?(?:the |my |mojego |mojej |la |el |l['’])?$")
_YEAR = re.compile(r"(?:19|20)\d\d")
_SAMPLE = re.compile(r"(?<![^\W\d_])(?:example\w*|sample\w*|template\w*|wz[oó]r\w*|przyk[łl]ad\w*|muster\w*|beispiel\w*|"
                     r"vorlage\w*|modelo\w*|ejemplo\w*|plantilla\w*|mod[èe]le\w*|exemple\w*|зразок\w*|зразк\w*|"
                     r"образец\w*|образц\w*|приклад\w*|пример\w*|fictional|fictitious|po box|apartado)(?![^\W\d_])")
_STOP = re.compile(r"(?<!\bno)(?<!\bnr)[.!?](?:\s|$)|\n")  # (not "entry no. 214")


def find_birth_certificates(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(reason, start, end) for each birth certificate's number in `text` (`low`: lower-cased, same length)."""
    if not any(w in low for w in GATE_WORDS):
        return
    for name in _NAME.finditer(low):
        stop_m = _STOP.search(low, name.end())
        stop = min(name.end() + 70, stop_m.start() if stop_m else len(low))
        begin = max(low.rfind(". ", 0, name.start()), low.rfind("\n", 0, name.start()), name.start() - 60, 0)
        if _SAMPLE.search(low, begin, stop):
            continue
        found = _SERIES.search(low, name.end(), stop) or _VALUE.search(low, name.end(), stop)
        if found is None and _NUMBER_BEFORE.search(low, max(0, name.start() - 25), name.start()):
            found = _BARE.search(low, name.end(), stop)
        if found is None:
            continue
        start, end = found.span(1)
        if any(c.isdigit() for c in low[name.end():found.start()]):
            continue  # another number between: a date, an amount
        value = low[start:end]
        digits = re.sub(r"\D", "", value)
        if value.isdigit() and len(value) == 4 and _YEAR.fullmatch(value):
            continue  # a year
        if len(digits) < 3 or is_lookalike_context(text, start, end):
            continue
        add("birth certificate number", start, end)


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
