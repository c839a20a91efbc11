"""A last clause a claim adds, whose words the passage and its neighbours lack and no
sentence of the page states, though a few of them stand scattered elsewhere on the page,
is invented; the same clause stated beside the passage, or in one sentence elsewhere
(a summary joins it), is not."""

from __future__ import annotations

from services.citations.unheld_clause import unheld_clause
from tests.citations.judge import evidence

MUSEUM = ("The museum reopened in March after a two-year renovation of its roof. Entry remains "
          "free for children.\n\n## Around the town\n\nThe old harbour has a terrace café. "
          "Guided walks start at the town hall in the evening. Brass bands play concerts in "
          "summer.")
MARCHE = ("Le marché couvert ouvre le samedi matin. Il compte une trentaine de stands.\n\n"
          "## Alentours\n\nLa ferme voisine élève des chèvres. Le fromage du pays est réputé. "
          "On vend des billets à la gare.")
BIBLIOTECA = ("La biblioteca amplía su horario los domingos desde enero. La entrada es libre.\n\n"
              "## Servicios\n\nLos estudiantes pueden pedir un carné. Hay taquillas en la "
              "planta baja. El préstamo de portátiles es gratuito.")
CONCERTS = "The museum runs evening concerts on its new roof terrace in summer."


def test_an_added_clause_whose_words_stand_only_scattered_on_the_page_is_invented() -> None:
    english = evidence("The museum reopened in March after a two-year renovation of its roof, "
                       "and evening concerts are now held on its terrace.", MUSEUM)
    assert english.support == "unsupported"
    french = evidence("Le marché couvert ouvre le samedi matin, et on y vend surtout du "
                      "fromage de chèvre.", MARCHE)
    assert french.support == "unsupported"
    assert unheld_clause("La biblioteca amplía su horario los domingos desde enero, mientras "
                         "los estudiantes reciben taquillas gratuitas.",
                         "La biblioteca amplía su horario los domingos desde enero. La entrada "
                         "es libre.", BIBLIOTECA.split(". ")) is not None


def test_the_same_clause_stated_beside_the_passage_or_elsewhere_agrees() -> None:
    beside = evidence("The museum reopened in March after a two-year renovation of its roof, "
                      "and evening concerts are now held on its terrace.",
                      MUSEUM.replace("Entry remains free for children.", CONCERTS))
    assert beside.support == "supported"
    elsewhere = evidence("The museum reopened in March after a two-year renovation of its "
                         "roof, and evening concerts are now held on its terrace.",
                         f"{MUSEUM} {CONCERTS}")
    assert elsewhere.support == "supported"
    french = evidence("Le marché couvert ouvre le samedi matin, et on y vend surtout du "
                      "fromage de chèvre.", MARCHE.replace(
                          "Il compte une trentaine de stands.",
                          "On y vend surtout du fromage de chèvre."))
    assert french.support == "supported"


def test_a_clause_with_a_figure_is_left_to_the_number_checks() -> None:
    assert unheld_clause("La biblioteca amplía su horario los domingos desde enero, y la UE "
                         "pagará el 50 % del coste.", "La biblioteca amplía su horario los "
                         "domingos desde enero.", []) is None


def test_a_word_the_page_writes_inside_a_compound_stands_near() -> None:
    # German and Dutch join nouns into one word: "Wind" stands in "Windwarnung".
    page = ("Die Fähre nach Hiddensee fährt von Mai bis September stündlich. "
            "Bei einer Windwarnung fällt der Fährverkehr aus.")
    near = page
    assert unheld_clause("Die Fähre nach Hiddensee fährt von Mai bis September stündlich, "
                         "wobei bei Wind Ausfälle möglich sind.", near, page.split(". ")) is None
    assert unheld_clause("Die Fähre nach Hiddensee fährt von Mai bis September stündlich, "
                         "wobei Hunde kostenlos mitfahren dürfen.", near, page.split(". "))
