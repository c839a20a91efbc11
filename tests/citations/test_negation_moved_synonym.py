"""One negation set on the object by the page ("keine Bilder mehr … übertragen") and on the
verb by the claim ("Bilder … nicht mehr … geschickt"), where the claim's verb is a synonym
the page's clause lacks: the same statement, supported. The claim stating the opposite
plainly ("weiterhin", "still") is still caught."""

from __future__ import annotations

import pytest

from services.citations.support import explain

DE = ("# Version 5.2\n\n- **Gesichtserkennung offline:** Personen werden nun vollständig auf "
      "dem eigenen Rechner erkannt. Es werden keine Bilder mehr an Server übertragen.\n"
      "- **Import:** Der Import von RAW-Dateien ist doppelt so schnell.")
EN = ("# Octopus welfare study\n\nThe team kept 40 octopuses in shared tanks for a year. Tanks "
      "fitted with shelters and puzzle feeders reduced lesions by about a third, though not to "
      "the levels seen in single housing. The study was funded by the Marine Welfare Trust.")
NL = ("# Versie 5.2\n\n- **Gezichtsherkenning offline:** personen worden nu volledig op de "
      "eigen computer herkend. Er worden geen foto's meer naar servers verstuurd.\n"
      "- **Import:** RAW-bestanden importeren gaat twee keer zo snel.")


@pytest.mark.parametrize(("claim", "page"), [
    ("Mit Version 5.2 läuft die Gesichtserkennung komplett lokal auf dem eigenen Rechner, "
     "Bilder werden dafür nicht mehr an Server geschickt.", DE),
    ("Fitting tanks with shelters and puzzle feeders cut lesions by roughly a third, but did "
     "not bring them down to single-housing levels.", EN),
])
def test_a_negation_moved_to_a_synonym_verb_is_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


@pytest.mark.parametrize(("claim", "page"), [
    ("Mit Version 5.2 läuft die Gesichtserkennung komplett lokal auf dem eigenen Rechner, "
     "Bilder werden dafür weiterhin an Server geschickt.", DE),
    ("Fitting tanks with shelters and puzzle feeders cut lesions by roughly a third, bringing "
     "them down to single-housing levels.", EN),
    ("Met versie 5.2 draait de gezichtsherkenning volledig lokaal op de eigen computer, foto's "
     "worden daarvoor nog steeds naar servers gestuurd.", NL),
])
def test_the_opposite_stated_plainly_is_still_caught(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "unsupported"
