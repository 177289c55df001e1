"""Personal disclosures: health, money, intimate life, sexuality, beliefs (religion, politics,
trade unions) and ethnicity, in English, Polish, German, Spanish, French and Ukrainian/Russian.
Identity (a person with their address, car or birth date) lives in privacy_identity and is
re-exported here.

Vocabulary alone is not enough ("the health check endpoint", "technical debt"), so a hit only
counts when its sentence is about the user or their family, is not technical talk and, for the
softer words, is not hedged. Word lists live in privacy_vocab; this module compiles them into
token look-ups so that the common case (no sensitive word at all) costs one tokenisation.
"""
from __future__ import annotations

# Size: over 600 lines because the vocabulary index, the sentence analysis and the finder share one cache.
import bisect
import functools
import re
from dataclasses import dataclass

from app.core.memory.privacy.detector.absences import absent_colleague
from app.core.memory.privacy.detector.eager_gates import NEED, json_derived
from app.core.memory.privacy.detector.findings import (
    WORD_TOKEN,
    Finding,
    Kind,
    first_char_gate,
    literal_alternation,
    lower_keep_length,
    required_any,
    required_text,
    skip_ahead,
    top_level_alternatives,
    words_of,
)
from app.core.memory.privacy.detector.folding import fold_letters, fold_word
from app.core.memory.privacy.detector.identity_noted import find_identity  # noqa: F401  (re-exported for the detector)
from app.core.memory.privacy.detector.lazy import LazyPattern, after_compile_all
from app.core.memory.privacy.detector.named_pupils import named_pupil
from app.core.memory.privacy.detector.need_groups import (
    NeedGroup,
    TextKeys,
    also_of,
    digit_needed,
    index_entries,
    register_needs,
    shared_group,
)
from app.core.memory.privacy.detector.noted_conditions import (
    diagnosis_reported,
    joining_weighed,
    money_aside,
    treated_note,
    treated_sentence,
)
from app.core.memory.privacy.detector.public_figures import BARE_KIN, public_story
from app.core.memory.privacy.detector.terse import terse_personal, terse_sentence
from app.core.memory.privacy.detector.third_persons import third_person, topic_of_talk
from app.core.memory.privacy.detector.vocab import apps as av
from app.core.memory.privacy.detector.vocab import belonging as bg
from app.core.memory.privacy.detector.vocab import chat as cv
from app.core.memory.privacy.detector.vocab import common as v
from app.core.memory.privacy.detector.vocab import confided as cf
from app.core.memory.privacy.detector.vocab import dense as dv
from app.core.memory.privacy.detector.vocab import doses as ds
from app.core.memory.privacy.detector.vocab import everyday as ev
from app.core.memory.privacy.detector.vocab import family_money as fm
from app.core.memory.privacy.detector.vocab import intl as iv
from app.core.memory.privacy.detector.vocab import letters as lt
from app.core.memory.privacy.detector.vocab import lexicon as lx
from app.core.memory.privacy.detector.vocab import life as lv
from app.core.memory.privacy.detector.vocab import lived as lw
from app.core.memory.privacy.detector.vocab import noted as tv
from app.core.memory.privacy.detector.vocab import notes as nt
from app.core.memory.privacy.detector.vocab import office as fv
from app.core.memory.privacy.detector.vocab import others as ot
from app.core.memory.privacy.detector.vocab import people as ov
from app.core.memory.privacy.detector.vocab import plain as nv
from app.core.memory.privacy.detector.vocab import practice as pv
from app.core.memory.privacy.detector.vocab import replies as rv
from app.core.memory.privacy.detector.vocab import special as sv
from app.core.memory.privacy.detector.vocab import told as td
from app.core.memory.privacy.detector.vocab import told_everyday as tc
from app.core.memory.privacy.detector.work_subjects import owned_before, subject_end, work_role

_TIER_STRONG, _TIER_EXPLICIT, _TIER_TERM, _TIER_TRIGGER = 0, 1, 2, 3


# ---------------------------------------------------------------- compiled vocabulary

@dataclass(frozen=True)
class _Entry:
    kind: Kind
    tier: int
    regex: LazyPattern | None  # None: a single word, the token itself is the match; compiled at first use
    gated: bool = False  # a strong pattern found through a common word: run it only if the
    #                      area already has a word of its own in the text


# Per pattern (by id), what every match of it contains: one literal (a substring test skips the search) or a set of literals
# one of which it contains (a few substring tests). Derived from each pattern, so a word added to the vocabulary is gated too.
_NEEDS: dict[int, str | tuple[str, ...]] = {}


def _need_of(regex: LazyPattern | None) -> str | tuple[str, ...] | None:
    if regex is None:
        return None
    if id(regex) not in _NEEDS:
        source = regex.source  # (round 46, rfirst: parsed, not compiled - lazy.LazyPattern.source)
        # (round 47, rfirst: read from eager_gates' table when it holds it, else derived: _derived_need)
        _NEEDS[id(regex)] = json_derived(NEED, source.pattern, source.flags, lambda: _derived_need(source), _need_json,
                                         _need_from_json, (_derived_need,))
    return _NEEDS[id(regex)] or None


def _derived_need(source) -> str | tuple[str, ...]:
    """What every match of `source` contains (see _NEEDS), worked out from its parse."""
    found = required_any(source)
    # longest first: the rarer ones are usually the longer
    return next(iter(found)) if len(found) == 1 else (
        tuple(sorted(found, key=lambda w: (-len(w), w))) or required_text(source))


def _need_json(need: str | tuple[str, ...]) -> str | list[str]:
    return need if isinstance(need, str) else list(need)


def _need_from_json(value: str | list[str]) -> str | tuple[str, ...]:
    return value if isinstance(value, str) else tuple(value)


def _entry(kind: Kind, tier: int, regex: LazyPattern | None, gated: bool = False) -> _Entry:
    return _Entry(kind, tier, regex, gated)


def _word_regex(word: str) -> str:
    if word.endswith("*"):
        return fold_letters(re.escape(word[:-1])) + r"\w*"
    return fold_letters(re.escape(word))


def _compile_entry(entry: str) -> LazyPattern | None:
    words = entry.split()
    if len(words) == 1 and not any(c in entry for c in "-'.") and entry.replace("*", "").isalpha():
        return None
    return LazyPattern(r"(?<!\w)" + r"\s+".join(_word_regex(w.lower()) for w in words) + r"(?!\w)", skip_ahead, first_char_gate,
                       gate=False)  # (need_groups.py tests the text first: lazy.py)


class _Index:
    """Token -> entries, with exact words and stems ("depresj*") looked up by prefix."""

    def __init__(self) -> None:
        self.exact: dict[str, list[_Entry]] = {}
        self.stems: dict[str, list[_Entry]] = {}
        self.by_prefix: dict[str, list[tuple[str, list[_Entry]]]] = {}

    def add(self, trigger: str, entry: _Entry) -> None:
        trigger = trigger.lower()
        folded = fold_word(trigger)  # typed without diacritics ("w ciazy", "adherent") finds the same entry
        if folded != trigger and len(folded.rstrip("*")) >= 4:
            self._add(folded, entry)
        self._add(trigger, entry)

    def _add(self, trigger: str, entry: _Entry) -> None:
        if trigger.endswith("*"):
            if len(trigger) < 4:
                raise ValueError(f"stem too short to index: {trigger!r}")
            self.stems.setdefault(trigger[:-1], []).append(entry)
        else:
            self.exact.setdefault(trigger, []).append(entry)

    def finish(self) -> None:
        self.by_prefix = {}
        for stem, entries in self.stems.items():
            self.by_prefix.setdefault(stem[:3], []).append((stem, entries))

    def lookup(self, token: str, out: list[_Entry]) -> None:
        found = self.exact.get(token)
        if found:
            out.extend(found)
        candidates = self.by_prefix.get(token[:3])
        if candidates:
            for stem, entries in candidates:
                if token.startswith(stem):
                    out.extend(entries)


