"""A bound turned round: "至少接待5000人" (at least) where the page says "接待不超过5000人"
(at most), "more than 200 seats" for "up to 200 seats".

The claim keeps the number, so the number check finds it stated; what changed is the
side of it the claim puts the truth on. Each number of the claim that the passage also
states is read with the bound word right before it (or, in Chinese, Japanese and
Korean, right after it: "5000人以上"): an upper bound ("up to", "höchstens", "不超过",
"以下") or a lower one ("at least", "mindestens", "至少", "以上"). Both sides giving
one, and not the same one, the claim says the opposite. The bound words are closed
classes, given for every tabled language; longer ones are read first ("不超过" before
"超过", "no more than" before "more than").
"""

from __future__ import annotations

import re

from services.citations.bound_exceeded import exceeded_clause
from services.citations.finding import Finding
from services.citations.numbers import Number, numbers
from services.citations.scripts import CJK as _CJK

UPPER: dict[str, tuple[str, ...]] = {
    "en": ("up to", "at most", "no more than", "not more than", "a maximum of", "less than",
           "fewer than", "no longer than", "not exceeding", "under", "below"),
    "de": ("bis zu", "höchstens", "maximal", "weniger als", "nicht mehr als", "unter"),
    "fr": ("jusqu'à", "jusqu’à", "au plus", "au maximum", "moins de", "pas plus de"),
    "es": ("hasta", "como máximo", "menos de", "no más de", "un máximo de"),
    "it": ("fino a", "al massimo", "meno di", "non più di", "un massimo di"),
    "pt": ("até", "no máximo", "menos de", "não mais de", "um máximo de"),
    "nl": ("tot", "maximaal", "hooguit", "minder dan", "niet meer dan", "ten hoogste"),
    "zh": ("最多", "至多", "不超过", "不超出", "不到", "不足", "少于", "低于", "最长", "最大",
           "未满", "不满", "最晚", "最迟"),
    "ja": ("最大", "最長", "最高"),
    "ko": ("최대", "최장"),
}
"""Words before a number that make it an upper bound."""
LOWER: dict[str, tuple[str, ...]] = {
    "en": ("at least", "more than", "over", "above", "a minimum of", "no fewer than",
           "no less than", "in excess of", "exceeding"),
    "de": ("mindestens", "mehr als", "über", "wenigstens", "nicht weniger als"),
    "fr": ("au moins", "plus de", "au minimum", "pas moins de"),
    "es": ("al menos", "más de", "como mínimo", "por lo menos", "no menos de"),
    "it": ("almeno", "più di", "come minimo", "non meno di"),
    "pt": ("pelo menos", "mais de", "no mínimo", "não menos de"),
    "nl": ("minstens", "ten minste", "meer dan", "minimaal", "niet minder dan"),
    "zh": ("至少", "最少", "不少于", "不低于", "超过", "多于", "高于", "起码", "最低", "最早"),
    "ja": ("少なくとも", "最低", "最短"),
    "ko": ("최소", "적어도"),
}
"""Words before a number that make it a lower bound."""
UPPER_AFTER = ("以下", "以内", "之内", "未満", "이하", "이내", "미만")
LOWER_AFTER = ("以上", "多", "余", "超", "이상", "초과")
"""CJK words after a number (and its measure word) that bound it."""
CJK_REACH = 6
"""Characters at most between a CJK bound word and its number ("最多可借10本")."""
MEASURE = 3
"""Characters at most of a measure word between a CJK number and a bound after it."""

_BEFORE = sorted(((w, "upper") for ws in UPPER.values() for w in ws), key=lambda p: -len(p[0]))
_BEFORE_LOWER = sorted(((w, "lower") for ws in LOWER.values() for w in ws),
                       key=lambda p: -len(p[0]))


