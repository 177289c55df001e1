"""Values that look private but are a test environment's, a mock-up's or a number's kind (round 19, sets broad-zs
and broad-zt).

- `sandbox_code`: a numeric code (4-8 digits) in a sentence about a payment provider's test environment: "w
  środowisku testowym PayU kod BLIK 777123 zawsze przechodzi", "PayU sandbox: BLIK code 777654", "en el entorno de
  pruebas de Redsys el código SMS 123456", "im Testmodus ist die TAN immer 123456". The providers document fixed
  codes for their sandboxes; nobody's bank sends them.
- `placeholder_cvc`: a card security code that is a run or a repeat ("123", "000", "1234") in a mock-up, a template
  or beside the other fields' placeholders ("MM/YY", "1234 5678 9012 3456").
- `NOT_ID_SERIES`: three letters that read as a Polish ID card's series but are the word that names the number: a
  card's issuer prefix ("BIN 414720", "IIN 535522"), a reference ("REF 123456"), an item ("ART 482913").
- `reject_postcodes`: numbers listed after the word for postcodes ("códigos postales: 28013, 08001",
  "Postleitzahlen 10115, 20095", "kody pocztowe 00-950, 31-001"): places, for the learned model not to score.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.context import Claims
from app.core.memory.privacy.detector.findings import speed_up

# a payment provider's test environment (lower-cased text)
_TEST_ENV = re.compile(
    r"sandbox\w*|test ?mode|test environment|testing environment|staging|testmodus|testumgebung|test-?system|"
    r"środowisk\w* testow\w*|srodowisk\w* testow\w*|tryb\w* testow\w*|środowisk\w* (?:deweloperski\w*|sandbox)|"
    r"entorno de pruebas?|entorno de test|modo (?:de )?prueba|environnement de (?:test|recette)|mode (?:de )?test|"
    r"тестов\w* (?:середовищ|режим|сред|оточенн)\w*|пісочниц\w*|песочниц\w*"
)
_CODE_VALUE = re.compile(r"\d{3}[ \-]?\d{1,5}|\d{4,8}")


def sandbox_code(text: str, low: str, start: int, end: int) -> bool:
    """Is the numeric code at `start`..`end` one a test environment named in its sentence accepts?"""
    value = text[start:end]
    if not _CODE_VALUE.fullmatch(value):
        return False
    s = max(low.rfind(". ", 0, start), low.rfind("\n", 0, start), low.rfind("!", 0, start), low.rfind("?", 0, start))
    stops = [i for i in (low.find(". ", end), low.find("\n", end), low.find("!", end)) if i >= 0]
    e = min(stops) if stops else len(low)
    return bool(_TEST_ENV.search(low, s + 1, e))


# a mock-up's or a template's words, and the placeholders of a card's other fields (lower-cased text)
_MOCKUP = re.compile(
    r"mock-?ups?|wireframe\w*|templates?|placeholders?|\bui\b|maquette\w*|plantilla\w*|szablon\w*|makiet\w*|"
    r"vorlage\w*|attrappe\w*|макет\w*|шаблон\w*|example|przykład\w*|beispiel\w*|ejemplo\w*|exemple\w*|приклад\w*|"
    r"пример\w*|\bmm\s?/\s?(?:yy|aa|jj|rr)\b|\bмм\s?/\s?(?:рр|гг)\b|1234[ \-]?5678|0000[ \-]0000[ \-]0000"
)
_TRIVIAL_CVC = frozenset(("123", "1234", "321", "000", "0000", "111", "999", "012", "234"))


def placeholder_cvc(low: str, value: str) -> bool:
    """Is the card security code `value` a placeholder (a run or a repeat in a mock-up or beside placeholders)?"""
    return value in _TRIVIAL_CVC and _MOCKUP.search(low) is not None


# three letters naming the number after them, not an ID card's series (lower-cased)
NOT_ID_SERIES = frozenset("bin iin ref inv ord art sku upc ean lot box zip fax".split())

_POSTCODE_WORD = re.compile(
    r"(?i)post ?codes?|zip(?: ?codes?)?\b|postal codes?|kod\w* pocztow\w*|postleitzahl\w*|\bplz\b|"
    r"c[oó]digos? postal(?:es)?|\bc\.?p\.|codes? postaux|codes? postal|поштов\w* індекс\w*|почтов\w* индекс\w*"
)
_POSTCODE = re.compile(r"(?<![\w\-])(?:\d{2}-\d{3}|\d{4,5})(?![\w\-])")


def reject_postcodes(text: str, claimed: Claims) -> None:
    """Numbers in the sentence after the word for postcodes: places, not anybody's number."""
    if _POSTCODE_WORD.search(text) is None:
        return
    for m in _POSTCODE_WORD.finditer(text):
        stops = [i for i in (text.find(". ", m.end()), text.find("\n", m.end()), text.find("?", m.end())) if i >= 0]
        for p in _POSTCODE.finditer(text, m.end(), min(stops) if stops else len(text)):
            claimed.reject(*p.span())


speed_up(globals())  # the same patterns behind word gates (gates.py)
