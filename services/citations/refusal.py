"""A verb of refusal says what a negation says: "the hut refuses dogs" for "dogs are
not allowed", "lehnt Barzahlung ab" for "akzeptiert keine Barzahlung".

The claim carries no negation word, so the polarity check reads it as the page's
negation turned round; with a verb of refusal it only asks for a check. Verbs of
refusal, rejection and turning away are a small closed class, given as stems for
en, de, fr, es, it, nl, pt and as words for zh, ja, ko.
"""

from __future__ import annotations

from services.citations.case_blind import CaseBlind

_REFUSAL = CaseBlind(
    r"\b(?:refus\w*|reject\w*|declin\w*|den(?:y|ies|ied)|turn(?:s|ed)? away|turned away"
    r"|abgewiesen|abweis\w*|weis\w* \w+ ab|lehn\w* .{0,40}\bab\b|abgelehnt|ablehn\w*"
    r"|verweiger\w*|rejet\w*|rejett\w*|rechaz\w*|nieg\w*|rifiut\w*|respin\w*"
    r"|weiger\w*|afgewezen|wijs\w* \w+ af|recus\w*|rejeit\w*)"
    r"|拒绝|谢绝|拒收|拒否|断る|お断り|거부|거절")


STEM = 3
"""Letters two refusal verbs share to be one verb ("denied", "deny")."""


def refuses(claim: str, page: str = "") -> bool:
    """Whether the claim states a refusal with a verb ("refuses", "abgewiesen") that
    ``page`` does not write itself: "Sales declined" for "did not decline", or
    "denied" for "did not deny", is the page's statement turned round."""
    found = _REFUSAL.search(claim)
    written = {m.group(0)[:STEM].lower() for m in _REFUSAL.finditer(page)}
    return found is not None and found.group(0)[:STEM].lower() not in written
