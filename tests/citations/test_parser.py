"""The [cite:ID] parser: drifts, numbering, code, unknown ids."""

from __future__ import annotations

import pytest

from services.citations.parser import parse
from services.citations.registry import CitationRegistry
from services.citations.segments import Segment
from tests.citations.conftest import Ids


def cites(text: str, ids: Ids) -> list[tuple[str, tuple[int, ...]]]:
    return [
        (s.kind, s.numbers) for s in parse(text, ids.registry).segments if s.kind != "text"
    ]


def test_plain_marker(ids: Ids) -> None:
    parsed = parse(f"Alpha is first [cite:{ids.a}].", ids.registry)
    assert parsed.segments == [
        Segment("text", "Alpha is first "),
        Segment("citation", f"[cite:{ids.a}]", (ids.a,), (1,)),
        Segment("text", "."),
    ]
    assert [(s.number, s.source.id) for s in parsed.sources] == [(1, ids.a)]
    assert parsed.text == f"Alpha is first [cite:{ids.a}]."


@pytest.mark.parametrize(
    "marker",
    [
        "[cite:{a}]",
        "[cite: {a}]",
        "[ cite : {a} ]",
        "[CITE:{a}]",
        "［cite:{a}］",
        "［cite：{a}］",
        "[cite：{a}]",
        "【cite:{a}】",
        "[cite:{A}]",
        "[cite:cite:{a}]",
    ],
)
def test_drifts_resolve(marker: str, ids: Ids) -> None:
    text = "x " + marker.format(a=ids.a, A=ids.a.upper()) + " y"
    parsed = parse(text, ids.registry)
    (cite,) = [s for s in parsed.segments if s.kind != "text"]
    assert cite.kind == "citation"
    assert cite.ids == (ids.a,)
    assert cite.numbers == (1,)
    assert parsed.text == text  # the marker text is kept as written


@pytest.mark.parametrize("sep", [", ", ",", "，", "; ", "；", "、", " "])
def test_several_ids_in_one_marker(sep: str, ids: Ids) -> None:
    parsed = parse(f"x [cite:{ids.a}{sep}{ids.b}] y", ids.registry)
    (cite,) = [s for s in parsed.segments if s.kind != "text"]
    assert cite.ids == (ids.a, ids.b)
    assert cite.numbers == (1, 2)


def test_numbered_by_first_appearance(ids: Ids) -> None:
    text = f"C [cite:{ids.c}]. B [cite:{ids.b}]. C again [cite:{ids.c}]. A [cite:{ids.a}]."
    assert cites(text, ids) == [
        ("citation", (1,)),
        ("citation", (2,)),
        ("citation", (1,)),
        ("citation", (3,)),
    ]
    parsed = parse(text, ids.registry)
    assert [(s.number, s.source.url) for s in parsed.sources] == [
        (1, "https://c.example/"),
        (2, "https://b.example/page"),
        (3, "https://a.example/"),
    ]
    assert parsed.numbers == {ids.c: 1, ids.b: 2, ids.a: 3}


def test_adjacent_duplicates_collapse(ids: Ids) -> None:
    assert cites(f"x[cite:{ids.a}][cite:{ids.a}] y", ids) == [("citation", (1,))]
    assert cites(f"x[cite:{ids.a}, {ids.a}] y", ids) == [("citation", (1,))]
    # Not adjacent: both stay.
    assert cites(f"x[cite:{ids.a}] y [cite:{ids.a}]", ids) == [
        ("citation", (1,)),
        ("citation", (1,)),
    ]
    # Different sources side by side both stay.
    assert cites(f"x[cite:{ids.a}][cite:{ids.b}]", ids) == [
        ("citation", (1,)),
        ("citation", (2,)),
    ]


def test_two_ids_of_the_same_url_share_a_number(ids: Ids) -> None:
    parsed = parse(f"one [cite:{ids.a}] two [cite:{ids.a_again}]", ids.registry)
    assert [s.numbers for s in parsed.segments if s.kind == "citation"] == [(1,), (1,)]
    assert len(parsed.sources) == 1
    assert parsed.sources[0].ids == [ids.a, ids.a_again]
    # Side by side they collapse into one.
    assert cites(f"x [cite:{ids.a}][cite:{ids.a_again}]", ids) == [("citation", (1,))]
    assert cites(f"x [cite:{ids.a}, {ids.a_again}]", ids) == [("citation", (1,))]


def test_unknown_ids_stay_visible_and_flagged(ids: Ids) -> None:
    parsed = parse(f"fact [cite:zz9zz9-4] and [cite:{ids.a}, made-up]", ids.registry)
    kinds = [(s.kind, s.text, s.ids) for s in parsed.segments if s.kind != "text"]
    assert kinds == [
        ("unknown", "[cite:zz9zz9-4]", ("zz9zz9-4",)),
        ("citation", f"[cite:{ids.a}]", (ids.a,)),
        ("unknown", "[cite:made-up]", ("made-up",)),
    ]
    assert parsed.unknown_ids == ["zz9zz9-4", "made-up"]
    assert [s.number for s in parsed.sources] == [1]
    assert "zz9zz9-4" in parsed.text


def test_empty_marker_is_flagged(ids: Ids) -> None:
    parsed = parse("x [cite:] y", ids.registry)
    assert [s.kind for s in parsed.segments] == ["text", "unknown", "text"]
    assert parsed.text == "x [cite:] y"


