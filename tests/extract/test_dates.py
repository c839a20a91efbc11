"""Dates written in the visible text of pages in many languages, read without inventing one."""

from __future__ import annotations

import pytest

from services.extract import dom
from services.extract.dates import meta_date, normalize_date, url_date
from services.extract.metadata import read_metadata


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        # Germanic
        ("15. März 2025", "2025-03-15"),
        ("3. Okt. 2024", "2024-10-03"),
        ("15 maart 2025", "2025-03-15"),
        # March's short forms that are no prefix of its name
        ("za 15 mrt 2025, 10:30", "2025-03-15"),
        ("15 mrt. 2025", "2025-03-15"),
        ("Sa., 15. Mrz. 2025", "2025-03-15"),
        ("7 augusti 2023", "2023-08-07"),
        ("2. desember 2022", "2022-12-02"),
        # Romance
        ("1er mars 2025", "2025-03-01"),
        ("12 févr. 2024", "2024-02-12"),
        ("15 de marzo de 2025", "2025-03-15"),
        ("4 de dezembro de 2023", "2023-12-04"),
        ("9 settembre 2021", "2021-09-09"),
        ("22 de juny de 2020", "2020-06-22"),
        ("5 ianuarie 2025", "2025-01-05"),
        # Slavic, nominative and genitive
        ("15 marca 2025 r.", "2025-03-15"),
        ("19 listopada 2024", "2024-11-19"),
        ("3 lis 2024", "2024-11-03"),
        ("15. března 2025", "2025-03-15"),
        ("15 марта 2025 г.", "2025-03-15"),
        ("3 сент. 2024", "2024-09-03"),
        ("1 березня 2025", "2025-03-01"),
        ("12 октомври 2022", "2022-10-12"),
        # Greek
        ("15 Μαρτίου 2025", "2025-03-15"),
        ("2 Μαΐου 2024", "2024-05-02"),
        ("15 Οκτ 2025", "2025-10-15"),
        # Finno-Ugric, Turkic
        ("15. maaliskuuta 2025", "2025-03-15"),
        ("2025. március 15.", "2025-03-15"),
        ("12 Ağustos 2025", "2025-08-12"),
        # South-East Asian
        ("17 Agustus 2024", "2024-08-17"),
        ("15 tháng 3 năm 2025", "2025-03-15"),
        # CJK and year-first numbers
        ("２０２５年３月１５日", "2025-03-15"),
        ("2025년 3월 15일", "2025-03-15"),
        ("2025. 3. 15.", "2025-03-15"),
        # The day first with a space after each dot; a month's name between hyphens
        ("15. 3. 2025", "2025-03-15"),
        ("Publikováno 5. 11. 2024 10:30", "2024-11-05"),
        ("19-Dec-2025", "2025-12-19"),
        ("15-mars-2025", "2025-03-15"),
        # Digits of other scripts: Arabic-Indic, Persian, Devanagari
        ("١٥ مارس ٢٠٢٥", "2025-03-15"),
        ("۱۵/۰۳/۲۰۲۵", "2025-03-15"),
        ("१५.०३.२०२५", "2025-03-15"),
        # English stays as it was
        ("March 15, 2025", "2025-03-15"),
        ("Sep. 3rd 2025", "2025-09-03"),
        ("30th March 2025", "2025-03-30"),
    ],
)
def test_month_names_and_orders_of_many_languages(raw: str, expected: str) -> None:
    assert normalize_date(raw) == expected


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("15 d'abril de 2025", "2025-04-15"),
        ("15 de xaneiro de 2025", "2025-01-15"),
        ("15. marts 2025", "2025-03-15"),
        ("15. märts 2025", "2025-03-15"),
        ("15. avgusta 2025", "2025-08-15"),
        ("15. септембар 2025", "2025-09-15"),
        ("15 студзеня 2025", "2025-01-15"),
        ("15 qershor 2025", "2025-06-15"),
        ("15 Hunyo 2025", "2025-06-15"),
        ("15 Julie 2025", "2025-07-15"),
        ("15 במרץ 2025", "2025-03-15"),
        ("15 مارس 2025", "2025-03-15"),
        ("15 أكتوبر 2025", "2025-10-15"),
        ("15 ژانویه 2025", "2025-01-15"),
    ],
)
def test_month_names_of_further_languages_and_scripts(raw: str, expected: str) -> None:
    assert normalize_date(raw) == expected


