"""A page's negated clause the claim negates too, with another verb: "doesn't need a rear
rack" for "A rear rack is not required"; "braucht keine Anmeldung" for "Eine Anmeldung
ist nicht nötig"; "不需要后货架" for "无需后货架".

The polarity check reads the page's negated clause against the claim's clauses that
share most of its words, and takes the claim to state its negated word plainly when one
of them holds it ("… and requires at least 3 cm of clearance above the rear wheel"). But
when a negated clause of the claim holds every other word of the page's clause (what the
negation is about: "rear rack"), the claim denies the same thing in words of its own; a
claim that states that thing plainly ("needs a rear rack") has no negated clause holding
it and stays flagged, as does one whose negated clause negates a ban ("Weder Hunde noch
Katzen sind verboten": allowed, a double negation; ``ban_words``). Structure only, in
any language the clause reader cuts.
"""

from __future__ import annotations

from services.citations.ban_words import bans
from services.citations.passages import terms

SUBJECT = 2
"""Terms at least of what the page's clause negates something of, besides the negated word."""


def negates_subject(negated_clauses: list[str], part: str, turned: list[str]) -> bool:
    """Whether one of the claim's ``negated_clauses`` holds every term of the page's negated
    clause ``part`` besides the words its negation bears on (``turned``)."""
    bears_on = set(terms(" ".join(turned)))
    subject = {t for t in terms(part) if t not in bears_on and not t[:1].isdigit()}
    return len(subject) >= SUBJECT and any(subject <= set(terms(c)) and not bans(c)
                                           for c in negated_clauses)  # "nicht verboten": allowed