def _trigger_of(entry: str) -> str:
    """The entry's most distinctive word: the longest one."""
    words = entry.split()
    return max(words, key=lambda w: len(w.rstrip("*")))


def _pattern_anchors(pattern: str) -> list[str] | None:
    """The words a strong pattern starts with ("my", "zarabia*"), or None if it has none."""
    p = pattern[2:] if pattern.startswith(r"\b") else pattern
    if p.startswith("(?:"):
        depth = 0
        for i, ch in enumerate(p):
            if ch == "\\":
                continue
            if ch == "(" and (i == 0 or p[i - 1] != "\\"):
                depth += 1
            elif ch == ")" and p[i - 1] != "\\":
                depth -= 1
                if depth == 0:
                    break
        body, rest = p[3:i], p[i + 1:]
        alts = top_level_alternatives(body)
        # letters glued to the group ("(?:zaadoptowali|adoptowali)śmy") make its words stems
        glued = bool(rest) and (rest[0].isalpha() or rest.startswith((r"\w", "[")))
    else:
        alts, glued = [p], False
    anchors = []
    for alt in alts:
        m = re.match(r"[^\W\d_]+", alt)
        if not m:
            return None
        word, rest_alt = m.group().lower(), alt[m.end():]
        if rest_alt.startswith(("?", "*")):  # "ochrzciłe?a?m": the last letter is optional
            word, rest_alt = word[:-1], r"\w"
        if word == "i" or rest_alt.startswith(("'", "-")):
            anchors.append(word)
        elif glued or not (rest_alt == "" or rest_alt.startswith((" ", r"\b", r"\s", ")"))):
            anchors.append(word + "*")
        else:
            anchors.append(word)
    return anchors


_PERSONAL_ALL = " ".join((v.PERSONAL_EN, v.PERSONAL_PL, v.PERSONAL_DE, iv.PERSONAL_ES, iv.PERSONAL_FR, iv.PERSONAL_UK))
_COMMON_ANCHORS = frozenset(
    _PERSONAL_ALL.split()
    + v.FAMILY_EN.split()
    + "i in nie po na o ma he she they not no got have had has having was bei er sie es hat haben "
      "mein* wir je j soy yo tengo mi mis me ma mon mes я у мене меня мій моя мой ми мы".split()
)

_INDEX = _Index()
_GATED = _Index()  # strong patterns reached through a common word ("I", "my", "jestem", "я")
_ALWAYS: dict[Kind, list[LazyPattern]] = {}
_NO_TECH: set[int] = set()  # strong patterns that carry their own frame (vocab/lived.py's NO_TECH_CHECK)


def _lower_pattern(pattern: str) -> str:
    """Lower-case a pattern's literals but not its escapes (\\W, \\S, \\D, \\B keep their meaning)."""
    return re.sub(r"\\.|[^\\]+", lambda m: m.group() if m.group().startswith("\\") else m.group().lower(), pattern)


# A filler word in a strong pattern ("I'm (\w+ )?pregnant", "ich bin (\w+ )?schwanger") is never a
# negation: "I'm not pregnant", "ich bin nicht schwanger", "я не вагітна" are not disclosures.
_NEG_ALT = "|".join(sorted((re.escape(w) for w in iv.NEGATORS.split() if w.isalpha()), key=len, reverse=True))
_FILLER = re.compile(r"\(\?:(\\[wS])\+( |\\s\+)\)")


def _no_negated_fillers(pattern: str) -> str:
    return _FILLER.sub(lambda m: r"(?:(?!(?:" + _NEG_ALT + r")\b)" + m.group(1) + "+" + m.group(2) + ")", pattern)


def _build() -> None:
    areas = (
        (Kind.HEALTH, v.HEALTH_STRONG + iv.HEALTH_STRONG + lv.HEALTH_STRONG + ev.HEALTH_STRONG + pv.HEALTH_STRONG + ov.HEALTH_STRONG,
         v.HEALTH_TRIGGERS + iv.HEALTH_TRIGGERS + lv.HEALTH_TRIGGERS + ev.HEALTH_TRIGGERS + pv.HEALTH_TRIGGERS + ov.HEALTH_TRIGGERS,
         v.HEALTH_MEDS + v.HEALTH_EXPLICIT + iv.HEALTH_EXPLICIT + lv.HEALTH_EXPLICIT + pv.HEALTH_EXPLICIT
         + ov.HEALTH_EXPLICIT,
         v.HEALTH_TERMS + iv.HEALTH_TERMS + lv.HEALTH_TERMS + ov.HEALTH_TERMS),
        (Kind.FINANCE, v.FINANCE_STRONG + iv.FINANCE_STRONG + lv.FINANCE_STRONG + ev.FINANCE_STRONG + pv.FINANCE_STRONG + ov.FINANCE_STRONG,
         v.FINANCE_TRIGGERS + iv.FINANCE_TRIGGERS + lv.FINANCE_TRIGGERS + ev.FINANCE_TRIGGERS + pv.FINANCE_TRIGGERS
         + ov.FINANCE_TRIGGERS,
         v.FINANCE_EXPLICIT + ov.FINANCE_EXPLICIT, v.FINANCE_TERMS + ov.FINANCE_TERMS),
        (Kind.RELATIONSHIP, v.RELATIONSHIP_STRONG + iv.RELATIONSHIP_STRONG + lv.RELATIONSHIP_STRONG + ev.RELATIONSHIP_STRONG
         + pv.RELATIONSHIP_STRONG + ov.RELATIONSHIP_STRONG,
         v.RELATIONSHIP_TRIGGERS + iv.RELATIONSHIP_TRIGGERS + lv.RELATIONSHIP_TRIGGERS + ev.RELATIONSHIP_TRIGGERS
         + pv.RELATIONSHIP_TRIGGERS + ov.RELATIONSHIP_TRIGGERS,
         v.RELATIONSHIP_EXPLICIT + iv.RELATIONSHIP_EXPLICIT + lv.RELATIONSHIP_EXPLICIT + pv.RELATIONSHIP_EXPLICIT,
         v.RELATIONSHIP_TERMS),
        (Kind.SEXUALITY, sv.SEXUALITY_STRONG + lv.SEXUALITY_STRONG + ev.SEXUALITY_STRONG + pv.SEXUALITY_STRONG + ov.SEXUALITY_STRONG,
         sv.SEXUALITY_TRIGGERS + lv.SEXUALITY_TRIGGERS + ev.SEXUALITY_TRIGGERS + pv.SEXUALITY_TRIGGERS + ov.SEXUALITY_TRIGGERS, [],
         sv.SEXUALITY_TERMS),
        (Kind.BELIEFS, sv.BELIEFS_STRONG + lv.BELIEFS_STRONG + ev.BELIEFS_STRONG + pv.BELIEFS_STRONG + ov.BELIEFS_STRONG,
         sv.BELIEFS_TRIGGERS + lv.BELIEFS_TRIGGERS + ev.BELIEFS_TRIGGERS + pv.BELIEFS_TRIGGERS + ov.BELIEFS_TRIGGERS,
         ov.BELIEFS_EXPLICIT, []),
        (Kind.ETHNICITY, sv.ETHNICITY_STRONG + lv.ETHNICITY_STRONG_LIFE + ev.ETHNICITY_STRONG + pv.ETHNICITY_STRONG
         + ov.ETHNICITY_STRONG,
         sv.ETHNICITY_TRIGGERS + lv.ETHNICITY_TRIGGERS_LIFE + ev.ETHNICITY_TRIGGERS + pv.ETHNICITY_TRIGGERS + ov.ETHNICITY_TRIGGERS,
         pv.ETHNICITY_EXPLICIT, []),
    )
    for kind, strong, triggers, explicit, terms in areas:
        # vocab/plain.py, noted.py, replies.py, dense.py, chat.py, office.py, letters.py name their lists after the area
        for more in (nv, tv, rv, dv, cv, av, fv, lt, cf, lw, lx, ot):  # (lived.py: round 19; lexicon.py: round 20; others.py: 23)
            strong, triggers = strong + getattr(more, kind.name + "_STRONG", []), triggers + getattr(more, kind.name + "_TRIGGERS", [])
        terms = terms + getattr(av, kind.name + "_TERMS", []) + getattr(cf, kind.name + "_TERMS", []) + getattr(lx, kind.name + "_TERMS", [])
        terms = terms + getattr(ot, kind.name + "_TERMS", [])  # (others.py: a union or party said of someone, round 23)
        explicit = explicit + getattr(lx, kind.name + "_EXPLICIT", [])  # (apps.py, confided.py, lexicon.py)
        marker = _entry(kind, _TIER_TRIGGER, None)
        for t in triggers:
            _INDEX.add(t, marker)
        for tier, entries in ((_TIER_EXPLICIT, explicit), (_TIER_TERM, terms)):
            for e in entries:
                _INDEX.add(_trigger_of(e), _entry(kind, tier, _compile_entry(e)))
        _ALWAYS[kind] = []
        for pattern in strong:
            # matched against lower-cased text; skip_ahead, first_char_gate: the same matches, found faster
            compiled = LazyPattern(pattern, _lower_pattern, _no_negated_fillers, fold_letters, skip_ahead, first_char_gate,
                                   gate=False)
            if pattern in lw.NO_TECH_CHECK:
                _NO_TECH.add(id(compiled))
            if pattern in av.NEEDS:  # (vocab/apps.py's merged patterns: their needs given, not worked out)
                _NEEDS[id(compiled)] = av.NEEDS[pattern]
            elif pattern in lw.NEEDS:  # (and vocab/lived.py's, round 19)
                _NEEDS[id(compiled)] = lw.NEEDS[pattern]
            elif pattern in lx.NEEDS:  # (and vocab/lexicon.py's, round 20)
                _NEEDS[id(compiled)] = lx.NEEDS[pattern]
            anchors = _pattern_anchors(pattern)
            if anchors is None:
                _ALWAYS[kind].append(compiled)
                continue
            for a in anchors:
                gated = a in _COMMON_ANCHORS
                (_GATED if gated else _INDEX).add(a, _entry(kind, _TIER_STRONG, compiled, gated=gated))
    _INDEX.finish()
    _GATED.finish()


