"""A possible maximum stated as the value: "kann um bis zu 30 % sinken" for "sinkt um 30 %".

A page that says a thing *can* reach *up to* a figure gives its best case; the
claim that states the figure as what happens ("the water use falls by 30 %")
drops both the possibility and the bound. "Up to" alone is often kept in other
words ("as far as", "a maximum of") and a modal alone is weighed by the hedge
check; together, with the claim keeping neither, the claim overreaches. So does a
claim that copies the page's words around a bound with the bound alone left out
("the battery lasts six months" for "the battery lasts up to six months"): no other
words stand in for it.
The words of a bound are a closed class, given for every tabled language.
"""

from __future__ import annotations

import re

from services.citations.case_blind import CaseBlind
from services.citations.clauses import clauses
from services.citations.daytime import HOUR_WORDS
from services.citations.finding import Finding
from services.citations.numbers import Number, numbers
from services.citations.polarity import cues
from services.citations.scripts import CJK_SCRIPT as _CJK

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

_BOUND = CaseBlind("|".join(sorted((re.escape(w) for ws in BOUNDS.values() for w in ws),
                                    key=len, reverse=True)))
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
    modal or hedge of its own; or one the claim copies with the page's words around it,
    the bound alone cut out (``_cut_bound``), modal or none."""
    own = cues(claim)
    if own.able or _BOUND.search(claim):
        return None
    figures = {n.text for n in numbers(claim) if _measured(n)}
    if not figures:
        return None
    modal = _MODAL.search(claim.lower()) is not None
    for part, _found in clauses(passage):
        theirs = cues(part, passage)
        if not modal and own.hedged in ("", theirs.hedged) and (
                cut := _cut_bound(claim, part)) is not None:
            return cut  # the page's very words, the bound cut out (a hedge copied: "likely")
        if own.hedged or not (theirs.hedged or _MODAL.search(part.lower())):
            continue  # a permission ("permitted for up to 60 days") is a rule, no best case
        shared = sorted(figures & _bounded(part))
        bound = _BOUND.search(part)
        if shared and bound is not None:
            return Finding("hedged", shared[0], bound.group(), rule="upper_bound")
    return None


CUT_CONTEXT = 2
"""Words (CJK: characters) before a bound and after its figure that the claim must copy
for the bound to be cut out of the page's words."""
_WORDS = re.compile(r"[^\W_]+(?:[.,'’][^\W_]+)*")


def _cut_bound(claim: str, part: str) -> Finding | None:
    """A bound of ``part`` right before a figure ("lasts up to six months on") that
    ``claim`` leaves out of the page's words around it ("lasts six months on")."""
    flat = " ".join(claim.split()).casefold()
    for bound in _BOUND.finditer(part):
        rest = part[bound.end():]
        figure = next((n for n in numbers(rest[:BOUND_REACH]) if _measured(n)
                       and rest.lstrip().startswith(n.text)), None)
        if figure is None:
            continue
        after = rest.lstrip()[len(figure.text):]
        before = part[: bound.start()]
        cjk = _CJK.search(bound.group()) is not None
        if cjk:
            said = before[-CUT_CONTEXT:] + figure.text + after[:CUT_CONTEXT]
            if len(before.strip()) < CUT_CONTEXT:
                continue
        else:
            words = _WORDS.findall(before)[-CUT_CONTEXT:]
            if len(words) < CUT_CONTEXT:
                continue
            said = " ".join([*words, figure.text, *_WORDS.findall(after)[:1]])
        said = re.escape(" ".join(said.split()).casefold())
        if re.search(said if cjk else rf"(?<![^\W_]){said}(?![^\W_])", flat):
            return Finding("hedged", figure.text, bound.group(), rule="upper_bound")
    return None
