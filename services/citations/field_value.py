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

The mirror image (``label_swap``): the claim states a labelled line's value but gives it
to the label of another line ("以日出闻名的东壁…" where the page's item says "- 北岐：以
日出闻名…" and "- 东壁：适合拍摄日落…" another); in any script, labels of items being
places, models, parts or fees.
"""

from __future__ import annotations

import re
from functools import lru_cache

from services.citations.cues import STOP_WORDS
from services.citations.numbers import numbers
from services.citations.passages import terms
from services.citations.scripts import CJK
from services.citations.unit_scales import converted

__all__ = ["field_swap", "label_swap"]

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


_LABELLED_LINE = re.compile(
    r"^[ \t]*(?:[-*+•][ \t]+|\d{1,2}[.)][ \t]+)?(?:\*\*)?([^:：\n|*]{1,40}?)(?:\*\*)?[ \t]*"
    r"[:：][ \t]*(?:\*\*)?[ \t]*(\S[^\n]*)$", re.MULTILINE)
"""A line (a list's item, or a line of its own) that opens with a short label, bold or
not, and a colon, the label's value after it ("- 北岐：以日出闻名…", "- **Lumo C:** …")."""
CJK_LABEL = 8
"""Characters at most of a label written in CJK (a place's or a thing's name, no clause)."""
VALUE_SHARE = 0.4
"""Share of the claim's other words at least that the passage's value must hold."""


@lru_cache(maxsize=8)
def _labels(page: str) -> dict[str, str]:
    """The short labels of ``page``'s labelled lines, each with its first value."""
    found: dict[str, str] = {}
    for line in _LABELLED_LINE.finditer(page):
        label = line.group(1).strip()
        if label and (len(label) <= CJK_LABEL if CJK.search(label) else len(
                label.split()) <= LABEL_WORDS):
            found.setdefault(label, line.group(2))
    return found


def _writes(claim: str, label: str) -> bool:
    """Whether ``claim`` writes ``label``: as whole words, case aside, where words are
    spaced; anywhere in CJK, which sets no spaces between words."""
    if CJK.search(label):
        return label in claim
    return re.search(rf"(?<!\w){re.escape(label)}(?!\w)", claim, re.IGNORECASE) is not None


def _share(wanted: list[str], text: str) -> float:
    held = set(terms(text))
    return sum(t in held for t in wanted) / len(wanted) if wanted else 0.0


def label_swap(claim: str, page: str, passage: list[str]) -> tuple[str, str] | None:
    """``(the claim's label, the passage's)`` when a sentence of ``passage`` is a labelled
    line of ``page`` ("- 北岐：以日出闻名，退潮后…") whose label the claim does not write,
    and the claim writes the label of one other labelled line of the page instead ("以日出
    闻名的东壁…", where the page's "- 东壁：适合拍摄日落…" says something else): the
    passage's value given to another item. The claim's other words must stand in that
    value (``VALUE_SHARE``) more than in the other label's; a claim that writes several
    other labels sums up the list, and a label the value writes itself is one of its
    words ("- Transport: a shuttle bus …, parking at the station is free"). Structure,
    not words: a label and a colon read alike in every language; else None."""
    labels = _labels(page)
    if len(labels) < 2:
        return None
    for sentence in passage:
        line = _LABELLED_LINE.match(sentence.strip("\n"))
        if line is None:
            continue
        own = line.group(1).strip()
        if own not in labels or _writes(claim, own):
            continue
        others = [label for label in labels if label != own and _writes(claim, label)]
        if len(others) != 1 or _writes(line.group(2), others[0]) or _gives_own_figure(
                claim, labels[others[0]]):
            continue  # several items: a summary; a label the value writes: its own word;
            # the other label with its own figure: the claim states both lines
        rest = re.sub(re.escape(others[0]), " ", claim, flags=re.IGNORECASE)
        wanted = list(dict.fromkeys(terms(rest)))
        share = _share(wanted, line.group(2))
        if share >= VALUE_SHARE and share > _share(wanted, labels[others[0]]):
            return others[0], own
    return None


def _gives_own_figure(claim: str, value: str) -> bool:
    """Whether ``claim`` states a figure of a labelled line's ``value``, in its unit or
    another of its dimension ("262 Zentimeter" for "Länge: 2,62 m"): the claim gives
    that label its own value, a second line it sums up, not the passage's value."""
    theirs = [n for n in numbers(value) if n.kind not in ("", "year", "ord")]
    return any(any(n.agrees(m) and n.kind == m.kind for m in theirs) or converted(n, theirs)
               for n in numbers(claim))
