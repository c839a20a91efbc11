"""An item spliced into the passage's list, the words either side as the passage writes them.

"Monthly self-tests check the sensors, the horn, the batteries and the Wi-Fi
connection, and the app reports the result" where the passage says "… check the
sensors, the horn and the batteries, and the app reports the result"; "funded by the
European Research Council and the UK's National Institute for Health Research" where
it says "funded by the European Research Council." The claim writes the passage's
words up to an item of its list, then a join ("and", "und", "et" …), an item, and
then the passage's very next words (or its sentence's end): the passage went straight
on, so the item is the claim's own.

The list checks of ``list_items`` ask that no word of the item stand near the passage
(the page may go on with its list in the next sentence). Here the passage's
continuation itself stands in the claim after the item, so the page did not go on:
only a sentence beside the passage that holds the item's words *and* the words the
claim's list hangs on ("They also check the Wi-Fi connection") tells the list goes on.
Most of the item's content words must stand nowhere in the passage ("Research" of
"European Research Council" may). The joins are a closed class (``list_items.JOINS``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from services.citations.cues import STOP_WORDS
from services.citations.list_items import JOINS
from services.citations.or_more import bound_not_item
from services.citations.predicate_of_next import predicate_of_next
from services.citations.rates import rate_stated
from services.citations.scripts import CJK, WORD_TOKEN
from services.citations.spelled_figures import any_figure_written
from services.citations.word_stands import stands_among

BEFORE = 2
"""Words before the join the passage must write right before its continuation."""
AFTER = 2
"""Words after the item the passage must write right after those (or its end)."""
ITEM_WORDS = 7
"""Words at most of the spliced item."""
_BREAK = re.compile(r"[;:.!?()\[\]\n]")
"""Marks that end a clause (a comma may stand inside a list)."""


def _content(words: list[str]) -> list[str]:
    return [w for w in words if w.lower() not in STOP_WORDS and not w[0].isdigit()
            and len(w) >= 3 and w.lower() not in JOINS]


def _stands(word: str, words: list[str]) -> bool:
    """Whether ``word`` stands among ``words`` (lower-cased), in any form (``word_stands``;
    "lid": "lidded", "Vereinsmitglieder" for "Mitglieder"); a word of two letters shares
    no stem."""
    return stands_among(word, words, shortest=3)


def _goes_on(passage: str, before: list[str], after: list[str]) -> bool:
    """Whether ``passage`` writes ``after`` right after ``before``, a comma at most between
    (", and the app reports": the clause after a list)."""
    pattern = r"(?<![\w'’-])" + r"\W+".join(re.escape(w) for w in before) + r"\s*,?\s*" + (
        r"\W+".join(re.escape(w) for w in after)) + r"(?![\w'’-])"
    return re.search(pattern, passage.lower()) is not None


@lru_cache(maxsize=8)
def _page_words(page: str) -> list[str]:
    """The words of ``page``, lower-cased (asked of one page by each of its claims)."""
    return list(dict.fromkeys(w.lower() for w in WORD_TOKEN.findall(page)))


def _ends_with(passage: str, before: list[str], mark: str = ".;!?") -> bool:
    """Whether ``passage`` writes ``before`` right before a sentence or clause ends (one
    of ``mark``)."""
    pattern = r"(?<![\w'’-])" + r"\W+".join(re.escape(w) for w in before)
    return re.search(pattern + rf"[\"'”’»]*\s*(?:[{re.escape(mark)}]|$)",
                     passage.lower()) is not None


def spliced_item(claim: str, passage: str, near: list[str], page: str = "") -> str | None:
    """The item ``claim`` splices into the list of ``passage`` (see the module), or
    None; ``near``: the sentences beside the passage; ``page``: the whole text, where an
    item joined where the passage goes on after a comma must stand nowhere."""
    if CJK.search(claim):
        return None
    tokens = list(WORD_TOKEN.finditer(claim))
    words = [t.group() for t in tokens]
    theirs = [w.lower() for w in WORD_TOKEN.findall(passage)]
    for k in range(BEFORE, len(words) - 1):
        if words[k].lower() not in JOINS or _BREAK.search(
                claim[tokens[k - BEFORE].start() : tokens[k].start()]):
            continue
        before = [w.lower() for w in words[k - BEFORE : k]]
        for n in range(1, ITEM_WORDS + 1):
            end = k + 1 + n
            if end > len(words) or _BREAK.search(claim[tokens[k].end() : tokens[end - 1].end()]):
                break
            item = words[k + 1 : end]
            if bound_not_item(words[k], item):
                continue  # "SPF 30 or higher with": a bound, no item
            after = [w.lower() for w in words[end : end + AFTER]]
            tail = claim[tokens[end - 1].end() :]
            if len(after) < AFTER and not re.match(r"\W*$", tail):
                continue
            if after and _BREAK.search(
                    claim[tokens[end - 1].end() : tokens[min(end + AFTER, len(words)) - 1].end()]):
                continue
            if after and not _goes_on(passage, before, after):
                continue
            # Where the passage goes on after a comma ("kann sie weglassen, sollte dann
            # aber …"), the item must be new to the whole page: a summary joins what the
            # page states elsewhere.
            comma = not after and not _ends_with(passage, before)
            if comma and not (page and _ends_with(passage, before, ",")):
                continue
            if after and predicate_of_next(item, after, passage, before):
                continue  # "and reaches up to 6 m" for "LEDs, up to 6 m": no item
            if any(w[0].isdigit() for w in item) or any_figure_written(passage, item) or (
                    item[-1].lower() in STOP_WORDS) or (
                    rate_stated(" ".join(item), None, passage)):
                continue  # a figure is the number checks' ("twice an hour" for "every 30
                # minutes" too); "reaches a": no whole item
            content = _content(item)
            new = [w for w in content if not _stands(w, theirs)]
            if not content or 2 * len(new) <= len(content) or (comma and 2 * sum(
                    1 for w in new if not _stands(w, _page_words(page))) <= len(content)):
                continue
            if any(2 * sum(1 for w in new if _stands(w, WORD_TOKEN.findall(s.lower())))
                   >= len(new) for s in near):
                continue  # "They also check the Wi-Fi connection": the page goes on
            return " ".join(item)
    return None
