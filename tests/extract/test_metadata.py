"""Title, author and publication date as a reader would state them."""

from __future__ import annotations

import json

import pytest

from services.extract import dom
from services.extract.dates import normalize_date
from services.extract.metadata import Metadata, read_metadata
from services.extract.titles import strip_site_name


def meta_of(head: str, body: str = "") -> Metadata:
    return read_metadata(dom.parse(f"<html><head>{head}</head><body>{body}<p>x</p></body></html>"))


def test_headline_h1_wins_when_the_title_tag_agrees() -> None:
    found = meta_of("<title>Ten ways to mend a bike tyre | Cycle Hub</title>",
                    "<h1>Cycle Hub</h1><h1>Ten ways to mend a bike tyre</h1>")
    assert found.title == "Ten ways to mend a bike tyre"


def test_an_h1_that_says_the_title_wins_over_an_earlier_one_sharing_a_word() -> None:
    head = "<meta property='og:title' content='Jak pisać newsletter z AI'>"
    body = ("<h1>Marketing AI</h1><p>Subskrybuj</p>"
            "<h1>Jak pisać newsletter z AI</h1><div>2 listopada 2025</div>")
    found = meta_of(head, body)
    assert (found.title, found.published_at) == ("Jak pisać newsletter z AI", "2025-11-02")


def test_unrelated_h1_is_ignored_and_the_site_name_is_cut() -> None:
    head = ("<title>Zmiany w prawie pracy w 2025 roku – Portal Kadrowy</title>"
            "<meta property='og:site_name' content='Portal Kadrowy'>")
    assert meta_of(head, "<h1>Kontakt</h1>").title == "Zmiany w prawie pracy w 2025 roku"


@pytest.mark.parametrize(
    ("title", "site", "expected"),
    [
        ("Новости дня — Пример", "Пример", "Новости дня"),
        ("Пример | Новости дня", "Пример", "Новости дня"),
        ("A long headline about rivers - Site", "", "A long headline about rivers"),
        ("No separator here", "", "No separator here"),
        # An unspaced underscore beside a script written without spaces parts a title;
        # between Latin letters it is an identifier's.
        ("拿出10万元投资房产 小两口尝试以钱生钱(图)_新浪房产_新浪网", "",
         "拿出10万元投资房产 小两口尝试以钱生钱(图)"),
        ("第四届年会会议议程_年会秘书处_CN_北京大学研究中心", "", "第四届年会会议议程"),
        # (a first part no longer than the rest is not told from the site's name)
        ("投身外交_読書チャンネル", "", "投身外交_読書チャンネル"),
        ("rustc_codegen_gcc: Progress Report", "", "rustc_codegen_gcc: Progress Report"),
        ("модуль_загрузки_данных", "", "модуль_загрузки_данных"),
    ],
)
def test_site_name_is_stripped_in_any_language(title: str, site: str, expected: str) -> None:
    assert strip_site_name(title, [site]) == expected


def test_author_from_json_ld_article_then_meta_then_rel_author() -> None:
    ld = ('<script type="application/ld+json">{"@type": "BlogPosting", "author": '
          '[{"@type": "Person", "name": "Ana Souza"}, {"name": "Li Wei"}]}</script>')
    assert meta_of(ld).author == "Ana Souza, Li Wei"
    assert meta_of("<meta name='author' content='Jan Nowak'>").author == "Jan Nowak"
    assert meta_of("<meta name='author' content='https://social.example/jan'>").author == ""
    assert meta_of("", "<a rel='author' href='/u/k'>Kim Park</a>").author == "Kim Park"


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("2024-05-01T08:30:00Z", "2024-05-01T08:30:00Z"),
        ("2025-11-25 08:33:24", "2025-11-25T08:33:24"),
        # A timestamp as ISO 8601 writes it, whatever separators the page used.
        ("2022.01.20 16:31", "2022-01-20T16:31"),
        ("2013-08-22 21:43:53 UTC", "2013-08-22T21:43:53Z"),
        ("2024-07-03 07:57:13 -0700", "2024-07-03T07:57:13-0700"),
        ("2005-01-14 17:02:30\n    来源: 新华网", "2005-01-14T17:02:30"),
        ("2025-03-15 99:00", "2025-03-15"),
        ("Feb 08, 2022", "2022-02-08"),
        ("8 March 2021", "2021-03-08"),
        ("2023/7/4", "2023-07-04"),
        ("on Friday December 19, 2025 @08:00PM", "2025-12-19"),
        ("not a date", ""),
        ("2024-13-45", ""),
    ],
)
def test_dates_are_normalised(raw: str, expected: str) -> None:
    assert normalize_date(raw) == expected


