"""Two or more figures a claim takes together, in their order, from a sentence beside its
passage are stated; the same figures crossed, or another figure, are not."""

from __future__ import annotations

import pytest

from services.citations.support import explain

DE = ("Das Set (Art.-Nr. 41 302) enthält zwei Akkus mit je 4,0 Ah, ein Doppel-Schnellladegerät "
      "und eine Ersatzspule. Die Solo-Variante (Art.-Nr. 41 300) wird ohne Akkus und "
      "Ladegerät geliefert. Unverbindliche Preisempfehlung: 279 Euro im Set, 139 Euro solo.")
EN = ("## What is in the box\n\nThe set (item 41 302) includes two 4.0 Ah batteries, a twin "
      "charger and a spare spool. The bare tool (item 41 300) comes without batteries or "
      "charger. Recommended retail price: £279 for the set, £139 for the bare tool.")
ZH = ("套装（货号41302）包含两块4.0Ah电池、一个双口快充和一个备用线轴。"
      "单机版（货号41300）不含电池和充电器。建议零售价：套装279元，单机139元。")


@pytest.mark.parametrize(("claim", "page"), [
    ("Das Set für 279 Euro enthält zwei 4,0-Ah-Akkus, ein Doppel-Schnellladegerät und eine "
     "Ersatzspule, während die Solo-Variante für 139 Euro ohne Akkus und Ladegerät geliefert "
     "wird.", DE),
    ("The set, at £279, includes two 4.0 Ah batteries, a twin charger and a spare spool, "
     "while the bare tool, at £139, comes without batteries or charger.", EN),
    ("售价279元的套装包含两块4.0Ah电池、一个双口快充和一个备用线轴，"
     "而售价139元的单机版不含电池和充电器。", ZH),
])
def test_figures_taken_together_from_the_next_sentence_are_supported(claim: str,
                                                                      page: str) -> None:
    assert explain(claim, page)[0] == "supported"


@pytest.mark.parametrize(("claim", "page"), [
    ("Das Set für 139 Euro enthält zwei 4,0-Ah-Akkus, ein Doppel-Schnellladegerät und eine "
     "Ersatzspule, während die Solo-Variante für 279 Euro ohne Akkus und Ladegerät geliefert "
     "wird.", DE),
    ("Das Set für 299 Euro enthält zwei 4,0-Ah-Akkus, ein Doppel-Schnellladegerät und eine "
     "Ersatzspule, während die Solo-Variante für 139 Euro ohne Akkus und Ladegerät geliefert "
     "wird.", DE),
    ("The set, at £139, includes two 4.0 Ah batteries, a twin charger and a spare spool, "
     "while the bare tool, at £279, comes without batteries or charger.", EN),
])
def test_figures_crossed_or_changed_are_unsupported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "unsupported"


def test_figures_crossed_in_chinese_are_not_supported() -> None:
    claim = ("售价139元的套装包含两块4.0Ah电池、一个双口快充和一个备用线轴，"
             "而售价279元的单机版不含电池和充电器。")
    assert explain(claim, ZH)[0] != "supported"
