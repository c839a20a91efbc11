"""A reply's quotation of a post the thread already shows is read once; other quotations stay."""

from __future__ import annotations

from lxml.html import HtmlElement, fromstring

from services.extract.prune import prune
from services.extract.quoted_copies import quoted_copies

FIRST = ("My old laptop has a slow disk and eight gigabytes of memory. I would like to edit "
         "video on it this winter without buying a new machine. What should I change first?")
SECOND = ("Change the disk first. A solid state disk makes the whole machine feel new, and "
          "memory matters only once your projects grow beyond a few minutes of footage.")
ELSEWHERE = ("A quotation of words that the thread does not hold anywhere else, long enough to "
             "count as more than a phrase a page might say twice in passing.")


def _post(author: str, body: str) -> str:
    return (f"<div class='post'><div class='author'>{author}</div>"
            f"<div class='body'>{body}</div></div>")


def _quoted(html: str) -> list[str]:
    return [" ".join(q.text_content().split())[:9] for q in quoted_copies(fromstring(html))]


def test_a_quote_of_an_earlier_post_is_a_copy() -> None:
    quote = f"<blockquote><div class='cite'>Ann said:</div><div>{FIRST}</div></blockquote>"
    html = f"<div>{_post('Ann', f'<p>{FIRST}</p>')}{_post('Bob', quote + f'<p>{SECOND}</p>')}</div>"
    assert _quoted(html) == ["Ann said:"]


def test_a_quote_of_words_found_nowhere_else_stays() -> None:
    quote = f"<blockquote><p>{ELSEWHERE}</p></blockquote>"
    html = f"<div>{_post('Ann', f'<p>{FIRST}</p>')}{_post('Bob', quote + f'<p>{SECOND}</p>')}</div>"
    assert _quoted(html) == []


def test_a_short_quote_said_twice_stays() -> None:
    html = ("<div><p>Change the disk first, then see.</p>"
            "<blockquote>Change the disk first, then see.</blockquote></div>")
    assert _quoted(html) == []


def test_a_long_reply_quoting_one_sentence_of_a_post_stays() -> None:
    # The copied words must be most of the quotation: here they are a small part of it.
    quote = f"<blockquote><p>{ELSEWHERE} {ELSEWHERE} {ELSEWHERE}</p><p>{FIRST}</p></blockquote>"
    html = f"<div>{_post('Ann', f'<p>{FIRST}</p>')}{_post('Bob', quote)}</div>"
    assert _quoted(html) == []


def _thread() -> HtmlElement:
    # Lines too short to count as repeats one by one (``prune._drop_repeats``).
    lines = ("My old laptop has a slow disk.", "It holds eight gigabytes of memory.",
             "I would like to edit video on it.", "What should I change first?")
    asked = "".join(f"<p>{line}</p>" for line in lines)
    replies = "".join(
        _post(f"Reader {n}", f"<p>{SECOND} Reply number {n} adds its own view of the matter.</p>")
        for n in range(4))
    quote = f"<blockquote><div class='cite'>Ann said:</div><div>{asked}</div></blockquote>"
    return fromstring(
        f"<div>{_post('Ann', asked)}{replies}"
        f"{_post('Bob', quote + '<p>Agreed with the others: the disk, then memory.</p>')}</div>")


def test_a_threads_region_reads_a_quoted_post_once() -> None:
    region = _thread()
    prune(region, multi_block=True)
    text = region.text_content()
    assert text.count("What should I change first?") == 1
    assert "the disk, then memory" in text


def test_readabilitys_single_block_keeps_its_quotations() -> None:
    # One article's block quotes what it discusses: a pull quote is the author's choice.
    block = _thread()
    prune(block)
    assert block.text_content().count("What should I change first?") == 2
