"""Text-fragment links built from the page's visible text, block by block."""

from __future__ import annotations

from urllib.parse import unquote

import pytest

from services.citations.fragment import directive, passage_link
from services.citations.visible import blocks


def terms_of(passage: str, **kw: bool) -> list[str]:
    text = directive(passage, **kw)
    assert text.startswith("text=")
    return [unquote(term) for term in text[len("text="):].split(",")]


@pytest.mark.parametrize(
    ("markdown", "shown"),
    [
        ("## The C# SDK", ["The C# SDK"]),
        ("Set `max_upload_size` to 25 MB.", ["Set max_upload_size to 25 MB."]),
        ("the file\\_name field", ["the file_name field"]),
        ("A file named 2\\*3.txt or 2*3.", ["A file named 2*3.txt or 2*3."]),
        ("Use ``a `b` c`` here", ["Use a `b` c here"]),
        ("*stars* and **bold** and _it_ and ~~old~~ text", ["stars and bold and it and old text"]),
        ('See [the report](https://x.example/r "The title") now.', ["See the report now."]),
        ("See [the report](https://x.example/r_(2)) now.", ["See the report now."]),
        ("Before ![a photo of the bridge](b.png) after", ["Before", "after"]),
        ("Energy $E = mc^2$ holds; it costs $5 and $10.",
         ["Energy", "holds; it costs $5 and $10."]),
        ("- item one\n1. item two\n> quoted", ["item one", "item two", "quoted"]),
        ("***\n[Page 3]\n", []),
    ],
)
def test_markdown_is_rendered_back_to_the_pages_text(markdown: str, shown: list[str]) -> None:
    assert blocks(markdown) == shown


def test_table_rows_give_one_block_per_cell() -> None:
    row = "| max\\_upload\\_size | 25 MB | The largest file a user can upload. |"
    assert blocks("| Option | Default | Meaning |\n| --- | --- | --- |\n" + row) == [
        "Option", "Default", "Meaning", "max_upload_size", "25 MB",
        "The largest file a user can upload."]
    assert blocks("| a \\| b | `x|y` |") == ["a | b", "x|y"]


def test_code_blocks_keep_their_text() -> None:
    assert blocks("```py\nx = a_b * 2  # C#\n```") == ["x = a_b * 2 # C#"]
    assert blocks("x = a_b * 2", in_code=True) == ["x = a_b * 2"]


@pytest.mark.parametrize(
    ("passage", "terms"),
    [
        ("The C# SDK endpoints are experimental.", ["The C# SDK endpoints are experimental."]),
        ("Set `max_upload_size` in `settings.toml`.", ["Set max_upload_size in settings.toml."]),
        ("Fixed a crash when a file name contained an asterisk (`2*3.txt`).",
         ["Fixed a crash when a", "name contained an asterisk (2*3.txt)."]),
        ("Call lazy\\_static with `--legacy-auth`.", ["Call lazy_static with --legacy-auth."]),
    ],
)
def test_link_terms_are_the_visible_text(passage: str, terms: list[str]) -> None:
    assert terms_of(passage) == terms


def test_a_table_row_links_to_its_distinctive_cell_not_across_cells() -> None:
    # The sentence window starts in the previous cells, as a row's passage does.
    passage = "| max\\_upload\\_size | 25 MB | The largest file a user can upload."
    assert terms_of(passage) == ["The largest file a user can upload."]
    across = "| session\\_timeout | 30 min | Idle time before a user is logged out. |\n" \
             "| C# SDK | disabled | Enables the experimental C# SDK endpoints. |"
    start, end = terms_of(across)
    assert start == "Idle time before a user" and end == "the experimental C# SDK endpoints."


def test_short_blocks_only_fall_back_to_the_longest() -> None:
    assert terms_of("| 25 MB | yes |") == ["25 MB"]
    assert directive("| * | - |") == ""


def test_links_encode_the_terms_and_keep_an_anchor() -> None:
    link = passage_link("https://e.org/doc#intro", "Set `a_b` to 2*3 & go-live.")
    assert link == "https://e.org/doc#intro:~:text=Set%20a_b%20to%202%2A3%20%26%20go%2Dlive."
    assert passage_link("https://e.org/x.pdf", "words", page=4) == "https://e.org/x.pdf#page=4"
