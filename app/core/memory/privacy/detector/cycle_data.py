"""Round 49 (rsens): the writer's menstrual cycle told as data - its length, the day of it, the day the period started:
"my cycle's been 34-36 days since coming off the pill", "Mon cycle fait 29 jours, règles depuis le 5", "Tengo ciclos de
26 días, me bajó la regla el día 7", "Periode normalerweise alle 30 Tage", "Цикл у мене 30 днів, місячні почалися 3-го".

The sports set broad-zzz114 told it in five languages (training planned around the cycle) and no rule read it: the
vocabulary reads a pregnancy, a late period is yellow (a maybe-pregnancy). In en, pl, de, es, fr, uk and ru: the
writer's cycle with its length in days ("my cycle is 29 days", "mon cycle fait 29 jours", "tengo ciclos de 26 días",
"mein Zyklus dauert 30 Tage", "Periode alle 30 Tage", "mój cykl trwa 28 dni", "цикл у мене 30 днів", "мой цикл 28
дней"), or the period's start on a day ("period started on the 2nd", "règles depuis le 5", "me bajó la regla el día
7", "місячні почалися 3-го", "месячные начались 5-го", "okres zaczął się 3.").
Yellow and green stay: a late period (a maybe-pregnancy: "my period is two weeks late", "spóźnia mi się okres"), the
topic in general ("how long is a normal cycle?", "is a 35-day cycle normal?": no cycle of the writer's), a billing or a
washing cycle (no "my cycle" with days of a period).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_gated, folded_lazy
from app.core.memory.privacy.detector.sentence_scope import after_spaces, sentence_bounds

_REASON = "health information"

_DAYS = r"\d{2}(?:\s?[-–]\s?\d{2})?"
_CYCLE = folded_gated(
    r"(?<![\w'])(?:"
    r"my (?:menstrual )?cycle(?:'s| is| has been|'s been| was)? (?:\w+ ){0,2}?" + _DAYS + r"[- ]days?|"
    r"(?:my )?periods? (?:\w+ ){0,2}?(?:started|began|came) (?:on )?(?:the )?\d{1,2}(?:st|nd|rd|th)|"
    r"mon cycle (?:fait|dure|est de) (?:environ )?" + _DAYS + r" jours|(?:mes )?règles (?:depuis|ont commencé) le \d{1,2}|"
    r"(?:tengo|mis) ciclos? (?:son |es |)de " + _DAYS + r" días|me (?:bajó|vino) la regla el (?:día )?\d{1,2}|"
    r"mein zyklus (?:ist|dauert|hat) (?:\w+ )?" + _DAYS + r" tage|(?:meine )?(?:periode|regel|tage) (?:\w+ ){0,2}?alle "
    + _DAYS + r" tage|"
    r"(?:mój )?cykl (?:mam |trwa |ma )(?:\w+ )?" + _DAYS + r"[- ]?dni|(?:okres|miesiączka) (?:zaczął się|zaczęła się|"
    r"przyszedł|przyszła|dostałam) (?:\w+ )?\d{1,2}|"
    r"цикл у мене " + _DAYS + r" (?:днів|дні)|(?:мій )?цикл (?:триває |)" + _DAYS + r" (?:днів|дні)|місячні почалися "
    r"\d{1,2}|"
    r"цикл у меня " + _DAYS + r" (?:дней|дня)|(?:мой )?цикл (?:длится |)" + _DAYS + r" (?:дней|дня)|месячные начались "
    r"\d{1,2}"
    r")")
# a late period (yellow), a general question, a story
_NOT = folded_lazy(
    r"(?<![\w'])(?:late|overdue|normal\??|if|what if|retard|en retard|normale?|si|tarde|retraso|atrasad[ao]|spät|"
    r"überfällig|wenn|falls|spóźnia|spóźniony|opóźni\w*|jeśli|normalny|затримк\w*|запізн\w*|якщо|задержк\w*|опазд\w*|"
    r"если|novel|story|roman|novela|powieść|роман\w*)(?![\w'])")


def find_cycle_data(t: str) -> list[Finding]:
    """A health finding over the sentence of normalised `t` where the writer gives their cycle's length or their
    period's start day (see the doc)."""
    low = lower_keep_length(t).replace("’", "'")
    m = _CYCLE.search(low)
    if m is None:
        return []
    a, b = sentence_bounds(low, m.start())
    if _NOT.search(low, a, b):
        return []
    chunk = t[a:b]
    return [Finding(Kind.HEALTH, _REASON, after_spaces(t, a, b), a + len(chunk.rstrip()))]
