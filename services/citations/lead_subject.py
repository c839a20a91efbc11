"""A name from the page's opening, added to what a later passage says of the page's subject.

A page names what it is about in its opening ("… after engineers found serious corrosion
in the steel piles supporting Glenmoor pier") and then speaks of it as "the pier", "the
barrier", "die Hütte". A claim that states a later passage's fact often puts that name
back ("the twelve piles that support Glenmoor pier"), and leaves out a name the passage
gives in passing ("carried out by the consultancy Halbeck Marine"). The name check reads
that as a swap: a name stated elsewhere on the page where another stands in the passage.
It is the page's own subject, as a name in its title is (``verdict``), so it makes no
swap by itself; the role checks that follow still read it in the passage's slot.

A claim that also names something the page never states ("together with the Costa Rican
coffee institute ICAFE") adds more than the subject, and a name the claim credits a
statement to ("Walter Eibl kündigte an, …") fills the slot of who said it: either stays a
sure finding. Structure only (the page's first sentences, which names the page holds, the
speakers of ``speakers``): no word table of its own.
"""

from __future__ import annotations

from services.citations.name_forms import name_key
from services.citations.passages import SourceIndex
from services.citations.pronoun_subject import LEAD, named_in_lead
from services.citations.speakers import speakers, writes_name


def lead_subject(name: str, claim: str, claimed: list[str], index: SourceIndex,
                 main: int) -> bool:
    """Whether ``name`` (one of the names ``claimed`` of ``claim``) is named in the page's
    opening and the passage's main sentence (``main``) stands past it, while every other
    name of the claim is stated on the page and ``name`` is no speaker of the claim, nor
    words of one ("Quill" of "Mara Quill"; see the module's doc)."""
    return main >= LEAD and named_in_lead(name, index) and all(
        name_key(other) in index.lowered for other in claimed if other != name) and not any(
        writes_name(speaker, name) for speaker in speakers(claim))