def test_generic_webpage_record_and_shop_pages_have_no_publication_date() -> None:
    webpage = ('<script type="application/ld+json">{"@type": "WebPage", '
               '"datePublished": "2020-01-01"}</script>')
    assert meta_of(webpage).published_at == ""
    article = webpage.replace("WebPage", "NewsArticle")
    assert meta_of(article).published_at == "2020-01-01"
    shop = ("<meta property='og:type' content='product'>"
            "<meta property='article:published_time' content='2019-02-02'>")
    assert meta_of(shop, "<time datetime='2024-01-01'>x</time>").published_at == ""


def test_the_item_a_webpage_presents_as_its_main_entity_gives_date_and_author() -> None:
    ld = ('<script type="application/ld+json">{"@type": "WebPage", '
          '"datePublished": "2020-01-01", "mainEntity": {"@type": "DiscussionForumPosting", '
          '"headline": "Neue Brücke", "datePublished": "2024-12-09T10:00:00Z", '
          '"author": {"@type": "Person", "name": "Anna Berg"}}}</script>')
    found = meta_of(ld, "<h1>Neue Brücke</h1><p>Die Stadt baut eine zweite Brücke.</p>")
    assert (found.published_at, found.author) == ("2024-12-09T10:00:00Z", "Anna Berg")
    listed = ld.replace('"mainEntity"', '"hasPart"')
    assert meta_of(listed).published_at == ""  # a part the page holds is not what it is


def test_a_time_whose_datetime_lacks_the_year_is_read_by_its_text() -> None:
    body = ("<h1>Neue Brücke</h1>" + "<p>Ein Absatz über die Brücke.</p>" * 20
            + "<time datetime='Sep 16'>16. September 2024</time>")
    assert meta_of("<title>Neue Brücke</title>", body).published_at == "2024-09-16"


def test_a_thread_keeps_its_declared_date_over_the_posters_card() -> None:
    ld = ('<script type="application/ld+json">{"@type": "DiscussionForumPosting", '
          '"headline": "Neue Brücke", "datePublished": "2025-12-18T23:25:38Z"}</script>')
    card = "<h1>Neue Brücke</h1><dl><dt>Dabei seit</dt><dd>4. Nov. 2011</dd></dl><p>Text</p>"
    assert meta_of(ld, card).published_at == "2025-12-18T23:25:38Z"
    article = ld.replace("DiscussionForumPosting", "NewsArticle")
    assert meta_of(article, card).published_at == "2011-11-04"  # the earlier written date


def test_first_time_element_dates_a_thread() -> None:
    body = ("<time datetime='2024-05-28T10:24:43'>28 May</time><p>first post</p>"
            "<time datetime='2024-05-29T09:00:00'>29 May</time>")
    assert meta_of("", body).published_at == "2024-05-28T10:24:43"


def test_title_splits_at_the_outermost_separator_and_keeps_the_headline_part() -> None:
    assert strip_site_name("Instalacje elektryczne - Przegląd | Urząd Pracy", []) == (
        "Instalacje elektryczne - Przegląd")
    assert strip_site_name("Построить первое приложение | Начало | Разработчики", []) == (
        "Построить первое приложение")
    # A part equal to the host's name is the site, whatever its length.
    assert strip_site_name("Kurze Notiz – Longnamedsite", [], ["longnamedsite"]) == "Kurze Notiz"


def test_heading_permalink_and_label_do_not_enter_the_title() -> None:
    docs = meta_of("<title>Démarrage rapide — Projet 3.1</title>",
                   "<h1>Démarrage rapide<a class='x' href='#d'>¶</a></h1>")
    assert docs.title == "Démarrage rapide"
    thread = meta_of("<title>Jak wybrać hosting dla małej firmy? | Forum Hostingowe</title>",
                     "<h1><span>Wątek:</span> Jak wybrać hosting dla małej firmy?</h1>")
    assert thread.title == "Jak wybrać hosting dla małej firmy?"


