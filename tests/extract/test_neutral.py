"""Rules that hold whatever the page's language and whatever its blocks are named.

The pages here name their blocks with words no rule knows (as a Polish or a
Russian site may, or a build that hashes class names), so only structure can
tell the article from the widgets around it.
"""

from __future__ import annotations

from services.errors import ExtractionEmpty
from services.extract import dom, extract_page
from services.extract.blocks import main_blocks

URL = "https://gazeta.example.pl/kraj/artykul"
TEXT = ("Po trzech dniach deszczu rzeka wystąpiła z brzegów, a mieszkańcy doliny "
        "spędzili noc w szkole, którą gmina otworzyła dla nich jeszcze wieczorem. ")


def _extract(html: str) -> str:
    try:
        return extract_page(html, URL).markdown
    except ExtractionEmpty:
        return ""


FORM = ("<form class='xq7' action='/post'><p><label>Imię (wymagane)</label>"
        "<input type='text' name='a'></p><p><label>E-mail (wymagany)</label>"
        "<input type='email' name='b'></p><p><label>Komentarz</label>"
        "<textarea name='c'></textarea></p><p><button>Wyślij</button></p></form>")


def test_a_form_with_a_box_to_write_in_goes_with_its_labels() -> None:
    # In the page's main region, beside the article (a thread or a listing keeps the region).
    doc = dom.parse(f"<html><body><main><p>{TEXT * 3}</p>{FORM}<p>{TEXT}</p></main></body></html>")
    dom.strip_invisible(doc)
    text = doc.find("body").text_content()
    assert text.count("rzeka") == 4
    assert "wymagan" not in text and "Komentarz" not in text


def test_an_article_loses_its_comment_form() -> None:
    form = ("<form class='xq7' action='/post'><p><label>Imię (wymagane)</label>"
            "<input type='text' name='a'></p><p><label>E-mail (wymagany)</label>"
            "<input type='email' name='b'></p><p><label>Komentarz</label>"
            "<textarea name='c'></textarea></p><p><button>Wyślij</button></p></form>")
    html = (f"<html><body><div class='k1'><h1>Powódź w dolinie</h1><p>{TEXT * 3}</p>"
            f"<p>{TEXT * 2}</p></div><div class='k2'>{form}</div></body></html>")
    md = _extract(html)
    assert "rzeka" in md
    assert "wymagan" not in md and "Komentarz" not in md


def test_a_form_that_wraps_the_page_is_the_page() -> None:
    html = (f"<html><body><form action='/x'><h2>Powódź</h2><p>{TEXT * 3}</p>"
            f"<p>{TEXT * 2}</p><textarea name='c'></textarea></form></body></html>")
    assert _extract(html).count("rzeka") == 5


def test_a_page_whose_only_wrapper_is_named_like_chrome_is_not_empty() -> None:
    # Both strategies drop the wrapper by its name; the page's prose is still shown.
    prose = "".join(f"<p>{TEXT}</p>" for _ in range(4))
    html = f"<html><body><div class='comment modal'>{prose}</div></body></html>"
    assert _extract(html).count("rzeka") == 4


def test_a_page_of_menus_stays_empty() -> None:
    menu = "".join(f"<li><a href='/m/{n}'>Dział {n}</a></li>" for n in range(30))
    html = (f"<html><body><div class='modal'><ul>{menu}</ul></div>"
            "<script src='/app.js'></script></body></html>")
    md = _extract(html)
    assert "Dział 29" not in md


def test_a_short_label_in_an_article_is_judged_by_structure_not_by_its_words() -> None:
    # No word list decides: "Advertisement" beside text is text like "Reklama" would be.
    html = (f"<html><body><article><h1>Powódź</h1><p>{TEXT * 3}</p>"
            f"<div><span>Advertisement</span> <span>{TEXT}</span></div></article></body></html>")
    assert "Advertisement" in _extract(html)


def _region(strip: str, *, article: bool) -> str:
    doc = dom.parse(f"<html><body><main><h1>Powódź</h1><p>{TEXT * 3}</p>{strip}"
                    f"<p>{TEXT}</p></main></body></html>")
    region = main_blocks(doc, article=article)
    assert region is not None
    return region.text_content()


def _titles(dated: bool) -> str:
    when = "<time datetime='2025-03-0{n}'>{n} marca</time>" if dated else ""
    return "<div>" + "".join(
        f"<h3><a href='/kraj/{n}'>Inny artykuł numer {n} o pogodzie w regionie</a></h3>"
        + when.format(n=n) for n in range(1, 5)) + "</div>"


