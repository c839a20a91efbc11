"""Settings as the services receive them: every declared setting, with its
schema default unless the test gives a value (``app.settings.Settings`` does
the same for the app)."""

from __future__ import annotations

from typing import Any

from app.settings_schema import SETTINGS


def settings_with(values: dict[str, Any]) -> dict[str, Any]:
    return {**{s.name: s.default for s in SETTINGS}, **values}
