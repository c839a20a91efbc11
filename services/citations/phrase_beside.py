"""Whether a claim names someone or something as the page does in the sentence right
beside its passage: the name with the word it hangs on ("Studie der Universität
Freiburg", "the study by the University of Leeds", "l'étude de l'Université de Lyon"),
written word for word in that neighbouring sentence.

A claim that joins two sentences of the page ("An der Studie der Universität Freiburg
nahmen 186 Erwachsene teil" for "… eine Studie der Universität Freiburg …" and, next,
"Unter Leitung der Sportmedizinerin Dr. Katrin Albers untersuchte das Team 186
Erwachsene …") seems to put the university where the passage names the physician. The
name still hangs on the noun it hangs on in the page, so it keeps its role there: a
summary, not a swap. A name given another's role ("An der Studie der Sportmedizinerin
Albers") is written with a word the page never writes before it. Structure in any
language written with spaces; the function words between (a closed class per language,
``cues.STOP_WORDS``) must be the page's too.
"""

from __future__ import annotations

import re

from services.citations.cues import STOP_WORDS
from services.citations.passages import SourceIndex
from services.citations.scripts import CJK_SCRIPT

LINK_WORDS = 3
"""Function words at most between the name and the content word it hangs on (one at
least: a title right before a name, "Verkehrsminister Jonas Hertel", is the person's
role, which a speaker swap takes along)."""
MIN_HEAD = 4
"""Letters at least of the content word the name hangs on."""
_WORD = re.compile(r"[^\W\d_][\w'’-]*|\d+")


def named_as_beside(claim: str, name: str, index: SourceIndex, main: int) -> bool:
    """Whether ``claim`` writes ``name`` after a content word (a few function words
    between, spaces only: no comma of an apposition) and a sentence right beside the
    passage's ``main`` one writes that phrase word for word (see the module)."""
    if not name or CJK_SCRIPT.search(claim):
        return False
    first = name.split()[0]
    words = _WORD.findall(claim)
    lowered = [w.lower() for w in words]
    starts = [k for k, w in enumerate(lowered) if w == first.lower()]
    for at in starts:
        head = at - 1
        while head >= 0 and at - head <= LINK_WORDS and lowered[head] in STOP_WORDS:
            head -= 1
        if head < 0 or head == at - 1 or lowered[head] in STOP_WORDS or (
                len(lowered[head]) < MIN_HEAD or lowered[head][0].isdigit()):
            continue  # "Verkehrsminister Jonas Hertel": a title, the person's own
        span = words[head : at + len(name.split())]
        pattern = re.compile(r"(?<![\w])" + r"\s+".join(re.escape(w) for w in span) + r"(?!\w)",
                             re.IGNORECASE)
        if not pattern.search(claim):
            continue  # "alcaldesa de Soria, Marta Gil": the name's role, not its noun
        for k in (main - 1, main + 1):
            if 0 <= k < len(index.spans) and pattern.search(index.sentence(k)):
                return True
    return False
