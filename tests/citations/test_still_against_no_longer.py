""""Still" against "no longer": a sure flip, whatever softened it (zh, en, de, fr), and
the twins that keep the end ("has stopped", "nicht mehr", "ne … plus")."""

from __future__ import annotations

import pytest

from services.citations.finding import Finding
from services.citations.passages import SourceIndex, terms
from services.citations.still_against_no_longer import ended_elsewhere, sure_if_still
from tests.citations.judge import evidence

LIBRARY = ("The library reopened in May. Members can borrow e-books, but the library no longer "
           "lends DVDs to members. Parking is free.")
PRACTICE = ("Die Praxis ist umgezogen. Termine gibt es online, aber die Praxis nimmt keine "
            "Kassenpatienten mehr an. Parken ist kostenlos.")
POOL = ("La piscine a rouvert en juin. Les enfants entrent gratuitement, mais la piscine ne "
        "propose plus de cours de natation. Le parking est payant.")


@pytest.mark.parametrize(("claimed", "stated"), [
    ("但仍需缴纳古城维护费", "自2019年起不再收取古城维护费"),
    ("the library still lends DVDs", "the library no longer lends DVDs"),
    ("die Praxis nimmt weiterhin Kassenpatienten an",
     "die Praxis nimmt keine Kassenpatienten mehr an"),
])
def test_still_against_no_longer_is_sure(claimed: str, stated: str) -> None:
    found = Finding("negation", claimed, stated, certain=False)
    assert sure_if_still(found, claimed).certain


@pytest.mark.parametrize(("claimed", "stated"), [
    ("但仍需缴纳门票", "不收取古城维护费"),  # a plain negation, not "no longer"
    ("the library lends DVDs", "the library no longer lends DVDs"),  # no word of going on
    ("the library still does not lend DVDs", "the library no longer lends DVDs"),  # negated
])
def test_other_shapes_stay_a_check(claimed: str, stated: str) -> None:
    found = Finding("negation", claimed, stated, certain=False)
    assert not sure_if_still(found, claimed).certain


@pytest.mark.parametrize(("claim", "page"), [
    ("Members can borrow e-books, but the library still lends DVDs to members.", LIBRARY),
    ("Termine gibt es online, aber die Praxis nimmt weiterhin Kassenpatienten an.", PRACTICE),
    ("Les enfants entrent gratuitement, mais la piscine propose toujours des cours de natation.",
     POOL),
])
def test_still_for_no_longer_is_unsupported(claim: str, page: str) -> None:
    assert evidence(claim, page).support == "unsupported"


@pytest.mark.parametrize(("claim", "page"), [
    ("Members can borrow e-books, but the library has stopped lending DVDs.", LIBRARY),
    ("Termine gibt es online, Kassenpatienten nimmt die Praxis aber nicht mehr an.", PRACTICE),
    ("Les enfants entrent gratuitement, mais la piscine ne propose plus de cours de natation.",
     POOL),
])
def test_the_end_kept_is_supported(claim: str, page: str) -> None:
    assert evidence(claim, page).support == "supported"


_FIXES = "".join(f"- Fix {n}: the {w} screen opens faster.\n" for n, w in enumerate(
    ["login", "help", "about", "settings", "profile", "search"]))
_FIXES_DE = "".join(f"- Korrektur {n}: die Seite {w} öffnet schneller.\n" for n, w in enumerate(
    ["Anmeldung", "Hilfe", "Konto", "Einstellungen", "Profil", "Suche"]))
RELEASE = ("# Release 7.0\n\n## New\n\n- Export of notebooks, tags and attachments to PDF and "
           "EPUB files.\n" + _FIXES + "\n## Removed\n\n- Syncing with the desktop server is no "
           "longer supported.\n")
VERSION = ("# Version 3.0\n\n## Neu\n\n- Bezahlen mit Karte, Bargeld und PayPal in allen "
           "Filialen.\n" + _FIXES_DE + "\n## Entfernt\n\n- Die Anmeldung per Fax wird nicht mehr "
           "angeboten.\n")
NOTES = ("# 3.0版本说明\n\n## 新功能\n\n- 支持微信和支付宝付款。\n- 新增夜间模式。\n"
         "- 搜索速度提升一倍。\n- 可以收藏常用地点。\n- 地图加载更快。\n- 新增英文界面。\n\n"
         "## 已移除\n\n- 不再支持短信验证码登录。\n")


@pytest.mark.parametrize(("claim", "page"), [
    ("Release 7.0 exports notebooks, tags and attachments to PDF and EPUB files and still "
     "supports syncing with the desktop server.", RELEASE),
    ("Seit Version 3.0 gibt es Bezahlen mit Karte, Bargeld und PayPal in allen Filialen, "
     "weiterhin wird auch die Anmeldung per Fax angeboten.", VERSION),
    ("3.0版本支持微信和支付宝付款，并且仍然支持短信验证码登录。", NOTES),
])
def test_still_where_the_page_says_no_longer_far_off(claim: str, page: str) -> None:
    index = SourceIndex(page)
    match = index.best(terms(claim))
    assert match is not None
    assert ended_elsewhere(claim, index, match) is not None
    assert evidence(claim, page).support == "unsupported"


@pytest.mark.parametrize(("claim", "page"), [
    ("Release 7.0 exports notebooks, tags and attachments to PDF and EPUB files but no longer "
     "supports syncing with the desktop server.", RELEASE),
    ("Version 3.0 bietet Bezahlen mit Karte, die Anmeldung per Fax aber nicht mehr.", VERSION),
    ("3.0版本支持微信付款，但不再支持短信验证码登录。", NOTES),
    ("Release 7.0 still lets you export notebooks to PDF.", RELEASE),  # another thing goes on
])
def test_the_end_kept_or_another_thing_is_spared(claim: str, page: str) -> None:
    index = SourceIndex(page)
    match = index.best(terms(claim))
    assert match is not None
    assert ended_elsewhere(claim, index, match) is None
