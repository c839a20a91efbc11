"""A summary that closes with a figure from the paragraph's last sentence ("…, while
turnout fell compared with 2020") draws on that sentence, though its other words stand in
the sentences already chosen: the figure is stated, not missing. Another year there, or
another party's share in the claim's place, is still not supported."""

from __future__ import annotations

import pytest

from services.citations.passages import SourceIndex
from services.citations.summary_figures import figure_sources
from services.citations.support import explain

DE = ("Bei der Wahl zum Gemeinderat in Lindenau sind die Freien Wähler mit 31,2 % erstmals "
      "stärkste Kraft geworden. Die CSU kam auf 28,4 %, die SPD auf 15,1 %. Die Grünen "
      "erreichten 9,3 %. Die FDP scheiterte mit 3,1 % an der Fünf-Prozent-Hürde. Die "
      "Wahlbeteiligung lag bei 58,2 % und damit ca. 4 Punkte unter dem Wert von 2020.")
EN = ("In the council election in Linwood the Greens became the largest party for the first "
      "time with 31.2% of the vote. Labour took 28.4% and the Conservatives 15.1%. The Liberals "
      "won 9.3%. Turnout was 58.2%, about 4 points below the figure of 2020.")
DE_CLAIM = ("Die Freien Wähler wurden bei der Gemeinderatswahl in Lindenau mit 31,2 % erstmals "
            "stärkste Kraft vor CSU und SPD, während die FDP an der Fünf-Prozent-Hürde "
            "scheiterte und die Wahlbeteiligung gegenüber {} sank.")
EN_CLAIM = ("The Greens became the largest party in the Linwood council election for the first "
            "time with 31.2%, ahead of Labour and the Conservatives, while turnout fell compared "
            "with {}.")


@pytest.mark.parametrize(("claim", "page"), [(DE_CLAIM.format(2020), DE),
                                             (EN_CLAIM.format(2020), EN)])
def test_the_figure_of_the_paragraphs_last_sentence_is_stated(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


@pytest.mark.parametrize(("claim", "page"), [
    (DE_CLAIM.format(2016), DE),
    (EN_CLAIM.format(2016), EN),
    ("Die Freien Wähler wurden in Lindenau mit 31,2 % erstmals stärkste Kraft vor CSU und SPD, "
     "während die FDP mit 15,1 % an der Fünf-Prozent-Hürde scheiterte.", DE),
    ("The Greens became the largest party in Linwood for the first time with 31.2%, ahead of "
     "Labour and the Conservatives, while the Liberals won 15.1%.", EN),
])
def test_another_figure_is_not_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] != "supported"


def test_a_figure_needs_a_word_the_claim_writes_beside_it() -> None:
    index = SourceIndex("The hall opened in 1911. It seats 900. The roof was replaced in 2020.")
    wanted = ["hall", "open", "1911", "seat", "900", "2020"]
    assert figure_sources(index, wanted, {"hall", "open", "seat"}, {"hall", "open", "1911"},
                          [1, 2]) == [1]


def test_a_figure_stated_in_two_sentences_has_no_one_source() -> None:
    index = SourceIndex("Sales rose in 2020. Costs fell in 2020 too.")
    assert figure_sources(index, ["sales", "2020", "costs"], {"sales", "costs"}, set(),
                          [0, 1]) == []
