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


class _TwoSentences:
    """An index of two sentences whose pair ties with the first (``paired``'s view)."""

    def __init__(self, first: str, second: str) -> None:
        from collections import Counter

        self.sentences = [first, second]
        self._counts = [Counter(terms(first)), Counter(terms(second))]

    def counts(self, k: int) -> dict[str, int]:
        return self._counts[k]

    def sentence(self, k: int) -> str:
        return self.sentences[k]

    def tied_pairs(self, wanted: list[str], match: Match, tie: float,
                   gain: float) -> list[Match]:
        return [Match(0, 1, 1.0, 0.9, 0, 1, 0)]


def test_a_pair_is_the_window_when_the_neighbour_adds_a_clause_not_a_name_alone() -> None:
    from services.citations.paired_window import paired

    alone = Match(0, 1, 1.0, 0.6, 0, 0, 0)
    quote = _TwoSentences('"The bees rest, but it is not sleep", she said.',
                          "Co-author Ivo Brandt added that the work goes on.")
    claim = terms("Ivo Brandt said the bees rest, but it is not sleep.")
    assert paired(quote, claim, alone, {"Ivo", "Brandt"}) is alone  # type: ignore[arg-type]
    museum = _TwoSentences("The mill has housed a small museum since 2008.",
                           "The friends' association has about 140 members.")
    claim = terms("The mill has housed a museum since 2008 and the association has 140 members.")
    assert paired(museum, claim, alone, set()).last == 1  # type: ignore[arg-type,union-attr]


def test_an_exception_carried_over_to_the_next_sentences_ban_is_a_flip() -> None:
    from services.citations.excepted_elsewhere import denied_beside

    for page, sentence, wrong, right in (
            ("Smoking is banned everywhere except on the terrace. Dogs are not allowed.",
             "Smoking is banned everywhere except on the terrace.",
             "Dogs are allowed on the terrace", "Smoking is allowed on the terrace"),
            ("Rauchen ist überall verboten, außer auf der Terrasse. Hunde sind nicht erlaubt.",
             "Rauchen ist überall verboten, außer auf der Terrasse.",
             "Hunde sind auf der Terrasse erlaubt", "Rauchen ist auf der Terrasse erlaubt"),
            ("馆内禁止吸烟，除了一楼大厅以外。馆内不许带狗。", "馆内禁止吸烟，除了一楼大厅以外。",
             "一楼大厅可以带狗", "一楼大厅可以吸烟")):
        assert denied_beside(wrong, page, sentence)
        assert not denied_beside(right, page, sentence)
