"""A role set beside a person's name that the page sets beside that name differently."""

from __future__ import annotations

from services.citations.apposition_role import other_role
from services.citations.support import explain

BRIDGE = ("# Bridge\n\nThe council has approved a new cycle bridge over the river. "
          "Councillor Jen Mayhew, the cabinet member for transport, said the bridge would "
          "cut the walk from the station to the quay from 25 minutes to eight. Mayhew, who "
          "chairs the planning committee, called the vote historic.")
RAT = ("# Rat\n\nDer Gemeinderat hat die Sanierung beschlossen. Tobias Wirth, der "
       "Bürgermeister der Gemeinde, sprach von einer wichtigen Entscheidung.")


def test_another_role_beside_the_name_is_unsupported() -> None:
    assert explain("Councillor Jen Mayhew, the council leader, said the bridge would cut "
                   "the walk from the station to the quay from 25 minutes to eight.",
                   BRIDGE)[0] == "unsupported"
    assert other_role("Tobias Wirth, der Kämmerer, sprach von einer "
                      "wichtigen Entscheidung.", RAT) is not None


def test_the_page_role_or_one_it_gives_elsewhere_is_kept() -> None:
    assert other_role("Councillor Jen Mayhew, the transport cabinet member, said the "
                      "bridge would cut the walk.", BRIDGE) is None
    assert other_role("Jen Mayhew, who chairs the planning committee, said the bridge "
                      "would cut the walk.", BRIDGE) is None
    assert other_role("Jen Mayhew, chair of the planning committee, said the bridge "
                      "would cut the walk.", BRIDGE) is None


HERONS = ("# Herons\n\nGrey herons have nested at Ashby Lake for the first time in 40 years. "
          "The trust's ecologist, Dr Ravi Mehta, believes the birds were drawn back by "
          "cleaner water. A webcam streams pictures of the nests.")


def test_another_role_before_the_name_is_unsupported() -> None:
    assert explain("The trust's director, Dr Ravi Mehta, believes the birds were drawn "
                   "back by cleaner water.", HERONS)[0] == "unsupported"
    assert explain("The trust's ecologist, Dr Ravi Mehta, believes the birds were drawn "
                   "back by cleaner water.", HERONS)[0] == "supported"
