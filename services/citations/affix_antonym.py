"""A word the claim states plainly where the passage's clause states it with a negative prefix,
or the other way round: "ist standardmäßig aktiviert" where the page says "ist standardmäßig
deaktiviert"; "the gate is locked at night" for "the gate is unlocked at night".

The negation check compares negation words clause by clause, and a negative affix only
excuses a flip there ("not damaged" for "undamaged"); two clauses neither of which writes a
negation word, one with "deaktiviert" and the other with "aktiviert", say opposite things
and no check saw it. The sign, in the spaced languages whose negative prefixes are tabled
(``cues.NEGATIVE_AFFIXES``, a closed class: "un", "in", "dis", "de", "dé", "des", "on" …):
a clause of the claim and the clause of a window's sentence that shares most of its content
words (one at least) write no negation word; one has a word that is the other's word
(``STEM`` letters at least, in any form) behind a negative prefix, in the same slot (the
content word right before or after it is one word on both sides); the side with the bare
word never writes the prefixed one, and the other side never writes the bare one.
"""

from __future__ import annotations

from services.citations.clauses import clauses
from services.citations.cues import NEGATIVE_PREFIXES, STOP_WORDS
from services.citations.finding import Finding
from services.citations.passages import Match, SourceIndex
from services.citations.polarity import cues
from services.citations.scripts import CJK_SCRIPT
from services.citations.scripts import LETTER_WORD as _WORD
from services.citations.word_forms import holds_word

STEM = 6
"""Letters at least of the word behind the prefix ("aktiviert", "locked"): a shorter one
meets a longer word's tail by chance ("form" in "inform")."""
OPPOSED_PREFIXES: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (("en", "dis"), ("in", "ex"), ("in", "de")),
    "de": (("ein", "aus"), ("ein", "ab"), ("an", "ab")),
    "nl": (("aan", "uit"), ("in", "uit"), ("toe", "af")),
    "fr": (("in", "ex"),), "es": (("in", "ex"),), "it": (("in", "es"),), "pt": (("in", "ex"),),
}
"""Prefixes of opposite sense before one verb or adjective ("enable", "disable";
"einschalten", "ausschalten"; "toenemen", "afnemen"; "incluido", "excluido"), by language;
the CJK languages write no prefixes. German "zu"/"ab" is left out: "zugedeckt" and
"abgedeckt" both say covered."""
_OPPOSED = tuple({pair for pairs in OPPOSED_PREFIXES.values() for pair in pairs})
OPPOSED_STEM = 5
"""Letters at least of the stem two opposed prefixes share ("abled", "geschaltet")."""
MIN_SHARED = 1
"""Content terms at least the two clauses share besides the pair."""


def affix_antonym(claim: str, index: SourceIndex, match: Match) -> Finding | None:
    """The clause of ``match``'s window that says a word of ``claim`` with a negative prefix,
    or without the one the claim gives it (see the module), or None."""
    if CJK_SCRIPT.search(claim):
        return None
    window = index.text[match.start : match.end].lower()
    mine, page = set(_WORD.findall(claim.lower())), set(_WORD.findall(window))
    opposed = _opposed_candidate(mine, page)
    if not (opposed or _candidate(mine, page) or _candidate(page, mine)):
        return None  # no word behind a prefix on one side that the other writes bare
    theirs = [(part, found, sentence) for k in range(match.first, match.last + 1)
              for sentence in (index.sentence(k),) for part, found in clauses(sentence)]
    for own, terms in clauses(claim):
        if cues(own, claim).negated or not theirs:
            continue
        most = max(len(terms & found) for _part, found, _s in theirs)
        for part, found, sentence in theirs:
            shared = len(terms & found)
            if shared < max(MIN_SHARED, most) or cues(part, sentence).negated:
                continue  # the claim's clause speaks of what another clause says
            if _prefixed(own, part, window, claim) or _prefixed(
                    part, own, claim.lower(), window) or (
                    opposed and _opposed(own, part, window, claim.lower())):
                return Finding("negation", own.strip(), part.strip(), rule="affix_antonym")
    return None


