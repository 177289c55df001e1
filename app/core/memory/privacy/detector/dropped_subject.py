"""German chat drops the subject "ich": "bin seit 2 Jahren HIV-positiv", "hab 23.000 € Schulden", "bin bei verdi",
"bin letztes Jahr zum Islam konvertiert". The disclosure vocabulary reads "ich bin" / "ich habe" as the speaker, so
a message with a sentence or clause that starts with "bin", "hab" or "habe" is read once more with "ich " put back,
and the findings' spans are moved back onto the original text.

Only when the plain reading found nothing and the text has "bin " or "hab" (verdict.py tests that before the call).
"""
from __future__ import annotations

import bisect
import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import Finding

# a sentence's or a clause's first word ("..., bin aber ...", "und hab ..."), not "ich bin", "du bist", "bin day"
_DROPPED = re.compile(r"(?:^|(?<=[.!?\n;:,])\s*|(?<=\bund )|(?<=\baber )|(?<=\bdenn ))(?=(?:bin|hab|habe)\s+(?!ich\b)\w)",
                      re.IGNORECASE)
_GERMAN = re.compile(r"\b(?:und|nicht|seit|mein\w*|bei|der|die|das|ist|jahr\w*|letzte\w*|schon|noch|wie|was|mit|"
                     r"zum|zur|im|auf|auch|jetzt|weil|dass|hilfe|nix|nichts|eltern|wissen|weiß|weiss|keiner|niemand|grad|gerade|"
                     r"echt|halt|sind|wir|ihr|er|sie)\b")


def find_dropped_subject(text: str, find: Callable[[str], list[Finding]]) -> list[Finding]:
    low = text.lower()
    spots = [m.end() for m in _DROPPED.finditer(text)]
    if not spots or not _GERMAN.search(low):
        return []
    parts, last, inserted = [], 0, []
    for k, at in enumerate(spots):
        parts.append(text[last:at])
        parts.append("ich ")
        inserted.append(at + 4 * k)  # where the "ich " starts in the patched text
        last = at
    parts.append(text[last:])
    patched = "".join(parts)

    def back(pos: int) -> int:
        n = bisect.bisect_right(inserted, pos)
        inner = n and pos < inserted[n - 1] + 4  # inside an inserted "ich ": its word's start
        return pos - 4 * n + (4 - (pos - inserted[n - 1]) if inner else 0)

    return [Finding(f.kind, f.reason, back(f.start), max(back(f.start), back(f.end))) for f in find(patched)]
