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

from services.citations.cues import STOP_WORDS
from services.citations.scripts import CJK

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
_END = re.compile(r"\s*(?:[.;:!?。；：！？\n]|$)")
_WORD = re.compile(r"[^\W_][\w'’-]*")
_CLAUSE = re.compile(r"[,;:.!?，；：。！？\n]")
STEM = 5
"""Letters a word shares with a page word to count as that word in another form."""


def added_to_list(claim: str, passage: str, near: str) -> str | None:
    """The item ``claim`` adds after the last item of a list ``passage`` closes,
    none of whose content words stands in ``near`` (the passage and the sentences
    beside it), or ``None``."""
    if CJK.search(claim):
        return _added_cjk(claim, passage, near)
    words = list(_WORD.finditer(claim))
    for k in range(len(words) - 1, 0, -1):
        if words[k].group().lower() not in JOINS:
            continue
        item = _item(claim, words, k)
        # The item before, back to a comma at most ("children, students and …").
        before = [w.group() for w in words[max(0, k - BEFORE_WORDS) : k]
                  if not _CLAUSE.search(claim[w.end() : words[k].start()])]
        if item is None or not before:
            return None
        # A verb may close the clause after the list in both ("… eine Kurzanleitung
        # enthalten." for "… und eine Schutzhülle enthalten.").
        shut = next((n for n in range(TAIL_WORDS + 1) if n < len(item) and _closes(
            passage, " ".join(before + item[len(item) - n :]))), None)
        if shut is None:
            return None
        item = item[: len(item) - shut]
        content = [w for w in item if w.lower() not in STOP_WORDS and len(w) >= 4
                   and not w[0].isdigit()]
        if content and not any(_stands(w, near) for w in content):
            return " ".join(item)
        return None
    return None


def inserted_item(claim: str, passage: str, near: str) -> str | None:
    """The item ``claim`` joins to one the passage names alone, the words either side
    as the passage writes them ("long-term temperature and pH sensors" for "long-term
    temperature sensors"), none of whose words stands in ``near``; or ``None``."""
    if CJK.search(claim):
        return None
    words = list(_WORD.finditer(claim))
    lowered = " ".join(_WORD.findall(passage.lower()))
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
            item = [w.group() for w in words[k + 1 : k + 1 + n]]
            if f" {' '.join(before + after)} " not in f" {lowered} ":
                continue
            content = [w for w in item if w.lower() not in STOP_WORDS and not w[0].isdigit()]
            if content and not any(_stands(w, near) for w in content):
                return " ".join(item)
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
    if not out or len(out) > ITEM_WORDS or not _END.match(tail):
        return None
    return out


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
    return any(w.startswith(stem) or stem.startswith(w[:STEM])
               for w in _WORD.findall(near.lower()) if len(w) >= 3)


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
