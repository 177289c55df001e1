"""A collection of money for a named person's treatment (round 38, rmoney; set broad-zzz65, money between people): "On
organise une collecte pour la chimio de Sandrine, ma collègue", "Zbieramy w pracy na terapię odwykową dla Darka",
"Hacemos una colecta en el trabajo para la rehabilitación de Chema tras el infarto", "Wir sammeln für Jonas' Reha".

A whip-round reads as office chores; what it tells is a colleague's or a friend's illness or addiction, with their
name. The vocabulary reads a diagnosis said of someone; a course of treatment (chemo, rehab, dialysis, an operation, a
transplant) named as the collection's purpose is the same fact. In en, pl, de, es, fr, uk and ru, in one sentence: a
collection's word ("collection", "whip-round", "fundraiser", "zbiórka", "zbieramy", "sammeln", "colecta",
"cagnotte", "collecte", "збір", "сбор") and a treatment's or an illness's word, and a person named there - a known
given name, or a capitalised word after "for/de/dla/für/для" ("dla Darka", "de Chema").

Green limits: a charity's or a research fund's collection ("une collecte pour la Ligue contre le cancer", "zbiórka
na hospicjum", "fundraiser for cancer research": no person), a treatment without a person ("a collection for the
children's ward").
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "health information"

_GATE = word_gate("collect", "whip", "fundrais", "zbiór", "zbior", "zbiera", "zrzut", "sammel", "sammeln", "sammlung",
                  "colecta", "recaud", "cagnotte", "cotise", "збір", "збира", "скида", "сбор", "собира", "скидыва",
                  "raising money")  # (_COLLECT's; session 41's gate audit)


_COLLECT = _lazy(
    r"(?<!\w)(?:collect(?:ion|ing)?|whip-?round|fundrais\w*|raising money|zbiórk\w*|zbieramy|zbiera\w*|zrzutk\w*|"
    r"sammeln|sammelt|sammlung|spendensammlung|colecta|recaudamos|recaud\w*|cagnotte|collecte|on se cotise|"
    r"збір|збираємо|збирає\w*|скидаємося|сбор|собираем|собирае\w*|скидываемся)(?!\w)")
_TREATMENT = _lazy(
    r"(?<!\w)(?:chemo\w*|chimio\w*|chemioterapi\w*|chemii|quimio\w*|химиотерапи\w*|хіміотерапі\w*|хімі[юї]|хими[юи]|rehab\w*|reha\b|"
    r"rehabilita\w*|réadaptation|rééducation|реабілітац\w*|реабилитац\w*|terapi\w* odwykow\w*|odwyk\w*|entzug\w*|"
    r"entgiftung|désintox\w*|desintox\w*|dialys\w*|dializ\w*|діаліз\w*|диализ\w*|transplant\w*|przeszczep\w*|"
    r"трансплант\w*|пересадк\w*|infarct\w*|infarto|infarkt\w*|herzinfarkt\w*|інфаркт\w*|инфаркт\w*|cancer|krebs\w*|"
    r"nowotw\w*|cáncer|рак|раку|раком|stroke|udar\w*|schlaganfall\w*|ictus|avc|інсульт\w*|инсульт\w*|"
    r"operacj\w*|operación|opération|операці\w*|операци\w*|surgery)(?!\w)")
_CHARITY = _lazy(
    r"(?<!\w)(?:charity|foundation|research|hospice|ward|association|ligue|fondation|recherche|stiftung|verein\w*|"
    r"forschung|fundacj\w*|hospicjum|stowarzyszen\w*|fundación|asociación|investigación|фонд\w*|хоспіс\w*|хоспис\w*|"
    r"hospital|szpital\w*|krankenhaus|hôpital|hospital|лікарн\w*|больниц\w*)(?!\w)")
# a capitalised word after a preposition of purpose or possession: "dla Darka", "de Chema", "für Jonas", "для Олі"
_FOR_NAME = re.compile(r"(?<!\w)(?:for|für|pour|de|da|para|dla|для|у|of)\s+([A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ][a-zß-öø-ÿąćęłńóśźżа-яєіїґ'’]{2,})"
                       r"(?:'s|’s|')?(?!\w)")
_CAPITAL = re.compile(r"(?<![\w.!?]\s)(?<!^)\b([A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ][a-zß-öø-ÿąćęłńóśźżа-яєіїґ]{2,})\b")


def _named(t: str, a: int, b: int) -> bool:
    from app.core.memory.privacy.detector.identity import _given_name  # (identity imports the finders)
    if any(_given_name(m.group(1)) for m in _CAPITAL.finditer(t, a, b) if m.start() > a + 1):
        return True
    return _FOR_NAME.search(t, a, b) is not None


def find_named_collections(t: str) -> list[Finding]:
    """A health finding over the sentence of normalised `t` that collects money for a named person's treatment (see
    the doc)."""
    if not opens(t, _GATE):
        return []
    low = lower_keep_length(t)
    for m in _COLLECT.finditer(low):
        a, b = stop_bounds(low, m.start(), m.end())
        if _TREATMENT.search(low, a, b) is None or _CHARITY.search(low, a, b) is not None:
            continue
        if _named(t, a, b):
            begin = after_spaces(t, a, b)
            return [Finding(Kind.HEALTH, _REASON, begin, b)]
    return []
