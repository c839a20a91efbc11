"""Whether a word of a claim stands among the words around its passage in another form,
for the checks of a phrase the claim adds (``appended_tail``, ``spliced_item``).

Three forms count: another inflection (``inflections``), a word sharing the first
``STEM`` letters or a short stem with another ending ("booked": "booking", which no
inflection strips to one stem), and the word behind a prefix (``prefixed_forms``:
"abstiegen" for "stiegen … ab", "Vereinsmitglieder" for "Mitglieder").
"""

from __future__ import annotations

from collections.abc import Sequence

from services.citations.inflections import inflected_in
from services.citations.prefixed_forms import prefixed_among

STEM = 5
"""Letters a word shares with another to count as it in another form."""


def stands_among(word: str, words: Sequence[str], shortest: int = 0) -> bool:
    """Whether ``word`` stands among ``words`` (lower-cased) in some form (see the
    module); of ``words``, only those of ``shortest`` letters or more may share its
    stem."""
    lowered = word.lower()
    stem = lowered[:STEM]
    return inflected_in(lowered, " ".join(words)) or any(
        w.startswith(stem) or stem.startswith(w[:STEM]) for w in words if len(w) >= shortest
    ) or prefixed_among(lowered, words)
