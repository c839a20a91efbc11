"""Pages whose content is many blocks: a listing's cards, a thread's replies, an article
cut by inline blocks. The pages are in Polish and Russian: the rules read structure, not words."""

from __future__ import annotations

from services.extract import extract_page

URL = "https://strona.example.pl/lista"

CONSENT = (
    "Przetwarzamy dane, aby dostarczać treści i mierzyć ich skuteczność. Udostępniamy te "
    "informacje partnerom na podstawie zgody oraz prawnie uzasadnionego interesu, który "
    "można w każdej chwili wycofać w ustawieniach prywatności tej witryny."
)


def card(i: int) -> str:
    # (Each card's own line is too short for readability to score it as prose.)
    return (
        f"<div class='karta'><a href='/przepis/{i}'>Zupa pomidorowa numer {i} z bazylią</a>"
        f"<p>Gotowa w {20 + i} minut.</p></div>"
    )


def listing_page(cards: str, aside: str) -> str:
    return (
        "<html><head><title>Zupy</title></head><body>"
        f"<div class='okno-zgody'><p>{CONSENT}</p><p>{CONSENT[::-1]}</p></div>"
        f"<main><h1>Zupy</h1><div class='siatka'>{cards}</div></main>{aside}"
        "</body></html>"
    )


def test_a_listing_keeps_its_cards_when_readability_prefers_a_notice_beside_them() -> None:
    cards = "".join(card(i) for i in range(12))
    md = extract_page(listing_page(cards, ""), URL).markdown
    for i in (0, 5, 11):
        assert f"Zupa pomidorowa numer {i} z bazylią" in md
        assert f"Gotowa w {20 + i} minut." in md
    assert "Przetwarzamy dane" not in md


def test_a_column_of_bare_links_beside_an_article_is_not_a_listing() -> None:
    prose = "".join(
        f"<p>{CONSENT} Akapit {i} opowiada o historii miasta nad rzeką.</p>" for i in range(4))
    links = "".join(
        f"<li class='poz'><a href='/n/{i}'>Wiadomość numer {i}: nowe mosty i stare młyny</a></li>"
        for i in range(40))
    html = (
        "<html><head><title>Miasto</title></head><body><div id='strona'>"
        f"<div id='lewa'><h1>Miasto</h1>{prose}</div>"
        f"<div id='prawa'><ul>{links}</ul></div></div></body></html>"
    )
    md = extract_page(html, URL).markdown
    assert "Akapit 3 opowiada" in md
    assert "Wiadomość numer 12" not in md


POST = (
    "Подскажите, пожалуйста, как настроить резервное копирование базы данных на сервере, "
    "чтобы копии хранились неделю, а старые удалялись сами. Пробовал разные способы, но "
    "каждый раз копии остаются на диске навсегда и место быстро заканчивается."
)
REPLIES = (
    "Используйте планировщик заданий и отдельный скрипт, который удаляет файлы старше семи дней.",
    "У меня работает ротация журналов с ежедневным запуском и хранением последних семи копий.",
    "Проверьте права на каталог: без права записи старые копии не удаляются.",
)


def thread_page(reply_body: str) -> str:
    replies = "".join(
        f"<li class='ответ'><span class='автор'>user{i}</span>"
        f"<div class='{reply_body}'>{text}</div></li>" for i, text in enumerate(REPLIES))
    return (
        "<html><head><title>Резервное копирование</title>"
        "<meta property='og:type' content='article'>"
        "<meta property='article:published_time' content='2024-03-01T10:00:00Z'></head><body>"
        "<main><h1>Резервное копирование</h1>"
        f"<div class='сообщение текст'>{POST}</div>"
        f"<section id='comments'><ul>{replies}</ul></section></main></body></html>"
    )


def test_replies_rendered_like_the_post_are_the_thread() -> None:
    md = extract_page(thread_page("текст ответа"), URL).markdown
    assert "Подскажите, пожалуйста" in md
    for text in REPLIES:
        assert text in md


def test_comments_rendered_unlike_the_article_stay_out() -> None:
    md = extract_page(thread_page("комментарий"), URL).markdown
    assert "Подскажите, пожалуйста" in md
    assert REPLIES[0] not in md


PARAGRAPHS = [
    f"Akapit {i}: instalacja paneli słonecznych zaczyna się od oceny dachu, zużycia energii "
    f"i lokalnych dopłat, a kończy odbiorem przez operatora sieci."
    for i in range(8)
]


def test_a_signed_article_keeps_the_items_readability_cleaned_out_of_its_body() -> None:
    # Items of one kind in the body; those that carry shop links look link-heavy to
    # readability's cleaning, which drops them between items it keeps.
    def item(i: int) -> str:
        links = "".join(f"<a href='/s/{i}/{k}'>Sklep numer {k} z ofertą</a> "
                        for k in range(3 if i % 2 else 0))
        return f"<div class='poz'><h3>Projekt {i}</h3><p>{PARAGRAPHS[i]}</p>{links}</div>"
    body = (f"<p>{PARAGRAPHS[0]}</p><p>{PARAGRAPHS[1]}</p><div class='lista'>"
            + "".join(item(i) for i in range(2, 8)) + "</div>")
    html = (
        "<html><head><title>Panele</title><meta property='og:type' content='article'>"
        "<meta name='author' content='Jan Kowalski'></head><body>"
        f"<main><h1>Panele</h1><div class='tresc'>{body}</div></main></body></html>"
    )
    md = extract_page(html, URL).markdown
    for text in PARAGRAPHS:
        assert text in md
