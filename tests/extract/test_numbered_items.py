"""Items a template numbers one by one ("post-4211 post", "kaart-17 kaart") are still alike.

Many templates give each post, card or row a class word of its own that carries
its number (a post id, a product id) before or beside the words of its kind.
The rules that find repeated items read the kind without those words: the
thread, the listing, the shop's category page, the row of facts, the
accordion, the teaser cards after an article, the hidden tab pane or code
sample beside a shown one (a generated class beside the number too), a row of
inline labels, a thread's posts as one split text, and a product page's reviews
are found as they are when no item is numbered. The pages are in Dutch, Spanish, Italian, German,
French and Portuguese: the rules read structure, not words.
"""

from __future__ import annotations

import lxml.html

from services.extract import dom, extract_page
from services.extract.alike import (
    alike_kind,
    in_numbering,
    numbered_runs,
    template_kind,
    unnumbered_class,
)
from services.extract.blocks import measure
from services.extract.cards import card_run
from services.extract.markdown import to_markdown
from services.extract.metadata import read_metadata
from services.extract.missed_prose import misses_prose
from services.extract.pipeline import choose
from services.extract.split_article import split_article_blocks
from services.extract.teaser_cards import teaser_cards
from services.extract.teaser_sections import teaser_sections

URL = "https://winkel.example.nl/overzicht"
PROSE = ("Het plan begint rustig en voegt elke week een beetje afstand toe, zodat het "
         "lichaam de tijd krijgt om zich aan de nieuwe belasting aan te passen. ")


def _fragment(html: str) -> lxml.html.HtmlElement:
    return lxml.html.fragment_fromstring(html)


def test_a_numbered_class_word_does_not_make_another_kind() -> None:
    first, second = (_fragment(f"<div class='post-{n} post entrada'>x</div>") for n in (41, 42))
    assert alike_kind(first) == alike_kind(second) == ("div", "post")
    assert unnumbered_class(first) == unnumbered_class(second) == "post entrada"
    assert template_kind(first) == template_kind(second) == ("div", "post entrada")
    # Words of another kind still part them ...
    other = _fragment("<div class='post-43 aviso'>x</div>")
    assert alike_kind(other) == ("div", "aviso")
    assert unnumbered_class(other) != unnumbered_class(first)
    # ... and a class of generated names alone is a kind of its own.
    hashed = _fragment("<div class='css-1x2y3z'>x</div>")
    assert alike_kind(hashed) == ("div", "css-1x2y3z")
    assert alike_kind(hashed) != alike_kind(_fragment("<div class='css-9q8w7e'>y</div>"))
    assert unnumbered_class(hashed) == "css-1x2y3z"


def test_one_numbered_post_of_a_thread_gives_way_to_the_thread() -> None:
    posts = [f"<article class='post-{700 + i} bericht'><div class='wie'>lid{i}</div>"
             f"<p>{text}</p></article>"
             for i, text in enumerate((
                 "Is er een openbaar plan van wat het team hierna bouwt, en wanneer het uitkomt?",
                 PROSE * 4,
                 "Dank, dat beantwoordt het; ik volg voortaan de release-notities."))]
    region = _fragment(f"<main><h1>Plannen</h1>{''.join(posts)}</main>")
    article = _fragment(f"<div><p>{PROSE * 4}</p></div>")
    assert choose(article, region, is_article=False) is region


def test_numbered_cards_make_one_run() -> None:
    cards = "".join(
        f"<div class='tarjeta-{i} tarjeta'><a href='/receta/{i}'>Sopa de tomate número {i}</a>"
        f"<p>Lista en {20 + i} minutos.</p></div>" for i in range(12))
    region = _fragment(f"<main><h1>Sopas</h1><div class='rejilla'>{cards}</div></main>")
    run = card_run(region, measure(region))
    assert len(run) == 12
    # (Numbered alone, each card was a kind of its own: no run.)
    for i, item in enumerate(run):
        item.set("class", f"tarjeta-{i}")
    assert card_run(region, measure(region)) == []


