"""Which tables of an article's block hold data rather than layout.

readability drops a table whose text is mostly links or whose cells look like
page furniture; a grid of equal rows, a table with header cells that reads as
data, and a long table of records are kept whatever their links.
"""

from __future__ import annotations

from lxml.html import HtmlElement

from services.extract.markdown import is_data_table, is_heading_cell

# A table without header cells holds data when it is a grid: this many rows
# or more, each with the same number of cells (at least two).
_MIN_GRID_ROWS = 3


def is_grid(table: HtmlElement) -> bool:
    widths = {len([c for c in row if c.tag in ("td", "th")]) for row in table.iter("tr")}
    rows = sum(1 for _ in table.iter("tr"))
    return rows >= _MIN_GRID_ROWS and len(widths) == 1 and min(widths) >= 2


# A table of this many rows, nearly all with three cells or more, is a list of
# records (laureates, results, releases) whatever share of its text links are:
# each record names its subjects, and names link to their pages.
_LONG_TABLE_ROWS = 10
_LONG_TABLE_WIDE_SHARE = 0.8


def has_header_cells(table: HtmlElement) -> bool:
    """Whether ``table`` names its columns or groups: ``<th>`` cells, or cells that
    hold nothing but a heading (``markdown.is_heading_cell``)."""
    return table.find(".//th") is not None or any(
        is_heading_cell(cell) for cell in table.iter("td"))


def is_headed_data_table(elem: HtmlElement) -> bool:
    return elem.tag == "table" and elem.find(".//th") is not None and is_data_table(elem)


def is_long_table(table: HtmlElement) -> bool:
    widths = [len([c for c in row if c.tag in ("td", "th")]) for row in table.iter("tr")]
    return (len(widths) >= _LONG_TABLE_ROWS
            and sum(1 for w in widths if w >= 3) >= _LONG_TABLE_WIDE_SHARE * len(widths))
