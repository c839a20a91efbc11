"""The text a page shows, piece by piece: what no reader sees is skipped, the text after
it is not."""

from __future__ import annotations

import lxml.html

from services.extract.shown_text import shown_pieces


def test_pieces_in_reading_order_without_what_no_reader_sees() -> None:
    doc = lxml.html.fromstring(
        "<html><head><title>Tab</title></head><body><p>Published <time>5 May</time> by"
        "<script>var x = 1;</script> Anna<style>p {}</style></p>After</body></html>")
    pieces = [(event, elem.tag, text) for event, elem, text in shown_pieces(doc) if text]
    assert pieces == [("start", "p", "Published "), ("start", "time", "5 May"),
                      ("end", "time", " by"), ("end", "script", " Anna"), ("end", "p", "After")]
