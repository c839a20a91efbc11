"""A name in a slot of the passage's sentence that the sentence fills with another name,
found by the words around the slot, for ``late_catches``.

"… kept at a research aviary near Tromsø, Norway" where the sentence says "… at a research
aviary near Bodø, Norway" (and names Tromsø elsewhere, as a university's seat); "… aus dem
Zoo Rotterdam kam" where it says "seit deren Ankunft aus dem Zoo Leipzig" (and Rotterdam a
sentence on, for another animal); "Tom Aldridge, the university's director of
sustainability, said" where it says "said Dr Priya Menon, the university's director of
sustainability". The other checks of names pass these: the page, often the very
sentence, writes the claim's name too, in another role.

The sign holds in any cased script and needs no word list: a run of at most three
capitalised words of the claim (or the last words of a longer run that the page writes
too) stands right after (or right before) words the sentence writes in the same order —
three, or two with content (four letters or more, or a figure), a short lower-case word
(an article) aside — and there the sentence writes another run of capitalised words.
That run is written nowhere in the claim and shares no word with the claim's; neither is a
form or part of the other (``_related``), an acronym of the other, a month or a day; each
is written as names are on the page (never in lower case); the sentence writes the claim's
name neither within ``_NEAR`` words of its own (an apposition) nor after the same word (two
names in like slots); a single capital that opens the sentence tells no name. Where
every noun is capitalised (German) a capital does not tell a name, so there the page must
write the claim's words, neither after an article, and one of the two as a name
(``PageNames``). Scripts without capitals (Chinese) are left to the other checks.
"""

from __future__ import annotations

import re

from services.citations.bare_names import bare_name
from services.citations.calendar_names import calendar_word
from services.citations.common_nouns import article_noun, genitive_head
from services.citations.noun_case import capitalises_nouns
from services.citations.page_names import PageNames

_TOKEN = re.compile(r"\w+(?:[-'’.]\w+)*|[^\w\s]")
_RUN = 3
"""Most capitalised words a swapped name holds (``Dr Priya Menon``)."""
_OPENERS = frozenset(".!?-*#•:;")
"""Marks after which a capital opens a sentence or an item."""
_NEAR = 3
"""Words either side of the sentence's name within which it writes the claim's name too."""
_FLANK = 2
"""Fewest aligned words on one side that hold the slot in place."""
_SHARED = 4
"""Letters two words share at their start to be forms of one word, or the shorter
holds to be a part of the longer ("Altstadtzone", "Zone")."""


def aligned_name_swap(claim: str, sentences: list[str], page: str) -> tuple[str, str] | None:
    """``(claimed, stated)``: the claim's name and the name one of ``sentences`` sets in
    its place, or None."""
    mine = _TOKEN.findall(claim)
    lowered = [t.lower() for t in mine]
    runs = _runs(mine)
    if not runs:
        return None
    for sentence in sentences:
        theirs = _TOKEN.findall(sentence)
        low = [t.lower() for t in theirs]
        for i, k in runs:
            for j, m in _slot_fillers(lowered, i, k, theirs, low):
                claimed, stated = mine[i:k], theirs[j:m]
                if (j == 0 or theirs[j - 1] in _OPENERS) and m - j < 2:
                    continue  # a capital that opens the sentence tells no name ("Sie")
                if i > 0 and _capitalised(mine[i - 1]) and not _written(mine[i], page):
                    continue  # the end of a run ("Zoo Rotterdam") the page writes too, not
                    # a word of a title ("World Heritage Site" for "… List")
                held = _held_both(lowered, i, k, low, j, m) and all(
                    w.lower() in low and lowered.count(w.lower()) == 1 for w in claimed)
                if _swapped(claimed, stated, claim, lowered, page, held) and not _also_there(
                        lowered, i, k, low) and not _beside(lowered[i:k], low, j, m):
                    return " ".join(claimed), " ".join(stated)
    return None


