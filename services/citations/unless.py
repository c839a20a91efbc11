"""A condition that excepts ("unless", "es sei denn", "除非"): the claim makes an exception too.

"Do not flush medicines, except where the leaflet says so" keeps the rule negated
and lets the case out. A claim that names the case after "unless" ("You can flush
medicines unless the leaflet says otherwise") makes an exception of its own and
turns the rule round: it states the opposite of the page, though it names the
excepted case. The exception check reads a claim that names the case as stating it
the way the page means it ("Assistance dogs are allowed" for "no dogs, except
assistance dogs"); a claim with a word of this class does not, and its rule is
weighed against the page's. The words are a closed class, given for every tabled
language.
"""

from __future__ import annotations

from services.citations.whole_words import WordClass

UNLESS: dict[str, tuple[str, ...]] = {
    "en": ("unless",),
    "de": ("es sei denn", "sofern nicht", "außer wenn", "ausser wenn", "außer falls"),
    "fr": ("à moins que", "à moins qu", "sauf si", "sauf s"),
    "es": ("a menos que", "salvo que", "a no ser que", "excepto si", "salvo si"),
    "it": ("a meno che", "salvo che", "tranne se", "eccetto se"),
    "pt": ("a menos que", "salvo se", "a não ser que", "exceto se"),
    "nl": ("tenzij",), "zh": ("除非",), "ja": ("ない限り",), "ko": ("않는 한",),
}
"""Words, by language, that open a condition under which the rule does not hold."""

_UNLESS = WordClass.of(UNLESS)


def makes_exception(text: str) -> bool:
    """Whether ``text`` opens a condition that excepts ("unless", "es sei denn", "除非")."""
    return bool(_UNLESS.found(text.lower()))
