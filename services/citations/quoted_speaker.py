"""A statement the claim puts in the mouth of a person the page's sentence does not name,
where that sentence names who said it.

"Landesverkehrsministerin Dr. Petra Anselm rechnet damit, dass … 2.000 Autofahrten pro Tag
wegfallen" where the page says "„Wir rechnen damit, dass so bis zu 2.000 Autofahrten pro
Tag wegfallen“, sagte Renner." (and names Petra Anselm elsewhere, in another role): the
names check only asks for a look, as the claim's name is the page's. But the sentence names
its speaker after the quote, and the claim names another person and not that speaker.

The sign is structure: a sentence with a quote whose speaker ``speakers.speakers`` reads
(a verb of saying, a closed class, and a capitalised name on either side of it, or after
"according to" and its like); the claim writes no word of that name and writes a name of
two capitalised words, neither written in the page's sentence, that the page writes
elsewhere. Scripts without capitals
are left to the other checks.
"""

from __future__ import annotations

import re

from services.citations.speakers import speakers

_QUOTED = re.compile("[\"“”„»«]")
_PAIR = re.compile(r"(?<!^)\b([A-ZÄÖÜ][\w'’-]+)\s+([A-ZÄÖÜ][\w'’-]+)")
_TITLES = frozenset({"Dr", "Prof", "Mr", "Mrs", "Ms"})


def _speaker(sentence: str) -> list[str]:
    """The words of the name of the speaker ``sentence`` quotes ([] when none)."""
    if not _QUOTED.search(sentence):
        return []
    names = speakers(sentence)
    return [w for w in re.findall(r"[\w'’-]+", names[0]) if w not in _TITLES] if names else []


def quoted_speaker(claim: str, sentences: list[str], page: str) -> tuple[str, str] | None:
    """``(claimed name, speaker)`` when one of ``sentences`` quotes a speaker the claim
    does not name and the claim names another person the page writes elsewhere."""
    words = set(re.findall(r"[\w'’-]+", claim))
    for sentence in sentences:
        speaker = _speaker(sentence)
        if not speaker or words & set(speaker):
            continue
        held = set(re.findall(r"[\w'’-]+", sentence))
        for first, last in _PAIR.findall(claim):
            if {first, last} & held or first in _TITLES:
                continue
            if f"{first} {last}" in page.replace(sentence, " "):
                return f"{first} {last}", " ".join(speaker)
    return None
