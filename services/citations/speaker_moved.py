"""Whether a finding moves a statement away from the person the passage credits it to.

"Geologin Dr. Sabine Lechner warnt, viele Gäste unterschätzten, wie schnell das Wetter …
umschlägt" where the window says "„Viele Gäste unterschätzen, wie schnell das Wetter hier
oben umschlägt“, sagt Bergwachtleiter Florian Auer. Geologin Dr. Sabine Lechner … rät, …";
"Tom Aldridge, the university's director of sustainability, said the trial showed …" where
the window says "…," said Dr Priya Menon, the university's director of sustainability.
"But the trial showed …"". Such a claim joins two sentences (a quotation and the line of
the person it names, or a quotation's two sentences), so it reads like a summary of its
window (``local_summary``), which softens a finding about its wording. But what it changes
is who said it: the finding's page-side name is the one a sentence of the window credits
with the words by a verb of saying (``speakers.speakers``), and a summary that gives those
words to someone else is wrong however it joins them.
"""

from __future__ import annotations

import re

from services.citations.finding import Finding
from services.citations.passages import Match, SourceIndex
from services.citations.person_titles import is_title
from services.citations.speakers import speakers, writes_name

MOVED_RULES = ("quoted_speaker", "speaker", "aligned_name_swap")
"""Rules whose finding sets the claim's person where the page's sentence names another."""
_WORD = r"[\w'’-]+"


def _surname(name: str) -> str:
    """The last word of ``name`` that is no title ("" when none)."""
    words = [w for w in re.findall(_WORD, name) if not is_title(w)]
    return words[-1] if words else ""


def moved_from_speaker(finding: Finding, index: SourceIndex, match: Match) -> bool:
    """Whether ``finding`` (of a ``MOVED_RULES`` rule) states, as the page's side, a person
    a sentence of ``match``'s window, or the one before it (whose quotation the window's
    may go on with), credits with what it says."""
    if finding.rule not in MOVED_RULES or not finding.stated:
        return False
    stated = _surname(finding.stated)
    if not stated or writes_name(finding.claimed, stated):
        return False
    return any(stated == _surname(name) for k in range(max(0, match.first - 1), match.last + 1)
               for name in speakers(index.sentence(k)))
