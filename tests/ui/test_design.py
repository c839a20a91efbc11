"""Light and dark meet WCAG AA: every text/background pair the app draws has a
contrast ratio of at least 4.5:1, in the design tokens and the Qt palette."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QPalette

from ui.design import body_pixel_size, contrast_ratio, edge_pairs, text_pairs, tokens
from ui.theme import palette_for, style_sheet

AA = 4.5
Role = QPalette.ColorRole


def test_contrast_ratio_matches_the_wcag_reference_values() -> None:
    assert contrast_ratio("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast_ratio("#ffffff", "#ffffff") == pytest.approx(1.0)
    # WebAIM's checker: #777777 on white is 4.48:1, just under AA.
    assert contrast_ratio("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_text_pair_of_the_tokens_meets_aa(scheme: str) -> None:
    failing = {
        name: round(contrast_ratio(fg, bg), 2)
        for name, (fg, bg) in text_pairs(tokens(scheme)).items()
        if contrast_ratio(fg, bg) < AA
    }
    assert failing == {}


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_field_edges_and_the_focus_ring_can_be_seen(scheme: str) -> None:
    """WCAG 1.4.11: what marks a control or the keyboard focus has 3:1 against
    what is around it."""
    failing = {
        name: round(contrast_ratio(fg, bg), 2)
        for name, (fg, bg) in edge_pairs(tokens(scheme)).items()
        if contrast_ratio(fg, bg) < 3.0
    }
    assert failing == {}


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_palette_text_roles_meet_aa(scheme: str) -> None:
    palette = palette_for(scheme)
    pairs = [
        (Role.WindowText, Role.Window), (Role.Text, Role.Base),
        (Role.ButtonText, Role.Button), (Role.HighlightedText, Role.Highlight),
        (Role.PlaceholderText, Role.Base), (Role.ToolTipText, Role.ToolTipBase),
        (Role.Text, Role.AlternateBase), (Role.Link, Role.Base),
    ]
    for fg, bg in pairs:
        ratio = contrast_ratio(palette.color(fg).name(), palette.color(bg).name())
        assert ratio >= AA, (scheme, fg, bg, ratio)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_style_sheet_has_every_token_filled_in(scheme: str) -> None:
    sheet = style_sheet(scheme)
    rules = sheet.split("*/", 1)[1]
    assert "@" not in rules
    assert tokens(scheme).user_bubble in rules and tokens(scheme).accent in rules


def test_body_text_follows_the_desktop_font_scale() -> None:
    assert body_pixel_size(13) == 16
    assert body_pixel_size(12) == 16  # never smaller than a comfortable reading size
    assert body_pixel_size(20) > body_pixel_size(13)
