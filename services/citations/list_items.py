"""An item added to the end of a list the passage closes.

"The box includes the reader, a USB-C cable, a quick start guide and a microfibre
cloth" where the passage's list is "Leaf 7, USB-C to USB-C cable, quick start guide.";
"only after medical clearance and a normal brain scan" where it has "only after
medical clearance" and the line ends; "可用于女性生理周期预测和发烧预警" where it has
"可用于女性生理周期预测；". The claim's last item follows one the passage writes
last, right before its sentence or clause ends, and no word of it stands in the
passage or beside it: the page's list had no such item. A list the page goes on
with ("feta and coriander") is a swap or a rewording, for the other checks.
"""

from __future__ import annotations

import re

from services.citations.cjk_replaced_item import cjk_replaced_item
from services.citations.clause_join import joins_clause
from services.citations.clause_stops import ClauseStops
from services.citations.cues import STOP_WORDS
from services.citations.inflections import inflected_in
from services.citations.list_tail import closes_in_form
from services.citations.or_more import bound_not_item
from services.citations.rates import rate_stated
from services.citations.scripts import CJK, WORD_TOKEN

JOINS: frozenset[str] = frozenset({
    "and", "or", "plus", "und", "oder", "sowie", "et", "ou", "y", "e", "ed", "en",
})
"""Words that join a list's last item ("A, B and C", "A, B und C"); "o", "of" are
words of other kinds in other languages and are left out."""
JOINS_CJK: tuple[str, ...] = ("以及", "和", "及", "与", "與", "、", "或")
"""Words and marks that join a list's items in Chinese."""
ITEM_WORDS = 5
"""Words at most of the added item."""
BEFORE_WORDS = 2
"""Words of the item before it that must close the passage's list."""
TAIL_WORDS = 2
"""Words after the list that may close the clause in both (a verb: "enthalten")."""
_END = re.compile(r"\s*[“”„\"'’»«」』)\]]*\s*(?:[.;:!?。；：！？\n]|$)")
"""Where a sentence or clause ends: its stop, after any closing quotes or brackets."""
_CLAUSE = re.compile(r"[,;:.!?，；：。！？\n]")
_PASSAGE_CLAUSE = ClauseStops(r"[,;:.!?，；：。！？\n()\[\]|（）]")
STEM = 5
"""Letters a word shares with a page word to count as that word in another form."""


def added_to_list(claim: str, passage: str, near: str) -> str | None:
    """The item ``claim`` adds after the last item of a list ``passage`` closes,
    none of whose content words stands in ``near`` (the passage and the sentences
    beside it), or ``None``."""
    if CJK.search(claim):
        return _added_cjk(claim, passage, near)
    words = list(WORD_TOKEN.finditer(claim))
    for k in range(len(words) - 1, 0, -1):
        if words[k].group().lower() not in JOINS:
            continue
        item = _item(claim, words, k)
        if item is not None and bound_not_item(words[k].group(), item):
            return None  # "SPF 30 or higher": a bound, no item
        # The item before, back to a comma at most ("children, students and …"); a
        # serial comma before the join ends no item ("May and August, and …").
        before = [w.group() for w in words[max(0, k - BEFORE_WORDS) : k]
                  if not _CLAUSE.search(claim[w.end() : words[k].start()].rstrip()
                                        .removesuffix(","))]
        if item is None or not before:
            return None
        # A verb may close the clause after the list in both ("… eine Kurzanleitung
        # enthalten." for "… und eine Schutzhülle enthalten.").
        shut = next((n for n in range(TAIL_WORDS + 1) if n < len(item) and (_closes(
            passage, " ".join(before + item[len(item) - n :])) or (n and closes_in_form(
                passage, before, item[len(item) - n :])))), None)
        if shut is None:
            return None
        item = item[: len(item) - shut]
        content = [w for w in item if w.lower() not in STOP_WORDS and (
                   len(w) >= 4 or _acronym(w)) and not w[0].isdigit()]
        if content and not any(_stands(w, near) for w in content) and not rate_stated(
                " ".join(item), None, near):  # "twice an hour" for "every 30 minutes"
            return " ".join(item)
        return None
    return None


def inserted_item(claim: str, passage: str, near: str) -> str | None:
    """The item ``claim`` joins to one the passage names alone, the words either side
    as the passage writes them ("long-term temperature and pH sensors" for "long-term
    temperature sensors"), none of whose words stands in ``near``; or ``None``."""
    if CJK.search(claim):
        return None
    words = list(WORD_TOKEN.finditer(claim))
    # Clause by clause: "bewegt; erst 1926" is no list to put "bekamen" inside.
    # A bracket or a table's cell ends a clause too ("1.7 litres (minimum fill …)").
    lowered = " | ".join(" ".join(WORD_TOKEN.findall(part))
                         for part in _PASSAGE_CLAUSE.split(passage.lower()))
    for k in range(BEFORE_WORDS, len(words) - 1):
        if words[k].group().lower() not in JOINS:
            continue
        before = [w.group().lower() for w in words[k - BEFORE_WORDS : k]]
        if _CLAUSE.search(claim[words[k - BEFORE_WORDS].start() : words[k].end()]):
            continue
        for n in range(1, INSERTED_WORDS + 1):
            after = [w.group().lower() for w in words[k + 1 + n : k + 1 + n + AFTER_WORDS]]
            if len(after) < AFTER_WORDS or _CLAUSE.search(
                    claim[words[k].start() : words[k + n + AFTER_WORDS].end()]):
                break
            if after[0] in JOINS:
                continue  # "feta and cilantro and": in place of an item, not put beside it
            item = [w.group() for w in words[k + 1 : k + 1 + n]]
            if f" {' '.join(before + after)} " not in f" {lowered} " or bound_not_item(
                    words[k].group(), item):
                continue  # "SPF 30 or higher with": a bound, no item
            content = [w for w in item if w.lower() not in STOP_WORDS and not w[0].isdigit()]
            if content and not any(_stands(w, near) for w in content):
                return " ".join(item)
    return None


