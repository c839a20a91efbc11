"""A word of negation that is the low end of a range, not a negation: "from none at all to
212 particles", "von keinem bis zu drei Fällen", "de ninguno a cinco", "van geen tot twee".

A range names its two ends with a word of "from" before the first and a word of "to"
after it (closed classes, given for every spaced language the cue tables cover); a
negator in the first end's place counts zero, it turns nothing round.
"""

from __future__ import annotations

FROM_WORDS = frozenset({"from", "von", "vom", "de", "desde", "da", "dal", "van", "vanaf"})
"""Words of "from" before a range's low end (en, de, fr, es, it, pt, nl)."""
TO_WORDS = frozenset({"to", "bis", "à", "a", "hasta", "al", "fino", "até", "tot"})
"""Words of "to" before a range's high end (en, de, fr, es, it, pt, nl)."""
END_GAP = 3
"""Words at most between the negator and the word of "to" ("from none at all to 212")."""


def range_low_end(words: list[str], k: int) -> bool:
    """Whether ``words[k]`` (a negator) stands right after a word of "from" and a word of
    "to" follows within ``END_GAP`` words: the range's low end, zero."""
    return k > 0 and words[k - 1] in FROM_WORDS and any(
        w in TO_WORDS for w in words[k + 1 : k + 2 + END_GAP])
