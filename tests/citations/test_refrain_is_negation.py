""""Resist adding", "refrain from", "s'abstenir de", "abstenerse de": a verb that turns
down what follows it is a negation (en, fr, es); the twins with "not" are supported."""

from __future__ import annotations

import pytest

from tests.citations.judge import evidence

BREAD = ("Knead the dough for ten minutes. It will feel sticky; resist adding more flour. Leave "
         "it to rise for an hour.")
WORKS = ("Les travaux commencent en mars. Les riverains doivent s'abstenir de stationner rue "
         "Haute pendant un mois. La mairie prévient par courrier.")
POOL = ("La piscina abre en junio. Los bañistas deben abstenerse de comer en el agua. El acceso "
        "es gratuito.")


@pytest.mark.parametrize(("claim", "page"), [
    ("The dough will feel sticky, so add more flour.", BREAD),
    ("Les riverains peuvent stationner rue Haute pendant les travaux.", WORKS),
    ("Los bañistas pueden comer en el agua.", POOL),
])
def test_doing_what_the_page_refrains_from_is_unsupported(claim: str, page: str) -> None:
    assert evidence(claim, page).support == "unsupported"


@pytest.mark.parametrize(("claim", "page"), [
    ("The dough will feel sticky, but you should not add more flour.", BREAD),
    ("The dough will feel sticky; refrain from adding more flour.", BREAD),
    ("Pendant un mois, les riverains ne doivent pas stationner rue Haute.", WORKS),
    ("Los bañistas no deben comer en el agua.", POOL),
])
def test_the_refusal_kept_is_supported(claim: str, page: str) -> None:
    assert evidence(claim, page).support == "supported"
