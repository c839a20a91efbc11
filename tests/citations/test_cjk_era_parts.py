"""A dynasty named by its name alone before a part of its time ("清初", "明末") is that
era: "清朝初年" for the page's "清初" agrees; another era in its place stays a change."""

from __future__ import annotations

from services.citations.cjk_eras import other_era
from services.citations.support import explain

HALL = "张厅原名怡顺堂，为明代徐氏后裔所建，清初转卖给张姓人家，因此改称张厅。"


def test_an_era_written_as_its_early_years_agrees() -> None:
    assert other_era("张厅清朝初年被转卖给张姓人家，因此改称张厅。", [HALL]) is None
    assert explain("张厅原名怡顺堂，清朝初年转卖给张姓人家，因此改称张厅。", HALL)[0] == "supported"
    assert other_era("这座桥建于明朝末年，至今仍在使用。",
                     ["这座桥建于明末，至今仍在使用。"]) is None


def test_another_era_in_its_place_stays_a_change() -> None:
    assert other_era("张厅宋朝初年被转卖给张姓人家，因此改称张厅。", [HALL]) is not None
    assert explain("张厅原名怡顺堂，民国初年转卖给张姓人家，因此改称张厅。",
                   HALL)[0] == "unsupported"
    assert other_era("这座桥建于清朝末年，至今仍在使用。",
                     ["这座桥建于明末，至今仍在使用。"]) == ("清朝", "明")
