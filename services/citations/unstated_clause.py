"""A clause the page never states, joined to a sentence it does state.

"Der Hafen will 20 Hektar aufforsten, bezahlt von einem Umweltverband", "… sur l'axe
nord, près de la gare centrale", "… lost about half as much sleep, because they were
woken less often by incoming messages": a model quotes one sentence of the page and
adds a statement of its own after a comma or an "and". The sign holds in any language
written with spaces: the claim's best passage is ONE sentence, which holds nearly every
content word of the claim's other clauses, while its last clause (after punctuation, "and",
or a word of cause or purpose: "…, because their low moisture keeps the mash fluffy") has
none of its words in that sentence (one at most of four or more: "… and reduces battery
drain on laptops" beside "reduces CPU usage"), few in the sentences beside it, half or
more nowhere on the page, and no sentence of the page holds most of it (it is not
another statement of the page joined to the first, as a summary joins them).
"""

from __future__ import annotations

import re

from services.citations.causes import CAUSES, PURPOSES
from services.citations.cues import NEGATION_WORDS, NUMBER_VALUES, STOP_WORDS, WITHOUT_WORDS
from services.citations.detail import JOINS, stands_in
from services.citations.list_lead import list_lead
from services.citations.passages import Match, SourceIndex
from services.citations.prefixed_forms import prefixed_among
from services.citations.scripts import CJK, LETTER_WORD, WORD_OR_FIGURE
from services.citations.speakers import ACCORDING, SAYING
from services.citations.spelled_figures import any_figure_written
from services.citations.word_forms import holds_word

REST_SHARE = 0.8
"""Share of the content words of the claim's other clauses that the sentence must hold."""
REST_WORDS = 3
"""Content words at least of the claim's other clauses (a statement to add to)."""
CLAUSE_WORDS = 2
"""Content words at least of the added clause."""
SHARED_FROM = 4
"""Content words at least of the added clause from which one of them may stand in the
sentence (a word the claim repeats from it, "reduces", beside three it makes up)."""
NOWHERE_SHARE = 0.25
"""Share at least of the added clause's words that the page writes nowhere, where it is
less than half: the rest the page may write, scattered (no sentence of it holds most of
them: ``_stated_elsewhere``), as a made-up clause recombines the page's words."""
NOWHERE_WORDS = 2
"""Words at least the page writes nowhere, where they are less than half of the clause."""
SEQUENCE: dict[str, tuple[str, ...]] = {
    "en": ("after", "before"), "de": ("nachdem", "bevor", "ehe"), "fr": ("après", "avant"),
    "es": ("después", "tras", "antes"), "it": ("dopo", "prima"), "pt": ("após", "depois", "antes"),
    "nl": ("nadat", "voordat"),
}
"""Words of "after" and "before" that open a clause of what happened first or next: a
reason told as a sequence ("… extended its support after the first tags showed …")."""
_OPENERS = frozenset(w for table in (CAUSES, PURPOSES) for words in table.values()
                     for w in words if " " not in w)
"""One-word words of cause or purpose ("because", "weil", "damit"): each opens a clause."""
_SEQUENCE = frozenset(w for words in SEQUENCE.values() for w in words)
_CREDITING = frozenset(w for phrase in (*ACCORDING, *SAYING) for w in phrase.split())
_BREAK = re.compile(r"[,;:](?!\d)|[()—–]")


class _Clause:
    def __init__(self) -> None:
        self.words: list[str] = []
        self.figures: list[str] = []
        self.spelled: list[str] = []


