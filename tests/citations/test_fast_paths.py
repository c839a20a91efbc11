"""The support check's fast paths read what the slower forms read: remembered numbers,
a page's sentences cut once, sentence ends and capitals found by a skipping scan,
multiples and markers looked up only in texts that can hold them."""

from __future__ import annotations

from services.citations.doubling import multiples
from services.citations.numbers import numbers
from services.citations.page_names import PageNames
from services.citations.passages import SourceIndex
from services.citations.per_answer import forget
from services.citations.sentences import sentence_spans
from services.citations.signals import capital_share


def test_remembered_numbers_are_a_new_list_each_time() -> None:
    first = numbers("Founded in 1898, it employs 1,200 people.")
    first.clear()
    again = numbers("Founded in 1898, it employs 1,200 people.")
    assert [n.text for n in again] == ["1898", "1,200"]
    forget()
    assert [n.text for n in numbers("Founded in 1898, it employs 1,200 people.")] == [
        "1898", "1,200"]


def test_page_sentences_are_cut_once_and_handed_out_afresh() -> None:
    index = SourceIndex("The bridge opened in 1932. It carries six lanes.")
    sentences = index.sentences()
    sentences.append("not on the page")
    assert index.sentences() == ["The bridge opened in 1932.", "It carries six lanes."]


def test_sentence_ends_of_every_kind() -> None:
    text = "Am 14. März begann es. Dann kam Dr. Albrecht! 他来了。她也来了\n# Heading\nLast"
    assert [text[s:e] for s, e in sentence_spans(text)] == [
        "Am 14. März begann es.", "Dann kam Dr. Albrecht!", "他来了。", "她也来了",
        "# Heading", "Last"]


def test_a_full_stop_inside_a_table_row_ends_nothing() -> None:
    text = "| Max. Drehmoment | 85 Nm |\nThe motor is small. It is quiet."
    assert [text[s:e] for s, e in sentence_spans(text)] == [
        "| Max. Drehmoment | 85 Nm |", "The motor is small.", "It is quiet."]


def test_names_and_capitals_of_a_page() -> None:
    names = PageNames("The team met Dr. Obi in Lyon.", False)
    assert "Lyon" in names
    assert capital_share("one Two three Four five six seven") > 0


def test_multiples_in_any_case_and_language() -> None:
    assert multiples("Sales DOUBLED last year") == [("DOUBLED", 2)]
    assert multiples("Der Umsatz hat sich verdreifacht") == [("verdreifacht", 3)]
    assert multiples("De omzet is verdrievoudigd") == [("verdrievoudigd", 3)]
    assert multiples("销量翻了一番") == [("翻了一番", 2)]
    assert multiples("A double room costs more") == []
