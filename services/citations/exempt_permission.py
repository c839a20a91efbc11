""""May" in a list of exemptions is a permission, not a possibility: "Blue Badge holders
will also be exempt …, and delivery drivers may stop on a pavement for up to 20 minutes
while loading" summed up as "The ban comes with several exemptions: …, and delivery
drivers loading for up to 20 minutes"; "Lieferanten dürfen … halten" as "Ausnahmen gelten
für Lieferanten".

English writes permission and possibility with one word, and the hedge check reads "may"
as a possibility the claim drops. Where the passage declares cases exempt (a word of
``exempted.EXEMPT``) and the claim reports the clause as an exemption itself (a word of
exemption, ``EXEMPT`` or ``EXEMPTIONS``: "exemptions", "Ausnahmen", "dérogations"), the "may" grants
what the claim lists as granted. A claim with no word of exemption ("delivery drivers
will stop on the pavement") states the possibility as fact and stays flagged, as does one
with a word of the future (``cues.FUTURES``: "exemptions will be extended" for "may be
extended": a possibility told as a plan). Closed classes, for every language the tables
give.
"""

from __future__ import annotations

from services.citations.cues import FUTURES
from services.citations.exempted import EXEMPT
from services.citations.scripts import LETTERS as _WORD

EXEMPTIONS: dict[str, tuple[str, ...]] = {
    "en": ("exemption", "exemptions"),
    "de": ("ausnahme", "ausnahmen", "ausnahmeregelung", "ausnahmeregelungen"),
    "fr": ("exemption", "exemptions", "dérogation", "dérogations"),
    "es": ("exención", "exenciones"), "it": ("esenzione", "esenzioni", "deroga", "deroghe"),
    "pt": ("isenção", "isenções"), "nl": ("vrijstelling", "vrijstellingen"),
}
"""Nouns of exemption, per language."""
_EXEMPT = frozenset(w for words in EXEMPT.values() for w in words)
_EXEMPTION = _EXEMPT | frozenset(w for words in EXEMPTIONS.values() for w in words)
"""Words by which a claim reports cases as exempt: the adjectives of ``exempted.EXEMPT``
and the nouns."""
_FUTURE = frozenset(w for words in FUTURES.values() for w in words if " " not in w)


def permitted_as_exemption(hedge: str, passage: str, claim: str) -> bool:
    """Whether ``hedge`` ("may") grants an exemption: ``passage`` declares cases exempt
    and ``claim`` reports them as exemptions."""
    theirs, mine = set(_WORD.findall(passage.lower())), set(_WORD.findall(claim.lower()))
    return bool(hedge) and hedge.lower() in theirs and not _EXEMPT.isdisjoint(theirs) and (
        not _EXEMPTION.isdisjoint(mine)) and _FUTURE.isdisjoint(mine)
