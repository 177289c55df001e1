"""Hybrid ranking: BM25 and vector candidates fused into one list.

Fusion is a weighted sum of the BM25 score divided by the best BM25 score of the query, and the
cosine similarity: score = bm25 / max_bm25 + VECTOR_WEIGHT * cosine. Tuned on the LoCoMo dev file
(docs/retrieval.md): reciprocal-rank fusion *lost* to BM25 alone there (0.53 vs 0.55 turn R@5),
because the small embedding model is much weaker than BM25 and RRF gives both lists equal say; a
score sum lets a strong lexical match win and the vector break ties and find paraphrases. The
result is flat for weights 0.8-1.5, so 1.0 is not a knife-edge.

A time expression in the query ("in May", "w maju", "last week": when.py) adds TIME_BONUS to the
candidates written in that time; the others stay in the ranking (a wrong reading of the expression
must not hide the right message). On our Polish set it lifts the temporal questions' R@5 from 0.50
to 0.68; the bonus is flat between 0.2 and 0.4.
"""
from __future__ import annotations

from dataclasses import dataclass

from app.core.memory.history.index import Candidate
from app.core.memory.history.when import TimeHint

VECTOR_WEIGHT = 1.0
TIME_BONUS = 0.3
CANDIDATES = 50            # from each of BM25 and the vector search
# A quote is only worth its tokens when it is about the message: the best hit must match some
# words or be close in meaning, and the others must be close to the best.
MIN_COSINE_ALONE = 0.35
RELATIVE_FLOOR = 0.5


@dataclass(frozen=True)
class Ranked:
    candidate: Candidate
    score: float


def fuse(candidates: list[Candidate], vector_weight: float = VECTOR_WEIGHT,
         when: TimeHint | None = None) -> list[Ranked]:
    best_bm25 = max((c.bm25 for c in candidates), default=0.0) or 1.0
    ranked = [Ranked(c, c.bm25 / best_bm25 + vector_weight * c.cosine
                     + (TIME_BONUS if when is not None and when.matches(c.ts) else 0.0)) for c in candidates]
    ranked.sort(key=lambda r: (-r.score, -r.candidate.ts))
    return ranked


def relevant(ranked: list[Ranked]) -> list[Ranked]:
    """The hits worth quoting to the model (the benchmark ranks everything; the reader filters)."""
    if not ranked:
        return []
    best = ranked[0]
    if best.candidate.bm25 <= 0 and best.candidate.cosine < MIN_COSINE_ALONE:
        return []
    floor = best.score * RELATIVE_FLOOR
    return [r for r in ranked if r.score >= floor and (r.candidate.bm25 > 0 or r.candidate.cosine >= MIN_COSINE_ALONE)]
