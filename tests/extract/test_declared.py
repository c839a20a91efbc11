"""A product page read down to its declared description when that is most of what it says."""

from __future__ import annotations

import json

from services.extract import extract_page
from services.extract.declared import declared_core

URL = "https://shop.example.com/p/linen-shirt"

STORY = (
    "Our linen shirt is cut from stonewashed European flax that softens with every wash. "
    "It keeps you cool on the hottest days and dries quickly on the line. We dye "
    "each batch in small vats, so no two shirts come out quite the same shade of blue."
)
CARE = (
    "Machine wash at thirty degrees with similar colours, then hang to dry. "
    "Iron while still damp for a crisp finish, or leave it relaxed."
)
FEATURES = ("Relaxed fit through the body", "Mother-of-pearl buttons", "Single chest pocket")
DESCRIPTION = f"<p>{STORY}</p><ul>{''.join(f'<li>{f}</li>' for f in FEATURES)}</ul><p>{CARE}</p>"


def _shop(main: str, description: str = DESCRIPTION) -> str:
    ld = json.dumps({"@type": "Product", "name": "Linen shirt", "description": description})
    return (
        "<html><head><title>Linen shirt</title>"
        f"<script type='application/ld+json'>{ld}</script></head><body>"
        "<header><a href='/'>Shop</a> <a href='/men'>Men</a></header>"
        f"<main><h1>Linen shirt</h1>{main}</main>"
        "<footer>Example Shop</footer></body></html>"
    )


# What a shop shows around the description: price box, size picker, delivery
# terms and a ratings summary (no class names; the rule reads none).
PURCHASE = (
    "<div><span>89.00</span> <span>Pay in 4 instalments of 22.25</span></div>"
    "<div><span>Size</span> <span>S</span> <span>M</span> <span>L</span> <span>XL</span>"
    "<p>Tell me when my size is back in stock</p></div>"
)
DELIVERY = (
    "<div><h3>Delivery and returns</h3><p>Standard delivery 4.95, free over 120.00</p>"
    "<p>Returns within 30 days of delivery, unworn and with tags</p></div>"
    "<div><h3>Ratings</h3><p>Based on 212 ratings</p><p>5 stars (160)</p><p>4 stars (31)</p></div>"
)


def test_the_purchase_widget_around_a_declared_description_goes() -> None:
    shown = f"<section><h2>About this shirt</h2>{DESCRIPTION}</section>"
    markdown = extract_page(_shop(PURCHASE + shown + DELIVERY), URL).markdown
    assert STORY[:60] in markdown and CARE[:60] in markdown
    # The page's own rendering of the description stays: its list, in page order.
    assert "- Mother-of-pearl buttons" in markdown
    assert markdown.index("stonewashed") < markdown.index("Mother-of-pearl") < markdown.index(
        "Machine wash")
    for chrome in ("instalments", "Tell me when", "Standard delivery", "Based on 212"):
        assert chrome not in markdown


def test_a_declared_description_that_is_a_small_share_of_the_page_leaves_it_whole() -> None:
    seams = ("shoulder", "side", "sleeve", "cuff", "collar", "yoke", "hem", "placket")
    specs = "".join(
        f"<h3>{seam.title()}</h3><p>{seam.title()} seams: double-stitched, taped, "
        f"reinforced by bartacks; width measured flat across each size as listed below.</p>"
        for seam in seams)
    shown = f"<section><h2>About this shirt</h2>{DESCRIPTION}{specs}</section>"
    markdown = extract_page(_shop(PURCHASE + shown), URL).markdown
    assert STORY[:60] in markdown and "Placket seams: double-stitched" in markdown


def test_a_description_the_page_does_not_show_changes_nothing() -> None:
    markdown = "Price 89.00\n\nSizes S M L\n\nDelivery in three days\n\nReturns in thirty days"
    other = " ".join(["A shirt described in words that the page never shows anywhere."] * 5)
    assert declared_core(markdown, other, lambda text: text) == markdown


def test_a_short_description_is_not_rendered_or_judged() -> None:
    def render(_text: str) -> str:
        raise AssertionError("rendered a description too short to judge by")

    assert declared_core("Price 89.00\n\nSizes S M L", "A linen shirt.", render) == (
        "Price 89.00\n\nSizes S M L")
