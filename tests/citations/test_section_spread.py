"""A claim that sums up a short section of the page (its heading, "## Version 5.1.0 — 12
January 2025", and its items) is held by the section as a whole; a summary with a detail
the section does not give stays caught."""

from __future__ import annotations

from services.citations.passages import Match, SourceIndex
from services.citations.section_spread import section_of
from tests.citations.judge import evidence

NOTES = ("# TrailMate release notes\n\n## Version 5.2.0 — 3 March 2025\n\n**New**\n"
         "- Offline maps for Pro subscribers.\n- Route sharing via QR code.\n\n"
         "## Version 5.1.0 — 12 January 2025\n\n**New**\n- Dark mode for the map view.\n"
         "- Elevation profiles can be exported as PNG.\n\n**Removed**\n"
         "- The legacy Android 8 widget is no longer available; use the new widget instead.\n\n"
         "## Version 5.0.0 — 2 December 2024\n\n**New**\n- A redesigned home screen.\n")


def test_the_section_runs_from_its_heading_to_the_next_of_its_level() -> None:
    index = SourceIndex(NOTES)
    sentences = [index.sentence(k) for k in range(len(index.spans))]
    dark = next(k for k, s in enumerate(sentences) if "Dark mode" in s)
    section = section_of(index, Match(0, 0, 1.0, 0.2, first=dark, last=dark, focus=dark))
    assert section is not None
    first, last = section
    assert sentences[first].startswith("## Version 5.1.0")
    assert "Android 8" in sentences[last]


def test_a_section_summary_is_not_unsupported_and_a_wrong_one_stays_caught() -> None:
    right = ("Version 5.1.0, released on 12 January 2025, introduced dark mode for maps plus PNG "
             "export of elevation profiles, and retired the legacy Android 8 widget.")
    wrong = ("Version 5.1.0, released on 12 January 2025, introduced dark mode for maps plus PDF "
             "export of route plans, and retired the legacy Android 9 widget.")
    assert evidence(right, NOTES).support != "unsupported"
    assert evidence(wrong, NOTES).support == "unsupported"
