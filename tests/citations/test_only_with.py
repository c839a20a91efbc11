""""Without X" where the page says "only with X" (en, de, es, fr), and the twins that keep
the restriction ("only with", "nicht ohne", "solo con")."""

from __future__ import annotations

import pytest

from services.citations.only_with import only_with_turned
from services.citations.passages import SourceIndex, terms
from tests.citations.judge import evidence

ROBOT = ("Der Fensterroboter wiegt 1,3 kg. Der Akku hält den Roboter bei Stromausfall 20 Minuten "
         "an der Scheibe. Der Roboter arbeitet nur mit angeschlossenem Netzkabel.")
POOL = ("The pool opens at 7 am. Children under ten may swim only with adult supervision. "
        "Towels can be hired at the desk.")
CAVE = ("La cueva abre de martes a domingo. Se puede visitar solo con reserva previa. La visita "
        "dura una hora.")
CAVE_FR = ("La grotte ouvre du mardi au dimanche. On peut la visiter seulement avec réservation. "
           "La visite dure une heure.")


def _finding(claim: str, page: str) -> object:
    index = SourceIndex(page)
    match = index.best(terms(claim))
    assert match is not None
    return only_with_turned(claim, index, match)


@pytest.mark.parametrize(("claim", "page"), [
    ("Der Roboter kann dank Akku auch ohne Netzkabel arbeiten.", ROBOT),
    ("Children under ten may swim without adult supervision.", POOL),
    ("La cueva se puede visitar sin reserva previa.", CAVE),
    ("On peut visiter la grotte sans réservation.", CAVE_FR),
])
def test_without_for_only_with_is_found(claim: str, page: str) -> None:
    assert _finding(claim, page) is not None
    assert evidence(claim, page).support == "unsupported"


@pytest.mark.parametrize(("claim", "page"), [
    ("Der Roboter arbeitet nicht ohne angeschlossenes Netzkabel.", ROBOT),
    ("Children under ten may swim only with adult supervision.", POOL),
    ("La cueva solo se puede visitar con reserva previa.", CAVE),
    ("Towels can be hired at the desk without a deposit.", POOL),  # another thing
])
def test_the_restriction_kept_is_not_found(claim: str, page: str) -> None:
    assert _finding(claim, page) is None


GYM = "健身房每天6点开门。淋浴间仅限会员使用，访客需另付20元。停车场免费。"
MUSEUM = "博物馆周一闭馆。游客须凭身份证免费领票入馆。馆内禁止拍照。"


@pytest.mark.parametrize(("claim", "page"), [
    ("淋浴间无需会员身份，访客也可免费使用。", GYM),
    ("游客无需身份证即可领票入馆。", MUSEUM),
])
def test_chinese_without_for_only_with_is_found(claim: str, page: str) -> None:
    assert _finding(claim, page) is not None
    assert evidence(claim, page).support == "unsupported"


@pytest.mark.parametrize(("claim", "page"), [
    ("淋浴间只供会员使用，访客要另付20元。", GYM),
    ("游客凭身份证可以免费领票入馆。", MUSEUM),
])
def test_chinese_restriction_kept_is_not_found(claim: str, page: str) -> None:
    assert _finding(claim, page) is None
