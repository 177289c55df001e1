"""Round 49 (rtidy): copied helpers merged into one, exactly.

- sentence_scope.stop_span / stop_bounds / stop_finding: the "to the end of the sentence, leading spaces skipped"
  helper that seventeen modules each wrote out (as `_sentence`, `_sentence_span`, `_sentence_finding` or inline) -
  every old copy is kept below, verbatim, and must give the shared helper's span on every position of texts with
  sentence ends, abbreviations, numbers, newlines and leading spaces;
- partner_control.first_told_act: the partner's act loop find_partner_control, its _find_watched and
  watched_partners.py each wrote out;
- no module defines its own copy any more.
"""
from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from app.core.memory.privacy.detector import partner_control, watched_partners
from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.sentence_scope import stop_bounds, stop_finding, stop_span
from app.core.memory.privacy.detector.verdict import detect

_DETECTOR = Path(__file__).resolve().parents[4] / "app" / "core" / "memory" / "privacy" / "detector"


# --- the old copies, as they were written (base 62986cd8) ---------------------------------------------------------

def _old_chat_relays(t: str, start: int, end: int) -> tuple[int, int]:
    a = max(t.rfind(c, 0, start) for c in ".!?\n") + 1
    ends = [i for i in (t.find(c, end) for c in "!?\n") if i >= 0]
    b = max(min(ends) if ends else len(t), end)
    while a < b and t[a].isspace():
        a += 1
    return a, b


def _old_implied_orientations(t: str, start: int, end: int) -> tuple[int, int]:  # (and implied_bonds, kept_fasts)
    a = max(t.rfind(c, 0, start) for c in ".!?\n") + 1
    ends = [i for i in (t.find(c, end) for c in ".!?\n") if i >= 0]
    b = min(ends) if ends else len(t)
    while a < b and t[a].isspace():
        a += 1
    return a, max(b, end)


def _old_hurried_forms(t: str, start: int, end: int) -> tuple[int, int]:  # (and life_troubles)
    a = max(t.rfind(c, 0, start) for c in ".!?\n") + 1
    b = end
    while b < len(t) and t[b] not in ".!?\n":
        b += 1
    a += len(t[a:b]) - len(t[a:b].lstrip())
    return a, b


def _old_named_origins(t: str, start: int, end: int) -> tuple[int, int]:  # (and hidden_spending, named_collections)
    a = max(t.rfind(c, 0, start) for c in ".!?\n") + 1
    ends = [i for i in (t.find(c, end) for c in ".!?\n") if i >= 0]
    return a, (min(ends) if ends else len(t))


def _old_intimate_acts(low: str, at: int, end: int) -> tuple[int, int]:  # (and kin_abuse with end = at)
    start = max(low.rfind(c, 0, at) for c in ".!?\n") + 1
    stop = end
    while stop < len(low) and low[stop] not in ".!?\n":
        stop += 1
    return start, stop


def _old_partner_control(t: str, low: str, at: int, end: int) -> tuple[int, int]:  # (and watched_partners)
    start = max(low.rfind(c, 0, at) for c in ".!?\n") + 1
    while end < len(t) and t[end] not in ".!?\n":
        end += 1
    lead = len(t[start:end]) - len(t[start:end].lstrip())
    return start + lead, end


TEXTS = [
    "",
    "   ",
    "My husband checks my phone. He takes my card!",
    "  leading spaces. \n  and a line\n\n  third? yes!  ",
    "Tel. 0800 123 and Dr. Müller said so. Next sentence here",
    "zu seinem 70. Geburtstag war ich in der Klinik... danach nicht mehr?!",
    "ul. Długa 5, m. 3\nMój mąż sprawdza mój telefon.",
    "Мій чоловік перевіряє мою вагу. Він кричить!\r\n\tдалі",
    "no stop at all in this text",
    ".!?\n",
    "a.b.c",
    "\u2028 odd space \u3000 and ideographic. end\u00a0. x",
    "İstanbul'da kaldım. Sonra döndüm",
]


