"""Whether a claim's words in another's slot come from the next sentence of its window:
a summary that joins two sentences, not a name swapped in.

"主要受力的是插入岩石、经桐油浸泡的铁杉木横梁" sums up "主要受力的是插入岩石中的横梁。这些横梁
采用当地特产的铁杉木，并经桐油浸泡": where the first sentence has "中", the claim writes
"经桐油浸泡", which the second states of the same beams. The slot check
(``relations.swaps``) reads it as a name from elsewhere on the page. A sentence of the
window other than the one matched that states the claim's words and the thing the claim
says them of (the noun right after them, "铁杉木横梁") is where they come from. Read for
CJK slots, whose characters the slot check aligns one by one.
"""

from __future__ import annotations

from services.citations.cues import STOP_WORDS
from services.citations.scripts import CJK_SCRIPT
from services.citations.scripts import LETTERS as _WORD
from services.citations.word_forms import holds_word

_CJK_GLUE = "的之地得"
"""Characters that tie a CJK modifier to the noun after it."""
CJK_NOUN = 2
"""Characters of the noun after a CJK modifier."""


def _described(claim: str, claimed: str) -> list[str]:
    """What ``claim`` says ``claimed`` of: the CJK characters after it past a tie ("的"),
    or the first content word after it."""
    at = claim.lower().find(claimed.lower())
    if at == -1:
        return []
    rest = claim[at + len(claimed) :]
    if CJK_SCRIPT.match(claimed[-1:]):
        rest = rest.lstrip(_CJK_GLUE)
        noun = rest[:CJK_NOUN]
        return [noun] if len(noun) == CJK_NOUN and all(CJK_SCRIPT.match(c) for c in noun) else []
    words = [w for w in _WORD.findall(rest.lower()) if w not in STOP_WORDS]
    return words[:1]


def from_next_sentence(claimed: str, claim: str, sentences: list[str], focus: str) -> bool:
    """Whether a sentence of ``sentences`` (the window's) other than ``focus`` states
    ``claimed`` (the claim's words in a slot) and what the claim says them of."""
    if not CJK_SCRIPT.match(claimed[:1]):
        return False  # spaced languages: the slot check reads whole words, and its other
        # exemptions weigh them (a German probe lost a catch to this reading)
    described = _described(claim, claimed)
    if not described:
        return False
    for sentence in sentences:
        if sentence.strip() == focus.strip():
            continue
        lowered = sentence.lower()
        stated = claimed.lower() in (lowered.replace(" ", "") if CJK_SCRIPT.match(claimed[:1])
                                     else lowered)
        if stated and all(w in sentence if CJK_SCRIPT.match(w[:1]) else holds_word(sentence, w)
                          for w in described):
            return True
    return False
