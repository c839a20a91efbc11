"""Formulas become TeX, and strip_invisible learns from that whether any can be hidden."""

from __future__ import annotations

from services.extract import dom
from services.extract.math import TEX_ATTR, convert_math


def _page(body: str) -> object:
    return dom.parse(f"<html><body><p>Text davor.</p>{body}</body></html>")


def test_a_page_without_formulas_says_so() -> None:
    assert convert_math(_page("<div>nur <b>Text</b></div>")) is False


def test_written_formulas_and_the_pages_own_tex_are_reported() -> None:
    written = _page("<span data-tex='x^2'>x²</span>")
    assert convert_math(written) is True
    assert written.xpath(f"//*[@{TEX_ATTR}]")[0].get(TEX_ATTR) == "x^2"
    mathml = _page("<math><semantics><mi>y</mi>"
                   "<annotation encoding='application/x-tex'>y</annotation></semantics></math>")
    assert convert_math(mathml) is True
    assert convert_math(_page(f"<span {TEX_ATTR}='z'>z</span>")) is True


def test_a_formula_in_a_hidden_element_is_kept_in_its_place() -> None:
    doc = _page("<span style='display:none'><math><semantics><mi>a</mi>"
                "<annotation encoding='application/x-tex'>a+b</annotation></semantics></math>"
                "</span><img src='a.png' alt='a+b'>")
    dom.strip_invisible(doc)
    assert [e.get(TEX_ATTR) for e in doc.xpath(f"//*[@{TEX_ATTR}]")] == ["a+b"]
    assert not doc.xpath("//*[@style]")