_build()
_HAS_DIGIT = re.compile(r"\d").search
# (round 21) vocab/told.py's patterns, each area's run only when the message has one of its own words: (area, words, entries)
_TOLD = tuple((Kind[k], words, tuple(_entry(Kind[k], _TIER_STRONG, LazyPattern(p, _lower_pattern, _no_negated_fillers, fold_letters,
                                                                          skip_ahead, first_char_gate, gate=False)) for p in ps))
              for k, words, ps in td.AREAS + nt.AREAS + nt.AREAS_ANY + tc.AREAS  # (round 24: told_everyday.py, no figure)
              + bg.AREAS + fm.AREAS + ds.AREAS)  # (round 25: belonging.py, family_money.py, doses.py)

_TOLD_DIGITS = len(td.AREAS) + len(nt.AREAS)  # (vocab/notes.py's AREAS_ANY come last: their money needs no digit)
# each area's patterns as a NeedGroup: of an area the message reaches, only the patterns whose literals it holds run
# (an area's words reach one ordinary chat message in thirty; its patterns, thousands of characters of alternations,
# then cost ~0.1 ms each per message, a fifth of the detector's time on chat)
_TOLD_GROUPS = tuple(NeedGroup(es) for _, _, es in _TOLD)
_TOLD_WORDS = frozenset().union(*(words for _, words, _ in _TOLD))  # (one test for the messages with none of them)
# (session 24) word -> the areas (indices in _TOLD) it is a word of: a message's areas from its few such words, not a test
# of its words against each of the 35 areas' sets
_TOLD_OF: dict[str, frozenset[int]] = {
    w: frozenset(i for i, (_, words, _) in enumerate(_TOLD) if w in words) for w in _TOLD_WORDS}
_FINANCE_TOLD = frozenset(i for i, (k, _, _) in enumerate(_TOLD) if k is Kind.FINANCE and i < _TOLD_DIGITS)  # (need a figure)

# Off only in tests: every pattern runs, and the findings must be the same (tests/.../test_gates.py).
GATED = True
# The strong patterns every message with an area's own word runs, as entries made once (not per message).
_ALWAYS_ENTRIES: dict[Kind, tuple[_Entry, ...]] = {
    kind: tuple(_entry(kind, _TIER_STRONG, p) for p in patterns) for kind, patterns in _ALWAYS.items()}
_ALWAYS_GROUPS = {kind: NeedGroup(entries) for kind, entries in _ALWAYS_ENTRIES.items()}  # (need_groups.py)

_TOKEN = WORD_TOKEN
# A sentence ends at . ! ? followed by a space or the end, or at a line break; "20.000",
# "3.11" and "e.g." stay inside.
# (Written as runs of plain characters between inner stops, the engine loops per run, not per
# character; the same matches as "(?:[^.!?\n]|[.!?]+(?=[^\s.!?]))+(?:[.!?]+|\n|$)|[.!?]+".)
_SENTENCE = re.compile(r"(?=[^\n])[^.!?\n]*(?:[.!?]+(?=[^\s.!?])[^.!?\n]*)*(?:[.!?]+|\n|$)")


def _phrase_regex(phrases) -> re.Pattern[str]:
    # a trie of the phrases: the same matches as their longest-first alternation, found faster
    alt = literal_alternation(sorted({p.lower() for p in phrases}))
    return re.compile(skip_ahead(r"(?<!\w)(?:" + fold_letters(alt, True) + r")(?!\w)"))  # lower-cased text, diacritics or not


# and the speaker's words typed without diacritics ("maz", "bylam")
_PERSONAL_WORDS = frozenset(_PERSONAL_ALL.split() + fold_word(_PERSONAL_ALL).split()) | ov.PERSONAL_FOLDED | lx.PERSONAL
_NEGATORS = frozenset(iv.NEGATORS.split() + fold_word(iv.NEGATORS).split())
_TECH_WORDS = frozenset((v.TECH_WORDS + " " + iv.TECH_WORDS_INTL).split())
_TECH_PHRASES = _phrase_regex(v.TECH_PHRASES + iv.TECH_PHRASES_INTL)
_HEDGES = _phrase_regex(v.HEDGES + iv.HEDGES_INTL + iv.STRONG_HEDGES_INTL + pv.HEDGES + pv.STRONG_HEDGES + cf.STRONG_HEDGES)
# a sum of money: currency-marked, or "12k" / "9 tys." / "20 tausend"
_SUSPECTS = _phrase_regex(cf.SUSPECTS)  # (round 18) "здається я вагітна": a maybe for health and money only
_AMOUNT = re.compile(v.AMOUNT + r"|\b\d+(?:[.,]\d+)?\s?(?:k|tys\.?|tysięcy|tausend|grand)\b")
_STRONG_HEDGES = _phrase_regex(v.STRONG_HEDGES + iv.STRONG_HEDGES_INTL + pv.STRONG_HEDGES + cf.STRONG_HEDGES)
_DEFINITIVE = re.compile(fold_letters(r"diagnos|prescri|przepisa|zdiagnoz|stwierdz|diagnostiz|verschrieb|verordn|put me on|recet|діагноз|диагноз"
                         r"|lost |blew |przegra|програ|проигра|perdi|perdí|perdu |verspielt|verzockt"
                         r"|psychiatr|psiquiatr|психіатр|психиатр|far along"
                         r"|suicid|suizid|selbstmord|samobójst|самогуб|суїцид|суицид|самоубий|ending my life"))  # (round 21)


