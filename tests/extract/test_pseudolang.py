"""The language-neutrality probe of bench/extraction.py maps what a reader sees, and only that."""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path
from types import ModuleType
from urllib.parse import unquote

import lxml.html


def _load() -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "bench" / "pseudolang.py"
    spec = importlib.util.spec_from_file_location("bench_pseudolang", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


pl = _load()

PAGE = """<!DOCTYPE html><html lang="en"><head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<title>Storm hits the coast | Daily Post</title>
<meta name="description" content="Heavy rain on Monday">
<meta property="og:url" content="https://example.org/storm">
<meta name="date" content="2024-03-05">
<script type="application/ld+json">{"@type": "NewsArticle", "headline": "Storm hits",
 "datePublished": "2024-03-05T08:00:00Z", "url": "https://example.org/storm"}</script>
<script>var label = "Read more";</script><style>.related { color: red }</style>
</head><body>
<div class="related-posts" id="side"><!-- note -->Related stories<ul>
<li><a href="/a?x=1" title="Second story">Second story, 2 pages</a></li></ul></div>
<p>It rained 40 mm.<img src="/i.jpg" alt="Flooded street"><img src="/j.jpg" alt="img 2.jpg"></p>
</body></html>"""

TOKEN = re.compile(r"[^\W_]+")


def test_text_is_mapped_letter_by_letter() -> None:
    text = "Read more, 2 pages: Storm-42!"
    mapped = pl.pseudo_text(text, "cyrillic")
    assert not re.search("[A-Za-z]", mapped)
    assert re.sub(r"[^\W\d_]", "x", mapped) == re.sub(r"[^\W\d_]", "x", text)
    # Tokens the scorer counts stay tokens, one for one, and case folds alike.
    assert len(TOKEN.findall(mapped)) == len(TOKEN.findall(text))
    assert pl.pseudo_text("Storm", "greek").lower() == pl.pseudo_text("storm", "greek")
    assert pl.pseudo_text("Storm", "cyrillic").lower() == pl.pseudo_text("storm", "cyrillic")
    assert pl.pseudo_text("Storm", "identity") == "Storm"


def test_tables_are_one_to_one_letters() -> None:
    for script in ("cyrillic", "greek"):
        letters = pl.pseudo_text("abcdefghijklmnopqrstuvwxyz", script)
        assert len(set(letters)) == 26 and letters.isalpha()
        assert pl.pseudo_text("ABCDEFGHIJKLMNOPQRSTUVWXYZ", script) == letters.upper()


def test_page_maps_visible_text_and_keeps_markup() -> None:
    out = pl.pseudo_page(PAGE, "cyrillic")
    assert isinstance(out, bytes)
    doc = lxml.html.document_fromstring(out.decode("utf-8"))
    body = doc.find("body")
    visible = " ".join(body.itertext())
    assert not re.search("[A-Za-z]", visible)
    assert "40" in visible
    assert doc.findtext(".//title") == pl.pseudo_text("Storm hits the coast | Daily Post",
                                                      "cyrillic")
    # Markup, names, URLs, code and dates are untouched.
    related = doc.find(".//div")
    assert related.get("class") == "related-posts" and related.get("id") == "side"
    assert doc.find(".//a").get("href") == "/a?x=1"
    assert 'var label = "Read more";' in doc.find(".//script[2]").text
    assert ".related { color: red }" in doc.find(".//style").text
    metas = {m.get("name") or m.get("property"): m.get("content") for m in doc.iter("meta")}
    assert metas["og:url"] == "https://example.org/storm"
    assert metas["date"] == "2024-03-05"
    assert metas["description"] == pl.pseudo_text("Heavy rain on Monday", "cyrillic")
    ld = json.loads(doc.find(".//script").text)
    assert ld["headline"] == pl.pseudo_text("Storm hits", "cyrillic")
    assert ld["datePublished"] == "2024-03-05T08:00:00Z" and ld["@type"] == "NewsArticle"
    # Shown attributes are mapped; an alt that is a file name is not language.
    alts = [img.get("alt") for img in doc.iter("img")]
    assert alts == [pl.pseudo_text("Flooded street", "cyrillic"), "img 2.jpg"]
    assert doc.find(".//a").get("title") == pl.pseudo_text("Second story", "cyrillic")
    # Re-encoded as UTF-8 and declared so, with the old declaration gone.
    charsets = [m for m in doc.iter("meta") if m.get("charset") or m.get("http-equiv")]
    assert [m.get("charset") for m in charsets] == ["utf-8"]


def test_names_option_maps_class_and_id() -> None:
    doc = lxml.html.document_fromstring(
        pl.pseudo_page(PAGE, "identity", names=True).decode("utf-8"))
    related = doc.find(".//div")
    assert related.get("class") == pl.pseudo_text("related-posts", "cyrillic")
    assert related.get("id") == pl.pseudo_text("side", "cyrillic")
    assert "Related stories" in related.text_content()  # identity: text as it was


def test_names_option_keeps_in_page_links_pointing_at_their_ids() -> None:
    page = '<html><body><p id="note-1">A</p><a href="/p?q=1#note-1">back</a></body></html>'
    doc = lxml.html.document_fromstring(
        pl.pseudo_page(page, "identity", names=True).decode("utf-8"))
    target = doc.find(".//p").get("id")
    assert target != "note-1"
    assert unquote(doc.find(".//a").get("href")) == f"/p?q=1#{target}"  # (written %-encoded)


def test_identity_round_trip_keeps_text() -> None:
    doc = lxml.html.document_fromstring(pl.pseudo_page(PAGE, "identity").decode("utf-8"))
    assert "Related stories" in doc.find("body").text_content()


def test_month_names_become_the_scripts_own_and_stay_dates() -> None:
    from services.extract.dates import normalize_date

    for script in ("cyrillic", "greek"):
        for written, day in (("Published March 15, 2025", "2025-03-15"),
                             ("1st Sept. 2024", "2024-09-01"), ("MAY 3 2023", "2023-05-03"),
                             ("Posted 4 Jul 2021", "2021-07-04")):
            mapped = pl.pseudo_text(written, script)
            assert not re.search(r"[A-Za-z]", mapped)
            assert normalize_date(mapped, "en") == day
    assert pl.pseudo_text("March 15", "cyrillic") == "марта 15"
    # Page and truth get the same words: the mapping depends on the text alone.
    assert pl.pseudo_text("Mayor Marchetti", "cyrillic") == pl.pseudo_text("Mayor", "cyrillic") + (
        " " + pl.pseudo_text("Marchetti", "cyrillic"))
