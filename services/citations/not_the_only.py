"""A negation that only says there are others: "Light is not the only pressure on these
insects", "nicht der einzige Grund", "n'est pas la seule cause", "no es el único factor",
"non è l'unico", "não é o único", "niet de enige", "不是唯一的原因".

"Not the only X" states that X holds and something else does too; a claim that says so
("lighting is one pressure, and habitat loss also plays a part") states no opposite. The
phrase is set to "one X" before polarity is weighed, in claim and passage alike, so the
negation in it is not read as one that flips. The negators, articles and words for "only"
are closed classes per language.
"""

from __future__ import annotations

import re

from services.citations.case_blind import CaseBlind

_ONLY = (r"(?:the|der|die|das|el|la|los|las|il|lo|l['’]|gli|le|o|a|os|as|de|het)\s*"
         r"(?:only|sole|einzige|einzigen|einziger|einziges|único|única|únicos|únicas|unico|"
         r"unica|unici|uniche|solo|sola|enige|seule?s?)(?!\w)")
_SPACED = CaseBlind(
    r"(?<![\w])(?:not|nicht|no|non|não|niet)\s+(?:(?:es|son|era|fue|è|sono|é|são|foi)\s+)?"
    + _ONLY)
"""A negator, a copula after it in Romance languages ("no es", "non è", "não é"), an
article, "only"; no other verb ("do not use the only exit" is a negation)."""
_FRENCH = CaseBlind(r"(?<![\w])n['’](\w+)\s+pas\s+(?:le|la|les|l['’])\s*seul(?:e|s|es)?(?!\w)")
""""n'est pas le seul", "ne sont pas les seules": the verb kept, the rest "un"."""
_CJK = re.compile("(?:并不是|並不是|不是|并非|並非)([^，。；！？,;]{0,12}?)唯一")
""""不是唯一的", "并非唯一", "不是萤火虫减少的唯一原因" (a few characters between)."""


_STEMS = ("only", "sole", "einzig", "únic", "unic", "solo", "sola", "enige", "seul", "唯一")
"""Letters every word for "only" above holds, to skip texts without one cheaply."""
_BARE = CaseBlind(r"(?<![\w'’])" + _ONLY + "|唯一")
"""An "only" phrase, read once each "not the only" is set aside."""


def not_only_read(claim: str, *texts: str) -> tuple[str, ...]:
    """``claim`` and ``texts`` (its passage, the passage with its neighbours) with "not
    the only" set to "one", unless the claim says "the only" bare (see the module)."""
    if not any(stem in text.lower() for text in texts for stem in _STEMS):
        return (claim, *texts)  # no "only" in the passage (most): the patterns are slow
    if _BARE.search(without_not_only(claim)):
        return (claim, *texts)
    return tuple(without_not_only(t) for t in (claim, *texts))


def without_not_only(text: str) -> str:
    """``text`` with each "not the only" (see the module) set to "one"."""
    if _CJK.search(text):
        text = _CJK.sub(lambda m: f"是{m.group(1)}之一", text)
    if _FRENCH.search(text):
        text = _FRENCH.sub(lambda m: f"{m.group(1)} un", text)
    return _SPACED.sub("one", text) if _SPACED.search(text) else text
