"""Whether a claim ties a name to the page's own deed for it: "Led by Dr Helen Marsh, the
researchers surveyed …" where the page says "The team, led by Dr Helen Marsh, compared
…". The words right before the name in both hold a word of agency ("by", "von", "par",
``agent_clause.AGENT_WORDS``) and the deed before it ("led"): the claim states what the
page states of that name, in another sentence of its own; no role is swapped. A title
alone ("product manager Hannah Obi") holds no word of agency and says who, not what.
"""

from __future__ import annotations

from services.citations.agent_clause import AGENT_WORDS
from services.citations.passages import terms
from services.citations.scripts import LETTERS as _WORD
from services.citations.titles import before_name


def _deed(before: str) -> set[str]:
    """The terms before the last word of agency in ``before`` (the words before a name),
    or an empty set when it holds none."""
    words = _WORD.findall(before.lower())
    at = max((k for k, w in enumerate(words) if w in AGENT_WORDS), default=-1)
    return set(terms(" ".join(words[:at]))) if at > 0 else set()


def same_deed(claim: str, name: str, sentence: str) -> bool:
    """Whether ``claim`` and the page's ``sentence`` write the same deed and word of agency
    right before ``name`` ("led by Dr Helen Marsh")."""
    mine, theirs = _deed(before_name(claim, name)), _deed(before_name(sentence, name))
    return bool(mine & theirs)
