"""What a Chinese negation bears on, past the adverb of degree or time right after it.

"不再通航" negates "通航" ("no longer navigable"), "不太适合" negates "适合": the
adverb between the negation and its verb ("再", "太", "很", "一定", "完全", "怎么")
is a closed class of grammar, never what is negated; so is a verb of advice ("不建议使用
布洛芬" advises against "使用"). Reading "再通" as the negated
word hides that a claim's "仍可通航" states the verb plainly.
"""

from __future__ import annotations

ADVERBS = ("一定", "完全", "怎么", "那么", "这么", "最终", "正式", "真正", "彻底", "建议",
           "推荐", "再", "太", "很", "够", "大")
"""Chinese adverbs of degree, time or manner, and verbs of advice ("不建议使用": not
advised to use), that stand between a negation and the verb it bears on."""


def past_adverb(after: str) -> str:
    """``after`` (the text right after a Chinese negation) without a leading adverb
    of ``ADVERBS``, when a verb of two characters at least follows it."""
    for adverb in ADVERBS:
        if after.startswith(adverb) and len(after) >= len(adverb) + 2:
            return after[len(adverb) :]
    return after
