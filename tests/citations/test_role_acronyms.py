"""A role written short ("CEO") is the role spelled out ("chief executive"), and a
possessive before a name ("Riverside's Dr. Adeyemi") says whose, not which role."""

from __future__ import annotations

from services.citations.support import explain

MERGER = ("The combined organization will be called Hartfield Valley Health. Riverside's chief "
          "executive, Dr. Samuel Adeyemi, will lead the new system as CEO, while St. Aldric's "
          "CEO Karen Liu will become president.")
CLUB = ("The football club has finally found a site for its new ground. The club's chairman "
        "Mark Ellis and its CEO Laura Finch announced the new stadium on Monday, saying that it "
        "will hold about twenty thousand fans when it opens in three years.")


def test_a_role_spelled_out_for_its_acronym_is_not_unsupported() -> None:
    claim = ("Riverside's Dr. Samuel Adeyemi will serve as CEO, with St. Aldric's chief "
             "executive Karen Liu becoming president.")
    assert explain(claim, MERGER)[0] != "unsupported"
    claim = "The club's chief executive Laura Finch and chairman Mark Ellis announced the stadium."
    assert explain(claim, CLUB)[0] != "unsupported"


def test_a_role_the_page_gives_someone_else_as_an_acronym_is_unsupported() -> None:
    claim = "The club's chief executive Mark Ellis announced the new stadium on Monday."
    assert explain(claim, CLUB)[0] == "unsupported"
