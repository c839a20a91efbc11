"""The one ``[cite:…]`` grammar: markers, ids, cut-off tails."""

from __future__ import annotations

from services.citations import grammar
from services.citations.parser import parse
from services.citations.registry import CitationRegistry, Source


def test_every_marker_form_names_its_ids_in_order() -> None:
    text = ("A [cite:ab1] b ［cite：cd2］ c 【 Cite : ef3, cite:gh4；ij5、kl6】 d "
            "[cite: mn7 op8] e [1] f [cite:] g")
    assert grammar.cited_ids(text) == ["ab1", "cd2", "ef3", "gh4", "ij5", "kl6", "mn7", "op8"]


def test_hostile_markers_are_not_markers() -> None:
    # Across a line, nested brackets, an over-long body: plain text.
    assert grammar.cited_ids("[cite:ab\n1] [cite:[ab1]] [cite:" + "x" * 301 + "]") == []
    assert grammar.cited_ids("[cite:" + "x" * 300 + "]") == ["x" * 300]


def test_canonical_marker_round_trips() -> None:
    assert grammar.marker("ab1") == "[cite:ab1]"
    assert grammar.cited_ids(grammar.marker("ab1", "cd2")) == ["ab1", "cd2"]


def test_a_cut_off_marker_is_trimmed_and_a_whole_one_is_kept() -> None:
    assert grammar.trim_partial_marker("It rains [cite:ab") == "It rains"
    assert grammar.trim_partial_marker("It rains 【ci") == "It rains"
    assert grammar.trim_partial_marker("It rains [cite:ab1]") == "It rains [cite:ab1]"
    assert grammar.trim_partial_marker("a list [x] of things") == "a list [x] of things"


def test_the_parser_and_the_grammar_agree() -> None:
    registry = CitationRegistry([Source("ab1", "https://a.example/"),
                                 Source("cd2", "https://c.example/")])
    text = "One 【cite：ab1、cite:cd2】 two [cite: zz9]."
    parsed = parse(text, registry)
    seen = [cid for seg in parsed.segments if seg.kind != "text" for cid in seg.ids]
    assert seen == grammar.cited_ids(text)
