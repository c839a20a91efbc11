"""Dates beside a title no heading shows, past a header built of empty layout cells, and
the day shown over a structured date the page never shows."""

from __future__ import annotations

from services.extract import dom
from services.extract.metadata import read_metadata
from services.extract.title_line import title_line


def _page(title: str, body: str, lang: str = "") -> str:
    return (f"<html lang='{lang}'><head><title>{title}</title></head>"
            f"<body><div><a href='/'>Start</a></div>{body}</body></html>")


def test_a_title_in_a_table_cell_anchors_the_date_line_under_it() -> None:
    body = ("<table><tr><td><div>孩子：我的奶酪，谁做主 </div></td></tr></table>"
            "<table><tr><td>2005-02-06 13:26更新 来源：转载文章</td></tr></table>"
            "<p>正文的第一段很长很长。</p>")
    html = _page("孩子：我的奶酪，谁做主", body, "zh-cn")
    assert read_metadata(dom.parse(html)).published_at[:10] == "2005-02-06"


def test_a_title_set_in_paragraphs_anchors_the_byline_row_and_its_date() -> None:
    body = ("<div><p>Die neue Brücke über den Fluss ist eröffnet</p></div>"
            "<div><p>Anna Berg</p><p>17.12.2025</p></div><p>Der Text des Artikels.</p>")
    html = _page("Die neue Brücke über den Fluss ist eröffnet", body, "de")
    assert read_metadata(dom.parse(html)).published_at == "2025-12-17"


def test_the_outermost_element_that_reads_the_title_is_the_line() -> None:
    html = _page("Brücke über den Fluss", "<td><font><b>Brücke über den Fluss</b></font></td>")
    line = title_line(dom.parse(html), ["Brücke über den Fluss"])
    assert line is not None and line.tag == "td"


def test_a_sentence_that_holds_the_title_is_no_title_line() -> None:
    body = ("<p>Brücke über den Fluss eröffnet heute, sagt die Stadt.</p>"
            "<p>17.12.2025</p>")
    html = _page("Brücke über den Fluss", body, "de")
    assert title_line(dom.parse(html), ["Brücke über den Fluss"]) is None
    assert read_metadata(dom.parse(html)).published_at == ""


def test_a_short_title_and_a_title_in_a_menu_option_anchor_nothing() -> None:
    html = _page("Start", "<select><option>Brücke über den Fluss</option></select>")
    doc = dom.parse(html)
    assert title_line(doc, ["Start"]) is None
    assert title_line(doc, ["Brücke über den Fluss"]) is None


def test_a_header_of_empty_layout_cells_is_read_to_its_date_line() -> None:
    cells = "<tr>" + "<td><img src='/s.gif'></td>" * 30 + "</tr>"
    body = (f"<h1>Neue Brücke über den Fluss</h1><table>{cells}{cells}{cells}</table>"
            "<p>17. Dezember 2025, 16:26</p><p>Der Text des Artikels über die Brücke.</p>")
    assert read_metadata(dom.parse(_page("Neue Brücke über den Fluss", body, "de"))
                         ).published_at == "2025-12-17"
    words = "".join(f"<p>Wort {n}</p>" for n in range(70))
    wordy = body.replace("<table>", f"<div>{words}</div><table>")
    assert read_metadata(dom.parse(_page("Neue Brücke über den Fluss", wordy, "de"))
                         ).published_at == ""


def _reworked(ld: str, meta: str = "", shown: str = "<p>8. Oktober 2025</p>") -> str:
    return (f"<html lang='de'><head><title>Neue Brücke</title>{meta}"
            f"<script type='application/ld+json'>{ld}</script></head>"
            f"<body><h1>Neue Brücke</h1>{shown}<p>Der Text des Artikels.</p></body></html>")


def test_the_one_day_shown_after_a_structured_date_never_shown_is_the_pages() -> None:
    ld = '{"@type": "Article", "datePublished": "2024-11-22T22:28:12Z"}'
    assert read_metadata(dom.parse(_reworked(ld))).published_at == "2025-10-08"


def test_a_structured_date_the_page_shows_or_a_published_meta_keeps_it() -> None:
    ld = '{"@type": "Article", "datePublished": "2024-11-22T22:28:12Z"}'
    both = "<p>8. Oktober 2025</p><p>Erstmals 22. November 2024</p>"
    assert read_metadata(dom.parse(_reworked(ld, shown=both))).published_at[:10] == "2024-11-22"
    meta = "<meta property='article:published_time' content='2024-11-22T22:28:12Z'>"
    assert read_metadata(dom.parse(_reworked(ld, meta))).published_at[:10] == "2024-11-22"


def test_a_threads_first_post_is_dated_past_its_posters_card() -> None:
    body = ("<h2>Sezon piłkarski 2025-26</h2><div class='post'>"
            "<dl><dt><a>Gracz</a></dt><dd>Senator</dd>"
            "<dd><b>Posty:</b> 4032</dd><dd><b>Od:</b> 11.12.2021</dd></dl>"
            "<h3><a href='#p1'>Sezon piłkarski 2025-26</a></h3>"
            "<p>przez <a>Gracz</a> » 27.08.2019 1:47</p>"
            "<div>Pierwszy wpis wątku, długi jak zwykle.</div></div>")
    html = _page("Sezon piłkarski 2025-26", body, "pl")
    assert read_metadata(dom.parse(html)).published_at == "2019-08-27"


def test_a_date_line_after_a_comment_over_the_headline_is_read() -> None:
    # A template's comment before the date over the headline: its tail is shown text.
    for lang, line, day in (("pl", "15 marca 2025", "2025-03-15"),
                            ("fr", "3 avril 2024", "2024-04-03"),
                            ("zh-cn", "2022-02-13 09:57", "2022-02-13")):
        body = (f"<header><div><span><!-- data -->{line}</span></div>"
                "<h1>Nowy most nad rzeką</h1></header><p>Tekst artykułu.</p>")
        found = read_metadata(dom.parse(_page("Nowy most nad rzeką", body, lang)))
        assert found.published_at[:10] == day


def test_a_title_joined_to_the_site_by_an_underscore_anchors_its_date_line() -> None:
    body = ("<table><tr><td>第四届中国经济学年会会议议程</td></tr>"
            "<tr><td>2004-12-10&nbsp;&nbsp;阅读10544次</td></tr></table><p>会议议程的正文。</p>")
    html = _page("第四届中国经济学年会会议议程_中国经济学年会秘书处_北京大学中国经济研究中心",
                 body, "zh-cn")
    found = read_metadata(dom.parse(html))
    assert (found.title, found.published_at) == ("第四届中国经济学年会会议议程", "2004-12-10")