class _Sentence:
    """One sentence around a hit. Whether it is about the user and its question mark are read at
    once; technical phrases and hedges are searched only when a rule asks (most hits fail an
    earlier check, and those searches are the costly part)."""

    __slots__ = ("start", "end", "personal", "question", "_chunk", "_tech_words", "_tech", "_strongly", "_hedged")

    def __init__(self, start: int, end: int, personal: int, tech_words: int, chunk: str) -> None:
        self.start, self.end, self.personal = start, end, personal
        self.question = "?" in chunk
        self._chunk = chunk  # the lower-cased sentence
        self._tech_words = tech_words
        self._tech: int | None = None
        self._strongly: bool | None = None
        self._hedged: bool | None = None

    def tech_at_least(self, n: int) -> bool:
        """Whether the sentence has `n` technical words and phrases (counted together)."""
        if self._tech_words >= n:
            return True
        if self._tech is None:
            self._tech = self._tech_words + len(_TECH_PHRASES.findall(self._chunk))
        return self._tech >= n

    @property
    def strongly_hedged(self) -> bool:
        if self._strongly is None:
            self._strongly = bool(_STRONG_HEDGES.search(self._chunk))
        return self._strongly

    @property
    def hedged(self) -> bool:
        if self._hedged is None:
            self._hedged = self.strongly_hedged or bool(_HEDGES.search(self._chunk))
        return self._hedged


# English speaker words that are common words of another language: Spanish "son" (are) and French "son" (his),
# German "im" (in the). In a sentence of that language they say nothing about the speaker: "Los síntomas de la
# diabetes son ...", "Im Jahr 2020 hatten ... Diabetes". The other language is told by its function words.
_ES_FR = frozenset("los las les des est que du con por para pour avec dans sont sus leur une del al muy mais".split())
_DE = frozenset("der das und ist nicht mit sich dem des auf für eine einen einem wurde sind von bei nach zum zur "
                "hatten haben wird auch noch aus".split())
_FOREIGN_HOMOGRAPHS = {"son": _ES_FR, "im": _DE}


def _foreign_sentence(tokens: list[tuple[int, int, str]], lo: int, end: int, words: frozenset[str]) -> bool:
    for i in range(lo, len(tokens)):
        if tokens[i][0] >= end:
            return False
        if tokens[i][2] in words:
            return True
    return False


# "book me a physio", "book an appointment": the verb of a booking app, not a book (a technical word of fiction talk)
_BOOKING = frozenset("me us a an my him her them".split())


# Polish past first person typed without diacritics ("dostalam", "zrobilem", "bylismy"), less look-alikes
_PL_PAST_FOLDED = ("ilam", "ilem", "ylam", "ylem", "alam", "alem", "elam", "elem", "lismy", "lysmy")
_NOT_PL_PAST = frozenset("salam salem jerusalem kalam malam alam alem elem selam shalem".split())


# "bipolar I and II", "type I", "Phase I": a numeral, not the speaker
_ROMAN_AFTER = re.compile(r"\s*(?:and|or|vs\.?|versus|/|-|,|und|oder|y|o|et|ou|i|a|и|і|та)\s*II\b")
_ROMAN_BEFORE = re.compile(r"(?:type|typ|tipo|phase|bipolar|bipolaire|bipolarna|біполярний|биполярное)\s*$", re.IGNORECASE)


def _roman_one(text: str, ts: int, te: int) -> bool:
    return _ROMAN_AFTER.match(text, te) is not None or _ROMAN_BEFORE.search(text, max(0, ts - 12), ts) is not None


def _scan(text: str, tokens: list[tuple[int, int, str]], start: int, end: int, count_tech: bool) -> tuple[int, int]:
    """Who text[start:end] is about and its technical words. Who: 2 the speaker or their family with a
    possessive ("I", "my wife", "mój mąż"), 1 a relative or a person named without one ("tata", "брат",
    "Petra Lange"), 0 neither."""
    personal = 0
    tech = 0
    lo = bisect.bisect_left(tokens, (start,))
    for i in range(lo, len(tokens)):
        ts, te, low = tokens[i]
        if ts >= end:
            break
        if personal < 2:  # the word as typed is only read for "I", "I'm" and "US"
            if low in _PERSONAL_WORDS and (low != "us" or text[ts:te] != "US") and (low != "j" or text[te:te + 1] != ".") \
                    or low.endswith(v.PERSONAL_PL_SUFFIXES) or (
                    low.endswith(_PL_PAST_FOLDED) and low not in _NOT_PL_PAST):  # "dostalam", "bylem" (round 18)
                if low not in _FOREIGN_HOMOGRAPHS or not _foreign_sentence(tokens, lo, end, _FOREIGN_HOMOGRAPHS[low]):
                    personal = 2
            elif low[0] == "i":
                raw = text[ts:te]
                if raw == "I" and not _roman_one(text, ts, te) or raw.startswith(("I'", "I’")):
                    personal = 2
            if not personal and (low in ov.RELATIVES or low in av.RELATIVES or low in cf.COLLEAGUES or low in lx.PEOPLE):
                personal = 1  # (and a colleague: "Kolega z biura ma raka", "Колега має рак", round 18)
            if low == "ma" and i + 1 < len(tokens) and tokens[i + 1][2] in cf.FR_MA_NOUNS:
                personal = 2  # French "ma collègue", not Polish "ma" (has)
            if personal == 2 and not count_tech:
                break
        if low in _TECH_WORDS and not (low == "book" and i + 1 < len(tokens) and tokens[i + 1][2] in _BOOKING):
            tech += 1
    # a named person is a data subject too: an HR note, a payroll line ("Petra Lange fällt aus",
    # "K. Ashby — union dues", "Оксана Гнатюк, діагноз ...")
    if not personal and (ov.NAMED_PERSON.search(text, start, end) or named_pupil(text, start, end)
                         or third_person(text, start, end) or subject_end(text, start, end) >= 0):
        personal = 1  # (and a pupil by name and class: "Lukas aus der 6b", named_pupils.py; "pan Nowak", "Laura cobra"
        #               - a title, a role or a given name in a work note: third_persons.py, round 23; "Fyi Jamie from
        #               QA is ...", "Notre nouveau dev Moussa est ...": a work note's person, work_subjects.py, round 40)
    return personal, tech


def _analyse_sentence(text: str, low_text: str, start: int, end: int, tokens: list[tuple[int, int, str]]) -> _Sentence:
    personal, tech = _scan(text, tokens, start, end, True)
    return _Sentence(start, end, personal, tech, low_text[start:end])


