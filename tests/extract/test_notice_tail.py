"""A closing copyright notice (a sign beside a year) ends the reading; a sign in the text stays."""

from __future__ import annotations

import pytest

from services.extract import extract_page
from services.extract.notice_tail import drop_notice_tail

URL = "https://journal.example.org/2024/field-notes"
PARAGRAPHS = [
    "The survey team walked the northern transect twice in April and counted "
    "every nesting pair along the river bank, from the ford to the old mill.",
    "Numbers were lower than last spring, mostly where the bank had been cut "
    "back for the new footpath and the willows no longer shade the water.",
    "The volunteers will return in June with the same route and the same "
    "forms, so that the two counts can be compared site by site.",
]


def _reading(*tail: str) -> str:
    return "\n\n".join([*PARAGRAPHS, *tail])


@pytest.mark.parametrize("notice", [
    "© 2024 Field Journal Ltd. [Terms](https://journal.example.org/terms)",
    "Copyright ©2019-2024 Naturverein e.V.",
    "版权所有 © 2023 自然杂志社",
    "2024 © Revista de Campo",
    "© Revue Nature 2021",
])
def test_a_closing_notice_and_what_follows_it_are_dropped(notice: str) -> None:
    reading = _reading(notice, "[Privacy](https://journal.example.org/privacy)")
    assert drop_notice_tail(reading) == _reading()


def test_a_sign_without_a_year_stays() -> None:
    reading = _reading("*This is no manifesto™© we only share what we found.*")
    assert drop_notice_tail(reading) == reading


def test_a_notice_far_from_the_end_stays() -> None:
    more = [f"Note {n}: the counts of site {n} are in the appendix." for n in range(8)]
    reading = _reading("© 2024 Field Journal Ltd.", *more)
    assert drop_notice_tail(reading) == reading


def test_a_long_block_with_a_sign_and_a_year_is_prose() -> None:
    prose = ("The photographs in this report, © 2024 the survey team, may be reused "
             "for teaching; " + " ".join(["the counts and maps are free to share"] * 6))
    reading = _reading(prose)
    assert drop_notice_tail(reading) == reading


def test_a_notice_that_is_most_of_the_reading_stays() -> None:
    reading = ("A short note on the count.\n\n"
               "© 2024 Field Journal Ltd. All counts by our volunteers.")
    assert drop_notice_tail(reading) == reading


def test_the_pipeline_drops_a_footer_notice_inside_the_article_block() -> None:
    body = "".join(f"<p>{text}</p>" for text in PARAGRAPHS * 2)
    html = ("<html><head><title>Field notes</title></head><body>"
            "<div class='wrap'><h1>Field notes</h1>"
            f"{body}<p>© 2024 Field Journal Ltd. Reuse by permission only.</p>"
            "</div></body></html>")
    markdown = extract_page(html, URL).markdown
    assert "nesting pair" in markdown
    assert "©" not in markdown and "permission" not in markdown
