"""A word the claim states that a sentence beside its passage negates.

"Eine Aufstellung in Senken ist zulässig, solange der Schutzbereich von 1 m
eingehalten wird" matches the page's sentence about the 1 m zone best, and that
sentence says nothing of hollows; the page's next sentence but one does: "Das Gerät
darf nicht in Senken aufgestellt werden". "Die automatische Türöffnung … steht in
allen Programmen einschließlich des Schnellprogramms zur Verfügung" matches "Eine
automatische Türöffnung am Programmende verbessert die Trocknung"; the sentence
after it says "Sie ist im Schnellprogramm nicht verfügbar". The claim joins the
window's statement to the neighbour's words, turned round.

The sign, in any spaced language the cue tables cover: a sentence within ``REACH``
of the window holds a clause whose negation bears on a word (``polarity.
negated_words``: the word right after it, or the verb before a final "nicht") that
the claim states and the window does not hold in any form, or whose content words the
claim mostly states and the window lacks; the clause shares another word with the
claim (it speaks of the same thing, not only with the same verb); and no clause of that
sentence states the word plainly, unnegated ("will no longer be paid as vouchers; it
will be paid in cash"; "never compare signatures …; use a constant-time comparison").

A claim with a negation, a word of "without", "free", an end, an obligation ("must"
for "not allowed off the lead") or a contrast of its own may say the same the other
way round: it is left to the negation check; so is a negation the page cancels or
bounds in time ("not without a permit", "not until May"). Markers of exception
("except", "außer") negate nothing here, and a claim that states the excepted case
the right way round says what the page says.
"""

from __future__ import annotations

from services.citations.clauses import clauses
from services.citations.cues import EXCEPTIONS, STOP_WORDS
from services.citations.denied_comparison import compares, denied_comparison
from services.citations.exceptions import states_exception
from services.citations.finding import Finding
from services.citations.passages import Match, SourceIndex, terms
from services.citations.polarity import cues, is_contrast, negated_words, negations
from services.citations.scripts import CJK_SCRIPT, LETTERS
from services.citations.separable import PARTICLES
from services.citations.stopping_verbs import stopped
from services.citations.until import only_then
from services.citations.violation_words import speaks_of_breach
from services.citations.word_forms import holds_part, holds_word

REACH = 4
"""Sentences before or after the window where the negating sentence may stand (three
while the splitter merged a numbered step with the sentence before it and a number's
full stop with the next sentence: as far, counted in sentences cut right)."""
MIN_ADDED = 2
"""Content words at least of the claim the window lacks, unless the negated clause is
about what the claim is about (``_about_the_same``): a claim that says what the window
says with one word in other words ("The café still accepts cash" for "still takes
cash") adds no statement that a neighbour about another thing denies ("The shop no
longer accepts cash")."""
RESTATED = 3
"""Content words at least of a negated clause that a claim states, the window lacking them."""
RESTATED_SHARE = 0.75
"""Share at least of the negated clause's content words the claim states."""

_EXCEPTION_WORDS = frozenset(w for words in EXCEPTIONS.values() for w in words)
_WORDS = LETTERS
MIN_OTHER = 4
"""Letters at least of a word the claim and the negated clause share besides the
negated one."""


