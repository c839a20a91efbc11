"""A thread's posts keep their authors' names when the author's column goes as chrome.

The names are found by schema.org microdata (an ``author`` item's ``name``), not by
class names or words: the pages are in Polish.
"""

from __future__ import annotations

import lxml.html

from services.extract import extract_page
from services.extract.post_authors import keep_author_names

URL = "https://forum.example.pl/watek/1"
TEXTS = (
    "Od tygodnia próbuję ustawić kopie zapasowe bazy danych tak, aby stare kopie znikały "
    "same po siedmiu dniach, ale każda zostaje na dysku i miejsce szybko się kończy.",
    "Użyj harmonogramu zadań i osobnego skryptu, który usuwa pliki starsze niż siedem dni; "
    "u mnie działa to od dwóch lat bez żadnej obsługi z mojej strony.",
    "Sprawdź też uprawnienia katalogu, bo bez prawa zapisu skrypt nie usunie starych kopii "
    "i nie zobaczysz żadnego błędu, dopóki nie zajrzysz do dziennika systemu.",
    "Dziękuję, harmonogram i poprawione uprawnienia rozwiązały problem, kopie znikają teraz "
    "po tygodniu, a dysk przestał się zapełniać z dnia na dzień.",
)
NAMES = ("jan.kowalski", "ania.nowak", "piotr77", "jan.kowalski")


def post(name: str, text: str, itemtype: str = "https://schema.org/Comment") -> str:
    return (
        f"<article class='wpis' itemscope itemtype='{itemtype}'>"
        "<div class='user-details' itemprop='author' itemscope "
        "itemtype='https://schema.org/Person'>"
        f"<h4><a href='/u/{name}'><span itemprop='name'>{name}</span></a></h4>"
        "<div>Stały bywalec</div><div>Wpisy: 1 204</div></div>"
        f"<div class='treść'><p>{text}</p></div></article>"
    )


def thread(itemtype: str = "https://schema.org/Comment") -> str:
    posts = "".join(post(name, text, itemtype) for name, text in zip(NAMES, TEXTS, strict=True))
    return (
        "<html><head><title>Kopie zapasowe</title></head><body>"
        f"<main><h1>Kopie zapasowe</h1><div class='wpisy'>{posts}</div></main></body></html>"
    )


def test_each_post_keeps_its_authors_name_and_not_the_rest_of_the_column() -> None:
    md = extract_page(thread(), URL).markdown
    for name in NAMES:
        assert name in md
    for text in TEXTS:
        assert text in md
    assert "Stały bywalec" not in md
    assert md.index("ania.nowak") < md.index(TEXTS[1]) < md.index("piotr77")


def test_items_that_are_no_posts_spare_no_name() -> None:
    md = extract_page(thread("https://schema.org/Review"), URL).markdown
    assert TEXTS[1] in md
    assert "ania.nowak" not in md


def test_a_block_of_several_authors_or_a_page_of_few_posts_spares_none() -> None:
    root = lxml.html.fromstring(f"<div>{''.join(post(n, 'x') for n in NAMES)}</div>")
    keep_author_names([root[0], root[1]], root)  # (the first two posts, as blocks that go)
    assert [e.tag for e in root] == ["p", "article", "p", "article", "article", "article"]
    many = lxml.html.fromstring(f"<div><div>{''.join(post(n, 'x') for n in NAMES)}</div></div>")
    keep_author_names([many[0]], many)  # (one block holds four posts: a list, not a column)
    assert [e.tag for e in many] == ["div"]
    few = lxml.html.fromstring(f"<div>{post(NAMES[0], 'x')}{post(NAMES[1], 'x')}</div>")
    keep_author_names([few[0]], few)  # (two posts: an article's own item, not a thread)
    assert [e.tag for e in few] == ["article", "article"]
