"""What a claim adds to its passage that a sentence beside the passage states only negated.

"The Ringo View 3 works with the Ringo app as well as Amazon Alexa, Google Home and Apple
HomeKit" matches "Works with the Ringo app …, Amazon Alexa and Google Home"; the next
sentence says "Apple HomeKit is not supported". "Zum Lieferumfang gehören … auch ein
Netzteil" matches the list of the box's contents; the next sentence says "Ein Netzteil
liegt nicht bei". The claim adds an item to the passage's statement that the page, a
sentence on, denies: the negation bears on the item itself, whatever verb carries it
(which ``negated_neighbour``, weighing the negated word, does not see).

The sign holds in any spaced language the negation tables cover (a closed class per
language, ``polarity.negations``): every content word of the claim that the window lacks
(of four letters or more, one at least, no figure; the window's sentence that holds the
most of the claim read as its statement) stands in one clause of a sentence within ``REACH`` of the
window, a clause with a negation of its own; no other clause of that sentence states
those words unnegated; the claim writes them as a short item of a list beside another
item the passage's statement holds (``COORDINATORS``, a closed class per language, and
commas cut the items); the claim itself negates nothing, says "without", "free", an end,
a duty or a contrast (it may say the same the other way round), and sets no exception
the page states.
"""

from __future__ import annotations

from services.citations.case_blind import CaseBlind
from services.citations.clauses import clauses
from services.citations.cues import EXCEPTIONS
from services.citations.exceptions import states_exception
from services.citations.included_negated import included_negated
from services.citations.passages import Match, SourceIndex, terms
from services.citations.polarity import cues, is_contrast, negations
from services.citations.scripts import CJK_SCRIPT, LETTERS
from services.citations.stopping_verbs import stopped
from services.citations.violation_words import speaks_of_breach
from services.citations.word_forms import holds_word

_LONG = 4
"""Letters at least of a word the claim adds that counts (no short function word)."""
_ITEM = 4
"""Words at most of a list's item."""
COORDINATORS = {
    "en": ("and", "or", "as well as"), "de": ("und", "oder", "sowie"),
    "fr": ("et", "ou"), "es": ("y", "e", "o", "u"), "it": ("e", "ed", "o"),
    "nl": ("en", "of"), "pt": ("e", "ou"),
}
"""Words that join the items of a list, per language (a closed class)."""
_ITEM_CUT = CaseBlind(r"[,;:]|\b(?:" + "|".join(sorted(
    {w.replace(" ", r"\s+") for ws in COORDINATORS.values() for w in ws},
    key=len, reverse=True)) + r")\b")
REACH = 2
"""Sentences before or after the window where the negating sentence may stand."""
_EXCEPTION_WORDS = frozenset(w for words in EXCEPTIONS.values() for w in words)


def negated_item_nearby(claim: str, index: SourceIndex, match: Match) -> tuple[str, str] | None:
    """``(claimed, stated)``: the claim's added words and the negated clause that holds
    them, or None."""
    if CJK_SCRIPT.search(claim):
        return None
    own = cues(claim)
    if own.negated or own.free or own.without or own.ended or own.obliged or is_contrast(
            claim) or speaks_of_breach(claim):
        return None
    near = range(max(0, match.first - REACH), min(len(index.spans), match.last + REACH + 1))
    negated = [k for k in near if cues(index.sentence(k)).negated]
    if not negated:  # the common case, asked first: no negation near the passage
        return None
    wanted = [t for t in dict.fromkeys(terms(claim)) if not any(c.isdigit() for c in t)]
    inside = range(match.first, match.last + 1)
    best = max(inside, key=lambda k: sum(holds_word(index.sentence(k), t) for t in wanted))
    statement = index.sentence(best)
    added = [t for t in wanted if len(t) >= _LONG and not holds_word(statement, t)]
    if not added:
        return None
    for k in negated:
        sentence = index.sentence(k)
        if k == best or states_exception(claim, sentence):
            continue
        parts = [part for part, _terms in clauses(sentence)]
        for part in parts:
            hit = [t for t in added if holds_word(part, t)]
            if not hit or not _about_the_claim(claim, part) or not _listed(
                    claim, hit, statement) or any(stopped(claim, t) for t in hit):
                continue  # "stop the battery charging" for "does not charge": said so too
            if not (negations(LETTERS.findall(part.lower())) - _EXCEPTION_WORDS) or not cues(
                    part, sentence).negated:
                continue
            if any(holds_word(other, t) and not cues(other, sentence).negated
                   for other in parts if other is not part for t in hit):
                continue  # the sentence states the words unnegated too
            if included_negated(claim, index, match) is not None:
                return None  # a case included ("including water damage"): that check's
            return " ".join(hit), part.strip()
    return None


def _listed(claim: str, hit: list[str], statement: str) -> bool:
    """Whether ``claim`` writes ``hit`` in a short item of a list (``_ITEM`` words at
    most, or the last of the first item; cut at commas and coordinators) beside another
    short item the passage's statement holds: an item added to the statement's list."""
    items = [i.strip() for i in _ITEM_CUT.split(claim) if i and i.strip()]
    short = [i for i in items if 0 < len(LETTERS.findall(i)) <= _ITEM]
    own = [i for n, i in enumerate(items) if (n == 0 or i in short) and any(
        holds_word(" ".join(LETTERS.findall(i)[-_ITEM:]), t) for t in hit)]  # the first
    # item may follow the list's lead-in ("Zum Lieferumfang gehören … auch ein Netzteil")
    held = [i for i in short if i not in own and all(
        holds_word(statement, t) for t in terms(i) if not any(c.isdigit() for c in t))
        and terms(i)]
    return bool(own) and bool(held)


def _about_the_claim(claim: str, part: str) -> bool:
    """Whether ``claim`` holds at least half of the content words of the clause ``part``
    (its negation aside): the clause is about what the claim adds."""
    words = [w for w in dict.fromkeys(terms(part)) if not any(c.isdigit() for c in w)
             and len(w) >= 3 and not negations([w])]
    return bool(words) and 2 * sum(1 for w in words if holds_word(claim, w)) >= len(words)
