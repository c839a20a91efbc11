""""At once" where the page says "not until": "Salt the mushrooms as soon as they go into
the pan" against "Do not salt them until they have browned"; "salez-les dès qu'ils sont
dans la poêle" against "ne les salez pas avant qu'ils soient dorés".

"Not X until Y" says X waits for Y; ``polarity`` leaves it alone (``until.only_then``),
since a claim that puts X after Y says the same. A claim that does X at once ("as soon
as", "immediately", "dès que") says the opposite. The sign: a clause of the passage or a
sentence beside it with a negation followed by a word of "until" (``until.UNTIL_WORDS``:
English, Spanish, Italian, Portuguese, French), whose negated word
(``polarity.negated_words``) the claim states, with a word of immediacy
(``immediacy.IMMEDIATELY`` and the conjunctions of ``AS_SOON_AS``) and no negation of its
own; or that puts X ahead of Y ("Add the salt before the lentils are cooked" against
"Do not add salt until they are cooked": ``BEFORE``, with the page's negated verb or its
object before that word). All closed classes, per spaced language.
"""

from __future__ import annotations

from services.citations.clauses import clauses
from services.citations.finding import Finding
from services.citations.immediacy import IMMEDIATELY
from services.citations.passages import Match, SourceIndex
from services.citations.polarity import cues, negated_words
from services.citations.until import only_then
from services.citations.whole_words import any_word
from services.citations.word_forms import holds_word

AS_SOON_AS: tuple[str, ...] = (
    "as soon as", "the moment", "sobald", "dès que", "dès qu", "aussitôt que", "en cuanto",
    "tan pronto como", "non appena", "appena", "assim que", "logo que", "zodra",
)
"""Conjunctions that say a thing follows another with no time between."""
BEFORE: tuple[str, ...] = (
    "before", "antes de que", "antes de", "antes que", "prima che", "prima di",
)
"""Conjunctions that put a thing ahead of another ("add the salt before the lentils are
cooked"), in the languages whose "until" ``until`` reads; French "avant" is its "until"."""
REACH = 1
"""Sentences before or after the window where the "not until" may stand."""

_AT_ONCE = any_word((*IMMEDIATELY, *AS_SOON_AS))
_BEFORE = any_word(BEFORE)


def not_until_at_once(claim: str, index: SourceIndex, match: Match) -> Finding | None:
    """The page's "not X until Y" where ``claim`` does X at once (see the module), or None."""
    said = _AT_ONCE.search(claim)
    ahead = _BEFORE.search(claim) if said is None else None
    if (said is None and ahead is None) or cues(claim).negated:
        return None
    for part, _terms in clauses(index.around(match, REACH, REACH)):
        if not only_then(part, claim) or _AT_ONCE.search(part):
            continue
        if said is not None:
            turned = negated_words(part)[:1]
            if turned and holds_word(claim, turned[0]):
                return Finding("negation", said.group(), part.strip(), rule="not_until")
        elif ahead is not None and not _BEFORE.search(part) and any(
                holds_word(claim[: ahead.start()], w) for w in negated_words(part)):
            # What waits ("Do not add salt until …") done ahead of it, not after ("Wait
            # until … before adding salt" keeps the wait).
            return Finding("negation", ahead.group(), part.strip(), rule="not_until")
    return None
