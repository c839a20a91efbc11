"""Design tokens: the colours and type sizes light and dark share.

Both schemes are designed together: each role has a light and a dark value,
and every text/background pair the app draws meets WCAG AA (contrast 4.5:1,
see ``contrast_ratio`` and tests/ui/test_design.py). The Fusion palette
(``ui.theme``), the style sheets and the chat's rich text all read from here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the fonts are built once the window's widgets are (ui.skeleton
    # reads only the colours for the first paint, before PySide creates QFont)
    from PySide6.QtGui import QFont

# The chat's reading column: about this many characters of body text per line.
COLUMN_CHARS = 76
# Body text in pixels when the desktop font is the common 13 px; it scales up
# with it, never below (a 12 px desktop still reads the chat at 16 px).
BODY_PX = 16
BASE_SYSTEM_PX = 13
LINE_HEIGHT_PERCENT = 150


@dataclass(frozen=True)
class Tokens:
    """One scheme's colours (``#rrggbb``)."""

    window: str  # sidebar and window chrome
    base: str  # the chat and input fields
    text: str
    muted: str  # secondary text: headers, site names, hints
    placeholder: str
    border: str
    user_bubble: str
    code_bg: str
    accent: str  # buttons and selection
    on_accent: str
    link: str
    pill_bg: str
    pill_text: str
    icon: str
    hover: str  # list rows and icon buttons under the pointer
    focus: str  # the keyboard focus ring (3:1 against what it surrounds)
    field_border: str  # edges of text fields, menus and buttons (3:1 on base)
    accent_hover: str  # a primary button under the pointer
    mark_bg: str  # matched words in a source passage: a soft highlighter
    mark_text: str
    error: str
    error_bg: str  # a sentence its source does not back: the citation pill
    ok: str
    warning: str
    warning_bg: str
    code_style: str  # the Pygments style for code blocks


LIGHT = Tokens(
    window="#f4f4f6", base="#ffffff", text="#1d1d1f", muted="#5f5f67",
    placeholder="#6b6b73", border="#e1e1e6", user_bubble="#f0f1f4", code_bg="#f5f6f8",
    accent="#2563d6", on_accent="#ffffff", link="#1f5bc6", pill_bg="#e6eefc",
    pill_text="#1d4fae", icon="#4a4a52", hover="#e8e8ed", focus="#2563d6",
    field_border="#86868f", accent_hover="#1e54b8", mark_bg="#fbefc0", mark_text="#1d1d1f",
    error="#b3121d", error_bg="#fde7e7", ok="#17692f",
    warning="#7a5200", warning_bg="#fff6d6", code_style="default",
)

DARK = Tokens(
    window="#17171a", base="#1e1e22", text="#ececef", muted="#a6a6b0",
    placeholder="#9a9aa4", border="#33333a", user_bubble="#2a2a31", code_bg="#26262c",
    accent="#2f66cc", on_accent="#ffffff", link="#7eb1ff", pill_bg="#243552",
    pill_text="#a9c9ff", icon="#c2c2ca", hover="#2a2a30", focus="#6f9cf0",
    field_border="#6c6c76", accent_hover="#3a72da", mark_bg="#4a4128", mark_text="#f4ead0",
    error="#ff8a80", error_bg="#47232a", ok="#6ad37c",
    warning="#f0d58a", warning_bg="#3a3020", code_style="github-dark",
)

_BY_SCHEME = {"light": LIGHT, "dark": DARK}


def tokens(scheme: str) -> Tokens:
    """The tokens of ``scheme`` (``light`` or ``dark``)."""
    return _BY_SCHEME.get(scheme, LIGHT)


def _channel(value: int) -> float:
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: str) -> float:
    """WCAG relative luminance of ``#rrggbb``."""
    red, green, blue = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * _channel(red) + 0.7152 * _channel(green) + 0.0722 * _channel(blue)


def contrast_ratio(first: str, second: str) -> float:
    """WCAG contrast ratio of two ``#rrggbb`` colours (1.0 to 21.0)."""
    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def text_pairs(t: Tokens) -> dict[str, tuple[str, str]]:
    """Every (text, background) pair the app draws in one scheme."""
    return {
        "text on chat": (t.text, t.base),
        "text on sidebar": (t.text, t.window),
        "text on user message": (t.text, t.user_bubble),
        "text on code": (t.text, t.code_bg),
        "muted on chat": (t.muted, t.base),
        "muted on sidebar": (t.muted, t.window),
        "muted on user message": (t.muted, t.user_bubble),
        "placeholder on field": (t.placeholder, t.base),
        "link on chat": (t.link, t.base),
        "citation pill": (t.pill_text, t.pill_bg),
        "button text on accent": (t.on_accent, t.accent),
        "text on hovered row": (t.text, t.hover),
        "error on chat": (t.error, t.base),
        "error on sidebar": (t.error, t.window),
        "ok on chat": (t.ok, t.base),
        "warning on its box": (t.warning, t.warning_bg),
        "not-supported citation pill": (t.error, t.error_bg),
        "highlighted words in a passage": (t.mark_text, t.mark_bg),
    }


def edge_pairs(t: Tokens) -> dict[str, tuple[str, str]]:
    """Every (edge, background) pair that must be seen, not read: WCAG's 3:1
    for field borders and the focus ring."""
    return {
        "field border on chat": (t.field_border, t.base),
        "field border on dialog": (t.field_border, t.window),
        "focus ring on chat": (t.focus, t.base),
        "focus ring on dialog": (t.focus, t.window),
        "focus ring on a row": (t.focus, t.pill_bg),
    }


def system_pixel_size() -> int:
    """The desktop's body font in pixels (its scale setting included)."""
    from PySide6.QtGui import QFont, QFontInfo
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    font = app.font() if isinstance(app, QApplication) else QFont()
    return max(8, QFontInfo(font).pixelSize())


def body_pixel_size(system_px: int | None = None) -> int:
    """Chat body text in pixels: 16 px at a 13 px desktop font, scaled with it."""
    base = system_px if system_px is not None else system_pixel_size()
    return max(BODY_PX, round(base * BODY_PX / BASE_SYSTEM_PX))


def body_font(system_px: int | None = None) -> QFont:
    """The chat's body font: the desktop family at ``body_pixel_size``."""
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    font = QFont(app.font()) if isinstance(app, QApplication) else QFont()
    font.setPixelSize(body_pixel_size(system_px))
    return font


def meta_font(body: QFont) -> QFont:
    """Secondary text beside ``body`` text (an answer's model line): 80 % of it."""
    from PySide6.QtGui import QFont, QFontInfo

    font = QFont(body)
    font.setPixelSize(max(11, round(QFontInfo(body).pixelSize() * 0.8)))
    return font
