"""The public surface of ``services.search`` and its agreement with the settings."""

from __future__ import annotations

import services.search
from app.secrets import env_vars, known_names
from app.settings_schema import BY_NAME
from services.search import PROVIDERS


def test_public_names() -> None:
    assert set(services.search.__all__) == {
        "PROVIDERS", "CheckResult", "ProviderRow", "ProviderSetting", "QueryOutcome",
        "SearchService", "build_provider"}


def test_every_provider_is_declared_in_the_settings() -> None:
    assert set(BY_NAME["search.provider"].choices) == set(PROVIDERS)
    for name, row in PROVIDERS.items():
        assert row.name == name
        assert (f"search.{name}.api_host" in BY_NAME) == (row.host is not None)
        if row.host:
            assert BY_NAME[f"search.{name}.api_host"].default == row.host
        for extra in row.settings:
            assert BY_NAME[extra.name].label == extra.label
        if row.key_name is not None:
            assert row.key_name in known_names()
            assert env_vars(row.key_name) == list(row.key_env_vars)
    assert "search.duckduckgo" not in known_names()
    assert env_vars("search.brave") == ["FOOTNOTE_BRAVE_API_KEY", "BRAVE_API_KEY"]
