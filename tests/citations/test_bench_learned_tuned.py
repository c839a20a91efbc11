"""The measure of the learned judge fitted with dev too (bench/support_learned_tuned): its
weighted fit, its fixed halves of dev, its recency weights and its bar's arithmetic."""

from __future__ import annotations

import pytest

from bench.support_features import Judged
from bench.support_learned import Row
from bench.support_learned_tuned import BAR_ROUNDS, ORDER, dev_halves, passes, recency
from bench.support_logistic import fit_sparse, sparse


def test_a_row_counting_twice_fits_as_that_row_given_twice() -> None:
    xs = [[1.0, 0.0], [0.0, 1.0], [1.0, 1.0], [0.0, 0.0], [1.0, 0.0]]
    ys = [1, 0, 1, 0, 0]
    weighted = fit_sparse(sparse(xs), ys, 2, 0.3, weights=[2.0, 1.0, 1.0, 1.0, 1.0])
    doubled = fit_sparse(sparse([*xs, xs[0]]), [*ys, ys[0]], 2, 0.3)
    assert weighted == pytest.approx(doubled, abs=1e-6)
    assert weighted != pytest.approx(fit_sparse(sparse(xs), ys, 2, 0.3), abs=1e-3)


def _row(part: str) -> Row:
    return (part, 0, Judged({}, "supported", ""))


def test_dev_splits_by_the_parity_of_its_sorted_keys() -> None:
    data = [_row("heldout2"), *(_row("dev") for _ in range(13)), _row("heldout3")]
    halves = dev_halves(data)
    assert halves[0] == halves[-1] == -1
    # sorted keys: dev#0, dev#1, dev#10, dev#11, dev#12, dev#2, ... dev#9
    assert [n for n in range(13) if halves[n + 1] == 0] == [0, 3, 5, 7, 9, 10, 12]
    assert [n for n in range(13) if halves[n + 1] == 1] == [1, 2, 4, 6, 8, 11]


def test_a_round_counts_half_as_much_eight_rounds_back() -> None:
    assert recency(ORDER[-1]) == 1.0
    assert recency(ORDER[-9]) == pytest.approx(0.5)
    assert recency(ORDER[0]) < recency(ORDER[1]) < 1.0


def _per(falses: list[int], caught: list[int]) -> dict[str, dict[str, list[tuple[int, str]]]]:
    """Rounds where ``shipped`` makes 10 false alarms of 20 and 10 catches of 20, and the
    variant ``V`` the given counts."""
    def pairs(f: int, c: int) -> list[tuple[int, str]]:
        return ([(0, "unsupported")] * f + [(0, "supported")] * (20 - f)
                + [(1, "unsupported")] * c + [(1, "weak")] * (20 - c))
    return {commit: {"shipped": pairs(10, 10), "V": pairs(f, c)}
            for commit, f, c in zip(BAR_ROUNDS, falses, caught, strict=True)}


def test_the_bar_pools_the_eight_rounds_and_allows_one_worse_on_both() -> None:
    assert len(BAR_ROUNDS) == 8
    fewer_false = _per([9] * 8, [10] * 8)
    assert passes(fewer_false, "V") == (True, -8, 0, 0)
    one_worse = _per([11, *[8] * 7], [9, *[11] * 7])
    assert passes(one_worse, "V")[0]
    two_worse = _per([11, 11, *[8] * 6], [9, 9, *[11] * 6])
    assert not passes(two_worse, "V")[0]
    catches_lost = _per([5] * 8, [10] * 7 + [9])
    assert not passes(catches_lost, "V")[0]
    three_per_false = _per([11] * 8, [13] * 8)
    assert passes(three_per_false, "V") == (True, 8, 24, 0)
