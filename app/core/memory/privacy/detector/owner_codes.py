"""A Ukrainian or Russian taxpayer number said as "код" with its owner (round 28): "Дідусів код 6554910549 потрібен
для пенсійного фонду", "Мамин код — 4547527720", "Код сестри 5097009616", "Код у деда 5292905810". In everyday
Ukrainian and Russian the identification code (РНОКПП, ІПН) is just "код"; with a person as its owner and ten digits
passing the РНОКПП check digit it is that person's number.

Green limits: a thing's code ("Код товару 4262129972", "Код замовлення ..."): the word after "код" must be a
person's (kin) and the word before it a person's possessive; ten digits failing the check; a code of nine or eleven
digits.

Round 49 (rids): the grandmother by any of her names' stems ("код баби 1835979892", "код бабки", "код бабусі").
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector import checksums as ck
from app.core.memory.privacy.detector.findings import speed_up

# a person's possessive before "код" ("дідусів", "мамин", "сестрин", "Олегів", "мій", "його", "её"), or kin after it
# ("код сестри", "код у деда", "код мого батька"); then the value, maybe after a dash or a colon
_KIN = (r"(?:сестр|брат|мам|мат|тат|бать|от[ец]|отц|дід|дед|баб|чолов|муж|дружин|жен|син|сын|доч|донь|онук|"
        r"внук|свекр|свекров|тещ|тест|зят|невістк|невестк|дяд|тіт|тет|сусід|сосед|клієнт|клиент)\w*")
_OWNER_CODE = re.compile(
    r"(?i)(?<!\w)(?:(?:[а-яєіїґ]+(?:ів|їв|ин|ін|їн|ова|ева|єва|ина|іна)|мій|мой|моя|його|її|его|её|ее|наш|ваш|твій|твой)"
    r"\s+код|код\s+(?:у\s+|в\s+)?(?:мо\w+\s+|сво\w+\s+|наш\w+\s+)?" + _KIN + r")"
    r"\s*(?:[:—–\-]\s*)?(\d{10})(?!\d)"
)


def find_owner_codes(text: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(reason, start, end) for each owned "код" whose ten digits pass the РНОКПП check (text with "код")."""
    for m in _OWNER_CODE.finditer(text):
        if ck.ukrainian_rntrc_ok(m.group(1)) and len(set(m.group(1))) > 2:
            add("tax identification number", *m.span(1))


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
