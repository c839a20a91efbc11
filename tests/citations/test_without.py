"""A claim's "without" answers only the page's negation of what it goes without: "dogs
without a muzzle may board" does not answer "dogs without a muzzle may not board"."""

from __future__ import annotations

from services.citations.without import without_objects
from tests.citations.judge import evidence

FERRY = ("Die Fähre fährt stündlich. Hunde, die angeleint sind, aber keinen Maulkorb tragen, "
         "dürfen nicht in den Innenraum. Fahrräder werden kostenlos mitgenommen.")
MUSEUM = ("The museum opens at ten. Children under 12 do not need a ticket. "
          "Visitors with large bags may not enter the galleries.")
BAGNO = "Il lido apre alle nove. I bambini sotto i 6 anni non pagano il biglietto."


def test_what_a_claim_goes_without() -> None:
    assert without_objects("Children get in without a ticket.") == ["ticket"]
    assert without_objects("Hunde ohne Maulkorb dürfen mit.") == ["maulkorb"]
    assert without_objects("Entry is free, even without a ticket.") is None  # "free" itself
    assert without_objects("入园无需门票。") == ["门票"]


def test_a_without_does_not_answer_another_negation() -> None:
    wrong = evidence("Angeleinte Hunde ohne Maulkorb dürfen mit in den Innenraum.", FERRY)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")
    bags = evidence("Visitors with large bags may enter the galleries without a ticket.", MUSEUM)
    assert (bags.support, bags.reason) == ("unsupported", "negation")


def test_a_without_says_what_the_pages_negation_of_it_says() -> None:
    right = evidence("Children under 12 get into the museum without a ticket.", MUSEUM)
    assert right.support != "unsupported"
    italian = evidence("I bambini sotto i 6 anni entrano al lido senza biglietto.", BAGNO)
    assert italian.support != "unsupported"
