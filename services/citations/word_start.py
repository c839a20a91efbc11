"""Whether a text holds a long word only by its first part: "gespült" for "Spülmaschine",
"Wasser" for "Wasserfilter". A compound shares its first part with many words; a negated
clause of that one compound ("sie darf nicht in die Spülmaschine") is not what a claim
says of something else ("das Milchsystem wird mit Dampf gespült"). Structure, any
language with spaces.
"""

from __future__ import annotations

from services.citations.scripts import LETTERS as _WORD

WHOLE_SHARE = 0.7
"""Share of the long word the claim's word must run along, its start, for the claim to
hold the word itself."""


def only_its_start(text: str, word: str) -> bool:
    """Whether no word of ``text`` (nor one of its "ge-" participles without the "ge")
    runs along ``WHOLE_SHARE`` of ``word`` from its start."""
    need = WHOLE_SHARE * len(word)
    for other in _WORD.findall(text.lower()):
        for form in (other, other[2:] if other.startswith("ge") else other):
            shared = 0
            while shared < min(len(word), len(form)) and word[shared] == form[shared]:
                shared += 1
            if shared >= need:
                return False
    return True
