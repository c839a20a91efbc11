"""``explain_window`` tells which passage a claim was judged against, with the judgment
``explain`` gives."""

from __future__ import annotations

from services.citations.support import explain, explain_window

PAGE = ("# Harbour Museum\n\nThe Harbour Museum tells the story of the town's fishing fleet.\n\n"
        "Guided tours run every afternoon in summer.\n\nThe café on the top floor looks out "
        "over the harbour.")


def test_the_window_is_the_sentence_that_states_the_claim() -> None:
    claim = "Guided tours run every afternoon in summer."
    match, support, finding = explain_window(claim, PAGE)
    assert match is not None
    assert PAGE[match.start : match.end] == "Guided tours run every afternoon in summer."
    assert (support, finding) == explain(claim, PAGE)


def test_no_window_on_an_empty_page() -> None:
    match, support, _finding = explain_window("Guided tours run every afternoon.", "")
    assert match is None and support == "unsupported"
