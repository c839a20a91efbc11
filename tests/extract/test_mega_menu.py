"""A site header of panels of links outweighing the page's own text is still chrome."""

from __future__ import annotations

from services.extract import extract_page

URL = "https://site.example.net/learn/what-is-storage"
TEXT = ("Storage keeps data on devices that outlast the programs that wrote it, and the "
        "choice between block, file and object storage follows from how the data is read. ")


def _menu(blurb: str) -> str:
    items = "".join(f"<li><a href='/p/{i}'><b>Product {i}</b><span>{blurb} {i}.</span></a></li>"
                    for i in range(60))
    return f"<header><nav-panel><ul>{items}</ul></nav-panel></header>"


def _page(menu: str) -> str:
    return (f"<html><head><title>What is storage?</title></head><body><div>{menu}"
            f"<div><h1>What is storage?</h1><p>{TEXT * 3}</p><h2>Kinds</h2><p>{TEXT * 2}</p>"
            "</div></div></body></html>")


def test_a_header_of_links_larger_than_the_text_is_left_out() -> None:
    markdown = extract_page(_page(_menu("Run workloads of every size on machines near you")),
                            URL).markdown
    assert "Product 7" not in markdown
    assert markdown.count("block, file and object") == 5


def test_a_large_header_holding_the_page_heading_stays() -> None:
    page = _page("").replace("<div><h1>", "<header><h1>").replace("</p></div></div>",
                                                                  "</p></header></div>")
    markdown = extract_page(page, URL).markdown
    assert markdown.count("block, file and object") == 5