def _asks(text: str, low_text: str, tokens: list[tuple[int, int, str]], pos: int, sent: _Sentence) -> bool:
    """Whether the hit at `pos` is inside the question of its sentence. "I'm in therapy for burnout,
    how do I word the handover?" states a fact about the speaker and then asks; "Do you think my wife's
    cancer is hereditary, or ...?" asks from its first word."""
    if not sent.question:
        return False
    brk = ov.CLAUSE_BREAK.search(low_text, pos, sent.end)
    if brk is None:
        return True  # the hit is in the last clause, the one with the question mark
    clause_start = sent.start
    for m in ov.CLAUSE_BREAK.finditer(low_text, sent.start, pos):
        clause_start = m.end()
    first = ov.FIRST_WORD.search(low_text, clause_start, pos)
    if first is not None and first.group() in ov.QUESTION_WORDS:
        return True
    # the statement must say whose it is ("1.190 € brutto: wie weise ich ...?" is an invoice)
    return _scan(text, tokens, sent.start, brk.start(), False)[0] == 0


_REASONS = {
    Kind.HEALTH: "health information",
    Kind.FINANCE: "personal finances",
    Kind.RELATIONSHIP: "intimate or private life",
    Kind.SEXUALITY: "sexual orientation or sex life",
    Kind.BELIEFS: "religion, politics or union membership",
    Kind.ETHNICITY: "ethnic origin",
}


# Nobody's own condition or money: a generic person before the word, or the user as a make-believe example.
_GENERIC_SUBJECT = re.compile(fold_letters(
    r"\b(?:someone|somebody|anyone|people|a person|patients|kogoś|ktoś|osób|osoby|ludzi|jemand\w*|menschen|leute|alguien|"
    r"personas|quelqu'un|personnes|когось|хтось|людей|людям|кого-то|кто-то)\s+(?:\w+\s+){0,2}?(?:with|z|ze|mit|con|avec|"
    r"atteint\w*|qui ont|з|із|с|who have|who has|having)\s+(?:\w+\s+)?$", True))
# (round 17) a helpline's or a service's name before the word: "Hilfetelefon Gewalt gegen Frauen", "numéro d'écoute ..."
_SERVICE_NAME = re.compile(fold_letters(
    r"\b(?:hilfetelefon|helpline|hotline|telefon zaufania|linia wsparcia|línea de (?:ayuda|atención)|ligne d'écoute|"
    r"numéro d'écoute|гаряч\w* лін\w*|телефон\w* довіри|горяч\w* лини\w*|телефон\w* доверия|beratungsstelle)"
    r"\s+(?:[\w']+\s+){0,3}$", True))
_HYPOTHETICAL = re.compile(fold_letters(
    r"\b(?:explain|describe|tell|teach|wyjaśnij|wytłumacz|opisz|erklär\w*|beschreib\w*|explica\w*|explique\w*|поясни\w*|"
    r"розкажи\w*|объясни\w*)\b[^.!?\n]{0,60}\b(?:like i'?m|like i am|as if i (?:was|were)|jakbym był\w*|als wäre ich|"
    r"als ob ich|como si (?:fuera|fuese)|comme si j'étais|comme à un|ніби я|наче я|как будто я)\b", True))


def _topic_request(text: str, low_text: str, tokens: list[tuple[int, int, str]], sent: _Sentence) -> bool:
    """The sentence asks for an explanation of a topic ("Explain to me ...", "Wyjaśnij mi ...") and says nothing
    else of the speaker after the request's "me"."""
    m = lx.TOPIC_REQUEST.match(low_text, sent.start)
    if m is None:
        return False
    lo = bisect.bisect_left(tokens, (m.end(),))
    return not any(t[2] in _PERSONAL_WORDS and t[2] not in lx.TOPIC_ME for t in tokens[lo:] if t[0] < sent.end)


# "I don't know whether ..." after a statement asks about something else ("Estoy embarazada de 20 semanas y
# no sé si el seguro cubre el parto"); "..., but I'm not sure" after it doubts the statement.
_ASKS_ELSE = re.compile(fold_letters(r"no sé si|i don'?t know (?:if|whether)|nie wiem,? czy|weiß nicht,? ob|je ne sais pas si|"
                        r"не знаю,? (?:чи|ли)", True))


# "..., so the permit might be withdrawn": a hedge after a consequence is about the consequence
_SO = re.compile(fold_letters(r"(?:,|\s[—–-])\s*(?:so|and so|which means|więc|dlatego|also|deshalb|darum|así que|por eso|donc|alors|тому|тож|поэтому|так что)\s", True))


# "I have epilepsy, should I tell the gym?", "..., sollte ich das im Profil angeben?": whether to tell or write down
# the fact, asked in a later clause, does not doubt it
_ADVICE = frozenset(("should i", "czy powinienem", "czy powinnam", "sollte ich", "do i have"))
_TELL = re.compile(fold_letters(
    r"[^.!?\n]{0,40}?(?<!\w)(?:tell|mention|put|say|disclose|write|declare|list|share|hide|inform|include|report|admit|"
    r"bring (?:it|this|that) up|let (?:\w+ )?know|powiedzieć|mówić|wspomnieć|napisać|wpisać|podać|zgłosić|ukryć|ujawnić|"
    r"poinformować|przyznać|sagen|erwähnen|angeben|eintragen|schreiben|verschweigen|mitteilen|melden|offenlegen|"
    r"erzählen|complain|appeal|sue|beschweren|klagen|quejarme|reclamar|denunciar|me plaindre|porter plainte|poskarżyć|"
    r"złożyć skargę|скаржитися|поскаржитися|жаловаться|пожаловаться)(?!\w)", True))  # (round 21: a complaint asked after)
# (round 24) how to react to it, asked after a fact told: "I am Sinti ..., how should I react" (not after "if ...": "If a
# colleague tells me he is gay, how should I react?" is a case imagined)
_REACT = re.compile(fold_letters(
    r"[^.!?\n]{0,40}?(?<!\w)(?:react|respond|handle|deal with|cope|reagieren|umgehen|reagować|reagowac|zareagować|"
    r"zareagowac|reaccionar|responder|réagir|reagir|реагувати|відреагувати|реагировать|отреагировать)(?!\w)", True))
_IF = re.compile(r"(?<!\w)(?:if|wenn|falls|si|jeśli|jeżeli|jesli|jezeli|gdyby|якщо|коли|если|когда|when)(?!\w)")


def _advice_after(low_text: str, end: int, h: re.Match[str]) -> bool:
    return (h.group() in _ADVICE and h.start() >= end and ov.CLAUSE_BREAK.search(low_text, end, h.start()) is not None
            and (_TELL.match(low_text, h.end()) is not None or _REACT.match(low_text, h.end()) is not None
                 and _IF.search(low_text, max(0, end - 120), end) is None))


def _hedges_it(low_text: str, sent: _Sentence, end: int) -> bool:
    """Whether a strong hedge in `sent` doubts the statement ending at `end`."""
    return any(h.start() < end or not (_ASKS_ELSE.fullmatch(h.group()) or _SO.search(low_text, end, h.start())
                                       or _advice_after(low_text, end, h) or _is_it_possible(low_text, h))
               for h in _STRONG_HEDGES.finditer(low_text, sent.start, sent.end))


def _is_it_possible(low_text: str, h: re.Match[str]) -> bool:
    """"..., це можливо?", "czy to możliwe?": a question about what the fact allows, after it, not a doubt of it; (round
    45, rsens) also with a few words of the clause after it: "jestem gejem i chcę ..., czy to w ogóle możliwe bez
    ślubu?", "..., це можливо без шлюбу?"."""
    if h.group() not in ("можливо", "возможно", "możliwe", "mozliwe"):
        return False
    rest = low_text[h.end():h.end() + 40]
    q = rest.find("?")
    return q >= 0 and len(rest[:q].split()) <= 4 and not any(c in rest[:q] for c in ".,;!:\n")


