"""A thought weighed ("prüft einen späteren Schulbeginn", "erwägt längere
Öffnungszeiten") stated as what will be ("beginnen künftig später") is unsupported
though the claim writes the page's words in other forms ("später" for "späteren",
"länger" for "längere"): the clause a hedge stands in is matched by words in any form."""

from __future__ import annotations

import pytest

from services.citations.support import explain

MORE = " Die Bäder haben 2023 rund 80.000 Gäste gezählt. Der Eintritt kostet 4 Euro."


@pytest.mark.parametrize(("claim", "page"), [
    ("Gymnasien beginnen künftig später.",
     "Das Kultusministerium prüft einen späteren Schulbeginn an Gymnasien." + MORE),
    ("Die Bäder öffnen künftig länger.",
     "Die Stadt erwägt längere Öffnungszeiten der Bäder." + MORE),
])
def test_a_weighed_plan_in_other_word_forms_stated_as_fact(claim: str, page: str) -> None:
    support, finding = explain(claim, page)
    assert support == "unsupported"
    assert finding is not None and finding.reason == "hedged"


def test_the_weighing_kept_is_supported() -> None:
    page = "Die Stadt prüft längere Öffnungszeiten der Bäder." + MORE
    assert explain("Die Stadt prüft längere Öffnungszeiten der Bäder.", page)[0] == "supported"
