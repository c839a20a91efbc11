"""Which words a page writes as names, for the name checks of ``verdict``.

Names are found by capitalisation: a capitalised word after a lower-case word
or a digit is a name wherever the page writes it so; where every noun is
capitalised (German), only one next to another capitalised word.
"""

from __future__ import annotations

import re

from services.citations.cues import STOP_WORDS

# "\b[A-ZÀ-ÞĀ-ſ][^\W\d_]*" with the capital first (the boundary checked behind it): the
# same matches, found five times faster, as the scan skips to the capitals.
_CAPITALISED = re.compile(r"[A-ZÀ-ÞĀ-ſ](?<=\b.)[^\W\d_]*")


class PageNames:
    """Which words a page writes as names: capitalised after a lower-case word or
    a digit (where every noun is capitalised, next to another such word).
    Asked word by word and remembered, since a claim asks about a dozen."""

    def __init__(self, text: str, capitalises_nouns: bool) -> None:
        self.text = text
        self.capitalises_nouns = capitalises_nouns
        self._known: dict[str, bool] = {}
        self._capitalised: frozenset[str] | None = None

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str) or not word:
            return False
        known = self._known.get(word)
        if known is None:
            known = self._known[word] = self._find(word)
        return known

    def _find(self, word: str) -> bool:
        written = word[0].upper() + word[1:]
        if written == word and not word[0].isalpha():
            return False
        if self._capitalised is None:  # one pass, then most words are ruled out at once
            self._capitalised = frozenset(_CAPITALISED.findall(self.text))
        if written not in self._capitalised:
            return False
        text = self.text
        at = text.find(written)
        while at != -1:
            end = at + len(written)
            whole = (at == 0 or not text[at - 1].isalnum()) and (
                end >= len(text) or not text[end].isalnum())
            if whole and at >= 2 and text[at - 1] == " " and (
                    text[at - 2].islower() or text[at - 2] in "0123456789,;)") and (
                    not self.capitalises_nouns or _beside_capital(text, at, end)) and (
                    not (_in_heading(text, at) and _lower_case(text, word))):
                return True
            at = text.find(written, at + 1)
        return False


def _in_heading(text: str, at: int) -> bool:
    """Whether position ``at`` is in a Markdown heading, which may capitalise every word
    ("# Urban Bumblebees Fly Farther for Food, Study Finds"): no sign of a name for a
    word the page writes in lower case too ("a study published …"), unlike a product's
    ("# Lumen Leaf 7 – Technical Specifications")."""
    return text.startswith("#", text.rfind("\n", 0, at) + 1)


def _lower_case(text: str, word: str) -> bool:
    """Whether ``text`` writes ``word`` in lower case as a word of its own."""
    return re.search(rf"(?<![^\W\d_]){re.escape(word.lower())}(?![^\W\d_])", text) is not None


def _beside_capital(text: str, start: int, end: int) -> bool:
    """Whether the word at ``start:end`` stands next to another capitalised word, a
    function word aside: "Die Mauer" starts a sentence with an article, it is no
    run of names."""
    after = text[end + 1 : end + 2]
    before = text[max(0, start - 40) : start - 1].rsplit(" ", 1)[-1]
    return (text[end : end + 1] in (" ", "-") and after.isupper()) or (
        before[:1].isupper() and before.isalpha() and before.lower() not in STOP_WORDS)


def first_names(claim: str, known: PageNames) -> list[str]:
    """Capitalised words of ``claim`` the page writes as names, its first word too."""
    return [w for w in re.findall(r"[^\W\d_]+", claim) if w[0].isupper() and w.lower() in known]


_OPENING_PAIR = re.compile(r"\s*([A-ZÀ-ÞĀ-Ž][^\W\d_]+) ([A-ZÀ-ÞĀ-Ž][^\W\d_]+)\b")


def opening_name(claim: str, known: PageNames) -> list[str]:
    """The second word of two that open ``claim`` as a name the page writes in full
    ("Walter Eibl, der Anwalt …" where the page names "Rentners Walter Eibl"), as a
    list of none or one. Where every noun is capitalised, ``signals.names`` reads a
    name only in a run of two capitalised words, and a sentence's first word counts
    for none: a person named first would go unread."""
    pair = _OPENING_PAIR.match(claim)
    if pair is None or pair.group(1).lower() in STOP_WORDS:
        return []
    first, last = pair.group(1), pair.group(2)
    if first.lower() in known and last.lower() in known and f"{first} {last}" in known.text:
        return [last]
    return []
