"""A class word or an id with a digit numbers or names one element; the kind of alike
siblings (``alike``) and the marks of a split article's parts (``peers``) both leave it
out, by the one test ``alike.numbered``."""

from __future__ import annotations

from lxml.html import fragment_fromstring

from services.extract.alike import numbered, unnumbered_class
from services.extract.peers import marks


def test_a_word_with_a_digit_is_numbered() -> None:
    assert numbered("post-4211") and numbered("css-1x2y3z") and numbered("msg_98")
    assert not numbered("post") and not numbered("card-odd") and not numbered("")


def test_alike_and_peers_leave_out_the_same_words() -> None:
    elem = fragment_fromstring(
        '<div class="post-4211 post temp-6930f1e1 entry" id="media_group_315201"></div>')
    assert unnumbered_class(elem) == "post entry"
    assert marks(elem) == {"post", "entry", "#media_group"}
