"""A listing whose card titles readability dropped (keeping only the summaries) is read
from its main region, titles included. The page is in Dutch: the rules read structure."""

from __future__ import annotations

from lxml.html import fromstring

from services.extract import extract_page, pipeline
from services.extract.blocks import measure
from services.extract.card_titles import alike_cards, titles_dropped

URL = "https://tijdschrift.example.nl/rubriek/bouwprojecten"

TITLES = ("Een eenvoudige klok met zes cijfers", "Zonnepaneel voor de tuinschuur",
          "Meetversterker voor de werkbank", "Lichtkrant met honderd lampjes",
          "Regenmeter die zelf rapporteert")


def _card(i: int, title: str, width: str) -> str:
    summary = (f"In dit project bouwen we stap voor stap een apparaat met onderdelen die samen "
               f"minder dan {15 + i} euro kosten, en leggen we uit waarom elke keuze zo is "
               f"gemaakt en hoe u het daarna zelf kunt uitbreiden met nummer {i}.")
    return (f"<div class='kolom-{width}'><div class='kaart'><a href='/artikel/{i}'>"
            f"<img src='/beeld/{i}.jpg' alt='...'></a><h4><a href='/artikel/{i}'>{title}</a>"
            f"</h4><p>{summary}</p></div></div>")


PAGE = (
    "<html><head><title>Bouwprojecten</title></head><body><main><div class='rij'>"
    + "".join(_card(i, t, ("12", "8", "4", "6", "5")[i]) for i, t in enumerate(TITLES))
    + "</div></main></body></html>"
)


def test_region_is_chosen_when_the_block_holds_summaries_without_titles() -> None:
    region = fromstring(PAGE).find(".//main")
    summaries = "".join(f"<p>{p.text_content()}</p>" for p in region.iter("p"))
    block = fromstring(f"<div>{summaries}</div>")
    assert pipeline.choose(block, region, is_article=True, signed=False) is region
    whole = fromstring(PAGE).find(".//main")
    assert pipeline.choose(whole, region, is_article=True, signed=False) is whole


def test_listing_keeps_its_card_titles() -> None:
    markdown = extract_page(PAGE, URL).markdown
    for title in TITLES:
        assert title in markdown


def test_titles_dropped_needs_summaries_held_and_titles_missing() -> None:
    region = fromstring(PAGE).find(".//main")
    cards = alike_cards(region, measure(region))
    assert len(cards) == len(TITLES)
    summaries = " ".join(" ".join(c.xpath("string(.//p)").split()) for c in cards)
    region_len = len(" ".join(region.text_content().split()))
    assert titles_dropped(cards, summaries, region_len)
    whole = " ".join(" ".join(c.text_content().split()) for c in cards)
    assert not titles_dropped(cards, whole, region_len)
    assert not titles_dropped(cards, "", region_len)
    # A region that says much more than the block and the titles (a thread) is not it.
    assert not titles_dropped(cards, summaries, 2 * region_len)


def test_cards_beside_a_marked_up_article_are_other_posts() -> None:
    post = "<article><h1>Bouwprojecten</h1><p>Een kort bericht over de werkplaats.</p></article>"
    page = fromstring(PAGE.replace("<main>", f"<main>{post}"))
    region = page.find(".//main")
    cards = alike_cards(region, measure(region))
    summaries = " ".join(" ".join(c.xpath("string(.//p)").split()) for c in cards)
    assert not titles_dropped(cards, summaries, len(" ".join(region.text_content().split())))
