"""A German name the passage's sentence writes in another role, put in a slot it fills
with another name, the slot held by the same words on both sides
(``aligned_name_swap._held_both``): there an article before the name tells no noun."""

from services.citations.support import explain

PAGE = ("Das Mittelgebirge liegt im Nordosten Bayerns. Höchster Gipfel der Region ist der "
        "Kahlenberg mit 910 Metern, dicht gefolgt vom Hochkopf (884 Meter), den im Sommer "
        "ein Sessellift erschließt. Der Hochkopf ist im Winter ein beliebtes Skigebiet.")


def test_a_name_of_the_sentence_in_the_held_slot_is_caught() -> None:
    claim = "Höchster Gipfel der Region ist der Hochkopf mit 910 Metern."
    assert explain(claim, PAGE)[0] == "unsupported"


def test_the_pages_name_a_general_word_or_a_reworded_slot_passes() -> None:
    for claim in ("Höchster Gipfel der Region ist der Kahlenberg mit 910 Metern.",
                  "Höchster Gipfel der Region ist der Gipfel mit 910 Metern am Nordrand.",
                  "Mit 910 Metern ist der Kahlenberg der höchste Gipfel der Region.",
                  "Im Sommer erschließt ein Sessellift den Hochkopf (884 Meter)."):
        assert explain(claim, PAGE)[0] != "unsupported", claim