def _suspected(low_text: str, kind: Kind, start: int, pos: int) -> bool:
    """A health or money word after "I think I'm", "здається я" in its sentence: a suspicion, not a fact."""
    return kind in (Kind.HEALTH, Kind.FINANCE) and _SUSPECTS.search(low_text, start, pos) is not None


def _hedged(low_text: str, sent: _Sentence, pos: int, strong: bool) -> bool:
    """sent.strongly_hedged (or sent.hedged), less an advice question after the word at `pos`."""
    if not (sent.strongly_hedged if strong else sent.hedged):
        return False
    return any(not (_advice_after(low_text, pos, h) or (h.start() >= pos and _is_it_possible(low_text, h)))
               for h in (_STRONG_HEDGES if strong else _HEDGES).finditer(low_text, sent.start, sent.end))


def _negated(tokens: list[tuple[int, int, str]], pos: int, sent_start: int, reach: int, low_text: str = "") -> bool:
    """Whether one of the `reach` words before `pos` (in its sentence) is a negation:
    "I don't have diabetes", "nie jestem gejem", "no soy creyente". (round 37) Not one of another clause: a comma then
    a new subject or a reason word starts a clause of its own - "je ne viens pas, je suis sous anticoagulants", "I'm
    not coming, I'm on antibiotics", "No, I'm pregnant" deny the coming, not the condition."""
    i = bisect.bisect_left(tokens, (pos,)) - 1
    after = pos
    for _ in range(reach):
        if i < 0 or tokens[i][0] < sent_start:
            return False
        if low_text and (after < len(low_text)) and _CLAUSE_CUT.match(low_text, tokens[i][1], after + 12):
            return False
        if low_text and _THAT_CUT.match(low_text, tokens[i][1], after + 12) and _KNOWS.search(low_text, max(sent_start, tokens[i][0] - 24), tokens[i][1]):
            return False  # (round 39) "im Betrieb weiß keiner, dass ich schwul bin": nobody knows it, the fact stands
        after = tokens[i][0]
        if tokens[i][2] in _NEGATORS and not (tokens[i][2] == "ne" and i and tokens[i - 1][2] in _DE_NE_VERBS):
            return True
        i -= 1
    return False


# (round 37) a comma and then a new subject or a reason: the words before it are another clause's
_CLAUSE_CUT = re.compile(r"[^\w,;]*[,;]\s*(?:i|i'm|im|i've|je|j'|ich|jestem|mam|bo|because|cause|coz|since|car|"
                         r"parce|puisque|weil|denn|da|porque|pues|ya que|estoy|tengo|yo|бо|тому|я|потому|так как)(?!\w)")


# (round 39) a "that" clause after a verb of knowing: its fact is not denied by "nobody knows", "wissen nicht"
_THAT_CUT = re.compile(r"[^\w,;]*,\s*(?:dass|daß|że|ze|que|что|що|that)(?!\w)")
_KNOWS = re.compile(r"(?<!\w)(?:knows?|weiß|weiss|wissen|ahnt|ahnen|wie|wiedzą|wiedza|sait|savent|sabe|saben|знає|знають|знает|знают)(?!\w)")


# (round 24) German chat's "ne" is "eine" after a verb ("hab ne Affäre", "hat ne Depression"), not French "ne"
_DE_NE_VERBS = frozenset("hab habe hat hatte hatt hab' ist bin war gibt gibts krieg kriegt kriegte hast".split())


def _entries_of(index: _Index, word: str) -> tuple[_Entry, ...]:
    found: list[_Entry] = []
    index.lookup(word, found)
    if "'" in word:
        head, tail = word.split("'", 1)
        index.lookup(head, found)
        if len(head) <= 3:  # an elided article or pronoun: "l'huissier", "d'alcool", "qu'il"
            index.lookup(tail, found)
    return tuple(found)


# Words repeat across messages: each one is looked up in the vocabulary once per process.
_main_entries = functools.lru_cache(maxsize=1 << 16)(functools.partial(_entries_of, _INDEX))
_gated_entries = functools.lru_cache(maxsize=1 << 16)(functools.partial(_entries_of, _GATED))
after_compile_all(lambda: [(_need_of(e.regex), e.tier == _TIER_STRONG and also_of(e.regex)) for t in (_INDEX.exact, _INDEX.stems, _GATED.exact, _GATED.stems, _ALWAYS_ENTRIES)
                           for es in t.values() for e in es])  # the warm-up works out every pattern's needs too (and a strong
# one's other literal sets, need_groups.also_of, right after: the pattern parsed once, from the parse cache)
after_compile_all(lambda: register_needs(_need_of(e.regex) for t in (_INDEX.exact, _INDEX.stems, _GATED.exact, _GATED.stems, _ALWAYS_ENTRIES)
                                         for es in t.values() for e in es if e.tier == _TIER_STRONG))  # and their keys
after_compile_all(lambda: register_needs(tuple(lits) for t in (_INDEX.exact, _INDEX.stems, _GATED.exact, _GATED.stems, _ALWAYS_ENTRIES)
                                         for es in t.values() for e in es if e.tier == _TIER_STRONG
                                         for lits in also_of(e.regex)))  # and their other literal sets, and those keys
after_compile_all(lambda: [g.passing("", TextKeys(()), _need_of) for g in _TOLD_GROUPS])  # vocab/told.py's groups indexed
# (session 32) and every strong pattern's part of a group's index, and the areas' own groups: a word's group first met after
# the warm-up only puts its patterns' parts together (need_groups.index_entries)
after_compile_all(lambda: index_entries((e.regex for t in (_INDEX.exact, _INDEX.stems, _GATED.exact, _GATED.stems, _ALWAYS_ENTRIES)
                                         for es in t.values() for e in es if e.tier == _TIER_STRONG), _need_of))
after_compile_all(lambda: [g.passing("", TextKeys(()), _need_of) for g in _ALWAYS_GROUPS.values()])


@dataclass(frozen=True)
class _WordRecord:
    """What one word brings, worked out once per word and process."""
    word: str
    main: tuple[_Entry, ...]  # its entries in the main index
    gated: tuple[_Entry, ...]  # strong patterns it starts that need their area's own word
    gate: frozenset[Kind]  # areas it gives a word of their own (every tier but strong)
    patterns: tuple[_Entry, ...]  # main entries with a regex to run, but strong ones (several words; the strong: `strong`)
    singles: tuple[_Entry, ...]  # main entries that are this one word
    strong: NeedGroup | None  # the strong patterns among `main`, tested for their needs together
    gated_by_kind: tuple[tuple[Kind, NeedGroup], ...]  # `gated`, per area


def _word_record(word: str) -> _WordRecord | None:
    main, gated = _main_entries(word), _gated_entries(word)
    if not main and not gated:
        return None
    strong = [e for e in main if e.tier == _TIER_STRONG]
    return _WordRecord(
        word, main, gated,
        frozenset(e.kind for e in main if e.tier != _TIER_STRONG),
        tuple(e for e in main if e.tier != _TIER_STRONG and e.regex is not None),  # (session 24: not the strong ones, which
        #                                                                          find_disclosures only dropped from them)
        tuple(e for e in main if e.tier != _TIER_STRONG and e.regex is None),
        shared_group(strong) if strong else None,
        tuple((kind, shared_group([e for e in gated if e.kind is kind])) for kind in dict.fromkeys(e.kind for e in gated)),
    )


# (round 16) a clause of its own: "I'm diabetic and I code a script", "je suis diabétique de type 1 et je code ..."
_CLAUSE_OR_AND = re.compile(r"[,;:]\s|\s[—–-]+\s|[—–]|\s(?:and|but|so|et|mais|donc|und|aber|deshalb|y|pero|así que|"
                            r"ale|więc|і|але|тому|и|но|поэтому)\s")