def test_a_name_two_languages_give_different_months_is_read_in_the_page_language() -> None:
    # "listopada": November in Polish (and what a page of unknown language means by it),
    # October in Croatian.
    assert normalize_date("15 listopada 2025") == "2025-11-15"
    assert normalize_date("15 listopada 2025", "pl") == "2025-11-15"
    assert normalize_date("15. listopada 2025.", "hr") == "2025-10-15"
    assert normalize_date("15. siječnja 2025.", "hr-HR") == "2025-01-15"
    assert normalize_date("15. siječnja 2025.") == "2025-01-15"  # Croatian's own word


@pytest.mark.parametrize(
    "raw",
    ["iPhone 16 Pro 2025", "10 Pro 2025", "12 apples 2025", "Top 5 of 2024", "15 Marz",
     "2025 May 15", "Version 3.12 (2025)", "32 marca 2025", "15 Lorem 2025"],
)
def test_no_date_is_invented(raw: str) -> None:
    assert normalize_date(raw) == ""


@pytest.mark.parametrize(
    ("lang", "expected"),
    [("de", "2025-04-03"), ("en-GB", "2025-04-03"), ("pt-BR", "2025-04-03"),
     ("en-US", "2025-03-04"), ("en", ""), ("", "")],
)
def test_an_ambiguous_numeric_date_is_read_by_the_page_language(lang: str,
                                                                 expected: str) -> None:
    assert normalize_date("03/04/2025", lang) == expected
    assert normalize_date("13/04/2025", lang) == "2025-04-13"


def test_a_date_under_the_headline_in_the_page_language() -> None:
    def published(lang: str, line: str) -> str:
        html = (f"<html lang='{lang}'><head><title>Nowy most</title></head><body>"
                f"<h1>Nowy most</h1><p>{line}</p><p>Tekst artykułu o moście.</p></body></html>")
        return read_metadata(dom.parse(html)).published_at

    assert published("pl", "15 marca 2025") == "2025-03-15"
    assert published("ru", "Опубликовано 2 мая 2024") == "2024-05-02"
    assert published("fr-FR", "05/06/2024") == "2024-06-05"
    assert published("en", "05/06/2024") == ""


def test_a_month_first_date_is_read_unless_the_language_writes_the_day_first() -> None:
    assert normalize_date("12/15/2025", "en-US") == "2025-12-15"
    # 15 can be no month: in English or an unknown language the date has one reading.
    assert normalize_date("12/15/2025", "en") == "2025-12-15"
    assert normalize_date("Updated: 10/31/2024") == "2024-10-31"
    # A page in a language that writes the day first means something else by it.
    assert normalize_date("12/15/2025", "de") == ""


def _published(body: str, url: str = "", lang: str = "de") -> str:
    html = (f"<html lang='{lang}'><head><title>Neue Brücke</title></head><body>{body}"
            "<p>Der Text des Artikels über die Brücke.</p></body></html>")
    return read_metadata(dom.parse(html), url).published_at


def test_a_date_line_just_above_the_headline_dates_the_page() -> None:
    kicker = ("<header><a href='/verkehr'>Verkehr</a><span>15. März 2025</span>"
              "<h1>Neue Brücke</h1></header>")
    assert _published(kicker) == "2025-03-15"
    stamped = ("<div><time datetime='2025-03-15T08:00:00Z'>vor 2 Tagen</time>"
               "<h1>Neue Brücke</h1></div>")
    assert _published(stamped) == "2025-03-15T08:00:00Z"
    # Of two date lines over the title, the first a reader meets (published, then updated).
    both = ("<div><span>15. März 2025</span><span>Aktualisiert: 2. April 2025</span>"
            "<h1>Neue Brücke</h1></div>")
    assert _published(both) == "2025-03-15"


