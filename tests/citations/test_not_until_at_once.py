""""At once" where the page says "not until" (en, fr, es), and the twins that keep the
wait ("only once", "qu'une fois", "cuando ya")."""

from __future__ import annotations

import pytest

from services.citations.not_until_at_once import not_until_at_once
from services.citations.passages import SourceIndex, terms
from tests.citations.judge import evidence

PAN = ("Heat the butter in a wide pan. Fry the mushrooms over a high heat; do not salt them "
       "until they have browned. Set them aside.")
POELE = ("Faites chauffer le beurre. Faites revenir les champignons à feu vif; ne les salez pas "
         "avant qu'ils soient dorés. Réservez.")
SARTEN = ("Calienta la mantequilla. Sofríe las setas a fuego fuerte; no añadas la sal hasta que "
          "estén doradas. Reserva.")


def _found(claim: str, page: str) -> bool:
    index = SourceIndex(page)
    match = index.best(terms(claim))
    assert match is not None
    return not_until_at_once(claim, index, match) is not None


@pytest.mark.parametrize(("claim", "page"), [
    ("Salt the mushrooms as soon as they go into the pan.", PAN),
    ("Salez les champignons dès qu'ils sont dans la poêle.", POELE),
    ("Añade la sal a las setas en cuanto entren en la sartén.", SARTEN),
])
def test_at_once_for_not_until_is_unsupported(claim: str, page: str) -> None:
    assert _found(claim, page)
    assert evidence(claim, page).support == "unsupported"


@pytest.mark.parametrize(("claim", "page"), [
    ("Salt the mushrooms only once they have browned.", PAN),
    ("Ne salez les champignons qu'une fois dorés.", POELE),
    ("Añade la sal a las setas cuando ya estén doradas.", SARTEN),
])
def test_the_wait_kept_is_supported(claim: str, page: str) -> None:
    assert not _found(claim, page)
    assert evidence(claim, page).support == "supported"


LENTILS = ("Rinse the lentils and simmer them for 25 minutes. Do not add salt until the lentils "
           "are cooked, because salting too early can keep the skins tough. Serve warm.")


def test_done_before_for_not_until_is_unsupported() -> None:
    claim = "You should add the salt before the lentils are cooked."
    assert _found(claim, LENTILS)
    assert evidence(claim, LENTILS).support == "unsupported"


def test_the_wait_kept_before_the_deed_is_supported() -> None:
    claim = "Cook the lentils before you add the salt."  # the salt after "before": it waits
    assert not _found(claim, LENTILS)
    assert evidence(claim, LENTILS).support == "supported"
