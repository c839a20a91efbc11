"""A Chinese claim that lists, beside an item the passage states, an item the passage's own
sentence negates: "拍摄冷藏室和冷冻室的照片" where the page says "可在每次关门后拍摄冷藏室照片
并上传至应用，但不支持冷冻室".

``cjk_negated_neighbour`` reads a prohibition in a sentence beside the window, and the
clause-by-clause negation check pairs the claim's clause with the page's plain clause that
holds most of it; the page's short negated clause after it ("但不支持冷冻室") holds the added
item alone, and goes unread. The sign: the claim has no negation of its own; a clause of a
window's sentence is negated (the negation tables, a closed class); a run of Chinese
characters (``SHORTEST`` at least) stands in that clause after its negation, in no other
clause of the window, and in the claim right beside a word that joins a list's items
(``list_items.JOINS_CJK``: "和", "及", "、" …): the claim adds it as an item.
"""

from __future__ import annotations

import re

from services.citations.cjk_cues import cjk_cues
from services.citations.finding import Finding
from services.citations.list_items import JOINS_CJK
from services.citations.passages import Match, SourceIndex
from services.citations.polarity import cues
from services.citations.scripts import CJK_SCRIPT

SHORTEST = 2
"""Characters at least of the negated item."""
_CLAUSE = re.compile(r"[，,；;。！？!?：:（）()]")
"""Marks that end a clause; not "、" (``cjk_negated_neighbour`` cuts there too): a negation
bears on every item of the list it opens ("但不支持冷冻室、制冰机")."""
_HAN_RUN = re.compile(r"[\u3400-\u9fff]+")


def cjk_negated_item(claim: str, index: SourceIndex, match: Match) -> Finding | None:
    """The negated clause of ``match``'s window whose negated item ``claim`` lists beside
    another (see the module), or None."""
    if not CJK_SCRIPT.search(claim) or cues(claim).negated:
        return None
    mine = "".join(claim.split())
    for k in range(match.first, match.last + 1):
        sentence = index.sentence(k)
        parts = [p for p in _CLAUSE.split(sentence) if p.strip()]
        for at, part in enumerate(parts):
            if not cues(part, sentence).negated:
                continue
            start = min((part.find(c) + len(c) for c in cjk_cues("negation", part, sentence)
                         if c in part), default=-1)
            if start == -1:
                continue
            others = "".join(p for j, p in enumerate(parts) if j != at)
            for run in _HAN_RUN.findall(part[start:]):
                item = _listed(mine, run, others)
                if item:
                    return Finding("negation", item, part.strip(), rule="cjk_negated_item")
    return None


def _listed(claim: str, run: str, others: str) -> str:
    """The longest piece of ``run`` (``SHORTEST`` characters at least) that ``claim`` writes
    right after or before a word joining list items and ``others`` never writes."""
    for size in range(len(run), SHORTEST - 1, -1):
        for k in range(len(run) - size + 1):
            piece = run[k : k + size]
            if piece in others:
                continue
            at = claim.find(piece)
            while at != -1:
                if claim[:at].endswith(JOINS_CJK) or claim[at + size :].startswith(JOINS_CJK):
                    return piece
                at = claim.find(piece, at + 1)
    return ""
