"""The square of modality reads a clause up to its word of cause or purpose: "banned …
so that birds are not disturbed" is banned (its "not" is the purpose's), "not recommended
because it can damage the seal" is not recommended (its "can" is the reason's). A real flip
of the statement itself is still caught."""

from __future__ import annotations

import pytest

from services.citations.main_clause import main_part
from services.citations.support import explain

EN = ("# Dogs on the reserve\n\nThe reserve is open all year. Dogs are welcome on the boardwalk "
      "if kept on a short lead, but are not permitted on the Saltcote path from October to "
      "March to avoid disturbing roosting birds. Parking costs £3.")
EN_KETTLE = ("# Kettle care\n\nDescale the kettle regularly. In hard-water areas, Hallbrook "
             "recommends descaling every four weeks with a solution of citric acid; vinegar is "
             "not recommended because it can damage the lid seal.")
DE = ("# Hunde im Schutzgebiet\n\nDas Schutzgebiet ist ganzjährig geöffnet. Hunde sind auf dem "
      "Steg an kurzer Leine willkommen. Auf dem Uferpfad sind sie von Oktober bis März nicht "
      "erlaubt. So werden rastende Vögel nicht gestört. Parken kostet 3 Euro.")
ES = ("# Perros en la reserva\n\nLa reserva abre todo el año. Los perros con correa corta son "
      "bienvenidos en la pasarela, pero no están permitidos en el sendero de Saltcote de "
      "octubre a marzo para no molestar a las aves. El aparcamiento cuesta 3 euros.")
ZH = ("# 保护区养犬须知\n\n保护区全年开放。狗拴短绳可以进入栈道，但10月至次年3月不得进入盐滩小径，"
      "以免打扰栖息的鸟类。停车费3元。")


@pytest.mark.parametrize(("claim", "page"), [
    ("Dogs on a short lead are allowed on the boardwalk, but from October to March they are "
     "banned from the Saltcote path so that roosting birds are not disturbed.", EN),
    ("Hallbrook advises descaling with citric acid every four weeks in hard-water areas; "
     "vinegar should not be used, because it can damage the lid seal.", EN_KETTLE),
    ("Von Oktober bis März ist der Uferpfad für Hunde verboten damit rastende Vögel nicht "
     "gestört werden.", DE),
    ("Los perros con correa corta pueden entrar en la pasarela, pero de octubre a marzo tienen "
     "prohibido el sendero de Saltcote para que las aves no sean molestadas.", ES),
])
def test_a_negation_or_modal_of_the_reason_does_not_turn_the_statement(claim: str,
                                                                        page: str) -> None:
    assert explain(claim, page)[0] == "supported"


@pytest.mark.parametrize(("claim", "page"), [
    ("Dogs on a short lead are allowed on the boardwalk, and from October to March they may "
     "use the Saltcote path so that roosting birds are not disturbed.", EN),
    ("10月至次年3月，狗可以进入盐滩小径，以免打扰栖息的鸟类。", ZH),
])
def test_a_flip_of_the_statement_itself_is_caught(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "unsupported"


def test_main_part_stops_at_the_first_word_of_cause_or_purpose() -> None:
    assert main_part("vinegar is not recommended because it can damage the seal") == (
        "vinegar is not recommended ")
    assert main_part("ist verboten, damit Vögel nicht gestört werden").startswith("ist verboten")
    assert main_part("because it can damage the seal") == "because it can damage the seal"
    assert main_part("不得进入小径以免打扰鸟类") == "不得进入小径"


def test_a_clause_that_opens_with_a_reason_is_read_up_to_the_next() -> None:
    assert main_part("because it can damage the seal, so that it leaks") == (
        "because it can damage the seal, ")
