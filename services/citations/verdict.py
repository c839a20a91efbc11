"""From a claim's best passage and the signals against it to a judgment and its reason.

- ``unsupported``: the passage says something else (a different number or
  year, the opposite, a possibility where the sentence states a fact, a name
  from elsewhere or from nowhere), or it holds little of the sentence;
- ``weak`` (shown as "check this"): the passage holds much of the sentence
  but not all, states a plan the sentence gives as settled, or does not state
  a number of the sentence while stating no other in its place;
- ``supported``: the passage holds the sentence's words (in any form: other
  endings, compound parts, CJK pairs) and nothing above stands against it.

The thresholds were tuned on ``bench/support_set/dev.json`` only;
``python -m bench.support`` reports them on the held-out part as well.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from services.citations.numbers import numbers
from services.citations.passages import Match, SourceIndex, terms
from services.citations.signals import (
    Finding,
    name_finding,
    names,
    number_finding,
    polarity,
)

Support = Literal["supported", "weak", "unsupported"]

SUPPORTED_AT = 0.45
"""Coverage from which a sentence with nothing against it counts as supported."""
WEAK_AT = 0.33
"""Coverage from which a sentence counts as "check this" rather than unsupported."""
NUMBER_CONTEXT = 3
"""Sentences before a passage where its numbers may stand (the version or year a
paragraph is about)."""

REASONS = ("no_text", "no_match", "few_words", "partial", "numbers_differ",
           "number_missing", "negation", "hedged", "intent", "name_elsewhere",
           "name_missing")
"""Why a citation is not ``supported`` (stable codes; the UI words them)."""


def findings(claim: str, match: Match, index: SourceIndex,
             capitalises_nouns: bool) -> list[Finding]:
    """Everything ``claim`` states that the window of ``match`` does not, most telling first."""
    window = index.text[match.start : match.end]
    found: list[Finding] = []
    number = number_finding(numbers(claim), index.sentence(match.focus), window,
                            index.around(match, NUMBER_CONTEXT))
    if number is not None:
        found.append(number)
    flip = polarity(claim, window)
    if flip is not None:
        found.append(flip)
    claimed = names(claim, capitalises_nouns)
    if claimed:
        # The sentence that says what the claim says, its names left out: a
        # name the claim gives there and the page gives elsewhere is a swap.
        named = {t for name in claimed for t in terms(name)}
        main = index.main_sentence(match, [t for t in terms(claim) if t not in named])
        name = name_finding(claimed, index.sentence(main), index.around(match, 1),
                            index.lowered, capitalises_nouns)
        if name is not None:
            found.append(name)
    return sorted(found, key=lambda f: not f.certain)


def judge(match: Match | None, has_text: bool,
          against: Sequence[Finding] = ()) -> tuple[Support, Finding | None]:
    """A judgment for the best window of one source and the finding behind it."""
    if not has_text:
        return "unsupported", Finding("no_text")
    if match is None:
        return "unsupported", Finding("no_match")
    if match.coverage < WEAK_AT:
        return "unsupported", Finding("few_words")
    certain = [f for f in against if f.certain]
    if certain:
        return "unsupported", certain[0]
    if against:
        return "weak", against[0]
    if match.coverage >= SUPPORTED_AT:
        return "supported", None
    return "weak", Finding("partial", certain=False)
