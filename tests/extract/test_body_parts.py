"""Parts of a text that readability's cleaning used to drop: a grid table without header
cells, a list that closes a section before the next heading, and the headed sections of a
page that names no date and no author."""

from __future__ import annotations

import lxml.html
import pytest

from services.extract import cards, dom, extract_page, item_heads, pipeline
from services.extract.blocks import main_blocks, measure
from services.extract.missed_prose import misses_prose
from services.extract.pipeline import choose

URL = "https://site.example.net/page"
PROSE = ("The plan starts gently and adds a little distance every week, so that the body has "
         "time to adapt to the new load before the next step is asked of it. ")


def _page(inner: str) -> str:
    return ("<html><head><title>Training plan</title></head><body>"
            "<nav><a href='/'>Home</a> <a href='/plans'>Plans</a> <a href='/shop'>Shop</a></nav>"
            f"<main><h1>Training plan</h1>{inner}</main>"
            "<footer><a href='/privacy'>Privacy</a> Copyright the club</footer></body></html>")


def test_a_grid_table_without_header_cells_stays_in_the_text() -> None:
    rows = "".join(f"<tr><td>Week {week}</td><td>Rest</td><td>Run {week + 2} km</td>"
                   f"<td>Walk {week} km</td></tr>" for week in range(1, 9))
    table = f"<div class='scroller'><table>{rows}</table></div>"
    html = _page(f"<p>{PROSE * 3}</p><p>{PROSE * 2}</p>{table}<p>{PROSE * 3}</p>")
    markdown = extract_page(html, URL).markdown
    assert "Run 10 km" in markdown
    assert "Walk 8 km" in markdown


def test_a_list_that_closes_a_section_before_the_next_heading_stays() -> None:
    items = "".join(f"<li><a href='/plans/{n}'>Plan {n}</a>: official guide, "
                    f"<a href='/shops/{n}'>shop {n}</a></li>" for n in range(1, 6))
    html = _page(f"<p>{PROSE * 3}</p><h2>Plans</h2><p>{PROSE * 2}</p><ul>{items}</ul><p></p>"
                 f"<h2>Rest days</h2><p>{PROSE * 3}</p>")
    markdown = extract_page(html, URL).markdown
    assert "official guide" in markdown
    assert "Plan 5" in markdown


def _fragment(html: str) -> lxml.html.HtmlElement:
    return lxml.html.fragment_fromstring(html, parser=lxml.html.HTMLParser())


def test_an_unsigned_page_of_headed_sections_gives_way_to_the_region() -> None:
    # A landing page: one long section readability keeps, eight short headed ones it skips.
    short = "".join(f"<section><h3>Service {i}</h3><p>What we do for you, part {i}.</p>"
                    "</section>" for i in range(8))
    long = f"<section><h2>About us</h2><p>{PROSE * 6}</p></section>"
    region = _fragment(f"<main>{short}{long}<div>{PROSE * 5}</div></main>")
    article = _fragment(f"<div>{long}</div>")
    assert choose(article, region, is_article=False, signed=False) is region
    # A page that names its author or date is an article among other blocks.
    assert choose(article, region, is_article=False, signed=True) is article
    # A block holding most of the region's text is the text, whatever the headings.
    article = _fragment(f"<div>{long}<div>{PROSE * 5}</div></div>")
    assert choose(article, region, is_article=False, signed=False) is article


def test_a_long_table_of_linked_names_stays_whatever_its_class_says() -> None:
    rows = "".join(f"<tr><td>{1990 + i}</td><td><a href='/p/{i}a'>Person {i} A</a></td>"
                   f"<td><a href='/p/{i}b'>Person {i} B</a></td>"
                   f"<td><a href='/p/{i}c'>Person {i} C</a></td><td>shared</td></tr>"
                   for i in range(14))
    table = ("<table class='sortable sticky-header'><tr><th>Year</th><th>Physics</th>"
             f"<th>Chemistry</th><th>Medicine</th><th>Note</th></tr>{rows}</table>")
    html = _page(f"<p>{PROSE * 3}</p><h2>Laureates</h2><p>{PROSE * 2}</p>{table}"
                 f"<h2>Secrecy</h2><p>{PROSE * 3}</p>")
    markdown = extract_page(html, URL).markdown
    assert "Person 13 C" in markdown
    assert "Person 0 A" in markdown


def test_headed_columns_of_links_do_not_make_a_page_of_sections() -> None:
    # A sidebar of headed link lists beside one long text is not a landing page.
    columns = "".join(f"<div><h3>Column {i}</h3><ul>"
                      + "".join(f"<li><a href='/c/{i}/{j}'>Entry {j} of {i}</a></li>"
                                for j in range(4))
                      + "</ul></div>" for i in range(8))
    long = f"<section><h2>About us</h2><p>{PROSE * 2}</p></section>"
    region = _fragment(f"<main>{long}<div>{columns}</div></main>")
    article = _fragment(f"<div>{long}</div>")
    assert choose(article, region, is_article=False, signed=False) is article


