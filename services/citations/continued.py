"""Kept where the page says ended: "die Herstellergarantie bleibt bestehen" against "bei
Schäden durch unsachgemäßen Einbau entfällt die Garantie"; "support for the old format
remains" against "support for the old format was dropped".

A word of continuity in the claim ("remains", "bleibt", "reste", "sigue") with no word of
an end, where its passage states an end (``cues.ENDS``) and no continuity, says the
opposite. Words of continuity are a closed class, given for the spaced languages the word
tables cover.
"""

from __future__ import annotations

from services.citations.cues import ENDS, OPPOSING
from services.citations.finding import Finding
from services.citations.passages import terms
from services.citations.sentences import sentence_spans
from services.citations.whole_words import any_word
from services.citations.word_forms import holds_word

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
    if ended is None:
        return None
    return Finding("negation", kept.group(), ended.group(), rule="continued")
