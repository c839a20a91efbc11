"""A name the page writes beside the word its sentence uses for the same one: "Bernd
Terhaar betont, …" where the sentence says "Ihr Vater ergänzt: …" and the page "mit ihrem
Vater Bernd"; "外婆陈美玉的面摊" where the sentence says "外婆的面摊" and the page "我外婆
陈美玉". An apposition ties the name to that word ("Vater Bernd", "外婆陈美玉"), so the claim
names whom the sentence means: it puts no one in another's place. A name the page writes
beside another word ("Trainer Jens Haberland" for the sentence's "Kapitänin") is no help.

Spaced scripts: the sentence's filler, one word (a name there, "Torwart Kai Moss", is
the one it means), right before the claim's name. CJK: the two characters before the
claim's name, which the sentence holds with a particle after them (no name), right before
that name on the page. Structure, any language.
"""

from __future__ import annotations

import re

from services.citations.cjk_particles import CJK_FUNCTION, KOREAN_PARTICLES
from services.citations.cues import STOP_WORDS
from services.citations.scripts import CJK_SCRIPT

ANCHOR = 2
"""CJK characters of the word before a name that tie it ("外婆", "校长")."""
NAME_CHARACTERS = 4
"""CJK characters at most of a person's name ("陈美玉", "欧阳修远")."""
_WORD = re.compile(r"[^\W\d_]{3,}")


def apposed(claimed: str, stated: str, claim: str, sentence: str, page: str) -> bool:
    """Whether the page (``page``, lower-cased) writes ``claimed`` (a swapped slot's
    filler in ``claim``) right after the word ``sentence`` uses in its place (``stated``,
    spaced scripts) or after the word the claim and the sentence put before it (CJK)."""
    if not claimed.strip():
        return False
    if CJK_SCRIPT.match(claimed[:1]):
        if len(claimed) > NAME_CHARACTERS or set(claimed) & CJK_FUNCTION:
            return False  # a phrase ("出售桂花糕和烧饼") joins a statement, it names no one
        at = claim.find(claimed)
        anchor = claim[max(0, at - ANCHOR) : at] if at > 0 else ""
        # The sentence's word stands alone there ("外婆的面摊"): a name after it
        # ("馆长周建国") is the one it means, and the claim's is another.
        return len(anchor) == ANCHOR and all(CJK_SCRIPT.match(c) for c in anchor) and (
            stated[:1] in CJK_FUNCTION or stated[:1] in KOREAN_PARTICLES) and (
            anchor + stated[:1] in sentence) and anchor + claimed in page
    words = _WORD.findall(stated)
    if len(stated.split()) != 1 or len(words) != 1 or words[0] in STOP_WORDS:
        return False  # a name in the sentence's place ("goalkeeper Kai Moss") is its own
    # On one line: a word and a name on lines of their own are items of a list.
    return re.search(rf"(?<!\w){re.escape(words[0])}[^\S\n]+{re.escape(claimed.split()[0])}"
                     r"(?!\w)", page) is not None
