"""Removal that never fails twice, per-post bylines, formulas as TeX, one parser per page."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import lxml.html

from services.extract import dom, extract_page
from services.extract.blocks import main_blocks
from services.extract.math import mathml_to_tex
from services.extract.prune import prune

URL = "https://site.example.net/page"
TEXT = ("The committee reviewed the proposal in detail and asked for a revised budget, "
        "a clearer timeline and letters of support from the two partner schools. ")


def test_an_element_scheduled_twice_or_inside_a_removed_subtree_is_skipped() -> None:
    doc = dom.parse("<html><body><div id='a'><p id='b'>one</p></div><p id='c'>two</p>"
                    "</body></html>")
    body = doc.find("body")
    outer = doc.get_element_by_id("a")
    inner = doc.get_element_by_id("b")
    dom.drop_trees([outer, inner, outer, body], body)
    assert lxml.html.tostring(body) == b'<body><p id="c">two</p></body>'


def test_prune_survives_a_strip_that_is_both_noise_and_a_teaser_run() -> None:
    # The share bar is noise by name and its three links are also a teaser run.
    teasers = "".join(f"<p class='share'><a href='/s/{i}'>Share on network {i}</a></p>"
                      for i in range(4))
    root = lxml.html.fragment_fromstring(f"<div><p>{TEXT * 4}</p>{teasers}<p>{TEXT}</p></div>",
                                         parser=lxml.html.HTMLParser())
    prune(root)
    text = root.text_content()
    assert "Share on network" not in text
    assert text.count("committee") == 5


def test_a_byline_repeated_once_per_post_is_kept_and_a_single_one_dropped() -> None:
    posts = "".join(f"<div class='post'><div class='author'>user{i} · 2 May</div><p>{TEXT}</p>"
                    "</div>" for i in range(3))
    thread = lxml.html.fragment_fromstring(f"<div>{posts}</div>", parser=lxml.html.HTMLParser())
    prune(thread)
    assert all(f"user{i}" in thread.text_content() for i in range(3))
    article = lxml.html.fragment_fromstring(
        f"<div><div class='author'>By Ann Lee</div><p>{TEXT * 3}</p></div>",
        parser=lxml.html.HTMLParser())
    prune(article)
    assert "Ann Lee" not in article.text_content()


def _post(inner: str, title: str = "Notes") -> str:
    """A page with a one-link menu and a post holding ``inner`` under its heading."""
    return (f"<html><head><title>{title}</title></head><body><div class='menu'>"
            f"<a href='/'>Home</a></div><div class='post'><h1>{title}</h1>{inner}</div>"
            "</body></html>")


def _article(inner: str) -> str:
    return (f"<html><head><title>Notes</title></head><body><article><h1>Notes</h1>"
            f"<p>{TEXT}</p><p>{inner}</p><p>{TEXT}</p></article></body></html>")


def test_katex_and_mathml_annotations_become_inline_tex() -> None:
    katex = ("Energy <span class='katex'><span class='katex-mathml'><math><semantics><mrow>"
             "<mi>E</mi></mrow><annotation encoding='application/x-tex'>E = m c^2</annotation>"
             "</semantics></math></span><span class='katex-html' aria-hidden='true'>E=mc2"
             "</span></span> holds.")
    md = extract_page(_article(katex), URL).markdown
    assert "Energy $E = m c^2$ holds." in md
    assert "E=mc2" not in md


def test_mathjax_2_scripts_become_inline_and_display_tex_with_underscores_intact() -> None:
    inner = ("Sum <script type='math/tex'>a_1 + a_2</script> and "
             "<script type='math/tex; mode=display'>\\sum_{k=1}^n k</script> end.")
    md = extract_page(_article(inner), URL).markdown
    assert "$a_1 + a_2$" in md
    assert "$$\\sum_{k=1}^n k$$" in md


def test_mathjax_3_custom_elements_and_hidden_mediawiki_math_become_tex() -> None:
    mj3 = ("Root <mjx-container class='MathJax CtxtMenu_Attached_0' display='true'>"
           "<mjx-math aria-hidden='true'><mjx-c></mjx-c></mjx-math><mjx-assistive-mml>"
           "<math display='block'><msqrt><mi>x</mi></msqrt></math></mjx-assistive-mml>"
           "</mjx-container> then <span><span style='display: none;'><math "
           "alttext='{\\displaystyle \\alpha ^{2}}'><mi>α</mi></math></span>"
           "<img aria-hidden='true' src='a.svg' alt='alpha squared'></span> done.")
    md = extract_page(_article(mj3), URL).markdown
    assert "$$\\sqrt{x}$$" in md
    assert "$\\alpha ^{2}$" in md


def test_data_attribute_tex_is_used() -> None:
    md = extract_page(_article("Rate <span data-tex='\\lambda_0'>λ0</span> set."), URL).markdown
    assert "$\\lambda_0$" in md


def test_bare_mathml_is_written_as_tex() -> None:
    math = lxml.html.fragment_fromstring(
        "<math><mi>a</mi><msup><mi>x</mi><mn>2</mn></msup><mo>+</mo>"
        "<mfrac><mn>1</mn><mrow><mi>n</mi><mo>+</mo><mn>1</mn></mrow></mfrac>"
        "<msub><mi>y</mi><mi>i</mi></msub></math>", parser=lxml.html.HTMLParser())
    assert mathml_to_tex(math) == "a x^2 + \\frac{1}{n + 1} y_i"


def test_page_sized_nav_and_anti_flicker_wrapper_are_the_page() -> None:
    unclosed = (f"<html><body><nav><a href='/'>Home</a><h1>Report</h1><p>{TEXT}</p>"
                f"<p>{TEXT}</p></body></html>")
    assert "committee" in extract_page(unclosed, URL).markdown
    hidden = (f"<html><body><div style='visibility:hidden'><h1>Report</h1><p>{TEXT}</p>"
              f"<p>{TEXT}</p></div></body></html>")
    assert "committee" in extract_page(hidden, URL).markdown


def test_a_hidden_wrapper_holding_all_but_the_frame_is_the_page() -> None:
    menu = "".join(f"<a href='/c/{i}'>Department number {i} of the shop</a> " for i in range(5))
    frame = f"<header><nav>{menu}</nav></header>"
    footer = f"<footer><p>{TEXT}</p><p>Example Shop, all rights reserved</p></footer>"
    data = "<script>var catalogue = '" + "x" * 300 + "';</script>"
    locked = (f"<html><body>{frame}{data}<div style='display:none'><h2>Report</h2>"
              f"{f'<p>{TEXT}</p>' * 4}</div>{footer}</body></html>")
    doc = lxml.html.document_fromstring(locked)
    dom.strip_invisible(doc)
    assert doc.text_content().count("committee") == 5
    # A hidden element beside visible content of the same size stays hidden.
    beside = locked.replace("<div style='display:none'>",
                            f"{f'<p>{TEXT}</p>' * 4}<div style='display:none'>")
    doc = lxml.html.document_fromstring(beside)
    dom.strip_invisible(doc)
    assert doc.text_content().count("committee") == 5


def test_a_forms_button_is_a_label_however_its_markup_is_indented() -> None:
    indent = "\n" + " " * 60
    label = f"<span>{indent}Add to cart{indent}</span>"
    card = (f"<li><a href='/p/1'>Steel kettle</a>"
            f"<form action='/cart'><button>{label * 2}</button></form></li>")
    doc = lxml.html.document_fromstring(f"<html><body><ul>{card}</ul></body></html>")
    dom.strip_invisible(doc)
    assert "Steel kettle" in doc.text_content() and "Add to cart" not in doc.text_content()


def test_pages_extract_in_parallel_threads_with_their_own_parsers() -> None:
    pages = [_article(f"Item {i} <script type='math/tex'>x_{i}</script> here.")
             for i in range(12)]
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(lambda html: extract_page(html, URL).markdown, pages * 3))
    for i, md in enumerate(results):
        assert f"$x_{i % 12}$" in md


def test_a_paragraph_the_author_wrote_twice_stays_and_a_copied_section_goes() -> None:
    other = ("A second paragraph follows in the new section, about the schools' answer to "
             "the committee and what the partners will pay for in the coming year. ")
    article = lxml.html.fragment_fromstring(
        f"<div><div><p>{TEXT}</p><p>{other * 2}</p></div><h2>Answer</h2>"
        f"<div><p>{other}</p><p>{TEXT}</p></div></div>", parser=lxml.html.HTMLParser())
    prune(article)
    assert article.text_content().count("committee reviewed") == 2
    page = lxml.html.fragment_fromstring(
        f"<div><div class='wide'><p>{TEXT}</p><p>{other}</p></div>"
        f"<div class='narrow'><p>{TEXT}</p><p>{other}</p></div></div>",
        parser=lxml.html.HTMLParser())
    prune(page)
    assert page.text_content().count("committee reviewed") == 1


def test_gallery_frames_and_thumbnails_echoing_a_title_are_dropped() -> None:
    gallery = "".join(f"<li><img src='/g/{i}.jpg' alt='Side view of the red bicycle {i}'></li>"
                      for i in range(3))
    title = "Touring bicycle Alder 2 with a steel frame and two racks"
    card = (f"<div class='card'><a href='/b'><img src='/b.jpg' alt='{title}'></a>"
            f"<h3><a href='/b'>{title}</a></h3>"
            "<p>Built for long days on gravel and tarmac, with a dynamo and mudguards.</p></div>")
    figure = ("<figure><img src='/chart.png' alt='Chart of sales by month in 2024'>"
              "<p>Sales rose in spring.</p></figure>")
    root = lxml.html.fragment_fromstring(
        f"<div><ul>{gallery}</ul><p>{TEXT}</p>{card}{figure}<p>{TEXT}</p></div>",
        parser=lxml.html.HTMLParser())
    prune(root)
    alts = [img.get("alt") for img in root.iter("img")]
    assert alts == ["Chart of sales by month in 2024"]
    assert title in root.text_content()


def test_utility_class_variants_do_not_name_a_block() -> None:
    # "print:" styles the paragraph for printing; it is not a print button.
    paragraphs = "".join(f"<p class='mx-auto print:break-inside-avoid'>{TEXT}</p>"
                         for _ in range(4))
    html = (f"<html><head><title>Guide</title></head><body><main><h1>Guide</h1>"
            f"<div class='flex flex-col [&>*+*]:mt-5'>{paragraphs}</div>"
            "<div class='mt-4 print:hidden'><p>Get the app for your phone today</p></div>"
            "</main></body></html>")
    md = extract_page(html, URL).markdown
    assert md.count("committee reviewed") == 4
    assert "Get the app" not in md


def test_short_lists_of_paragraphs_beside_the_text_are_kept() -> None:
    # An editor that writes each bullet as its own <ul><li><p>: readability
    # scored every such list below zero and dropped all but the longest.
    steps = "".join(f"<ul><li><p><b>Step {i}:</b> check the seal number {i} twice.</p></li></ul>"
                    for i in range(1, 5))
    html = (f"<html><head><title>Notes</title></head><body><div class='nav'>"
            f"<a href='/'>Home</a></div><div class='post'><h1>Notes</h1><p>{TEXT * 3}</p>"
            f"{steps}<p>{TEXT * 2}</p></div></body></html>")
    md = extract_page(html, URL).markdown
    assert all(f"seal number {i}" in md for i in range(1, 5))


def test_a_block_named_like_the_articles_own_blocks_is_not_boilerplate() -> None:
    # A page builder calls every block a "widget" (a word readability counts
    # against a block): when the article's own block carries it, a nested
    # block carrying it too is part of the article.
    faq = ("<div class='pb-widget faq'><h3>Questions</h3><div><div><p>The seal is checked "
           "twice a year by the harbour office, which keeps the records.</p></div></div></div>")
    paragraphs = "".join(f"<p>{TEXT * 2}</p>" for _ in range(5))
    html = (f"<html><head><title>Notes</title></head><body><div class='menu'>"
            f"<a href='/'>Home</a> <a href='/a'>About</a></div><div class='pb-widget'>"
            f"<div class='pb-widget-text'><h1>Notes</h1>{paragraphs}{faq}</div></div>"
            f"</body></html>")
    md = extract_page(html, URL).markdown
    assert "committee" in md
    assert "harbour office" in md


def test_a_linked_heading_over_paragraphs_is_a_section_heading() -> None:
    # A list article links each item's heading to the item; readability
    # dropped every heading that is mostly link text.
    items = "".join(f"<h2><a href='/boats/{i}'>{i}. Harbour boat number {i}</a></h2>"
                    f"<p>{TEXT}</p><p>{TEXT}</p>" for i in range(1, 5))
    html = _post(f"<p>{TEXT * 2}</p>{items}", title="Boats")
    md = extract_page(html, URL).markdown
    assert all(f"Harbour boat number {i}" in md for i in range(1, 5))


def test_a_teaser_card_inside_the_article_goes_with_its_linked_title() -> None:
    # readability dropped the card's linked title first, after which the rest
    # of the card (an excerpt) no longer looked like links and stayed.
    card = ("<div class='inset'><h6><a href='/other-story'>Why the old harbour boats were "
            "sold off</a></h6><p>When the council met last spring, the members voted to …"
            "<a href='/other-story'>More</a></p></div>")
    paragraphs = "".join(f"<p>{TEXT * 2}</p>" for _ in range(3))
    html = _post(f"{paragraphs}{card}<p>{TEXT}</p>")
    md = extract_page(html, URL).markdown
    assert md.count("committee") == 7
    assert "council met" not in md


def test_an_embedded_post_stays_whatever_its_wrapper_is_named() -> None:
    posts = "".join(
        f"<div class='social-media-embed'><blockquote class='post-embed'><p>Harbour note {i}: "
        f"the ferry runs late again <a href='https://t.example/x{i}'>t.example/x{i}</a></p>"
        f"— Resident {i} (@resident{i}) <a href='https://s.example/{i}'>May {i}</a>"
        f"</blockquote></div><p>{TEXT}</p>" for i in range(1, 4))
    html = _post(f"<p>{TEXT * 2}</p>{posts}")
    md = extract_page(html, URL).markdown
    assert all(f"Harbour note {i}" in md for i in range(1, 4))


def test_a_section_id_spelling_its_heading_is_not_a_block_kind() -> None:
    # The id is the section title's anchor; "tool" in it is the topic, not a toolbar.
    section = ("<div id='choosing-a-garden-tool'><h3>Choosing a garden tool</h3><div><div>"
               "<p>Pick a spade with an ash handle and a forged blade; it lasts for decades."
               "</p></div></div></div>")
    paragraphs = "".join(f"<p>{TEXT * 2}</p>" for _ in range(3))
    html = _post(f"{paragraphs}{section}<p>{TEXT}</p>")
    md = extract_page(html, URL).markdown
    assert "forged blade" in md


def test_noise_named_captions_that_hold_a_listings_cards_are_kept() -> None:
    cards = "".join(
        f"<li><img src='/i/{i}.jpg' alt=''><div class='item-caption'>"
        f"<a href='/p/{i}'>Folding camp chair model {i}</a><p>A light aluminium chair that "
        f"folds flat, carries {90 + i} kilograms and packs into its own bag.</p></div></li>"
        for i in range(6))
    page = lxml.html.fragment_fromstring(f"<div><h1>Camp chairs</h1><ul>{cards}</ul></div>",
                                         parser=lxml.html.HTMLParser())
    prune(page, multi_block=True)
    assert all(f"model {i}" in page.text_content() for i in range(6))
    # One caption under a photo in an article is still a caption.
    article = lxml.html.fragment_fromstring(
        f"<div><p>{TEXT * 3}</p><div class='item-caption'><a href='/i/1'>Photo: the hall</a>"
        "</div></div>", parser=lxml.html.HTMLParser())
    prune(article)
    assert "the hall" not in article.text_content()


def test_the_article_the_page_marks_up_beats_longer_teasers_beside_it() -> None:
    # A short post (schema.org BlogPosting) followed by excerpts of other
    # posts that together hold more text: readability picks the excerpts.
    post = ("Rivers rise in spring when the snow in the hills melts faster than the ground can "
            "take it in, and the old weir at the mill holds back less than it used to.")
    teasers = "".join(
        f"<div class='entry'><h2><a href='/p/{i}'>Another story {i}</a></h2><p>{TEXT * 2} "
        f"Excerpt number {i} runs on and on before it is cut short …</p></div>"
        for i in range(6))
    html = (f"<html><head><title>Rivers</title></head><body><div id='main'>"
            f"<article itemscope itemtype='http://schema.org/BlogPosting'><h1>Rivers</h1>"
            f"<p>{post}</p></article><section class='more'>{teasers}</section></div>"
            f"</body></html>")
    md = extract_page(html, URL).markdown
    assert "old weir at the mill" in md
    assert "Excerpt number" not in md


def test_a_paragraph_beside_the_block_that_opens_with_a_link_is_kept() -> None:
    # readability-lxml judged a sibling paragraph by its text before the first
    # child: one opening with a link looked empty and was left out.
    paragraphs = "".join(f"<p>{TEXT * 2}</p>" for _ in range(4))
    after = ("<p>As <a href='/source'>the harbour paper</a> reports, the ferry will run "
             "twice an hour from June, and the fares will stay as they are this year.</p>")
    html = (f"<html><head><title>Notes</title></head><body><div class='menu'>"
            f"<a href='/'>Home</a></div><div class='wrap'><div class='c1'>{paragraphs}</div>"
            f"{after}</div></body></html>")
    md = extract_page(html, URL).markdown
    assert "twice an hour" in md


def test_a_body_closed_early_reads_on_as_a_browser_does() -> None:
    # The page closes its body and document after the header; the article follows.
    html = ("<html><head><title>Six kinds</title></head><body><header><a href='/'>Home</a>"
            "</header></body></html>\n<div><h1>Six kinds</h1>"
            f"<p>{TEXT * 3}</p><p>{TEXT * 2}</p></div></body></html>")
    assert "committee" in dom.parse(html).text_content()
    assert extract_page(html, URL).markdown.count("committee") == 5


def test_a_column_of_main_named_like_a_sidebar_that_holds_its_text_is_kept() -> None:
    # The site's layout calls the wide column "sidebar-left" (it sits beside a narrow menu).
    menu = "".join(f"<li><a href='/guide/{n}'>Step {n}</a></li>" for n in range(5))
    html = ("<html><head><title>A guide</title></head><body><main><h1>A guide</h1>"
            f"<div class='layout-sidebar-left'><div class='layout-main'><p>{TEXT * 3}</p>"
            f"<p>{TEXT * 2}</p></div><ul>{menu}</ul></div>"
            f"<p>Updated this year.</p></main></body></html>")
    region = main_blocks(dom.parse(html))
    assert region.text_content().count("committee") == 5
    # Outside a main landmark the same block is chrome (a consent dialog's policy can
    # outweigh a page).
    assert "committee" not in main_blocks(dom.parse(html.replace("main>", "div>"))).text_content()


def test_a_column_of_main_named_like_a_sidebar_of_links_goes() -> None:
    links = "".join(f"<li><a href='/desks/{n}'>Desks of kind number {n} and more</a></li>"
                    for n in range(30))
    html = ("<html><head><title>Desks</title></head><body><main><h1>Desks</h1>"
            f"<div class='side-bar'><ul>{links}</ul></div><p>{TEXT * 3}</p></main></body></html>")
    markdown = extract_page(html, URL).markdown
    assert "committee" in markdown
    assert "kind number 7" not in markdown