def _runs(tokens: list[str]) -> list[tuple[int, int]]:
    """``(start, end)`` of every run of at most ``_RUN`` capitalised words (at the start of
    the claim, of two at least: "Tom Aldridge, the university's director …"),
    and of each part of it at its end ("Rotterdam" of "Zoo Rotterdam"; not at its start,
    where a capitalised title stands before a name: "Geschäftsführerin Sabine Wendel")."""
    runs, i = [], 0
    while i < len(tokens):
        if _capitalised(tokens[i]) and (i == 0 or not _capitalised(tokens[i - 1])):
            k = i
            while k < len(tokens) and _capitalised(tokens[k]):
                k += 1
            if k - i <= _RUN and (i > 0 or k - i > 1):  # the first word: a name of two
                runs.append((i, k))
                runs += [(b, k) for b in range(i + 1, k)]
            i = k
        else:
            i += 1
    return runs


def _held(words: list[str]) -> bool:
    """Whether aligned ``words`` hold a slot in place: three, or two with content."""
    return len(words) > _FLANK or (len(words) == _FLANK and any(
        len(w) >= 4 or any(c.isdigit() for c in w) for w in words))


def _slot_fillers(lowered: list[str], i: int, k: int, theirs: list[str],
                  low: list[str]) -> list[tuple[int, int]]:
    """The capitalised runs of the sentence ``theirs`` that stand where the claim's run
    ``i:k`` stands: after the words before it, or before the words after it (a short word
    in lower case between, an article, aside)."""
    found = []
    for skip in (0, 1):
        before = lowered[max(0, i - skip - _FLANK - 1) : i - skip]
        if skip and not (i - 1 >= 0 and _article_like(lowered[i - 1])):
            continue
        for size in (len(before), _FLANK):
            words = before[-size:] if size else []
            if not _held(words):
                continue
            for j in _occurrences(low, words):
                at = j + len(words)
                if at < len(low) and _article_like(low[at]):
                    at += 1
                end = _run_end(theirs, at, 1)
                if end != at:
                    found.append((at, end))
    after = lowered[k : k + _FLANK + 1]
    for size in (len(after), _FLANK):
        words = after[:size]
        if not _held(words):
            continue
        for j in _occurrences(low, words):
            start = _run_end(theirs, j - 1, -1)
            if start != j - 1:
                found.append((start + 1, j))
    return found


def _article_like(word: str) -> bool:
    return len(word) <= 3 and word.isalpha() and word.islower()


def _occurrences(low: list[str], words: list[str]) -> list[int]:
    n = len(words)
    return [j for j in range(len(low) - n + 1) if low[j : j + n] == words]


def _run_end(tokens: list[str], at: int, step: int) -> int:
    """Where the run of capitalised words from ``at`` on (``step`` 1) or back (-1) ends:
    ``at`` itself when none, or when longer than ``_RUN``."""
    end = at
    while 0 <= end < len(tokens) and _capitalised(tokens[end]):
        end += step
    return end if abs(end - at) <= _RUN else at


def _beside(claimed: list[str], low: list[str], j: int, m: int) -> bool:
    """Whether the sentence writes the claim's name within ``_NEAR`` words of the run
    ``j:m``: the two stand together ("el consejero de Movilidad, Jorge Sanz")."""
    near = low[max(0, j - _NEAR) : m + _NEAR]
    return all(w.lower() in near for w in claimed)


def _also_there(lowered: list[str], i: int, k: int, low: list[str]) -> bool:
    """Whether the sentence writes the claim's run right after the word before it too: two
    names in like slots ("von der Architektin Maria Lenz … und von Jonas Weber"), which
    the claim may order otherwise."""
    n = k - i
    return any(low[j : j + n] == lowered[i:k] and (i == 0 or (j > 0 and low[j - 1] == lowered[
        i - 1])) for j in range(len(low) - n + 1))


