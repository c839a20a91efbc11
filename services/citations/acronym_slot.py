"""An acronym in the place where the passage writes another acronym.

An acronym the page never writes may abbreviate what the page spells out ("LAN ports"
for "Ethernet ports"), so the name checks only ask for a check. But where the
passage's sentence writes another acronym in the very slot ("importing GPX files" for
the claim's "importing KML files", "CDU" for "SPD"), the claim names another thing:
the words either side agree and the one between is another short form.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher

_WORD = re.compile(r"[^\W_]+")
_ACRONYM = re.compile(r"[A-Z][A-Z0-9]{1,5}s?")


def other_acronym(claim: str, acronym: str, sentence: str) -> str | None:
    """The acronym ``sentence`` writes where ``claim`` writes ``acronym``, the words
    before and after it alike in both; or None."""
    mine: list[str] = _WORD.findall(claim)
    theirs: list[str] = _WORD.findall(sentence)
    blocks = SequenceMatcher(None, [w.lower() for w in mine], [w.lower() for w in theirs],
                             autojunk=False).get_opcodes()
    for k, (op, i1, i2, j1, j2) in enumerate(blocks):
        if op != "replace" or i2 - i1 != 1 or j2 - j1 != 1 or mine[i1] != acronym:
            continue
        beside = (k > 0 and blocks[k - 1][0] == "equal") or (
            k + 1 < len(blocks) and blocks[k + 1][0] == "equal")
        if beside and _ACRONYM.fullmatch(theirs[j1]):
            return theirs[j1]
    return None
