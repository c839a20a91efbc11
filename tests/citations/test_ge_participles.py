"""Tests for ``ge_participles``: which pages form participles with "ge-"."""

from __future__ import annotations

import pytest

from services.citations.ge_participles import ge_participle_page


@pytest.mark.parametrize(("page", "german_or_dutch"), [
    ("Auf der Hütte gebe es noch Wasser für zehn Tage, wenn nur noch gekocht werde.", True),
    ("Op de hut is nog water voor tien dagen als er alleen nog gekookt wordt, zegt hij.",
     True),
    ("The hut still has water for ten days if the guests only cook and do not shower.",
     False),
    ("Le refuge a encore de l'eau pour dix jours si l'on ne fait que cuisiner.", False),
    ("Il rifugio ha ancora acqua per dieci giorni se si cucina soltanto.", False),
])
def test_german_and_dutch_pages_are_told_by_their_function_words(
        page: str, german_or_dutch: bool) -> None:
    assert ge_participle_page(page) is german_or_dutch
