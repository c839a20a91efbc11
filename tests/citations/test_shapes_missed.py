"""Shapes of wrong claims that passed as supported: deeds of two people crossed
(``crossed_roles``, ``cjk_crossed_roles``), a condition kept without the hedge around it
in Chinese (``cjk_kept_condition``), the halves of a gapped sentence fused
(``gapped_clause``), a case declared exempt put back under its rule (``exempted``)."""

from __future__ import annotations

import pytest

from services.citations.support import explain

PAGE_DE = "Die Halle wurde von der Architektin Maria Lenz entworfen und von Jonas Weber gebaut."
PAGE_EN = "The hall was designed by architect Maria Lenz and built by Jonas Weber."
PAGE_FR = "Le pont a été conçu par Claire Dubois et construit par Marc Leroy."


@pytest.mark.parametrize(("page", "claim"), [
    (PAGE_DE, "Die von Jonas Weber entworfene Halle wurde von Maria Lenz gebaut."),
    (PAGE_EN, "The hall, designed by Jonas Weber, was built by Maria Lenz."),
    (PAGE_EN, "Jonas Weber designed the hall."),
    (PAGE_FR, "Le pont, conçu par Marc Leroy, a été construit par Claire Dubois."),
])
def test_crossed_deeds_are_unsupported(page: str, claim: str) -> None:
    assert explain(claim, page)[0] == "unsupported"


@pytest.mark.parametrize(("page", "claim"), [
    (PAGE_DE, "Die von Maria Lenz entworfene Halle wurde von Jonas Weber gebaut."),
    (PAGE_EN, "The hall, designed by Maria Lenz, was built by Jonas Weber."),
    (PAGE_EN, "Maria Lenz designed the hall, which Jonas Weber built."),
    (PAGE_EN, "The hall was built by Jonas Weber."),
    ("The hall was designed by Maria Lenz and Jonas Weber.", "Jonas Weber designed the hall."),
    (PAGE_FR, "Le pont, conçu par Claire Dubois, a été construit par Marc Leroy."),
])
def test_deeds_kept_beside_their_people_stay_supported(page: str, claim: str) -> None:
    assert explain(claim, page)[0] != "unsupported"


ROAD_ZH = "气象部门表示，如果降雪持续，这条公路可能会封闭。"


@pytest.mark.parametrize("claim", [
    "如果降雪持续，这条公路一定会封闭。", "如果降雪持续，这条公路会封闭。"])
def test_cjk_condition_kept_without_its_hedge_is_unsupported(claim: str) -> None:
    assert explain(claim, ROAD_ZH)[0] == "unsupported"


@pytest.mark.parametrize("claim", [
    "如果降雪持续，这条公路可能封闭。", "如果降雪持续，这条公路或许会封闭。"])
def test_cjk_condition_kept_with_a_hedge_stays_supported(claim: str) -> None:
    assert explain(claim, ROAD_ZH)[0] != "unsupported"


@pytest.mark.parametrize(("page", "claim"), [
    ("Die Fähre fährt im Sommer täglich, im Winter nur am Wochenende.",
     "Die Fähre fährt im Winter täglich."),
    ("The ferry runs daily in summer, but only at weekends in winter.",
     "The ferry runs daily in winter."),
    ("Le bac circule tous les jours en été, en hiver seulement le week-end.",
     "Le bac circule tous les jours en hiver."),
    ("Kids eat free on Mondays, seniors on Tuesdays.", "Kids eat free on Tuesdays."),
])
def test_halves_of_a_gapped_sentence_fused_are_unsupported(page: str, claim: str) -> None:
    assert explain(claim, page)[0] == "unsupported"


@pytest.mark.parametrize(("page", "claim"), [
    ("Die Fähre fährt im Sommer täglich, im Winter nur am Wochenende.",
     "Im Winter fährt die Fähre nur an Wochenenden."),
    ("The ferry runs daily in summer, but only at weekends in winter.",
     "In winter the ferry runs only at weekends."),
    ("Kids eat free on Mondays, seniors on Tuesdays.", "Seniors eat free on Tuesdays."),
    ("Kids eat free on Mondays, seniors on Tuesdays.", "Kids eat free on Mondays."),
])
def test_one_half_of_a_gapped_sentence_stays_supported(page: str, claim: str) -> None:
    assert explain(claim, page)[0] != "unsupported"


CHECKPOINT_EN = "All vehicles must stop at the checkpoint; emergency crews are exempt."
CHECKPOINT_DE = ("Alle Fahrzeuge müssen am Kontrollpunkt halten; Rettungskräfte sind davon "
                 "ausgenommen.")


@pytest.mark.parametrize(("page", "claim"), [
    (CHECKPOINT_EN, "Emergency crews must stop too."),
    (CHECKPOINT_DE, "Auch Rettungskräfte müssen halten."),
])
def test_exempt_case_put_back_under_the_rule_is_unsupported(page: str, claim: str) -> None:
    assert explain(claim, page)[0] == "unsupported"


@pytest.mark.parametrize(("page", "claim"), [
    (CHECKPOINT_EN, "Emergency crews do not have to stop at the checkpoint."),
    (CHECKPOINT_DE, "Rettungskräfte müssen am Kontrollpunkt nicht halten."),
])
def test_exempt_case_kept_exempt_stays_supported(page: str, claim: str) -> None:
    assert explain(claim, page)[0] != "unsupported"


BRIDGE_JA = "この橋は山田建設が設計し、佐藤花子氏が施工を担当した。"


@pytest.mark.parametrize("claim", [
    "この橋は佐藤花子氏が設計し、山田建設が施工を担当した。", "佐藤花子氏がこの橋を設計した。"])
def test_japanese_doers_crossed_are_unsupported(claim: str) -> None:
    assert explain(claim, BRIDGE_JA)[0] == "unsupported"


@pytest.mark.parametrize("claim", [
    "この橋は山田建設が設計し、佐藤花子氏が施工した。", "山田建設がこの橋を設計した。"])
def test_japanese_doers_kept_stay_supported(claim: str) -> None:
    assert explain(claim, BRIDGE_JA)[0] != "unsupported"


def test_doers_joined_by_and_share_their_deed() -> None:
    page = ("The hall was designed by Maria Lenz and Jonas Weber. Jonas Weber explained the "
            "plans to the council.")
    assert explain("Jonas Weber designed the hall.", page)[0] != "unsupported"


HOLT = "The museum was founded by Anna Holt in 1901 and expanded by her son Peter Holt."
HELMETS = "Staff must wear helmets on site; visitors are exempt from this rule."


@pytest.mark.parametrize(("page", "claim", "caught"), [
    (HOLT, "Peter Holt founded the museum.", True),
    (HOLT, "Anna Holt founded the museum in 1901.", False),
    (HOLT, "The museum was expanded by Holt.", False),
    (HELMETS, "Visitors must wear helmets too.", True),
    (HELMETS, "Visitors are exempt from the helmet rule.", False),
    (HELMETS, "Visitors do not need to wear helmets.", False),
])
def test_namesakes_and_exemptions_worded_otherwise(page: str, claim: str, caught: bool) -> None:
    assert (explain(claim, page)[0] == "unsupported") == caught
