"""A join that opens a clause, not a list's next item: "… above the sea and is reached
from its station by 382 steps", "… liegt und wird von der Haltestelle erreicht".

Where the page writes a join ("and", "und", "et" …) and an auxiliary verb right after it
(a closed class, ``negated_run.AUXILIARIES``), the word after them is the verb of a
clause of its own. A claim that says the same with another verb ("and getting there
means climbing 382 steps") puts no item in the place of another; a list's item
("mit der SPD und der CDU") follows its join with an article or at once.
"""

from __future__ import annotations

import re

from services.citations.negated_run import AUXILIARIES

_AUXILIARY = "|".join(sorted((re.escape(w) for w in AUXILIARIES), key=len, reverse=True))


def joins_clause(passage: str, join: str, word: str) -> bool:
    """Whether ``passage`` writes ``join``, an auxiliary verb and ``word`` (a word or
    two between at most): the join opens a clause whose verb is ``word``."""
    pattern = (rf"(?<![\w'’-]){re.escape(join.lower())}\s+(?:{_AUXILIARY})\s+(?:[\w'’-]+\s+)?"
               rf"{re.escape(word.lower())}(?![\w'’-])")
    return re.search(pattern, passage.lower()) is not None
