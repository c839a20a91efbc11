"""A restriction widened where the restricted case is a compound that starts like a verb
of the claim ("nur auf dem Grillplatz" -> "überall im Park", the claim's "Grillen"
starting like "Grillplatz"): the case is not in the claim, and the claim's own words
stand in its place."""

from __future__ import annotations

from services.citations.support import explain

PARK = ("Ab dem 1. Mai gelten im Eichenwald-Park neue Regeln. Grillen ist nur auf dem "
        "Grillplatz erlaubt. Der Park ist täglich von 6 bis 22 Uhr geöffnet.")


def test_the_restricted_case_widened() -> None:
    support, finding = explain("Grillen ist überall im Park erlaubt.", PARK)
    assert support == "unsupported"
    assert finding is not None and finding.rule == "restriction"


def test_the_case_kept_in_another_form() -> None:
    assert explain("Grillen ist auf dem Grillplatz erlaubt.", PARK)[0] == "supported"


def test_a_restriction_past_function_words_widened() -> None:
    """"alleen in het westelijke deel" -> "overal in het Vondelpark": the restricted case
    stands after "in het", not right after "alleen"."""
    page = ("Vanaf 1 juni gelden nieuwe regels in het park. Honden mogen alleen in het "
            "westelijke deel loslopen. Het park is 47 hectare groot.")
    support, finding = explain("Honden mogen overal in het Vondelpark loslopen.", page)
    assert support == "unsupported"
    assert finding is not None and finding.rule == "restriction"
    assert explain("Honden mogen in het westelijke deel loslopen.", page)[0] != "unsupported"
