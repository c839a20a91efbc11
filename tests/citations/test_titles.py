"""A name's title, written before it on both sides ("lead developer Mia Koenig"), says who
the person is, not what the claim says of them: a claim that gives a titled person
another's role ("reported by lead developer Mia Koenig" where a user reported it) is a
swap, not a summary joining two statements."""

from __future__ import annotations

import pytest

from services.citations.titles import title_terms
from tests.citations.judge import evidence

EN = ("# Tilemap 3.4\n\n### Fixed\n\n- Fixed a freeze when exporting large maps to SVG "
      "(reported by user Omar Haddad).\n- Fixed wrong scale bars in printouts.\n\n## Next\n\n"
      "The next release is due in spring. Lead developer Mia Koenig said version 4 will add "
      "offline tiles.")
FR = ("# Carnet 2.1\n\n### Corrigé\n\n- Correction d'un plantage à l'ouverture de gros "
      "fichiers PDF (signalé par l'utilisateur Paul Martin).\n- Correction des numéros de "
      "page à l'export.\n\n## Suite\n\nLa prochaine version sortira au printemps. La cheffe "
      "de produit Claire Dubois a annoncé que la version 3 apportera une nouvelle recherche.")


def test_the_title_is_the_words_before_the_name_on_both_sides() -> None:
    assert title_terms("reported by lead developer Mia Koenig", "Mia Koenig",
                       "Lead developer Mia Koenig said") == {"lead", "developer"}
    assert title_terms("reported by Mia Koenig", "Mia Koenig", "Lead developer Mia Koenig") == (
        set())


@pytest.mark.parametrize(("claim", "page"), [
    ("The freeze when exporting large maps to SVG was reported by lead developer Mia "
     "Koenig.", EN),
    ("Le plantage à l'ouverture de gros fichiers PDF a été signalé par la cheffe de produit "
     "Claire Dubois.", FR),
])
def test_a_titled_name_in_anothers_role_is_unsupported(claim: str, page: str) -> None:
    wrong = evidence(claim, page)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_elsewhere")


def test_the_titled_name_in_its_own_role_is_supported() -> None:
    assert evidence("The freeze when exporting large maps to SVG was reported by user Omar "
                    "Haddad.", EN).support == "supported"
    assert evidence("Lead developer Mia Koenig said version 4 will add offline tiles.",
                    EN).support == "supported"


def test_a_deed_before_a_function_word_is_no_title() -> None:
    sentence = "She was sold to Porthavel Town Council for a nominal £1."
    claim = "The lightship was sold to Porthavel Town Council for one pound."
    assert title_terms(claim, "Porthavel", sentence, tight=True) == set()
    assert title_terms("led by product manager Hannah Obi", "Hannah",
                       "Lead product manager Hannah Obi said", tight=True) == {"product",
                                                                             "manager"}
