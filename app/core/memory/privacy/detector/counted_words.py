"""A number word that counts something right after a number: "me cobraron en la tarjeta 5542 3927 4684 8816 dos veces",
"ils ont débité ma carte 5519 0840 6218 8955 deux fois", "charged 4111 ... two times" (round 39).

normalise.py reads a run of digits and digit words as one dictated number ("seis dos 6 2 ..."): a card's four groups
followed by "dos" became a seventeen-digit run, no card any more, and the card went green. A digit word followed by a
noun it counts - times, days, months, euros, people - is a count said about the number's story, not one more digit:
nobody dictates a number and ends it with "veces". `counted_tail` gives the run's parts without such a last word.

Green/red limits: only a WORD at the run's end, and only before a counted noun; a dictated number that ends in a
digit word before other words ("... cuatro dos, gracias") is read as before.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.lazy import LazyPattern

# the nouns a number word counts, in the seven languages (lower-cased and as typed without diacritics)
_COUNTED = LazyPattern(
    r"(?i)[ \t]*(?:times|days|weeks|months|years|hours|minutes|euros?|dollars|pounds|people|"
    r"veces|d[ií]as|semanas|meses|a[nñ]os|horas|minutos|personas|"
    r"fois|jours|semaines|mois|ans|heures|personnes|"
    r"mal|tage[n]?|wochen|monate[n]?|jahre[n]?|stunden|minuten|personen|"
    r"razy|dni|tygodni[e]?|miesi[aą]c[ey]?|lat[a]?|godzin[y]?|minut[y]?|osob[y]?|"
    r"рази|разів|раза|раз|дні|днів|дня|дней|тижні|тижнів|недели|недель|місяці|місяців|месяца|месяцев|роки|років|"
    r"года|лет|години|годин|часа|часов|хвилини|хвилин|минуты|минут|гривні|гривень|рубля|рублей)(?![^\W\d_])")


def counted_tail(t: str, parts: list[re.Match[str]], base: int) -> list[re.Match[str]]:
    """`parts` (a dictated run's, starting at `base` in `t`) without a last digit WORD that counts the noun after it."""
    if len(parts) > 1 and not parts[-1].group().isdigit() and _COUNTED.compiled.match(t, base + parts[-1].end()):
        return parts[:-1]
    return parts