_SELF_SUBJECT = re.compile(r"(?<![\w'])(?:i|i'm|i've|je|j'\w+|ich|yo|soy|estoy|tengo|padezco|ja|jestem|mam|choruję|я|"
                           r"у мене|у меня|мені|мне)(?![\w'])")


def _own_clause(text: str, low_text: str, tokens: list[tuple[int, int, str]], pos: int, sent: _Sentence) -> bool:
    """The hit's own clause says it of the speaker and has no technical word: the technical words of the
    sentence are about what the user does next, not about the word."""
    start = sent.start
    for m in _CLAUSE_OR_AND.finditer(low_text, sent.start, pos):
        start = m.end()
    brk = _CLAUSE_OR_AND.search(low_text, pos, sent.end)
    end = brk.start() if brk else sent.end
    if _SELF_SUBJECT.search(low_text, start, end) is None:
        # (round 40) a named colleague opening the clause ("Sprint note: Priya is out for chemo"): the words after them
        # are what it says; the writer's possessive on the word ("nach meinem Bandscheibenvorfall ... BEM-Gespräch")
        if owned_before(low_text, start, pos):
            # (only English puts the technical noun after the word it is about: "my cancer classifier"; "mi app de
            # diabetes", "meine Diabetes-App" own the app, and "po moim zawale firma chce ..." opens a new clause)
            return low_text[max(start, pos - 3):pos] != "my " or not _tech_after(text, tokens, pos)
        # (or the sentence's subject before an apposition's comma: "La nueva de backend, Valeria, es una mujer trans")
        named = subject_end(text, start, end) if start > sent.start else -1
        named = subject_end(text, sent.start, end) if named < 0 else named
        if named < 0 or named > pos:
            return False  # the speaker as the subject ("I", "je", "ich", "soy", "jestem", "я"), not "our office"
        # (a role after the person is another person: "is sleeping with the product owner")
        return not any(named <= ts < end and w in _TECH_WORDS and not work_role(w) for ts, _, w in tokens) \
            and _TECH_PHRASES.search(low_text, named, end) is None
    tech = _scan(text, tokens, start, end, True)[1]
    return tech == 0 and _TECH_PHRASES.search(low_text, start, end) is None


def _tech_after(text: str, tokens: list[tuple[int, int, str]], pos: int) -> bool:
    """Is the word after the one at `pos` technical ("my cancer classifier", "mój cukrzyca-tracker")?"""
    i = bisect.bisect_right(tokens, (pos, len(text) + 1))
    return i < len(tokens) and tokens[i][2] in _TECH_WORDS


class _Records(dict):
    """Word -> its _WordRecord or None, once per word and process (a dict look-up from C for a word seen
    before; cleared when it grows large)."""

    def __missing__(self, word: str) -> _WordRecord | None:
        if len(self) >= 1 << 16:
            self.clear()
        got = self[word] = _word_record(word)
        return got


_word_records = _Records().__getitem__


