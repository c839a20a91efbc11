"""Export file names from hostile conversation titles."""

from __future__ import annotations

import pytest

from ui.filenames import MAX_CHARS, safe_file_name


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("What is 2+2?", "What is 2+2"),
        ('a/b\\c:d*e?f"g<h>i|j', "a-b-c-d-e-f-g-h-i-j"),
        ("tabs\tand\nnewlines", "tabs and newlines"),
        ("  ..hidden..  ", "hidden"),
        ("CON", "conversation"),
        ("nul.txt", "conversation"),
        ("???", "conversation"),
        ("", "conversation"),
        ("Python 3.13: what's new", "Python 3.13- what's new"),
        ("中文标题？", "中文标题？"),
    ],
)
def test_safe_file_name(title: str, expected: str) -> None:
    assert safe_file_name(title) == expected


def test_long_titles_are_cut() -> None:
    assert len(safe_file_name("x" * 500)) == MAX_CHARS
