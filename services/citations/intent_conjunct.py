"""A plan word that opens a conjunct of its own bears on that conjunct only.

"Die zwölf Anlagen erzeugen zusammen 48 Megawatt und sollen rund 40.000 Haushalte
versorgen": the turbines make 48 MW (a fact) and are meant to supply 40,000 homes (a
plan). A claim that states only the first conjunct ("Der Windpark hat eine Leistung von
48 Megawatt") states no plan as done. "The firm opened two stores and plans to open
five more" is the same shape in English. The plan word must follow a coordinator
(a closed class, ``cues.COORDINATORS``) within a few words, and no content word of the
claim may stand in the plan's conjunct that is not in the conjuncts before it; a
claim that speaks of the planned thing ("opened five more stores") is still read
against the plan.
"""

from __future__ import annotations

import re

from services.citations.cues import COORDINATOR_WORDS, STOP_WORDS
from services.citations.scripts import LETTERS
from services.citations.word_forms import holds_word

GAP = 2
"""Words at most between the coordinator and the plan word ("and they plan", "und sollen")."""


def plan_in_own_conjunct(sentence: str, intent: str, claim: str) -> bool:
    """Whether ``intent`` (a plan word of ``sentence``) opens a conjunct after a
    coordinator, and no content word of ``claim`` stands in that conjunct alone."""
    lowered = sentence.lower()
    words = list(LETTERS.finditer(lowered))
    at = next((k for k, w in enumerate(words) if w.group() == intent.lower()), None)
    if at is None:
        return False
    joined = next((k for k in range(at - 1, max(-1, at - 2 - GAP), -1)
                   if words[k].group() in COORDINATOR_WORDS), None)
    if joined is None or joined == 0 or re.search(r"[.;:!?]", lowered[
            words[joined].start() : words[at].start()]):
        return False
    head, tail = lowered[: words[joined].start()], lowered[words[at].start() :]
    mine = [w for w in LETTERS.findall(claim.lower()) if w not in STOP_WORDS and len(w) >= 3]
    return not any(holds_word(tail, w) and not holds_word(head, w) for w in mine) and (
        not any(n in tail and n not in head for n in re.findall(r"\d+", claim)))
