"""A Chinese person's name set right beside a long run the passage's sentence writes too,
where the sentence writes another person's name there, for ``entity_catches``.

"泥间陶艺工作室的创办人林书瑶毕业于景德镇陶瓷大学，曾在日本信乐町的窑场学习两年" where the
sentence says "何嘉伟毕业于景德镇陶瓷大学，曾在日本信乐町的窑场学习两年" and the page names
林书瑶 a sentence before, as the studio's founder; "盐商许延年于1763年募资重修会澜桥" where
it says "乡绅王世德于1763年募资重修" and names 许延年 as the builder of 1542. The deed is
the sentence's own, word for word; only its doer is another person the page names. The
slot checks want the same characters on both sides of the name, and ``cjk_borrowed_name``
the claim's name in the very sentence; here the claim's words before the name are its
own, and the page names the person in another sentence, in another role.

What tells, with no word list but the dictionary's surnames and common words
(``chinese_senses``):

- the claim and the sentence share a run of ``RUN`` characters or more, and right
  before it (or right after it) each writes two or three Han characters;
- each of those opens with a surname, holds no grammatical character and is no stretch of
  common words (``chinese_senses.common_words``: "记录仪", "新规" are words, not names);
- the two share no character, the sentence writes the claim's name nowhere and the claim
  the sentence's nowhere, and the page writes the claim's name elsewhere: a person it
  names, given a deed the page gives another;
- the run opens with no verb of saying: a speaker is for ``speakers``;
- the claim is Chinese: one with kana or Hangul is left alone, since a Japanese kanji word
  the Chinese word list lacks could pass for a name.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher

from services.citations.chinese_senses import GRAMMATICAL, common_words, surname
from services.citations.cues import CJK_REPORTING_WORDS
from services.citations.fear_verbs import CJK_FEARING
from services.citations.scripts import HANGUL, KANA

RUN = 6
"""Characters at least of the run the claim and the sentence share beside the name: a
statement written word for word, not a phrase two statements happen to share."""
SIZES = (3, 2)
"""Characters of a Chinese person's name, longest first."""
_HAN = re.compile(r"[\u4e00-\u9fff]+")
_SAYING = (*CJK_REPORTING_WORDS, *CJK_FEARING)
"""Verbs of saying: a name right before one is a speaker, which ``speakers`` weighs with
the roles the page gives (its finding names the claim's role too)."""


def anchored_name_swap(claim: str, passage: list[str], page: str) -> tuple[str, str] | None:
    """``(claimed, stated)``: the name ``claim`` writes beside a run one sentence of
    ``passage`` shares, and the other name that sentence writes there; or None."""
    if not _HAN.search(claim) or KANA.search(claim) or HANGUL.search(claim):
        return None  # its names are read against Chinese surnames and Chinese words
    for sentence in passage:
        blocks = SequenceMatcher(None, claim, sentence, autojunk=False).get_matching_blocks()
        for a, b, size in blocks:
            if size < RUN or claim.startswith(_SAYING, a):
                continue  # a speaker before a verb of saying is for ``speakers``
            for n in SIZES:
                pairs = [(claim[a + size : a + size + n], sentence[b + size : b + size + n])]
                if a >= n and b >= n:
                    pairs.insert(0, (claim[a - n : a], sentence[b - n : b]))
                for mine, theirs in pairs:
                    if _swapped(mine, theirs, claim, sentence, page, n):
                        return mine, theirs
    return None


def _swapped(mine: str, theirs: str, claim: str, sentence: str, page: str, n: int) -> bool:
    """Whether ``mine`` (of ``claim``) and ``theirs`` (of ``sentence``), ``n`` characters
    each, are two people's names, the page naming the claim's elsewhere."""
    if len(mine) < n or len(theirs) < n or set(mine) & set(theirs):
        return False
    if not (_name(mine) and _name(theirs)):
        return False
    if common_words(claim, mine) or common_words(sentence, theirs):
        return False
    return mine not in sentence and theirs not in claim and mine in page


def _name(text: str) -> bool:
    """Whether ``text`` may be a Chinese person's name: Han characters only, a surname
    first, no grammatical character."""
    return bool(_HAN.fullmatch(text)) and surname(text[0]) and not GRAMMATICAL.search(text)
