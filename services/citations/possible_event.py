"""A possibility the page states with an empty subject, stated by the claim as fact.

"In den Wintermonaten fallen die Züge bei Sturm aus" where the page says "In den
Wintermonaten kann es bei Sturm … zu Zugausfällen kommen"; "there are delays in fog"
where it says "there can be delays in fog". A modal with an empty subject ("es kann …
zu … kommen", "there can be", "il peut y avoir", "puede haber", "può esserci", "er
kunnen … zijn", "pode haver") says only that something may happen, never that anyone
is able to: unlike "the unit can be set", it is no ability a paraphrase may drop. The
claim, about the same sentence (its content words mostly there), states it with no
modal or hedge of its own. The patterns and the claim's modals and hedges are closed
classes, given for en, de, fr, es, it, nl and pt.
"""

from __future__ import annotations

import re

from services.citations.case_blind import CaseBlind
from services.citations.finding import Finding
from services.citations.passages import terms
from services.citations.sentences import sentence_spans

__all__ = ["possible_event"]

_EMPTY_SUBJECT = CaseBlind(  # one word boundary before all: the scan skips to first letters
    r"\b(?:(?:kann|können|könnte|könnten)\s+es\b[^.;:!?]*?\bzu\b[^.;:!?]*?\bkommen\b"  # de
    r"|es\s+(?:kann|könnte)\b[^.;:!?]*?\bzu\b[^.;:!?]*?\bkommen\b"  # de
    r"|there\s+(?:can|could|may|might)\s+be\b"  # en
    r"|il\s+(?:peut|pourrait)\s+y\s+avoir\b"  # fr
    r"|(?:puede|podría|pueden|podrían)\s+haber\b"  # es
    r"|(?:può|potrebbe|possono|potrebbero)\s+esserci\b|ci\s+(?:può|possono)\s+essere\b"  # it
    r"|(?:kan|kunnen|zou|zouden)\s+er\b"  # nl
    r"|(?:pode|podem|poderia)\s+haver\b)")
_HEDGES = frozenset({
    "can", "could", "may", "might", "possibly", "sometimes", "occasionally", "likely",
    "kann", "können", "könnte", "könnten", "möglich", "möglicherweise", "manchmal",
    "gelegentlich", "eventuell", "womöglich", "teilweise",
    "peut", "peuvent", "pourrait", "pourraient", "parfois", "possible",
    "puede", "pueden", "podría", "podrían", "posible", "posiblemente", "veces",
    "può", "possono", "potrebbe", "potrebbero", "possibile", "talvolta", "volte",
    "kan", "kunnen", "zou", "zouden", "mogelijk", "soms",
    "pode", "podem", "poderia", "possível", "possivelmente", "vezes",
})
SHARE = 0.6
"""Share of the claim's content words the page's sentence must hold."""
MIN_WORDS = 3
"""Content words at least of the claim."""


def possible_event(claim: str, window: str) -> Finding | None:
    """A "hedged" finding when a sentence of ``window`` states a possibility with an
    empty subject and ``claim``, about that sentence, states it with no modal or
    hedge; else None."""
    if not _EMPTY_SUBJECT.search(window):
        return None
    if any(w in _HEDGES for w in re.findall(r"[^\W\d_]+", claim.lower())):
        return None
    mine = set(terms(claim))
    if len(mine) < MIN_WORDS:
        return None
    for start, end in sentence_spans(window):
        sentence = window[start:end]
        if _EMPTY_SUBJECT.search(sentence) and sum(
                t in set(terms(sentence)) for t in mine) >= SHARE * len(mine):
            return Finding("hedged", claim.strip(), sentence.strip(), rule="possible_event")
    return None
