"""A choice the page offers told as its condition: "customers will either bring their own
cup or borrow a reusable one" as "Anyone who doesn't bring their own cup can borrow one";
"entweder bringen Kunden einen eigenen Becher mit oder leihen einen" as "Wer keinen eigenen
Becher mitbringt, leiht einen"; "要么自带杯子，要么借用" as "不自带杯子的可以借用".

"Either A or B" says that whoever does not do A does B: the claim negates the first
alternative and states the second. The polarity check reads the claim's negated "bring"
against the page's plain "bring" and calls it a flip. The sign, by structure: the page's
clause offers two alternatives with a pair of words of choice (``EITHER``, a closed class
of every supported language), the words the claim negates stand in the first one, and the
claim states the second one's content words too. A claim that negates the second
alternative ("customers will not borrow a cup"), or negates the first and leaves out the
second ("customers don't bring their own cup"), stays flagged.
"""

from __future__ import annotations

import re

from services.citations.cues import NEGATION, NEGATION_WORDS, STOP_WORDS
from services.citations.scripts import LETTERS as _WORD
from services.citations.word_forms import holds_word

EITHER: dict[str, tuple[str, str]] = {
    "en": ("either", "or"), "de": ("entweder", "oder"), "fr": ("soit", "soit"),
    "es": ("o bien", "o bien"), "it": ("oppure", "oppure"), "pt": ("ou", "ou"),
    "nl": ("ofwel", "of"), "zh": ("要么", "要么"), "ja": ("か", "か"), "ko": ("거나", "거나"),
}
"""The words that open the first and the second alternative of a choice, per language."""
_PAIRS = [(a, b) for lang, (a, b) in EITHER.items() if lang not in ("ja", "ko")]
HELD = 0.5
"""Share at least of the second alternative's content words the claim must state."""


def _alternatives(clause: str) -> tuple[str, str] | None:
    """The first and the second alternative of a choice ``clause`` offers, or None."""
    lowered = clause.lower()
    for first, second in _PAIRS:
        spaced = not re.match(r"[\u4e00-\u9fff]", first)
        pattern = (rf"(?<!\w){re.escape(first)}\s+(.+?)\s*,?\s+{re.escape(second)}\s+(.+)"
                   if spaced else rf"{first}(.+?)[，,]?\s*{second}(.+)")
        found = re.search(pattern, lowered)
        if found is not None:
            return found.group(1), found.group(2)
    return None


def _negators(claim: str) -> int:
    """How many negators ``claim`` holds (spaced words, and CJK ones as written)."""
    words = _WORD.findall(claim.lower())
    return sum(1 for w in words if w in NEGATION_WORDS or w.endswith("n't")) + sum(
        claim.count(w) for lang in ("zh", "ja", "ko") for w in NEGATION.get(lang, ())
        if len(w) > 1)


def chosen_otherwise(turned: list[str], claim: str, clause: str) -> bool:
    """Whether ``clause`` (the page's) offers a choice whose first alternative holds every
    word ``turned`` the claim negates, and ``claim`` states the second alternative."""
    choice = _alternatives(clause)
    if choice is None or not turned or _negators(claim) > 1:
        return False  # "… will not be able to borrow one": the second one negated too
    first, second = choice
    if not all(holds_word(first, w) for w in turned) or any(
            holds_word(second, w) for w in turned):
        return False
    content = [w for w in _WORD.findall(second) if w not in STOP_WORDS and len(w) >= 3]
    if re.search(r"[\u4e00-\u9fff]", second):
        content = [second[k : k + 2] for k in range(len(second) - 1)]
    held = sum(1 for w in content if holds_word(claim.lower(), w) or w in claim)
    return bool(content) and held >= HELD * len(content)