def negated_neighbour(claim: str, index: SourceIndex, match: Match) -> Finding | None:
    """The negated clause of a sentence near ``match``'s window whose negated word
    ``claim`` states and the window lacks (see the module), or None."""
    if CJK_SCRIPT.search(claim):
        return None
    own = cues(claim)
    if own.negated or own.free or own.without or own.ended or own.obliged or is_contrast(
            claim) or speaks_of_breach(claim):  # "fined for parking illegally": the ban's
        return None
    window = index.text[match.start : match.end]
    added: list[str] | None = None  # the claim's words the window lacks, when asked
    for k in range(max(0, match.first - REACH), min(len(index.spans), match.last + REACH + 1)):
        if match.first <= k <= match.last:
            continue
        sentence = index.sentence(k)
        if not cues(sentence).negated or is_contrast(sentence) or states_exception(
                claim, sentence):
            continue  # "assistance dogs are allowed" for "no dogs, except assistance dogs"
        parts = [part for part, _terms in clauses(sentence)]
        for part in parts:
            theirs = cues(part, sentence)
            if not (negations(LETTERS.findall(part.lower())) - _EXCEPTION_WORDS) or not (
                    theirs.negated) or theirs.without or only_then(part, claim) or (
                    denied_comparison(part) and not compares(claim)):
                continue  # "not without a permit", "not until May": said the other way;
                # "did not contain more particles than": the difference is denied, which
                # only a claim that compares turns round
            turned = negated_words(part)[:1]
            if not turned or len(turned[0]) < 4 or holds_word(window, turned[0]) or not (
                    holds_part(claim, turned[0]) or _restated(claim, part, window)) or (
                    stopped(claim, turned[0])):
                continue  # "stop the battery charging" for "does not charge": said so too
            if added is None:
                added = [t for t in dict.fromkeys(terms(claim)) if not t[:1].isdigit()
                         and not holds_word(window, t)]
            if len(added) < MIN_ADDED and not _about_the_same(claim, part, turned[0]):
                continue  # "The café still accepts cash" for "still takes cash"
            if not _shares_another(claim, part, turned[0]):
                continue  # "protection cannot prevent bleaching": of another thing
            if any(holds_word(other, turned[0]) and not (cues(other, sentence).negated and any(
                    holds_word(w, turned[0]) for w in negated_words(other)))
                   for other in parts if other is not part):
                continue  # the sentence states it plainly too, of another thing
            return Finding("negation", claim.strip(), part.strip(), rule="negated_neighbour")
    return None


def _restated(claim: str, part: str, window: str) -> bool:
    """Whether ``claim`` states most of the content words of the negated clause ``part``
    ("Offline editing is not available on the web version": "offers offline editing on
    the web version"), and the window holds none of those it states."""
    words = [w for w in dict.fromkeys(terms(part)) if not w[:1].isdigit() and len(w) >= 3]
    held = [w for w in words if holds_word(claim, w)]
    return len(held) >= RESTATED and len(held) >= RESTATED_SHARE * len(words) and not any(
        holds_word(window, w) for w in held)


def _about_the_same(claim: str, part: str, turned: str) -> bool:
    """Whether ``claim`` holds at least half of the content words of the negated clause
    ``part`` besides the word its negation bears on ("die Suppe … nicht mehr kochen
    lassen": Suppe, Sahne, lassen)."""
    words = [w for w in dict.fromkeys(terms(part)) if w != turned and not w[:1].isdigit()
             and not holds_word(turned, w)]
    return bool(words) and 2 * sum(1 for w in words if holds_word(claim, w)) >= len(words)


def _shares_another(claim: str, part: str, turned: str) -> bool:
    """Whether ``claim`` holds a content word of the negated clause ``part`` besides the
    word its negation bears on, in some form ("Aufstellung" for "aufgestellt"): the
    clause speaks of what the claim speaks of, not only of the same verb ("the authors
    warn that protection cannot prevent bleaching" beside "…, which prevents seaweed
    from smothering young corals")."""
    return any(holds_part(claim, w) or holds_part(claim, _unprefixed(w))
               for w in dict.fromkeys(_WORDS.findall(part.lower()))
               if len(w) >= MIN_OTHER and w not in STOP_WORDS and not holds_word(turned, w)
               and not cues(w).negated)


def _unprefixed(word: str) -> str:
    """A German participle without its "ge-", after a separable particle or at the start
    ("aufgestellt": "aufstellt", "geknetet": "knetet"); any other word as it is."""
    for particle in PARTICLES:
        rest = word[len(particle) :]
        if word.startswith(particle) and rest.startswith("ge") and len(rest) >= 5:
            return particle + rest[2:]
    return word[2:] if word.startswith("ge") and len(word) > 6 else word