def test_site_name_is_what_the_title_tag_adds_to_og_title() -> None:
    found = meta_of("<title>Ríos en primavera · Diario del Norte</title>"
                    "<meta property='og:title' content='Ríos en primavera'>")
    assert (found.title, found.site_name) == ("Ríos en primavera", "Diario del Norte")


def test_json_ld_author_reference_is_resolved_in_the_graph() -> None:
    ld = ('<script type="application/ld+json">{"@graph": ['
          '{"@type": "NewsArticle", "author": {"@id": "https://n.example/#p1"}},'
          '{"@type": "Person", "@id": "https://n.example/#p1", "name": "Olga Petrova"}]}</script>')
    assert meta_of(ld).author == "Olga Petrova"


def test_shown_byline_after_the_headline_names_the_author() -> None:
    body = ("<div class='sidebar-author'>Top writer</div>"
            "<h1>Wiosna nad rzeką</h1><p class='post-byline'>"
            "<a href='/tags/rzeki'>Rzeki</a> <a href='/author/anna-kowalska'>Anna Kowalska</a></p>")
    assert meta_of("<title>Wiosna nad rzeką</title>", body).author == "Anna Kowalska"
    assert meta_of("", "<span class='c-author'>Kim Park</span>").author == "Kim Park"
    sentence = "<div class='author-bio'>" + "word " * 30 + "</div>"
    assert meta_of("", sentence).author == ""


def test_publication_date_from_microdata_header_text_and_address() -> None:
    microdata = "<abbr itemprop='datePublished' title='2025-12-19T15:18:00-05:00'>19/12</abbr>"
    assert meta_of("", microdata).published_at == "2025-12-19T15:18:00-05:00"
    header = "<h1>Wiosna nad rzeką</h1><p>15.12.2025</p><p>Tekst.</p>"
    assert meta_of("<title>Wiosna nad rzeką</title>", header).published_at == "2025-12-15"
    cjk = "<h1>春天的河</h1><div>2025年3月7日 发布</div>"
    assert meta_of("<title>春天的河</title>", cjk).published_at == "2025-03-07"
    page = read_metadata(dom.parse("<html><body><h1>Notes</h1><p>x</p></body></html>"),
                         "https://blog.example/2024/02/09/notes.html")
    assert page.published_at == "2024-02-09"


def test_a_listing_is_not_dated_by_its_items() -> None:
    body = ("<h1>Aktualności</h1>"
            "<article><h2><a href='/a'>Pierwsza</a></h2>"
            "<time datetime='2025-03-01'>1.3</time></article>"
            "<article><h2><a href='/b'>Druga</a></h2>"
            "<time datetime='2025-02-01'>1.2</time></article>")
    assert meta_of("<title>Aktualności | Miasto</title>", body).published_at == ""


def test_a_heading_whose_only_link_runs_a_script_is_not_an_item_title() -> None:
    # A forum's site-wide heading, then the thread's title with a "watch" control in it.
    body = ("<h1>Rezepte | Kochforum</h1><div>Menü</div>"
            "<h1>Brot backen<a href='javascript:void(0);'>Beobachten</a></h1>"
            "<p>Beitrag von Gast</p>" + "<p>Ein langer Absatz über Sauerteig und Mehl.</p>" * 12
            + "<time datetime='2005-07-10T00:57:00'>10.7.05</time><p>Erster Beitrag</p>"
            "<time datetime='2005-07-13T12:22:00'>13.7.05</time><p>Antwort</p>")
    title = "<title>Brot backen | Kochforum</title>"
    assert meta_of(title, body).published_at == "2005-07-10T00:57:00"
    linked = body.replace("javascript:void(0);", "/rezepte/brot")
    assert meta_of(title, linked).published_at == ""


def test_a_date_in_the_first_sentence_is_not_the_publication_date() -> None:
    body = "<h1>Wydanie 1.83</h1><p>Wersja 1.83 ukazała się 28.11.2024.</p>"
    assert meta_of("<title>Wydanie 1.83</title>", body).published_at == ""


def test_reviewers_on_a_product_page_are_not_its_author() -> None:
    head = "<meta property='og:type' content='product'><title>Czajnik stalowy</title>"
    body = ("<h1>Czajnik stalowy</h1><div class='review-author'>"
            "<a href='/author/ola'>Ola K.</a></div><span itemprop='author'>Ola K.</span>")
    assert meta_of(head, body).author == ""
    assert meta_of(head + "<meta name='author' content='Huta Stal'>", body).author == "Huta Stal"


