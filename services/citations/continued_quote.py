"""Who says a quotation that stands alone: the speaker of the quotation just before it.

'"Families told us the restrictions made a frightening time lonelier," said Dr. Amara
Okafor, who led the review. "Patients recover better when someone they trust is with
them."' The second sentence is all quotation and names no one: it goes on with the
first one's speaker. A claim that credits it to another person the page names
("According to chief executive Martin Hale, patients recover better …") swaps the
speaker, though no sentence of its passage names one. Quotation marks are the same
closed class in every language written with spaces; a title before the name ("Dr.",
"Prof.") may end with a stop.
"""

from __future__ import annotations

import re
from functools import lru_cache

_OPEN = "\"“„«»‘'"
_CLOSE = "\"”“»«’'"
_TITLE = r"(?:(?:Dr|Prof|Mr|Mrs|Ms|Mme|Hr|Fr|Sr|Sra|Ing)\.?\s+)*"
_NAME = r"((?:[A-ZÀ-ÞĀ-Ž][\w'’-]+\s+){0,2}[A-ZÀ-ÞĀ-Ž][\w'’-]+)"
QUOTE_ONLY = re.compile(rf"^\s*[{_OPEN}][^{_OPEN}{_CLOSE}]{{8,}}(?:[.!?][{_CLOSE}]|"
                        rf"[{_CLOSE}]\s*[.!?]?\s*$)")
"""A sentence that is a quotation whole (a sentence after ".“" may be joined to it)."""


@lru_cache(maxsize=2)
def _after_quote(saying: frozenset[str]) -> re.Pattern[str]:
    """A closing quotation mark, a verb of ``saying``, then the one who said it."""
    verbs = "|".join(re.escape(w) for w in sorted(saying, key=len, reverse=True))
    return re.compile(rf"[{_CLOSE}]\s*,?\s*(?:{verbs})\s+{_TITLE}{_NAME}")


def continued_speaker(sentence: str, before: str, saying: frozenset[str]) -> str | None:
    """The speaker of the quotation in ``before`` (named after a verb of ``saying``) when
    ``sentence`` is a quotation alone that goes on with it, or None."""
    if not QUOTE_ONLY.match(sentence):
        return None
    said = list(_after_quote(saying).finditer(before))
    return said[-1].group(1) if said else None
