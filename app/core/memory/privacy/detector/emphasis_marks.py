"""A message read with its Markdown emphasis marks blanked (round 38, rimplied): "**Befund:** Morbus Bechterew, ab
nächster Woche Biologika", "**Update:** diagnosed with _Crohn's disease_ yesterday", "**Диагноз:** псориатический
артрит, назначили метотрексат".

People paste notes from apps that keep Markdown, or type it to set a label apart. The rules read a label's colon
followed by its value ("Befund: ...", "Диагноз: ...") and a condition's words; the marks stand between them ("**:**",
"_Crohn's disease_") and the rules read nothing. The view puts a blank on each mark (the same length: spans need no
mapping), only where a pair of marks wraps a run of text on one line (`**...**`, `__...__`, `*...*`, `_..._` with no
letter outside the underscores: "snake_case_name" and "__init__" keep theirs), and the detector reads the view once
more when the message read green. Nothing is read that the text does not say: the same words, without the marks.
"""
from __future__ import annotations

import re

# (a mark opens before a non-mark and closes after one, with no word or mark outside it: "GB** **** **** 5521", a
# masked account, has runs of stars and no emphasis)
_PAIR = re.compile(r"(?<![\w*_])(\*\*|__)(?=[^\s*_])([^\n]*?[^\s*_])\1(?![\w*_])|(?<![\w*])\*(?=[^\s*])([^*\n]*?[^\s*])\*(?![\w*])|"
                   r"(?<![\w_])_(?=[^\s_])([^_\n]*?[^\s_])_(?![\w_])")


def may_mark(text: str) -> bool:
    """Whether `text` has a mark to blank (the cheap test before `unmarked`)."""
    return "*" in text or "_" in text


def unmarked(text: str) -> str | None:
    """`text` with the marks of its emphasised runs blanked, of the same length; None when it has none."""
    out = list(text)
    found = False
    for m in _PAIR.finditer(text):
        found = True
        mark = m.group(1)
        n = len(mark) if mark else 1
        out[m.start():m.start() + n] = " " * n
        out[m.end() - n:m.end()] = " " * n
    return "".join(out) if found else None