def test_an_h1_that_copies_the_title_tag_loses_the_site_part_too() -> None:
    tag = "Jak pomóc dzieciom przespać noc | Porady dla rodziców | Szpital Dziecięcy"
    found = meta_of(f"<title>{tag}</title>", f"<h1>{tag}</h1>")
    assert found.title == "Jak pomóc dzieciom przespać noc"


def test_a_blog_named_in_its_h1_is_titled_by_the_post_heading_below() -> None:
    # The title tag adds the blog's name to og:title; the <h1> says only that name.
    head = ("<title>Notatki danych: Małe przygody z małymi modelami</title>"
            "<meta property='og:title' content='Małe przygody z małymi modelami'>")
    body = "<h1>Notatki danych</h1><h3>Małe przygody z małymi modelami</h3>"
    assert meta_of(head, body).title == "Małe przygody z małymi modelami"
    # The <h1> is the host's name, the title tag that name and the post's.
    hosted = read_metadata(dom.parse(
        "<html><head><title>kowalski.pl Programowanie na wyczucie</title></head><body>"
        "<h1>kowalski.pl</h1><h3>Programowanie na wyczucie</h3><p>x</p></body></html>"),
        "https://kowalski.pl/blog/wyczucie.html")
    assert hosted.title == "Programowanie na wyczucie"
    # A product whose <h1> says the first words of its title keeps it (no site named).
    product = meta_of("<title>Pegaz 41 buty do biegania</title>",
                      "<h1>Pegaz 41</h1><h2>buty do biegania</h2>")
    assert product.title == "Pegaz 41"


def test_a_site_name_joined_to_the_title_without_a_separator_is_not_the_headline() -> None:
    # The title tag ends with the site's name after a space; the <h1> is that name (a
    # logo), the post's heading is lower, its date under it.
    found = meta_of("<title>土豆不“土” 土豆无“土” 松花江网</title>",
                    "<h1>松花江网</h1><h2>土豆不“土” 土豆无“土”</h2><div><span>2022-02-13 09:57"
                    "</span></div>")
    assert (found.title, found.published_at[:10]) == ("土豆不“土” 土豆无“土”", "2022-02-13")
    german = meta_of("<title>Kartoffeln im Winter lagern Gartenfreunde Nord</title>",
                     "<h1>Gartenfreunde Nord</h1><h2>Kartoffeln im Winter lagern</h2>")
    assert german.title == "Kartoffeln im Winter lagern"
    # With no lower heading that says the rest, the <h1> stays the headline.
    alone = meta_of("<title>Kartoffeln im Winter lagern Gartenfreunde Nord</title>",
                    "<h1>Gartenfreunde Nord</h1><h2>Neu im Laden</h2>")
    assert alone.title == "Gartenfreunde Nord"


def test_a_heading_that_says_one_part_of_the_title_is_the_headline() -> None:
    head = "<title>Odroczenie, panika i powrót - Język programowania Go</title>"
    body = "<h1>Blog języka Go</h1><h1>Odroczenie, panika i powrót</h1>"
    assert meta_of(head, body).title == "Odroczenie, panika i powrót"
    # Without an <h1>: the lower heading that says the thread's part of the title tag,
    # not the logo heading that links to the front page.
    head = "<title>Forum Narodów • Wątek - Sezon piłkarski 2025-26</title>"
    body = ("<h2><a href='/'>Forum Narodów</a></h2>"
            "<h2><a href='./viewtopic.php?t=4'>Sezon piłkarski 2025-26</a></h2>")
    assert meta_of(head, body).title == "Sezon piłkarski 2025-26"
    logo = meta_of("<title>Instalacje - Przegląd | Urząd Bezpieczeństwa Pracy</title>",
                   "<h2><a href='/'>Urząd Bezpieczeństwa Pracy</a></h2>")
    assert logo.title == "Instalacje - Przegląd | Urząd Bezpieczeństwa Pracy"


def test_a_headline_broken_over_lines_keeps_its_words_apart() -> None:
    found = meta_of("<title>Agencja analityki danych</title>",
                    "<h1>Agencja analityki<br><span>danych</span></h1>")
    assert found.title == "Agencja analityki danych"
    hyphenated = meta_of("<title>Program pomocy remontowej</title>",
                         "<h1>Program pomocy remon&shy;towej</h1>")
    assert hyphenated.title == "Program pomocy remontowej"


