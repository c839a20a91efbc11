"""The settings file: declared once, validated, corrupt files backed up, unknown keys kept."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app import paths
from app.settings import Settings
from app.settings_schema import SETTINGS, get
from services.errors import SettingsError


def test_footnote_home_isolates_every_file(footnote_home: Path) -> None:
    assert paths.settings_file().is_relative_to(footnote_home)
    assert paths.history_db().is_relative_to(footnote_home)
    assert paths.cache_db().is_relative_to(footnote_home)


def test_defaults_without_a_file() -> None:
    settings = Settings()
    assert settings["fetch.allow_private_network"] is False
    assert settings["fetch.timeout_s"] == 20.0
    assert settings["fetch.max_bytes"] == 5 * 1024 * 1024
    assert settings["fetch.jina.api_host"] == "https://r.jina.ai"
    assert settings["fetch.fallback"] == "jina"
    assert settings.warnings == []


def test_set_validates_and_survives_reload() -> None:
    settings = Settings()
    settings.set("fetch.timeout_s", "12.5")
    settings.set("fetch.allow_private_network", "true")
    reloaded = Settings()
    assert reloaded["fetch.timeout_s"] == 12.5
    assert reloaded["fetch.allow_private_network"] is True


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("fetch.fallback", "bing"),
        ("fetch.max_bytes", "lots"),
        ("search.max_results", "0"),
        ("search.max_results", "21"),
        ("fetch.allow_private_network", "maybe"),
        ("fetch.jina.api_host", "ftp://example.com"),
    ],
)
def test_invalid_values_are_refused_with_the_reason(name: str, value: str) -> None:
    settings = Settings()
    with pytest.raises(SettingsError) as info:
        settings.set(name, value)
    assert name in str(info.value)
    assert settings.is_default(name)


def test_unknown_setting_name_says_how_to_list_them() -> None:
    with pytest.raises(SettingsError, match="config list"):
        get("fetch.nonsense")


def test_corrupt_file_is_backed_up_and_defaults_load() -> None:
    path = paths.settings_file()
    path.write_text('{"fetch.timeout_s": 3,, oops', encoding="utf-8")
    settings = Settings()
    assert settings["fetch.timeout_s"] == 20.0
    assert len(settings.warnings) == 1
    assert "could not be read" in settings.warnings[0]
    backups = list(path.parent.glob("settings.json.bad-*"))
    assert len(backups) == 1
    assert backups[0].read_text(encoding="utf-8").startswith('{"fetch.timeout_s": 3,,')
    settings.set("fetch.timeout_s", 9)
    assert Settings()["fetch.timeout_s"] == 9


def test_a_corrupt_file_that_cannot_be_moved_aside_is_not_called_saved(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    paths.settings_file().write_text("{oops", encoding="utf-8")

    def refuse(_src: object, _dst: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("app.settings.os.replace", refuse)
    (warning,) = Settings().warnings
    assert "could not be moved aside" in warning and "copy it elsewhere" in warning
    assert "saved as" not in warning


def test_non_object_file_counts_as_corrupt() -> None:
    paths.settings_file().write_text("[1, 2]", encoding="utf-8")
    settings = Settings()
    assert settings.warnings and settings["search.max_results"] == 5


def test_unknown_keys_are_kept_and_written_back() -> None:
    path = paths.settings_file()
    path.write_text(
        json.dumps({"future.feature": {"x": 1}, "fetch.timeout_s": 7}), encoding="utf-8"
    )
    settings = Settings()
    assert settings["fetch.timeout_s"] == 7
    settings.set("search.max_results", 3)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["future.feature"] == {"x": 1}
    assert data["search.max_results"] == 3


def test_invalid_value_in_file_is_reported_and_kept() -> None:
    path = paths.settings_file()
    path.write_text(json.dumps({"search.max_results": 99}), encoding="utf-8")
    settings = Settings()
    assert settings["search.max_results"] == 5
    assert any("search.max_results" in w for w in settings.warnings)
    settings.set("fetch.timeout_s", 5)
    assert json.loads(path.read_text(encoding="utf-8"))["search.max_results"] == 99


def test_every_setting_has_a_valid_default_and_description() -> None:
    for setting in SETTINGS:
        assert setting.description, setting.name
        assert setting.coerce(setting.default) == setting.default, setting.name


def test_listeners_hear_changes() -> None:
    settings = Settings()
    heard: list[tuple[str, object]] = []
    settings.subscribe(lambda name, value: heard.append((name, value)))
    settings.set("ui.theme", "dark")
    assert heard == [("ui.theme", "dark")]


def test_setting_value_falls_back_to_the_schema_default_only() -> None:
    from app.settings_schema import get, setting_value

    assert setting_value({}, "agent.max_turns") == get("agent.max_turns").default
    assert setting_value({"agent.max_turns": 3}, "agent.max_turns") == 3
    with pytest.raises(SettingsError):
        setting_value({}, "agent.no_such_setting")
