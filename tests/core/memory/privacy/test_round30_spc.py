"""Round 30, spc: speed changes that must not change a verdict.

- kin_abuse.find_kin_abuse stops at the partner and order patterns' own word gates before its other patterns read the
  message: the result must be the full reading's on every sentence (checked against the reading without the stop);
- secret_distances._LEAD is possessive: the same matches as the backtracking pattern it replaces, on every span, and
  no exponential time on a long word.
"""
from __future__ import annotations

import random
import re
import time

import pytest

from app.core.memory.privacy.detector import kin_abuse as ka
from app.core.memory.privacy.detector import secret_distances as sd
from app.core.memory.privacy.detector.addressed_letters import SAMPLE
from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.gates import prepare
from app.core.memory.privacy.detector.lived_acts import NOT_ANYONES
from app.core.memory.privacy.detector.normalise import normalise
from app.core.memory.privacy.detector.sentence_scope import stop_bounds
from app.core.memory.privacy.detector.verdict import detect


def _kin_abuse_in_full(t: str) -> list[Finding]:
    """find_kin_abuse as it was before round 30 (no stop at the partner and order gates)."""
    if not ka.opens(t, ka._GATE):
        return []
    low = lower_keep_length(t).replace("’", "'")
    if any(not m.group().startswith(("рассказал", "оповіда")) for m in NOT_ANYONES.finditer(low)) or SAMPLE.search(low):
        return []
    confidant = ka.CONFIDANT.search(low) is not None
    for p in ka._THEIR_PARTNER.finditer(low):
        start, end = stop_bounds(low, p.start(), p.start())
        act = ka._OVER_HER.search(low, p.end(), end)
        if act and confidant and not ka._NEGATION.search(low, p.end(), act.start()) and not ka._URGED.match(low, act.end()):
            return [Finding(Kind.RELATIONSHIP, ka._REASON, start, end)]
    injury = ka._INJURY.search(low)
    if injury and confidant and ka._ABUSE_SIGN.search(low) and not ka._ACCIDENT.search(low) and ka._THEIR_PARTNER.search(low):
        start, end = stop_bounds(low, injury.start(), injury.start())
        return [Finding(Kind.RELATIONSHIP, ka._REASON, start, end)]
    order = ka._ORDER.search(low)
    if order and ka._ORDER_OWNER.search(low):
        start, end = stop_bounds(low, order.start(), order.start())
        return [Finding(Kind.RELATIONSHIP, ka._REASON, start, end)]
    return []


# red: a friend's or relative's abuse by her partner, an order against the writer's ex (six languages); green: the gate's
# words ("her", "his", "son", "'s", "order") with no partner after a possessive and no protection order
KIN_TEXTS = [
    "My sister told me her husband pushes her around when he drinks.",
    "My friend's boyfriend locks her in the flat and takes her phone.",
    "Mi amiga Laura me contó que su marido la encierra en casa y le quita el sueldo.",
    "Meine Freundin hat mir erzählt, ihr Mann schlägt sie, wenn er getrunken hat.",
    "Ma sœur m'a dit que son mari la frappe depuis des mois.",
    "Moja siostra powiedziała mi, że jej mąż bije ją po pijanemu.",
    "Моя подруга сказала мені, що її чоловік б'є її.",
    "Моя сестра рассказала мне, что её муж бьёт её.",
    "I need help wording a non-molestation order application against my ex.",
    "Ich brauche einen Antrag nach dem Gewaltschutzgesetz gegen meinen Ex-Mann.",
    "Necesito pedir una orden de alejamiento contra mi ex.",
    "Her talk on his new album was great, and my son's order arrived today.",
    "Il a rangé son bureau et sa chambre avant de partir.",
    "Ihr Vortrag war super, sein Buch auch.",
    "Jej kot i jego pies śpią razem.",
    "Її книга і його фільм вийшли одночасно.",
    "What is a restraining order? Just curious after a crime show.",
    "Her husband makes great pasta, my sister says.",
    "She left her bike at his place; the order number is 44123.",
]


@pytest.mark.parametrize("text", KIN_TEXTS)
def test_kin_abuse_stop_keeps_the_full_reading(text: str) -> None:
    t = normalise(text).text
    prepare(t)  # as _detect does: the gates read the prepared masks
    assert ka.find_kin_abuse(t) == _kin_abuse_in_full(t)


def test_kin_abuse_sentences_still_red_and_green() -> None:
    assert detect(KIN_TEXTS[0]).label == "red"
    assert detect(KIN_TEXTS[2]).label == "red"
    assert ka.find_kin_abuse(normalise(KIN_TEXTS[11]).text) == []


_LEAD_BACKTRACKING = re.compile(r"(?:[^\W\d_][\w'’\-]*[^\S\n]*,?[^\S\n]*){1,5}[:—–][^\S\n]*[\"'„“«]?\Z")


def test_lead_matches_as_the_backtracking_pattern() -> None:
    rng = random.Random(30)
    alphabet = list("ab3_'’-  ,,:—–\n\t\"„«éZ") + ["\u00a0", "ł", "я"]
    fixed = ["Записую, щоб не забути: ", "Der Code lautet: „", "mi pin, ojo: ", "a, b, c, d, e, f: ", "one two: \"",
             "code —  ", "x-y'z’w: ", "a ,b: "]
    texts = fixed + ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 14))) for _ in range(20000)]
    for s in texts:
        for start in range(0, min(len(s), 3)):
            for end in (len(s), max(start, len(s) - 1)):
                a, b = sd._LEAD.match(s, start, end), _LEAD_BACKTRACKING.match(s, start, end)
                assert (a and a.span()) == (b and b.span()), (s, start, end)
    assert sd._LEAD.match("Записую, щоб не забути: ") is not None


def test_lead_fails_fast_on_a_long_word() -> None:
    word = "abcdefghijklmnopqrstuvwxyz" * 3
    began = time.process_time()
    for _ in range(100):
        assert sd._LEAD.match(word) is None
    assert time.process_time() - began < 0.5  # (the backtracking pattern took about a second on a third of this, once)
