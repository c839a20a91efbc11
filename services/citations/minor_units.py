"""A price in a currency's hundredth: "steigt von 29 auf 35 Cent" where the page writes
"von 0,29 € auf 0,35 €"; "a 45p fee" for "£0.45"; "50 céntimos" for "0,50 €".

Read number by number, "29" stands against the page's "0,29". The words for a hundredth
of a currency are a closed class per language (``MINOR``); a claimed number followed by
one (within a few words: "von 29 auf 35 Cent" gives both numbers one unit) agrees with a
number of the passage that is a hundredth of it and stands beside a currency's sign or
name (``MAJOR``).
"""

from __future__ import annotations

import re

from services.citations.numbers import Number, numbers

MINOR: dict[str, tuple[str, ...]] = {
    "en": ("cent", "cents", "penny", "pence", "p"), "de": ("cent", "cents", "rappen"),
    "fr": ("centime", "centimes", "cent", "cents"), "es": ("céntimo", "céntimos", "centavo",
                                                          "centavos"),
    "it": ("centesimo", "centesimi"), "pt": ("cêntimo", "cêntimos", "centavo", "centavos"),
    "nl": ("cent", "eurocent"),
}
"""Words for a hundredth of a currency, per language."""
MAJOR = ("€", "$", "£", "eur", "euro", "euros", "usd", "dollar", "dollars", "gbp", "pound",
         "pounds", "chf", "franken", "francs")
"""Signs and names of currencies written beside their amount."""
_MINOR = re.compile(r"(?:\s*(?:bis|auf|to|and|und|à|a|e|y|-|–)?\s*\d+(?:[.,]\d+)?)?\s*("
                    + "|".join(sorted({re.escape(w) for ws in MINOR.values() for w in ws},
                                      key=len, reverse=True))
                    + r")(?![^\W\d_])", re.IGNORECASE)
_MAJOR = re.compile("|".join(re.escape(w) for w in MAJOR), re.IGNORECASE)
REACH = 4
"""Characters either side of a page's number where its currency stands."""


def in_hundredths(number: Number, claim: str, window: str) -> bool:
    """Whether ``number`` of ``claim`` is a price in a currency's hundredth that ``window``
    states in the currency itself ("29 Cent" for "0,29 €")."""
    for written in re.finditer(rf"(?<![\d.,]){re.escape(number.text)}(?![\d])", claim):
        if _MINOR.match(claim, written.end()) is None:
            continue
        for match in re.finditer(r"\d+(?:[.,]\d+)?", window):
            stated = numbers(match.group())
            if not stated or not any(abs(v / 100 - s) < 1e-9 for v in number.values
                                     for s in stated[0].values):
                continue
            around = window[max(0, match.start() - REACH) : match.end() + REACH]
            if _MAJOR.search(around):
                return True
    return False
