"""A value inside a sentence named right after it (round 37): "a riddle whose answer is 2580 - it's my debit card PIN",
"cuya solución sea 3381, que es el PIN de mi tarjeta", "le code sera 4417, c'est celui de ma carte bleue", "nimm 4417,
das ist meine Karten-PIN", "hasłem będzie 4417, czyli PIN do mojej karty", "відповідь 4417 - це пін-код моєї картки",
"ответ 4417, это ПИН моей карты".

Every reader looks for the keyword before its value, and value_first.py turns only a message that OPENS with the
value ("4471 - that's the garage PIN"). A riddle, a puzzle or a game built round a number puts the number first and
says what it really is after a comma or a dash: a copula ("it's", "que es", "c'est", "das ist", "to", "це", "это")
and the words that name it. `named_after` gives the message with that naming clause moved before the value ("... whose
answer is it's my debit card PIN: 2580, but ..."), the rest of the message kept round it, so the readers' frames still
apply (a story's code, an example's value, "a fake PIN"); verdict.py reads it only when the message came out green,
and keeps only a rule's identifier or secret found on the value.

Green limits: the clause must name it (a rule must find a PIN, a password, a card or an ID there: "2580, that's my
rent", "2023 es el año" find nothing); a question about the value ("1234 - is that a safe PIN?") is not naming it;
the clause ends at the first comma or sentence end.
"""
from __future__ import annotations

import re

_COPULAS = (r"(?i:it's|it’s|that's|that’s|which is|this is|it is|that is|"
            r"que es|el cual es|la cual es|o sea|es|c'est|c’est|qui est|ce qui est|soit|"
            r"das ist|die ist|der ist|dies ist|also|to jest|to|który jest|która jest|czyli|"
            r"це|що є|тобто|это|то есть)[ \t]")
# the gate: the separator and a copula word, read first (exact: every match of _NAMED holds one); the value before it
# is looked for only then - its pattern may start at any character, the gate's only where a separator stands
_GATE = re.compile(r"(?:,|[ \t][—–-]|[—–]|\()[ \t]*" + _COPULAS)
# (compiled at import like value_first's; read only on a green message with a digit)
_NAMED = re.compile(
    r"(?<![\w@/.:=\-])(?P<val>\d{3,}(?:[ \t]\d{2,4}){0,5}|(?=[^\s,;]{0,39}\d)[^\s\"'«»„“”(),;:]{4,40}?)[ \t]*"
    r"(?:,|[ \t][—–-]|[—–]|\()[ \t]*"
    r"(?P<rest>" + _COPULAS + r"[^\n,.!?;()]{3,60})"
)
_ENDS = " \t"
_YEAR = re.compile(r"(?:19|20)\d\d")
_GROUP_BEFORE = re.compile(r"\w*\d\w*[ \t]$")  # the value is a longer number's last groups


def named_after(text: str) -> tuple[str, int, int, int] | None:
    """(the message with the naming clause before the value, where the value sits there, the value's start and end in
    `text`), or None when no value is named after it. Only the first value so named (a message names one)."""
    if _GATE.search(text) is None:
        return None
    m = _NAMED.search(text)
    if m is None:
        return None
    rest = m.group("rest").rstrip(_ENDS)
    value = m.group("val")
    if _YEAR.fullmatch(value) or any(c.isdigit() for c in rest) or _GROUP_BEFORE.search(text, 0, m.start("val")):
        return None  # "built in 1931, it's 1931 architecture"; the tail of an IBAN's groups ("FR63 6095 ... 048, c'est")
    if "?" in text[m.end("rest"):m.end("rest") + 1]:
        return None  # "1234 - is that a safe PIN?": asked about, not named
    head = rest + ": "
    s, e = m.span("val")
    flipped = text[:s] + head + value + text[m.end("rest"):]
    return flipped, s + len(head), s, e
