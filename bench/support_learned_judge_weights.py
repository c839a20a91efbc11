"""Weights of the support check's learned judge (``bench/support_learned_judge.py``).

Written by ``python -m bench.support_learned_last --write``: a logistic model (penalty
0.3) over 7098 claims of heldout2 .. heldout80, each as the checker that first
judged it saw it (the rules alone), with its two thresholds (target 0.075). Do not
edit by hand.
"""

WEIGHTS: dict[str, float] = {
    "advised_certain": -2.0655,
    "advised_check": 0.0,
    "anchored": 0.0556,
    "cjk": 1.5594,
    "claim_numbers": -2.2075,
    "claim_terms_log": -6.7618,
    "coverage": -2.0755,
    "coverage_lt_15": -1.0287,
    "coverage_lt_33": -0.703,
    "coverage_lt_45": -0.8268,
    "detail_certain": -0.2034,
    "detail_check": 0.0,
    "findings": -0.1054,
    "findings_certain": 1.4881,
    "hedged_certain": 0.051,
    "hedged_check": 1.2794,
    "intent_certain": -1.0302,
    "intent_check": 0.8306,
    "name_elsewhere_certain": -0.9108,
    "name_elsewhere_check": -0.4862,
    "name_missing_certain": 0.1423,
    "name_missing_check": -0.6846,
    "negation_certain": -0.9653,
    "negation_check": -0.493,
    "number_missing_certain": 0.5042,
    "number_missing_check": 0.794,
    "numbers_differ_certain": 0.9699,
    "numbers_differ_check": 0.1676,
    "numbers_not_in_window": -0.0132,
    "rule_unsupported": 2.9198,
    "rule_weak": 2.1522,
    "swapped_certain": -1.5211,
    "swapped_check": 0.0,
    "terms_in_window": -3.5049,
    "terms_not_on_page": -6.2581,
    "window_share_of_page": 2.167,
}
INTERCEPT = 5.6757
UNSUPPORTED_AT = 0.4805
"""The chance of being wrong above which 7.5% of the correct claims it was fitted
on lie: the model's ``unsupported``."""
WEAK_AT = 0.1899
"""The chance above which as many correct claims lie as the rules leave not supported:
the model's ``weak``."""
