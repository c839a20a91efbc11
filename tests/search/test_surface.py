"""The public surface of ``services.search`` and its agreement with the settings."""

from __future__ import annotations

import services.search
from app.secrets import known_names
from app.settings_schema import BY_NAME, SEARCH_HOSTS
from services.search import PROVIDERS


def test_public_names() -> None:
    assert set(services.search.__all__) == {
        "PROVIDERS", "CheckResult", "QueryOutcome", "SearchService", "provider_class"}


def test_every_provider_is_declared_in_the_settings() -> None:
    assert list(PROVIDERS) == list(SEARCH_HOSTS)
    assert set(BY_NAME["search.provider"].choices) == set(PROVIDERS)
    for name, cls in PROVIDERS.items():
        assert cls.name == name
        if cls.needs_host:
            assert f"search.{name}.api_host" in BY_NAME
        if cls.needs_key or name == "searxng":
            assert f"search.{name}" in known_names()
