"""extract_page: article finding, Markdown shape, hidden content, metadata, multi-block pages."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from services.errors import ExtractionEmpty
from services.extract import Page, extract_page

URL = "https://news.example.org/section/story.html"

SENTENCES = [
    "The council met on Tuesday to discuss the new bridge, which has been delayed twice.",
    "Engineers said the steel arrived late, and the river was higher than expected this spring.",
    "Residents, many of whom cross daily, asked for a ferry service while the work continues.",
    "The mayor promised an answer within a month, adding that the budget is not yet settled.",
    "A local historian noted that the old bridge, built in 1902, had survived three floods.",
]


def paragraphs(n: int = 5, tag: str = "p") -> str:
    return "".join(f"<{tag}>{SENTENCES[i % len(SENTENCES)]} {SENTENCES[(i + 2) % 5]}</{tag}>"
                   for i in range(n))


def article_page(body: str, head: str = "", extra: str = "") -> str:
    return (
        f"<html><head><title>Bridge delayed - Example News</title>{head}</head><body>"
        "<nav><a href='/'>Home</a> <a href='/world'>World</a> <a href='/sport'>Sport</a></nav>"
        f"<div id='content'><article><h1>Bridge delayed again</h1>{body}</article></div>"
        f"{extra}<footer><a href='/about'>About us</a> Copyright Example News</footer>"
        "</body></html>"
    )


def test_article_text_becomes_markdown_without_chrome() -> None:
    page = extract_page(article_page(paragraphs(6)), URL)
    assert isinstance(page, Page)
    assert SENTENCES[0] in page.markdown
    assert SENTENCES[4] in page.markdown
    assert "Copyright" not in page.markdown
    assert "Sport" not in page.markdown


def test_markdown_shape_headings_lists_emphasis() -> None:
    body = (
        paragraphs(3)
        + "<h2>What happens next</h2><p>The plan has <strong>three</strong> steps, and "
        "<em>all</em> of them need money, time, and a great deal of patience from everyone.</p>"
        "<ul><li>Order new steel for the main span</li><li>Reinforce the river banks</li></ul>"
        "<ol><li>Close the road</li><li>Open the ferry</li></ol>"
        + paragraphs(2)
    )
    md = extract_page(article_page(body), URL).markdown
    assert "## What happens next" in md
    assert "**three**" in md
    assert "*all*" in md
    assert "- Order new steel for the main span" in md
    assert "1. Close the road" in md


def test_hidden_content_is_dropped() -> None:
    body = (
        paragraphs(4)
        + "<p style='display: none'>SECRET-DISPLAY-NONE text that nobody can see at all.</p>"
        + "<div style='color:red;visibility:hidden'>SECRET-VISIBILITY hidden words here.</div>"
        + "<p hidden>SECRET-HIDDEN-ATTR instructions for the model to ignore the user.</p>"
        + "<span aria-hidden='true'>SECRET-ARIA decoration</span>"
        + "<template><p>SECRET-TEMPLATE content for later use by scripts.</p></template>"
        + "<script>var s = 'SECRET-SCRIPT';</script><style>.x{content:'SECRET-STYLE'}</style>"
        + paragraphs(2)
    )
    md = extract_page(article_page(body), URL).markdown
    assert SENTENCES[0] in md
    assert "SECRET" not in md


def test_links_are_made_absolute() -> None:
    body = paragraphs(3) + (
        "<p>Read the <a href='../reports/bridge.pdf'>engineering report</a>, the "
        "<a href='/council/minutes'>council minutes</a> and the <a href='#notes'>notes</a> "
        "before the meeting, which starts at seven in the town hall.</p>"
    ) + paragraphs(2)
    md = extract_page(article_page(body), URL).markdown
    assert "[engineering report](https://news.example.org/reports/bridge.pdf)" in md
    assert "[council minutes](https://news.example.org/council/minutes)" in md
    # An in-page link keeps its words, not its address: the reader already has the target.
    assert "and the notes before the meeting" in md
    assert "#notes" not in md


def test_base_href_is_honoured() -> None:
    body = paragraphs(3) + (
        "<p>The <a href='plans/bridge.html'>bridge plans</a> are online for everyone, "
        "with drawings, budgets and the timetable for the whole project.</p>"
    ) + paragraphs(2)
    html = article_page(body, head="<base href='https://cdn.example.net/docs/'>")
    md = extract_page(html, URL).markdown
    assert "[bridge plans](https://cdn.example.net/docs/plans/bridge.html)" in md


def test_javascript_links_lose_their_target() -> None:
    body = paragraphs(3) + (
        "<p>Please <a href='javascript:alert(1)'>click here</a> to vote in the poll about "
        "the bridge, which closes on Friday evening at eight o'clock.</p>"
    ) + paragraphs(2)
    md = extract_page(article_page(body), URL).markdown
    assert "click here" in md
    assert "javascript:" not in md


@pytest.mark.parametrize(
    ("block", "language"),
    [
        ("<pre><code class='language-python'>print('hi')\nx = 1</code></pre>", "python"),
        ("<pre class='lang-js'><code>let x = 1;\nconsole.log(x);</code></pre>", "js"),
        ("<div class='highlight-ruby'><pre>puts 'hi'\nx = 1</pre></div>", "ruby"),
        ("<pre data-lang='go'><code>fmt.Println(1)\nx := 2</code></pre>", "go"),
        ("<div class='language-rust highlighter-rouge'><div class='highlight'>"
         "<pre class='highlight'><code>fn main() {}\nlet x = 1;</code></pre></div></div>", "rust"),
    ],
)
def test_code_blocks_keep_their_language(block: str, language: str) -> None:
    body = paragraphs(3) + block + paragraphs(2)
    md = extract_page(article_page(body), URL).markdown
    assert f"```{language}\n" in md
    code_line = block.split(">", 2)[-1].split("\n")[0].replace("&#39;", "'")
    assert code_line.split("<")[0] in md


def test_code_block_without_language_is_still_fenced() -> None:
    body = (paragraphs(3) + "<div class='highlighter-rouge'><pre>make build\nmake test</pre></div>"
            + paragraphs(2))
    md = extract_page(article_page(body), URL).markdown
    assert "```\nmake build\nmake test\n```" in md


def test_data_tables_become_gfm_tables() -> None:
    table = (
        "<table><thead><tr><th>Year</th><th>Cost</th><th>Status</th></tr></thead><tbody>"
        "<tr><td>2023</td><td>4.1m</td><td>planned</td></tr>"
        "<tr><td>2024</td><td>5.3m</td><td>delayed</td></tr></tbody></table>"
    )
    md = extract_page(article_page(paragraphs(3) + table + paragraphs(2)), URL).markdown
    assert "| Year | Cost | Status |" in md
    assert "| --- | --- | --- |" in md
    assert "| 2024 | 5.3m | delayed |" in md


def test_images_without_alt_are_dropped_and_with_alt_kept_as_text() -> None:
    body = (
        paragraphs(3)
        + "<p><img src='/img/spacer.gif'> <img src='/img/bridge.jpg' alt='The old bridge at dusk'>"
        " The photograph shows the bridge before the works began last year in April.</p>"
        + paragraphs(2)
    )
    md = extract_page(article_page(body), URL).markdown
    assert "spacer.gif" not in md
    assert "The old bridge at dusk" in md
    assert "bridge.jpg" not in md and "![" not in md  # the alt text, without the picture's link


def test_image_links_go_and_a_figures_alt_text_stands_on_its_own_line() -> None:
    body = (
        paragraphs(3)
        + "<p>Vor den Arbeiten: <a href='/img/bruecke-gross.jpg?w=2000'>"
        "<img src='/img/bruecke.jpg' alt='Die alte Brücke in der Abenddämmerung'></a></p>"
        "<figure><img src='/img/ufer.jpg' alt='Das Ufer im Winter mit Eis'></figure>"
        "<p><img data-src='/img/teaser.jpg' alt='Baustelle am Fluss im Sommer 2024'></p>"
        + paragraphs(2)
    )
    md = extract_page(article_page(body), URL).markdown
    assert "Die alte Brücke in der Abenddämmerung" in md
    assert "bruecke-gross.jpg" not in md and "](" not in md.split("Vor den Arbeiten")[1][:120]
    assert "\n\nDas Ufer im Winter mit Eis\n\n" in md  # a figure's alt, on its own line
    assert "Baustelle am Fluss" not in md  # a lazy picture (a listing's teaser) says nothing


def test_a_video_leaves_its_fallback_words_without_its_poster_or_file() -> None:
    body = (
        paragraphs(3)
        + "<video controls poster='/media/river.jpg'><source src='/media/river.mp4'>"
        "<p>Drone footage of the river rising over the old bridge in April.</p></video>"
        "<p><video src='/media/crane.webm' poster='/media/crane.png'></video></p>"
        + paragraphs(2)
    )
    md = extract_page(article_page(body), URL).markdown
    assert "Drone footage of the river rising over the old bridge in April." in md
    assert "river.jpg" not in md and "river.mp4" not in md and "crane." not in md
    assert "![" not in md and "](" not in md


def test_metadata_from_open_graph_and_meta() -> None:
    head = (
        "<meta property='og:title' content='Bridge delayed again'>"
        "<meta property='og:site_name' content='Example News'>"
        "<meta property='article:published_time' content='2024-05-01T08:30:00Z'>"
        "<meta name='description' content='The new bridge is late.'>"
    )
    html = article_page(paragraphs(5), head=head).replace("<html>", "<html lang='en-GB'>")
    page = extract_page(html, URL)
    assert page.title == "Bridge delayed again"
    assert page.site_name == "Example News"
    assert page.published_at == "2024-05-01T08:30:00Z"
    assert page.description == "The new bridge is late."
    assert page.language == "en-GB"


def test_metadata_fallbacks_title_json_ld_and_time() -> None:
    head = ('<script type="application/ld+json">{"@context": "https://schema.org", "@graph": ['
            '{"@type": "NewsArticle", "datePublished": "2023-02-03", '
            '"publisher": {"@type": "Organization", "name": "Ledger"}}]}</script>')
    page = extract_page(article_page(paragraphs(5), head=head), URL)
    assert page.title == "Bridge delayed again"  # the headline the title tag agrees with
    assert page.published_at == "2023-02-03"
    assert page.site_name == "Ledger"

    html = ("<html><body><h1>Only a heading</h1><time datetime='2022-01-09'>9 Jan</time>"
            f"{paragraphs(5)}</body></html>")
    page = extract_page(html, URL)
    assert page.title == "Only a heading"
    assert page.published_at == "2022-01-09"
    assert page.language == ""


@pytest.mark.parametrize(
    "html",
    [
        "",
        "   ",
        "<html><head><script>document.write('hello')</script></head><body></body></html>",
        "<html><body><script>window.app = {}; render(app);</script>"
        "<div id='root'></div></body></html>",
        "<html><head><script src='/app.js'></script></head><body><p>Loading…</p></body></html>",
        "<html><body><nav><a href='/'>Home</a><a href='/a'>About</a></nav></body></html>",
    ],
)
def test_empty_or_script_only_pages_raise_extraction_empty(html: str) -> None:
    with pytest.raises(ExtractionEmpty) as info:
        extract_page(html, URL)
    assert info.value.code == "extraction_empty"


def test_xml_declaration_and_odd_input_are_tolerated() -> None:
    html = "<?xml version='1.0' encoding='utf-8'?>\n" + article_page(paragraphs(5))
    assert SENTENCES[1] in extract_page(html, URL).markdown
    broken = "<div><p>" + paragraphs(5, "p").replace("</p>", "") + "<b><i>unclosed"
    assert SENTENCES[2] in extract_page(broken, URL).markdown


POSTS = [
    ("alice", "My bridge sensor reports a strain of 40 units every morning; is that normal?"),
    ("bob", "Forty is fine for steel spans. Check the temperature compensation setting first."),
    ("carol", "We saw the same thing; the firmware update from March fixed our readings."),
    ("dave", "Thanks all. Updating the firmware brought it down to twelve units, solved."),
    ("erin", "For the record, the vendor documents the compensation curve in appendix B."),
]


def forum_page() -> str:
    # Each post nests its text two levels below the post container, as forum
    # software does, so the posts are not siblings of readability's best block.
    posts = "".join(
        f"<div class='message' id='post-{i}'><div class='message-inner'>"
        f"<div class='message-cell'><span class='author'>{who}</span></div>"
        f"<div class='message-cell message-cell--primary'><div class='message-inner-2'>"
        f"<div class='bbWrapper'>{text}<br>{'More detail follows, with numbers. ' * (5 - i)}"
        "</div></div></div></div></div>"
        for i, (who, text) in enumerate(POSTS)
    )
    return (
        "<html><head><title>Strain readings - Sensor Forum</title>"
        "<meta property='og:type' content='website'></head><body>"
        "<header class='site-header'><a href='/'>Sensor Forum</a> "
        "<a href='/login'>Log in</a></header>"
        "<div class='layout'><aside class='sidebar'><h3>Popular</h3><ul>"
        "<li><a href='/t/1'>Calibrating gauges</a></li><li><a href='/t/2'>Best loggers</a></li>"
        "</ul></aside><div class='page-body'><h1>Strain readings every morning</h1>"
        f"<div class='thread'>{posts}</div></div></div>"
        "<footer>Forum rules apply. Powered by Example.</footer></body></html>"
    )


def test_forum_thread_keeps_every_post() -> None:
    md = extract_page(forum_page(), "https://forum.example.org/t/strain/99").markdown
    for _who, text in POSTS:
        assert text in md
    assert "Best loggers" not in md
    assert "Powered by" not in md


def test_multi_section_page_keeps_all_sections() -> None:
    sections = "".join(
        f"<section class='feature'><h2>Feature {n}</h2><p>{SENTENCES[n]}</p></section>"
        for n in range(5)
    )
    html = ("<html><head><title>Product</title></head><body><nav><a href='/'>Home</a></nav>"
            f"<main>{sections}</main><footer>Imprint</footer></body></html>")
    md = extract_page(html, "https://shop.example.com/p/1").markdown
    for sentence in SENTENCES:
        assert sentence in md
    assert "## Feature 4" in md


def test_extraction_is_thread_safe() -> None:
    pages = [article_page(paragraphs(6)), forum_page()] * 6
    expected = [extract_page(html, URL).markdown for html in pages[:2]]
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(lambda html: extract_page(html, URL).markdown, pages))
    assert results == expected * 6


def test_noscript_copy_is_used_when_the_page_is_empty_without_javascript() -> None:
    html = ("<html><body><div id='app'></div><noscript><div class='crawler'>"
            f"<h1>Thread title</h1>{paragraphs(5)}</div></noscript>"
            "<script>boot()</script></body></html>")
    assert SENTENCES[3] in extract_page(html, URL).markdown


def test_noscript_notice_is_dropped_on_a_normal_page() -> None:
    html = article_page(paragraphs(5) + "<noscript><p>Please enable JavaScript to see "
                        "comments and NOSCRIPT-NOTICE extras.</p></noscript>")
    assert "NOSCRIPT-NOTICE" not in extract_page(html, URL).markdown


def test_streamed_react_segments_are_shown_in_place() -> None:
    html = ("<html><body><main><h1>Pricing</h1><p>Plans for every team size and budget, "
            "from hobby projects to large companies with many people.</p>"
            "<template id='B:0'></template><footer>Footer text</footer></main>"
            f"<div hidden id='S:0'><section>{paragraphs(4)}</section></div>"
            "<div hidden id='other'>STILL-HIDDEN text that must never be shown.</div>"
            "</body></html>")
    md = extract_page(html, "https://example.com/pricing").markdown
    assert SENTENCES[2] in md
    assert "STILL-HIDDEN" not in md


def test_accordion_buttons_keep_their_content_and_plain_buttons_go() -> None:
    details = ("Machine washable at thirty degrees, made from recycled cotton, and shipped in "
               "plastic-free packaging within two working days of your order.")
    html = article_page(paragraphs(4) + f"<button>Buy now</button><button><h3>Details</h3>"
                        f"<div>{details}</div></button>" + paragraphs(1))
    md = extract_page(html, URL).markdown
    assert details in md
    assert "Buy now" not in md


def test_listing_page_keeps_every_card() -> None:
    cards = "".join(
        f"<li class='card'><a href='/jobs/{n}'>Senior engineer for the {name} platform team</a>"
        f" <span>{n} days ago</span></li>"
        for n, name in enumerate(["payments", "search", "storage", "billing", "mobile"], 1)
    )
    html = ("<html><head><title>Jobs</title></head><body><nav><a href='/'>Home</a></nav><main>"
            f"<h1>Open positions</h1><ul class='jobs'>{cards}</ul></main></body></html>")
    md = extract_page(html, "https://jobs.example.com/").markdown
    for name in ["payments", "search", "storage", "billing", "mobile"]:
        assert f"Senior engineer for the {name} platform team" in md


def test_duplicated_responsive_sections_appear_once() -> None:
    section = ("<p>Our watches use Japanese quartz movements and sapphire crystal glass, "
               "tested for water resistance to fifty metres before they leave the workshop.</p>")
    html = ("<html><head><title>Watch</title></head><body><main>"
            f"<div class='desktop'>{section}{paragraphs(2)}</div>"
            f"<div class='mobile'>{section}</div></main></body></html>")
    md = extract_page(html, "https://shop.example.com/w").markdown
    assert md.count("Japanese quartz movements") == 1


def test_teaser_links_and_comments_are_cut_from_articles() -> None:
    teasers = ("<p>You may also like</p>"
               + "".join(f"<p><a href='/story/{n}'>Another story number {n} about the town</a></p>"
                         for n in range(4)))
    comments = ("<div id='comments' class='comments-area'><h3>12 comments</h3>"
                + "".join(f"<div class='comment'><p>COMMENT-{n}: I think the council should "
                          f"have acted years ago, frankly it is a disgrace.</p></div>"
                          for n in range(5))
                + "</div>")
    head = "<meta property='og:type' content='article'>"
    html = article_page(paragraphs(6) + teasers, head=head, extra=comments)
    md = extract_page(html, URL).markdown
    assert SENTENCES[0] in md
    assert "Another story number" not in md
    assert "You may also like" not in md
    assert "COMMENT-" not in md


def test_headed_table_of_links_in_a_doc_is_kept() -> None:
    rows = "".join(
        f"<tr><td><a href='/docs/{name}'>{name.title()} trigger</a></td>"
        f"<td>Runs code when {what}.</td></tr>"
        for name, what in [("blob", "a file changes"), ("queue", "a message arrives"),
                           ("timer", "a schedule fires"), ("http", "a request comes in")]
    )
    head = "<thead><tr><th>Trigger</th><th>Use</th></tr></thead>"
    table = f"<table>{head}<tbody>{rows}</tbody></table>"
    md = extract_page(article_page(paragraphs(4) + table + paragraphs(1)), URL).markdown
    assert "| Trigger | Use |" in md
    row = "[Queue trigger](https://news.example.org/docs/queue) | Runs code when a message arrives."
    assert row in md


def test_embedded_post_quotes_stay_in_the_article() -> None:
    tweet = ("<blockquote class='twitter-tweet'><p>The bridge closure added forty minutes to my "
             "commute this morning, and the ferry was full.</p>— Commuter (@commuter) "
             "<a href='https://twitter.com/commuter/status/1'>May 2, 2024</a></blockquote>")
    md = extract_page(article_page(paragraphs(3) + tweet + paragraphs(2)), URL).markdown
    assert "added forty minutes to my commute" in md


def test_question_and_answers_keep_each_author_and_drop_the_chrome() -> None:
    answers = "".join(
        f"<div class='answer' id='a{i}'><div class='votes'>{3 - i}</div>"
        f"<div class='answer-body'><p>{text} {'It held for a week of readings. ' * 3}</p>"
        f"<div class='user-card'>answered 2 May by <a href='/u/{who}'>{who}</a></div>"
        "</div></div>" for i, (who, text) in enumerate(POSTS[1:])
    )
    html = (
        "<html><head><title>Why do strain readings drift? - Example Q&amp;A</title></head><body>"
        "<header><a href='/'>Example Q&amp;A</a> <a href='/questions'>Questions</a></header>"
        "<main><h1>Why do strain readings drift every morning?</h1>"
        f"<div class='question'><p>{POSTS[0][1]} {'The gauges are bonded on steel. ' * 3}</p>"
        f"<div class='user-card'>asked 1 May by <a href='/u/{POSTS[0][0]}'>{POSTS[0][0]}</a>"
        f"</div></div><h2>{len(POSTS) - 1} answers</h2>{answers}</main>"
        "<aside class='sidebar'><h3>Hot questions</h3><ul>"
        "<li><a href='/q/1'>How to read a datasheet</a></li>"
        "<li><a href='/q/2'>Which logger to buy</a></li></ul></aside>"
        "<footer>Site design and logo are licensed.</footer></body></html>"
    )
    md = extract_page(html, "https://qa.example.org/q/42").markdown
    for who, text in POSTS:
        assert text in md
        assert who in md
    assert "Which logger to buy" not in md
    assert "licensed" not in md
