"""The support check: each cited sentence anchored to a verbatim passage and judged."""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import unquote

import pytest

from services.citations.parser import parse
from services.citations.registry import CitationRegistry, Source
from services.citations.support import Claim, check, counts

CASES = json.loads((Path(__file__).parent / "data" / "support_cases.json").read_text("utf-8"))

PYTHON = CASES["sources"]["python"]
BEIJING = CASES["sources"]["beijing"]


def registry(*sources: Source) -> CitationRegistry:
    return CitationRegistry(sources)


def judged(claim: str, source: str) -> Claim:
    reg = registry(Source("s-1", "https://example.org/page", excerpt=source))
    claims = check(parse(f"{claim} [cite:s-1]", reg), reg)
    assert len(claims) == 1
    return claims[0]


def test_labelled_set_precision_and_recall() -> None:
    """The older hand-written set (bench/support.py reports it beside the new one)."""
    results = [(c["label"], judged(c["claim"], CASES["sources"][c["source"]]).support)
               for c in CASES["cases"]]
    said_supported = [label for label, got in results if got == "supported"]
    false_claims = [got for label, got in results if label == "unsupported"]
    true_claims = [got for label, got in results if label == "supported"]
    assert said_supported.count("supported") / len(said_supported) >= 0.95
    assert true_claims.count("unsupported") / len(true_claims) <= 0.05
    assert false_claims.count("unsupported") / len(false_claims) >= 0.85
    assert true_claims.count("supported") / len(true_claims) >= 0.7
    kinds = {c["kind"] for c in CASES["cases"]}
    assert {"paraphrase", "verbatim", "wrong_number", "off_topic"} <= kinds
    assert sum(1 for c in CASES["cases"] if c["source"] in ("beijing", "tea")) >= 10


def test_passage_is_verbatim_and_highlights_the_matched_words() -> None:
    claim = judged("Python 3.12 removed the long-deprecated **distutils** package.", PYTHON)
    assert claim.support == "supported"
    assert claim.passage == "The release also removed the long-deprecated distutils package."
    assert claim.passage in PYTHON
    words = [claim.passage[s:e] for s, e in claim.evidence[0].highlights]
    assert words == ["removed", "long", "deprecated", "distutils", "package"]


def test_paraphrase_and_chinese_claims_are_supported() -> None:
    assert judged("Python 3.12 came out in October 2023.", PYTHON).support == "supported"
    chinese = judged("北京是中国的政治和文化中心。", BEIJING)
    assert chinese.support == "supported"
    assert chinese.passage == "北京是中华人民共和国的首都，也是全国的政治中心和文化中心。"
    marked = "".join(chinese.passage[s:e] for s, e in chinese.evidence[0].highlights)
    assert "政治" in marked and "文化中心" in marked


def test_wrong_numbers_and_unrelated_claims_are_flagged() -> None:
    wrong = judged("Python 3.12 was released in March 2024.", PYTHON)
    assert (wrong.support, wrong.evidence[0].reason) == ("unsupported", "numbers_differ")
    unrelated = judged("Guido van Rossum joined Microsoft in 2020.", PYTHON)
    assert unrelated.support == "unsupported"
    assert unrelated.evidence[0].reason in ("few_words", "numbers_differ", "no_match")
    nothing = judged("Zebras sleep standing up.", PYTHON)
    assert (nothing.support, nothing.passage, nothing.evidence[0].reason) == (
        "unsupported", "", "no_match")
    assert nothing.link == "https://example.org/page"


def test_markers_after_the_full_stop_cite_the_sentence_before() -> None:
    reg = registry(Source("a-1", "https://a.example/", excerpt=PYTHON),
                   Source("b-1", "https://b.example/", excerpt=BEIJING))
    answer = ("Python 3.12 came out in October 2023. [cite:a-1] It removed distutils "
              "[cite:a-1][cite:zz-9]. Unsourced sentence here.\n\n"
              "- 北京是中国的首都 [cite:b-1][cite:a-1]\n")
    claims = check(parse(answer, reg), reg)
    assert [c.text for c in claims] == [
        "Python 3.12 came out in October 2023.", "It removed distutils.", "北京是中国的首都"]
    assert [c.cites for c in claims] == [[1], [1], [2, 1]]
    # Marker indexes count every marker, the unknown zz-9 included (index 2).
    assert [c.marks for c in claims] == [[0], [1], [3, 4]]
    beijing = claims[2]
    assert [e.id for e in beijing.evidence] == ["b-1", "a-1"]
    assert beijing.support == "supported" and beijing.passage.startswith("北京是中华人民共和国")
    assert beijing.link.startswith("https://b.example/#:~:text=")
    assert [e.support for e in beijing.evidence] == ["supported", "unsupported"]
    assert counts(claims) == {"supported": 3, "weak": 0, "unsupported": 0}


