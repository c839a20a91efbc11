"""Each kind of page keeps what a reader came for: encyclopedia articles, blog lists,
products, documentation and tiny pages (hand-written pages). Threads and listings are
covered in test_extract.py and test_structure.py."""

from __future__ import annotations

import lxml.html
import pytest

from services.errors import ExtractionEmpty
from services.extract import extract_page
from services.extract.blocks import main_blocks
from services.extract.pipeline import _drop_before_title, choose

URL = "https://site.example.net/page"

LEAD = (
    "Riverbend is a market town on the southern bank of the Aller, known for its stone bridge, "
    "its Saturday fair and the paper mill that employed half of its people for a century."
)
HISTORY = (
    "The first houses were built around a ford in the twelfth century. A wooden bridge replaced "
    "the ford in 1480, and the stone bridge that stands today was finished in 1821 after floods."
)
GEOGRAPHY = (
    "The town lies in a wide bend of the river, between water meadows to the east and a chalk "
    "ridge to the west; the old centre sits on a gravel terrace above the flood plain."
)


def chrome(inner: str, title: str = "Riverbend - Example Encyclopedia") -> str:
    return (
        f"<html><head><title>{title}</title></head><body>"
        "<header><a href='/'>Example Encyclopedia</a><form><input name='q'></form></header>"
        "<div class='menu'><a href='/random'>Random page</a> <a href='/help'>Help</a> "
        "<a href='/donate'>Donate</a> <a href='/contact'>Contact</a></div>"
        f"{inner}"
        "<footer><a href='/privacy'>Privacy</a> <a href='/terms'>Terms of use</a> "
        "Text is available under a free licence.</footer></body></html>"
    )


def encyclopedia_page() -> str:
    infobox = (
        "<table class='infobox'><caption>Riverbend</caption>"
        "<tr><th>Country</th><td>Exampleland</td></tr>"
        "<tr><th>Population</th><td>12,400</td></tr>"
        "<tr><th>Founded</th><td>1142</td></tr>"
        "<tr><th>Elevation</th><td>38 m</td></tr></table>"
    )
    contents = (
        "<div class='toc'><h2>Contents</h2><ul><li><a href='#History'>1 History</a></li>"
        "<li><a href='#Geography'>2 Geography</a></li><li><a href='#See_also'>3 See also</a>"
        "</li></ul></div>"
    )
    see_also = (
        "<h2 id='See_also'>See also</h2><ul>"
        "<li><a href='/wiki/Aller'>Aller (river)</a></li>"
        "<li><a href='/wiki/Riverbend_Bridge'>Riverbend Bridge</a></li>"
        "<li><a href='/wiki/Towns'>List of towns in Exampleland</a></li></ul>"
    )
    return chrome(
        "<main><h1>Riverbend</h1><div class='body'>"
        f"{infobox}<p><b>Riverbend</b> {LEAD}</p><p>{LEAD}</p>{contents}"
        f"<h2 id='History'>History</h2><p>{HISTORY}</p><p>{HISTORY}</p>"
        f"<h2 id='Geography'>Geography</h2><p>{GEOGRAPHY}</p><p>{GEOGRAPHY}</p>"
        f"{see_also}</div></main>"
    )


def test_encyclopedia_page_keeps_lead_infobox_sections_and_see_also() -> None:
    md = extract_page(encyclopedia_page(), URL).markdown
    assert LEAD in md
    assert "| Population | 12,400 |" in md  # the infobox as a table
    assert md.index("12,400") < md.index("## History") < md.index("## Geography")
    assert HISTORY in md and GEOGRAPHY in md
    assert "## See also" in md
    assert "Riverbend Bridge" in md and "List of towns in Exampleland" in md
    assert "Terms of use" not in md and "Random page" not in md


def test_blog_post_keeps_its_list_items() -> None:
    steps = ["Soak the beans overnight in cold water", "Simmer them for two hours with bay",
             "Season only at the end, or the skins split", "Rest the pot for ten minutes"]
    body = (
        f"<article><h1>Slow beans</h1><p>{HISTORY}</p><ul>"
        + "".join(f"<li>{s}</li>" for s in steps)
        + f"</ul><p>{GEOGRAPHY}</p><ol><li><a href='/a'>Dried beans</a></li>"
        f"<li><a href='/b'>Bay leaves</a></li><li>Salt</li></ol><p>{LEAD}</p></article>"
    )
    md = extract_page(chrome(body, "Slow beans"), URL).markdown
    for step in steps:
        assert f"- {step}" in md
    assert "Dried beans" in md and "Bay leaves" in md


