"""What a claim's "without" goes without, so that it answers only the page's negation of that.

"Get in without a ticket" says what "you do not need a ticket" says, so a claim
with a word of "without" is no flip of a page's negation of the ticket. But it
says nothing of the page's other negations: "huts take walk-ins without a
booking" does not answer "they do not accept walk-ins", and "dogs without a
muzzle may enter the cabin" does not answer "dogs without a muzzle may not enter
the cabin". The word after "without" ("ticket", "Maulkorb"; in Chinese,
Japanese and Korean the characters after it) tells which negation it answers.
"""

from __future__ import annotations

from services.citations.cjk_cues import cjk_cues
from services.citations.cues import FREE_WORDS, STOP_WORDS, WITHOUT_WORDS
from services.citations.exceptions import states_exception
from services.citations.scripts import CJK, LETTERS
from services.citations.word_forms import holds_word

CJK_OBJECT = 2
"""Characters after a CJK word of "without" that name what it goes without."""


def without_objects(claim: str) -> list[str] | None:
    """The words ``claim`` says it goes without ("booking" of "without a booking"),
    or None when it says "free" in a word of its own ("free", "kostenlos", "waived"),
    which answers a page's negation whatever it bears on."""
    lowered = claim.lower()
    words = LETTERS.findall(lowered)
    if not (FREE_WORDS - WITHOUT_WORDS).isdisjoint(words):
        return None
    found: list[str] = []
    for k, word in enumerate(words):
        if word in WITHOUT_WORDS:
            after = next((w for w in words[k + 1 :] if w not in STOP_WORDS), None)
            if after is not None:
                found.append(after)
    if CJK.search(claim):
        if any(c in claim for c in cjk_cues("free", claim) if c not in cjk_cues("without", claim)):
            return None
        for cue in cjk_cues("without", claim):
            at = claim.find(cue)
            while at != -1:
                after = claim[at + len(cue) : at + len(cue) + CJK_OBJECT]
                if len(after) == CJK_OBJECT and all(CJK.match(c) for c in after):
                    found.append(after)
                at = claim.find(cue, at + 1)
    return found


def same_without(claim: str, page: str, sentence: str = "") -> bool:
    """Whether a claim's clause and a page's clause go without the same things
    ("ohne Kopfzeile" in both), and neither says "free" in a word of its own: then
    that "without" is shared, and answers neither side's negation ("kann weiterhin
    CSV-Dateien ohne Kopfzeile importieren" against "ist nicht mehr möglich"). Not
    where the claim states the exception the page's ``sentence`` makes to its rule
    ("members may come in without an adult" for "…, except members")."""
    if sentence and states_exception(claim, sentence):
        return False
    mine, theirs = without_objects(claim), without_objects(page)
    return bool(mine) and mine is not None and theirs is not None and sorted(mine) == sorted(
        theirs)


def condition_stated(part: str, claim: str) -> bool:
    """Whether ``claim`` states what ``part`` (a negated clause with "without") makes
    the condition: the first word after the "without" ("not allowed without a
    lead": "lead"), so that it reads the double negation as a requirement."""
    lowered = part.lower()
    for match in LETTERS.finditer(lowered):
        if match.group() in WITHOUT_WORDS:
            after = [w for w in LETTERS.findall(lowered[match.end() :]) if w not in STOP_WORDS]
            return bool(after) and holds_word(claim, after[0])
    for cue in cjk_cues("without", part):
        at = lowered.find(cue)
        if at != -1:
            return holds_word(claim, lowered[at + len(cue) : at + len(cue) + 2])
    return False
