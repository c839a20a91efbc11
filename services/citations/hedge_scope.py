"""Whether a page's word of possibility or choice binds what a claim states.

A modal word bears on its own clause, not on every clause beside it:

- in the standard of a comparison it bears on that standard alone: "drifters, which
  needed deeper water than the harbour could offer, moved" hedges the offer, not the
  need nor the move ("tiefer als der Hafen bieten konnte", "plus que ce qu'il pourrait");
- in a clause next to the one the claim restates, it binds the claim only where the
  claim speaks of what it bears on: the word right before it (its subject: "Ibuprofen
  gel may help") or the first words after it (its verb: "may help shape"). "… said the
  findings may help shape the next round of payments, which currently pay £10" hedges
  the shaping, not the £10 a claim restates from the clause after it;
- a word that opens an embedded question ("whether", "ob") bears on the question after
  it alone, in the clause the claim restates too: "residents will vote on it" restates
  "will vote on whether to limit lets", and asserts no answer;
- a word of choice ("card not included; optional cloud plan") leaves its own clause's
  words to choice: a claim that holds none of them restates something else.

Where that cannot be read (the word is not found, it ends its clause: "if you like"),
the modal binds. CJK clauses are left as they are: their modal often ends the clause it
bears on ("建设…的计划").
"""

from __future__ import annotations

import re

from services.citations.clauses import BUT, CLAUSE
from services.citations.cues import STOP_WORDS
from services.citations.denied_comparison import COMPARATIVES, COMPARED_WITH
from services.citations.questions import QUESTIONS
from services.citations.scripts import CJK_SCRIPT
from services.citations.scripts import LETTER_WORD as _WORD
from services.citations.word_forms import holds_word

BORNE = 2
"""Content words after a modal that it bears on (as ``polarity.NEGATED_SPAN``)."""
COMPARED_REACH = 3
"""Words at most between a comparative and the word that opens its standard ("mehr Wasser
brauchten als", "plus de profondeur que")."""
_COMPARED = re.compile(r"[^\W\d_]{3,}er$")  # English, German, Dutch: a comparative by its ending
_NOT_COMPARED = frozenset({"other", "rather", "whether", "either", "neither", "ander",
                           "anders", "ever", "never", "over", "under", "after", "later"})
"""Words ending as a comparative that are none, or no comparison of degree."""


_OPENS_QUESTION = frozenset(w for words in QUESTIONS.values() for w in words)
"""Words that open an embedded question ("whether", "ob"): they bear on the question after
them, never on the verb before that asks it ("vote on whether to limit", "entscheidet, ob")."""


def _clause_at(text: str, at: int) -> tuple[int, int]:
    """The start and end of the clause of ``text`` (``clauses.CLAUSE``) that holds ``at``."""
    starts = [m.end() for m in CLAUSE.finditer(text, 0, at)]
    end = CLAUSE.search(text, at)
    return (starts[-1] if starts else 0), (end.start() if end else len(text))


def _content(text: str) -> list[str]:
    return [w for w in _WORD.findall(text.lower()) if w not in STOP_WORDS]


def in_comparison(before: str) -> bool:
    """Whether a word after ``before`` (its clause up to it) stands in the standard of a
    comparison: a word that opens one within ``COMPARED_REACH`` words after a comparative
    ("deeper than", "mehr Wasser brauchten als", "plus de profondeur que")."""
    words = _WORD.findall(before.lower())
    return any(w in COMPARED_WITH and any(c in COMPARATIVES or (
        _COMPARED.match(c) and c not in _NOT_COMPARED) for c in words[max(0, k - COMPARED_REACH):k])
        for k, w in enumerate(words))


def _places(modal: str, text: str) -> list[re.Match[str]]:
    return list(re.finditer(rf"(?<![^\W\d_]){re.escape(modal)}(?![^\W\d_])", text,
                            re.IGNORECASE))


def binds(modal: str, clause: str, claim: str, restated: bool) -> bool:
    """Whether the hedge ``modal`` of the page's ``clause`` binds ``claim``; ``restated``:
    whether ``clause`` is the one the claim restates (else a clause beside it)."""
    modal = modal.strip()
    if not modal or CJK_SCRIPT.search(modal) or CJK_SCRIPT.search(clause):
        return True
    places = _places(modal, clause)
    if not places:
        return True
    for place in places:
        start, end = _clause_at(clause, place.start())
        if in_comparison(clause[start : place.start()]):
            continue  # "than the harbour could offer": the standard's own
        asks = modal.lower() in _OPENS_QUESTION  # "vote on whether to limit": limit
        if restated and not asks:
            return True
        before = [] if asks else _content(clause[start : place.start()])[-1:]
        after = _content(BUT.split(clause[place.end() : end], 1)[0])[:BORNE]
        if (not before and not after) or any(holds_word(claim, w) for w in before + after):
            return True
    return False


def choice_binds(choice: str, sentence: str, claim: str) -> bool:
    """Whether the word of choice ``choice`` of ``sentence`` binds ``claim``: a phrase of
    choice ("if you want", "wer mag") conditions the whole sentence; a single word binds
    where the claim holds a word of what it bears on in its clause (after it, "optional
    cloud plan": cloud, plan; or before it where it ends the clause), or stands alone."""
    if " " in choice.strip():
        return True  # "if you want …", "wer mag": a condition on the whole sentence
    for place in _places(choice.strip(), sentence):
        start, end = _clause_at(sentence, place.start())
        # After it ("optional cloud plan"), or before where it ends its clause
        # ("bolsa de viaje opcional", "add the walnuts if you like").
        borne = _content(sentence[place.end() : end]) or _content(sentence[start : place.start()])
        if not borne or any(holds_word(claim, w) for w in borne):
            return True
    return not _places(choice.strip(), sentence)
