"""A cause the page never gives, made of the page's own words: "但由于采用了青石砌筑，
桥身基本完好" where the page writes "采用当地青石砌筑。" and, in another sentence,
"但桥身基本完好".

The cause's characters all stand on the page, so a count of missing words
(``causes.invented_cause``) passes it. What tells: the page writes the cause and the
effect in two sentences, with no word of cause near either; a reason the page gives
stands in the sentence of what it explains ("避开黄金周，届时…排队可能超过两小时"), or
one of the two sentences gives it with a word of cause.
Chinese and Japanese, read character by character.
"""

from __future__ import annotations

from collections.abc import Callable

from services.citations.cjk_particles import CHINESE_FUNCTION, JAPANESE_PARTICLES
from services.citations.scripts import CJK as _CJK
from services.citations.sentences import sentence_spans

_GRAMMAR = frozenset(CHINESE_FUNCTION + "但就所着过很更还又已" + JAPANESE_PARTICLES + "たしてる")
"""Characters of grammar, not content: in every sentence alike."""
HELD = 0.8
"""Share of the cause's content characters at least that one page sentence holds."""
REST_HELD = 0.7
"""Share of the rest's content characters at least that another sentence holds."""
CROSS = 0.5
"""Share of the cause below which the rest's sentence does not state it."""
MIN_CHARS = 4
"""Content characters at least of a cause and of the rest to weigh them."""


def _content(text: str) -> list[str]:
    return [c for c in text if _CJK.match(c) and c not in _GRAMMAR]


def _share(chars: list[str], sentence: str) -> float:
    return sum(c in sentence for c in chars) / len(chars)


def joined_cause(cause: str, rest: str, near: str, gives_cause: Callable[[str], bool]) -> bool:
    """Whether ``cause`` (a claim's reason) is stated in one sentence of ``near`` (the
    passage and its neighbours) and ``rest`` (what the claim says it explains) in
    another that does not state it, neither with a word of cause (``gives_cause``)."""
    mine, others = _content(cause), _content(rest)
    if len(mine) < MIN_CHARS or len(others) < MIN_CHARS:
        return False
    sentences = [near[start:end] for start, end in sentence_spans(near)]
    if len(sentences) < 2:
        return False
    by_cause = max(sentences, key=lambda s: _share(mine, s))
    by_rest = max(sentences, key=lambda s: _share(others, s))
    return (by_cause is not by_rest and _share(mine, by_cause) >= HELD
            and _share(others, by_rest) >= REST_HELD and _share(mine, by_rest) < CROSS
            and not gives_cause(by_cause.lower()) and not gives_cause(by_rest.lower()))