def test_a_time_above_the_headline_beats_one_past_its_header() -> None:
    body = "<p>" + "Der Text des Artikels über die Brücke, Satz für Satz. " * 30 + "</p>"
    later = "<aside><time datetime='2025-12-18T16:00:05Z'>18.12.2025</time></aside>"
    page = ("<div><small><time datetime='2023-10-12T19:38:01Z'>12.10.2023</time></small>"
            f"<small>3 Minuten</small><h1>Neue Brücke</h1></div>{body}{later}")
    assert _published(page) == "2023-10-12T19:38:01Z"
    # With no date over the headline, the later <time> is still the one it shows.
    assert _published(f"<div><h1>Neue Brücke</h1></div>{body}{later}") == "2025-12-18T16:00:05Z"


def test_a_date_line_over_a_headline_wrapped_three_deep_dates_the_page() -> None:
    wrapped = ("<div><span>15. März 2025</span>"
               "<div><div><div><h1>Neue Brücke</h1></div></div></div></div>")
    assert _published(wrapped) == "2025-03-15"


def test_a_date_far_above_the_headline_is_not_its_date() -> None:
    today_bar = ("<div><span>Samstag, 20. Dezember 2025</span>"
                 f"<nav>{'<a href=/r>Ressort</a> ' * 20}</nav><h1>Neue Brücke</h1></div>")
    assert _published(today_bar) == ""


def test_a_short_heading_in_the_header_is_passed_or_read_as_the_date() -> None:
    dated_heading = "<h1>Neue Brücke</h1><h5><span>2024-11-06</span></h5>"
    assert _published(dated_heading) == "2024-11-06"
    author_heading = ("<h1>Neue Brücke</h1><h5><a href='/team/anna'>Anna Berg</a></h5>"
                      "<div>18. September 2024</div>")
    assert _published(author_heading) == "2024-09-18"
    subtitle = ("<h1>Neue Brücke</h1><h2>Warum die Stadt eine zweite Brücke baut</h2>"
                "<div>18. September 2024</div>")
    assert _published(subtitle) == "2024-09-18"
    section = ("<h1>Neue Brücke</h1><p>Verkehr</p><h2>Inhalt</h2>"
               "<div>18. September 2024</div>")
    assert _published(section) == ""


def test_a_signed_page_header_runs_longer_and_passes_a_linked_name() -> None:
    share = "<ul>" + "<li><a href='/s'>Teilen auf einem Netzwerk</a></li>" * 20 + "</ul>"
    long_header = f"<h1>Neue Brücke</h1>{share}<p>18. September 2024</p>"
    assert _published(long_header) == ""  # a page that says nothing of itself
    signed = "<meta property='og:type' content='article'>"
    assert _published(signed + long_header) == "2024-09-18"
    named = ("<h1>Neue Brücke</h1><h3><a href='/team/anna'>Anna Berg</a></h3>"
             "<p>18. September 2024</p>")
    assert _published(named) == ""  # a linked heading may open a listed item
    assert _published(signed + named) == "2024-09-18"


def test_a_sentence_that_ends_at_its_year_is_no_date_line() -> None:
    offer = "<h1>Neue Brücke</h1><p>Angebot bis 31.03.2026. Solange der Vorrat reicht</p>"
    assert _published(offer) == ""
    # A month name after a day's dot is no sentence end, nor is a Hungarian year's dot.
    assert _published("<h1>Neue Brücke</h1><p>Stand 15. März 2025</p>") == "2025-03-15"
    assert _published("<h1>Neue Brücke</h1><p>Frissítve: 2025. március 15</p>", lang="hu") == (
        "2025-03-15")


def test_a_day_written_with_its_dot_ends_a_date_line_not_a_sentence() -> None:
    assert _published("<h1>Neue Brücke</h1><p>Frissítve: 2025. március 15.</p>", lang="hu") == (
        "2025-03-15")
    assert _published("<h1>Neue Brücke</h1><p>2025. 3. 15.</p>", lang="ko") == "2025-03-15"
    sentence = "<h1>Neue Brücke</h1><p>Die Brücke wurde am 15.03.2025 eröffnet.</p>"
    assert _published(sentence) == ""
    assert _published("<h1>Neue Brücke</h1><p>Eröffnet wurde sie am 15.03.2025.</p>") == ""


