"""A negation said with a verb of loss or of going without ("has lost feeling" for "cannot
feel", "verzichtet auf Sago" for "verwendet Sago nicht"): a word of an end
(``cues.ENDS``), so against the page's negation it asks for a check, never sure to be the
opposite; the plain statement against the negation stays a flip."""

from __future__ import annotations

from services.citations.support import explain

HAND = ("# Hand injuries in children\n\n## When to call an ambulance\n\n"
        "Call 999 if a bone is visible through the skin, or if the child cannot feel their "
        "fingers. Otherwise take the child to a minor injuries unit.\n")
COMPOTE = ("# Omas Rote Grütze\n\nFür vier Portionen braucht man 500 g gemischte Beeren und "
           "400 ml Kirschsaft. Sago oder Grieß, wie sie in älteren Rezepten vorkommen, verwendet "
           "Oma Hilde nicht. Gefrorene Beeren kann man unaufgetaut verwenden.\n")


def test_a_lost_ability_is_no_flip_of_cannot() -> None:
    support, finding = explain("You should call 999 if the child has lost feeling in their "
                               "fingers.", HAND)
    assert support != "unsupported", finding
    support, finding = explain("You should call 999 if the child can feel their fingers.", HAND)
    assert support == "unsupported" and finding is not None and finding.reason == "negation"


def test_going_without_is_no_flip_of_not_using() -> None:
    support, finding = explain("Oma Hilde verzichtet bei ihrer Roten Grütze auf Sago und "
                               "Grieß.", COMPOTE)
    assert support != "unsupported", finding
    support, finding = explain("Oma Hilde verwendet Sago oder Grieß.", COMPOTE)
    assert support == "unsupported" and finding is not None and finding.reason == "negation"
