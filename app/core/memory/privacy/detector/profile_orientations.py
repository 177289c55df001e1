"""A sexual orientation written as one item of a profile's list next to an age (round 37, ridentity).

Dating and social bios are written as a list of short items, not sentences: "31 lat, Łódź, gej, szukam czegoś na
dłużej", "«27, гей, Питер, люблю джаз»", '"32, bisexual, Valencia, paellas de domingo"', "„34, lesbisch,
Radfahrerin“", "«30, лесбійка, Київ»". No copula says whose it is ("I'm gay", "jestem gejem" are read elsewhere):
the template is the writer's self-description, and its items are the person's facts. The mechanism: an orientation
word standing alone as a list item (between commas, a bar, a slash, a bullet, a quote or a colon and the next of
them) in the same list as an age item ("31", "31 lat", "27 y.o.", "34 Jahre", "30 років"), at most two items apart.
Words in all seven languages and their gender forms: gay/gej/schwul/gai/гей, lesbian/lesbijka/lesbisch/lesbiana/
lesbienne/лесбійка/лесбиянка, bi/bisexual/biseksualna/bisexuell/bisexuel(le)/бісексуалка/бисексуал, pansexual,
asexual, queer/квір/квир.
Green limits: a sentence about orientation ("is it legal to ask about sexual orientation in an interview", LGBT news:
no list with an age item); a character's, a novel's or a role-play's bio, an example or a template ("character",
"postać", "Figur", "personaje", "personnage", "персонаж", "example", "przykład" ... anywhere in the message); a word
inside a longer item ("gay bar, 30 min from me" is no self-description: the item is "gay bar").
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.gates import gated
from app.core.memory.privacy.detector.lazy import LazyPattern

_ORIENTATION = (
    r"gay|gai|gej|schwul|гей|lesbian|lesbijka|lesbisch|lesbiana|lesbienne|лесбійка|лесбиянка|"
    r"bi|bisexual|biseksualn[ya]|biseksualista|biseksualistka|bisexuell|bisexuel|bisexuelle|бі|би|бісексуал(?:ка|ьна|ьний)?|"
    r"бисексуал(?:ка|ьна|ьный)?|pansexual|panseksualn[ya]|pansexuell|pansexuel|pansexuelle|пансексуал(?:ка|ьна|ьний|ьный)?|"
    r"asexual|aseksualn[ya]|asexuell|asexuel|asexuelle|асексуал(?:ка|ьна|ьний|ьный)?|queer|квір|квир"
)
_GATE = gated(re.compile(r"(?<!\w)(?:" + _ORIENTATION + r")(?!\w)"))
_OPEN = r"(?:^|[,;|/·•:«„\"“(\n]|\s[-–—]\s)"
_CLOSE = r"(?=\s*(?:[,;|/·•»“”\")\n.!]|\s[-–—]\s|$))"
# the orientation as a whole item
_ITEM = LazyPattern(r"(?i)" + _OPEN + r"\s*(?P<word>" + _ORIENTATION + r")" + _CLOSE)
# an age as a whole item: "31", "31 lat", "27 y.o.", "34 Jahre", "30 років", "M31"? (no: a size or a code)
_AGE = LazyPattern(
    r"(?i)" + _OPEN + r"\s*(?:1[6-9]|[2-8]\d)(?:\s?(?:lat|l\.|yo|y\.o\.?|yrs?|years?(?: old)?|ans|años|jahre|j\.|"
    r"років|роки|рік|лет|года|год|р\.|г\.))?" + _CLOSE
)
_DIGIT = re.compile(r"\d").search
_ITEM_SEP = re.compile(r"[,;|/·•]")
# a made-up person's bio, an example or a template
_NOT_OWN = LazyPattern(
    r"(?i)(?<!\w)(?:character\w*|novel\w*|story|stories|fiction\w*|fanfic\w*|role-?play\w*|roleplay|"
    r"example|sample|template|e\.g\.|postać|postaci|powieś\w*|opowiadani\w*|przykład\w*|szablon\w*|wzór|figur|romanfigur|"
    r"geschichte|beispiel\w*|vorlage|personaje|novela|ejemplo|plantilla|personnage|roman|exemple|modèle|персонаж\w*|"
    r"роман\w*|оповідан\w*|приклад\w*|шаблон\w*|рассказ\w*|пример\w*)(?!\w)"
)


def find_profile_orientations(t: str) -> list[Finding]:
    """A sexuality finding over the list of normalised `t` where an orientation word is an item beside an age item
    (see the module's doc)."""
    if not _DIGIT(t) or not _GATE.search(lower_keep_length(t)):  # (an age item has a digit; most texts have none)
        return []
    for m in _ITEM.finditer(t):
        start, end = m.start("word"), m.end("word")
        # the age item at most two items before or after, in the same line
        a = max(t.rfind("\n", 0, start) + 1, start - 60)
        b = t.find("\n", end)
        b = min(len(t) if b < 0 else b, end + 60)
        ages = [g for g in _AGE.finditer(t, a, b)
                if len(_ITEM_SEP.findall(t, g.end(), start) if g.end() <= start else _ITEM_SEP.findall(t, end, g.start()))
                <= 2]
        if not ages:
            continue
        if _NOT_OWN.search(t):
            return []
        s = min(start, ages[0].start())
        e = max(end, ages[-1].end())
        return [Finding(Kind.SEXUALITY, "sexual orientation", s, e)]
    return []
