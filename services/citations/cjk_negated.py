"""What a Chinese negation bears on, past the adverb of degree or time right after it.

"不再通航" negates "通航" ("no longer navigable"), "不太适合" negates "适合": the
adverb between the negation and its verb ("再", "太", "很", "一定", "完全", "怎么")
is a closed class of grammar, never what is negated; so is a verb of advice ("不建议使用
布洛芬" advises against "使用"). Reading "再通" as the negated
word hides that a claim's "仍可通航" states the verb plainly.
"""

from __future__ import annotations

import re

_HAN = re.compile("[\u3400-\u9fff]")
ADVERBS = ("一定", "完全", "怎么", "那么", "这么", "最终", "正式", "真正", "彻底", "建议",
           "推荐", "再", "太", "很", "够", "大")
"""Chinese adverbs of degree, time or manner, and verbs of advice ("不建议使用": not
advised to use), that stand between a negation and the verb it bears on."""


ABILITY = ("能", "法", "会")
"""What a negation of ability or of the future holds after its negation character ("未能到达",
"不能使用", "无法到达", "没法使用", "不会播出"): the verb it bears on comes after it."""


def past_adverb(after: str) -> str:
    """``after`` (the text right after a Chinese negation) without a leading adverb
    of ``ADVERBS`` or word of ability (``ABILITY``), when a verb of two characters at
    least follows it."""
    for adverb in ADVERBS + ABILITY:
        if after.startswith(adverb) and len(after) >= len(adverb) + 2:
            return after[len(adverb) :]
    return after


OBJECT = 2
"""CJK content characters at least of an object for the claim to need it."""
_GRAMMAR = re.compile("[的了着过是和与及或也都而之其以为从到被把将对向、，,。\\s]")


def object_missing(part: str, verb: str, claim: str) -> bool:
    """Whether the object after ``verb`` in the page's negated clause ``part`` ("暂不支持
    跨平台": "跨平台") is one the claim never states: the claim holds the verb with
    another object ("只支持从iOS迁移到iOS"), the page's negation is not turned round."""
    at = part.find(verb)
    if at == -1 or not _HAN.match(verb[:1]):
        return False
    rest = _GRAMMAR.sub("", part[at + len(verb) :])
    if len(rest) < OBJECT or not _HAN.match(rest[:1]):
        return False
    pairs = {rest[k : k + 2] for k in range(len(rest) - 1)}
    return not any(p in claim for p in pairs)


_ENDING = re.compile("(?<=[\u4e00-\u9fff])[\u3041-\u309f]+$")


def verb_stem(stem: str) -> str:
    """A Japanese verb before its negation without the kana of its ending after its kanji
    ("着用し" -> "着用", "対応してい" -> "対応"); all kana ("でき") stays as it is."""
    return _ENDING.sub("", stem)


def hedged_beside(hedge: str, clause: str) -> bool:
    """Whether the CJK ``hedge`` ("可能") stands in ``clause`` itself, the page's clause
    the claim's matches: a plan elsewhere in the sentence ("预计工期4年") does not make
    the possibility there ("最早可能在2027年动工") a plan."""
    return bool(hedge) and bool(_HAN.match(hedge[:1])) and hedge in clause
