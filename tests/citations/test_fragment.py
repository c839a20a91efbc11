"""Text-fragment links built from the page's visible text, block by block."""

from __future__ import annotations

from urllib.parse import unquote

import pytest

from services.citations.fragment import directive, focused, passage_link
from services.citations.visible import LINK_EDGE, blocks


def terms_of(passage: str, **kw: bool | str) -> list[str]:
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
    assert [block.replace(LINK_EDGE, "") for block in blocks(markdown)] == shown


def test_a_link_is_marked_where_the_page_may_show_its_syntax_instead() -> None:
    assert blocks("See [the report](https://x.example/r) now.") == [
        f"See {LINK_EDGE}the report{LINK_EDGE} now."]


def test_no_term_crosses_a_link_when_enough_words_lie_beside_it() -> None:
    # The same Markdown is a link on one page and literal syntax on another:
    # terms from the words beside it land on both.
    terms = terms_of("Write [text](https://example.org) in the editor to make a link to "
                     "another page of the same site.")
    assert all("text" not in term.split() and "(" not in term for term in terms)
    assert terms[0].startswith("in the editor")


def test_a_short_sentence_with_a_link_keeps_the_links_words() -> None:
    assert terms_of("See [the docs](https://e.org/d) now.") == ["See the docs now."]


def test_table_rows_give_one_block_per_cell() -> None:
    row = "| max\\_upload\\_size | 25 MB | The largest file a user can upload. |"
    assert blocks("| Option | Default | Meaning |\n| --- | --- | --- |\n" + row) == [
        "Option", "Default", "Meaning", "max_upload_size", "25 MB",
        "The largest file a user can upload."]
    assert blocks("| a \\| b | `x|y` |") == ["a | b", "x|y"]


def test_code_blocks_keep_their_text() -> None:
    # Inside <pre> the browser keeps both spaces and matches "2  #" only with both.
    assert blocks("```py\nx = a_b * 2  # C#\n```") == ["x = a_b * 2  # C#"]
    assert blocks("x = a_b * 2", in_code=True) == ["x = a_b * 2"]


