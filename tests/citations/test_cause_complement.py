"""A cause whose verb takes a clause ("weil ihr Sprecher befürchtet, dass …") goes on past
the comma before that clause: what the page's sentence says there is the cause's content,
not a reason of the claim's own. A complement the page does not state, or a cause of the
claim's own, is still not supported."""

from __future__ import annotations

import pytest

from services.citations.cause_complement import with_complement
from services.citations.causes import _CLAUSE_END
from services.citations.support import explain

DE = ("Kritik kam von der Fraktion der Linken. Deren Sprecher Tom Berger warnte, gerade Rentner "
      "mit kleiner Rente könnten künftig seltener ins Hallenbad kommen. Die Fraktion hatte "
      "vorgeschlagen, die Erhöhung auf drei Jahre zu verteilen, fand dafür aber keine Mehrheit.")
HEAD = "Die Linke kritisierte die Erhöhung, weil "
TAIL = ", scheiterte aber mit dem Vorschlag, die Erhöhung auf drei Jahre zu verteilen."


def test_a_cause_with_the_pages_complement_is_a_summary() -> None:
    claim = (f"{HEAD}ihr Sprecher befürchtet, dass Rentner mit kleiner Rente seltener ins "
             f"Hallenbad kommen könnten{TAIL}")
    assert explain(claim, DE)[0] == "supported"


@pytest.mark.parametrize("cause", [
    "ihr Sprecher befürchtet, dass die Stadt das Hallenbad bald schließen müsse",
    "die Stadtwerke hohe Schulden haben",
])
def test_a_cause_the_page_does_not_give_is_not_supported(cause: str) -> None:
    assert explain(f"{HEAD}{cause}{TAIL}", DE)[0] != "supported"


@pytest.mark.parametrize(("text", "ends_with"), [
    ("weil sie befürchtet, dass es teurer wird, und", "teurer wird"),
    ("parce qu'elle craint, que la piscine ferme; mais", "piscine ferme"),
    ("omdat hij zegt, dat het duurder wordt, en", "duurder wordt"),
    ("parce qu'il dit, qu'elle ferme; mais", "elle ferme"),
])
def test_the_complement_clause_belongs_to_the_cause(text: str, ends_with: str) -> None:
    stop = _CLAUSE_END.search(text, text.index(" ")).start()
    assert text[: with_complement(text, stop, _CLAUSE_END)].endswith(ends_with)


def test_a_comma_before_another_word_ends_the_cause() -> None:
    text = "weil sie krank war, kam sie nicht"
    stop = text.index(",")
    assert with_complement(text, stop, _CLAUSE_END) == stop