def test_the_site_name_after_a_headline_and_a_twice_escaped_entity_go() -> None:
    head = ("<title>Wybór krytyków: wystawy 2025 – Sztuka - Sztuka</title>"
            "<meta property='og:site_name' content='Sztuka'>")
    found = meta_of(head, "<h1>Wybór krytyków: wystawy 2025 – Sztuka</h1>")
    assert found.title == "Wybór krytyków: wystawy 2025"
    escaped = meta_of("<title>Narzędzia: SQL &amp;#x26; AI</title>")
    assert escaped.title == "Narzędzia: SQL & AI"


@pytest.mark.parametrize(
    ("byline", "expected"),
    [
        # A label before the name, in its own element or as a lone lower-case word.
        ("<div class='post-author'><p>Von</p><p>Anna Berg</p></div>", "Anna Berg"),
        ("<div class='post-author'><span>Escrito por</span> <span>Ana Ruiz</span></div>",
         "Ana Ruiz"),
        ("<p class='author'><a href='#p1'><span>Beitrag</span></a> von "
         "<a href='/u/anna'>anna_b</a> » <time>11. Sep. 2024</time></p>", "anna_b"),
        # A date or a role after the name.
        ("<div class='author-info'><span>Anna Berg</span><span>15. März 2025</span></div>",
         "Anna Berg"),
        ("<div class='author-box'>Anna Berg | 15.03.2025</div>", "Anna Berg"),
        ("<div class='author-wrap'><div class='author-name'>Anna Berg</div>"
         "<div class='author-name role'>Redakteurin, Verkehr</div></div>", "Anna Berg"),
        # A label and its colon in the same text as the name; a name before a colon stays.
        ("<p><a rel='author' href='/autor/anna'>Autorin: Anna Berg</a>, Redakteurin</p>",
         "Anna Berg"),
        ("<p><a rel='author' href='/autor/anna'>Geschrieben von: Anna Berg</a></p>",
         "Anna Berg"),
        ("<p><a rel='author' href='/autor/anna'>Anna Berg: Redakteurin</a></p>",
         "Anna Berg: Redakteurin"),
        # A label word in the same text as the name, without a colon: two letters, or a
        # lower-case word; a name's own short first word stays ("Dr.", "The", "Li").
        ("<div class='article-author'>Av Anna Berg</div>", "Anna Berg"),
        ("<div class='article-author'>von Anna Maria Berg</div>", "Anna Maria Berg"),
        ("<div class='article-author'>Dr. Anna Berg</div>", "Dr. Anna Berg"),
        ("<div class='article-author'>The Editorial Team</div>", "The Editorial Team"),
        ("<div class='article-author'>Li Wei</div>", "Li Wei"),
        ("<div class='article-author'>Jo van Berg</div>", "Jo van Berg"),
        # An author card whose one link holds the name's heading and the role under it.
        ("<div class='card-author'><a href='/team/anna-berg'><h2>Anna Berg</h2>"
         "<div>Redakteurin, Mitgründerin</div></a></div>", "Anna Berg"),
    ],
)
def test_a_shown_byline_gives_the_name_without_label_date_or_role(byline: str,
                                                                 expected: str) -> None:
    assert meta_of("<title>Neue Brücke</title>", f"<h1>Neue Brücke</h1>{byline}").author == (
        expected)


@pytest.mark.parametrize(
    ("card", "expected"),
    [
        # A capitalised label over the name in a link to the author's page: the address
        # spells the name (case and accents aside).
        ("<a href='/author/anna-kowalska'><div>Napisane Przez</div><div>Anna Kowalska</div>"
         "</a>", "Anna Kowalska"),
        ("<a href='/authors/bence_kovacs/'><div>Írta Szerző</div><div>Bence Kovács</div></a>",
         "Bence Kovács"),
        # A name in another script than the address's: its words as many and as long.
        ("<a href='/author/ivan-petrov'><div>Автор Статьи</div><div>Иван Петров</div></a>",
         "Иван Петров"),
        # An address that spells no piece, or two: the label rules as before.
        ("<a href='/author/4711'><div>Napisane przez</div><div>Anna Kowalska</div></a>",
         "Anna Kowalska"),
        ("<a href='/author/anna-kowalska'><div>Anna Kowalska</div><div>Redaktorka</div></a>",
         "Anna Kowalska"),
    ],
)
def test_a_label_before_the_name_in_a_link_to_the_authors_page_is_not_the_name(
        card: str, expected: str) -> None:
    assert meta_of("<title>Nowy most</title>", f"<h1>Nowy most</h1>{card}").author == expected


