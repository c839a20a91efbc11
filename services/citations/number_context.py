"""Where a claim's number stands on the page besides its passage: in the page's title (the
version or year the page is about) or in a sentence near the passage that a summary joins.
Each makes the passage's silence or its other number worth a check, not a verdict."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping

from services.citations.list_block import is_item, list_bounds, through_lists
from services.citations.number_place import number_at
from services.citations.numbers import Number, numbers
from services.citations.passages import Match, SourceIndex, terms
from services.citations.scripts import CJK_SCRIPT

NUMBER_WORDS = 3
"""Words either side of a number that say what it is the number of."""


def in_counts(term: str, counts: Mapping[str, int]) -> bool:
    """Whether ``counts`` holds ``term`` or a word it begins ("mov": "move")."""
    return term in counts or (len(term) >= 3 and any(
        o.startswith(term) or term.startswith(o) for o in counts if len(o) >= 3))


def titled(claim: str, claimed: str, title: str, focus: str) -> bool:
    """Whether the page's title states the claim's number ``claimed`` and the
    passage's main sentence (``focus``) states none in its place: the version or
    year the page is about ("Version 4.0 raises the default cache" on "Tessera 4.0
    release notes"), which a passage need not repeat. A number of the sentence
    after the same word as the claim's ("removed in 5.0" for "removed in 4.2")
    stands in its place."""
    if not title or not claimed:
        return False
    mine = [n for n in numbers(claim) if n.text == claimed]
    if not mine or not any(mine[0].agrees(n) for n in numbers(title)):
        return False
    slot = word_before(claim, claimed)
    return not any(slot and word_before(focus, n.text) == slot for n in numbers(focus))


def number_joined(claim: str, claimed: str, stated: list[Number], index: SourceIndex,
                   match: Match, named: set[str], spread: int = 3) -> bool:
    """Whether a sentence near the window (``spread`` either side) states the claim's
    number ``claimed`` beside one of the claim's own words around it (``NUMBER_WORDS``
    either side, names and numbers aside): the claim joins that statement to the
    window's, as a summary does ("X3续航80公里，整车重23公斤，售价3299元"); the
    window's other number is worth a check, not a verdict."""
    mine = next((n for n in stated if n.text == claimed), None)
    if mine is None or number_at(claim, claimed) == -1:
        return False
    around = words_around(claim, claimed)
    # Its unit ties nothing: "120 kg" and "23 kg" share it.
    unit = mine.kind.lower()
    # Only words the window lacks tie the number elsewhere: in "Children pay 12 euros"
    # against "Adults pay 12 euros. Children pay 6 euros." "pay" is the window's too.
    window = Counter(t for k in range(match.first, match.last + 1) for t in index.counts(k))
    tying = {t for t in terms(around) if not t[:1].isdigit()
             and not (unit and (unit.startswith(t) or t.startswith(unit[:4])))
             and not in_counts(t, window)}
    near = tying - named

    before = word_before(claim, claimed)
    if before and before in index.text[match.start : match.end].lower().split():
        before = ""
    # The whole list or table the window stands in too: a summary of its items.
    first, last = list_bounds(index, match)
    # A table or list the reach ends in, all of it (the rows after "以下为主要技术参数：").
    first, last = through_lists(index, max(0, min(first, match.first - spread)),
                                min(len(index.spans) - 1, max(last, match.last + spread)))
    for k in range(first, last + 1):
        sentence = index.sentence(k)
        if match.first <= k <= match.last or sentence.startswith("#"):
            continue  # a heading states nothing a summary joins (another section's title)
        same = [n for n in numbers(sentence) if mine.agrees(n)]
        # Tied by a word of the claim around it, or by the word right before it
        # ("desde 39 euros"), a function word too.
        # A list's item is its thing and its amount: a name ties them too ("1,2 l
        # Gemüsebrühe").
        ties = tying if is_item(sentence) else near
        if same and (any(in_counts(t, index.counts(k)) for t in ties) or (before and any(
                word_before(sentence, n.text) == before for n in same))):
            return True
    return False


def words_around(claim: str, number: str) -> str:
    """The words of ``claim`` either side of ``number`` (``NUMBER_WORDS`` each way; in
    Chinese and Japanese, which space no words, twice as many characters), "" when the
    claim does not write it."""
    at = number_at(claim, number)
    if at == -1:
        return ""
    if CJK_SCRIPT.search(claim):
        return claim[max(0, at - 2 * NUMBER_WORDS) : at] + " " + claim[
            at + len(number) : at + len(number) + 2 * NUMBER_WORDS]
    return " ".join(claim[:at].split()[-NUMBER_WORDS:]
                    + claim[at + len(number):].split()[:NUMBER_WORDS])


def word_before(text: str, number: str) -> str:
    """The word right before ``number`` in ``text``, lower-cased ("" when none)."""
    at = number_at(text, number)
    words = re.findall(r"[^\W\d_]+", text[max(0, at - 40) : at]) if at != -1 else []
    return words[-1].lower() if words else ""
