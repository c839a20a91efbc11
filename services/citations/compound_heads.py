"""Two compounds with one head: "Landesprogramm" and "Förderprogramm (des Landes)",
"Stadtbibliothek" and "Zentralbibliothek (der Stadt)". A compounding language (German,
Dutch) names a kind of thing by its last part, the head; a paraphrase swaps the modifier
for a phrase of its own ("des Landes") and keeps the head in another compound. The head
of the claim's compound stands in the passage when a word of the passage ends with it,
after a modifier of its own. Structure, no word list.
"""

from __future__ import annotations

HEAD = 6
"""Letters at least of a shared head: shorter endings are suffixes ("-ung", "-keit")."""
MODIFIER = 3
"""Letters at least of the passage word's own modifier before the shared head."""


def shared_head(term: str, word: str) -> list[int]:
    """Where the head ``term`` shares with ``word`` (a longer compound of the passage
    ending with it) starts in ``term``: each cut ``k`` with ``term[k:]`` of ``HEAD``
    letters or more ending ``word`` after ``MODIFIER`` letters or more of its own."""
    out = []
    for k in range(1, len(term) - HEAD + 1):
        tail = term[k:]
        if word.endswith(tail) and len(word) - len(tail) >= MODIFIER and not word.startswith(
                term[:k]):
            out.append(k)
            break
    return out
