"""Round 44 (rspeed): every lazy pattern behind its word gate, IGNORECASE or not - exact.

lazy.LazyPattern now runs `search`, `finditer` and `findall` through any_case_gates.any_case_gated's gate of the compiled
pattern (a case-sensitive one: gates.gated's keys, digit need and word sets; one under IGNORECASE written in lower
case: the same read from its source without the flag, closed only for an ASCII text). The disclosure vocabulary's
patterns (need_groups tests the text before it runs one) opt out with gate=False.

What must hold: a gate closes only where the pattern cannot match - per pattern, and for whole verdicts with the gates
on and off - on random text, on capitals, on characters that fold to ASCII letters under IGNORECASE (dotless i, long s,
the Kelvin sign), and on searches cut short with `endpos`; and nothing a process has seen before decides a verdict.
"""
import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from app.core.memory.privacy.detector import any_case_gates, gates, lazy
from app.core.memory.privacy.detector.text import lower_keep_length
from app.core.memory.privacy.detector.verdict import detect

ROOT = Path(__file__).resolve().parents[4]

# written for this test: chat, disclosures, values, in the detector's languages and registers
SENTENCES = [
    "ok", "haha yes", "see you tomorrow then", "Sounds great, let's grab lunch on Friday!",
    "My wife found out about the affair last week and moved to her sister's.",
    "i think my boyfriend checks my phone when i sleep",
    "The novel's heroine has a secret bank account in Zurich.",
    "I'm 30 weeks pregnant and the midwife says the baby is breech.",
    "Mon mari contrôle tout notre argent et me menace quand je sors.",
    "Mein Vater trinkt seit Jahren, gestern hat er wieder Mama geschlagen.",
    "Mi hermana tiene esquizofrenia y vive con mis padres en Sevilla.",
    "Od marca mieszkamy w domu dla kobiet, mąż nie zna adresu.",
    "Мого сина Дмитра цькують однокласники, вчора знову побили.",
    "Мой начальник пишет мне ночью непристойности.",
    "MY PIN IS 4471 AND THE GARAGE CODE IS 9920",
    "hasło do wifi to Sloneczko#1987", "My SSN is 512-47-3860",
    "IBAN DE44 5001 0517 5407 3249 31, bitte überweisen",
    "call me on 07700 900123 after six",
    "ſtory time: the Kelvin sign K and the dotless ı walk into a bar",
    "İstanbul'da yaşıyorum, my STORY is long",
    "I KNOW ABOUT YOU AND MARTA. I'M SORRY.",
    "ich bin seit 2019 in der Partei, sag es niemandem",
    "Je suis sous antibiotiques pour une angine depuis mardi.",
    "we had a thing with the neighbours about the fence",
    "Week 3 of chemo cycle 4, neutrophils 1.2 this morning",
    "before Dan gets home: delete the chat, hotel receipt in the car bin",
    "Todo list:\n- dentist 9:00\n- pick up Lena from school\n- call the bank",
    "the methadone clinic changed my take-home doses",
    "decree absolute came through today, finally",
]


def _variants(text: str) -> list[str]:
    plain = text.encode("ascii", "ignore").decode()
    return [text, text.upper(), text.lower(), plain, plain.title(), text.replace(" ", "")]


def _random_texts(n: int, seed: int) -> list[str]:
    """Texts made of the gates' own keys (read from the patterns) and random letters, digits and marks."""
    rng = random.Random(seed)
    keys = sorted(k for k in gates._KEY_BITS if k.isalpha())  # noqa: SLF001
    marks = list(" ,.:;!?'’-\n()\"") + ["  ", " - "]
    out = []
    for _ in range(n):
        parts = []
        for _ in range(rng.randint(1, 14)):
            r = rng.random()
            if r < 0.5:
                w = rng.choice(keys)
                w = w.upper() if rng.random() < 0.2 else w.title() if rng.random() < 0.2 else w
                if rng.random() < 0.3:
                    w = w + rng.choice(["s", "e", "ed", "ing", "en", "ą", "ом"])
                parts.append(w)
            elif r < 0.75:
                parts.append("".join(rng.choice("abcdefghijklmnopqrstuvwxyzäöüßéñłżıſ") for _ in range(rng.randint(1, 7))))
            else:
                parts.append(str(rng.randint(0, 10 ** rng.randint(1, 9))))
            parts.append(rng.choice(marks) if rng.random() < 0.3 else " ")
        out.append("".join(parts).strip() or "x")
    return out