def _held_both(lowered: list[str], i: int, k: int, low: list[str], j: int, m: int) -> bool:
    """Whether the claim's run ``i:k`` and the sentence's ``j:m`` stand between the same
    ``_FLANK`` words on both sides ("ist der Ochsenkopf mit 1.051" for "ist der
    Schneeberg mit 1.051")."""
    return i >= _FLANK and j >= _FLANK and lowered[i - _FLANK : i] == low[j - _FLANK : j] and (
        lowered[k : k + _FLANK] == low[m : m + _FLANK]) and len(lowered[k : k + _FLANK]) == _FLANK


def _swapped(claimed: list[str], stated: list[str], claim: str, lowered: list[str],
             page: str, held: bool = False) -> bool:
    """Whether ``stated`` (of the sentence ``theirs``) names another than ``claimed``;
    ``held``: the slot is held on both sides and the sentence writes the claim's name
    elsewhere (in another role; the claim only in the slot, or it is a word both use
    twice: "Höchster Gipfel … ist der Gipfel mit …"), which tells a name where a capital
    does not."""
    if {w.lower() for w in claimed} & {w.lower() for w in stated}:
        return False  # one name, written with more or fewer parts
    new = [a for a in stated if all(not _related(a, b) for b in lowered)]
    if not new or any(_related(a, b) for a in claimed for b in new):
        return False
    if _acronym(claimed, stated) or _acronym(stated, claimed):
        return False
    if any(len(run) == 1 and _short_form(run[0]) for run in (claimed, stated)):
        return False  # "Lkw" for "Lastwagen": a common noun's short form, no name ("Dr
        # Priya Menon" is a name with a title)
    if any(_lower_case(w, page) for w in (*claimed, *stated)):
        return False
    if len(claimed) == len(new) == 1 and capitalises_nouns(page) and genitive_head(
            claimed[0], claim) and genitive_head(new[0], page):
        return False  # nouns heading a genitive: "vor Ende der Frist", "vor Ablauf der Frist"
    if any(calendar_word(w) for w in (*claimed, *new)):
        return False  # a month or a day: ``calendar_names``
    if capitalises_nouns(page) and not held:  # a capital tells no name: no article before
        named = PageNames(page, True)  # either, the claim's on the page, one a name there
        return all(re.search(rf"(?<!\w){re.escape(w)}(?!\w)", page) for w in claimed) and not any(
            article_noun(w, page) or article_noun(w, claim) for w in (*claimed, *new)) and (any(
            w in named for w in (*claimed, *new)) or all(
            bare_name(w, page, claim) for w in (*claimed, *new)))
    return True


def _capitalised(word: str) -> bool:
    return word[:1].isupper() and word[:1].isalpha() and not word.isupper()


def _related(one: str, other: str) -> bool:
    a, b = one.lower(), other.lower()
    if a == b:
        return True
    if not a[:1].isalpha() or not b[:1].isalpha() or min(len(a), len(b)) < 3:
        return False
    return a[:_SHARED] == b[:_SHARED] or a in b or b in a


def _acronym(short: list[str], long: list[str]) -> bool:
    return len(short) == 1 and short[0].upper() == "".join(w[0] for w in long).upper()


_VOWELS = frozenset("aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýÿœ")
_SHORT_FORM = 4
"""Letters at most of a short form written with a capital and no vowel ("Lkw", "Kfz")."""


def _short_form(word: str) -> bool:
    """Whether ``word`` is a short form written as a word ("Lkw", "Pkw", "Kfz"): a capital,
    then lower-case letters, no vowel among them. Names are pronounced, so hold a vowel;
    acronyms in capitals are never runs here (``_capitalised``)."""
    return 2 <= len(word) <= _SHORT_FORM and word.isalpha() and _VOWELS.isdisjoint(word.lower())


def _written(word: str, page: str) -> bool:
    return re.search(rf"(?<![^\W\d_]){re.escape(word)}(?![^\W\d_])", page) is not None


def _lower_case(word: str, page: str) -> bool:
    return re.search(rf"(?<![^\W\d_]){re.escape(word.lower())}(?![^\W\d_])", page) is not None
