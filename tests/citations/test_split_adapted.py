"""The checks that lean on sentence spans, adapted to spans cut right: a summary's
paragraph sought where most of the claim stands, and a unit "t" that negates nothing."""

from __future__ import annotations

from services.citations.passages import Match, SourceIndex, terms
from services.citations.polarity import cues
from services.citations.summary_elsewhere import summary_blocks

RECIPE = """# Lentil soup with cumin

## Ingredients

- 250 g red lentils
- 1 onion
- 1 tsp cumin
- 1 litre vegetable stock

## Method

1. Rinse the lentils under cold water. Peel and dice the onion.
2. Sweat the onion in a little oil for 5 minutes. Add the cumin and stir for a minute.
3. Pour in the vegetable stock and add the lentils. Simmer for 25 minutes.
4. Blend the soup until smooth. Season with salt.
"""
SUMMARY = ("The onion is sweated with cumin, the lentils are simmered in vegetable stock and "
           "the soup is blended smooth.")


def _at(index: SourceIndex, start: str, coverage: float) -> Match:
    k = next(k for k in range(len(index.spans)) if index.sentence(k).startswith(start))
    return Match(*index.spans[k], 1.0, coverage, k, k, k)


def test_a_summary_is_weighed_where_most_of_it_stands_when_its_window_holds_little() -> None:
    index = SourceIndex(RECIPE)
    stock = _at(index, "- 1 litre", 0.1)  # an ingredient line ranks first, holding little
    method = next(k for k in range(len(index.spans)) if index.sentence(k).startswith("2."))
    found = summary_blocks(index, terms(SUMMARY), stock)
    assert any(first <= method <= last for _match, (first, last) in found)
    own = summary_blocks(index, terms(SUMMARY), _at(index, "- 1 litre", 0.4))
    assert not any(first <= method <= last for _match, (first, last) in own)


def test_a_unit_t_is_no_negation_but_an_nt_contraction_is() -> None:
    assert not cues("Die Anlage verarbeitete täglich 3.200 t.").negated
    assert not cues("The crane lifts up to 40 t").negated
    assert cues("The crane doesn't lift 40 t.").negated
    assert cues("It isn’t free.").negated
