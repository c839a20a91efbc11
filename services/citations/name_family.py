"""Two names that open with the same word name one family of things: a firm and its
brand ("Hallbrook & Reid" and its "Hallbrook Crown" blend), a company and its service
("Apple Inc." and "Apple Music"), a university and its hospital. A word the page ties to
one of them is no sign that a claim tying it to the other put one party in another's
place (``binding.crossed``). People who share a surname ("Lucía Ferrer", "Tomás
Ferrer") share their last word, not their first, and stay two parties. Structure, any
language written with capitals.
"""

from __future__ import annotations


def same_opening(claimed: str, stated: str) -> bool:
    """Whether the names ``claimed`` and ``stated`` (as written, in order) are of two
    words or more and open with the same word."""
    mine, theirs = claimed.split(), stated.split()
    return len(mine) >= 2 and len(theirs) >= 2 and mine[0].lower() == theirs[0].lower()