def test_product_page_keeps_description_specs_and_price() -> None:
    description = (
        "A stoneware teapot thrown by hand and glazed in a deep blue. It holds a litre, "
        "pours without dripping and keeps tea warm for an hour under its cosy."
    )
    specs = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in
                    [("Capacity", "1 litre"), ("Material", "Stoneware"), ("Height", "16 cm"),
                     ("Care", "Dishwasher safe")])
    related = "".join(
        f"<li class='card'><a href='/p/{i}'>Matching cup number {i} in blue</a></li>"
        for i in range(6)
    )
    html = chrome(
        "<main><div class='product'><h1>Blue stoneware teapot</h1>"
        "<div class='price'><span>€</span><span>48.00</span></div>"
        f"<div class='description'><p>{description}</p></div>"
        f"<h2>Specifications</h2><table>{specs}</table></div>"
        f"<h2>You may also like</h2><ul class='cards'>{related}</ul></main>",
        "Blue stoneware teapot",
    ).replace("<head>", "<head><meta property='og:type' content='product'>")
    md = extract_page(html, URL).markdown
    assert description in md
    assert "48.00" in md
    assert "| Capacity | 1 litre |" in md
    assert "Matching cup number 3" not in md


def test_documentation_keeps_code_tables_and_admonitions() -> None:
    note = "Changing the pool size needs a restart of the worker, not of the whole service."
    warning = "Never run the migration twice: the second run drops the new columns."
    body = (
        "<main><article><h1>Configuring the worker</h1>"
        f"<p>{GEOGRAPHY}</p>"
        "<pre><code class='language-toml'>[worker]\npool = 8\ntimeout = 30</code></pre>"
        f"<div class='admonition note' role='note'><p class='admonition-title'>Note</p>"
        f"<p>{note}</p></div>"
        "<table><thead><tr><th>Option</th><th>Default</th><th>Meaning</th></tr></thead>"
        "<tbody><tr><td>pool</td><td>4</td><td>worker threads</td></tr>"
        "<tr><td>timeout</td><td>60</td><td>seconds per job</td></tr></tbody></table>"
        f"<aside class='warning'><p>{warning}</p></aside>"
        f"<p>{HISTORY}</p></article></main>"
    )
    md = extract_page(chrome(body, "Configuring the worker"), URL).markdown
    assert "```toml\n[worker]\npool = 8\ntimeout = 30\n```" in md
    assert "| pool | 4 | worker threads |" in md
    assert note in md
    assert warning in md


def test_tiny_page_comes_back_with_what_it_has() -> None:
    page = extract_page("<html><body><p>Closed today.</p></body></html>", URL)
    assert page.markdown == "Closed today."


def test_tiny_page_that_is_a_script_placeholder_is_empty() -> None:
    html = ("<html><head><script>boot()</script></head>"
            "<body><div id='app'><p>Loading the app</p></div></body></html>")
    with pytest.raises(ExtractionEmpty):
        extract_page(html, URL)



def test_a_block_that_starts_after_most_of_the_main_region_is_one_section_of_it() -> None:
    # Page builders nest each section deeply; readability then keeps only the
    # section of longest prose, though the services listed before it are content.
    services = "".join(
        f"<section><h2>Service {n}</h2><ul><li>{n} repairs done the same day</li>"
        f"<li>{n} parts replaced and serviced</li><li>{n} work guaranteed two years</li>"
        "</ul></section>" for n in ("Plumbing", "Heating", "Electrics", "Roofing", "Joinery")
    )
    about = f"<section><h2>About us</h2><p>{HISTORY}</p><p>{GEOGRAPHY}</p></section>"
    region = lxml.html.fragment_fromstring(f"<main>{services}{about}</main>",
                                           parser=lxml.html.HTMLParser())
    article = lxml.html.fragment_fromstring(f"<div>{about}</div>", parser=lxml.html.HTMLParser())
    assert choose(article, region, is_article=True) is region
    # The same block at the top of the region, with teasers after it, is the article.
    region = lxml.html.fragment_fromstring(f"<main>{about}{services}</main>",
                                           parser=lxml.html.HTMLParser())
    assert choose(article, region, is_article=True) is article


