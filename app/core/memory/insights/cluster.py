"""Topics in the user's remembered messages: k-means with k chosen by silhouette, outliers left out.

Blocking and CPU-bound: call it from a worker thread (the insights job does). numpy and
scikit-learn are imported inside the functions, never when the app starts.

1. Reduce: the unit vectors are projected on their first PCA_DIMS principal components (fitted on
   a sample) and normalised again, so that Euclidean k-means on them is spherical k-means, i.e.
   clustering by cosine, at a fraction of the cost of the full dimension.
2. Choose k in 2..k_max: k-means on a fixed random sample, scored by the mean silhouette of a
   smaller sample (docs/insights.md says why silhouette and why on samples). The best k wins;
   a near tie (within TIE_SHARE of the best score, about the sampling error) goes to the smaller
   k: fewer, broader insights are worth more than split ones. Random vectors get a small positive
   silhouette too, so the score is compared with that of structureless data of the same shape (a
   Gaussian with the sample's mean and spread along each axis, as the gap statistic compares with
   a reference distribution): a history whose best split is no better than that has no topics yet,
   and gets no insights.
   Before that, messages in empty regions are set aside: a message whose nearest neighbours (in a
   reference sample) are much less similar to it than is usual for this history (below the median
   by DENSITY_MADS robust deviations) is a one-off, not part of any topic, and would only drag a
   centre towards itself.
3. Fit k-means with that k on every remaining message, starting from the sample's centres.
4. Leave out what belongs to no topic: a message about as close to a second centre as to its
   own (simplified silhouette below OUTLIER_MARGIN), or much farther from its centre than the rest
   of its cluster (beyond median + OUTLIER_MADS robust deviations). Then drop clusters too small
   to say anything about the user.

Everything random is seeded: the same vectors in the same order give the same clusters.
"""
from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from app.core.heap import long_lived_imports

K_MAX = 16                  # at most this many insights: enough to be useful, few enough for a prompt
MIN_MESSAGES = 12           # fewer remembered messages say nothing yet
MIN_CLUSTER = 5             # a topic needs at least this many messages ...
MIN_CLUSTER_SHARE = 0.005   # ... and this share of all of them (250 of 50,000)
PCA_DIMS = 32
PCA_FIT_SAMPLE = 20_000
SELECT_SAMPLE = 4_000       # messages the k-means of each candidate k is fitted on
SILHOUETTE_SAMPLE = 2_000   # messages the silhouette of each candidate is measured on
TIE_SHARE = 0.03            # silhouettes within 3% of the best are a tie (the smaller k wins)
NULL_RATIO = 1.3            # the best silhouette must beat structureless data's by this factor ...
NULL_MARGIN = 0.02          # ... and by this much, or there are no topics
OUTLIER_MARGIN = 0.05
OUTLIER_MADS = 3.0
NEIGHBOURS = 5              # density: mean similarity to this many nearest messages ...
DENSITY_SAMPLE = 4_000      # ... among a reference sample of this size
DENSITY_MADS = 2.5

Progress = Callable[[int, int], None]   # (candidates scored, candidates in all)


@dataclass
class Cluster:
    members: list[int]        # row indices of the input, nearest to the centroid first
    similarity: list[float]   # cosine of each member to the centroid, same order
    centroid: object          # numpy float32 unit vector in the input space
    cohesion: float           # mean cosine of the members to the centroid (input space)
    separation: float         # mean simplified silhouette of the members, 0..1


@dataclass
class Clustering:
    clusters: list[Cluster]
    k: int                                   # chosen k (0: no structure found)
    scores: dict[int, float] = field(default_factory=dict)   # silhouette per k tried
    null_score: float = 0.0                  # silhouette of structureless data of the same shape
    outliers: int = 0                        # messages left out as belonging to no topic
    dropped_clusters: int = 0                # clusters too small to keep
    seconds: float = 0.0


def normalise_rows(matrix):
    import numpy as np

    matrix = np.asarray(matrix, dtype=np.float32)
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return matrix / np.clip(norms, 1e-12, None)