def _clauses(claim: str, openers: frozenset[str] = _OPENERS) -> list[_Clause]:
    """The claim's clauses (between punctuation, or after "and", "und", "et" … or a word
    of ``openers``: of cause or purpose), each with its content words, figures and spelled
    numbers."""
    clauses = [_Clause()]
    for part in _BREAK.split(claim):
        clauses.append(_Clause())
        for token in WORD_OR_FIGURE.findall(part):
            lowered = token.lower()
            if lowered in JOINS or lowered in openers:
                clauses.append(_Clause())
            elif token[0].isdigit():
                clauses[-1].figures.append(token)
            elif lowered in NUMBER_VALUES:
                clauses[-1].spelled.append(lowered)  # "five": the figure "5" perhaps
            elif len(lowered) >= 3 and lowered not in STOP_WORDS and (
                    lowered not in NEGATION_WORDS) and lowered not in WITHOUT_WORDS:
                clauses[-1].words.append(lowered)
    return [c for c in clauses if c.words]


def unstated_clause(claim: str, index: SourceIndex, match: Match) -> str | None:
    """The words of a clause ``claim`` adds to the one sentence of its passage
    (``match``), which nothing around that sentence nor anywhere on the page states;
    or None."""
    if match.first != match.last or CJK.search(claim):
        return None
    # The clause after a word of sequence is read too ("…, which extended its support |
    # after the first tags revealed …"), where the clause it ends in adds nothing.
    return _unstated(_clauses(claim), index, match) or (_unstated(
        _clauses(claim, _OPENERS | _SEQUENCE), index, match) if any(
        w in _SEQUENCE for w in WORD_OR_FIGURE.findall(claim.lower())) else None)


def _unstated(clauses: list[_Clause], index: SourceIndex, match: Match) -> str | None:
    """``unstated_clause`` on the claim's ``clauses``."""
    if len(clauses) < 2:
        return None
    sentence = index.sentence(match.first)
    near = index.around(match, 1, 1)
    clause = clauses[-1]
    rest = [w for other in clauses[:-1] for w in other.words]
    # Words the claim's other clauses use again ("… automatically when carpet is
    # detected, and suction is boosted automatically on carpet") say nothing new.
    words = [w for w in clause.words if w not in rest]
    if len(words) < CLAUSE_WORDS or _credits(words) or any(
            f in near for f in clause.figures) or any_figure_written(
            near, clause.spelled) or _shared(words, sentence):
        return None
    nowhere = sum(not stands_in(w, index.text) for w in words)
    if 2 * sum(_said(w, near) for w in words) > len(words) or (2 * nowhere < len(words) and (
            NOWHERE_SHARE * len(words) > nowhere or nowhere < NOWHERE_WORDS)):
        return None
    # A list's item says its statement with the sentence that opens the list.
    stated = f"{list_lead(index, match)} {sentence}"
    if len(rest) < REST_WORDS or sum(_held(w, stated) for w in rest) < REST_SHARE * len(rest):
        return None
    return None if _stated_elsewhere(words, index) else " ".join(words)


def _shared(words: list[str], sentence: str) -> bool:
    """Whether ``sentence`` holds a word of the added clause's ``words``: two, or one of
    fewer than ``SHARED_FROM``."""
    held = sum(_said(w, sentence) for w in words)
    return held > 1 or (held == 1 and len(words) < SHARED_FROM)


def _held(word: str, text: str) -> bool:
    """Whether ``text`` has ``word`` in some form: a compound or another ending
    ("lifted" for "lift")."""
    return stands_in(word, text) or holds_word(text, word)


def _said(word: str, text: str) -> bool:
    """Whether ``text`` says a word of the added clause: in some form (``_held``), or bare
    where the claim writes it behind a prefix ("auswählte" for "Er wählte den Ort")."""
    return _held(word, text) or prefixed_among(word, LETTER_WORD.findall(text.lower()))


def _credits(words: list[str]) -> bool:
    """Whether the clause credits a speaker (", according to the agency", ", sagte
    die Sprecherin"): who said it, which the speaker checks weigh; no statement."""
    return any(w in _CREDITING for w in words)


def _stated_elsewhere(words: list[str], index: SourceIndex) -> bool:
    """Whether one sentence of the page holds most of ``words``: another statement of
    the page, joined to the first (a summary), not one the claim makes up."""
    return any(2 * sum(stands_in(w, index.sentence(k)) for w in words) > len(words)
               for k in range(len(index.spans)))
