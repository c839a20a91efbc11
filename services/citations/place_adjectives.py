"""A name's adjective: "a Polish zoo" for "a zoo in Poland", "die norwegische Stürmerin"
for "aus Norwegen".

Languages make an adjective of a place's name with a few endings (a closed class:
``ADJECTIVE_ENDINGS``). A capitalised word of a claim that is such an adjective of a name
the page writes (the word without its ending and the name share their first letters,
three at least and most of the shorter) names the same place, no other.
"""

from __future__ import annotations

import re
from functools import lru_cache

ADJECTIVE_ENDINGS: dict[str, tuple[str, ...]] = {
    "en": ("ish", "ian", "ean", "an", "ese", "ic", "i"),
    "de": ("isch", "ische", "ischen", "ischer", "isches", "er"),
    "fr": ("ais", "aise", "ois", "oise", "ien", "ienne", "ain", "aine"),
    "es": ("és", "esa", "ano", "ana", "ino", "ina"),
    "it": ("ese", "ano", "ana", "ino", "ina"),
    "pt": ("ês", "esa", "ano", "ana"),
    "nl": ("s", "se"),
}
"""Endings that make an adjective of a place's name, per language."""
_ENDINGS = sorted({e for es in ADJECTIVE_ENDINGS.values() for e in es}, key=len, reverse=True)
STEM = 3
"""Letters at least that the adjective's stem and the name share."""
STEM_SHARE = 0.6
"""Share of the shorter of the two that they share."""
_CAPITALISED = re.compile(r"(?<![^\W\d_])[A-ZÀ-ÞĀ-Ž][^\W\d_]+")


def adjective_of_page_name(word: str, page: str) -> bool:
    """Whether ``word`` is the adjective of a capitalised name of ``page``."""
    lowered = word.lower()
    stems = [lowered[: -len(e)] for e in _ENDINGS if lowered.endswith(e)
             and len(lowered) - len(e) >= STEM]
    if not stems:
        return False
    for name in _page_names(page):
        if name == lowered:
            continue
        for stem in stems:
            shared = 0
            while shared < min(len(stem), len(name)) and stem[shared] == name[shared]:
                shared += 1
            if shared >= STEM and shared >= STEM_SHARE * min(len(stem), len(name)):
                return True
    return False


@lru_cache(maxsize=32)
def _page_names(page: str) -> frozenset[str]:
    """The capitalised words of ``page``, lower-cased (a page is asked about by each of its
    claims)."""
    return frozenset(n.lower() for n in _CAPITALISED.findall(page))