def reduce(vectors, *, seed: int = 0, dims: int = PCA_DIMS):
    """The vectors on their main axes (PCA fitted on a sample), rows normalised again."""
    import numpy as np

    n, dim = vectors.shape
    if dim <= dims or n <= dims + 1:
        return normalise_rows(vectors)
    from sklearn.decomposition import PCA

    rng = np.random.default_rng(seed)
    fit_rows = vectors if n <= PCA_FIT_SAMPLE else vectors[np.sort(rng.choice(n, PCA_FIT_SAMPLE, replace=False))]
    pca = PCA(n_components=dims, svd_solver="randomized", random_state=seed).fit(fit_rows)
    return normalise_rows(pca.transform(vectors))


def min_cluster_size(n: int) -> int:
    return max(MIN_CLUSTER, math.ceil(MIN_CLUSTER_SHARE * n))


def _robust_low(values, mads: float) -> float:
    """median - mads robust deviations (MAD scaled to a standard deviation)."""
    import numpy as np

    median = float(np.median(values))
    return median - mads * float(np.median(np.abs(values - median))) * 1.4826


def density(points, *, seed: int = 0, neighbours: int = NEIGHBOURS, sample: int = DENSITY_SAMPLE):
    """Mean similarity of each point to its nearest neighbours in a reference sample (itself
    excluded): low where a message has no close company."""
    import numpy as np

    n = len(points)
    rng = np.random.default_rng(seed)
    reference = np.arange(n) if n <= sample else np.sort(rng.choice(n, sample, replace=False))
    column_of = np.full(n, -1)
    column_of[reference] = np.arange(len(reference))
    m = min(neighbours, len(reference) - 1)
    out = np.empty(n, dtype=np.float32)
    for start in range(0, n, 2048):
        block = points[start:start + 2048] @ points[reference].T
        rows = np.arange(block.shape[0])
        own = column_of[start:start + block.shape[0]]
        block[rows[own >= 0], own[own >= 0]] = -np.inf
        out[start:start + block.shape[0]] = np.partition(block, -m, axis=1)[:, -m:].mean(axis=1)
    return out


def choose_k(points, *, seed: int = 0, k_max: int = K_MAX, progress: Progress | None = None):
    """(best k, its sample centres, silhouette per k) by the mean silhouette on samples."""
    import numpy as np
    from sklearn.cluster import KMeans
    from sklearn.metrics import silhouette_score

    n = len(points)
    rng = np.random.default_rng(seed)
    sample = points if n <= SELECT_SAMPLE else points[np.sort(rng.choice(n, SELECT_SAMPLE, replace=False))]
    pick = None if len(sample) <= SILHOUETTE_SAMPLE else \
        np.sort(rng.choice(len(sample), SILHOUETTE_SAMPLE, replace=False))
    candidates = list(range(2, max(2, min(k_max, len(sample) - 1)) + 1))
    scores: dict[int, float] = {}
    centres: dict[int, object] = {}
    for done, k in enumerate(candidates, start=1):
        model = KMeans(n_clusters=k, n_init=3, max_iter=100, random_state=seed).fit(sample)
        labels = model.labels_
        if len(set(labels.tolist())) < 2:
            scores[k] = -1.0
        elif pick is None:
            scores[k] = float(silhouette_score(sample, labels))
        else:
            sub = labels[pick]
            scores[k] = float(silhouette_score(sample[pick], sub)) if len(set(sub.tolist())) > 1 else -1.0
        centres[k] = model.cluster_centers_
        if progress is not None:
            progress(done, len(candidates))
    best = max(scores.values())
    # The smallest k within TIE_SHARE of the best: a split that barely scores better is not a new topic.
    k = min(key for key, value in scores.items() if value >= best - TIE_SHARE * abs(best))
    return k, centres[k], scores, null_silhouette(sample if pick is None else sample[pick], k, seed=seed)


