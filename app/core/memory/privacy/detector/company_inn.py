"""A Russian or Ukrainian company's registration numbers on its invoice or letterhead (round 33).

'шапка счёта: ООО "Северный ветер" ИНН 2698839839 КПП 770101001': a company's ИНН has ten digits (a person's twelve),
its КПП (nine digits) exists only for organisations, its ОГРН has thirteen (a sole trader's ОГРНИП fifteen). Beside
a legal form (ООО, АО, ПАО, ЗАО, ОАО, НКО, ТОВ, ПрАТ, ПАТ, АТ) or a КПП / ОГРН, a ten-digit ИНН, the КПП and the ОГРН are
the firm's, no person's: `company_inn_spans` lists them, and identifiers.py rejects them (the learned model must not
call them private) and drops a rule's finding on them (a ten-digit value after "ИНН" that happens to pass the Ukrainian
РНОКПП check).

Green limits: never a twelve-digit ИНН (a person's, also a sole trader's - "ИП Иванов, ИНН 500100732259"), nor an
ОГРНИП; never without the company's marks (a ten-digit number after "мой ИНН" stays for the other finders).
"""
from __future__ import annotations

import re

# on lower-cased text: a legal form of a company, or an organisation's КПП / ОГРН
_COMPANY_MARK = re.compile(
    r"(?<![^\W\d_])(?:ооо|оао|зао|пао|ао|нко|тов|прат|пат|ат|кпп|огрн|єдрпоу|едрпоу|ltd|llc|gmbh)(?![^\W\d_])"
)
_PERSONAL = re.compile(r"(?<![^\W\d_])(?:мой|моя|мій|моя|мого|моего|my|ип|фоп|огрнип)(?![^\W\d_])")
# the firm's numbers: ИНН of ten digits, КПП of nine, ОГРН of thirteen (on lower-cased text)
_FIRM_VALUE = re.compile(
    r"(?<![^\W\d_])(?:(?:инн|інн)[\s:№#.]*(\d{10})|кпп[\s:№#.]*(\d{9})|огрн[\s:№#.]*(\d{13}))(?!\d)"
)


def company_inn_spans(low: str) -> list[tuple[int, int]]:
    """The spans of a company's ИНН, КПП and ОГРН values in lower-cased `low` (empty without a company's marks)."""
    if "инн" not in low and "інн" not in low and "кпп" not in low and "огрн" not in low:
        return []
    if not _COMPANY_MARK.search(low):
        return []
    spans = []
    for m in _FIRM_VALUE.finditer(low):
        g = next(i for i in (1, 2, 3) if m.group(i))
        if _PERSONAL.search(low, max(0, m.start() - 16), m.start()):
            continue  # "мой ИНН ...": the writer's own
        spans.append(m.span(g))
    return spans
