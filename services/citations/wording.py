"""The support check in plain words, for text (``ask``, exports): the same states and
reasons the window's pill and card show.

- ``supported``: no mark;
- ``weak``: "check this" (mark ``?``): the passage holds much of the sentence but
  Footnote could not confirm every part of it;
- ``unsupported``: "not supported" (mark ``✗``): the page says something else, or
  does not say it.

The window words the same reasons through Qt's translations (``ui.chat.card``);
these are the English words for text output.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

STATE_WORDS = {"supported": "supported", "weak": "check this",
               "unsupported": "not supported"}
"""Each judgment as the reader sees it named."""
MARKS = {"supported": "", "weak": "?", "unsupported": "✗"}
"""The mark beside a citation number for each judgment."""

_QUOTE_CHARS = 60

_REASONS = {
    "no_text": "Footnote has no text of this source to check the sentence against",
    "no_match": "none of the sentence's words appear in this source",
    "few_words": "only a few of the sentence's words appear in this source",
    "partial": "only part of the sentence appears in this source",
    "numbers_differ": "the page gives {stated}, not {claimed}",
    "number_missing": "the page does not state {claimed} here",
    "negation": "the page says the opposite",
    "hedged": "the page only says it might (“{stated}”); the sentence states it as fact",
    "advised": "the page only advises it (“{stated}”); the sentence makes it a rule",
    "intent": "the page gives this as a plan (“{stated}”), not as done",
    "name_elsewhere": "the page names {claimed} elsewhere, not in this passage",
    "name_missing": "the page does not mention {claimed}",
    "swapped": "the page has these the other way round ({stated})",
}


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= _QUOTE_CHARS else text[: _QUOTE_CHARS - 1].rstrip() + "…"


def reason_words(reason: str, claimed: str = "", stated: str = "") -> str:
    """Why a citation is not supported, in plain words ("the page gives 2025, not
    2026"); "" for an unknown reason."""
    claimed, stated = _short(claimed), _short(stated)
    if reason in ("name_elsewhere", "name_missing") and stated:
        return f"the passage names {stated} here, not {claimed}"
    words = _REASONS.get(reason, "")
    if ("{stated}" in words and not stated) or ("{claimed}" in words and not claimed):
        return ""
    return words.format(claimed=claimed, stated=stated)


def claim_reason(claim: Mapping[str, Any]) -> str:
    """The reason of a stored claim (``Claim.to_dict()``): that of its evidence
    with the claim's judgment, in plain words."""
    support = claim.get("support")
    for evidence in claim.get("evidence") or []:
        if isinstance(evidence, Mapping) and evidence.get("support") == support:
            return reason_words(str(evidence.get("reason") or ""),
                                str(evidence.get("claimed") or ""),
                                str(evidence.get("stated") or ""))
    return ""
