"""The package's public surface is explicit and importable."""

from __future__ import annotations

import services.storage as storage


def test_public_names() -> None:
    assert set(storage.__all__) == {
        "FINAL_STATUSES",
        "ROLES",
        "SCHEMA_VERSION",
        "STATUSES",
        "AnswerSource",
        "Conversation",
        "History",
        "Message",
        "SearchHit",
        "StorageError",
        "ToolCallRecord",
    }
    for name in storage.__all__:
        assert getattr(storage, name) is not None


def test_statuses_match_the_schema_checks() -> None:
    import inspect

    from services.storage.schema import _v1_core  # the CHECK constraints live there

    source = inspect.getsource(_v1_core)
    for status in storage.STATUSES:
        assert f"'{status}'" in source
    for role in storage.ROLES:
        assert f"'{role}'" in source
    assert set(storage.FINAL_STATUSES) == set(storage.STATUSES) - {"streaming"}