@pytest.mark.parametrize(
    ("passage", "terms"),
    [
        ("The C# SDK endpoints are experimental.", ["The C# SDK endpoints are experimental."]),
        ("Set `max_upload_size` in `settings.toml`.", ["Set max_upload_size in settings.toml."]),
        ("Fixed a crash when a file name contained an asterisk (`2*3.txt`).",
         ["Fixed a crash when a", "name contained an asterisk (2*3.txt)."]),
        # Qt decodes %2D to "-", which Chromium refuses inside a term: terms stop at dashes.
        ("Call lazy\\_static with `--legacy-auth`.", ["Call lazy_static with"]),
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
    assert link == "https://e.org/doc#intro:~:text=Set%20a_b%20to%202%2A3%20%26%20go"
    assert passage_link("https://e.org/x.pdf", "words", page=4) == "https://e.org/x.pdf#page=4"


@pytest.mark.parametrize(
    ("markdown", "shown"),
    [
        # markdownify escapes only * and _; a backslash before them is the page's own.
        ("Type \\\\* to match a star.", ["Type", "* to match a star."]),
        ("Drafts in C:\\Users\\ada\\\\_drafts stay.",
         ["Drafts in C:\\Users\\ada", "_drafts stay."]),
        # Any other backslash before punctuation is unsure: no term crosses it.
        ("The regex a\\.b matches", ["The regex a", ".b matches"]),
        ("Rated \\*\\*\\*\\*\\* by readers", ["Rated ***** by readers"]),
    ],
)
def test_backslashes_are_read_as_the_markdown_writer_wrote_them(
        markdown: str, shown: list[str]) -> None:
    assert blocks(markdown) == shown


def test_a_code_line_keeps_its_spacing_in_the_link() -> None:
    line = "max_upload_size = 25  # C# style: 2*3 = 6"
    assert terms_of(line, in_code=True) == [line]
    assert "25%20%20%23%20C%23" in directive(line, in_code=True)


def test_cjk_terms_end_at_clause_marks() -> None:
    # A browser finds CJK word edges with a dictionary; a mark is always one.
    sentence = "この灯台は一八七四年に完成し、今も海を照らしている。"
    assert terms_of(sentence) == [sentence]
    long = "该项目于二零二三年发布了第一个稳定版本，并获得了广泛关注。" * 2
    start, end = terms_of(long)
    assert start == "该项目于二零二三年发布了第一个稳定版本，"
    assert end == "并获得了广泛关注。"
    assert terms_of("价格为3.5元，比去年高出许多许多许多许多许多许多。") == [
        "价格为3.5元，比去年高出许多许多许多许多许多许多。"]


def test_the_start_term_grows_until_the_page_has_it_once() -> None:
    page = ("The default limit is 25 MB for each upload. Larger files are refused.\n\n"
            "Other text.\n\nThe default limit is 25 MB for each upload made through "
            "the public API, and the private API has none at all.")
    passage = page.split("\n\n")[-1]
    assert terms_of(passage) == ["The default limit is 25", "API has none at all."]
    start, end = terms_of(passage, source_text=page)
    assert start == "The default limit is 25 MB for each upload made"
    assert end == "API has none at all."
    # A sentence the page holds twice word for word: the whole of it, not less.
    twice = "Version 2 adds offline mode for the mobile app and the watch app too."
    assert terms_of(twice, source_text=f"{twice}\n\n{twice}") == [twice]


def test_edge_lines_without_the_claims_words_are_left_out() -> None:
    passage = "An earlier paragraph about ferries.\n\n1. Download it.\n2. Run `migrate` once."
    at = passage.index("migrate")
    kept = "2. Run `migrate` once."
    assert focused(passage, [[at, at + 7]]) == (kept, False, passage.index(kept))
    assert focused(passage, []) == (passage, False, 0)
    code = "intro text\n```\nrun(migrate)\n```"
    at = code.index("migrate")
    assert focused(code, [[at, at + 7]]) == ("run(migrate)", True, code.index("run("))
    at = passage.index("migrate")
    link = passage_link("https://e.org/", passage, focus=[[at, at + 7]])
    assert link == "https://e.org/#:~:text=Run%20migrate%20once."


def test_quotes_are_left_out_of_terms_when_enough_is_left() -> None:
    # <q> is written as '"' but drawn with CSS: the browser cannot match the quote.
    passage = 'She called the plan "bold but late" and asked for a second vote in June.'
    assert terms_of(passage) == ["She called the plan", "a second vote in June."]
    assert terms_of('"Yes," she said.') == ['"Yes," she said.']


def test_definition_lists_lose_their_marker() -> None:
    assert blocks("Tide table\n:   Lists high and low water.") == [
        "Tide table", "Lists high and low water."]


def test_a_sentence_on_the_page_twice_is_named_with_the_words_before_it() -> None:
    twice = "Entry is free for children under six."
    page = f"{twice}\n\nTickets and prices for the tower tour.\n\n{twice}\n\nMore."
    at = page.rindex(twice)
    link = passage_link("https://e.org/", twice, source_text=page, at=at)
    assert link == ("https://e.org/#:~:text=prices%20for%20the%20tower%20tour.-,"
                    "Entry%20is%20free%20for%20children%20under%20six.")
    # The first copy has nothing before it: no prefix, the first match is the right one.
    assert passage_link("https://e.org/", twice, source_text=page, at=0) == (
        "https://e.org/#:~:text=Entry%20is%20free%20for%20children%20under%20six.")
    # Mid-paragraph, the prefix is the end of the sentence before.
    page = f"{twice}\n\nOn weekdays the gate opens at nine. {twice}"
    link = passage_link("https://e.org/", twice, source_text=page, at=page.rindex(twice))
    assert link.split("text=")[1].startswith("the%20gate%20opens%20at%20nine.-,Entry")
