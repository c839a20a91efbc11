"""A negation the page states in a clause that leaves its verb out: "Für Schlafdauer wurde
statistisch kontrolliert, für das Frühstück nicht"; "Sleep was controlled for, but not
breakfast"; "Le sommeil a été pris en compte, pas le petit-déjeuner".

The second clause negates the first clause's statement of another case. A claim that
says of that case that it was not done ("…, für das nicht statistisch kontrolliert
wurde", the case named earlier in the claim) restates it, though the clause of the page
its words match best is the positive one. The sign, by structure in any language the
clause reader cuts: right after the page's positive clause comes a short clause
(``SHORT`` words at most) holding a negator (``cues.NEGATION``) and none of the words the
two sides share (its verb is left out); the claim names that clause's case; and the
claim's negated clause names that case, or no case of the positive clause (a claim that
negates the positive case itself, "für die Schlafdauer nicht kontrolliert", stays
flagged).
"""

from __future__ import annotations

from services.citations.clauses import CLAUSE
from services.citations.cues import NEGATION_WORDS, STOP_WORDS
from services.citations.passages import terms
from services.citations.scripts import LETTERS as _WORD
from services.citations.word_forms import holds_word

SHORT = 5
"""Words at most of the clause that leaves its verb out."""
_BUT = frozenset({"but", "aber", "mais", "pero", "ma", "mas", "maar"})


def negated_by_ellipsis(part: str, claim: str, best: str, sentence: str) -> bool:
    """Whether ``sentence`` (the page's) follows its positive clause ``best`` with a short
    negated clause of another case, which ``claim`` names, and the claim's negated clause
    ``part`` restates ``best`` without ``best``'s own case."""
    at = sentence.find(best.strip())
    if at == -1:
        return False
    rest = sentence[at + len(best.strip()) :].lstrip(" ,;:–—")
    following = CLAUSE.split(rest, maxsplit=1)[0] if rest else ""
    words = [w.lower() for w in _WORD.findall(following)]
    if not words or len(words) > SHORT or NEGATION_WORDS.isdisjoint(words):
        return False
    shared = set(terms(part)) & set(terms(best))
    if not shared or any(t in shared for t in terms(following)):
        return False  # the clause states its own verb: no ellipsis
    case = [w for w in words if w not in STOP_WORDS and w not in NEGATION_WORDS
            and w not in _BUT and len(w) >= 3]
    if not case or not all(holds_word(claim, w) for w in case):
        return False
    if all(holds_word(part, w) for w in case):
        return True  # "für das Frühstück nicht kontrolliert", "anders als für die Schlafdauer"
    own = [t for t in terms(best) if t not in shared and len(t) >= 3]
    return bool(own) and not any(holds_word(part, t) for t in own)  # the case named before
