"""Product pages: detection, customer reviews left out, every content block kept,
other products' cards cut; gallery images once; the near-empty check stops early."""

from __future__ import annotations

import json

import lxml.html

from services.extract import extract_page
from services.extract.counted_tokens import tokens_up_to
from services.extract.metadata import read_metadata
from services.extract.pipeline import MIN_TOKENS

URL = "https://shop.example.com/p/walnut-desk"

DESCRIPTION = (
    "The walnut desk is built from solid hardwood with a hand-rubbed oil finish. "
    "Its drawers run on soft-close rails, and the cable tray keeps the top clear. "
    "Each desk is made to order in our workshop and checked before it ships."
)
SPECS = [("Width", "140 cm"), ("Depth", "70 cm"), ("Height", "75 cm"), ("Weight", "38 kg"),
         ("Material", "Solid American walnut"), ("Finish", "Natural hard-wax oil"),
         ("Drawers", "Two, soft-close, full extension"), ("Load", "Up to 80 kg on the top"),
         ("Assembly", "Legs bolt on, tools included"), ("Warranty", "Ten years on the frame")]
REVIEW = (
    "I waited six weeks for delivery, but it was worth it: the desk is sturdy, the grain is "
    "beautiful and the drawers glide. My only complaint is that assembly took two hours. "
)


def _reviews(n: int = 6) -> str:
    return "".join(
        f"<div itemprop='review' itemscope itemtype='https://schema.org/Review'>"
        f"<p>Reviewer {i} wrote:</p><p>{REVIEW}{REVIEW}</p></div>"
        for i in range(n)
    )


def product_page(head: str = "<meta property='og:type' content='product'>",
                 extra: str = "") -> str:
    rows = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in SPECS)
    return (
        f"<html><head><title>Walnut desk - Example Shop</title>{head}</head><body>"
        "<header><a href='/'>Shop</a> <a href='/desks'>Desks</a></header><main>"
        "<h1>Walnut desk</h1><div class='price'>EUR 1,290</div>"
        f"<section class='description'><h2>Description</h2><p>{DESCRIPTION}</p></section>"
        f"<section class='details'><h2>Specifications</h2><table>{rows}</table></section>"
        f"<section class='customer-reviews'><h2>What buyers say</h2>{_reviews()}</section>"
        f"{extra}</main><footer>Example Shop, all rights reserved</footer></body></html>"
    )


def _meta(head: str, body: str = "<p>x</p>") -> tuple[bool, bool]:
    doc = lxml.html.document_fromstring(f"<html><head>{head}</head><body>{body}</body></html>")
    meta = read_metadata(doc)
    return meta.is_product, meta.is_article


def test_product_pages_are_recognised_from_their_declarations() -> None:
    assert _meta("<meta property='og:type' content='product'>") == (True, False)
    shop_ld = '<script type="application/ld+json">{"@type": "Product", "name": "Desk"}</script>'
    # Shop templates often emit og:type article; a JSON-LD Product wins.
    assert _meta("<meta property='og:type' content='article'>" + shop_ld) == (True, False)
    review_ld = ('<script type="application/ld+json">[{"@type": "NewsArticle"},'
                 ' {"@type": "Product"}]</script>')
    assert _meta(review_ld) == (False, True)
    box = "<div itemscope itemtype='https://schema.org/Product'>Desk</div>"
    assert _meta("", box) == (True, False)
    # An article that embeds a product box stays an article.
    assert _meta("<meta property='og:type' content='article'>", box) == (False, True)
    assert _meta("") == (False, False)
    # Open Graph's product.group is a group of products (a category page).
    assert _meta("<meta property='og:type' content='product.group'>") == (False, False)


def _ld(record: dict[str, object]) -> str:
    return f'<script type="application/ld+json">{json.dumps(record)}</script>'


def test_a_rating_badge_declared_as_a_product_does_not_make_a_product_page() -> None:
    page = "<title>Cloud consulting services</title>"
    body = "<h1>Cloud consulting services</h1><p>x</p>"
    badge = {"@type": "Product", "name": "Example Consulting Group",
             "aggregateRating": {"@type": "AggregateRating", "ratingValue": "4.8"}}
    # A record naming something else and selling nothing is the firm's rating badge.
    assert _meta(page + _ld(badge), body) == (False, False)
    # A record that names the page, or sells something, is the page's product.
    assert _meta(page + _ld({**badge, "name": "Cloud consulting services"}), body)[0]
    assert _meta(page + _ld({**badge, "offers": {"@type": "Offer", "price": "10"}}), body)[0]
    assert _meta(page + _ld({**badge, "sku": "CC-1"}), body)[0]


def test_product_page_keeps_description_and_specs_and_drops_customer_reviews() -> None:
    markdown = extract_page(product_page(), URL).markdown
    assert "hand-rubbed oil finish" in markdown
    assert "Solid American walnut" in markdown and "140 cm" in markdown
    assert "assembly took two hours" not in markdown
    assert "Reviewer 3" not in markdown