def _random_texts(n: int = 60) -> list[str]:
    rng = random.Random(49)
    alphabet = "ab cD.!?\n\t\u00a0\u2028Éé1 ,;:İ"
    return ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 24))) for _ in range(n)]


def _spans(t: str):
    for start in range(len(t) + 1):
        for end in range(start, len(t) + 1):
            yield start, end


@pytest.mark.parametrize("t", TEXTS + _random_texts())
def test_shared_helper_is_every_old_copy(t: str) -> None:
    low = lower_keep_length(t)
    for start, end in _spans(t):
        assert stop_span(t, start, end, "!?\n") == _old_chat_relays(t, start, end)
        assert stop_span(t, start, end) == _old_implied_orientations(t, start, end)
        assert stop_span(t, start, end) == _old_hurried_forms(t, start, end)
        assert stop_bounds(t, start, end) == _old_named_origins(t, start, end)
        assert stop_bounds(low, start, end) == _old_intimate_acts(low, start, end)
        assert stop_span(t, start, end) == _old_partner_control(t, low, start, end)
        f = stop_finding(Kind.HEALTH, "health information", t, start, end)
        assert f == Finding(Kind.HEALTH, "health information", *stop_span(t, start, end))


def test_sentence_ends_abbreviations_and_newlines() -> None:
    t = "Dr. Kowalski said so.  My husband reads my mail\nand more"
    at = t.index("husband")
    assert stop_span(t, at, at + 7) == (t.index("My"), t.index("\n"))
    # the crude span: a full stop after an abbreviation ends it too (sentence_bounds is the careful one)
    k = t.index("Kowalski")
    assert stop_span(t, k, k + 8) == (k, t.index(" said") + len(" said so"))
    # "!?\n" as the end stops: a full stop does not end it
    assert stop_span(t, k, k + 8, "!?\n")[1] == t.index("\n")
    # leading spaces and a line break before it are skipped, the end is the text's end when nothing follows
    t = "first line\n   second one"
    assert stop_span(t, t.index("second"), len(t)) == (t.index("second"), len(t))
    assert stop_bounds(t, t.index("second"), len(t)) == (t.index("\n") + 1, len(t))


ACT_TEXTS = [
    "My husband checks my Amazon orders and gets angry, I need to buy things he won't see.",
    "Hi. My husband never checks my orders. But my boyfriend reads my messages and takes my bank card!",
    "If my partner checks my phone, what should I do? My husband takes my bank card.",
    "my husband checks my fitbit weight every morning and goes quiet for the whole day if it goes up",
    "Mi marido mira mi peso cada mañana y si sube no me habla.",
    "Мій хлопець перевіряє мої посилки і кричить.",
    "my husband has all the bank logins and gives me £40 a week",
    "My wife checks my strava and cheers me on.",
    "Mój mąż sprawdza moje paczki i robi awantury, jak zamówić coś, żeby nie wiedział?",
]


def _old_find_watched_partners(t: str) -> list[Finding]:
    low = lower_keep_length(t)
    if not watched_partners._GATE.search(low):
        return []
    for m in watched_partners._ACT.finditer(low):
        if partner_control.NEGATION.search(m.group(1)):
            continue
        start = max(low.rfind(c, 0, m.start()) for c in ".!?\n") + 1
        if partner_control.IF.search(low, start, m.start()):
            continue
        if not watched_partners._EITHER.search(low):
            continue
        end = m.end()
        while end < len(t) and t[end] not in ".!?\n":
            end += 1
        lead = len(t[start:end]) - len(t[start:end].lstrip())
        return [Finding(Kind.RELATIONSHIP, "intimate or private life", start + lead, end)]
    return []


