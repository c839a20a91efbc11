"""Streaming: never half-rendered, and equal to parsing the whole text at once."""

from __future__ import annotations

import random

from services.citations.parser import StreamingCitationParser, parse
from services.citations.segments import Segment, merge_text
from tests.citations.conftest import Ids


def stream(text: str, ids: Ids, cuts: list[int]) -> tuple[list[list[Segment]], list[Segment]]:
    parser = StreamingCitationParser(ids.registry)
    batches = []
    last = 0
    for cut in [*cuts, len(text)]:
        batches.append(parser.feed(text[last:cut]))
        last = cut
    batches.append(parser.finish())
    return batches, [s for batch in batches for s in batch]


def documents(ids: Ids) -> list[str]:
    a, b, c = ids.a, ids.b, ids.c
    return [
        f"Plain [cite:{a}] text [cite: {b}, {c}][cite:{a}] end.",
        f"中文回答［cite：{a}］，还有【cite:{b}】。未知[cite:nope-1]。",
        f"Bare [2] and [1] and [{c}] then [2][3] and [x](y) and [2](link) [3]: z",
        f"Code `[cite:{a}]` and ``a ` [cite:{b}]`` and ` lone [cite:{c}]\n\nnext",
        f"```py\n[cite:{a}]\n```\ntext [cite:{b}]\n\n    code [cite:{c}]\n\nafter [cite:{c}]",
        f"~~~~\n[cite:{a}]\n~~~\n[cite:{a}]\n~~~~~\n[cite:{b}][cite:{ids.a_again}][cite:{a}]",
        f"- item [cite:{a}]\n\n    continued [cite:{b}]\n\n# H\n    code [cite:{c}]\n",
        f"Escaped \\[cite:{a}] and [cite:{a}]\r\nwindows [cite:{b}]\r\n",
        f"[cite:{a}][cite:{b}][cite:{a}, {b}]x[ cite : {c} ][[cite:{a}]]",
        "[cite:" + "x" * 400 + "] long [ci",
        f"`span\nover lines [cite:{a}]` [cite:{b}] `` ` `` [cite:{c}]",
        f"  ```\n  [cite:{a}]\n  ```\n[cite:{b}]``` not a fence ``` [cite:{c}]",
        f"\tTab code [cite:{a}]\n\nLast[cite:{b}",
        f"`code`` x [cite:{a}]` after [cite:{b}] ``y` [cite:{c}]``",
        "",
    ]


def test_random_chunkings_equal_the_whole_parse(ids: Ids) -> None:
    rng = random.Random(20261130)
    for text in documents(ids):
        whole = parse(text, ids.registry)
        for _ in range(40):
            count = rng.randint(0, min(12, len(text)))
            cuts = sorted(rng.sample(range(len(text) + 1), count)) if text else []
            _, segments = stream(text, ids, cuts)
            assert merge_text(segments) == whole.segments, (text, cuts)


def test_every_single_cut_point_and_char_by_char(ids: Ids) -> None:
    for text in documents(ids):
        whole = parse(text, ids.registry).segments
        for cut in range(len(text) + 1):
            assert merge_text(stream(text, ids, [cut])[1]) == whole, (text, cut)
        assert merge_text(stream(text, ids, list(range(len(text))))[1]) == whole


def test_split_marker_is_never_half_rendered(ids: Ids) -> None:
    parser = StreamingCitationParser(ids.registry)
    first = parser.feed("Alpha says so [ci")
    assert first == [Segment("text", "Alpha says so ")]
    second = parser.feed(f"te:{ids.b}")
    assert second == []
    third = parser.feed("] and more")
    assert third == [
        Segment("citation", f"[cite:{ids.b}]", (ids.b,), (1,)),
        Segment("text", " and more"),
    ]
    assert parser.finish() == []


def test_text_streams_without_waiting_for_a_newline(ids: Ids) -> None:
    parser = StreamingCitationParser(ids.registry)
    assert parser.feed("Hello, wor") == [Segment("text", "Hello, wor")]
    assert parser.feed("ld. ") == [Segment("text", "ld. ")]


def test_no_batch_ever_shows_a_partial_marker(ids: Ids) -> None:
    text = f"One [cite:{ids.a}] two ［cite：{ids.b}］ three [cite: {ids.c}, {ids.a}] four [2]"
    for cut in range(len(text) + 1):
        batches, _ = stream(text, ids, [cut])
        for batch in batches[:-1]:
            for segment in batch:
                if segment.kind == "text":
                    assert "[cite" not in segment.text
                    assert "［" not in segment.text


def test_bare_number_waits_for_the_next_character(ids: Ids) -> None:
    parser = StreamingCitationParser(ids.registry)
    assert parser.feed("see [2]") == [Segment("text", "see ")]
    assert parser.feed("(https://x)") == [Segment("text", "[2](https://x)")]
    assert parser.finish() == []
    parser = StreamingCitationParser(ids.registry)
    parser.feed("see [2]")
    assert parser.finish() == [Segment("citation", "[2]", (ids.b,), (1,))]


def test_feed_after_finish_is_an_error(ids: Ids) -> None:
    parser = StreamingCitationParser(ids.registry)
    parser.finish()
    try:
        parser.feed("x")
    except RuntimeError:
        return
    raise AssertionError("feed() after finish() must fail")


def test_result_matches_parse(ids: Ids) -> None:
    text = documents(ids)[0]
    parser = StreamingCitationParser(ids.registry)
    for piece in (text[:7], text[7:20], text[20:]):
        parser.feed(piece)
    parser.finish()
    streamed = parser.result()
    whole = parse(text, ids.registry)
    assert streamed.segments == whole.segments
    assert [(s.number, s.ids) for s in streamed.sources] == [
        (s.number, s.ids) for s in whole.sources
    ]
