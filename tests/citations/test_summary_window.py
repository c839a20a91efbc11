"""A claim that sums up several sentences of one paragraph is judged against them together:
each clause it takes from another sentence counts, a figure or a negation the paragraph
does not state still stands against it, and a name taken alone from another sentence (a
swapped role) or a peer put in the slot of the word the page states is not supported."""

from __future__ import annotations

import pytest

from services.citations.passages import SourceIndex, terms
from services.citations.summary_judgment import plain_terms
from services.citations.summary_window import blocks, paragraph, summed_sentences
from services.citations.support import explain

EN = ("The new hall was designed by architect Lena Park. Construction was managed by Tom "
      "Reyes, who also oversaw the budget. The hall opened in 2022 and seats 1,200 people.")
DE = ("Die neue Halle wurde von der Architektin Petra Lang entworfen. Den Bau leitete "
      "Jonas Weber, der auch das Budget verwaltete. Die Halle wurde 2022 eröffnet und "
      "bietet 1.200 Plätze.")
ZH = ("新落成的城东图书馆于今年五月正式开放，建设历时两年。"
      "馆舍由本地设计师周岚主持设计，外墙采用回收木材。"
      "馆内藏书约十二万册，设有儿童阅览区和自习室。"
      "三楼还有一个可以俯瞰河景的咖啡厅。"
      "图书馆每周二至周日开放，晚上九点闭馆。")
BRIDGE = ("The Westbrook footbridge was designed by engineer Maya Holt. The steel was supplied by "
          "Carver Works, a firm from Leeds. Construction was led by site manager Owen Pryce and "
          "took eleven months. The bridge opened in May 2021 and is 84 metres long. It may be "
          "closed during storms.")
MUSEE = ("Le musée a été conçu par l'architecte Claire Morel. Les travaux ont été dirigés par Paul "
         "Girard. Il a ouvert en mars 2019 et accueille 150 000 visiteurs par an. La photographie "
         "n'est pas autorisée dans les salles. Le musée pourrait ouvrir une annexe en 2027.")
PEERS = ("老街和东市是品尝本地小吃的好去处。当地导游建议，游客最好在傍晚去东市，那时摊位最多、"
         "也最热闹。")


@pytest.mark.parametrize(("claim", "page"), [
    ("The hall, designed by Lena Park, opened in 2022 and seats 1,200 people.", EN),
    ("Die von Petra Lang entworfene Halle wurde 2022 eröffnet und bietet 1.200 Plätze.", DE),
    ("城东图书馆今年五月开放，藏书约十二万册，设有儿童阅览区，三楼有俯瞰河景的咖啡厅。", ZH),
    ("Designed by Maya Holt and built under site manager Owen Pryce in eleven months, the "
     "84-metre Westbrook footbridge opened in May 2021.", BRIDGE),
    ("Conçu par Claire Morel et ouvert en mars 2019, le musée accueille 150 000 visiteurs par "
     "an.", MUSEE),
])
def test_a_summary_of_a_paragraph_is_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


@pytest.mark.parametrize(("claim", "page"), [
    ("The hall, designed by Tom Reyes, opened in 2022 and seats 1,200 people.", EN),
    ("当地导游建议，游客最好在傍晚去老街，那时摊位最多、也最热闹。", PEERS),
    ("Designed by Owen Pryce and built under site manager Maya Holt in eleven months, the "
     "84-metre Westbrook footbridge opened in May 2021.", BRIDGE),
    ("Conçu par Paul Girard et ouvert en mars 2019, le musée accueille 150 000 visiteurs par "
     "an.", MUSEE),
])
def test_a_name_from_another_role_or_a_peer_is_not_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] != "supported"


@pytest.mark.parametrize(("claim", "page"), [
    ("The hall, designed by Lena Park, opened in 2022 and seats 2,100 people.", EN),
    ("Die von Petra Lang entworfene Halle wurde 2021 eröffnet und bietet 1.200 Plätze.", DE),
    ("城东图书馆今年五月开放，藏书约二十万册，设有儿童阅览区，三楼有俯瞰河景的咖啡厅。", ZH),
    ("Designed by Maya Holt and built under site manager Owen Pryce in nine months, the "
     "84-metre Westbrook footbridge opened in May 2021.", BRIDGE),
])
def test_a_summary_with_a_figure_the_paragraph_lacks_is_unsupported(claim: str,
                                                                   page: str) -> None:
    assert explain(claim, page)[0] == "unsupported"


@pytest.mark.parametrize(("claim", "page"), [
    ("城东图书馆今年五月开放，藏书约十二万册，没有儿童阅览区，三楼有俯瞰河景的咖啡厅。", ZH),
    pytest.param(
        "Designed by Maya Holt with steel from Carver Works, the 84-metre Westbrook "
        "footbridge opened in May 2021 and will be closed during storms.", BRIDGE,
        marks=pytest.mark.xfail(strict=True, reason=(
            "a summary's clause firming up a hedge of a sentence far from its window "
            "('will' for 'may be closed') is not read; this passed only while "
            "number_context found 'May' inside 'Maya'"))),
    ("Conçu par Claire Morel et ouvert en mars 2019, le musée accueille 150 000 visiteurs par "
     "an, et la photographie y est autorisée.", MUSEE),
    ("Conçu par Claire Morel et ouvert en mars 2019, le musée accueille 150 000 visiteurs par "
     "an et ouvrira une annexe en 2027.", MUSEE),
])
def test_a_summary_that_turns_or_firms_up_a_sentence_is_not_supported(claim: str,
                                                                      page: str) -> None:
    assert explain(claim, page)[0] != "supported"


def test_a_sentence_giving_only_a_name_is_no_clause_of_the_summary() -> None:
    index = SourceIndex(EN)
    claim = "The hall, designed by Tom Reyes, opened in 2022 and seats 1,200 people."
    swapped, plain = terms(claim), plain_terms(claim, capitalises=False)
    match = index.best(swapped)
    assert match is not None
    assert all(summed_sentences(index, swapped, match, plain, bounds) is None
               for bounds in blocks(index, match))


def test_a_paragraph_ends_at_a_blank_line_and_a_heading() -> None:
    page = "# Title\n\nOne sentence here. Another one here.\n\n## Next\n\nA third one."
    index = SourceIndex(page)
    match = index.best(terms("another one here"))
    assert match is not None
    first, last = paragraph(index, match)
    assert "Title" not in index.sentence(first)
    assert "third" not in index.sentence(last) and "Next" not in index.sentence(last)