def test_a_category_page_of_numbered_priced_cards_keeps_its_items() -> None:
    cards = "".join(
        f"<div class='prodotto-{i} scheda'><a href='/p/{i}'>Vaso di terracotta {i}</a>"
        f"<span>€{20 + i},00</span></div>" for i in range(14))
    html = ("<html><head><title>Vasi</title><meta property='og:type' content='product'>"
            "</head><body><main><h1>Vasi da interno</h1>"
            f"<div class='griglia'>{cards}</div></main></body></html>")
    assert not read_metadata(lxml.html.document_fromstring(html), URL).is_product
    markdown = extract_page(html, URL).markdown
    for i in (0, 7, 13):
        assert f"Vaso di terracotta {i}" in markdown


def test_a_row_of_numbered_facts_is_spaced() -> None:
    row = ("<p><span class='feit-1 feit'>2026</span><span class='feit-2 feit'>1u 54m</span>"
           "<span class='feit-3 feit'>R</span></p>")
    body = dom.parse(f"<html><body><div>{row}</div></body></html>").find(".//div")
    assert to_markdown(body) == "2026 1u 54m R"


def test_numbered_questions_keep_their_collapsed_answers() -> None:
    answer = ("Ja, u kunt uw bestelling binnen dertig dagen kosteloos terugsturen, mits de "
              "verpakking onbeschadigd is en het artikel niet is gebruikt. {}")
    items = "".join(
        f"<div class='vraag-{i} vraag'><button>Vraag nummer {i}?</button>"
        f"<div style='display:none'><p>{answer.format(i)}</p></div></div>" for i in range(4))
    html = (f"<html><head><title>Vragen</title></head><body><main><h1>Veelgestelde vragen</h1>"
            f"<p>{PROSE}</p>{items}</main></body></html>")
    markdown = extract_page(html, URL).markdown
    for i in range(4):
        assert answer.format(i) in markdown


def test_numbered_teaser_cards_beside_an_article_are_found_with_their_label() -> None:
    cards = "".join(
        f"<div class='entrada-{300 + i} entrada'><h3><a href='/receta/{i}'>Otra receta {i}</a>"
        f"</h3><p>Una sopa sencilla para los días fríos, lista en {20 + i} minutos.</p></div>"
        for i in range(3))
    body = "".join(f"<p>{PROSE} Alinea {i}.</p>" for i in range(6))
    root = _fragment(f"<div><article><h1>Soep</h1>{body}</article><div class='meer'>"
                     f"<div class='kop'>Meer recepten</div><div class='lijst'>{cards}</div>"
                     "</div></div>")
    found = teaser_cards(root, URL)
    assert [e.get("class") for e in found] == [
        "entrada-300 entrada", "entrada-301 entrada", "entrada-302 entrada", "kop"]


def test_a_labelled_list_of_numbered_cards_after_the_prose_is_teasers() -> None:
    cards = "".join(
        f"<div class='karte-{i} karte'><a href='/beitrag/{i}'><span>Beitrag Nummer {i}</span>"
        f"<span>Eine kurze Vorschau auf den Inhalt des Beitrags {i}.</span></a></div>"
        for i in range(4))
    prose = "".join(f"<p>{PROSE} Absatz {i}.</p>" for i in range(8))
    root = _fragment(f"<main><h1>Leistungen</h1><section>{prose}</section><section>"
                     f"<div class='kopf'><h2>Aktuelles</h2></div><div class='liste'>{cards}</div>"
                     "</section></main>")
    assert [s.findtext(".//h2") for s in teaser_sections(root, measure(root))] == ["Aktuelles"]


def test_a_hidden_numbered_tab_pane_beside_a_shown_one_is_kept() -> None:
    shown = ("La bouilloire en acier chauffe un litre d'eau en trois minutes, avec un filtre "
             "anticalcaire amovible et un socle qui tourne sur lui-même. ")
    hidden = ("Puissance de deux mille watts, capacité d'un litre sept, coupure automatique "
              "à l'ébullition et protection contre la chauffe à vide. ")
    html = ("<html><head><title>Bouilloire</title><meta property='og:type' content='product'>"
            "</head><body><main><h1>Bouilloire en acier</h1>"
            f"<div class='volet-1 volet'><p>{shown * 2}</p></div>"
            f"<div class='volet-2 volet' style='display:none'><p>{hidden * 2}</p></div>"
            "</main></body></html>")
    markdown = extract_page(html, URL).markdown
    assert "Puissance de deux mille watts" in markdown


