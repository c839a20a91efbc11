"""A steady state for a change the page denies: "Die Eintrittspreise bleiben gleich" for
"Die Eintrittspreise steigen nicht"; "the fee will stay at €1.20" for "does not expect to
raise it"; "het fietspad blijft open" for "wordt niet afgesloten".

A claim that says something stays as it is (``continued.CONTINUING`` and words of no
change: "unchanged", "frozen", "unverändert") states what a negated verb of change says
(a rise, a cut, a change, a closure): a rewording, not a flip. Verbs of change are given
by their stems for the spaced languages the word tables cover.
"""

from __future__ import annotations

from services.citations.continued import CONTINUING
from services.citations.cues import NEGATION_WORDS, STOP_WORDS
from services.citations.scripts import LETTERS as _WORD

UNCHANGED: tuple[str, ...] = (
    "stay", "stays", "stayed", "unchanged", "frozen", "kept", "keep", "keeps",  # en
    "unverändert", "gleich", "eingefroren",  # de
    "inchangé", "inchangée", "inchangés", "gelé", "gelée", "fixé", "fixée",  # fr
    "congelada", "congelado", "igual", "invariable",  # es
    "invariato", "invariata", "congelato", "congelata",  # it
    "inalterado", "inalterada", "congelado", "igual",  # pt
    "ongewijzigd", "gelijk", "bevroren",  # nl
)
"""Words that say a state does not change."""
CHANGE_STEMS: tuple[str, ...] = (
    "chang", "rais", "rise", "rose", "increas", "decreas", "reduc", "lower", "clos", "shut",
    "änder", "steig", "erhöh", "senk", "sink", "schließ", "geschlossen", "sperr", "gesperrt",
    "kürz", "augment", "baiss", "ferm", "modifi", "cambi", "subi", "subir", "aument", "baj",
    "cerr", "modific", "sali", "ridu", "chiud", "mud", "baix", "reduz", "fech", "alter",
    "verander", "wijzig", "stijg", "verhog", "daal", "verlag", "sluit", "afgeslot",
    "geslot", "afsluit",
)
"""Stems of verbs of change: a rise, a cut, a change, a closure."""
_STEADY = frozenset(CONTINUING) | frozenset(UNCHANGED)
REACH = 3
"""Content words after a negation (one more before it) that it may bear on."""


def steady_for_unchanged(claim: str, sentence: str) -> bool:
    """Whether ``claim`` (not negated) says a state stays and ``sentence`` negates a verb
    of change."""
    mine = [w.lower() for w in _WORD.findall(claim)]
    if _STEADY.isdisjoint(mine) or not NEGATION_WORDS.isdisjoint(mine):
        return False
    words = [w.lower() for w in _WORD.findall(sentence)]
    for k, word in enumerate(words):
        if word not in NEGATION_WORDS:
            continue
        after = [w for w in words[k + 1 :] if w not in STOP_WORDS][:REACH]
        # A negation closing its clause bears on the verb before it ("ändern sich in
        # diesem Sommer nicht").
        before = [w for w in words[:k] if w not in STOP_WORDS][-REACH - 1 :]
        changed = [stem for w in after + before for stem in CHANGE_STEMS if w.startswith(stem)]
        # "bleibt geschlossen" for "wird nicht geschlossen" keeps the change: the opposite.
        if changed and not any(w.startswith(stem) for w in mine for stem in changed):
            return True
    return False