def test_a_source_without_text_is_unsupported_not_an_error() -> None:
    reg = registry(Source("s-1", "https://e.org/", snippet=""))
    claim = check(parse("A claim [cite:s-1].", reg), reg)[0]
    assert (claim.support, claim.evidence[0].reason, claim.link) == (
        "unsupported", "no_text", "https://e.org/")  # the plain URL still opens the source
    snippet_only = registry(Source("s-1", "https://e.org/", snippet="Tea is grown in Assam."))
    assert check(parse("Tea is grown in Assam [cite:s-1].", snippet_only),
                 snippet_only)[0].support == "supported"


def test_pdf_passages_link_to_their_page() -> None:
    text = "[Page 1]\n\nIntro words here.\n\n[Page 2]\n\nThe yield rose to 7 tonnes per hectare."
    reg = registry(Source("s-1", "https://e.org/paper.pdf", excerpt=text))
    claim = check(parse("Yield rose to 7 tonnes per hectare [cite:s-1].", reg), reg)[0]
    assert claim.support == "supported"
    assert claim.link == "https://e.org/paper.pdf#page=2"


def test_claims_round_trip_through_json() -> None:
    claim = judged("Python 3.12 came out in October 2023.", PYTHON)
    again = Claim.from_dict(json.loads(json.dumps(claim.to_dict())))
    assert again == claim
    broken = Claim.from_dict({"text": "x", "support": "bogus", "evidence": ["junk"]})
    assert (broken.support, broken.evidence) == ("unsupported", [])


@pytest.mark.parametrize(
    ("passage", "fragment"),
    [
        ("Prices rose 5% in 2023-24, then fell.",
         "text=Prices%20rose%205%25%20in%202023,24%2C%20then%20fell."),
        ("Q&A: café, naïve — ok", "text=Q%26A%3A%20caf%C3%A9%2C%20na%C3%AFve%20%E2%80%94%20ok"),
        ("one two three four five six seven eight nine ten eleven twelve",
         "text=one%20two%20three%20four%20five,eight%20nine%20ten%20eleven%20twelve"),
        ("See **[the report](https://x.example/r)** for `details`.",
         "text=See%20the%20report%20for%20details."),
    ],
)
def test_text_fragment_encoding(passage: str, fragment: str) -> None:
    from services.citations.fragment import passage_link

    link = passage_link("https://e.org/a?b=1&c=2", passage)
    assert link == f"https://e.org/a?b=1&c=2#:~:{fragment}"
    # Decoding gives the words back; the separators stay syntax, not text.
    start = link.split(":~:text=")[1].split(",")[0]
    assert "-" not in start and "&" not in start
    assert unquote(start).startswith(passage.split()[0].replace("**[", ""))


def test_text_fragment_for_chinese_and_fallbacks() -> None:
    from services.citations.fragment import passage_link

    link = passage_link("https://e.org/x#intro", BEIJING)
    base, directive = link.split(":~:text=")
    assert base == "https://e.org/x#intro"
    start, end = directive.split(",")
    # CJK terms end at clause marks: a browser matches them only at word edges.
    assert unquote(start) == "北京是中华人民共和国的首都，"
    assert unquote(end) == "北京的常住人口约为2180万。"
    assert passage_link("https://e.org/x#:~:text=old", "new words") == (
        "https://e.org/x#:~:text=new%20words")
    assert passage_link("ftp://e.org/file", "words") == "ftp://e.org/file"
    assert passage_link("https://e.org/", "***") == "https://e.org/"


@pytest.mark.parametrize(
    "answer",
    [
        "",
        "[cite:s-1] A marker before any text.",
        "```\ncode [cite:s-1]\n```",
        "No citations at all.",
        "Only an unknown one [cite:zz-1].",
    ],
)
def test_answers_without_checkable_sentences(answer: str) -> None:
    reg = registry(Source("s-1", "https://e.org/", excerpt=PYTHON))
    claims = check(parse(answer, reg), reg)
    # A leading marker cites nothing; code and unknown ids are never checked.
    assert claims == []


def test_hostile_sources_and_sentences() -> None:
    # "İ" lower-cases to two characters, so positions shift: every sentence is searched.
    weird = "\u0130stanbul " * 50 + "Python 3.12 was released on October 2, 2023."
    assert judged("Python 3.12 was released on October 2, 2023.", weird).support == "supported"
    one_line = "word " * 5000  # no punctuation at all: cut into bounded windows
    claim = judged("word word word", one_line)
    assert len(claim.passage) <= 800  # at most two bounded sentence windows
    assert judged("!!! ??? ...", PYTHON).evidence[0].reason == "no_match"