def null_silhouette(points, k: int, *, seed: int = 0) -> float:
    """The silhouette k-means reaches on structureless data shaped like `points`: a Gaussian with
    their mean and per-axis spread (one bump, no topics), rows normalised again. (Shuffling each
    coordinate would not do: on the main axes, two topics show as two bumps in one coordinate.)"""
    import numpy as np
    from sklearn.cluster import KMeans
    from sklearn.metrics import silhouette_score

    rng = np.random.default_rng(seed + 1)
    reference = rng.normal(size=points.shape) * points.std(axis=0, keepdims=True) + points.mean(axis=0, keepdims=True)
    reference = normalise_rows(reference)
    labels = KMeans(n_clusters=k, n_init=3, max_iter=100, random_state=seed).fit_predict(reference)
    return float(silhouette_score(reference, labels)) if len(set(labels.tolist())) > 1 else 0.0


def cluster(vectors, *, seed: int = 0, k_max: int = K_MAX, progress: Progress | None = None) -> Clustering:
    """Topics of unit vectors (one row per message), as clusters of row indices."""
    with long_lived_imports():  # scikit-learn and SciPy load here the first time
        import numpy as np
        import sklearn.cluster  # noqa: F401
        import sklearn.decomposition  # noqa: F401
        import sklearn.metrics  # noqa: F401

    started = time.perf_counter()
    vectors = normalise_rows(vectors)
    n = len(vectors)
    min_size = min_cluster_size(n)
    # Small histories get few topics (the rule of thumb k <= sqrt(n / 2)); large ones at most k_max.
    k_max = min(k_max, n // min_size, max(2, int(math.sqrt(n / 2))))
    if n < MIN_MESSAGES or k_max < 2:
        return Clustering([], 0, seconds=time.perf_counter() - started)
    reduced = reduce(vectors, seed=seed)
    densities = density(reduced, seed=seed)
    dense = np.flatnonzero(densities >= _robust_low(densities, DENSITY_MADS))
    if len(dense) < MIN_MESSAGES:
        return Clustering([], 0, seconds=time.perf_counter() - started)
    points = reduced[dense]
    k, init, scores, null = choose_k(points, seed=seed, k_max=k_max, progress=progress)
    if scores[k] < max(NULL_RATIO * null, null + NULL_MARGIN):
        return Clustering([], 0, scores, null_score=null, seconds=time.perf_counter() - started)
    from sklearn.cluster import KMeans

    final = KMeans(n_clusters=k, init=init, n_init=1, max_iter=50, random_state=seed).fit(points)
    labels, centres = final.labels_, final.cluster_centers_
    n = len(points)
    # Distances of every point to every centre, for the simplified silhouette (b - a) / max(a, b).
    sq = (points * points).sum(1)[:, None] + (centres * centres).sum(1)[None, :] - 2.0 * points @ centres.T
    dist = np.sqrt(np.clip(sq, 0.0, None))
    order = np.argsort(dist, axis=1)
    a = dist[np.arange(n), order[:, 0]]
    b = dist[np.arange(n), order[:, 1]]
    simple = (b - a) / np.clip(np.maximum(a, b), 1e-12, None)
    keep = simple >= OUTLIER_MARGIN
    for c in range(k):
        inside = labels == c
        if inside.sum() < 3:
            continue
        own = a[inside]
        median = float(np.median(own))
        mad = float(np.median(np.abs(own - median))) * 1.4826
        if mad > 0:
            keep &= ~(inside & (a > median + OUTLIER_MADS * mad))
    clusters: list[Cluster] = []
    dropped = 0
    for c in range(k):
        rows = dense[np.flatnonzero((labels == c) & keep)]
        if len(rows) < min_size:
            dropped += 1
            continue
        centroid = normalise_rows(vectors[rows].mean(axis=0, keepdims=True))[0]
        sims = vectors[rows] @ centroid
        ranked = np.argsort(-sims, kind="stable")
        clusters.append(Cluster(members=rows[ranked].tolist(), similarity=sims[ranked].astype(float).tolist(),
                                centroid=centroid, cohesion=float(sims.mean()),
                                separation=float(np.clip(simple[(labels == c) & keep], 0.0, 1.0).mean())))
    # Largest first, then by the first member: a stable order for the same input.
    clusters.sort(key=lambda cl: (-len(cl.members), cl.members[0]))
    kept = sum(len(cl.members) for cl in clusters)
    return Clustering(clusters, k, scores, null_score=null, outliers=len(vectors) - kept, dropped_clusters=dropped,
                      seconds=time.perf_counter() - started)