def test_a_hidden_numbered_code_sample_beside_a_shown_one_is_kept() -> None:
    intro = ("Este guia mostra como abrir uma ligação ao serviço e ler as respostas, passo a "
             "passo, com um exemplo em cada linguagem suportada pela biblioteca. ")
    samples = ("<div class='amostras'><div class='amostra-1 amostra'><pre><code>import cliente\n"
               "cliente.abrir()</code></pre></div><div class='amostra-2 amostra' hidden><pre>"
               "<code>c := cliente.Abrir()</code></pre></div></div>")
    html = (f"<html><head><title>Guia</title></head><body><main><h1>Guia</h1><p>{intro * 3}</p>"
            f"{samples}<p>{intro * 2}</p></main></body></html>")
    markdown = extract_page(html, URL).markdown
    assert "cliente.abrir()" in markdown and "c := cliente.Abrir()" in markdown


def test_numbered_reviews_on_a_product_page_are_cut() -> None:
    description = ("La scrivania in noce massello ha una finitura a olio stesa a mano, cassetti "
                   "con guide ammortizzate e una canalina che tiene il piano libero dai cavi. ")
    opinion = ("Arrivata in una settimana, montata in mezz'ora, solida e bella da vedere anche "
               "dopo mesi di uso quotidiano in ufficio. ")
    reviews = "".join(
        f"<div class='recensione-{8810 + i} recensione'><time datetime='2024-0{i + 1}-02'>"
        f"{i + 1} feb</time><b>Cliente {i}</b><p>Parere numero {i}: {opinion}</p></div>"
        for i in range(4))
    html = ("<html><head><title>Scrivania</title><meta property='og:type' content='product'>"
            "</head><body><main><h1>Scrivania in noce</h1>"
            f"<div class='descrizione'><p>{description * 2}</p></div>"
            f"<section><h2>Opinioni</h2>{reviews}</section></main></body></html>")
    markdown = extract_page(html, URL).markdown
    assert "finitura a olio" in markdown
    assert "Parere numero" not in markdown


TESTO = ("Il sentiero sale piano tra i castagni e arriva al rifugio prima di mezzogiorno, "
         "quando la nebbia lascia vedere tutta la valle sotto di noi. ")


def test_numbered_posts_of_a_thread_are_one_split_text() -> None:
    posts = "".join(f"<article class='msg-{300 + i} messaggio'><div><p>{TESTO * (i + 1)}</p>"
                    "</div></article>" for i in range(4))
    thread = _fragment(f"<div><div class='elenco'>{posts}</div></div>")
    best = thread.find(".//article[2]/div")
    holder, group = split_article_blocks(best)
    assert holder is not None and holder.tag == "article"
    assert len(group) == 4


def test_columns_states_and_hashes_stay_kinds_of_their_own() -> None:
    # Two layout columns, each numbered by its width: not a run.
    columns = _fragment("<div><div class='col-md-8 colonna'>a</div>"
                        "<div class='col-md-4 colonna'>b</div></div>")
    assert numbered_runs(columns, 3) == {}
    # Rows that alternate a numbered state share their words: no row's own number.
    rows = _fragment("<div>" + "".join(f"<div class='riga bg{1 + i % 2}'>r</div>"
                                       for i in range(6)) + "</div>")
    assert numbered_runs(rows, 3) == {}
    # Blocks named by hashes are a page builder's parts, not numbered items.
    hashed = _fragment("<div>" + "".join(f"<section class='parte temp-{h}'>p</section>"
                                         for h in ("f0d58899", "2837bdc1", "33998c08")) + "</div>")
    assert numbered_runs(hashed, 3) == {}
    # Posts that each carry their own number are one run.
    posts = _fragment("<div>" + "".join(f"<div class='msg-{n} messaggio'>m</div>"
                                        for n in (11, 12, 13)) + "</div>")
    assert set(numbered_runs(posts, 3).values()) == {("div", "messaggio")}


