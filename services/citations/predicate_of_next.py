"""One word a claim puts before the passage's next phrase: a predicate for it, no item.

"The night vision uses eight infrared LEDs and reaches up to 6 metres" where a table's
cell says "8 infrared LEDs, up to 6 m"; "hat zwölf Anlagen und liefert bis zu 48 MW"
for "zwölf Anlagen, bis zu 48 MW". The passage lists a phrase after a comma (a cell,
a spec line); the claim joins it with "and" and one word that makes it a clause. The
word is followed right away by a function word ("up", "bis", "à") that opens the
passage's own phrase: it heads that phrase as its verb, where an item added to a list
("steel" in "carbon and steel frames") is followed by its noun, or stands alone. A
capitalised word (a name; a German noun, "und Warmwasser bis zu 55 °C") is an item.
Signals of structure only: the joins and function words are closed classes
(``list_items.JOINS``, ``cues.STOP_WORDS``).
"""

from __future__ import annotations

import re

from services.citations.cues import STOP_WORDS


def predicate_of_next(item: list[str], after: list[str], passage: str,
                      before: list[str]) -> bool:
    """Whether the one word ``item`` heads ``after`` (the passage's next words, a
    function word first) that ``passage`` writes after ``before`` and a comma."""
    if len(item) != 1 or not after or after[0] not in STOP_WORDS or item[0].lower() in (
            STOP_WORDS) or not item[0].islower():
        return False  # a capitalised word is a name or a German noun: an item
    pattern = (r"(?<![\w'’-])" + r"\W+".join(re.escape(w) for w in before) + r"\s*[,;|]\s*"
               + r"\W+".join(re.escape(w) for w in after) + r"(?![\w'’-])")
    return re.search(pattern, passage.lower()) is not None
