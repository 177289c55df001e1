"""learned.Model.upper_bound and loose_bound: never below the score (find_learned skips a candidate whose bound is short of the
threshold), and short of it for most candidates of ordinary text."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector import learned
from app.core.memory.privacy.detector.findings import lower_keep_length
from app.core.memory.privacy.detector.normalise import normalise
from tests.support.privacy_texts import development_texts

# These tests run the detector over every development line and test string, twice where they compare:
# their work grows with the development sets (about 60,000 texts in session 23), beyond the suite's 120 s
# default on a loaded two-core machine.
pytestmark = pytest.mark.timeout(900)


def test_the_bound_is_never_below_the_score_and_rules_out_most_candidates():
    model = learned.load()
    assert model is not None
    cut = model.logit_threshold
    scored = skipped = 0
    for raw in (*development_texts()[::2], "Thanks! See you at 10am, Maria!", "token do drukarki: PrN-77ab-Qx21"):
        t = normalise(raw).text
        low = lower_keep_length(t)
        for c in learned.candidates(t):
            score, bound, loose = model.score(t, low, c), model.upper_bound(t, low, c), model.loose_bound(t, low, c)
            assert bound >= score - 1e-12 and loose >= score - 1e-12, (t, c, score, bound, loose)
            scored += 1
            skipped += bound < cut + learned.margin(t[c.start:c.end]) - 1e-9
    assert scored > 5000
    assert skipped > scored // 2