def test_unknown_duplicates_are_not_collapsed(ids: Ids) -> None:
    assert cites("x[cite:no-1][cite:no-1]", ids) == [("unknown", ()), ("unknown", ())]


def test_bare_number_when_unambiguous(ids: Ids) -> None:
    # -2 exists once (k3f9a1-2); -1 exists twice (two calls); -3 once; -7 never.
    parsed = parse("two [2], one [1], three [3], seven [7].", ids.registry)
    cited = [(s.text, s.ids) for s in parsed.segments if s.kind == "citation"]
    assert cited == [("[2]", (ids.b,)), ("[3]", (ids.a_again,))]
    assert "one [1], " in parsed.text


def test_bare_number_scope(ids: Ids) -> None:
    parsed = parse("one [1].", ids.registry, scope={ids.c})
    assert [s.ids for s in parsed.segments if s.kind == "citation"] == [(ids.c,)]


def test_bare_ids_and_consecutive_bare_numbers(ids: Ids) -> None:
    text = f"x [{ids.c}] y [2][3] z"
    assert cites(text, ids) == [("citation", (1,)), ("citation", (2,)), ("citation", (3,))]
    assert cites("x [abc123-9] y", ids) == []


@pytest.mark.parametrize(
    "text",
    [
        "see [2](https://example.com)",
        "see [the docs][2]",
        "[2]: https://example.com",
        "  [2]: https://example.com",
        "escaped \\[2]",
        "escaped \\[cite:k3f9a1-1]",
        "see [2][docs]",
    ],
)
def test_markdown_that_looks_like_a_bare_number(text: str, ids: Ids) -> None:
    parsed = parse(text, ids.registry)
    assert [s.kind for s in parsed.segments] == ["text"]
    assert parsed.text == text


def test_markers_in_code_are_left_alone(ids: Ids) -> None:
    a = ids.a
    text = (
        f"Use `[cite:{a}]` literally and ``code with ` and [cite:{a}]``.\n"
        "\n"
        "```python\n"
        f"x = '[cite:{a}]'\n"
        "```\n"
        "\n"
        "~~~~\n"
        f"[cite:{a}]\n"
        "~~~\n"
        f"still code [cite:{a}]\n"
        "~~~~\n"
        "\n"
        f"    indented [cite:{a}]\n"
        "\n"
        f"\tindented with a tab [cite:{a}]\n"
        "\n"
        f"Real one [cite:{ids.b}].\n"
    )
    parsed = parse(text, ids.registry)
    assert [s.ids for s in parsed.segments if s.kind != "text"] == [(ids.b,)]
    assert parsed.text == text
    assert [s.number for s in parsed.sources] == [1]


def test_indentation_that_is_not_code(ids: Ids) -> None:
    text = (
        f"A paragraph\n    continued [cite:{ids.a}]\n\n"
        f"- item\n\n    more of the item [cite:{ids.b}]\n\n"
        f"# Heading\n    code after a heading [cite:{ids.c}]\n"
    )
    assert [s.ids for s in parse(text, ids.registry).segments if s.kind != "text"] == [
        (ids.a,),
        (ids.b,),
    ]


def test_unclosed_backtick_is_literal(ids: Ids) -> None:
    text = f"a ` lone backtick [cite:{ids.a}]\n\nnext `code` [cite:{ids.b}]"
    assert cites(text, ids) == [("citation", (1,)), ("citation", (2,))]


def test_code_span_does_not_cross_a_blank_line(ids: Ids) -> None:
    text = f"a `open [cite:{ids.a}]\n\nb` [cite:{ids.b}]"
    assert cites(text, ids) == [("citation", (1,)), ("citation", (2,))]


def test_code_span_across_lines(ids: Ids) -> None:
    text = f"a `span\n[cite:{ids.a}]` after [cite:{ids.b}]"
    assert cites(text, ids) == [("citation", (1,))]


def test_unclosed_fence_runs_to_the_end(ids: Ids) -> None:
    assert cites(f"```\n[cite:{ids.a}]\n", ids) == []


def test_inline_fence_like_backticks_are_not_a_fence(ids: Ids) -> None:
    text = f"```inline``` [cite:{ids.a}]\nmore [cite:{ids.b}]"
    assert cites(text, ids) == [("citation", (1,)), ("citation", (2,))]


def test_marker_cannot_span_lines(ids: Ids) -> None:
    assert cites(f"[cite:\n{ids.a}]", ids) == []


def test_registry_filled_later_is_seen() -> None:
    registry = CitationRegistry()
    call = registry.new_call()
    cid = call.assign("https://late.example/", title="Late")
    parsed = parse(f"x [cite:{cid}]", registry)
    assert parsed.sources[0].source.title == "Late"


def test_segment_and_source_dicts(ids: Ids) -> None:
    parsed = parse(f"x [cite:{ids.b}]", ids.registry)
    assert parsed.segments[1].to_dict() == {
        "kind": "citation",
        "text": f"[cite:{ids.b}]",
        "ids": [ids.b],
        "numbers": [1],
    }
    assert parsed.sources[0].to_dict() == {
        "n": 1,
        "id": ids.b,
        "ids": [ids.b],
        "url": "https://b.example/page",
        "title": "Beta page",
    }


def test_marker_with_only_unknown_ids_is_kept_whole(ids: Ids) -> None:
    parsed = parse("x [cite: see above, maybe] y", ids.registry)
    assert parsed.segments[1] == Segment(
        "unknown", "[cite: see above, maybe]", ("see", "above", "maybe")
    )
    assert parsed.unknown_ids == ["see", "above", "maybe"]
