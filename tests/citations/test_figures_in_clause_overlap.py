"""A figure of the sentence's clause ("X 4 Pro") is for the number checks: it asks no
more words of the page's clause before the two are compared for a plan stated as done."""

from __future__ import annotations

from services.citations.support import explain

PHONE = ("Das Telefon kam 2025 auf den Markt. Der Hersteller plant, im Herbst 2026 einen "
         "Ersatzakku als Zubehör anzubieten. Es kostet 499 Euro.")


def test_a_plan_stated_as_done_beside_a_model_number_is_unsupported() -> None:
    assert explain("Für das X 4 Pro ist ein Ersatzakku als Zubehör erhältlich.",
                   PHONE)[0] == "unsupported"


def test_the_plan_reported_as_a_plan_is_kept() -> None:
    assert explain("Für das X 4 Pro soll im Herbst 2026 ein Ersatzakku als Zubehör erscheinen.",
                   PHONE)[0] != "unsupported"
