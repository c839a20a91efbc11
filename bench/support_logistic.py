"""A logistic regression with an L2 penalty, fitted by Newton's method in plain Python.

Used by ``bench/support_learned.py`` (the learned judge of the support check). The
project has no numpy, so the fit is written for what the claims' features are: a few
dozen columns, mostly 0/1 and mostly zero. Each row keeps only its non-zero columns,
the Hessian is summed over their upper triangle, and a fit may start from the
weights of a neighbouring one (``start``): leaving one or two parts out of thirty
moves the weights little, so Newton's method settles in two or three steps.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

NEWTON_STEPS = 25
SETTLED = 1e-7
"""Newton's method stops when no weight moves more than this."""

Sparse = list[tuple[int, float]]  # one row's non-zero columns, the intercept's last


def sparse(xs: Sequence[Sequence[float]]) -> list[Sparse]:
    """Each row's non-zero ``(column, value)`` pairs, with the intercept's 1.0 last."""
    width = len(xs[0]) if xs else 0
    return [[*((j, v) for j, v in enumerate(x) if v), (width, 1.0)] for x in xs]


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``a x = b`` by Gaussian elimination with partial pivoting (a is small)."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        pivot = m[c][c] or 1e-12
        for r in range(c + 1, n):
            k = m[r][c] / pivot
            if k:
                row, top = m[r], m[c]
                for j in range(c, n + 1):
                    row[j] -= k * top[j]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][j] * x[j] for j in range(r + 1, n))) / (m[r][r] or 1e-12)
    return x


def sigmoid(z: float) -> float:
    return 1 / (1 + math.exp(-z)) if z > -30 else 0.0


def fit_sparse(rows: Sequence[Sparse], ys: Sequence[int], width: int, l2: float,
               start: Sequence[float] | None = None,
               weights: Sequence[float] | None = None) -> list[float]:
    """Weights (``width`` columns, then the intercept, which is not penalised) of the
    logistic regression of ``ys`` on ``rows`` (see ``sparse``) with penalty ``l2``;
    ``weights``: how much each row counts (1 each when None)."""
    n = width + 1
    w = list(start) if start is not None else [0.0] * n
    counts = weights if weights is not None else [1.0] * len(rows)
    for _ in range(NEWTON_STEPS):
        grad = [l2 * w[j] for j in range(width)] + [0.0]
        hess = [[0.0] * n for _ in range(n)]
        for j in range(width):
            hess[j][j] = l2
        for nz, y, c in zip(rows, ys, counts, strict=True):
            p = sigmoid(sum(w[j] * v for j, v in nz))
            g, h = c * (p - y), c * max(p * (1 - p), 1e-9)
            for at, (j, v) in enumerate(nz):
                grad[j] += g * v
                row, hv = hess[j], h * v
                for k, u in nz[at:]:
                    row[k] += hv * u
        for j in range(n):  # columns of a row are in order: the sums above are j <= k
            for k in range(j + 1, n):
                hess[k][j] = hess[j][k]
        step = solve(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < SETTLED:
            break
    return w


def fit(xs: Sequence[Sequence[float]], ys: Sequence[int], l2: float,
        start: Sequence[float] | None = None) -> list[float]:
    """``fit_sparse`` of dense rows ``xs``."""
    return fit_sparse(sparse(xs), ys, len(xs[0]), l2, start)


def chance(w: Sequence[float], x: Sequence[float]) -> float:
    """The fitted chance of label 1 for the dense row ``x``."""
    return sigmoid(sum(a * b for a, b in zip(w, [*x, 1.0], strict=True)))