@pytest.mark.parametrize("count", ["5 Min. Lesezeit", "5 min de lecture", "12 commenti"])
def test_a_count_in_the_byline_is_no_name(count: str) -> None:
    body = f"<h1>Nowy most</h1><div class='post-author'><span>{count}</span></div>"
    assert meta_of("<title>Nowy most</title>", body).author == ""


def test_a_declared_author_is_cleaned_or_refused() -> None:
    def author(value: str) -> str:
        return meta_of(f"<meta name='author' content='{value}'>").author

    assert author("Maria &amp;amp; Katerina") == "Maria & Katerina"
    assert author("[&quot;Olga Petrova&quot;]") == "Olga Petrova"
    assert author("262588213843476") == ""
    assert author("page.head.extra.author") == ""
    assert author("sara.r.peter") == "sara.r.peter"
    microdata = ("<span itemprop='author' itemscope><meta itemprop='name' content='JonB'>"
                 "<img alt=''></span>")
    assert meta_of("", microdata).author == "JonB"


def test_a_byline_label_with_a_full_width_colon_is_not_the_name() -> None:
    byline = "<div class='author'><span>本文作者：</span><span>王小明</span></div>"
    assert meta_of("<title>春天的河</title>", f"<h1>春天的河</h1>{byline}").author == "王小明"


def test_json_ld_with_a_raw_line_break_in_a_string_is_read() -> None:
    ld = ('<script type="application/ld+json">{"@type": "NewsArticle", "headline": "Brücke",'
          ' "articleBody": "Erste Zeile\nzweite Zeile", "datePublished": "2024-02-21 13:00:00",'
          ' "author": {"@type": "Person", "name": "Anna Berg"}}</script>')
    found = meta_of(ld)
    assert (found.published_at[:10], found.author) == ("2024-02-21", "Anna Berg")


@pytest.mark.parametrize("key", ["published-date", "publication_date", "article:published",
                                 "og:publish_date", "published_time", "dateposted",
                                 "rnews:datepublished"])
def test_other_spellings_of_the_published_meta_are_read(key: str) -> None:
    assert meta_of(f"<meta name='{key}' content='2021-02-16'>").published_at == "2021-02-16"


def test_a_record_creation_meta_does_not_date_the_page() -> None:
    assert meta_of("<meta name='dc.date.created' content='2019-05-07'>").published_at == ""


def test_a_day_shown_west_of_the_declared_zone_is_the_same_moment() -> None:
    head = ("<title>Neue Brücke</title>"
            "<meta property='article:published_time' content='2025-07-05T00:04:00+00:00'>")
    shown = "<h1>Neue Brücke</h1><p>4. Juli 2025</p><p>Text</p>"
    assert meta_of(head, shown).published_at == "2025-07-05T00:04:00+00:00"
    earlier = shown.replace("4. Juli", "2. Juli")
    assert meta_of(head, earlier).published_at == "2025-07-02"  # a later stamp of the page


def test_the_address_saying_the_shown_day_keeps_it_over_the_declared_moment() -> None:
    head = ("<title>Neue Brücke</title>"
            "<meta property='article:published_time' content='2025-12-19T03:05:00+00:00'>")
    shown = "<h1>Neue Brücke</h1><p>18. Dezember 2025</p><p>Text</p>"
    page = dom.parse(f"<html><head>{head}</head><body>{shown}</body></html>")
    assert read_metadata(page, "https://z.example/2025/12/18/bruecke").published_at == "2025-12-18"
    assert read_metadata(page, "https://z.example/bruecke").published_at.startswith("2025-12-19")


@pytest.mark.parametrize(("row", "author"), [
    ("<p>By <span>Anna Kowalska</span> · 15 March 2025</p>", "Anna Kowalska"),
    ("<div><div>Von</div><div>Anna Berg</div><div>-</div><div>15.03.2025</div></div>",
     "Anna Berg"),
    ("<p><b>Par <a href='/equipe/anna'>Anna Berg</a></b> - 15 mars 2025</p>", "Anna Berg"),
])
def test_the_name_a_label_introduces_in_the_headlines_date_row_is_the_author(
        row: str, author: str) -> None:
    found = meta_of("<title>Neue Brücke</title>",
                    f"<h1>Neue Brücke</h1>{row}<p>{'Die Stadt baut eine Brücke. ' * 20}</p>")
    assert found.author == author


