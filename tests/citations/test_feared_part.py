"""A summary of someone's fear or warning names the group the page quantifies with a part
("befürchtet, dass Anwohner …" for "dass manche Anwohner …"; "警惕商家…" for "部分商家可能…"):
a fear is a possibility weighed, no statement of the whole group. The same clause told as
fact, or the fear said of all of the group, is still widened."""

from __future__ import annotations

import pytest

from services.citations.feared_part import feared_part
from services.citations.support import explain

DE = ("Kritik kam von der Fraktion der Grünen. Deren Sprecherin Lea Hahn befürchtet, dass manche "
      "Anwohner ihre Autos künftig in den Nebenstraßen parken. Die Stadt hält dagegen, dass es "
      "in anderen Städten kaum Probleme gegeben habe.")
EN = ("Opposition councillors criticised the plan. Their leader Sam Ortiz warned that some "
      "drivers would park on the verges of the ring road instead. The council said other towns "
      "had seen few such problems.")
ZH = ("消费者协会秘书长王丽认为，本次补贴有望带动销售，但她也提醒，部分商家可能先涨价再打折，"
      "消费者购买前应多比较价格。")


@pytest.mark.parametrize(("claim", "page"), [
    ("Die Grünen befürchten, dass Anwohner ihre Autos künftig in den Nebenstraßen parken, "
     "während die Stadt auf andere Städte verweist.", DE),
    ("Opposition leader Sam Ortiz warned that drivers would park on the verges of the ring "
     "road instead, while the council pointed to other towns.", EN),
    ("王丽认为补贴有望带动销售，但也提醒消费者警惕商家先涨价再打折，购买前要多比较价格。", ZH),
])
def test_a_fear_names_the_group_the_page_gives_a_part_of(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


@pytest.mark.parametrize(("claim", "page"), [
    ("Die Grünen sagen, Anwohner parken ihre Autos künftig in den Nebenstraßen, während die "
     "Stadt auf andere Städte verweist.", DE),
    ("Die Grünen befürchten, dass alle Anwohner ihre Autos künftig in den Nebenstraßen parken, "
     "während die Stadt auf andere Städte verweist.", DE),
    ("Opposition leader Sam Ortiz said drivers park on the verges of the ring road instead, "
     "while the council pointed to other towns.", EN),
    ("Opposition leader Sam Ortiz warned that all drivers would park on the verges of the ring "
     "road instead, while the council pointed to other towns.", EN),
    ("王丽认为补贴有望带动销售，但商家会先涨价再打折，购买前要多比较价格。", ZH),
])
def test_the_clause_told_as_fact_or_of_all_is_still_widened(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "unsupported"


def test_only_the_clause_after_the_fear_is_feared() -> None:
    claim = "Drivers park on the verges, and the council warns about the ring road."
    assert not feared_part(claim, "drivers")
    assert feared_part("The council warns that drivers park on the verges.", "drivers")