def test_a_list_page_whose_table_outscores_its_prose_keeps_the_lead_around_the_table() -> None:
    rows = "".join(
        f"<tr><td>Bridge {i}</td><td>{1700 + i}</td><td>A stone arch over the river, rebuilt "
        f"after the flood of {1800 + i}, with {i + 2} spans, a toll house on its northern bank, "
        "and a carved parapet that the town restored with public money.</td></tr>"
        for i in range(30)
    )
    html = chrome(
        "<main><h1>List of bridges of Riverbend</h1><div class='body'>"
        f"<p>{LEAD}</p><h2>Bridges</h2>"
        "<table><caption>Bridges by age</caption><thead><tr><th>Name</th><th>Built</th>"
        f"<th>Description</th></tr></thead><tbody>{rows}</tbody></table>"
        f"<h2>History</h2><p>{HISTORY}</p></div></main>",
        "List of bridges of Riverbend",
    )
    md = extract_page(html, URL).markdown
    assert LEAD in md
    assert "| Bridge 12 | 1712 |" in md
    assert HISTORY in md
    assert "Terms of use" not in md


def test_footnote_markers_and_back_links_are_text_not_addresses() -> None:
    body = (
        f"<article><h1>Riverbend</h1><p>{LEAD}<sup><a href='#note-1'>[1]</a></sup></p>"
        f"<p>{GEOGRAPHY[:-1]}<sup><a href='#note-3'>3</a></sup>.</p>"
        f"<p>{HISTORY}<sup><a href='#note-2'>[2]</a></sup></p><h2>Notes</h2><ol>"
        "<li id='note-1'><a href='#ref-1'>^</a> <a href='https://books.example.org/town'>"
        "A history of the town</a>, 1902.</li>"
        "<li id='note-2'><a href='#ref-2'>^</a> Council records, 1821.</li></ol></article>"
    )
    md = extract_page(chrome(body), URL).markdown
    assert f"{LEAD}[1]" in md.replace("\\[", "[").replace("\\]", "]")
    assert "#note-1" not in md and "#ref-1" not in md
    assert f"{GEOGRAPHY[:-1]}[3]." in md  # a bare number would run into the word before
    assert "[A history of the town](https://books.example.org/town), 1902." in md


def test_a_column_of_links_beside_the_article_does_not_make_it_one_block_of_many() -> None:
    paragraphs = "".join(f"<p>{text}</p>" for text in (LEAD, HISTORY, GEOGRAPHY, HISTORY[::-1]))
    teasers = "".join(
        f"<li><a href='/story/{i}'>Issue {i}: new bridges, old mills and the river in spring</a>"
        "</li>" for i in range(40)
    )
    html = (
        "<html><head><title>Riverbend</title></head><body><div id='page'>"
        f"<div id='left'><h1>Riverbend</h1>{paragraphs}</div>"
        f"<div id='right'><ul>{teasers}</ul></div></div></body></html>"
    )
    md = extract_page(html, URL).markdown
    assert LEAD in md and GEOGRAPHY in md
    assert "Issue 12" not in md


def docs_page(widget: str) -> str:
    return chrome(
        f"<main><article><h1>Opening a session</h1><p>{GEOGRAPHY}</p>{widget}"
        f"<p>{HISTORY}</p><div class='menu' hidden><a href='/account'>Account settings</a>"
        "</div></article></main>",
        "Opening a session",
    )


@pytest.mark.parametrize("hiding", ["hidden", "aria-hidden='true'", "style='display: none'"])
def test_short_code_samples_in_hidden_language_tabs_are_kept(hiding: str) -> None:
    widget = (
        "<div class='tabs'><div role='tablist'><button role='tab'>Python</button>"
        "<button role='tab'>Shell</button></div>"
        "<div role='tabpanel'><pre><code>import client\nclient.open()</code></pre></div>"
        f"<div role='tabpanel' {hiding}><pre><code>client open</code></pre></div></div>"
    )
    md = extract_page(docs_page(widget), URL).markdown
    assert "client.open()" in md
    assert "```\nclient open\n```" in md
    assert "Account settings" not in md  # other hidden content stays dropped


def test_a_hidden_code_block_beside_a_shown_one_of_its_kind_is_a_variant_kept() -> None:
    widget = (
        "<div class='samples'><div class='sample'><pre><code>import client\nclient.open()"
        "</code></pre></div><div class='sample' hidden><pre><code>c := client.Open()"
        "</code></pre></div></div>"
    )
    md = extract_page(docs_page(widget), URL).markdown
    assert "client.open()" in md and "c := client.Open()" in md
    assert "Account settings" not in md


def test_headings_linked_into_their_own_page_stay_headings() -> None:
    def section(slug: str, title: str, text: str) -> str:
        return (
            f"<div class='section' id='{slug}'><h2><a href='#toc-{slug}'>{title}</a>"
            f"<a class='headerlink' href='#{slug}'>¶</a></h2><p>{text}</p><p>{text}</p></div>"
        )

    body = (
        "<div class='document'><h1>Riverbend</h1>"
        + section("history", "Early years", HISTORY)
        + section("geography", "Lie of the land", GEOGRAPHY)
        + "</div>"
    )
    md = extract_page(chrome(body), URL).markdown
    assert "## Early years" in md and "## Lie of the land" in md
    assert HISTORY in md and GEOGRAPHY in md


