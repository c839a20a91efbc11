"""Prepositions the stop-word tables leave out: words of place and time ("beneath",
"neben", "derrière", "junto", "lungo") that relate a name to what is said, and say nothing
of it themselves.

Right before a name, such a word is no title ("beneath Blackmoor Edge" is not "engineer
Dadford"): the checks that bind a claim's words to its names skip it, as they skip a
function word. A closed class, given for the spaced languages the word tables cover;
words of lack and of attribution ("without", "according to") are left to their own checks.
"""

from __future__ import annotations

PREPOSITIONS: dict[str, str] = {
    "en": "beneath underneath near along alongside across behind beside around inside "
          "outside toward towards within among amongst beyond upon onto throughout past "
          "opposite amid",
    "de": "neben hinter zwischen entlang innerhalb außerhalb oberhalb unterhalb während "
          "nahe jenseits",
    "fr": "derrière devant près chez vers parmi pendant autour",
    "es": "bajo junto detrás delante cerca hacia durante",
    "it": "sotto sopra dietro davanti vicino verso durante presso lungo oltre",
    "pt": "sob atrás perto junto durante",
    "nl": "boven achter naast langs rond binnen buiten tijdens",
}
PREPOSITION_WORDS = frozenset(w for words in PREPOSITIONS.values() for w in words.split())
