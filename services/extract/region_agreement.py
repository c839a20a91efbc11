"""Whether the second reader vouches for the rest of the main region.

A page that is no article and names no author or date (a service, landing or
documentation page) is a run of sections; readability keeps the block it
scores highest and, where that block holds most of the region, the pipeline
keeps it too. The rest of the region is then either more of the page's
sections or chrome that chrome removal left (a sign-up box, a list of
links). Nothing in the region itself tells the two apart; a second reader
with other signals does: when the second reading holds most of the lines the
region adds to the block, the two readers agree that the rest is content.

Lines are matched by their letters and digits alone (no spaces, no
punctuation, no link targets: the two readers write Markdown differently, and
Chinese or Japanese text has no spaces to split at), each as a whole inside
the second reading: a bag of words would match the common characters of any
CJK line.

Thresholds chosen on the development halves of ``extraction-wide``,
``extraction-wide2`` and ``extraction-more`` (each page read with either block forced): a
covered share of 0.5 or 0.6 changes the same pages of the wide sets, and 0.6
leaves out a news page whose second reading kept the site's copyright notice;
250 letters leave out a blog post's trackback and related-links lines and a
service page that only lost by its extra; the link share leaves out a
collection page whose region added a column of links. The validation halves
and the other shared sets judged them (``extraction-wide`` 0.8859 -> 0.8863,
``extraction-wide2`` 0.9118 -> 0.9126 on their validation halves; the news
set and ``extraction-more`` unchanged).
"""

from __future__ import annotations

import re

from services.extract.counted_tokens import LINK_TARGET

# The block holds less than this share of the region's text (else the region adds
# a line or two, nothing to weigh).
MAX_BLOCK_SHARE = 0.95
# The lines the region adds hold at least this many letters and digits (a byline,
# a trackback line and a few related links are no sections) ...
MIN_EXTRA_CHARS = 250
# ... at most this share of them in links (more is a column of links: other pages,
# not sections of this one) ...
MAX_EXTRA_LINK_SHARE = 0.5
# ... and the second reading holds at least this share of them, line by line (a
# second reader keeps a site's copyright notice too, but not its masthead and footer).
MIN_COVERED = 0.6

_LINK_TEXT = re.compile(r"\[([^\]]*)\]\([^)]*\)")
_NOT_WORD = re.compile(r"[\W_]+")


def _letters(text: str) -> str:
    return _NOT_WORD.sub("", LINK_TARGET.sub("]", text)).lower()


def _lines(markdown: str) -> list[tuple[str, str]]:
    """Each line with text: its letters and digits, and the line as written."""
    return [(letters, line) for line in markdown.split("\n") if (letters := _letters(line))]


def _added(block: str, region: str) -> list[str] | None:
    """The letters of each line ``region`` adds to ``block``, or None when they are too
    few, or mostly links, for a second reader's agreement to say anything of them."""
    held = {letters for letters, _ in _lines(block)}
    extra = [(letters, line) for letters, line in _lines(region) if letters not in held]
    added = sum(len(letters) for letters, _ in extra)
    if added < MIN_EXTRA_CHARS:
        return None
    linked = sum(len(_letters(text)) for _, line in extra for text in _LINK_TEXT.findall(line))
    if linked > MAX_EXTRA_LINK_SHARE * added:
        return None  # (a column of links: the second reader's agreement says little of it)
    return [letters for letters, _ in extra]


def worth_asking(block: str, region: str) -> bool:
    """Whether the lines ``region`` adds to ``block`` are worth a second reading (which
    costs about as much as the first)."""
    return _added(block, region) is not None


def second_vouches(block: str, region: str, second: str) -> bool:
    """Whether ``second`` holds most of the lines ``region`` adds to ``block`` (all Markdown)."""
    extra = _added(block, region)
    if extra is None:
        return False
    vouched = _letters(second)
    return (sum(len(letters) for letters in extra if letters in vouched)
            >= MIN_COVERED * sum(len(letters) for letters in extra))
