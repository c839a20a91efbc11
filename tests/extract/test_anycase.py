"""Case-insensitive name patterns: the quick path answers as the pattern itself does."""

from __future__ import annotations

import re

import pytest

from services.extract.anycase import AnyCase

_NAMES = re.compile(r"(?<![a-z])(?:side-?bar|nav|menu|cookies?)(?![a-z])", re.I)
_TEXTS = ["SideBar", "main-SIDEBAR-left", "navigation", "Top NAV", "xnav", "menu_1", "Cookie",
          "MENÜ", "\u212aookie", "cooſies", "sidebar \u00e9t\u00e9", "", "NAVbar", "nav2"]


@pytest.mark.parametrize("text", _TEXTS)
def test_the_answer_is_the_patterns_own(text: str) -> None:
    assert AnyCase(_NAMES).search(text) is (_NAMES.search(text) is not None)


def test_ascii_text_takes_the_lower_cased_twin_and_other_text_the_pattern() -> None:
    names = AnyCase(_NAMES)
    assert names.search("Main SIDE-BAR") and not names.search("Mainsidebar")
    # (To an ignore-case pattern a long s is an s: non-ASCII text goes to the pattern.)
    assert AnyCase(re.compile("cookies", re.I)).search("COOKIEſ") is True


@pytest.mark.parametrize("pattern", [
    re.compile("Nav|menu", re.I),       # a capital letter in the pattern
    re.compile("nav|menu"),             # case matters already
    re.compile("(?-i:nav)|menu", re.I),  # case turned back on inside
    re.compile("[A-Z]nav", re.I),
])
def test_patterns_of_another_shape_are_matched_as_they_are(pattern: re.Pattern[str]) -> None:
    quick = AnyCase(pattern)
    for text in ("NAV", "Nav", "xnav", "MENU", "menu", "Xnav"):
        assert quick.search(text) is (pattern.search(text) is not None)
