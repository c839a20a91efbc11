"""A possibility that governs a clause ("possible that", "für möglich, dass") stated as fact."""

from __future__ import annotations

from services.citations.possible_that import possibility
from tests.citations.judge import evidence

BIRDS_DE = ("Die Studie zählte Vögel in 40 Straßen. Ko-Autor Dr. Tobias Brandl hält es für "
            "möglich, dass Tempo 30 in Wohngebieten den Vögeln hilft. Weitere Messungen folgen.")
BIRDS_EN = ("The study counted birds in 40 streets. Co-author Tobias Brandl thinks it "
            "possible that a 30 km/h limit helps birds in residential streets. More counts "
            "will follow.")
BIRDS_ZH = ("研究统计了40条街道的鸟类。研究人员认为，限速30公里有可能有助于住宅区的鸟类。"
            "后续还将继续监测。")
BIRDS_FR = ("L'étude a compté les oiseaux de 40 rues. Il est possible que le 30 km/h aide "
            "les oiseaux dans les quartiers résidentiels. D'autres comptages suivront.")


def test_the_frames_name_their_word_of_possibility() -> None:
    assert possibility("Brandl hält es für möglich") == "möglich"
    assert possibility("it is possible that it helps") == "possible"
    assert possibility("有可能有助于鸟类") == "可能"
    assert possibility("It is possible to book tickets online.") == ""


def test_the_clause_stated_as_fact_drops_the_possibility() -> None:
    for claim, page in (
            ("Laut Brandl hilft Tempo 30 in Wohngebieten den Vögeln.", BIRDS_DE),
            ("A 30 km/h limit helps birds in residential streets.", BIRDS_EN),
            ("限速30公里有助于住宅区的鸟类。", BIRDS_ZH),
            ("Le 30 km/h aide les oiseaux dans les quartiers résidentiels.", BIRDS_FR)):
        wrong = evidence(claim, page)
        assert (wrong.support, wrong.reason) == ("unsupported", "hedged"), claim


def test_the_possibility_kept_in_other_words_is_no_overreach() -> None:
    for claim, page in (
            ("Brandl hält Tempo 30 für eine mögliche Hilfe für die Vögel in Wohngebieten.",
             BIRDS_DE),
            ("A 30 km/h limit may help birds in residential streets.", BIRDS_EN),
            ("A 30 km/h limit possibly helps birds in residential streets.", BIRDS_EN),
            ("研究人员认为限速30公里可能有助于住宅区的鸟类。", BIRDS_ZH)):
        assert evidence(claim, page).support != "unsupported", claim


def test_a_frame_before_a_comma_governs_the_clause_after_it() -> None:
    page = "Es ist möglich, dass Tempo 30 den Vögeln in Wohngebieten hilft. Mehr folgt."
    wrong = evidence("Tempo 30 hilft den Vögeln in Wohngebieten.", page)
    assert (wrong.support, wrong.reason) == ("unsupported", "hedged")
    page = "Es ist möglich, die Tickets online zu kaufen. Die Kasse öffnet um neun."
    assert evidence("Tickets werden online verkauft.", page).support != "unsupported"
