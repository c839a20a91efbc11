"""A month or a day of the week the passage gives as another, in languages that write
them in lower case or capitalise every noun."""

from __future__ import annotations

from services.citations.calendar_names import other_calendar_name
from services.citations.support import explain

EMBALSE = ("# Embalse\n\nEl embalse está al 42 % de su capacidad. Las lluvias de marzo "
           "aportaron 180 hectómetros cúbicos. La campaña de riego empezará el 1 de mayo.")
FEST = ("# Stadtfest\n\nAuf drei Bühnen treten 40 Bands auf. Der Eintritt ist frei, nur "
        "das Abschlusskonzert am Sonntag kostet 10 Euro.")
MARCHE = "# Marché\n\nLe marché se tient le mardi matin sur la place de l'église."


def test_another_month_or_day_is_unsupported() -> None:
    assert explain("Las lluvias de abril aportaron 180 hectómetros cúbicos.",
                   EMBALSE)[0] == "unsupported"
    assert explain("Der Eintritt ist frei, nur das Abschlusskonzert am Samstag kostet "
                   "10 Euro.", FEST)[0] == "unsupported"
    assert other_calendar_name("Le marché se tient le jeudi matin sur la place.",
                               MARCHE) == ("jeudi", "mardi")


def test_the_same_month_or_day_in_another_form_is_kept() -> None:
    assert explain("Las lluvias caídas en marzo aportaron 180 hectómetros cúbicos.",
                   EMBALSE)[0] != "unsupported"
    assert other_calendar_name("Das Abschlusskonzert findet sonntags statt.",
                               FEST) is None
    # "may" is as often a verb: English months are for the name checks.
    assert other_calendar_name("The market may move to a Tuesday in March.", MARCHE) is None


def test_a_season_the_passage_gives_as_another_is_unsupported() -> None:
    assert other_calendar_name("Die Arbeiten sollen im Frühjahr beginnen.",
                               "Die Arbeiten sollen im Herbst beginnen.") == (
        "Frühjahr", "Herbst")
    assert other_calendar_name("Las obras empezarán en invierno.",
                               "Las obras empezarán en otoño.") == ("invierno", "otoño")


def test_two_months_joined_from_two_sentences_are_kept() -> None:
    # The claim names the window's month too, and the other stands in the next sentence.
    assert other_calendar_name("The pool opens in May and closes in September.",
                               "The pool opens in May.",
                               "The pool opens in May. It closes in September.") is None
    assert other_calendar_name("Das Bad öffnet im Mai und schließt im September.",
                               "Das Bad öffnet im Mai.") is None


def test_english_spring_is_a_season_only_after_a_word_of_time() -> None:
    assert other_calendar_name("Construction is due to begin in spring.",
                               "Construction is due to begin in autumn.") == (
        "spring", "autumn")
    assert other_calendar_name("The spring water is bottled in autumn.",
                               "The mineral water is bottled in autumn.") is None
