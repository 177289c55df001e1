"""The picture of the insights: where each one sits on a 2-D map, and how big it is.

Positions are the first two principal components of the insights' centroids (topics that are
alike sit near each other), scaled into a landscape box [-ASPECT, ASPECT] x [-1, 1] (the map is
wider than tall); the radius grows with the square root of the message count (the area with the
count). A few rounds of pushing overlapping circles apart keep every label readable.
Deterministic: the axes' signs are fixed by their largest component.
"""
from __future__ import annotations

import math

ASPECT = 2.0         # the map's width over its height
MAX_RADIUS = 0.42
MIN_RADIUS = 0.20
SPREAD = 0.70        # positions fill this much of the box, leaving room for the circles
FILL = 0.35          # the circles cover at most this share of the box (many insights: smaller circles)
GAP = 0.03
RELAX_ROUNDS = 60


def layout(centroids: list, counts: list[int]) -> list[tuple[float, float, float]]:
    """(x, y, radius) for each centroid: x in [-ASPECT, ASPECT], y in [-1, 1] (circles inside)."""
    import numpy as np

    n = len(centroids)
    if n == 0:
        return []
    biggest = max(max(counts), 1)
    radii = [MIN_RADIUS + (MAX_RADIUS - MIN_RADIUS) * math.sqrt(max(c, 0) / biggest) for c in counts]
    covered = sum(math.pi * r * r for r in radii) / (4.0 * ASPECT)
    if covered > FILL:
        radii = [r * math.sqrt(FILL / covered) for r in radii]
    if n == 1:
        return [(0.0, 0.0, radii[0])]
    matrix = np.asarray(centroids, dtype=np.float64)
    matrix = matrix - matrix.mean(axis=0, keepdims=True)
    _u, _s, vt = np.linalg.svd(matrix, full_matrices=False)
    axes = vt[:2]
    for i in range(len(axes)):
        if axes[i][np.argmax(np.abs(axes[i]))] < 0:
            axes[i] = -axes[i]
    points = matrix @ axes.T
    if points.shape[1] < 2:
        points = np.hstack([points, np.zeros((n, 1))])
    scale = np.abs(points).max(axis=0)
    scale[scale < 1e-12] = 1.0
    points = points / scale * SPREAD * np.array([ASPECT, 1.0])
    points = _relax(points, np.asarray(radii))
    return [(float(x), float(y), float(r)) for (x, y), r in zip(points, radii)]


def _relax(points, radii):
    """Push overlapping circles apart, then keep them inside the square."""
    import numpy as np

    points = points.copy()
    n = len(points)
    for _ in range(RELAX_ROUNDS):
        moved = False
        for i in range(n):
            for j in range(i + 1, n):
                delta = points[j] - points[i]
                dist = float(np.hypot(*delta))
                need = radii[i] + radii[j] + GAP
                if dist >= need:
                    continue
                if dist < 1e-9:  # the same place: separate along a fixed, index-dependent direction
                    angle = 2.0 * math.pi * (j / n)
                    delta, dist = np.array([math.cos(angle), math.sin(angle)]), 1.0
                push = (need - dist) / 2.0 * delta / dist
                points[i] -= push
                points[j] += push
                moved = True
        limit = np.stack([ASPECT - radii, 1.0 - radii], axis=1)
        points = np.clip(points, -limit, limit)
        if not moved:
            break
    return points
