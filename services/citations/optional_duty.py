"""A duty denied for a choice stated: "Der Anschluss ist nicht verpflichtend" for "Der
Anschluss ist freiwillig"; "registration is not compulsory" for "registration is
optional".

"Not obligatory" says what "voluntary" or "optional" says: a rewording, not a flip, the
negation on one side only. Words of duty and of choice are closed classes, given for the
spaced languages the word tables cover.
"""

from __future__ import annotations

from services.citations.cues import NEGATION_WORDS
from services.citations.scripts import LETTERS as _WORD

DUTY: tuple[str, ...] = (
    "mandatory", "compulsory", "obligatory", "required",  # en
    "verpflichtend", "pflicht", "vorgeschrieben", "obligatorisch",  # de
    "obligatoire", "obligatoires",  # fr
    "obligatorio", "obligatoria",  # es
    "obbligatorio", "obbligatoria",  # it
    "obrigatório", "obrigatória",  # pt
    "verplicht",  # nl
)
"""Words of a duty."""
CHOICE: tuple[str, ...] = (
    "voluntary", "optional",  # en
    "freiwillig", "optional",  # de
    "facultatif", "facultative", "volontaire",  # fr
    "voluntario", "voluntaria", "opcional", "optativo",  # es
    "facoltativo", "facoltativa", "volontario", "volontaria",  # it
    "facultativo", "facultativa", "voluntário", "voluntária",  # pt
    "vrijwillig", "optioneel", "facultatief",  # nl
)
"""Words of a choice."""


def duty_denied_as_choice(part: str, stated: str) -> bool:
    """Whether one of ``part`` (a claim's clause) and ``stated`` (the page's) denies a duty
    and the other states a choice, with no negation of its own."""
    mine = [w.lower() for w in _WORD.findall(part)]
    theirs = [w.lower() for w in _WORD.findall(stated)]
    for denied, chosen in ((mine, theirs), (theirs, mine)):
        if not NEGATION_WORDS.isdisjoint(denied) and not set(DUTY).isdisjoint(denied) and (
                not set(CHOICE).isdisjoint(chosen)) and NEGATION_WORDS.isdisjoint(chosen):
            return True
    return False


def denies_duty(text: str) -> bool:
    """Whether ``text`` denies a duty ("is not compulsory", "n'est pas obligatoire"): it
    leaves a choice."""
    words = [w.lower() for w in _WORD.findall(text)]
    return not NEGATION_WORDS.isdisjoint(words) and not set(DUTY).isdisjoint(words)
