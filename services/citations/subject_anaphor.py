"""The page's subject, named in its lead, where the passage speaks of it by a common word
after the same characters: "每台设备都配有…" after a lead that says "首批共安装直饮水机86台",
for a summary's "每台直饮水机采用…".

A summary gives the thing its name where a paragraph's later sentence calls it "the
device": the swap check sees the name in the place of another word. The sign, for
Chinese: the claim's filler opens with a name of ``CJK_NAME`` characters or more that the
page's lead (its title and first sentences, the passage's own sentence aside) writes, the
page's filler with a word the dictionary knows as a common word (``chinese_senses``) that
the lead does not write, and the two stand right after the same characters ("每台"). A
rival's name in the subject's place is no dictionary word ("每台清源箱"): that stays a swap.
Only worth a check, not a verdict either way. Spaced scripts are left out: without a
lexicon "die Frankfurter Variante" (the subject) and "der Bayerische Leberkäse" (a rival)
look alike.
"""

from __future__ import annotations

from services.citations.chinese_senses import sense_words
from services.citations.passages import SourceIndex
from services.citations.scripts import CJK_SCRIPT

LEAD = 4
"""Sentences that open a page, its title among them: where it names what it is about."""
CJK_NAME = 3
"""Characters at least of the claim's filler that the lead writes (a thing's name)."""
CJK_BEFORE = 2
"""Characters before both fillers that must be the same ("每台")."""
COMMON_WORD = 2
"""Characters of the common word the page's filler opens with ("设备")."""


def subject_by_common_word(claimed: str, stated: str, claim: str, sentence: str,
                           index: SourceIndex) -> bool:
    """Whether the swap of ``claimed`` (the claim's filler) for ``stated`` (the filler of
    ``sentence``) gives the page's subject, named in its lead, the name the sentence
    replaces by a common word after the same characters."""
    claimed, stated = claimed.strip(), stated.strip()
    if not CJK_SCRIPT.match(claimed) or not CJK_SCRIPT.match(stated):
        return False
    lead = " ".join(index.sentence(k) for k in range(min(LEAD, len(index.spans)))
                    if index.sentence(k) != sentence)
    named = any(claimed[:n] in lead for n in range(len(claimed), CJK_NAME - 1, -1))
    common = stated[:COMMON_WORD]
    if not named or common in lead or not sense_words(common):
        return False
    mine, theirs = claim.find(claimed), sentence.find(stated)
    if mine < CJK_BEFORE or theirs < CJK_BEFORE:
        return False
    before = claim[mine - CJK_BEFORE : mine]
    return bool(CJK_SCRIPT.fullmatch(before[0])) and before == sentence[
        theirs - CJK_BEFORE : theirs]