def _before(text: str, at: int) -> str:
    """The direction of the bound word right before position ``at``, "" when none."""
    head = text[:at].rstrip().lower()
    cjk = bool(head) and bool(_CJK.match(head[-1]))
    best: tuple[int, int, str] | None = None  # (distance, -length, direction)
    for word, direction in _BEFORE + _BEFORE_LOWER:
        if _CJK.match(word[0]):
            end = head.rfind(word, max(0, len(head) - CJK_REACH - len(word)))
            if end == -1 or not cjk:
                continue
            distance = len(head) - (end + len(word))
        elif head.endswith(word) and (len(head) == len(word) or not head[-len(word) - 1].isalnum()):
            distance = 0
        else:
            continue
        start = end if _CJK.match(word[0]) else len(head) - len(word)
        if _CJK.match(word[0]) and _NEGATOR.search(head[max(0, start - NEGATED) : start]):
            direction = "lower" if direction == "upper" else "upper"  # "不应超过8小时"
        if not _inside_longer(head, start, word) and (
                best is None or (distance, -len(word)) < best[:2]):
            best = (distance, -len(word), direction)
    return best[2] if best else ""


_NEGATOR = re.compile("[不没未勿]")
_HANGUL = re.compile("[\uac00-\ud7af]")
"""Korean is written in spaced words: a phrase of it is cut at spaces."""
NEGATED = 2
"""CJK characters at most between a negation and the bound word it turns ("不应超过")."""


def _inside_longer(head: str, start: int, word: str) -> bool:
    """Whether ``word`` at ``start`` of ``head`` is part of a longer bound word there
    ("超过" of "不超过")."""
    for longer, _direction in _BEFORE + _BEFORE_LOWER:
        if len(longer) > len(word) and word in longer:
            offset = longer.find(word)
            if head.startswith(longer, start - offset) and start - offset >= 0:
                return True
    return False


def _after(text: str, end: int) -> str:
    """The direction of a CJK bound word right after a number ending at ``end``."""
    tail = text[end : end + MEASURE + 2]
    for words, direction in ((UPPER_AFTER, "upper"), (LOWER_AFTER, "lower")):
        for word in words:
            at = tail.find(word)
            if at != -1 and at <= MEASURE:
                return direction
    return ""


def bound_of(text: str, number: Number) -> str:
    """The side ``text`` bounds ``number`` on: "upper" ("up to 13 A", "不超过5000人"),
    "lower" ("mehr als 4.300", "5000人以上") or "" (no bound word beside it)."""
    at = text.find(number.text)
    if at == -1:
        return ""
    direction = _before(text, at)
    if not direction and _CJK.search(text):
        direction = _after(text, at + len(number.text))
    return direction


def _directions(text: str) -> list[tuple[Number, str]]:
    """Each figure of ``text`` written in digits (no year, no month) with ``bound_of`` it."""
    return [(number, bound_of(text, number)) for number in numbers(text)
            if number.text in text and number.text[:1].isdigit()
            and number.kind not in ("year", "month")]


def bound_flip(claim: str, passage: str) -> Finding | None:
    """The claim's number bounded one way where the passage bounds the same number the
    other, or None."""
    theirs = [(n, d) for n, d in _directions(passage) if d]
    if not theirs:
        return None
    for number, mine in _directions(claim):
        if not mine:
            continue
        for other, direction in theirs:
            if number.agrees(other) and direction != mine and not exceeded_clause(
                    claim, passage, other.text, mine == "lower"):  # "…; wer mehr braute"
                return Finding("negation", _phrase(claim, number), _phrase(passage, other),
                               rule="bound_direction")
    return None


def _phrase(text: str, number: Number) -> str:
    """The few characters before ``number`` in ``text`` with it: what the reader sees."""
    at = text.find(number.text)
    head = text[:at]
    if head[-1:] and _CJK.match(head.rstrip()[-1:] or " ") and not _HANGUL.search(text):
        return (re.split(r"[，,；;。：:]", head[-PHRASE:])[-1] + number.text).strip()
    words = head.split()[-PHRASE_WORDS:]
    return " ".join([*words, number.text])


PHRASE = 6
"""CJK characters before a number shown with it."""
PHRASE_WORDS = 3
"""Words before a number shown with it."""