def _old_first(pattern, t: str, low: str, both: bool) -> list[Finding]:
    for m in pattern.finditer(low):
        if partner_control.NEGATION.search(m.group(1)) or (both and m.group(2)
                                                             and partner_control.NEGATION.search(m.group(2))):
            continue
        start = max(low.rfind(c, 0, m.start()) for c in ".!?\n") + 1
        if partner_control.IF.search(low, start, m.start()):
            continue
        return [Finding(Kind.RELATIONSHIP, "intimate or private life", *_old_partner_control(t, low, start, m.end()))]
    return []


@pytest.mark.parametrize("t", ACT_TEXTS)
def test_first_told_act_is_the_old_loops(t: str) -> None:
    low = lower_keep_length(t)
    assert watched_partners.find_watched_partners(t) == _old_find_watched_partners(t)
    assert partner_control.first_told_act(partner_control._ACT, t, low) == _old_first(partner_control._ACT, t, low, False)
    assert partner_control.first_told_act(partner_control._WATCHED, t, low, (1, 2)) \
        == _old_first(partner_control._WATCHED, t, low, True)


def test_partner_acts_still_found() -> None:
    assert detect("My husband checks my Amazon orders and gets angry, I need to buy things he won't see.").label == "red"
    assert partner_control.find_partner_control("My wife checks my strava and cheers me on.") == []
    assert watched_partners.find_watched_partners("My husband checks my Amazon orders so we don't buy twice.") == []


def _defined_functions(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}


MERGED = {
    "chat_relays": "_sentence", "implied_orientations": "_sentence", "psychiatric_stays": "_sentence",
    "recovery_milestones": "_sentence", "telling_treatments": "_sentence", "treatment_courses": "_sentence",
    "hurried_forms": "_sentence", "life_troubles": "_sentence", "implied_bonds": "_sentence",
    "kept_fasts": "_sentence_span", "hidden_spending": "_sentence", "named_collections": "_sentence",
    "named_origins": "_sentence", "intimate_acts": "_sentence", "kin_abuse": "_sentence",
    "partner_control": "_sentence_finding",
}


def test_no_module_defines_its_own_copy_any_more() -> None:
    for module, name in MERGED.items():
        assert name not in _defined_functions(_DETECTOR / f"{module}.py"), module
    # the inline copy of the partner's act loop is gone from watched_partners.py
    assert "rfind" not in (_DETECTOR / "watched_partners.py").read_text(encoding="utf-8")


# --- the folded lazy-pattern factory (folded_patterns.py) --------------------------------------------------------

_COPIED_HELPER = (
    "LazyPattern({p}, lambda s: fold_letters(s, True))",
    "GatedLazyPattern({p}, lambda s: fold_letters(s, True))",
    'LazyPattern({p}, lambda s: "(?i)" + fold_letters(s, True))',
)


def test_no_module_writes_the_folded_helper_again() -> None:
    for path in sorted(_DETECTOR.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.FunctionDef) and len(node.args.args) == 1 and isinstance(node.body[-1], ast.Return):
                returned = ast.unparse(node.body[-1].value)
                p = node.args.args[0].arg
                assert returned not in {form.format(p=p) for form in _COPIED_HELPER}, (path.name, node.name)


@pytest.mark.parametrize("source", [
    r"(?<!\w)(?:żona|mąż|ciąża|sé|está|haustür|straße)(?!\w)",
    r"plain ascii (?:only|words)",
    r"[äö]l|é[^\W\d_]",
])
def test_folded_factories_are_the_old_helpers(source: str) -> None:
    from app.core.memory.privacy.detector.folded_patterns import caseless_folded_lazy, folded_gated, folded_lazy
    from app.core.memory.privacy.detector.folding import fold_letters
    from app.core.memory.privacy.detector.gated_lazy import GatedLazyPattern
    from app.core.memory.privacy.detector.lazy import _ALL, LazyPattern

    registered = len(_ALL)  # (the patterns made here leave the registry as they found it: other tests walk it)
    try:
        pairs = ((folded_lazy(source), LazyPattern(source, lambda s: fold_letters(s, True))),
                 (folded_gated(source), GatedLazyPattern(source, lambda s: fold_letters(s, True))),
                 (caseless_folded_lazy(source), LazyPattern(source, lambda s: "(?i)" + fold_letters(s, True))))
        for new, old in pairs:
            assert type(new) is type(old)
            assert new._rewritten() == old._rewritten()  # noqa: SLF001
            assert new._mode() == old._mode()  # noqa: SLF001
            assert new.compiled.pattern == old.compiled.pattern and new.compiled.flags == old.compiled.flags
    finally:
        del _ALL[registered:]