def _gated_patterns():
    lazy.compile_all()
    return [p for p in lazy._ALL if p._gated is not None and p._gated is not p._compiled]  # noqa: SLF001


def test_most_finder_patterns_get_a_gate_and_the_vocabulary_none():
    kinds = {}
    for p in lazy._ALL:  # noqa: SLF001
        p.compiled  # noqa: B018
        kinds.setdefault(type(p._gated).__name__, 0)  # noqa: SLF001
        kinds[type(p._gated).__name__] += 1  # noqa: SLF001
    assert kinds.get("WholeGated", 0) > 200 and kinds.get("CaselessGated", 0) > 30, kinds
    vocabulary = [p for p in lazy._ALL if not p._gate_it and type(p) is lazy.LazyPattern]  # noqa: SLF001
    assert len(vocabulary) > 1000 and all(p._gated is p._compiled for p in vocabulary)  # noqa: SLF001


def test_each_gate_closes_only_where_its_pattern_cannot_match():
    texts = [v for s in SENTENCES for v in _variants(s)] + _random_texts(120, 44)
    patterns = _gated_patterns()
    closed = 0
    for text in texts:
        for t in (text, lower_keep_length(text)):
            gates.prepare(text)
            if gates.text_mask(t) is None:
                continue
            for p in patterns:
                plain = p._compiled  # noqa: SLF001
                got = p.search(t)
                want = plain.search(t)
                assert (got and got.span()) == (want and want.span()), (p.pattern[:80], t)
                if want is None and gates.text_mask(t) is not None:
                    closed += 1
            # (a registration since prepare would have cleared the masks: the gate then opens)
    assert closed > 1000


def test_finditer_and_findall_agree_with_the_pattern():
    texts = [v for s in SENTENCES for v in _variants(s)][:60]
    patterns = _gated_patterns()
    for text in texts:
        gates.prepare(text)
        for p in patterns:
            plain = p._compiled  # noqa: SLF001
            assert [m.span() for m in p.finditer(text)] == [m.span() for m in plain.finditer(text)], p.pattern[:80]
            assert p.findall(text) == plain.findall(text), p.pattern[:80]


def test_caseless_gate_reads_ascii_only_and_refuses_folding_characters():
    story = lazy.LazyPattern(r"(?i)(?<!\w)(?:story|novel)(?!\w)")
    lazy._ALL.remove(story)  # noqa: SLF001  (not left among the app's patterns)
    story.compiled  # noqa: B018
    assert isinstance(story._gated, any_case_gates.CaselessGated)  # noqa: SLF001
    for text, found in [("hello there, how are you", False), ("My STORY is long", True), ("a NoVeL", True),
                        ("ſtory of mine", True), ("a ſtory and an İ", True)]:
        gates.prepare(text)
        assert (story.search(text) is not None) == found, text
        assert (story.search(text) is not None) == (story._compiled.search(text) is not None)  # noqa: SLF001
    # characters that match an ASCII letter of another spelling under IGNORECASE, escapes, capitals: no gate
    for source in [r"(?i)ſtory", r"(?i)\u017ftory", r"(?i)Kelvin", "(?i)\u212aelvin", r"(?i)p\x69n", r"(?ix) story"]:
        assert any_case_gates.any_case_gated(re.compile(source)).__class__ is re.Pattern, source