def test_one_post_of_a_thread_gives_way_to_the_thread() -> None:
    posts = [f"<article class='entry post'><div class='who'>user{i}</div><p>{text}</p></article>"
             for i, text in enumerate((
                 "Is there a public plan of what the team builds next, and when it ships?",
                 PROSE * 4,
                 "Thanks, that answers it; I will watch the release notes from now on."))]
    region = _fragment(f"<main><h1>Plans</h1>{''.join(posts)}</main>")
    article = _fragment(f"<div><p>{PROSE * 4}</p></div>")
    assert choose(article, region, is_article=False) is region
    # A sliver beside a long text (a footer row of the same kind) is no thread.
    region = _fragment(f"<main><div class='part'><p>{PROSE * 4}</p></div>"
                       "<div class='part'>Share this page</div></main>")
    assert choose(article, region, is_article=False) is article


def test_one_panel_marked_by_its_state_gives_way_to_its_sibling_panels() -> None:
    # The shown panel carries one more class ("showing") than its siblings; the
    # first class makes them one kind, and the region keeps every panel.
    panels = "".join(
        f"<div class='panel{extra}'><h2>Part {i}</h2><p>{text}</p></div>"
        for i, (extra, text) in enumerate((
            (" showing", PROSE * 4),
            ("", "Forms to fill in: a permit, a licence. " * 3),
            ("", "Questions asked often, with their answers. " * 3))))
    region = _fragment(f"<main><h1>Permits</h1>{panels}</main>")
    article = _fragment(f"<div><h2>Part 0</h2><p>{PROSE * 4}</p></div>")
    assert choose(article, region, is_article=False, signed=False) is region
    # Siblings of another first class are other blocks: readability's block stands.
    for sibling in region.findall(".//div[@class='panel']"):
        sibling.set("class", "box")
    assert choose(article, region, is_article=False, signed=False) is article


def test_choose_measures_the_region_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # The card, item-head, link-column and thread rules each read the region's sizes:
    # one measuring serves them all (nothing in ``choose`` changes the region).
    measured: list[object] = []

    def counted(root: object) -> object:
        measured.append(root)
        return measure(root)  # type: ignore[arg-type]

    for module in (pipeline, cards, item_heads):
        monkeypatch.setattr(module, "measure", counted)
    posts = [f"<article class='entry post'><div class='who'>user{i}</div><p>{text}</p></article>"
             for i, text in enumerate((
                 "Is there a public plan of what the team builds next, and when it ships?",
                 PROSE * 4,
                 "Thanks, that answers it; I will watch the release notes from now on."))]
    region = _fragment(f"<main><h1>Plans</h1>{''.join(posts)}<div>{PROSE * 9}</div></main>")
    article = _fragment(f"<div><p>{PROSE * 4}</p></div>")
    choose(article, region, is_article=False, signed=False)
    assert measured == [region]


def test_an_accordion_marked_as_a_tablist_keeps_its_answers() -> None:
    answers = "".join(f"<div class='item'><button>Question {i}?</button>"
                      f"<div class='panel'><p>Answer {i}: {PROSE}</p></div></div>"
                      for i in range(4))
    tabs = ("<div role='tablist'><a href='#a'>Overview</a><a href='#b'>Prices</a>"
            "<a href='#c'>Support</a></div>")
    html = ("<html><body><main><h1>Rebates</h1>"
            f"<p>{PROSE * 6}</p>{tabs}<div role='tablist'>{answers}</div></main></body></html>")
    region = main_blocks(dom.parse(html))
    assert region is not None
    text = region.text_content()
    assert "Answer 3:" in text
    assert "Overview" not in text  # a row of tabs is still chrome


def test_a_heading_named_like_a_page_header_stays_over_its_section() -> None:
    section = ("<h2 class='header-anchor-post'>Why the plan starts slowly"
               "<div class='anchor'><button type='button'>#</button></div></h2>"
               f"<p>{PROSE * 2}</p><p>{PROSE * 2}</p>")
    html = _page(f"<p>{PROSE * 3}</p><p>{PROSE * 2}</p>{section}<p>{PROSE * 3}</p>")
    markdown = extract_page(html, URL).markdown
    assert "## Why the plan starts slowly" in markdown
    sidebar = "<h3 class='header-widget'>Our partners</h3><ul><li>Shoes</li><li>Bikes</li></ul>"
    assert "Our partners" not in extract_page(_page(f"<p>{PROSE * 4}</p>{sidebar}"
                                                    f"<p>{PROSE * 3}</p>"), URL).markdown


def _bio() -> str:
    return ("<p>" + "The author writes about science and health for the paper and has "
            "covered research on sleep, the brain and ageing for twelve years. " * 5 + "</p>")


def test_a_block_written_in_divs_keeps_its_place_beside_a_bio_paragraph() -> None:
    # readability's block holds the article in <div>s, so it matches none of the region's
    # <p> paragraphs; the one it does not hold, an author's bio, is no text it missed.
    body = "".join(f"<div>{PROSE * 3}</div>" for _ in range(10))
    article = _fragment(f"<div>{body}</div>")
    region = _fragment(f"<main><div>{body}</div>{_bio()}</main>")
    assert not misses_prose(article, region, is_article=True, signed=True)
    assert choose(article, region, is_article=True, signed=True) is article


def test_a_short_block_beside_the_same_prose_still_gives_way_to_the_region() -> None:
    # A teaser of a line beside paragraphs of prose: the text is elsewhere.
    article = _fragment("<div><a href='/next'>Read the next plan: ten weeks to a half "
                        "marathon</a></div>")
    region = _fragment(f"<main><p>{PROSE * 3}</p><p>{PROSE * 2}</p>{_bio()}</main>")
    assert misses_prose(article, region, is_article=True, signed=True)
    assert choose(article, region, is_article=True, signed=True) is region
