"""A role the page sets beside one person, set by the claim beside another person the
page names: "Gordon Ash, the council's cabinet member for transport, said …" where the
page writes "Councillor Priya Mandal, cabinet member for transport, said …" and names
Gordon Ash only as a society's chair; "reviewed by consultant paediatrician Fiona
Clarke" where the page writes "Dr Amara Osei, consultant paediatrician, and Fiona Clarke,
children's nurse specialist".

``apposition_role`` weighs a role the page never gives anyone; here the role is the
page's, given to someone else. The sign, in any language written with capitals: the
claim sets a phrase between commas after (or before) a person's name, an apposition, or
a role in lower case right before the name (``premodifier_roles``);
an apposition of the page sets most of the same words (two at least, in any form)
beside another name, which the claim does not write; the page names the claim's person
(the last word of the name), but never beside those words.
"""

from __future__ import annotations

from services.citations.apposition_role import appositions, role_words, roles_first
from services.citations.premodifier_roles import roles_before
from services.citations.word_forms import holds_word

SHARED = 2
"""Words at least of the role that the page's apposition must write."""


def _pairs(text: str) -> list[tuple[str, str]]:
    return [*appositions(text), *roles_first(text), *roles_before(text)]


def role_holder(claim: str, page: str) -> tuple[str, str] | None:
    """``(the claim's person and role, the page's holder of the role)``, or None."""
    mine = _pairs(claim)
    if not mine:
        return None
    theirs = _pairs(page)
    lowered, claimed = page.lower(), claim.lower()
    for name, role in mine:
        words, surname = role_words(role), name.split()[-1].lower()
        if len(words) < SHARED or surname not in lowered:
            continue
        holders: list[str] = []
        for other_name, other in theirs:
            held = sum(1 for w in words if holds_word(other, w))
            if held < SHARED or 2 * held < len(words):
                continue
            if other_name.split()[-1].lower() == surname:
                holders = []
                break  # the page gives the claim's person this role too
            holders.append(other_name)
        holder = next((h for h in holders if h.split()[-1].lower() not in claimed), None)
        if holder is not None:
            return f"{name}, {role}", holder
    return None
