"""A value given one or two sentences after the word that names it (round 28), and who asks for a sole trader's number.

People name the number, say something else, then give it: "Klientka pyta, jaki mam NIP. To 633-...", "El formulario
pide el número de pasaporte y me da miedo equivocarme. Lo pongo aquí: PAH482913.", "Un client me demande mon numéro de
TVA. C'est FR..". The finders read a key word's value in its own sentence; here, when that sentence holds none, the
next one or two are read too - only for values that vouch for themselves: a number passing its check digits, or a
passport's shape of letters and digits (never a bare run of digits, which may be a phone, a price or a date), not
introduced as a thing's number ("El localizador es ...": context.lookalike_before), and not past another key word.

And the client in a sole trader's message (documents.py): "un client me donne son numéro de TVA" is the client's
firm's number, but "Klientka pyta, jaki mam NIP", "a customer wants my VAT number", "eine Kundin will meine USt-IdNr."
is the writer's own, asked for: the client asks, and no possessive of theirs stands before the key word.

Green limits: an order's, a booking's number in the later sentence; the client's number given with "son/su/his/jego";
a value failing its check; a passport word followed by a number of digits only.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.context import lookalike_before
from app.core.memory.privacy.detector.findings import speed_up

# a sentence's end: ".", "!", "?" then a space (not "Nr. ", "no. ": an abbreviation's dot, read by its short word)
_END = re.compile(r"(?<!\b[Nn][Rr])(?<!\b[Nn][Oo])(?<!\b[Nn]°)(?<!\b[Nn]º)[.!?]+(?=\s)|\n")
# a phone's word right before a value: the later number is a phone's, not the key word's
_PHONE_BEFORE = re.compile(r"(?i)(?:tel\w*|phone|mobile?|cell|handy|móvil|movil|portable|komórk\w*|телеф\w*|мобільн\w*|номер телеф\w*)"
                           r"\W{0,4}(?:\w+\W{1,3}){0,2}$")


def later_end(text: str, start: int, sentences: int = 2, limit: int = 200) -> int:
    """The end of the `sentences`-th sentence after the one running at `start` (at most `limit` characters on)."""
    end = min(len(text), start + limit)
    for seen, m in enumerate(_END.finditer(text, start, end), 1):
        if seen > sentences:
            return m.start()
    return end


def sentence_stop(text: str, start: int, end: int) -> int:
    """Where the sentence running at `start` ends (or `end`)."""
    m = _END.search(text, start, end)
    return m.start() if m else end


def later_value(text: str, start: int, pattern: re.Pattern[str], ok: Callable[[str], bool],
                stop_words: re.Pattern[str] | None = None, sentences: int = 2) -> tuple[int, int] | None:
    """The first value of `pattern` after the sentence running at `start` and within the next `sentences` ones that
    passes `ok` (given the value without spaces, dashes and dots), not a thing's number nor after a phone's word;
    None past a word of `stop_words` (lower-cased text: another key word)."""
    first = sentence_stop(text, start, len(text))
    end = later_end(text, start, sentences + 1)
    if first >= end:
        return None
    if stop_words is not None:
        other = stop_words.search(text.lower(), first, end)
        if other is not None:
            end = other.start()
    for v in pattern.finditer(text, first, end):
        compact = re.sub(r"[ \-.]", "", v.group())
        if ok(compact) and not lookalike_before(text, v.start(), True) \
                and not _PHONE_BEFORE.search(text, max(0, v.start() - 30), v.start()):
            return v.span()
    return None


# ---------------------------------------------------------------- a key word's value in a later sentence

# a passport's or an ID card's number as printed: 8 to 10 capitals and digits, four digits at least and a letter
# ("PAH482913", "EH9772095", "19AV48273", "C01X00T47", "CF7K21LM9")
_DOC_VALUE = re.compile(r"(?<![\w\-/])(?=[A-Z0-9]*[A-Z])(?=(?:[A-Z]*\d){4})[A-Z0-9]{8,10}(?![\w\-/])")
# a checked number: 9 to 15 digits, maybe in groups
_CHECKED_VALUE = re.compile(r"(?<![\w./,\-])\d(?:[ \-]?\d){8,14}(?![\w]|[.,]\d)")
# another thing's number talked of in between: the later value may be its (lower-cased text)
_OTHER_THING = re.compile(
    r"\b(?:booking|reserv\w*|rezerwac\w*|buchung\w*|бронюв\w*|брониров\w*|order|commande|pedido|zamówien\w*|bestell\w*|"
    r"замовл\w*|заказ\w*|localizador|r[ée]f[ée]rence|reference|referencia|ticket\w*|billet\w*|bilet\w*|flight|vuelo|vol|"
    r"flug\w*|lot\w*|рейс\w*|invoice|factur\w*|faktur\w*|rechnung\w*|рахунок-фактур\w*|tracking|suivi|seguimiento|"
    r"sendung\w*|przesyłk\w*|посилк\w*|посылк\w*|vorgang\w*|expediente|dossier|wniosek nr|application number|antrag\w*nummer)\b"
)


def find_later_keyword_value(text: str, kw_end: int, group: str, checked: Callable[[str], bool] | None,
                             add: Callable[[int, int], None]) -> None:
    """The value of a key word whose own sentence held none, in the next two sentences: a number passing `checked`
    (the key word's check digits), or for a passport or an ID card a printed document number."""
    if checked is not None:
        later = later_value(text, kw_end, _CHECKED_VALUE, checked, _OTHER_THING)
    elif group in ("passport", "idcard"):
        later = later_value(text, kw_end, _DOC_VALUE, _not_counting, _OTHER_THING)
    else:
        return
    if later:
        add(*later)


def _not_counting(value: str) -> bool:
    digits = [c for c in value if c.isdigit()]
    return len(set(digits)) > 2


# ---------------------------------------------------------------- a client asking for the writer's number

# a client asks, wants, needs (lower-cased text, after the client's word)
_ASKS = re.compile(
    r"\b(?:asks?|asked|wants?|wanted|needs?|needed|requests?|requested|pyta\w*|zapyta\w*|chce|chciał\w*|potrzebuje|"
    r"prosi\w*|poprosi\w*|fragt|gefragt|will|wollte|braucht|möchte|bittet|pide|pidió|quiere|quería|necesita|"
    r"solicita\w*|pregunta\w*|demande\w*|veut|voulait|a besoin|réclame\w*|питає|запит\w*|просить|попросил\w*|"
    r"хоче|потрібен|спрашива\w*|просит|хочет|нужен)\b"
)
# the client's own: a third person's possessive, or the Polish reflexive of the client as subject, right before the
# key word ("son numéro de TVA", "su CIF", "his VAT number", "swój NIP", "seine Steuernummer")
_THEIRS = re.compile(
    r"\b(?:his|her|their|its|son|sa|ses|leur|su|sus|jego|jej|ich|swój|swoj\w*|sein\w*|ihr\w*|його|її|їх|свій|свого|"
    r"его|её|ее|свой)\s+(?:\w+\s+){0,2}$"
)


def client_asks(low: str, client_end: int, kw_start: int) -> bool:
    """The client named at low[..client_end] asks for the key word at `kw_start` - not gives their own."""
    between = low[client_end:kw_start]
    return _ASKS.search(between) is not None and _THEIRS.search(low, max(0, kw_start - 30), kw_start) is None


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