@pytest.mark.parametrize(("lang", "row", "author"), [
    # a byline's word longer than two letters, capitalised at the line's start
    ("de", "<p>Von Anna Berg | 15.03.2025</p>", "Anna Berg"),
    ("fr", "<div class='byline'>Par Anna Berg · 15 mars 2025</div>", "Anna Berg"),
    ("pt", "<p>Por Ana Souza | 15/03/2025</p>", "Ana Souza"),
    # a name with a particle, a spaced hyphen before the date
    ("nl", "<p>Door Anna de Vries · 15 mrt 2025</p>", "Anna de Vries"),
    ("es", "<p>Por Ana María López - 15 de marzo de 2025</p>", "Ana María López"),
    ("pt", "<div class='byline'>Por José da Silva - 15/03/2025</div>", "José da Silva"),
    # a short first name is no label
    ("es", "<p>Ana María López | 15/03/2025</p>", "Ana María López"),
    # the name and the date in one text, a comma between them
    ("en-US", "<p>By Anna Berg, March 15, 2025</p>", "Anna Berg"),
    ("fr", "<p>Par Anna Berg, le 15 mars 2025</p>", "Anna Berg"),
    ("de", "<p>Anna Berg, 15.03.2025</p>", "Anna Berg"),
    ("ru", "<p>Анна Иванова, 15 марта 2025</p>", "Анна Иванова"),
    # a news dateline's place, in capitals, is no name
    ("en-US", "<p>NEW YORK, March 15, 2025</p>", ""),
])
def test_a_byline_word_in_the_pages_language_opens_the_name(lang: str, row: str,
                                                            author: str) -> None:
    body = f"<h1>Neue Brücke</h1>{row}<p>{'Die Stadt baut eine Brücke. ' * 20}</p>"
    page = dom.parse(f"<html lang='{lang}'><head><title>Neue Brücke</title></head>"
                     f"<body>{body}</body></html>")
    assert read_metadata(page).author == author


@pytest.mark.parametrize("row", [
    "<p>Ai2 · Share · 15 March 2025</p>",  # a short site name is no label
    "<p>Lesezeit · 3 min read · 15 March 2025</p>",  # a number is no name
    "<p>Up · from the · 15 March 2025</p>",  # lower-case words are prose
    "<p>From the section · US & Canada · 15 March 2025</p>",  # three words label a section
    "<p>By <span>Anna Kowalska</span></p><p>" + "Text. " * 200 + "</p><p>15 March 2025</p>",
])
def test_a_date_row_without_a_labelled_name_gives_no_author(row: str) -> None:
    found = meta_of("<title>Neue Brücke</title>", f"<h1>Neue Brücke</h1>{row}")
    assert found.author == ""


@pytest.mark.parametrize(("row", "author"), [
    ("<p class='q1'>Anna Kowalska<br>15 March 2025</p>", "Anna Kowalska"),
    ("<p>Anna Berg · 15.03.2025</p>", "Anna Berg"),
    ("<ul><li><i class='q2'></i> Anna Berg</li><li><time>15.03.2025</time></li></ul>",
     "Anna Berg"),
])
def test_a_name_alone_on_the_headlines_date_line_is_the_author(row: str, author: str) -> None:
    found = meta_of("<title>Neue Brücke</title>",
                    f"<h1>Neue Brücke</h1>{row}<p>{'Die Stadt baut eine Brücke. ' * 20}</p>")
    assert found.author == author


@pytest.mark.parametrize("row", [
    "<p><a href='/kraj'>Kraj Polska</a> · 15.03.2025</p>",  # a linked section
    "<p>Neue Brücke · 15.03.2025</p>",  # the headline's words
    "<p>Politik · 15.03.2025</p>",  # one word
    "<p>Anna Kowalska · Kraków · 15.03.2025</p>",  # more than a name: which is it?
])
def test_a_date_line_with_no_lone_name_shape_gives_no_author(row: str) -> None:
    found = meta_of("<title>Neue Brücke</title>", f"<h1>Neue Brücke</h1>{row}")
    assert found.author == ""


@pytest.mark.parametrize("kind", ["MedicalScholarlyArticle", "BackgroundNewsArticle",
                                  "APIReference"])
