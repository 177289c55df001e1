"""A PIN or a lock's code the writer tells as remembered, in a story about forgetting it (round 32).

"At the petrol station my mind went blank at the pump. After three attempts I remembered it's 6093",
"an der Supermarktkasse ist mir die PIN nicht eingefallen. Nach zwei Versuchen kam es zurück: 3816",
"przy bankomacie zapomniałam kodu, dopiero po chwili przypomniałam sobie: 4720", "je m'en suis souvenu : 5182".
The key word (PIN, card, cash machine, till, pump, padlock) stands sentences away from the number, and no word glues
them: what ties the number to it is the recalling ("I remembered", "it came back", "kam es zurück", "fiel mir ein",
"przypomniałem sobie", "me acordé", "je m'en suis souvenu", "згадав", "вспомнил") right before it, in a message
about paying with a card or opening a lock.

Green limits: the number is a year, a price, a count or a time (a unit or a currency after it, "in", "at", "since"
before it), a flat's, an order's or a phone's number said as such, a run ("1234") or one digit repeated.

Reads lower-cased text; runs only where the message names a payment or lock word and a recall word (word gate).
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.secret_attached import NOT_BEFORE, OTHER_NUMBERED, UNIT_AFTER, YEAR

Add = Callable[[str, int, int], None]

# the payment or lock the code opens (on lower-cased text)
_CONTEXT = re.compile(
    r"(?<![^\W\d_])(?:pin\w*|pins?|geheimzahl|card|debit|credit|atm|cash ?machine|cashpoint|pump|petrol station|gas station|"
    r"checkout|till|self-checkout|terminal\w*|padlock|lock|keypad|safe|"
    r"karte\w*|\w*karte|kasse\w*|\w*kasse|geldautomat\w*|bankautomat\w*|tankstelle\w*|zapfsäule\w*|schloss|tresor\w*|"
    r"kart[aeyię]|kartą|bankoma\w*|kas[aiey]|kasie|terminal\w*|stacj\w* benzynow\w*|dystrybutor\w*|kłódk\w*|sejf\w*|"
    r"tarjeta\w*|cajero\w*|caja|gasolinera\w*|surtidor\w*|dat[aá]fono|candado\w*|caja fuerte|"
    r"carte\w*|cb|distributeur\w*|dab|caisse\w*|station[- ]service|pompe|cadenas|coffre\w*|"
    r"пін\w*|пин\w*|картк\w*|карт[аиоуы]\w*|банкомат\w*|кас[аиіеуо]\w*|термінал\w*|терминал\w*|заправк\w*|замок|замк\w*|сейф\w*)"
    r"(?![^\W\d_])"
)
# the writer recalling, right before the value
_RECALL = re.compile(
    r"(?<![^\W\d_])(?:i (?:finally |suddenly |then )?(?:remembered|recalled)|remembered it|it came back(?: to me)?|"
    r"came back to me|it clicked|"
    r"(?:kam|fiel) (?:es|sie|er|mir)?\s?(?:mir )?(?:doch |dann |endlich |wieder )*(?:zurück|ein)|"
    r"(?:ist|war) (?:sie |es |er )?mir (?:doch |dann |endlich |wieder )*eingefallen|erinnerte ich mich|"
    r"przypomnia(?:łem|łam|lem|lam|ł|ła) sobie|przypomniało mi się|"
    r"me acord[ée]|record[ée]|me vino(?: a la (?:cabeza|mente))?|lo record[ée]|"
    r"je m['’]en suis souvenu\w*|je me suis souvenu\w*|je m['’]en suis rappel\w*|je me suis rappel\w*|"
    r"(?:ça|ca|il|elle) m['’]est revenu\w*|"
    r"(?:я )?(?:згада\w*|пригада\w*|вспомнил\w*|вспомнила|припомнил\w*))"
    r"(?![^\W\d_])"
)
_VALUE = re.compile(r"(?<![\w.,:/\-+#№$€£])(\d{4,6})(?![\w]|[.,:/\-]\d| ?\d)")
_SENTENCE_END = re.compile(r"[.!?\n](?:\s|$)")
# what else a number the writer remembers is: a home's, a floor's, a bus's, a phone's, a date's
_OTHER_THING = re.compile(
    r"flat|apartment|house|street|floor|bus|phone|birthday|address|piso|casa|calle|planta|autob[uú]s|tel[eé]fono|"
    r"cumplea|direcci|wohnung|haus|stra(?:ß|ss)e|stock|etage|telefon|geburtstag|adresse|mieszkani|dom\b|ulic|pi[eę]tr|"
    r"autobus|appartement|maison|rue|[ée]tage|t[ée]l[ée]phone|anniversaire|квартир|будин|дом\b|вулиц|улиц|поверх|"
    r"этаж|автобус|телефон|день народ|день рожд")
_GATE = word_gate("remember", "recall", "came back", "clicked", "zurück", "zuruck", "ein", "eingefallen", "erinnerte",
                  "przypomnia", "acord", "record", "vino", "souven", "rappel", "revenu", "згада", "пригада", "вспомн",
                  "припомн")


def find_recalled_pins(text: str, low: str, add: Add) -> None:
    """A 4-6 digit number the writer "remembered" in a message about a card, a till or a lock."""
    if not opens(low, _GATE) or not _CONTEXT.search(low):
        return
    for r in _RECALL.finditer(low):
        end = min(len(low), r.end() + 45)
        stop = _SENTENCE_END.search(low, r.end(), end)
        v = _VALUE.search(low, r.end(), stop.start() if stop else end)
        if v is None:
            continue
        start, stop_at = v.span(1)
        value = v.group(1)
        gap = low[r.end():start]
        if YEAR.fullmatch(value) or value in "0123456789 9876543210" or len(set(value)) == 1 \
                or UNIT_AFTER.match(low, stop_at) or NOT_BEFORE.search(low, max(0, start - 14), start) \
                or OTHER_NUMBERED.search(gap) or _OTHER_THING.search(gap) or len(gap.split()) > 6:
            continue
        add("PIN code", start, stop_at)


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
