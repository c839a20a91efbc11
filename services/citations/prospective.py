"""Whether a sentence speaks of the future or of an aim: a word of ``cues.FUTURES`` ("will",
"wird", "将", "予定") or a Romance future ending ("construira", "abrirá", "serviront"). A claim
that does keeps a page's plan a plan; one that does not states it as certain.
"""

from __future__ import annotations

from services.citations.cjk_cues import cjk_cues
from services.citations.cues import FUTURE_WORDS
from services.citations.scripts import CJK_SCRIPT
from services.citations.scripts import LETTER_WORD as _WORD

_FUTURE_ENDINGS = ("rá", "rán", "rà", "ranno", "rão", "ront", "eront", "iront")


def prospective(text: str) -> bool:
    """Whether ``text`` speaks of the future or of an aim: a word of ``cues.FUTURES``
    or a Romance future ending ("construira", "abrirá", "serviront")."""
    lowered = text.lower()
    for word in _WORD.findall(lowered):
        if word in FUTURE_WORDS or (len(word) >= 6 and word.endswith(_FUTURE_ENDINGS)) or (
                len(word) >= 7 and word.endswith(("era", "ira"))):
            return True
    return bool(CJK_SCRIPT.search(text)) and any(cue in lowered for cue in cjk_cues("future", text))
