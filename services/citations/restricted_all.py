"""A restriction told with "all": "the sample included only animals in human care" as "all
the dolphins tested were in human care"; "nur Mitglieder mit gültigem Ausweis" as "alle
Mitglieder mit gültigem Ausweis"; "seuls les bus électriques" as "tous les bus … électriques".

"Only X that are Q" says that all of them are Q: the claim keeps the restriction when it
says "all" of the group and keeps every word that qualifies the restricted case (``QUALIFIER``
content words at least), whatever word it uses for the case itself. A claim that widens the
case ("all days" for "only on weekdays": nothing qualifies it) or drops its qualifier ("all
members may vote" for "only members in good standing") stays a widening for
``restrict.widens``. The words of "all" are the top of ``widened_quantifier.SCALE``, a closed
class of every tabled language.
"""

from __future__ import annotations

from collections.abc import Callable

from services.citations.cues import STOP_WORDS
from services.citations.widened_quantifier import SCALE

QUALIFIER = 2
"""Content words at least of what qualifies the restricted case."""
ALL = frozenset(w for levels in SCALE.values() for w in levels[3] if " " not in w) | frozenset(
    {"tous", "toutes", "todos", "todas", "tutti", "tutte"})
"""Words of "all" (one word each; "tous les" read by its first word)."""


def all_of_them(mine: list[str], after_case: list[str], same: Callable[[str, str], bool]) -> bool:
    """Whether the claim (its words ``mine``, lower-cased) says "all" and holds every content
    word of ``after_case`` (the words after the restricted case, up to its clause's end), of
    which there are ``QUALIFIER`` at least (``same``: one word in two forms)."""
    qualifier = [w for w in after_case if w not in STOP_WORDS and not w.isdigit()]
    return len(qualifier) >= QUALIFIER and not ALL.isdisjoint(mine) and all(
        any(same(w, m) for m in mine) for w in qualifier)