def test_an_infobox_with_lists_in_its_values_is_still_a_table() -> None:
    padding = " " * 300  # a saved page's indentation is not text
    infobox = (
        "<table class='infobox'><caption>Riverbend</caption>"
        "<tr><th>Country</th><td>Exampleland</td></tr>"
        f"<tr><th>Languages</th><td>{padding}<div><ul><li>Exampish</li><li>Sign language</li>"
        f"</ul></div>{padding}</td></tr>"
        "<tr><th>Population</th><td><p>12,400</p></td></tr>"
        "<tr><th>Founded</th><td>1142</td></tr></table>"
    )
    body = f"<main><h1>Riverbend</h1>{infobox}<p>{LEAD}</p><p>{HISTORY}</p></main>"
    md = extract_page(chrome(body), URL).markdown
    assert "| Languages | Exampish; Sign language |" in md
    assert "| Population | 12,400 |" in md


def test_link_heavy_steps_in_language_tab_panels_are_not_teasers() -> None:
    def panel(language: str) -> str:
        return (
            f"<div role='tabpanel' aria-labelledby='tab-{language}'><ul>"
            f"<li><a href='https://{language}.example.org/'>Install {language}</a>.</li>"
            "<li><a href='https://tunnel.example.org/'>Set up the tunnel</a>.</li>"
            f"<li><a href='https://sdk.example.org/{language}'>Add the {language} SDK</a>.</li>"
            f"</ul><pre><code>{language.lower()} add sdk</code></pre></div>"
        )

    languages = ("Python", "Ruby", "Go")
    widget = (
        "<div class='tabs'><div role='tablist'>"
        + "".join(f"<span role='tab' id='tab-{name}'>{name}</span>" for name in languages)
        + "</div>" + "".join(panel(name) for name in languages) + "</div>"
    )
    md = extract_page(docs_page(widget), URL).markdown
    for name in languages:
        assert f"Install {name}" in md and f"Add the {name} SDK" in md


def _fragment(html: str) -> lxml.html.HtmlElement:
    return lxml.html.fragment_fromstring(html, parser=lxml.html.HTMLParser())


SECTIONS = (
    "We plan the move with you room by room, pack what is fragile in crates we bring, and "
    "label every box with the room it goes to in the new home.",
    "Our vans carry blankets, straps and ramps, and each crew has moved pianos, aquariums and "
    "wardrobes up narrow staircases without a scratch on the walls.",
    "Storage is heated and dry, and you can visit your things on any weekday morning while "
    "the sale of the old house or the building of the new one is settled.",
    "Insurance covers every item from the moment we lift it until it stands where you want "
    "it, and claims are paid within ten days of the photographs.",
)


def test_a_block_that_skips_sections_of_a_landing_page_gives_way_to_the_region() -> None:
    # A service page is a run of sections; readability kept two and skipped the ones
    # around them (a card row between, a section before and after).
    sections = [f"<section><h2>Part {i}</h2><p>{text}</p></section>"
                for i, text in enumerate(SECTIONS)]
    region = _fragment(f"<main>{''.join(sections)}</main>")
    article = _fragment(f"<div>{sections[1]}{sections[2]}</div>")
    assert choose(article, region, is_article=False) is region
    # An article among a lead and a comment keeps readability's block.
    assert choose(article, region, is_article=True) is article
    # A page that only says "article" (no date, no author) is read by its structure.
    assert choose(article, region, is_article=True, signed=False) is region
    # A block that keeps nearly all the prose stays.
    article = _fragment(f"<div>{''.join(sections[:3])}</div>")
    assert choose(article, region, is_article=False) is article


def test_a_declared_article_keeps_its_block_beside_a_much_longer_rest_of_the_page() -> None:
    # A page that declares an article keeps readability's block at the top of the
    # region even when the rest (here a long list of short lines) is ten times as
    # long; a page that declares nothing is read as one of many blocks.
    body = "".join(f"<p>{text}</p>" for text in (LEAD, HISTORY, GEOGRAPHY))
    marks = "".join(f"<li>Reader {n} marked this page as read</li>" for n in range(200))
    region = _fragment(f"<main><div>{body}</div><ul>{marks}</ul></main>")
    article = _fragment(f"<div>{body}</div>")
    assert choose(article, region, is_article=True) is article
    assert choose(article, region, is_article=False) is region


