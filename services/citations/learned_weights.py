"""Weights of the support check's calibration layer (``learned_layer``).

Written by ``python -m bench.support_learned_layer --write``: a logistic model (penalty
0.3) over 2508 claims of heldout2 .. heldout29, each as the checker that first
judged it saw it. Do not edit by hand.
"""

WEIGHTS: dict[str, float] = {
    "advised_certain": 0.2703,
    "advised_check": 0.0,
    "anchored": 0.105,
    "cjk": 1.239,
    "claim_numbers": -2.5649,
    "claim_terms_log": -6.5124,
    "coverage": -1.5251,
    "coverage_lt_15": -0.8765,
    "coverage_lt_33": -0.7988,
    "coverage_lt_45": -0.4606,
    "detail_certain": 0.113,
    "detail_check": 0.0,
    "findings": -0.093,
    "findings_certain": 1.4915,
    "hedged_certain": 0.0317,
    "hedged_check": 0.9871,
    "intent_certain": -0.7413,
    "intent_check": 1.0808,
    "name_elsewhere_certain": -0.452,
    "name_elsewhere_check": -0.2374,
    "name_missing_certain": 0.7203,
    "name_missing_check": -0.6623,
    "negation_certain": -0.7605,
    "negation_check": -0.4811,
    "number_missing_certain": 0.7994,
    "number_missing_check": 0.8792,
    "numbers_differ_certain": 1.4464,
    "numbers_differ_check": 0.2742,
    "numbers_not_in_window": 0.0231,
    "rule_unsupported": 2.3172,
    "rule_weak": 1.9317,
    "swapped_certain": -1.0838,
    "swapped_check": 0.0,
    "terms_in_window": -1.3381,
    "terms_not_on_page": -3.2195,
    "window_share_of_page": 0.5045,
}
INTERCEPT = 4.7881
DOUBTFUL: frozenset[str] = frozenset({
    "binding",
    "cause",
    "cjk_slot",
    "coverage",
    "detail",
    "list_item",
    "number_elsewhere",
    "page_number",
    "polarity",
    "role_swap",
    "swaps",
})
"""Checks whose ``unsupported`` verdicts at first sight were correct claims at least
20% of the time (over at least 5)."""
