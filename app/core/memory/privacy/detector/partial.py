"""Parts of a number said to be parts: not the number.

"the card ends in 9104", "I gave only the first six digits, 453921", "podałam 6 pierwszych cyfr PESEL-u,
920315", "дзвонили з номера +380 44 ..., решту не пам'ятаю": the user names a fragment, which identifies
nothing on its own (the messages are worth a look, not a block). The rules find no identifier in them;
`partial_spans` gives the fragments' spans so that the learned model, which would read a bare group of
digits as a private number, does not score them (verdict.py passes them with the rules' own rejections).
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import literal_alternation, lower_keep_length, skip_ahead
from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.half_remembered import forgotten_spans

_COUNT = r"(?:\d|two|three|four|five|six|dwie|trzy|cztery|pięć|sześć|zwei|drei|vier|fünf|sechs|dos|tres|cuatro|cinco|seis|" \
         r"deux|trois|quatre|cinq|six|дві|три|чотири|п'ять|шість|две|четыре|пять|шесть)"
_PART = re.compile(skip_ahead(fold_letters(  # on lower-cased text
    r"(?<!\w)(?:ends? (?:in|with)|ending|(?:starts?|begins?|starting|beginning) with|"
    r"(?:first|last) " + _COUNT + r" (?:digits|numbers)|(?:first|last) " + _COUNT + r" of|"
    # (round 51, rfr) "los últimos cuatro del DNI", "die letzten vier der Steuer-ID", "ostatnie cztery z PESEL-u", "les 4
    # derniers du numéro", "останні чотири з ...", "последние четыре из ..."
    r"(?:primeros|[úu]ltimos|ersten|letzten|pierwsze|ostatnie|premiers|derniers|перші|останні|первые|последние) "
    + _COUNT + r" (?:del?|von|der|des|z|ze|du|de la|з|із|від|из|от)|"
    # "mit Endung 7730", "terminada en 4417", "finissant par 12", "з картки на 2291" / "с карты на 2291" (its end)
    r"(?:mit )?endung|endziffer\w*|terminad[ao] en|acabad[ao] en|(?:finissant|se terminant) par|"
    r"карт(?:к[аиуою]|а|ы|у|ой|ою) на|кінцівк\w*|закінченн\w* на|окончани\w* на|"
    r"kończy się (?:na|cyframi)|kończąc\w* się (?:na|cyframi)|"  # "karta kończąca się na 4471" (round 18)
    r"zaczyna się (?:od|na)|końcówk\w*|(?:pierwsze|pierwszych|ostatnie|ostatnich) " + _COUNT
    + r" cyfr\w*|" + _COUNT + r" (?:pierwsze|pierwszych|ostatnie|ostatnich) cyfr\w*|"
    r"endet (?:mit|auf)|(?:beginnt|fängt|anfängt) mit|(?:die )?(?:ersten|letzten) " + _COUNT + r" (?:ziffern|stellen)|"
    r"termina en|acaba en|empieza (?:por|con)|(?:los )?(?:primeros|últimos) " + _COUNT + r" (?:dígitos|números|numeros)|"
    r"se termine par|finit par|commence par|(?:les )?" + _COUNT + r" (?:premiers|derniers) chiffres|"
    r"закінчується на|починається (?:з|на|із)|закінчуєт\w* на|заканчивается на|начинается (?:с|на|со)|(?:перші|останні|первые|последние) "
    + _COUNT + r" цифр\w*)"
    # (round 20) a country code and the operator's prefix: "починається на +380 67", "starts with +44 77"
    # (round 51, rfr) its digits spaced out: "die letzten vier Ziffern, 8 3 1 0"
    r"(?P<gap>[^\d\n]{0,40}?)(?<![\d+])(?P<num>\+\d{1,3}(?: ?\d{2,3})?|\d{2,6}|\d(?: \d){1,5})(?![\d])", True)))
_DIGIT = re.compile(r"\d")
# a word every _PART match holds (one C-level scan before the long pattern)
_HINT = re.compile(literal_alternation(sorted({
    "end", "start", "begin", "first", "last", "kończ", "koncz", "zaczyna", "końców", "koncow", "pierwsz", "ostatni",
    "fängt", "fangt", "ersten", "letzten", "termin", "acaba", "empieza", "primeros", "últimos", "ultimos", "finit",
    "commence", "premiers", "derniers", "закінч", "почина", "заканч", "начина", "перші", "останні", "первые", "последние",
    "endung", "endziffer", "terminad", "acabad", "finissant", "terminant", "карт", "кінцівк", "окончани"})))
# a number cut short: "+380 44 ...", "0171 23xx", "4539 ****"
# (also two dots: "+380 67 4.. .. ..")
_CUT = re.compile(r"(?<![\w+])(?P<num>\+?\d[\d ]{1,12}?)\s?(?:\.{2,}|…|[xX*]{2,})")
# an IBAN cut after its first groups: "GB29 NWBK…", "DE89 3704 ...", "PL61 1090 10.." (round 17)
_IBAN_CUT = re.compile(r"(?<![\w])(?P<num>[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{1,4}){0,4})[ ]?(?:\.{2,}|…)")
# a number masked but its end: "*5521", "****0937", "•••• 4418", "XXXX 1234", "...4418", "…0937" (round 16)
# (a mask of its own, not a password's symbol: "Mamba*580Q" is no masked number)
# (one mask to open, then mask characters, spaces and dashes taken possessively: a long row of dots with no number
# after it fails at once instead of trying every way to split it)
# (round 23: its end may hold the check letter, "...48K", "…7730-X")
_MASKED_HEAD = re.compile(r"(?<![\w*•·.…])(?:\*|•|·{2}|[xX]{2}|\.{2}|…)[*•·.…xX \-]*+(?P<num>\d{2,6}(?:-?[A-Za-z])?)(?![\w])")

# (round 18) a value masked in its middle, as letters and statements print it: "A12*****89", "PL61 **** **** 1234",
# "12-3•••••-89" - only its first and last characters are there
_MASKED_MIDDLE = re.compile(r"(?<![\w*•●])[A-Za-z0-9][A-Za-z0-9\-]{0,5}(?:[ \-]?[*•●]{3,}){1,6}[ \-]?[A-Za-z0-9\-]{0,6}[A-Za-z0-9]"
                            r"(?![\w*•●])")


def partial_spans(t: str) -> list[tuple[int, int]]:
    """Spans of `t` holding a fragment of a number said to be one."""
    if _DIGIT.search(t) is None:
        return []
    low = lower_keep_length(t)
    out = [m.span("num") for m in _PART.finditer(low)] if _HINT.search(low) else []
    if ".." in t or "…" in t or "xx" in low or "**" in t:
        out += [m.span("num") for m in _CUT.finditer(t)]
        out += [m.span("num") for m in _IBAN_CUT.finditer(t)]
    if "*" in t or "•" in t or "·" in t or "xx" in low or ".." in t or "…" in t:
        out += [m.span("num") for m in _MASKED_HEAD.finditer(t)]
    if "**" in t or "••" in t or "●●" in t:
        out += [m.span() for m in _MASKED_MIDDLE.finditer(t)]
    if "+" in t:
        out += [m.span("num") for m in _PREFIX_ONLY.finditer(t)]
    out += forgotten_spans(low)  # (round 31) "7 2 coś coś", "3-0-algo", "8 3, решту не пам'ятаю" (half_remembered.py)
    return out


# (round 23) a country code and an operator's prefix alone, the rest not given: "з номера на +380 67, решту не ...",
# "a number starting +44 77" - no phone has so few digits
_PREFIX_ONLY = re.compile(r"(?<![\w+])(?P<num>\+\d{1,3}[ ]?\(?\d{2,3}\)?)(?![ \-./]?\d)")
