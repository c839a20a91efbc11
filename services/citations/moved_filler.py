"""Two names that trade places across the words between them: "led by Dr. Inés Carvalho
of Bangor University, with co-authors from the University of the Algarve" where the page
writes "led by Dr. Inés Carvalho of the University of the Algarve, with co-authors from
Bangor University".

``relations.swaps`` finds two fillers that cross when the claim and the sentence align
slot by slot; here the alignment keeps one name in place and reads the other as moved:
the claim's words hold a run the sentence lacks (``X`` and then a frame ``F``: "Bangor
University with co-authors from"), then words both share (``E``: "the University of the
Algarve"), then the sentence holds a run the claim lacks (``F`` and then ``X``). The
frame says which role each name has, so ``X`` and ``E`` changed roles. The sign, in any
language written with spaces and capitals: that shape of the alignment (or its mirror),
``X`` and ``E`` each holding two capitalised words (a name of two words or more, not a
German noun) that do not open the claim, and ``F`` a content word.
"""

from __future__ import annotations

from difflib import SequenceMatcher

from services.citations.cues import STOP_WORDS
from services.citations.scripts import CJK_SCRIPT, LETTERS

NAME_WORDS = 2
"""Capitalised words at least of each of the two names (German capitalises every noun)."""


def moved_filler(claim: str, sentence: str) -> tuple[str, str] | None:
    """``(the claim's moved name with its neighbour, the sentence's)``, or None."""
    if CJK_SCRIPT.search(claim):
        return None
    mine = LETTERS.findall(claim)
    if sum(1 for w in mine[1:] if w[:1].isupper()) < 2 * NAME_WORDS:
        return None  # two names of two words each: most claims have none to move
    theirs = LETTERS.findall(sentence)
    a, b = [w.lower() for w in mine], [w.lower() for w in theirs]
    blocks = SequenceMatcher(None, a, b, autojunk=False).get_opcodes()
    for k in range(len(blocks) - 2):
        (op1, i1, i2, j1, j2), (op2, e1, e2, _f1, _f2), (op3, k1, k2, l1, l2) = blocks[k : k + 3]
        if op2 != "equal" or {op1, op3} != {"delete", "insert"}:
            continue
        gone = a[i1:i2] if op1 == "delete" else a[k1:k2]
        come = b[l1:l2] if op3 == "insert" else b[j1:j2]
        moved = _rotation(gone, come) if op1 == "delete" else _rotation(come, gone)
        if moved is None:
            continue
        x, frame = moved
        start = i1 if op1 == "delete" else k1 + len(frame)
        named = mine[start : start + len(x)]
        kept = mine[e1:e2]
        if _content(frame) and _capital(named, start) and _capital(kept, e1):
            return " ".join(named), " ".join(kept)
    return None


def _rotation(first: list[str], second: list[str]) -> tuple[list[str], list[str]] | None:
    """``(X, F)`` when ``first`` is X then F and ``second`` is F then X, else None."""
    if len(first) != len(second) or len(first) < 2:
        return None
    for cut in range(1, len(first)):
        x, frame = first[:cut], first[cut:]
        if second == frame + x:
            return x, frame
    return None


def _content(words: list[str]) -> bool:
    return any(w not in STOP_WORDS and len(w) >= 3 for w in words)


def _capital(words: list[str], at: int) -> bool:
    """Whether ``words`` (from the claim's word ``at`` on) hold ``NAME_WORDS`` capitalised
    words, the claim's first word aside: a name ("Bangor University"), not a German noun."""
    return sum(1 for n, w in enumerate(words) if at + n > 0 and w[:1].isupper()
               and w.lower() not in STOP_WORDS) >= NAME_WORDS
