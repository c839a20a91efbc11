"""Which tables hold data (a Markdown table) and which arrange blocks (unwrapped)."""

from __future__ import annotations

from services.extract import dom
from services.extract.markdown import is_data_table


def _table(inner: str) -> object:
    return dom.parse(f"<html><body><table>{inner}</table></body></html>").find(".//table")


ROWS = "<tr><th>Plan</th><th>Price</th></tr><tr><td>Team</td><td>12</td></tr>"


def test_rows_of_short_cells_are_data() -> None:
    assert is_data_table(_table(ROWS + "<tr><td>Solo</td><td>5</td></tr>"))


def test_a_block_inside_any_cell_makes_a_layout_table() -> None:
    assert not is_data_table(_table(ROWS + "<tr><td><div><p>Story</p></div></td><td>x</td></tr>"))
    assert not is_data_table(_table(ROWS + "<tr><td><section>Story</section></td><td>x</td></tr>"))


def test_a_table_inside_a_cell_makes_the_outer_one_layout_not_the_inner() -> None:
    outer = _table("<tr><td>" + "<table>" + ROWS + "</table></td><td>side</td></tr>")
    inner = outer.find(".//table")
    assert not is_data_table(outer)
    assert is_data_table(inner)


def test_key_value_rows_keep_their_paragraphs_as_data() -> None:
    pairs = "".join(f"<tr><th>Key {k}</th><td><p>Value {k}</p></td></tr>" for k in range(4))
    assert is_data_table(_table(pairs))


def test_a_long_cell_makes_a_layout_table() -> None:
    assert not is_data_table(_table(ROWS + f"<tr><td>{'word ' * 120}</td><td>x</td></tr>"))


def test_a_long_table_of_records_is_data() -> None:
    many = "".join(f"<tr><td>row {k}</td><td>{k}</td><td>x</td></tr>" for k in range(3000))
    assert is_data_table(_table(ROWS + many))