def test_reviews_stay_on_pages_that_are_not_products() -> None:
    page = product_page(head="")
    assert "assembly took two hours" in extract_page(page, URL).markdown


def test_other_products_cards_are_cut_from_a_product_page() -> None:
    cards = "".join(
        f"<div class='card'><a href='/p/{i}'>Oak writing desk with two drawers, model {i}</a>"
        f"<a href='/p/{i}'>EUR {400 + i}</a></div>"
        for i in range(6)
    )
    page = product_page(extra=f"<section><h2>You might like</h2>{cards}</section>")
    markdown = extract_page(page, URL).markdown
    assert "hand-rubbed oil finish" in markdown
    assert "Oak writing desk" not in markdown


def test_unmarked_review_lists_are_cut_by_their_per_item_dates_and_scores() -> None:
    # No schema.org markup and no telling class names: each item carries a date or a score.
    dated = "".join(
        f"<div class='c1'><time datetime='2024-0{i + 1}-02'>{i + 1} Feb</time>"
        f"<b>Buyer {i}</b><p>Dated opinion {i}: {REVIEW}</p></div>" for i in range(4)
    )
    scored = "".join(
        f"<div class='c2'><span>Scored title {i}</span><span>{REVIEW}</span>"
        f"<span>{4 + i % 2}</span></div>" for i in range(4)
    )
    starred = "".join(
        f"<li><div role='img' aria-label='{3 + i % 3} / 5'></div><p>Starred opinion {i}: {REVIEW}"
        "</p></li>" for i in range(4)
    )
    # Alike items whose classes vary past the first ("review even", "review odd").
    alternating = "".join(
        f"<li class='review {('even', 'odd')[i % 2]} by-{i}'><p>Alternating opinion {i}: {REVIEW}"
        f"</p><time datetime='2023-05-0{i + 1}'>May {i + 1}</time></li>" for i in range(4)
    )
    page = product_page(extra=f"<section><h2>Opinions</h2>{dated}</section>"
                              f"<div class='x'>{scored}</div><ul>{starred}</ul>"
                              f"<ol class='list'>{alternating}</ol>")
    page = page.replace(f"<section class='customer-reviews'><h2>What buyers say</h2>{_reviews()}"
                        "</section>", "")
    markdown = extract_page(page, URL).markdown
    assert "hand-rubbed oil finish" in markdown and "Solid American walnut" in markdown
    for gone in ("Dated opinion", "Scored title", "Starred opinion", "Alternating opinion"):
        assert gone not in markdown


def test_counted_parts_of_a_kit_are_kept_with_the_product() -> None:
    # Short items with a bare number ("3") are the kit's contents, not scored reviews.
    kit = "".join(f"<div class='bit'><span>{n}</span><span>x</span><span>{name}</span></div>"
                  for n, name in ((3, "Flathead"), (2, "Pentalobe"), (5, "Phillips"), (2, "Torx")))
    markdown = extract_page(product_page(extra=f"<section><h2>In the box</h2>{kit}</section>"),
                            URL).markdown
    assert "Pentalobe" in markdown and "Torx" in markdown


def test_custom_dropdowns_are_form_widgets_like_select() -> None:
    # ARIA listbox / combobox widgets are drop-down menus drawn without <select>.
    options = "".join(f"<div role='option'>Sort order {i}</div>" for i in range(12))
    widget = (f"<div class='f'><div role='combobox'>Sort by</div><div role='listbox'>{options}"
              "</div></div>")
    markdown = extract_page(product_page(extra=widget), URL).markdown
    assert "hand-rubbed oil finish" in markdown
    assert "Sort order" not in markdown and "Sort by" not in markdown


def test_gallery_images_with_one_alt_text_appear_once() -> None:
    gallery = "".join(
        f"<figure><img src='/img/desk-{i}.jpg' alt='Walnut desk seen from the front'></figure>"
        for i in range(5)
    )
    page = product_page(extra="").replace("<h1>Walnut desk</h1>", f"<h1>Walnut desk</h1>{gallery}")
    markdown = extract_page(page, URL).markdown
    assert markdown.count("Walnut desk seen from the front") == 1


def test_token_count_stops_at_the_limit_and_skips_link_targets() -> None:
    assert tokens_up_to("word " * 10_000, MIN_TOKENS) == MIN_TOKENS
    assert tokens_up_to("one two [three](https://a.example/four/five/six/seven/eight)", 10) == 3
    assert tokens_up_to("[a](u)b [c](v)d", 100) == 4
    assert tokens_up_to("中文字符", 100) == 4
    assert tokens_up_to("", 5) == 0


