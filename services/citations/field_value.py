"""A name the claim gives to a field ("Lead author: …") that the passage fills with
another name, the claim's own name standing in another field.

"The guideline's lead author is senior pharmacist Kate Donnelly" where the passage
says "Lead author: Dr Sunil Mehra (…); reviewed by Kate Donnelly (senior pharmacist)";
"Regie führte Anna Berger" where it says "Regie: Jonas Lindt; Kamera: Anna Berger".
Pages write credits, specifications and metadata as "label: value" fields, one after
another; the claim writes every word of one field's label but not the name that fills
it, and a name of another field instead. Structure, not words: a colon after a label
and fields parted by ";", "|" or a line break read alike in every language written
with spaces.
"""

from __future__ import annotations

import re

from services.citations.cues import STOP_WORDS
from services.citations.passages import terms
from services.citations.scripts import CJK

__all__ = ["field_swap"]

_FIELDS = re.compile(r"[;|\n]")
_NAME = re.compile(r"(?<![\w'’-])[A-ZÀ-Þ][^\W\d_]+(?:[ -][A-ZÀ-Þ][^\W\d_]+)+")
"""Two or more capitalised words in a row: a person's or a body's name."""
LABEL_WORDS = 3
"""Words at most of a field's label."""


def _names(text: str) -> list[str]:
    return [m.group() for m in _NAME.finditer(text)]


def field_swap(claim: str, passage: str) -> tuple[str, str] | None:
    """``(the claim's name, the passage's)`` when ``claim`` holds every word of the label
    of a "label: value" field of ``passage`` and not the name of its value, and a name
    of another field of the passage instead; else None."""
    if CJK.search(claim) or ":" not in passage:
        return None
    lowered = claim.lower()
    mine = set(terms(claim))
    fields = [f.strip() for f in _FIELDS.split(passage) if f.strip()]
    for k, field in enumerate(fields):
        label, colon, value = field.partition(":")
        words = [t for t in terms(label) if t not in STOP_WORDS]
        if not colon or not words or len(label.split()) > LABEL_WORDS or not all(
                t in mine for t in words):
            continue
        filled = _names(value)
        if not filled or any(n.lower() in lowered for n in filled):
            continue
        for j, other in enumerate(fields):
            if j == k:
                continue
            swapped = next((n for n in _names(other) if n.lower() in lowered
                            and not any(w.lower() in label.lower() for w in n.split())), None)
            if swapped is not None:
                return swapped, filled[0]
    return None