def test_undated_title_links_beside_an_article_are_teasers() -> None:
    assert "Inny artykuł" not in _region(_titles(dated=False), article=True)
    # A page that is not one article lists them: they are its content.
    assert "Inny artykuł numer 4" in _region(_titles(dated=False), article=False)


def test_a_feed_of_dated_posts_stays_on_a_page_that_calls_itself_an_article() -> None:
    assert "Inny artykuł numer 4" in _region(_titles(dated=True), article=True)


def _reply(n: int) -> str:
    return (f"<li id='k{n}'><b>Czytelnik {n}</b> "
            f"<a href='{URL}#k{n}'>{n} maja 2024, 10:1{n}</a>"
            f"<p>Zgadzam się z autorem ({n}), u nas w gminie "
            "było podobnie i nikt nic nie zrobił.</p></li>")


def test_comments_that_link_to_themselves_go_whatever_their_names() -> None:
    article = "".join(f"<p>{TEXT}</p>" for _ in range(6))
    thread = f"<h3>Komentarze</h3><ol class='zq1'>{''.join(_reply(n) for n in range(4))}</ol>"
    page = (f"<html><body><div class='x1'><article class='x2'><h1>Powódź</h1>{article}"
            f"{thread}</article></div></body></html>")
    text = _extract(page)
    assert text.count("rzeka") == 6
    assert "Zgadzam" not in text and "Komentarze" not in text


def test_steps_that_link_to_themselves_without_a_date_stay() -> None:
    steps = "".join(f"<li id='s{n}'><a href='#s{n}'>Krok</a><p>{n}. {TEXT}</p></li>"
                    for n in range(4))
    page = (f"<html><body><article><h1>Instrukcja</h1><p>{TEXT}</p><ol>{steps}</ol>"
            "</article></body></html>")
    assert _extract(page).count("rzeka") == 5


def test_an_empty_slot_between_teasers_does_not_end_their_run() -> None:
    article = "".join(f"<p>{n}. {TEXT}</p>" for n in range(5))
    teasers = "".join(f"<p><a href='/a/{n}'>Inny artykuł o powodzi numer {n}</a></p>"
                      for n in range(2))
    teasers += "<div class='q9'></div>" + teasers.replace("/a/", "/b/")
    page = (f"<html><body><article><h1>Powódź</h1>{article}<p>Zobacz też</p>{teasers}"
            "</article></body></html>")
    text = _extract(page)
    assert text.count("rzeka") == 5
    assert "Inny artykuł" not in text


def test_the_text_under_an_image_in_a_figure_is_its_caption_whatever_its_name() -> None:
    article = "".join(f"<p>{n}. {TEXT}</p>" for n in range(5))
    figure = ("<figure class='w3'><img src='https://gazeta.example.pl/f.jpg' alt='Most'>"
              "<div class='w5'>Zalana droga pod Nowym Sączem</div>"
              "<span class='w6'>Fot. PAP</span></figure>")
    page = (f"<html><body><article><h1>Powódź</h1>{article}{figure}<p>9. {TEXT}</p>"
            "</article></body></html>")
    text = _extract(page)
    assert text.count("rzeka") == 6
    assert "Zalana" not in text and "PAP" not in text


def test_a_figures_own_caption_is_kept_as_text_unless_it_is_links_or_a_label() -> None:
    article = "".join(f"<p>{n}. {TEXT}</p>" for n in range(5))
    figures = ("<figure class='w3'><img src='https://gazeta.example.pl/f.jpg' alt=''>"
               "<figcaption class='caption'>Zalana droga pod Nowym Sączem</figcaption></figure>"
               "<figure><img src='https://gazeta.example.pl/g.jpg' alt=''>"
               "<figcaption><a href='/prenumerata'>Zamów prenumeratę</a></figcaption></figure>"
               "<figure><img src='https://gazeta.example.pl/h.jpg' alt=''>"
               "<figcaption>Zdjęcie:</figcaption></figure>")
    page = (f"<html><body><article><h1>Powódź</h1>{article}{figures}<p>9. {TEXT}</p>"
            "</article></body></html>")
    text = _extract(page)
    assert text.count("rzeka") == 6
    assert "Zalana droga pod Nowym Sączem" in text
    assert "prenumerat" not in text and "Zdjęcie" not in text
