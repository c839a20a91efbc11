"""Kept where the page says ended: "die Herstellergarantie bleibt bestehen" against "bei
Schäden durch unsachgemäßen Einbau entfällt die Garantie"; "support for the old format
remains" against "support for the old format was dropped".

A word of continuity in the claim ("remains", "bleibt", "reste", "sigue") with no word of
an end, where its passage states an end (``cues.ENDS``) and no continuity, says the
opposite, when the end bears on what the claim says goes on: a word beside the one is a
word beside the other (``REACH``). Words of continuity are a closed class, given for the
spaced languages the word tables cover.
"""

from __future__ import annotations

import re

from services.citations.clauses import CLAUSE
from services.citations.cues import ENDS, OPPOSING, STOP_WORDS
from services.citations.finding import Finding
from services.citations.passages import terms
from services.citations.scripts import LETTERS
from services.citations.sentences import sentence_spans
from services.citations.whole_words import any_word
from services.citations.word_forms import holds_part, holds_word

CONTINUING: tuple[str, ...] = (
    "remains", "remain", "remained", "continues", "continue", "continued", "still",  # en
    "bleibt", "bleiben", "blieb", "blieben", "weiterhin", "fortbestehen",  # de
    "reste", "restent", "demeure", "demeurent", "toujours",  # fr
    "sigue", "siguen", "continúa", "continúan", "permanece", "permanecen",  # es
    "resta", "restano", "rimane", "rimangono", "continua", "continuano",  # it
    "continua", "continuam", "permanece", "permanecem", "mantém",  # pt
    "blijft", "blijven", "nog steeds",  # nl
)
"""Words that say a state goes on."""
_SPACED = tuple(w for lang, words in ENDS.items() if lang not in ("zh", "ja", "ko")
                for w in words if w not in OPPOSING)


FORMED = 6
"""Letters at least of a word of an end that the claim may hold in another form
("beendete" for "beendet"): a shorter one ("ended") would match unrelated words."""
_CONTINUING = any_word(CONTINUING)
_ENDED = any_word(_SPACED)
REACH = 1
"""Content words either side of a word of going on or of an end, in its clause, that say
what goes on or ends: the subject before it or what it bears on after it ("bleibt die
Herstellergarantie bestehen", "entfällt die Garantie", "support … was dropped"), not a word
farther off ("confirm their interest by 30 June or be removed": the people are removed,
not their interest)."""


def kept_where_ended(claim: str, passage: str) -> Finding | None:
    """``negation`` when ``claim`` says a state goes on and the sentence of ``passage``
    that holds most of its words says that it ends ("still open on weekdays" is not
    weighed against "closed on weekends. On weekdays it opens")."""
    kept = _CONTINUING.search(claim)
    if kept is None or _ENDED.search(claim) or _CONTINUING.search(passage) or any(
            holds_word(claim, w) for w in _SPACED if len(w) >= FORMED):
        return None  # the claim's own end in another form ("beendete", "behob"): both told
    mine = set(terms(claim))
    sentence = max((passage[s:e] for s, e in sentence_spans(passage)),
                   key=lambda text: len(mine & set(terms(text))), default="")
    ended = _ENDED.search(sentence)
    if ended is None or not _about_the_same(_beside(claim, kept), _beside(sentence, ended)):
        return None  # "still interested" beside "confirm their interest … or be removed"
    return Finding("negation", kept.group(), ended.group(), rule="continued")


def _beside(text: str, word: re.Match[str]) -> list[str]:
    """The content words of ``text`` within ``REACH`` of ``word`` (a match in it) on either
    side, in its clause."""
    start = max((m.end() for m in CLAUSE.finditer(text, 0, word.start())), default=0)
    end = next((m.start() for m in CLAUSE.finditer(text, word.end())), len(text))
    return _content(text[start : word.start()])[-REACH:] + _content(text[word.end() : end])[:REACH]


def _content(piece: str) -> list[str]:
    return [w for w in LETTERS.findall(piece.lower()) if w not in STOP_WORDS]


def _about_the_same(kept: list[str], ended: list[str]) -> bool:
    """Whether a word of what ends is a word of what goes on, in some form or as the
    head of a compound ("Garantie" of "Herstellergarantie")."""
    return any(holds_part(k, w) or holds_word(w, k) for w in ended for k in kept)