def _prefixed(plain: str, affixed: str, whole: str, other_side: str) -> bool:
    """Whether ``affixed`` has a word of ``plain`` behind a negative prefix, while ``whole``
    (the text ``affixed`` stands in) never writes it bare and ``other_side`` (the text
    ``plain`` stands in) never writes the prefixed word."""
    mine = _content(plain)
    theirs = _content(affixed)
    for at, other in enumerate(theirs):
        for prefix in NEGATIVE_PREFIXES:
            stem = other[len(prefix) :]
            if not other.startswith(prefix) or len(stem) < STEM:
                continue
            for k, word in enumerate(mine):
                if _same_word(word, stem) and not _bare(whole, stem, prefix) and not holds_word(
                        other_side, other) and _same_slot(mine, k, theirs, at):
                    return True
    return False


def _opposed(mine_text: str, theirs_text: str, window: str, claim: str) -> bool:
    """Whether a word of ``mine_text`` and a word of ``theirs_text`` in one slot are one stem
    behind two opposed prefixes, and neither side (``claim``, ``window``) writes the other's
    word."""
    mine, theirs = _content(mine_text), _content(theirs_text)
    for k, word in enumerate(mine):
        for at, other in enumerate(theirs):
            if word != other and _opposite(word, other) and not holds_word(
                    window, word) and not holds_word(claim, other) and _same_slot(
                    mine, k, theirs, at):
                return True
    return False


def _opposite(word: str, other: str) -> bool:
    """Whether ``word`` and ``other`` are one stem of ``OPPOSED_STEM`` letters at least
    behind two opposed prefixes, either way round."""
    for one, two in _OPPOSED:
        for a, b in ((one, two), (two, one)):
            if word.startswith(a) and other.startswith(b) and (
                    len(word) - len(a) >= OPPOSED_STEM) and word[len(a):] == other[len(b):]:
                return True
    return False


def _opposed_candidate(mine: set[str], page: set[str]) -> bool:
    """Whether a word of ``mine`` and a word of ``page`` are ``_opposite`` (a cheap first look
    by their shared tails)."""
    tails = {w[-OPPOSED_STEM:] for w in page if len(w) > OPPOSED_STEM}
    return any(_opposite(w, o) for w in mine if len(w) > OPPOSED_STEM
               and w[-OPPOSED_STEM:] in tails for o in page if o.endswith(w[-OPPOSED_STEM:]))


def _candidate(plain: set[str], affixed: set[str]) -> bool:
    """Whether a word of ``affixed`` is a negative prefix before the first ``STEM`` letters
    of a word of ``plain`` (a cheap first look)."""
    heads = {w[:STEM] for w in plain if len(w) >= STEM}
    return bool(heads) and any(
        other.startswith(prefix) and other[len(prefix) : len(prefix) + STEM] in heads
        for other in affixed if len(other) > STEM for prefix in NEGATIVE_PREFIXES)


def _content(text: str) -> list[str]:
    return [w for w in _WORD.findall(text.lower()) if w not in STOP_WORDS]


def _same_slot(mine: list[str], k: int, theirs: list[str], at: int) -> bool:
    """Whether the content word right before or right after the pair is one word on both
    sides ("standardmäßig aktiviert", "standardmäßig deaktiviert"): the two fill one slot."""
    before = k > 0 and at > 0 and holds_word(mine[k - 1], theirs[at - 1])
    after = k + 1 < len(mine) and at + 1 < len(theirs) and holds_word(mine[k + 1], theirs[at + 1])
    return before or after


def _bare(text: str, stem: str, prefix: str) -> bool:
    """Whether ``text`` writes ``stem`` as a word of its own, with no ``prefix`` before it."""
    return any(_same_word(w, stem) for w in _WORD.findall(text) if not w.startswith(prefix))


def _same_word(word: str, stem: str) -> bool:
    """Whether ``word`` is ``stem`` in any form ("aktiviert", "aktivieren"): its first
    ``STEM`` letters and a form ``holds_word`` accepts."""
    return word == stem or (word[:STEM] == stem[:STEM] and holds_word(word, stem))
