"""Prices the page writes with a currency sign and the claim with a word: "5,50 € statt
bisher 4,00 €" told as "5,50 Euro, 1,50 Euro mehr als bisher"; "$7.50 instead of $6.00"
as "7.50 dollars, 1.50 dollars more than before".

The number reader takes a number's kind from the word after it, so "5,50 €" has none and
"$6.00 from May" has "from": the page's prices seem of another kind than the claim's. A
claim's figure is of the page's signed prices' kind when the claim writes, in the same
unit word, another figure that the page writes with a sign (its kind is the claim's
word for that sign), in any language and currency.
"""

from __future__ import annotations

import re

from services.citations.numbers import Number, numbers

SIGNS = "$€£¥₹₩₽"
"""Currency signs written before or after a price."""


def beside_sign(text: str, window: str) -> bool:
    """Whether the figure ``text`` stands in ``window`` right beside a currency sign."""
    figure = re.escape(text)
    return re.search(rf"[{SIGNS}]\s?{figure}(?![\d.,]\d)|(?<![\d.,]){figure}\s?[{SIGNS}]",
                     window) is not None


def signed_kind(number: Number, claim: str, window: str) -> bool:
    """Whether ``number``'s kind (a word of the claim: "Euro") is that of another figure of
    ``claim`` which ``window`` writes with a currency sign."""
    if not number.kind:
        return False
    return any(other.text != number.text and other.kind == number.kind and beside_sign(
        other.text, window) for other in numbers(claim))
