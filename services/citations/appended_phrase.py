"""A phrase a claim runs on with where the passage's sentence ends: "… until the fever has
settled for at least 24 hours without fever-reducing medicine" where the passage says
"… until the fever has settled for at least 24 hours."

``appended_tail`` weighs a phrase set off by a comma; a condition or a place is often
appended with no comma, opened by a function word ("without", "ohne", "in", "bei").
The sign, in any language written with spaces: the words before the phrase close a
sentence or clause of the passage as written, the phrase opens with a function word
(a closed class: ``cues.STOP_WORDS``, ``cues.WITHOUT``, ``prepositions``) and holds two
content words or more, none of which stands anywhere on the page in any form (a phrase
the page states elsewhere may be a summary joining it). Where the page capitalises its
nouns, a phrase that ends in a small word ends in the clause's verb: a rewording.
"""

from __future__ import annotations

from services.citations.appended_tail import _closes
from services.citations.cues import STOP_WORDS, WITHOUT_WORDS
from services.citations.detail import stands_in
from services.citations.inflections import inflected_in
from services.citations.noun_case import capitalises_nouns
from services.citations.prepositions import PREPOSITION_WORDS
from services.citations.scripts import CJK, WORD_TOKEN

CLOSING_WORDS = 3
"""Words before the phrase that must close a sentence or clause of the passage."""
TAIL_WORDS = 6
"""Words at most of the appended phrase."""
CONTENT_WORDS = 2
"""Content words at least of the appended phrase, all new to the page."""


def appended_phrase(claim: str, passage: str, page: str) -> str | None:
    """The phrase ``claim`` runs on with past the end of a sentence or clause of
    ``passage``, none of whose content words the page states; or None."""
    if CJK.search(claim):
        return None
    words = WORD_TOKEN.findall(claim)
    for k in range(max(CLOSING_WORDS, len(words) - TAIL_WORDS), len(words) - 1):
        opener = words[k].lower()
        if opener not in STOP_WORDS and opener not in PREPOSITION_WORDS and (
                opener not in WITHOUT_WORDS):
            continue
        tail = words[k + 1 :]
        if tail[-1][:1].islower() and capitalises_nouns(page):
            continue  # a German clause ends in its verb: "… über die Ernennung abgestimmt"
        content = [w for w in tail if len(w) >= 4 and w.lower() not in STOP_WORDS
                   and not w[0].isdigit()]
        if len(content) < CONTENT_WORDS or any(stands_in(w.lower(), page) or inflected_in(
                w, page) for w in content):  # "booked": "booking" (a short stem)
            continue
        if any(w[0].isdigit() for w in tail):
            continue  # a figure is for the number checks
        if _closes(passage, words[k - CLOSING_WORDS : k]):
            return " ".join(words[k:])
    return None