def test_a_block_without_any_of_the_regions_paragraphs_gives_way_to_the_region() -> None:
    cards = "".join(f"<li><a href='/q/{i}'>Question {i}</a> asked by a reader</li>"
                    for i in range(40))
    region = _fragment(f"<main><ul>{cards}</ul>{''.join(f'<p>{t}</p>' for t in SECTIONS)}</main>")
    article = _fragment(f"<div><ul>{cards}</ul></div>")
    assert choose(article, region, is_article=True) is region


def test_an_index_of_short_links_keeps_its_links() -> None:
    # A catalogue's A to Z index: nearly all of the page is strips of one-word links
    # (each letter's block classed apart, so they are not one listing's cards).
    words = {"A": ["Anchors", "Axles"], "B": ["Bolts", "Brackets", "Bushings"],
             "C": ["Clamps", "Clips", "Couplings"], "H": ["Hinges", "Hooks"],
             "L": ["Latches", "Locks"], "N": ["Nails", "Nuts"], "P": ["Pins", "Plates"],
             "R": ["Rivets", "Rings"], "S": ["Screws", "Springs", "Studs"],
             "W": ["Washers", "Wedges"]}
    groups = "".join(
        f"<div class='group letter-{letter.lower()}'><h3>{letter}</h3><ul>"
        + "".join(f"<li><a href='/c/{w.lower()}'>{w}</a></li>" for w in names)
        + "</ul></div>" for letter, names in words.items())
    html = ("<html><head><title>Hardware</title></head><body>"
            "<nav><a href='/'>Home</a> <a href='/about'>About</a></nav>"
            f"<main><h1>Hardware categories</h1>{groups}</main>"
            "<footer><p>Copyright the catalogue company</p></footer></body></html>")
    markdown = extract_page(html, URL).markdown
    for word in ("Anchors", "Couplings", "Springs", "Wedges"):
        assert word in markdown
    assert "About" not in markdown


def test_an_archive_title_and_lead_above_main_are_kept() -> None:
    lead = ("Slow cooked stews, soups and braises for the cold months, each one tested in a "
            "home kitchen and written for a single pot.")
    cards = "".join(
        f"<article class='card'><h2><a href='/r/{i}'>Winter stew number {i} with barley</a></h2>"
        f"<p>A thick stew of root vegetables, barley and herbs, ready in {i + 2} hours.</p>"
        "</article>" for i in range(8))
    html = ("<html><head><title>Stews</title></head><body>"
            "<nav><a href='/'>Home</a> <a href='/recipes'>Recipes</a></nav>"
            f"<div class='archive-intro'><h1>Winter stews</h1><p>{lead}</p></div>"
            f"<main>{cards}</main><footer><p>All rights reserved by the kitchen</p></footer>"
            "</body></html>")
    region = main_blocks(lxml.html.document_fromstring(html))
    assert region is not None
    text = region.text_content()
    assert "Slow cooked stews" in text
    assert "Winter stew number 7" in text
    assert "All rights reserved" not in text


def test_a_multi_block_region_drops_what_comes_above_its_own_heading() -> None:
    promo = "<div class='strip'><p>Spring sale on all garden tools</p><p>Free delivery</p></div>"
    posts = "".join(f"<div class='post'><p>{text}</p></div>" for text in (LEAD, HISTORY, GEOGRAPHY))

    def region(head: str, tail: str = "") -> lxml.html.HtmlElement:
        return lxml.html.fragment_fromstring(
            f"<main><div>{head}<div><h1>Riverbend bridge</h1>{posts}</div></div>{tail}</main>",
            parser=lxml.html.HTMLParser())

    kept = region(promo)
    _drop_before_title(kept, "Riverbend bridge - Example Forum")
    text = kept.text_content()
    assert "Spring sale" not in text and "Riverbend bridge" in text and "paper mill" in text
    # A heading that does not name the page, or that most of the region precedes, cuts nothing.
    other = region(promo)
    _drop_before_title(other, "Another page")
    assert "Spring sale" in other.text_content()
    late = region(f"<p>{LEAD} {HISTORY} {GEOGRAPHY} {LEAD}</p>")
    _drop_before_title(late, "Riverbend bridge")
    assert "paper mill" in late.text_content()
    # A notice above the heading as long as a third of the region goes too.
    notice = region("<div class='note'><p>Our offices are closed for the holidays; replies to "
                    "messages sent before the new year may take up to two weeks, and the shop "
                    "ships again from the second week of January. Thank you for your patience "
                    "while the team is away.</p></div>")
    _drop_before_title(notice, "Riverbend bridge")
    text = notice.text_content()
    assert "offices are closed" not in text and "paper mill" in text
