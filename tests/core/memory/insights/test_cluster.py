"""The numbers behind an insight: clusters (k by silhouette, outliers and tiny clusters left out,
the same result for the same seed), time ranges and confidence computed by code, the map's
layout, and the child process that clusters large histories."""
from __future__ import annotations

from datetime import UTC, datetime, timedelta

import numpy as np
import pytest

from app.core.memory.insights.cluster import MIN_MESSAGES, cluster
from app.core.memory.insights.describe import confidence, core_span, time_range
from app.core.memory.insights.layout import ASPECT, layout
from app.core.memory.insights.model import Confidence
from app.core.memory.insights.worker import PROCESS_MIN_MESSAGES, cluster_off_thread, use_process


def blobs(sizes, *, dim=48, spread=0.35, filler=0, seed=0):
    """Unit vectors around well separated centres, plus `filler` random ones; labels -1 for filler."""
    rng = np.random.default_rng(seed)
    centres = rng.normal(size=(len(sizes), dim))
    rows, labels = [], []
    for label, (centre, size) in enumerate(zip(centres, sizes)):
        rows.append(centre + rng.normal(scale=spread, size=(size, dim)))
        labels += [label] * size
    if filler:
        rows.append(rng.normal(size=(filler, dim)) * 1.5)
        labels += [-1] * filler
    vectors = np.vstack(rows)
    return (vectors / np.linalg.norm(vectors, axis=1, keepdims=True)).astype(np.float32), np.array(labels)


def topics_of(result, labels):
    return [set(labels[c.members].tolist()) for c in result.clusters]


def test_k_is_chosen_by_silhouette_and_each_cluster_is_one_topic():
    vectors, labels = blobs([60, 50, 40, 30])
    result = cluster(vectors, seed=3)
    assert result.k == 4 and len(result.clusters) == 4
    assert sorted(len(t) for t in topics_of(result, labels)) == [1, 1, 1, 1]
    assert result.scores[4] == max(result.scores.values())
    for c in result.clusters:    # nearest to the centroid first
        assert c.similarity == sorted(c.similarity, reverse=True)
        assert abs(np.linalg.norm(c.centroid) - 1.0) < 1e-5


def test_outliers_and_tiny_clusters_are_left_out():
    vectors, labels = blobs([60, 50, 3], filler=12)
    result = cluster(vectors, seed=3)
    kept = [i for c in result.clusters for i in c.members]
    assert not {i for i in kept if labels[i] == -1}            # no filler message in any topic
    assert all(labels[i] != 2 for i in kept)                   # three messages are no topic
    assert result.outliers >= 12 + 3 - 1
    assert sorted(len(c.members) for c in result.clusters)[-2:] >= [45, 55]


def test_same_seed_same_clusters_and_too_little_gives_none():
    vectors, _labels = blobs([40, 40, 40])
    one, two = cluster(vectors, seed=5), cluster(vectors, seed=5)
    assert [c.members for c in one.clusters] == [c.members for c in two.clusters]
    assert cluster(vectors[:MIN_MESSAGES - 1], seed=5).clusters == []
    rng = np.random.default_rng(1)
    noise = rng.normal(size=(200, 48)).astype(np.float32)
    unstructured = cluster(noise, seed=5)
    assert unstructured.clusters == [] and unstructured.null_score > 0    # random vectors: no topics


@pytest.mark.parametrize("first, last, now, expected", [
    ((2025, 3, 3), (2025, 3, 28), (2025, 9, 1), "in March 2025"),
    ((2025, 3, 3), (2025, 5, 20), (2025, 9, 1), "between March and May 2025"),
    ((2024, 11, 10), (2025, 2, 14), (2025, 9, 1), "between November 2024 and February 2025"),
    ((2025, 1, 10), (2025, 8, 25), (2025, 9, 1), "from January 2025 onwards"),
    ((2024, 10, 10), (2025, 3, 20), (2025, 9, 1), "between October 2024 and March 2025"),
    ((2024, 10, 10), (2025, 4, 20), (2025, 9, 1), "from late 2024 through early 2025"),
    ((2024, 2, 10), (2024, 11, 20), (2025, 9, 1), "between February and November 2024"),
    ((2025, 8, 10), (2025, 8, 25), (2025, 9, 1), "in August 2025"),
])
def test_time_ranges_read_like_the_seed(first, last, now, expected):
    at = lambda d: datetime(*d, 12, tzinfo=UTC)   # noqa: E731
    assert time_range(at(first), at(last), at(now)) == expected


def test_a_few_isolated_weak_strays_do_not_stretch_the_range():
    base = datetime(2025, 5, 15, 12, tzinfo=UTC)
    times = [base + timedelta(days=i) for i in range(10)] + [base - timedelta(days=200)]
    sims = [0.8] * 10 + [0.2]
    assert core_span(times, sims) == (base, base + timedelta(days=9))
    # A strong member far away is the topic coming back: it stays.
    assert core_span(times, [0.8] * 10 + [0.9])[0] == base - timedelta(days=200)


def test_confidence_grows_with_size_spread_and_cohesion():
    assert confidence(40, 6, 0.35) is Confidence.HIGH
    assert confidence(12, 3, 0.2) is Confidence.MEDIUM
    assert confidence(6, 1, 0.1) is Confidence.LOW
    assert confidence(40, 1, 0.05) is Confidence.LOW        # many messages, but one chat and loose
    assert confidence(40, 1, 0.35) is Confidence.MEDIUM


def test_the_map_keeps_every_circle_inside_and_apart():
    rng = np.random.default_rng(2)
    centroids = rng.normal(size=(16, 32))
    counts = [int(c) for c in rng.integers(5, 500, 16)]
    placed = layout(list(centroids), counts)
    assert len(placed) == 16
    for x, y, r in placed:
        assert -ASPECT <= x - r and x + r <= ASPECT + 1e-9 and -1 <= y - r and y + r <= 1 + 1e-9
    overlaps = sum(1 for i, (x1, y1, r1) in enumerate(placed) for (x2, y2, r2) in placed[i + 1:]
                   if np.hypot(x1 - x2, y1 - y2) < r1 + r2 - 1e-6)
    assert overlaps == 0
    biggest = int(np.argmax(counts))
    assert placed[biggest][2] == max(r for _x, _y, r in placed)
    assert layout(list(centroids), counts) == placed            # deterministic


def test_large_histories_are_clustered_in_a_child_process():
    vectors, labels = blobs([900, 700, 500], dim=64, spread=0.5, seed=4)
    assert use_process(len(vectors)) and len(vectors) >= PROCESS_MIN_MESSAGES
    seen = []
    result = cluster_off_thread(vectors, seed=7, progress=lambda done, total: seen.append((done, total)))
    assert result.k == 3 and sorted(len(t) for t in topics_of(result, labels)) == [1, 1, 1]
    assert seen and seen[-1][0] == seen[-1][1]                 # progress came back from the child
    here = cluster(vectors, seed=7)
    assert [c.members for c in result.clusters] == [c.members for c in here.clusters]
