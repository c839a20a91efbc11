"""A share told as a ratio in words ("zwei von fünf" for 40 %) and a half hour on the
Chinese clock ("下午5点半" for "17:30")."""

from __future__ import annotations

from services.citations.derived_numbers import ratio_shares
from services.citations.numbers import numbers
from tests.citations.judge import evidence

ZAEHLUNG = ("Bei der Messung im März fuhren in der Gartenstraße ca. 40 % der Fahrzeuge "
            "schneller als die erlaubten 30 km/h.")
SURVEY = "In the spring survey, 25% of the households in Ashby said they owned an e-bike."
MUSEUM = "博物馆每周一闭馆，其他时间开放时间为9:00至17:30。"


def test_a_ratio_in_words_is_its_share() -> None:
    claim = "zwei von fünf Fahrzeugen, one in four households, 3 out of 10 people"
    shares = {n.text: ratio_shares(n, claim) for n in numbers(claim)}
    assert shares["zwei"] == shares["fünf"] == [40.0]
    assert shares["four"] == [25.0]
    assert shares["3"] == shares["10"] == [30.0]


def test_a_number_before_a_year_is_no_ratio() -> None:
    claim = "3 in 2025 and zwei von 1990, but one in 5000"
    shares = {n.text: ratio_shares(n, claim) for n in numbers(claim)}
    assert shares["3"] == shares["zwei"] == []
    assert shares["5000"] == [0.02]


def test_a_ratio_in_words_agrees_with_the_pages_percentage() -> None:
    right = evidence("Bei der Messung im März fuhren in der Gartenstraße rund zwei von fünf "
                     "Fahrzeugen schneller als die erlaubten 30 km/h.", ZAEHLUNG)
    assert right.support != "unsupported"
    wrong = evidence("Bei der Messung im März fuhren in der Gartenstraße rund drei von fünf "
                     "Fahrzeugen schneller als die erlaubten 30 km/h.", ZAEHLUNG)
    assert wrong.support == "unsupported"
    assert evidence("In the spring survey, one in four households in Ashby said they owned "
                    "an e-bike.", SURVEY).support != "unsupported"


def test_a_half_hour_on_the_chinese_clock_is_the_pages_time() -> None:
    assert [sorted(n.values) for n in numbers("下午5点半")] == [[5.3, 17.3]]
    assert evidence("博物馆每周一闭馆，其他时间开放时间为早上9点到下午5点半。",
                    MUSEUM).support != "unsupported"
    assert evidence("博物馆每周一闭馆，其他时间开放时间为早上9点到下午6点半。",
                    MUSEUM).support == "unsupported"