def find_disclosures(text: str) -> list[Finding]:
    # The common case costs one C-level tokenisation of the lower-cased text and a look-up per
    # distinct word; positions, sentences and negations are only worked out once a word hits.
    low_text = lower_keep_length(text)
    if "’" in low_text or "ʼ" in low_text:  # (and the Ukrainian keyboard's apostrophe, U+02BC: "бʼє", "мʼязи")
        low_text = low_text.replace("’", "'").replace("ʼ", "'")
    words = set(words_of(low_text))
    records = list(filter(None, map(_word_records, words)))  # (a _WordRecord is true, None false: no loop in Python)
    told_words = _TOLD_WORDS.intersection(words)  # (round 21: told.py, money with a figure; round 22: notes.py)
    if told_words:
        areas = frozenset().union(*map(_TOLD_OF.__getitem__, told_words))
        if not areas.isdisjoint(_FINANCE_TOLD) and not _HAS_DIGIT(low_text):
            areas = areas - _FINANCE_TOLD
        told = [_TOLD_GROUPS[i] for i in sorted(areas)]
    else:
        told = []
    if not told and not any(r.main for r in records):
        return []
    gate: set[Kind] = set()
    hits: list[_Entry] = []  # multi-word entries: each regex runs once
    for r in records:
        gate |= r.gate
        hits.extend(r.patterns)
    singles = {r.word: r.singles for r in records if r.singles}

    tokens: list[tuple[int, int, str]] = []  # (start, end, lower-cased word), built on first need
    single_spots: list[tuple[_Entry, int]] = []
    tokenised = []

    def tokenise() -> None:
        tokenised.append(True)
        tokens.extend([(m.start(), m.end(), m.group()) for m in _TOKEN.finditer(low_text)])
        if singles:
            single_spots.extend([(e, start) for start, _, low in tokens if low in singles for e in singles[low]])

    # (a trigger word counts only when negated: with no negation among the words, triggers alone need no positions)
    if singles and (not _NEGATORS.isdisjoint(words) or any(e.tier != _TIER_TRIGGER for es in singles.values() for e in es)):
        tokenise()

    sentences: list[tuple[int, int]] = []
    starts: list[int] = []
    cache: dict[int, _Sentence] = {}

    def sentence_at(pos: int) -> _Sentence:
        if not tokenised:
            tokenise()
        if not starts:
            sentences.extend((m.start(), m.end()) for m in _SENTENCE.finditer(text))
            starts.extend(s for s, _ in sentences)
            if not starts:
                starts.append(0)
        i = max(0, bisect.bisect_right(starts, pos) - 1)
        if i not in cache:
            s, e = sentences[i] if sentences else (0, len(text))
            cache[i] = _analyse_sentence(text, low_text, s, e, tokens)
        return cache[i]

    found: dict[tuple[Kind, int], Finding] = {}

    def add(kind: Kind, sent: _Sentence) -> None:
        key = (kind, sent.start)
        if key not in found and (kind is Kind.FINANCE and money_aside(low_text, sent.start, sent.end)
                                 or kind is Kind.BELIEFS and joining_weighed(low_text, sent.start, sent.end)):
            return  # "bin pleite 😅" beside a recipe request, "może weźmiemy kredyt", "вступити в профспілку? вагаюсь"
        if key not in found and sent.personal < 2 and public_story(low_text, sent.start, sent.end, BARE_KIN, True):
            return  # "The senator converted to Catholicism in 1998", a novel's heroine (public_figures.py, round 17)
        if key not in found:
            chunk = text[sent.start:sent.end]
            lead = len(chunk) - len(chunk.lstrip())
            trail = len(chunk.rstrip())
            found[key] = Finding(kind, _REASONS[kind], sent.start + lead, sent.start + max(trail, lead))

    has = low_text.__contains__
    gated = GATED

    ran: set[int] = set()
    # The strong patterns whose needs the text meets (none of what every match of the others contains is in
    # it), each once: a word's own, those that start with a common word once an area has a word of its own,
    # and an area's patterns without an anchor word (need_groups.py: told from the words' keys, then the literals).
    strong: dict[int, _Entry] = {}
    keys = TextKeys(words)
    asked: set[int] = set()  # the groups asked already: words share groups ("mein", "meine"), and a kind's gated one
    for r in records:  # (a third of the calls were repeats, the same answer for the same text)
        group = r.strong
        if group is not None and id(group) not in asked:
            asked.add(id(group))
            for e in group.passing(low_text, keys, _need_of, gated):
                strong.setdefault(id(e.regex), e)
        if gate:  # only now look for the strong patterns that start with a common word
            for kind, group in r.gated_by_kind:
                if kind in gate and id(group) not in asked:
                    asked.add(id(group))
                    for e in group.passing(low_text, keys, _need_of, gated):
                        strong.setdefault(id(e.regex), e)
    for kind in gate:
        for e in _ALWAYS_GROUPS[kind].passing(low_text, keys, _need_of, gated):
            strong.setdefault(id(e.regex), e)
    for group in told:
        for e in group.passing(low_text, keys, _need_of, gated):
            strong.setdefault(id(e.regex), e)
    # (session 23) a pattern every match of which holds a digit finds nothing in a text without one: ASCII without 0-9 has
    # no character a digit class matches (98 % of chat turns; some 15 % of the strong patterns' runs were such patterns)
    no_digit = gated and low_text.isascii() and not any(map(low_text.__contains__, "0123456789"))
    for entry in strong.values():
        if no_digit and digit_needed(entry.regex):
            continue
        for m in entry.regex.finditer(low_text):
            sent = sentence_at(m.start())
            if sent.tech_at_least(2) and id(entry.regex) not in _NO_TECH and not _own_clause(text, low_text, tokens, m.start(), sent):
                continue
            if sent.strongly_hedged and not _DEFINITIVE.search(m.group()) and _hedges_it(low_text, sent, m.end()):
                continue  # "I wonder if I have ADHD" is a question for the user, not a fact
            if _negated(tokens, m.start(), sent.start, 1, low_text) or _suspected(low_text, entry.kind, sent.start, m.end()):
                continue  # "nie jestem gejem", "no soy creyente"; "ich glaub ich könnte schwanger sein"
            if entry.kind is Kind.RELATIONSHIP and _revealed(low_text, m.start(), m.end()):
                continue  # "zdradził, że ...": Polish "zdradzić" also means to reveal
            add(entry.kind, sent)

    # Softer words: first every spot, so that a negated one silences its whole sentence ("I don't
    # have ADHD, but I wonder how methylphenidate works", "Я не вагітна, ... тести на вагітність").
    spotted: list[tuple[_Entry, int, _Sentence]] = []
    denied: set[tuple[Kind, int]] = set()
    soft = [(e, -1) for e in hits] + single_spots
    for entry, pos in soft:
        if entry.regex is not None:
            if id(entry.regex) in ran:
                continue
            ran.add(id(entry.regex))
            need = _need_of(entry.regex)
            if need is not None and gated and not (has(need) if need.__class__ is str else any(map(has, need))):
                continue
            spots = [m.start() for m in entry.regex.finditer(low_text)]
        else:
            spots = [pos]
        for p in spots:
            if entry.tier == _TIER_TRIGGER and not _negated(tokens, p, 0, 3):
                continue  # a trigger only matters when negated: skip the sentence analysis
            sent = sentence_at(p)
            if _negated(tokens, p, sent.start, 3, low_text):
                denied.add((entry.kind, sent.start))  # "I don't have diabetes", "nie mam cukrzycy"
            elif entry.tier != _TIER_TRIGGER:
                spotted.append((entry, p, sent))
    for entry, p, sent in spotted:
        if (entry.kind, sent.start) in found or (entry.kind, sent.start) in denied:
            continue
        if _suspected(low_text, entry.kind, sent.start, p):
            continue
        if not sent.personal and entry.kind is Kind.HEALTH and absent_colleague(low_text, p, sent.start):
            add(entry.kind, sent)  # "..., dass Jana fehlt? Sie hat einen Bandscheibenvorfall" (absences.py, round 18)
            continue
        if (not sent.personal and terse_personal(text, low_text) < 0 and terse_sentence(text, low_text, sent.start, sent.end) < 0
                and not (entry.kind is Kind.HEALTH and (
                treated_note(text, low_text, p, entry.tier == _TIER_EXPLICIT) or diagnosis_reported(low_text, sent.start, sent.end)
                or treated_sentence(text, low_text, sent.start, sent.end, p, entry.tier == _TIER_EXPLICIT)))) or (
                sent.tech_at_least(1) and not _own_clause(text, low_text, tokens, p, sent)):
            continue  # (a short reply of facts about oneself needs no "I": terse.terse_personal; and such a reply as a
            #          sentence of its own among others - "Welche Dübel für Porenbeton? MS, seit 2021 diagnostiziert.")
        if sent.personal == 1 and low_text.startswith(ov.STAY_WORDS, p):
            continue  # "tata jest w szpitalu na badaniach": a relative in hospital, nothing more yet
        if sent.personal == 1 and topic_of_talk(low_text, sent.start, p):
            continue  # "Jonas hat den Vortrag über Multiple Sklerose organisiert": a topic (third_persons.py, round 23)
        if entry.tier == _TIER_TERM and (_hedged(low_text, sent, p, False) or _asks(text, low_text, tokens, p, sent)):
            continue
        if entry.tier == _TIER_TERM and (_GENERIC_SUBJECT.search(low_text, max(sent.start, p - 32), p)
                                         or _HYPOTHETICAL.search(low_text, sent.start, sent.end)):
            continue  # "exercises for someone with arthritis", "explain it like I'm a florist with £60k turnover"
        if entry.tier == _TIER_TERM and entry.kind is Kind.FINANCE and not _AMOUNT.search(
                text, sent.start, sent.end):
            continue  # "my mortgage", "file my taxes": money talk without figures is not red
        if entry.tier == _TIER_EXPLICIT and (_hedged(low_text, sent, p, True) or _asks(text, low_text, tokens, p, sent)):
            continue
        if entry.tier in (_TIER_TERM, _TIER_EXPLICIT) and (
                _topic_request(text, low_text, tokens, sent) or lx.ORG_AFTER.match(low_text, p)
                or entry.kind in (Kind.FINANCE, Kind.HEALTH) and lx.MADE_UP.search(low_text)):
            continue  # "Explique-moi l'endométriose pour un exposé", "Die Klinik GmbH", "a sample budget" (round 20)
        if entry.tier != _TIER_STRONG and _SERVICE_NAME.search(low_text, max(sent.start, p - 40), p):
            continue  # the topic of a helpline's name, not the writer's life
        if entry.kind is Kind.RELATIONSHIP and _revealed(low_text, p, p + 12):
            continue  # "zdradził, że ...", "zdradziła szczegóły": Polish "zdradzić" also means to reveal
        add(entry.kind, sent)
    return list(found.values())


# "zdradzić" is to cheat on and to reveal: revealed is "zdradził, że", "zdradziła szczegóły planu", "nie zdradzę
# tajemnicy", "zdradzał objawy"; cheating takes a person ("zdradził mnie", "zdradza żonę z ...")
_REVEALED = re.compile(r"zdradz\w*,? (?:że|iż|(?:\w+ )?(?:szczegół|tajemnic|sekret|plan|zamiar|nazwisk|objaw|oznak|"
                       r"zdolnoś|talent|informacj|kulis|wynik|termin|dat|cen|nazw)\w*)")
_NOT_REVEALED = re.compile(r"\b(?:mnie|cię|ciebie|go|jego|ją|nas|was|ich|żonę|męża|partner\w*|dziewczynę|chłopaka)\s+$")
_REVEALED_NOT = re.compile(r"nie zdradz\w*,? (?:kto|co|jak|gdzie|kiedy|ile|dlaczego|czy)\b")


def _revealed(low: str, start: int, end: int) -> bool:
    """The match low[start:end] holds a form of "zdradzić" used as "to reveal" (see _REVEALED)."""
    at = low.find("zdradz", start, end)
    if at < 0 or _NOT_REVEALED.search(low, max(0, at - 16), at):
        return False  # "mąż mnie zdradził, że ..." is still cheating
    return _REVEALED.match(low, at) is not None or _REVEALED_NOT.match(low, max(0, at - 4)) is not None
