"""The object a Chinese verb of having or supporting carries, which is what its negation
denies: "不支持自动添加清洁液" denies "自动添加清洁液" (automatic refilling), and "能自动添加
清洁液" states it, though "支持" (supports) is not in it. Product pages write a feature
after such a verb ("支持", "提供", "具备", "配备", "设有", "自带"); a claim states it with another
one or with a modal ("能", "可以"). The verbs are a closed class."""

from __future__ import annotations

LIGHT_VERBS = ("支持", "提供", "具备", "具有", "配备", "配有", "设有", "带有", "自带", "允许",
               "能够", "可以", "能", "可")
"""Chinese verbs of having, offering or supporting, and modals of ability."""
SHORTEST = 3
"""Characters at least of the carried object."""


def carried_object(after: str, size: int) -> list[str]:
    """What a verb of ``LIGHT_VERBS`` that opens ``after`` (the words after a negation)
    carries (its first ``size`` characters), after each verb of the class: the forms in
    which another text states it ("能自动添加" for "支持自动添加"); ``[]`` when none. The
    object alone ("后货架需要单独购买") does not state it."""
    verb = next((v for v in LIGHT_VERBS if after.startswith(v)), "")
    rest = after[len(verb):]
    if not verb or len(rest) < SHORTEST:
        return []
    return [v + rest[:size] for v in LIGHT_VERBS]