def test_an_abbreviation_after_the_year_or_the_clock_ends_a_date_line() -> None:
    assert _published("<h1>Neue Brücke</h1><p>15 marca 2025 r.</p>", lang="pl") == "2025-03-15"
    assert _published("<h1>Neue Brücke</h1><p>Opublikowano: 15.03.2025 r.</p>", lang="pl") == (
        "2025-03-15")
    assert _published("<h1>Neue Brücke</h1><p>15 марта 2025 г.</p>", lang="ru") == "2025-03-15"
    assert _published("<h1>Neue Brücke</h1><p>15 березня 2025 р.</p>", lang="uk") == (
        "2025-03-15")
    assert _published("<h1>Neue Brücke</h1><p>Dec. 19, 2025, 3:04 p.m.</p>", lang="en-US") == (
        "2025-12-19")
    # A sentence that ends so says more than a date line's few words.
    law = "<h1>Neue Brücke</h1><p>Ustawa wchodzi w życie 1 stycznia 2026 r.</p>"
    assert _published(law, lang="pl") == ""
    assert _published("<h1>Neue Brücke</h1><p>Eröffnet wurde sie am 15.03.2025.</p>") == ""


def test_a_range_of_two_dates_is_no_publication_date() -> None:
    assert _published("<h1>Neue Brücke</h1><p>12.03.2025 – 17.03.2025</p>") == ""
    assert _published("<h1>Neue Brücke</h1><p>12.03.2025</p>") == "2025-03-12"


def test_a_front_page_is_dated_by_none_of_its_items() -> None:
    home = ("<h1>Neue Brücke</h1><p>15. März 2025</p>"
            "<script type='application/ld+json'>{\"@type\": \"NewsArticle\", "
            "\"datePublished\": \"2025-03-15\"}</script>")
    assert _published(home, "https://zeitung.example/") == ""
    assert _published(home, "https://zeitung.example/index.html") == ""
    assert _published(home, "https://zeitung.example/index.php?artikel=7") == "2025-03-15"
    assert _published(home, "https://zeitung.example/verkehr/bruecke") == "2025-03-15"


def test_a_headline_in_a_lower_heading_anchors_the_date() -> None:
    body = ("<div><h2>Neue Brücke</h2><span>Autor: Anna Berg</span>"
            "<span>15.03.2025</span></div>")
    assert _published(body) == "2025-03-15"
    # A thread: the opening post repeats the title as a linked subject before its time.
    thread = ("<h2>Neue Brücke</h2><div><h3><a href='#p1'>Neue Brücke</a></h3>"
              "<time datetime='2024-09-11T16:36:25Z'>11. Sep 2024</time></div>"
              "<div><h3><a href='#p2'>Re: Neue Brücke</a></h3>"
              "<time datetime='2024-09-12T08:00:00Z'>12. Sep 2024</time></div>")
    assert _published(thread) == "2024-09-11T16:36:25Z"
    listing = ("<h2>Neue Brücke</h2><div><h3><a href='/a'>Baustelle am Fluss</a></h3>"
               "<time datetime='2024-09-11'>11. Sep 2024</time></div>")
    assert _published(listing) == ""


def test_the_earlier_of_declared_and_written_dates_is_the_publication() -> None:
    def ld(day: str) -> str:
        return ("<script type='application/ld+json'>{\"@type\": \"BlogPosting\", "
                f"\"datePublished\": \"{day}\"}}</script>")

    # Declared later than the header shows: a re-publication stamp.
    assert _published(ld("2025-06-24T10:00:00Z") + "<h1>Neue Brücke</h1><p>25.08.2024</p>") == (
        "2024-08-25")
    # Declared earlier: the header shows when it was updated; the declared day stays when
    # the page shows it too, or a publication meta states it (the structured data's date
    # alone, never shown, is the record's first day: the shown one is the page's).
    updated = ld("2024-08-25T10:00:00Z") + "<h1>Neue Brücke</h1><p>Aktualisiert 24.06.2025</p>"
    assert _published(updated + "<p>Erschienen 25.08.2024</p>") == "2024-08-25T10:00:00Z"
    meta = "<meta property='article:published_time' content='2024-08-25T10:00:00Z'>"
    assert _published(meta + updated) == "2024-08-25T10:00:00Z"
    assert _published(updated) == "2025-06-24"


def test_a_header_is_read_past_an_icon_drawing() -> None:
    icon = "<svg>" + "<path d='M0 0'/>" * 80 + "</svg>"
    assert _published(f"<h1>Neue Brücke</h1><div>{icon}<span>3. Juli 2025</span></div>") == (
        "2025-07-03")


