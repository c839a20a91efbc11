"""A possible maximum stated as the value: "kann um bis zu 30 % sinken" for "sinkt um 30 %".

A page that says a thing *can* reach *up to* a figure gives its best case; the
claim that states the figure as what happens ("the water use falls by 30 %")
drops both the possibility and the bound. "Up to" alone is often kept in other
words ("as far as", "a maximum of") and a modal alone is weighed by the hedge
check; together, with the claim keeping neither, the claim overreaches.
The words of a bound are a closed class, given for every tabled language.
"""

from __future__ import annotations

import re

from services.citations.clauses import clauses
from services.citations.daytime import HOUR_WORDS
from services.citations.finding import Finding
from services.citations.numbers import Number, numbers
from services.citations.polarity import cues

BOUNDS: dict[str, tuple[str, ...]] = {
    "en": ("up to", "as much as", "as many as", "as long as", "as far as", "as high as",
           "a maximum of", "at most", "maximum", "no more than"),
    "de": ("bis zu", "maximal", "höchstens", "bis maximal"),
    "fr": ("jusqu'à", "jusqu’à", "au maximum", "au plus"),
    "es": ("hasta", "como máximo", "un máximo de"),
    "it": ("fino a", "fino al", "al massimo", "un massimo di"),
    "pt": ("até", "no máximo", "um máximo de"),
    "nl": ("tot wel", "maximaal", "hooguit", "ten hoogste"),
    "zh": ("最多", "高达", "可达", "最高", "多达"),
    "ja": ("最大", "最高"),
    "ko": ("최대",),
}
"""Words, by language, that make the number after them a maximum ("hasta", "até", "bis"
alone are "until" as often: only a figure of a unit counts, see ``_measured``)."""

_BOUND = re.compile("|".join(sorted((re.escape(w) for ws in BOUNDS.values() for w in ws),
                                    key=len, reverse=True)), re.IGNORECASE)
_FIGURE = re.compile(r"\d+(?:[.,]\d+)?")
_MODAL = re.compile(r"(?<![^\W\d_])(?:can|could|may|might|kann|können|könnte|könnten|peut|"
                    r"peuvent|pourrait|puede|pueden|podría|può|possono|potrebbe|pode|podem|"
                    r"poderá|kan|kunnen|kon)(?![^\W\d_])|可以|可能|能够|可达|可高达|できる|수 있")
"""Modals of possibility (not of permission: "permitted for up to 60 days" is a rule); "可达"
("can reach") holds its modal and its bound in one word."""
BOUND_REACH = 12
"""Characters at most between a bound word and its number ("bis zu 30", "最多可节省30")."""


def _bounded(text: str) -> set[str]:
    """The figures of ``text`` that a bound word stands right beside."""
    out = set()
    for figure in _FIGURE.finditer(text):
        before = text[max(0, figure.start() - BOUND_REACH) : figure.start()]
        if _BOUND.search(before):
            out.add(figure.group())
    return out


def _measured(number: Number) -> bool:
    """Whether ``number`` counts something in a unit ("30 %", "12 Stunden", "5公里"):
    not a year, a month, a day or an hour ("h" is both), which "hasta", "até", "bis"
    reach as "until"."""
    kind = number.kind
    return bool(kind) and kind not in ("year", "month", "ord", "h") and (
        kind not in HOUR_WORDS and kind[0] not in HOUR_WORDS)


def dropped_bound(claim: str, passage: str) -> Finding | None:
    """A figure that a clause of ``passage`` gives as a possible maximum (a word of
    a bound beside it and a modal of possibility, ``_MODAL``, or a hedge in the
    clause: "kann … bis zu 30 %") and ``claim`` states as the value, with no bound,
    modal or hedge of its own."""
    own = cues(claim)
    if own.hedged or own.able or _BOUND.search(claim):
        return None
    figures = {n.text for n in numbers(claim) if _measured(n)}
    if not figures:
        return None
    for part, _found in clauses(passage):
        theirs = cues(part, passage)
        if not (theirs.hedged or _MODAL.search(part.lower())):
            continue  # a permission ("permitted for up to 60 days") is a rule, no best case
        shared = sorted(figures & _bounded(part))
        bound = _BOUND.search(part)
        if shared and bound is not None:
            return Finding("hedged", shared[0], bound.group(), rule="upper_bound")
    return None
