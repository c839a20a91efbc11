"""A long signature under a post of a short thread goes, though it holds much of the page.

A noise-named block larger than a quarter of the content is kept by ``prune``
as a possible wrapper; a signature that trails a post's text in one of several
alike posts is no wrapper (``post_trailers``). The pages are in Spanish and German.
"""

from __future__ import annotations

import lxml.html

from services.extract import extract_page
from services.extract.post_trailers import trails_post

URL = "https://foro.example.es/tema/1"
QUESTION = (
    "Hola, quisiera saber qué planes tiene la empresa para las próximas versiones del "
    "producto, porque en el foro solo aparecen los cambios de las versiones ya publicadas.")
THANKS = ("Gracias por la respuesta, yo también estaba buscando esa información desde hace "
          "semanas y no la encontraba en ninguna parte.")
ANSWER = (
    "Para saber más sobre los planes, conviene comprobar si puedes unirte al programa de "
    "socios, donde se comparten las novedades antes de su publicación.")
SIGNATURE = (
    "Diseñador web y consultor de tiendas en línea desde hace quince años. "
    "Mis extensiones: migas de pan, lista de deseos, monedas, ventana de edad y favoritos. "
    "Invitarme a un café es una forma generosa de dar las gracias, nunca esperada y siempre "
    "agradecida.")


def post(name: str, text: str, signature: str = "") -> str:
    sign = f"<div class='firma user-signature'><p>{signature}</p></div>" if signature else ""
    return (f"<article class='entrada post'><div class='autor'><a href='/u/{name}'>{name}</a>"
            "</div><div class='cuerpo'><time>26 de agosto de 2024</time>"
            f"<div class='texto'><p>{text}</p></div>{sign}</div></article>")


def page(*posts: str) -> str:
    return ("<html><head><title>Planes</title></head><body><main><h1>Planes</h1>"
            f"<div class='hilo'>{''.join(posts)}</div></main></body></html>")


def test_a_long_signature_under_a_post_goes_and_the_posts_stay() -> None:
    md = extract_page(page(post("ronda", QUESTION), post("marta", THANKS),
                           post("pablo", ANSWER, SIGNATURE)), URL).markdown
    assert QUESTION in md
    assert THANKS in md
    assert ANSWER in md
    assert "Invitarme a un café" not in md


def _block(html: str) -> lxml.html.HtmlElement:
    return lxml.html.fromstring(html)


def test_a_named_wrapper_of_the_text_is_no_trailer() -> None:
    root = _block(
        "<div><div class='p'><div class='x-signature'><p>" + ANSWER + " " + QUESTION
        + "</p></div></div><div class='p'><p>" + ANSWER + "</p></div></div>")
    wrapper = root.xpath("//div[@class='x-signature']")[0]
    total = len(" ".join(root.text_content().split()))
    size = len(" ".join(wrapper.text_content().split()))
    assert not trails_post(wrapper, size, root, total)


def test_a_block_after_the_text_outside_any_thread_is_no_trailer() -> None:
    text = ("Die Stadt plant für das kommende Jahr neue Radwege entlang des Flusses und "
            "eine Brücke für Fußgänger, die beide Ufer verbindet.")
    root = _block(f"<div><div class='artikel'><p>{text}</p>"
                  f"<div class='verwandt related'><p>{text}</p></div></div></div>")
    block = root.xpath("//div[@class='verwandt related']")[0]
    size = len(" ".join(block.text_content().split()))
    total = len(" ".join(root.text_content().split()))
    assert not trails_post(block, size, root, total)


def test_a_signature_trailing_one_of_alike_posts_is_a_trailer() -> None:
    root = _block(page(post("ronda", QUESTION), post("pablo", ANSWER, SIGNATURE)))
    main = root.find(".//main")
    sign = main.xpath(".//div[@class='firma user-signature']")[0]
    size = len(" ".join(sign.text_content().split()))
    total = len(" ".join(main.text_content().split()))
    assert total / 4 < size < total / 2
    assert trails_post(sign, size, main, total)
