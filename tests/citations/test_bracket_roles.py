"""A role the page brackets after one name, set by the claim beside another name."""

from __future__ import annotations

from services.citations.bracket_roles import bracket_role_swap
from tests.citations.judge import evidence

AUTHORS = ("## Authors\n\nPrepared by Dr. Naomi Clarke (consultant paediatrician, lead "
           "author) and Mark Osei (senior pharmacist), with review by the nursing council.")
AUTOREN = ("Die Leitlinie gilt ab Mai. Verfasst von Dr. Anna Roth (Oberärztin, "
           "Erstautorin) und Jana Weber (Apothekerin). Sie wird jährlich geprüft.")


def test_another_persons_bracketed_role_beside_a_name_is_a_swap() -> None:
    wrong = evidence("The guideline's lead author is Mark Osei, a consultant paediatrician.",
                     AUTHORS)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_elsewhere")
    wrong = evidence("Erstautorin der Leitlinie ist die Oberärztin Jana Weber.", AUTOREN)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_elsewhere")


def test_the_persons_own_role_or_both_persons_named_is_no_swap() -> None:
    assert bracket_role_swap("The lead author is Naomi Clarke, a consultant paediatrician.",
                             AUTHORS) is None
    assert bracket_role_swap("Mark Osei, a senior pharmacist, co-wrote the guideline.",
                             AUTHORS) is None
    assert bracket_role_swap("Mark Osei co-wrote it with consultant paediatrician Naomi "
                             "Clarke.", AUTHORS) is None
    right = evidence("Die Apothekerin Jana Weber hat die Leitlinie mitverfasst.", AUTOREN)
    assert right.support != "unsupported"