def replaced_item(claim: str, passage: str, near: str, page: str) -> tuple[str, str] | None:
    """``(claimed, stated)`` when ``claim`` joins to an item of the passage's list
    another the page (lower-cased) names elsewhere, where the passage joins a third
    between the same words ("mit der SPD und der CDU zu sondieren" for "mit SPD und
    Linken zu sondieren", the CDU named in another paragraph); or ``None``. Chinese lists
    are read by their marks (``cjk_replaced_item``)."""
    if CJK.search(claim):
        return cjk_replaced_item(claim, passage, page)
    mine = _content(claim)
    theirs = _content(passage)
    for k in range(1, len(mine) - 2):
        if mine[k].lower() not in JOINS:
            continue
        before = mine[k - 1].lower()
        for n in range(1, REPLACED_WORDS + 1):
            if k + n + 1 >= len(mine):
                break
            item, after = mine[k + 1 : k + 1 + n], mine[k + 1 + n].lower()
            if after in JOINS:
                continue
            stated = _between(theirs, before, mine[k].lower(), after)
            if stated is None or [w.lower() for w in stated] == [w.lower() for w in item] or any(
                    _stands(w, near) for w in item) or not all(
                    w.isalpha() for w in item + stated) or not all(
                    w.isalpha() or w.isdigit() for w in (before, after)):
                continue  # numbers, times and dates are for the number checks (a dose
                # either side is a slot: "sumatriptan 10 mg or topiramate 5 mg")
            if joins_clause(passage, mine[k], stated[0]):
                continue  # "and is reached": a clause's verb reworded, no item swapped
            named = " ".join(item).lower()
            if re.search(rf"(?<!\w){re.escape(named)}(?!\w)", page) and not any(
                    _stands(w, claim) for w in stated):
                return " ".join(item), " ".join(stated)
    return None


REPLACED_WORDS = 2
"""Words at most, besides articles, of an item put in place of the passage's."""


def _content(text: str) -> list[str]:
    """The words of ``text`` less articles and other function words, joins kept."""
    return [w for w in WORD_TOKEN.findall(text)
            if w.lower() in JOINS or w.lower() not in STOP_WORDS]


def _between(words: list[str], before: str, join: str, after: str) -> list[str] | None:
    """The words ``words`` writes between ``before`` and a join and ``after``."""
    lowered = [w.lower() for w in words]
    for at in range(len(lowered) - 2):
        if lowered[at] != before or lowered[at + 1] != join:
            continue
        for n in range(1, REPLACED_WORDS + 1):
            if at + 2 + n < len(lowered) and lowered[at + 2 + n] == after:
                return words[at + 2 : at + 2 + n]
    return None


INSERTED_WORDS = 2
"""Words at most of an item put inside a list ("and pH")."""
AFTER_WORDS = 1
"""Words after the inserted item that the passage writes right after the item before."""


def _item(claim: str, words: list[re.Match[str]], k: int) -> list[str] | None:
    """The words after the join ``words[k]`` up to the clause's end: the last item."""
    out = []
    for word in words[k + 1 :]:
        if _CLAUSE.search(claim[words[k].end() : word.start()]):
            break
        out.append(word.group())
    tail = claim[words[k + len(out)].end() if out else words[k].end() :]
    if not out or len(out) > ITEM_WORDS or not (_END.match(tail) or tail.startswith(",")):
        return None
    return out


def _acronym(word: str) -> bool:
    """Whether ``word`` is an acronym ("SMS", "EU", "PDF"): short, yet a content word."""
    return len(word) >= 2 and word.isalpha() and word.isupper()


def _closes(passage: str, before: str) -> bool:
    """Whether ``passage`` writes ``before`` (its words as they stand) right before its
    sentence or clause ends: the last item of its list."""
    lowered = passage.lower()
    at = lowered.find(before.lower())
    while at != -1:
        if _END.match(lowered, at + len(before)):
            return True
        at = lowered.find(before.lower(), at + 1)
    return False


def _stands(word: str, near: str) -> bool:
    lowered = word.lower()
    stem = lowered[:STEM] if len(lowered) > STEM else lowered
    # Another ending of a short stem stands too ("booked" for "booking is required").
    return inflected_in(lowered, near) or any(w.startswith(stem) or stem.startswith(w[:STEM])
               for w in WORD_TOKEN.findall(near.lower()) if len(w) >= 3)


def _added_cjk(claim: str, passage: str, near: str) -> str | None:
    """As ``added_to_list`` for Chinese: "…预测和发烧预警。" for "…预测；"."""
    for clause in re.split(r"[，,；;。！？!?\n]", claim):
        for join in JOINS_CJK:
            at = clause.rfind(join)
            if at < 2:
                continue
            item, before = clause[at + len(join) :].strip(), clause[:at].split("、")[-1][-4:]
            if not 2 <= len(item) <= 8 or not all(CJK.match(c) for c in item + before):
                continue
            if not _closes(passage, before):
                continue
            pairs = [item[j : j + 2] for j in range(len(item) - 1)]
            if not any(p in near for p in pairs):
                return item
            return None
    return None
