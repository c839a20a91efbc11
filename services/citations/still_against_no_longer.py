""""Still" against "no longer": a flip that nothing else can soften.

"但仍需缴纳古城维护费" against "自2019年起不再收取古城维护费"; "the app still syncs
calendars" against "the app no longer syncs calendars"; "weiterhin per SMS" against "wird
nicht mehr unterstützt". ``polarity`` pairs the clauses and may only ask for a check (a
kept "but", another clause in between), yet a clause that says a thing goes on, with no
negation of its own, and a page clause that says it has stopped ("no longer", "nicht
mehr", "不再") cannot both hold: the flip is sure.

Words of going on are ``aspect.GOING_ON`` (with Chinese "仍", "还", "依旧"); "no longer" is
``no_longer`` in spaced languages and "不再", "已不", "不复" in Chinese; all closed classes.
"""

from __future__ import annotations

import re
from dataclasses import replace

from services.citations.aspect import GOING_ON
from services.citations.finding import Finding
from services.citations.no_longer import no_longer
from services.citations.passages import terms
from services.citations.scripts import CJK_SCRIPT

CJK_NO_LONGER = ("不再", "已不", "不复", "もう", "더 이상")
""""No longer" in Chinese, Japanese and Korean."""
CJK_STILL = ("仍", "还", "依旧", *GOING_ON["zh"], *GOING_ON["ja"], *GOING_ON["ko"])
"""Words of going on in Chinese, Japanese and Korean."""
_STILL = frozenset(w for lang, words in GOING_ON.items() if lang not in ("zh", "ja", "ko")
                   for w in words)
_WORD = re.compile(r"[^\W\d_]+")


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


def _says_still(text: str) -> bool:
    if CJK_SCRIPT.search(text):
        return any(w in text for w in CJK_STILL)
    return any(w in _STILL for w in _WORD.findall(text.lower()))


def _says_no_longer(text: str) -> bool:
    if CJK_SCRIPT.search(text):
        return any(w in text for w in CJK_NO_LONGER)
    return no_longer(text)
