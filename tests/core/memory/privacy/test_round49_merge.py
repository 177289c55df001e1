"""Round 49's merge: rtidy's shared sentence loop (`sentence_scope.sentence_matches`, a generator) and its `_first_taken`
helper (a generator expression: cells) hid four chain finders' guards from finder_dispatch, which then ran them on every
message. The dispatch reads `sentence_matches(P, t)` as P.finditer on the lower-cased text, and `_first_taken` takes the
text first and keeps no cells: the four are skippable again, and skipping them never changes a verdict."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector import own_convictions, scam_losses, taken_drugs, verdict
from app.core.memory.privacy.detector.finder_dispatch import guard_terms

_FOUR = (own_convictions.find_own_convictions, scam_losses.find_scam_losses, taken_drugs.find_named_drugs,
         taken_drugs.find_steroid_cycles)


@pytest.mark.parametrize("finder", _FOUR, ids=lambda f: f.__name__)
def test_the_shared_loop_keeps_the_guard_readable(finder):
    assert guard_terms(finder), finder.__name__


def test_the_chain_skips_them_on_plain_chat():
    chain = verdict._TOLD_CHAIN
    read = {fn.__name__ for (fn, _args, anys, alls), terms in zip(chain.steps, chain.terms) if anys or alls or terms}
    assert {f.__name__ for f in _FOUR} <= read


@pytest.mark.parametrize("text", [
    "i lost 3000 euros to a fake crypto site last month and the bank won't refund it",
    "mi madre perdio 5.000 euros en una estafa por telefono",
    "I'm on sertraline 100mg since march",
    "running my first test e cycle, 12 weeks at 300mg",
    "i spent two years in prison for burglary and now nobody hires me",
    "una mujer perdio 20.000 euros en una estafa romantica, segun la policia",
    "we went to the beach and had ice cream",
])
def test_skipping_changes_no_answer(text):
    # the chain with its skips and each of the four finders run by hand agree on whether the four find anything
    found = [f(text) for f in _FOUR]
    assert verdict.detect(text).label == "red" or not any(found), text