def test_a_search_cut_short_runs_the_pattern():
    edge = lazy.LazyPattern(r"(?<![\w'])(?:he|she)(?![\w'])")
    lazy._ALL.remove(edge)  # noqa: SLF001
    edge.compiled  # noqa: B018
    text = "hello shelter"
    gates.prepare(text)
    assert edge.search(text) is None  # no word "he" or "she": closed
    assert edge.search(text, 0, 2) is not None and edge.search(text, 0, 2).group() == "he"  # "he|llo" cut at 2
    assert [m.group() for m in edge.finditer(text, 6, 9)] == ["she"]


def test_verdicts_with_gates_on_and_off_are_the_same():
    texts = [v for s in SENTENCES for v in _variants(s)] + _random_texts(150, 4401)
    on = [(detect(t).label, [(f.kind, f.start, f.end) for f in detect(t).findings]) for t in texts]
    gates.ENABLED = False
    try:
        off = [(detect(t).label, [(f.kind, f.start, f.end) for f in detect(t).findings]) for t in texts]
    finally:
        gates.ENABLED = True
    assert on == off


@pytest.mark.parametrize("order", ["forward", "backward"])
def test_a_fresh_process_reads_each_text_as_one_that_has_seen_others(order):
    """No state a process keeps decides a verdict: each text alone in a fresh process (no lazy pattern compiled, no gate
    registered) is labelled as here, after every other text in either order."""
    texts = [s for s in SENTENCES] + [s.upper() for s in SENTENCES[:10]]
    seq = texts if order == "forward" else texts[::-1]
    here = {t: detect(t).label for t in seq}
    code = ("import json, sys\nfrom app.core.memory.privacy.detector.verdict import detect\n"
            "texts = json.loads(sys.stdin.read())\nprint(json.dumps([detect(t).label for t in texts]))\n")
    first = [texts[0], texts[5], texts[12]]  # fresh: the first text of the process compiles and registers on the way
    for t in first:
        out = subprocess.run([sys.executable, "-c", code], input=json.dumps([t]), capture_output=True, text=True,
                             cwd=ROOT, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}, check=True)
        assert json.loads(out.stdout) == [here[t]], t


# written for this test: a shelter, a protection order or device told by the writer (implied_bonds._SHELTER), in the words
# its old hand-written gate lacked
SHELTERS = [
    "Od stycznia mieszkam z dziećmi w domu dla ofiar przemocy.",
    "Od marca mieszkamy w schronisku dla kobiet, on nie zna adresu.",
    "od marca mieszkamy w domu dla kobiet, maz nie zna adresu",
    "On m'a remis un téléphone grave danger, je l'ai toujours sur moi.",
    "Depuis mai je porte un bracelet anti-rapprochement.",
    "Desde marzo llevo una pulsera antimaltrato y mi ex no puede acercarse.",
    "Мені видали захисний припис проти колишнього чоловіка.",
    # (treatment_courses._SINCE_OP behind _TREAT_GATE, which lacked "op"; implied_bonds._PLAYED_DOWN behind _SHOVE_GATE,
    # which lacked "толч…")
    "Bin jetzt 2 Wochen nach der Knie-OP und humple noch.",
    "I'm 3 weeks after my hip op and still can't climb stairs on my own.",
    "Это был всего лишь толчок, но такое часто бывает, муж опять злился.",
]


def test_hand_gated_phrases_are_red_after_the_warm_up_as_with_gates_off():
    """(round 44) _SHELTER ran behind a hand-written word list that lacked some of its phrases: red in a fresh process
    (a registration mid-message opens every gate), green once the app had warmed up. Its own derived gate now."""
    lazy.compile_all()
    for text in SHELTERS:
        assert detect(text).label == "red", text
    gates.ENABLED = False
    try:
        assert all(detect(text).label == "red" for text in SHELTERS)
    finally:
        gates.ENABLED = True
