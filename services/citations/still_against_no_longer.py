""""Still" against "no longer": a flip that nothing else can soften.

"但仍需缴纳古城维护费" against "自2019年起不再收取古城维护费"; "the app still syncs
calendars" against "the app no longer syncs calendars"; "weiterhin per SMS" against "wird
nicht mehr unterstützt". ``polarity`` pairs the clauses and may only ask for a check (a
kept "but", another clause in between), yet a clause that says a thing goes on, with no
negation of its own, and a page clause that says it has stopped ("no longer", "nicht
mehr", "不再") cannot both hold: the flip is sure.

The same holds where the page says it farther from the passage than ``polarity`` reads
(``ended_elsewhere``): the claim's words restate every content word of a page clause that
says "no longer" ("weiterhin auch die Bezahlung per SMS" against "Die Bezahlung per SMS
wird nicht mehr unterstützt" under another heading).

Words of going on are ``aspect.GOING_ON`` (with Chinese "仍", "还", "依旧"); "no longer" is
``no_longer`` in spaced languages and "不再", "已不", "不复" in Chinese; all closed classes.
"""

from __future__ import annotations

from dataclasses import replace

from services.citations.aspect import GOING_ON
from services.citations.finding import Finding
from services.citations.no_longer import no_longer
from services.citations.passages import Match, SourceIndex, soft_credit, terms
from services.citations.scripts import CJK_SCRIPT
from services.citations.scripts import LETTERS as _WORD

CJK_NO_LONGER = ("不再", "已不", "不复", "もう", "더 이상")
""""No longer" in Chinese, Japanese and Korean."""
CJK_STILL = ("仍", "还", "依旧", *GOING_ON["zh"], *GOING_ON["ja"], *GOING_ON["ko"])
"""Words of going on in Chinese, Japanese and Korean."""
_STILL = frozenset(w for lang, words in GOING_ON.items() if lang not in ("zh", "ja", "ko")
                   for w in words)
RESTATED = 3
"""Content terms (CJK: character pairs) at least of the page's clause, all of which the
claim must restate: fewer ("no longer accepts cash") may be said of another thing ("The
café still accepts cash" beside "The shop no longer accepts cash")."""


def sure_if_still(found: Finding, claim: str) -> Finding:
    """``found`` made sure when the claim's clause says a thing goes on and the page's
    clause that it no longer does (see the module); otherwise ``found`` as it is."""
    if found.reason != "negation" or found.certain:
        return found
    from services.citations import polarity  # polarity imports the module that calls this
    from services.citations.clauses import matching_clause

    mine = found.claimed
    if mine.strip() == claim.strip():
        mine = matching_clause(polarity.asserted(claim), set(terms(found.stated)))
    if polarity.cues(mine, claim).negated or not _says_still(mine):
        return found
    return replace(found, certain=True) if _says_no_longer(found.stated) else found


def ended_elsewhere(claim: str, index: SourceIndex, match: Match) -> Finding | None:
    """A clause of the page that says "no longer" of what ``claim`` says goes on, every
    content word of it restated by the claim (see the module), or None."""
    from services.citations import polarity  # polarity imports this module's caller
    from services.citations.clauses import clauses
    from services.citations.mirrored_negation import content_terms

    if not _says_still(claim) or polarity.cues(claim).negated:
        return None
    own = set(terms(claim))
    own_text = claim.lower()
    for sentence in index.sentences():
        if not _says_no_longer(sentence):
            continue
        for part, _terms in clauses(sentence):
            if not _says_no_longer(part):
                continue
            wanted = content_terms(part)
            if len(wanted) >= RESTATED and all(t in own or soft_credit(t, own, own_text) >= 1.0
                              for t in wanted):
                return Finding("negation", claim.strip(), part.strip(), rule="ended_elsewhere")
    return None


def _says_still(text: str) -> bool:
    if CJK_SCRIPT.search(text):
        return any(w in text for w in CJK_STILL)
    return any(w in _STILL for w in _WORD.findall(text.lower()))


def _says_no_longer(text: str) -> bool:
    if CJK_SCRIPT.search(text):
        return any(w in text for w in CJK_NO_LONGER)
    return no_longer(text)