def test_only_a_block_whose_class_numbers_it_may_be_in_a_numbered_run() -> None:
    # (post_bylines seeks a run only where the block's own class numbers it)
    posts = _fragment("<div>" + "".join(f"<div class='msg-{n} messaggio'>m</div>"
                                        for n in (11, 12, 13)) + "<div class='messaggio'>x</div>"
                      "<div class='msg-14'>y</div><div>z</div></div>")
    runs = numbered_runs(posts, 3)
    assert [in_numbering(child) for child in posts] == [True, True, True, False, False, False]
    assert all(in_numbering(child) for child in runs)


def test_hidden_numbered_panes_of_a_generated_class_are_kept() -> None:
    # A run of panes each numbered and carrying the same generated class ("css-…"): the
    # hidden ones are tab panes beside the shown one, as they are unnumbered.
    shown = ("Die Bibliothek öffnet eine Verbindung zum Dienst und liest jede Antwort der "
             "Reihe nach, mit einem Beispiel für jede unterstützte Sprache. ")
    hidden = ("Unter Windows wird das Paket über den Paketmanager installiert und das Projekt "
              "danach neu gebaut, bevor das Beispiel läuft. ")
    panes = "".join(
        f"<div class='fenster-{30 + i} css-l8vwfh'"
        f"{'' if i == 0 else ' hidden'}><p>{(shown if i == 0 else hidden) * 2}</p></div>"
        for i in range(3))
    html = ("<html><head><title>Anleitung</title></head><body><main><h1>Anleitung</h1>"
            f"<p>{shown * 2}</p><div class='css-k4tg43'>{panes}</div><p>{shown}</p>"
            "</main></body></html>")
    markdown = extract_page(html, URL).markdown
    assert "Unter Windows wird das Paket" in markdown


def test_numbered_labels_of_a_generated_class_are_spaced() -> None:
    row = "".join(f"<span class='etikett-{n} css-9x8y7z'>{name}</span>"
                  for n, name in ((1, "Python"), (2, "Java"), (3, "Ruby")))
    body = dom.parse(f"<html><body><div><p>{row}</p></div></body></html>").find(".//div")
    assert to_markdown(body) == "Python Java Ruby"


def test_numbered_posts_keep_their_alternating_state_in_their_kind() -> None:
    posts = _fragment("<div>" + "".join(f"<div class='msg-{40 + i} messaggio sf{1 + i % 2}'>m</div>"
                                        for i in range(6)) + "</div>")
    kinds = numbered_runs(posts, 3)
    assert len(kinds) == 6
    assert set(kinds.values()) == {("div", "messaggio sf1"), ("div", "messaggio sf2")}


def test_numbered_rows_of_one_grid_measure_are_layout() -> None:
    rows = _fragment("<div>" + "".join(f"<div class='fila fila_{n} fila_margen2'>f</div>"
                                       for n in range(1, 5)) + "</div>")
    assert numbered_runs(rows, 3) == {}


def test_prose_skipped_between_numbered_parts_of_a_signed_article_is_missed() -> None:
    parts = [f"La parte numero {n} del racconto segue il sentiero e descrive con calma quello "
             f"che il gruppo vede lungo la strada, passo dopo passo. " * 2 for n in range(1, 5)]
    region = _fragment("<main>" + "".join(f"<div class='blocco-{200 + i} blocco'><p>{text}</p>"
                                          "</div>" for i, text in enumerate(parts)) + "</main>")
    article = _fragment(f"<div><p>{parts[0]}</p><p>{parts[3]}</p></div>")
    assert misses_prose(article, region, is_article=True, signed=True)


def test_numbered_cards_in_one_grid_column_make_one_run() -> None:
    # Each card numbered and laid out by a grid word alone: the cells of one listing.
    cards = "".join(
        f"<li class='receita-{i} col-xs-12'><a href='/receita/{i}'>Sopa de legumes {i}</a>"
        f"<p>Pronta em {20 + i} minutos.</p></li>" for i in range(12))
    region = _fragment(f"<main><h1>Sopas</h1><ul class='grelha'>{cards}</ul></main>")
    assert len(card_run(region, measure(region))) == 12
    # (A grid word alone that each block carries still makes no numbered run elsewhere.)
    assert numbered_runs(region.find("ul"), 3) == {}
