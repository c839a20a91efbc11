"""Which tables hold data (a Markdown table) and which arrange blocks (unwrapped)."""

from __future__ import annotations

from services.extract import dom, extract_page
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


def test_a_heading_or_paragraph_that_fills_its_cell_is_data_not_layout() -> None:
    headed = ("<tr><td><h4>Zutat</h4></td><td><h4>Menge</h4></td></tr>"
              "<tr><td colspan='2'><h5>Obst</h5></td></tr>"
              "<tr><td>Äpfel</td><td><p>3</p></td></tr>")
    assert is_data_table(_table(headed))
    both = "<tr><td><h4>Zutat</h4><p>Sorte</p></td><td>x</td></tr><tr><td>a</td><td>b</td></tr>"
    assert not is_data_table(_table(both))


def test_an_articles_table_headed_by_headings_stays_in_a_scroll_box() -> None:
    prose = "".join(
        f"<p>Absatz {k}: Der Wochenplan zeigt, wie man günstig, ausgewogen und ohne viel "
        "Aufwand kocht, mit Resten vom Vortag, einfachen Zutaten und festen Zeiten.</p>"
        for k in range(6))
    rows = "".join(f"<tr><td>Zutat {k}</td><td>{k} g</td><td>{2 * k} g</td></tr>"
                   for k in range(12))
    table = ("<div class='scrollable'><table><tr><td><h4>Zutat</h4></td><td><h4>Eine Person"
             "</h4></td><td><h4>Zwei Personen</h4></td></tr><tr><td colspan='3'><h5>Gemüse"
             f"</h5></td></tr>{rows}</table></div>")
    html = (f"<html><head><title>Wochenplan</title></head><body><article><h1>Wochenplan</h1>"
            f"{prose}<h2>Einkaufsliste</h2>{table}{prose}</article></body></html>")
    markdown = extract_page(html, "https://example.org/plan").markdown
    assert "| Zutat 7 | 7 g | 14 g |" in markdown
