"""A number the page gives, put after the words of another of its numbers: "高峰时段每8分钟一班"
where the page writes "高峰时段行车间隔为6分钟，平峰时段为8分钟", "移除了对 iOS 15 的支持"
where it writes "移除了对 iOS 14 的支持，最低系统要求提升至 iOS 15".

Every number of the claim stands in the passage, so the number check passes it; what
changed is which words the number goes with. Read in Chinese and Japanese, whose
words are not spaced: the claim's words right before its number (the particles and
light verbs before a number set aside: "每", "为", "约"), found in the passage, are
followed there, within a few characters, by another number, and the claim's number
stands in the passage after other words.
"""

from __future__ import annotations

import re

from services.citations.durations import same_duration
from services.citations.numbers import Number, numbers
from services.citations.scripts import CJK as _CJK

ANCHOR = (6, 5, 4, 3)
"""Characters of the words before a number looked up in the passage, longest first."""
GAP = 6
"""Characters at most between those words and the passage's number."""
_BEFORE_NUMBER = "每为约达是了在的共有近超约仅只第于至到"
"""Particles, light verbs and bounds that stand right before a number ("每8分钟", "约为")."""
_DIGITS = re.compile(r"\d")
_HAN = re.compile("[\u3040-\u30ff\u3400-\u9fff]")
_HANGUL = re.compile("[\uac00-\ud7af]")


def _anchor_at(claim: str, at: int) -> list[str]:
    head = claim[:at].rstrip()
    while head and head[-1] in _BEFORE_NUMBER:
        head = head[:-1]
    return [head[-size:] for size in ANCHOR if len(head) >= size and not _DIGITS.search(
        head[-size:]) and sum(bool(_CJK.match(c)) for c in head[-size:]) >= 2]


def number_slot(claim: str, passage: str) -> tuple[str, str] | None:
    """``(claimed, stated)``: a number of the claim that the passage states, and the
    number the passage gives after the claim's words before it, when the two differ."""
    if not _HAN.search(claim) or _HANGUL.search(claim):
        return None
    theirs, mine = numbers(passage), numbers(claim)
    for number in mine:
        written = re.search(rf"(?<![\d.,]){re.escape(number.text)}(?![\d])", claim)
        if written is None or not number.text[:1].isdigit() or number.kind in ("year", "month"):
            continue
        if not any(number.agrees(n) for n in theirs):
            continue  # a number the passage never states: the number check weighs it
        for anchor in _anchor_at(claim, written.start()):
            agrees, found = _after(passage, anchor, number, claim)
            if agrees or (found is not None and any(n.agrees(found) for n in mine)):
                break  # the claim states the passage's number too: it joins both
            if found is not None and not _names_item(claim, passage, number):
                return number.text, found.text
    return None


_CLAUSE_BREAK = re.compile(r"[，,；;。：:！？!?\n]")
ITEM_NAME = 2
"""Characters that open the words before a figure in the passage: the item it is of."""


def _names_item(claim: str, passage: str, number: Number) -> bool:
    """Whether ``claim`` names the item the passage gives ``number``: the characters that
    open the passage's clause up to the figure ("一楼住户室内温度平均高1.8℃": 一楼) stand in
    the claim, which only carries a frame the list states once to it ("一楼住户的室内温度平均比
    普通墙高1.8℃")."""
    for written in re.finditer(rf"(?<![\d.,]){re.escape(number.text)}(?![\d])", passage):
        head = _CLAUSE_BREAK.split(passage[: written.start()])[-1].strip()
        name = "".join(c for c in head if _HAN.match(c))[:ITEM_NAME]
        if len(name) == ITEM_NAME and name in claim:
            return True
    return False


def _after(passage: str, anchor: str, number: Number,
           claim: str = "") -> tuple[bool, Number | None]:
    """Whether a number after ``anchor`` in ``passage`` agrees with ``number`` (of
    ``claim``; a length of time in another unit too: "3小时" for "180分钟"), and else the
    first there (None when the passage never writes ``anchor`` before a number)."""
    found: list[Number] = []
    at = passage.find(anchor)
    while at != -1:
        tail = passage[at + len(anchor) : at + len(anchor) + GAP + 8]
        first = re.search(r"\d+(?:[.,]\d+)?", tail)
        if first is not None and first.start() <= GAP and not re.search(
                r"[，,；;。]", tail[: first.start()]):
            stated = numbers(tail[first.start():])
            if stated and (number.agrees(stated[0]) or (claim and same_duration(
                    number, claim, tail[first.start():]))):
                return True, None
            if stated:
                found.append(stated[0])
        at = passage.find(anchor, at + 1)
    return False, found[0] if found else None
