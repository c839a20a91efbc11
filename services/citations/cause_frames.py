"""A cause written before its verb, that the page never gives: "该问题是由系统省电策略导致的"
("the problem was caused by the system's power saving") beside a page that only says
the problem was fixed; "この不具合はメモリ不足が原因だった".

``causes.invented_cause`` reads a cause after its word ("因为…", "because …"); Chinese
and Japanese also frame it around a verb of causing, the cause first. Same sign: the
page near the passage gives no word of cause, and most of the cause's characters are
not on it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from services.citations.scripts import CJK as _CJK

FRAMES = (
    re.compile(r"(?:是由|是因|由|因|是)([^，,。；;：:！？]{2,24}?)(?:所?导致|所?造成|所?引起|所致)"),
    re.compile(r"(?:は|も)([^、，。！？]{2,24}?)(?:が原因|に起因|によるもの)"),
    re.compile(r"(?<![原起基])因([^，,。；;：:！？而]{2,12})而(?!异)"),
)
"""Frames of a cause before a verb of causing ("由X导致的", "是X造成的", "Xが原因"), or
around the verb it causes ("因X而被没收": confiscated because of X; "因X而异", "varies
with X", gives none)."""
MISSING_SHARE = 0.5
"""Share of the cause's characters at least that the passage and its neighbours lack."""
MIN_CHARS = 3
"""Characters at least of a cause that states something ("由此导致" points back)."""
_POINTERS = frozenset("此这其该之它")


def framed_cause(claim: str, near: str, gives_cause: Callable[[str], bool]) -> str | None:
    """The cause ``claim`` frames around a verb of causing that ``near`` (the passage
    and a sentence either side) neither gives with a word of cause
    (``gives_cause``) nor holds most characters of, or ``None``."""
    for frame in FRAMES:
        for found in frame.finditer(claim):
            cause = found.group(1)
            signs = [c for c in cause if _CJK.match(c)]
            if len(signs) < MIN_CHARS or set(cause[:1]) <= _POINTERS:
                continue
            if gives_cause(near.lower()):
                return None
            if sum(c not in near for c in signs) >= MISSING_SHARE * len(signs):
                return cause
    return None