def test_every_kind_of_article_json_ld_dates_the_page(kind: str) -> None:
    record = {"@type": kind, "datePublished": "2022-03-04",
              "author": {"@type": "Person", "name": "Anna Berg"}}
    ld = f'<script type="application/ld+json">{json.dumps(record)}</script>'
    found = meta_of(ld)
    assert (found.published_at, found.author, found.is_article) == (
        "2022-03-04", "Anna Berg", True)


def test_a_declared_author_that_is_the_site_gives_way_to_the_shown_byline() -> None:
    head = ("<title>Wiosna nad rzeką | Zielona Gazeta</title>"
            "<meta property='og:site_name' content='Zielona Gazeta'>"
            "<meta name='author' content='Zielona Gazeta'>")
    byline = "<h1>Wiosna nad rzeką</h1><p class='post-byline'><a>Anna Kowalska</a></p>"
    assert meta_of(head, byline).author == "Anna Kowalska"
    assert meta_of(head, "<h1>Wiosna nad rzeką</h1>").author == "Zielona Gazeta"
    unnamed = "<h1>Wiosna nad rzeką</h1><p class='post-byline'>5 min czytania</p>"
    assert meta_of(head, unnamed).author == "Zielona Gazeta"


def test_the_site_gives_way_to_its_own_byline_not_to_a_listed_reviewers() -> None:
    head = ("<title>Szachy drewniane | Szachownica</title>"
            "<meta property='og:site_name' content='Szachownica'>"
            "<meta name='author' content='Szachownica'>")
    review = "<div class='review-author'><b>{}</b></div><p>Świetne szachy.</p>"
    reviews = "".join(review.format(n) for n in ("Jan Nowak", "Ewa Lis", "Olga Wróbel"))
    assert meta_of(head, f"<h1>Szachy drewniane</h1>{reviews}").author == "Szachownica"
    single = f"<h1>Szachy drewniane</h1>{review.format('Jan Nowak')}"
    assert meta_of(head, single).author == "Jan Nowak"


def test_a_title_whose_own_part_is_empty_gives_way_to_the_headline() -> None:
    found = meta_of("<title> | Elektronika Dziś</title><meta property='og:title' content=''>",
                    "<h1>Gadżety elektroniczne</h1>")
    assert found.title == "Gadżety elektroniczne"
    assert meta_of("<title>- Rok 2025 - w skrócie</title>").title == ""
    assert meta_of("<title>Rok 2025 - w skrócie</title>").title == "Rok 2025 - w skrócie"


def test_a_byline_over_the_headline_in_its_header_names_the_author() -> None:
    header = ("<main><header><p><span>Von</span> <a class='author-link' href='/autor/anna-berg'>"
              "Anna Berg</a> <span>am 30. Juli 2018</span></p>"
              "<h1>Neue Brücke über den Fluss</h1></header><p>Der Text.</p></main>")
    assert meta_of("<title>Neue Brücke über den Fluss</title>", header).author == "Anna Berg"
    aside = ("<aside><div class='sidebar-author'>Kim Park</div></aside>"
             "<main><header><h1>Neue Brücke über den Fluss</h1></header><p>Der Text.</p></main>")
    assert meta_of("<title>Neue Brücke über den Fluss</title>", aside).author == ""


@pytest.mark.parametrize(("h1", "declared", "expected"), [
    ("WIE MAN EIN FAHRRAD REPARIERT", "Wie man ein Fahrrad repariert",
     "Wie man ein Fahrrad repariert"),
    ("COMMENT RÉPARER UN VÉLO", "Comment réparer un vélo | Atelier", "Comment réparer un vélo"),
    ("CÓMO REPARAR UNA BICICLETA", "Cómo reparar una bicicleta", "Cómo reparar una bicicleta"),
    # other words or other punctuation: the headline as it is shown
    ("BICI VS. MOTO", "Bici vs moto", "BICI VS. MOTO"),
    ("自行车维修指南", "自行车维修指南", "自行车维修指南"),
])
def test_a_headline_in_capitals_reads_as_the_declared_title_writes_it(
        h1: str, declared: str, expected: str) -> None:
    found = meta_of(f"<meta property='og:title' content='{declared}'>"
                    f"<meta property='og:site_name' content='Atelier'>", f"<h1>{h1}</h1>")
    assert found.title == expected