def test_a_page_without_a_headline_is_not_dated_by_a_listed_item() -> None:
    listing = ("<div><h3><a href='/a'>Baustelle am Fluss</a></h3>"
               "<time datetime='2025-12-17T20:43:47-05:00'>vor 3 Tagen</time></div>")
    assert read_metadata(dom.parse(f"<html><body>{listing}</body></html>")).published_at == ""


def test_a_headline_that_words_the_title_otherwise_anchors_the_date() -> None:
    html = ("<html lang='de'><head><title>Brücke über den Fluss eröffnet | Zeitung</title></head>"
            "<body><nav><a href='/'>Start</a></nav>"
            "<h2>Die neue Brücke über den Fluss ist eröffnet</h2><p>Anna Berg</p>"
            "<small>17. Dezember 2025</small><p>Der Text des Artikels über die Brücke.</p>"
            "</body></html>")
    assert read_metadata(dom.parse(html)).published_at == "2025-12-17"
    unrelated = html.replace("Die neue Brücke über den Fluss ist eröffnet", "Wetter heute")
    assert read_metadata(dom.parse(unrelated)).published_at == ""


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("https://zeitung.example/2025/12/16/neue-bruecke/", "2025-12-16"),
        ("https://zeitung.example/verkehr/2025-12-16-neue-bruecke.html", "2025-12-16"),
        ("https://zeitung.example/20040716/n221031086.shtml", "2004-07-16"),
        ("https://zeitung.example/blog/2023/october/03/neue-bruecke/", "2023-10-03"),
        ("https://zeitung.example/blog/2023/marzo/3/neue-bruecke/", "2023-03-03"),
        # Numbers that are no date: an id, a month without its day, a month that is none.
        ("https://zeitung.example/a19663621/neue-bruecke/", ""),
        ("https://zeitung.example/2025123/neue-bruecke/", ""),
        ("https://zeitung.example/2025/12/neue-bruecke/", ""),
        ("https://zeitung.example/20251316/", ""),
        ("https://zeitung.example/2025/pro/16/", ""),
    ],
)
def test_the_address_dates_a_page_in_the_forms_paths_write(url: str, expected: str) -> None:
    assert url_date(url) == expected
    assert _published("<h1>Neue Brücke</h1>", url) == expected


@pytest.mark.parametrize(
    ("key", "expected"),
    [
        ("w-published-date", "2025-05-27"),
        ("site.publish_date", "2025-05-27"),
        ("cms:datepublished", "2025-05-27"),
        ("published", "2025-05-27"),
        ("published_at", ""),  # no known key after a namespace
        ("w-expiry-date", ""),
        ("w-modified-date", ""),
    ],
)
def test_a_publication_key_under_a_site_s_namespace_is_read(key: str, expected: str) -> None:
    assert meta_date({key: "2025-05-27T06:03:43Z"})[:10] == expected


def test_a_known_key_wins_over_a_namespaced_one() -> None:
    meta = {"w-published-date": "2025-05-27", "article:published_time": "2025-05-20"}
    assert meta_date(meta) == "2025-05-20"


def _dated_by_attribute(html: str) -> str:
    return read_metadata(dom.parse(html), "https://wiki.example/leitfaden").published_at


def test_a_publication_key_on_the_body_or_around_the_headline_dates_the_page() -> None:
    body = "<h1>Leitfaden</h1><p>Ein Absatz.</p>"
    assert _dated_by_attribute(
        f"<html><body data-pubdate='2022-10-05' data-lastmod='2025-12-02'>{body}</body></html>"
    ) == "2022-10-05"
    assert _dated_by_attribute(
        "<html><head><title>Leitfaden</title></head><body><nav>Menü</nav>"
        f"<article data-published='2021-03-04'>{body}</article></body></html>"
    ) == "2021-03-04"


def test_a_publication_key_on_a_listed_item_is_the_item_s() -> None:
    items = ("<html><body><h1>Neuigkeiten</h1>"
             "<div data-pubdate='2025-03-01'><p>Erste Meldung</p></div></body></html>")
    assert _dated_by_attribute(items) == ""
    changed = "<html><body data-lastmod='2025-12-02'><h1>Leitfaden</h1></body></html>"
    assert _dated_by_attribute(changed) == ""
