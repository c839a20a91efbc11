"""Weights of the support check's calibration layer (``learned_layer``).

Written by ``python -m bench.support_learned_layer --write``: a logistic model (penalty
0.3) over 3048 claims of heldout2 .. heldout35, each as the checker that
first judged it saw it. Do not edit by hand.
"""

WEIGHTS: dict[str, float] = {
    "advised_certain": 0.2885,
    "advised_check": 0.0,
    "anchored": 0.0027,
    "cjk": 1.2853,
    "claim_numbers": -2.5537,
    "claim_terms_log": -6.5316,
    "coverage": -1.8834,
    "coverage_lt_15": -0.9911,
    "coverage_lt_33": -0.4741,
    "coverage_lt_45": -0.5599,
    "detail_certain": 0.3579,
    "detail_check": 0.0,
    "findings": -0.0837,
    "findings_certain": 1.4297,
    "hedged_certain": 0.1352,
    "hedged_check": 1.0076,
    "intent_certain": -0.398,
    "intent_check": 1.2116,
    "name_elsewhere_certain": -0.3486,
    "name_elsewhere_check": -0.2324,
    "name_missing_certain": 0.7215,
    "name_missing_check": -0.6887,
    "negation_certain": -0.6159,
    "negation_check": -0.4736,
    "number_missing_certain": -0.0819,
    "number_missing_check": 1.1784,
    "numbers_differ_certain": 1.5219,
    "numbers_differ_check": -0.0533,
    "numbers_not_in_window": -0.301,
    "rule_unsupported": 2.3445,
    "rule_weak": 1.8976,
    "swapped_certain": -1.5216,
    "swapped_check": 0.0,
    "terms_in_window": -1.3948,
    "terms_not_on_page": -3.5095,
    "window_share_of_page": 0.6528,
}
INTERCEPT = 5.0113
DOUBTFUL: frozenset[str] = frozenset({
    "binding",
    "cause",
    "cjk_slot",
    "coverage",
    "list_item",
    "number_elsewhere",
    "polarity",
    "role_swap",
    "swaps",
})
"""Checks whose ``unsupported`` verdicts at first sight were correct claims at least
20% of the time (over at least 5)."""
HIDING: frozenset[str] = frozenset({
    "coverage",
    "names",
    "numbers",
    "polarity",
})
"""Checks whose ``weak`` verdicts at first sight were wrong claims at least
30% of the time (over at least 5)."""
