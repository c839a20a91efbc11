"""No need where the page states a duty (en, de, zh, fr), and the twins that keep the duty;
a duty of another thing, or a negation of another verb, is not denied."""

from __future__ import annotations

import pytest

from services.citations.duty_denied import duty_denied
from services.citations.finding import Finding
from services.citations.passages import SourceIndex, terms
from tests.citations.judge import evidence

HUB = ("Version 4 of the hub firmware is out. Older sensors must be paired again after the "
       "update. The app shows a reminder.")
HUB_DE = ("Die Firmware 4 ist erschienen. Ältere Sensoren müssen nach dem Update neu gekoppelt "
          "werden. Die App zeigt einen Hinweis.")
MUSEUM = "博物馆周一闭馆。参观须提前一天在网上预约。馆内禁止拍照。"
TOWN_HALL = ("La mairie ouvre à 9 heures. Les habitants doivent présenter une pièce d'identité au "
             "guichet. Le parking est gratuit.")
PARK = "公园周一闭园。老人凭有效证件可免票入园，但同样需要提前预约。园内禁止烧烤。"
UPGRADE = ("Upgrading requires running the migrate command once. Back up the database before "
           "you run it. The migration can take several minutes.")


def _found(claim: str, page: str) -> Finding | None:
    index = SourceIndex(page)
    match = index.best(terms(claim))
    assert match is not None
    return duty_denied(claim, index, match)


@pytest.mark.parametrize(("claim", "page"), [
    ("Older sensors keep working after the update without needing to be paired again.", HUB),
    ("Ältere Sensoren funktionieren nach dem Update weiter, ohne neu gekoppelt werden zu "
     "müssen.", HUB_DE),
    ("参观博物馆无需提前预约。", MUSEUM),
    ("老人凭有效证件可免票入园，无需提前预约。", PARK),
    ("Les habitants n'ont pas besoin de présenter une pièce d'identité au guichet.", TOWN_HALL),
])
def test_a_denied_duty_is_unsupported(claim: str, page: str) -> None:
    assert _found(claim, page) is not None
    assert evidence(claim, page).support == "unsupported"


@pytest.mark.parametrize(("claim", "page"), [
    ("Older sensors have to be paired again after the update.", HUB),
    ("Ältere Sensoren muss man nach dem Update neu koppeln.", HUB_DE),
    ("参观博物馆需要提前一天网上预约。", MUSEUM),
    ("Au guichet, les habitants doivent montrer une pièce d'identité.", TOWN_HALL),
])
def test_the_duty_kept_is_supported(claim: str, page: str) -> None:
    assert _found(claim, page) is None
    assert evidence(claim, page).support == "supported"


@pytest.mark.parametrize("claim", [
    "The migrate command does not need a database backup.",  # the page's duty is another
    "Old clients cannot migrate and must run the command once.",  # "cannot" of another verb
])
def test_a_duty_of_another_thing_is_not_denied(claim: str) -> None:
    assert _found(claim, UPGRADE) is None


def test_a_negation_in_another_clause_denies_no_duty() -> None:
    page = ("Report. The station has no lift, so wheelchair users must use the next stop. A lift "
            "is planned for 2027.")
    claim = "Because the station lacks a lift, wheelchair users must use the next stop."
    assert _found(claim, page) is None
    assert evidence(claim, page).support == "supported"


def test_a_duty_with_an_exception_is_not_denied() -> None:
    page = "检查站规定。所有车辆必须在检查站停车，急救车辆除外。违者罚款200元。"
    claim = "急救车辆无需在检查站停车。"
    assert _found(claim, page) is None
    assert evidence(claim, page).support == "supported"


def test_a_duty_with_an_exemption_is_not_denied() -> None:
    page = "Staff must wear helmets on site; visitors are exempt from this rule."
    assert _found("Visitors do not need to wear helmets.", page) is None


def test_a_need_met_if_it_arises_is_no_duty() -> None:
    page = "净水器出水为常温。如需热水可另购配套的管线机。安装时请关闭水阀。"
    assert _found("用户无需另购管线机即可直接获得热水。", page) is None
