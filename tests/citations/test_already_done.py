"""A plan told as already done ("hat bereits begonnen" for "ist ab dem 1. August
geplant") is unsupported even when the claim speaks of the future too; a claim whose
"already" bears on something the page tells done, or that keeps the plan, is not."""

from __future__ import annotations

import pytest

from services.citations.support import explain

MORE = " The building has 40 rooms. It stands on the market square."


@pytest.mark.parametrize(("claim", "page"), [
    ("The museum's new east wing has already opened and will show 12 galleries from 2026.",
     "The museum plans to open its new east wing in spring 2026, with 12 galleries." + MORE),
    ("Die Sanierung der Brücke über die Ilm hat bereits begonnen und wird rund 3 Mio. Euro "
     "kosten.", "Die Stadt plant, die Brücke über die Ilm bis 2027 zu sanieren; die Kosten "
     "werden auf 3 Mio. Euro geschätzt." + MORE),
    ("Die Erweiterung des Radwegs um 4 km hat schon begonnen und wird u. a. vom Land bezahlt.",
     "Eine Erweiterung des Radwegs um 4 km ist ab dem 1. Mai 2026 geplant, bezahlt u. a. vom "
     "Land." + MORE),
    ("La crèche de 40 places a déjà ouvert et accueillera des enfants dès 2026.",
     "La mairie prévoit d'ouvrir une crèche de 40 places en 2026." + MORE),
    ("El centro de salud del barrio norte ya abrió y atenderá a 5.000 vecinos en 2026.",
     "El ayuntamiento prevé abrir un centro de salud en el barrio norte en 2026." + MORE),
    ("博物馆新的东翼展厅已经开放，会展出12个展室。",
     "博物馆计划于2026年春季开放新的东翼展厅，共有12个展室。该馆共有40个房间。"),
])
def test_a_plan_told_as_already_done(claim: str, page: str) -> None:
    support, finding = explain(claim, page)
    assert support == "unsupported"
    assert finding is not None and (finding.reason, finding.rule) == ("intent", "already_done")


@pytest.mark.parametrize(("claim", "page"), [
    ("Work on the bridge has already begun and the bridge will open in 2027.",
     "Work on the bridge began in May; the opening of the bridge is planned for 2027. The "
     "bridge is 240 metres long."),
    ("The museum plans to open its new east wing, with 12 galleries, in spring 2026.",
     "The museum plans to open its new east wing in spring 2026, with 12 galleries." + MORE),
])
def test_already_said_of_what_is_done_or_the_plan_kept(claim: str, page: str) -> None:
    support, finding = explain(claim, page)
    assert support != "unsupported"
    assert finding is None or finding.rule != "already_done"
