"""A claim that names the page's subject finds the sentence that says it, though that
sentence names no subject; a claim the page does not make still finds nothing."""

from __future__ import annotations

import pytest

from services.citations.support import explain

PARKING = ("# New parking rules in Millbrook\n\nFrom April the council raises the hourly charge "
           "in the old town. Charges apply Monday to Saturday from 8 am to 8 pm; on Sundays and "
           "public holidays parking is free. Residents' permits will cost more.")
PARKEN = ("# Neue Parkregeln in Bad Ellenbach: Was sich ab 1. April ändert\n\n"
          "Die Stadt erhöht die Gebühren in der Altstadt. Gebührenpflicht gilt Mo.–Sa. von 8 bis "
          "20 Uhr; sonn- und feiertags ist das Parken frei. Bewohnerparkausweise werden teurer.")
TINGCHE = ("# 江州市停车新规\n\n自4月起，老城区停车费上调。收费时间为周一至周六8时至20时，"
           "周日及法定节假日停车免费。居民停车证价格也将上涨。")


@pytest.mark.parametrize(("claim", "page"), [
    ("In Millbrook you pay nothing to park on Sundays and bank holidays.", PARKING),
    ("Sonntags und an Feiertagen muss man in Bad Ellenbach für das Parken nichts bezahlen.",
     PARKEN),
    ("在江州，周日和节假日停车不用交钱。", TINGCHE),
])
def test_a_claim_naming_the_pages_subject_is_not_unsupported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] != "unsupported"


@pytest.mark.parametrize(("claim", "page"), [
    ("Millbrook is opening a new indoor swimming pool with a 50-metre basin.", PARKING),
    ("江州将新建一座拥有50米泳池的室内游泳馆。", TINGCHE),
])
def test_a_claim_the_page_does_not_make_is_still_unsupported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "unsupported"