def test_article_split_into_sibling_blocks_is_joined() -> None:
    sentence = (
        "{0} Integration costs have fallen, although vendors still disagree on the standards, "
        "and buyers wait for a clear winner before they commit to one platform."
    )

    def part(label: str, paragraphs: int) -> str:
        text = "".join(f"<p>{sentence.format(label)}</p>" for _ in range(paragraphs))
        return ("<div class='block text'><div class='text'><section class='web-html'>"
                f"<div class='html'>{text}</div></section></div></div>")

    widget = ("<div class='block cta'><div><a href='/subscribe'>Subscribe to our newsletter"
              "</a></div></div>")
    body = part("Part one.", 8) + widget + part("Part two.", 2) + widget + part("Part three.", 2)
    page = (
        "<html><head><title>Open systems</title>"
        "<meta property='og:type' content='article'></head><body>"
        "<nav><a href='/'>Home</a></nav>"
        f"<div class='page'><h1>Open systems</h1><div class='body-blocks'>{body}</div>"
        "<div class='sidebar'><p>Other stories, picked for you by our editors this week.</p>"
        "</div></div><footer>Example Media</footer></body></html>"
    )
    markdown = extract_page(page, URL).markdown
    for label in ("Part one.", "Part two.", "Part three."):
        assert label in markdown
    assert markdown.index("Part one.") < markdown.index("Part two.") < markdown.index("Part three.")
    assert "Subscribe" not in markdown


def _scripted_shop(body: str, description: str) -> str:
    ld = json.dumps({"@type": "Product", "name": "Walnut desk", "description": description})
    return (
        "<html><head><title>Walnut desk</title>"
        f"<script type='application/ld+json'>{ld}</script></head>"
        f"<body>{body}<div id='app'></div><script src='/app.js'></script></body></html>"
    )


def test_declared_description_stands_in_for_a_page_rendered_by_script() -> None:
    declared = f"<h4>Made to order</h4><p>{DESCRIPTION}</p>"
    banner = "<div><a href='/sale'>Free delivery this week</a></div>"
    markdown = extract_page(_scripted_shop(banner, declared), URL).markdown
    assert "hand-rubbed oil finish" in markdown and "Made to order" in markdown
    assert "<p>" not in markdown and "Free delivery" not in markdown
    # Plain text with line breaks becomes paragraphs; an empty shell gets it too.
    plain = "Made to order.\n" + DESCRIPTION
    markdown = extract_page(_scripted_shop("", plain), URL).markdown
    assert markdown.startswith("Made to order.\n\n") and "soft-close rails" in markdown


def test_shown_text_longer_than_the_declared_description_is_kept() -> None:
    shown = f"<main><h1>Walnut desk</h1><p>{DESCRIPTION}</p><p>{REVIEW}</p></main>"
    markdown = extract_page(_scripted_shop(shown, "A solid walnut desk. " * 8), URL).markdown
    assert "hand-rubbed oil finish" in markdown and "A solid walnut desk" not in markdown


def test_a_list_shipped_twice_on_a_product_page_appears_once() -> None:
    features = "<ul><li>Solid walnut top</li><li>Soft-close drawers</li><li>Cable tray</li>" \
               "<li>Hard-wax oil finish</li><li>Made to order in our workshop</li></ul>"
    page = product_page(extra=f"<div class='mobile'>{features}</div>").replace(
        "<h2>Description</h2>", f"<h2>Description</h2>{features}")
    markdown = extract_page(page, URL).markdown
    assert markdown.count("Soft-close drawers") == 1


def test_a_section_of_short_lines_shipped_twice_on_a_product_page_appears_once() -> None:
    lines = ("Built to last a lifetime", "Ten-year warranty", "Free returns for a year",
             "Made in our own workshop")
    block = "<div class='perks'>" + "".join(f"<div>{line}</div>" for line in lines) + "</div>"
    page = product_page(extra=f"<section>{block}</section>").replace(
        "<h2>Description</h2>", f"<h2>Description</h2>{block}")
    markdown = extract_page(page, URL).markdown
    assert markdown.count("Ten-year warranty") == 1


def test_what_the_region_shows_above_the_product_name_is_dropped() -> None:
    cards = "".join(f"<div class='card'><a href='/p/{i}'><img src='/i/{i}.jpg' alt=''></a>"
                    f"<p>Oak shelf model {i}</p><p>EUR {i}90</p></div>" for i in range(3))
    page = product_page().replace("<h1>Walnut desk</h1>",
                                  f"<div class='top'>{cards}</div><h1>Walnut desk</h1>")
    markdown = extract_page(page, URL).markdown
    assert "Oak shelf model" not in markdown
    assert "hand-rubbed oil finish" in markdown and "Solid American walnut" in markdown


def test_a_late_heading_keeps_what_comes_before_it() -> None:
    # The <h1> names the page but most of the region comes before it: it is kept.
    page = product_page().replace("<h1>Walnut desk</h1>", "").replace(
        "<footer>", "<h1>Walnut desk</h1><footer>")
    markdown = extract_page(page, URL).markdown
    assert "hand-rubbed oil finish" in markdown and "Solid American walnut" in markdown
