"""What a page reports as said, believed or apparent ("is said to", "gilt als", "据传",
"と言われる") is a hedge: a sentence that states it plainly is unsupported, one that
keeps the hearsay in any words is not."""

from __future__ import annotations

import pytest

from services.citations.hearsay import hearsay
from tests.citations.judge import evidence

BRIDGE = ("The old stone bridge crosses the river below the village. It is said to have been "
          "designed by a monk from the nearby abbey, though no plans survive.")
LINDEN = "Die Linde am Marktplatz gilt als ältester Baum der Stadt. Sie wurde 2019 gestutzt."
WELL = "寺院东侧有一口古井，据传是唐代僧人开凿的，井水至今清澈。"
PINE = "境内の松は樹齢500年と言われている。"
FIRE = "Al parecer, el incendio se originó en la cocina del restaurante, según los bomberos."


def test_hearsay_is_found_in_each_language() -> None:
    assert hearsay("The well is said to date from 1200.") == "is said to"
    assert hearsay("Der Linde wird nachgesagt, der älteste Baum zu sein.") == "nachgesagt"
    assert hearsay("Die Linde gilt als ältester Baum.") == "gilt als"
    assert hearsay("这口井据传是唐代开凿的。") == "据传"
    assert hearsay("樹齢500年と言われている。") == "と言われ"
    assert hearsay("The mayor said to reporters that the bridge will open.") == ""
    assert hearsay("素晴らしい景色が広がる。") == ""


@pytest.mark.parametrize(("claim", "page"), [
    ("The bridge was designed by a monk from the nearby abbey.", BRIDGE),
    ("Die Linde am Marktplatz ist der älteste Baum der Stadt.", LINDEN),
    ("这口井是唐代僧人开凿的。", WELL),
    ("この松の樹齢は500年である。", PINE),
    ("El incendio se originó en la cocina del restaurante.", FIRE),
])
def test_hearsay_stated_as_fact_is_unsupported(claim: str, page: str) -> None:
    wrong = evidence(claim, page)
    assert (wrong.support, wrong.reason) == ("unsupported", "hedged")


@pytest.mark.parametrize(("claim", "page"), [
    ("The bridge was reportedly designed by a monk from the nearby abbey.", BRIDGE),
    ("Die Linde am Marktplatz gilt als der älteste Baum der Stadt.", LINDEN),
    ("相传这口古井由唐代僧人开凿。", WELL),
])
def test_hearsay_kept_in_other_words_is_supported(claim: str, page: str) -> None:
    assert evidence(claim, page).support == "supported"


def test_dürfte_is_a_hedge_a_claim_must_keep() -> None:
    """German "dürfte" says "is likely to": "wird zugelassen" drops it."""
    page = ("Das Medikament dürfte im Frühjahr zugelassen werden. Die Klinik wurde 2019 "
            "eröffnet. Sie hat 12 Betten.")
    assert evidence("Das Medikament wird im Frühjahr zugelassen.", page).support == "unsupported"
    assert evidence("Das Medikament wird wahrscheinlich im Frühjahr zugelassen.",
                    page).support != "unsupported"


def test_pondera_is_a_thought_weighed() -> None:
    """Portuguese "pondera" (is weighing): "vai alargar" states it as decided."""
    page = ("A biblioteca municipal de Braga passa a abrir às 9 horas. A câmara pondera "
            "alargar o horário no verão. A biblioteca tem 40 mil livros.")
    assert evidence("A câmara vai alargar o horário no verão.", page).support == "unsupported"
    assert evidence("A câmara pondera alargar o horário no verão.", page).support == "supported"
