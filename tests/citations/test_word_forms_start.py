"""``word_forms.shared_start``: the letters two words share from their start, the measure
the checks that compare two forms of a word read (``cause_forms``, ``possible_outcome``)."""

from services.citations.word_forms import shared_start


def test_shared_start_counts_the_common_letters_from_the_start() -> None:
    assert shared_start("stored", "storage") == 4
    assert shared_start("gestiegen", "gestiegener") == 9
    assert shared_start("sperren", "gesperrt") == 0
    assert shared_start("fällt", "fällt") == 5
    assert shared_start("", "word") == 0
