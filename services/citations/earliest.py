"""A time limit stated with or without a negation: "no earlier than 2027" is "not
before 2027", "frühestens" is "nicht vor", "au plus tard" is "pas après".

Each phrase holds (or is) a negation word, so the polarity check reads one side as
negated and the other not; read as limits, both sides say the same. The phrases
are closed classes, given for en, de, fr, es, it, nl, pt, zh, ja, ko.
"""

from __future__ import annotations

from services.citations.case_blind import CaseBlind

# Each phrase after one word boundary (``\b(?:…)``, not ``\b…|\b…``): the same matches,
# and the scan skips to the phrases' first letters.
_EARLIEST = CaseBlind(
    r"\b(?:no earlier than|not earlier than|at the earliest|frühestens|au plus tôt"
    r"|como muy pronto|como mínimo en|al più presto|non prima d|op zijn vroegst"
    r"|niet eerder dan|no mais cedo|não antes d)|最早|最快|早くても|빨라야")
_NOT_BEFORE = CaseBlind(
    r"\b(?:not\b[^.,;:]{0,30}?\bbefore|nicht\b[^.,;:]{0,30}?\bvor\b|pas\b[^.,;:]{0,30}?\bavant"
    r"|no\b[^.,;:]{0,30}?\bantes d|non\b[^.,;:]{0,30}?\bprima d|niet\b[^.,;:]{0,30}?\bvoor\b"
    r"|não\b[^.,;:]{0,30}?\bantes d)|之前不|以前不|前不会|までは[^。]{0,10}ない|전에는")
_LATEST = CaseBlind(
    r"\b(?:no later than|not later than|at the latest|spätestens|au plus tard"
    r"|como muy tarde|al più tardi|op zijn laatst|uiterlijk|no máximo até)"
    r"|最晚|最迟|遅くとも|늦어도")
_NOT_AFTER = CaseBlind(
    r"\b(?:not\b[^.,;:]{0,30}?\bafter|nicht\s+(?:nach|später als)\b|pas\b[^.,;:]{0,30}?\baprès"
    r"|no\b[^.,;:]{0,30}?\bdespués d|non\b[^.,;:]{0,30}?\bdopo|niet\s+(?:na|later dan)\b"
    r"|não\b[^.,;:]{0,30}?\bdepois d)|之后不|以后不")


def same_limit(claim: str, page: str) -> bool:
    """Whether the claim and the page state one time limit, one side with a negation
    ("not before") and the other with a word of a limit ("no earlier than")."""
    for limit, negated in ((_EARLIEST, _NOT_BEFORE), (_LATEST, _NOT_AFTER)):
        if (limit.search(claim) and negated.search(page) and not limit.search(page)) or (
                negated.search(claim) and limit.search(page) and not limit.search(claim)):
            return True
    return False


def opposite_limit(claim: str, page: str) -> bool:
    """Whether the claim gives a time limit from the other side than the page: "最晚
    2027年开通" or "spätestens 2027" where the page says "not before 2027"."""
    claim_from = _EARLIEST.search(claim) or _NOT_BEFORE.search(claim)
    claim_until = _LATEST.search(claim) or _NOT_AFTER.search(claim)
    if bool(claim_from) == bool(claim_until):
        return False  # most claims set no limit: the page need not be read
    page_from = _EARLIEST.search(page) or _NOT_BEFORE.search(page)
    page_until = _LATEST.search(page) or _NOT_AFTER.search(page)
    return bool((page_from and not page_until and claim_until and not claim_from) or (
        page_until and not page_from and claim_from and not claim_until))