# --- sentence_matches / after_spaces: the loop own_convictions, scam_losses and taken_drugs each wrote out ----------

def _old_first_taken(t: str, pattern, vetoes) -> list[Finding]:
    from app.core.memory.privacy.detector import taken_drugs as td
    from app.core.memory.privacy.detector.sentence_scope import sentence_bounds

    low = lower_keep_length(t)
    if pattern.search(low) is None:
        return []
    low = low.replace("’", "'").replace("ʼ", "'")
    for m in pattern.finditer(low):
        a, b = sentence_bounds(low, m.start())
        if td._NOT_YET.search(low[a:m.start()]) or any(v.search(low, a, b) for v in vetoes):
            continue
        lead = len(t[a:b]) - len(t[a:b].lstrip())
        return [Finding(Kind.HEALTH, td._REASON, a + lead, b)]
    return []


def _old_own_convictions(t: str) -> list[Finding]:
    from app.core.memory.privacy.detector import own_convictions as oc
    from app.core.memory.privacy.detector.sentence_scope import sentence_bounds

    low = lower_keep_length(t)
    if oc._RECORD.search(low) is None:
        return []
    low = low.replace("’", "'").replace("ʼ", "'")
    for m in oc._RECORD.finditer(low):
        a, b = sentence_bounds(low, m.start())
        e = min(b, m.end() + 40)
        while e < b and (low[e].isalnum() or low[e] == "'"):
            e += 1
        if oc._NOT_OWN.search(low, a, e):
            continue
        lead = len(t[a:b]) - len(t[a:b].lstrip())
        return [Finding(Kind.RELATIONSHIP, oc._REASON, a + lead, b)]
    return []


TAKEN_TEXTS = [
    "Hi there.   I'm on sertraline since March and it helps. Thanks!",
    "Should I take lithium? I'm taking lithium 600 mg.",
    "My patient is on quetiapine. I’m on quetiapine too.",
    "Biorę kwetiapinę od roku.  A ty?",
    "I'm running test e and tren this cycle, any advice?",
    "He's running tren. I’m on my first cycle of anavar.",
    "Ich nehme Testosteron seit Mai (TRT vom Arzt).",
    "I have a criminal record for theft from 2015.",
    "Tengo antecedentes penales por robo.   Y tú?",
    "I don't have a criminal record. My brother has a conviction for fraud.",
    "nothing here at all",
]


@pytest.mark.parametrize("t", TAKEN_TEXTS)
def test_sentence_matches_is_the_old_loops(t: str) -> None:
    from app.core.memory.privacy.detector import own_convictions as oc
    from app.core.memory.privacy.detector import taken_drugs as td

    assert td.find_named_drugs(t) == _old_first_taken(t, td._NAMED, (td._NOT_NAMED,))
    assert td.find_steroid_cycles(t) == _old_first_taken(t, td._CYCLING, (td._NOT_NAMED, td._NOT_OWN_CYCLE))
    assert oc.find_own_convictions(t) == _old_own_convictions(t)


def test_after_spaces() -> None:
    from app.core.memory.privacy.detector.sentence_scope import after_spaces

    assert after_spaces("ab.  cd", 3, 7) == 5
    assert after_spaces("ab.   ", 3, 6) == 6
    assert after_spaces("x\n\u00a0y", 1, 4) == 3
    assert after_spaces("xyz", 0, 3) == 0
