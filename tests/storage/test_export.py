"""Markdown export: [n] markers, numbered sources, status notes."""

from __future__ import annotations

from services.citations.parser import parse
from services.citations.registry import CitationRegistry, Source
from services.storage import History

A = Source(id="k1-1", url="https://a.example/one", title="Alpha [draft]", excerpt="alpha text")
B = Source(id="k1-2", url="https://b.example/two", title="Beta")
C = Source(id="m2-1", url="https://c.example/", title="Gamma")


def _answer(h: History, cid: int, text: str, status: str = "complete") -> int:
    mid = h.begin_answer(cid)
    h.append_answer(mid, text)
    registry = CitationRegistry(h.registry_sources(cid))
    h.set_answer_sources(mid, parse(text, registry).sources)
    h.finish_answer(mid, status)
    return mid


def test_export_numbers_markers_and_lists_sources(history: History) -> None:
    conv = history.create_conversation("Comparing   things", model="gpt-4o")
    history.save_registry(conv.id, [A, B, C])
    history.add_user_message(conv.id, "Compare them")
    _answer(
        history,
        conv.id,
        "B is first [cite:k1-2]. A next [cite: k1-1, k1-2]. Again [cite:k1-2][cite:k1-2].\n\n"
        "Code: `[cite:k1-1]`\n\n```\n[cite:m2-1]\n```\n\nUnknown [cite:zz9-9].",
    )
    history.add_user_message(conv.id, "And the third?")
    _answer(history, conv.id, "Gamma ［cite：m2-1］ and alpha [cite:k1-1].", "stopped")
    md = history.export_markdown(conv.id)

    assert md.startswith("# Comparing things\n\n_Exported from Footnote on ")
    assert "model: gpt-4o" in md
    assert "## You\n\nCompare them" in md
    first, second = md.split("## Footnote")[1:]
    assert "B is first [1]. A next [2][1]. Again [1]." in first
    assert "`[cite:k1-1]`" in first and "```\n[cite:m2-1]\n```" in first  # code untouched
    assert "Unknown [cite:zz9-9]." in first  # unknown ids stay visible
    assert "Sources:\n\n1. Beta. <https://b.example/two>\n2. Alpha \\[draft\\]. " in first
    # Each answer numbers its own sources from 1, like the chat view.
    assert "Gamma [1] and alpha [2]." in second
    assert "_(Stopped before the answer was finished.)_" in second
    assert "1. Gamma. <https://c.example/>" in second
    assert second.index("Stopped") < second.index("Sources:")
    assert "[cite:" not in second


def test_export_resolves_ids_known_only_from_the_answer_sources(history: History) -> None:
    """Sources stored with the answer resolve even if the registry lacks them."""
    conv = history.create_conversation("x")
    history.add_user_message(conv.id, "q")
    mid = history.begin_answer(conv.id)
    history.set_answer_sources(mid, [(1, C)])
    history.finish_answer(mid, "complete", content="Only here [cite:m2-1].")
    md = history.export_markdown(conv.id)
    assert "Only here [1]." in md and "1. Gamma. <https://c.example/>" in md


def test_export_notes_errors_and_skips_empty_answers(history: History) -> None:
    conv = history.create_conversation()
    history.add_user_message(conv.id, "q")
    failed = history.begin_answer(conv.id)
    history.finish_answer(failed, "error", error_code="auth", error_message="key rejected")
    empty = history.begin_answer(conv.id)
    history.finish_answer(empty, "incomplete")
    md = history.export_markdown(conv.id)
    assert md.startswith("# q\n")
    assert "_(Error: key rejected)_" in md
    assert "_(Incomplete: the answer was cut off before it finished.)_" in md


def test_untitled_conversation_export(history: History) -> None:
    conv = history.create_conversation()
    assert history.export_markdown(conv.id).startswith("# Untitled conversation\n")
