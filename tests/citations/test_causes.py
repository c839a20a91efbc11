"""A cause the claim gives with a word of cause ("because", "weil", "由于") that the passage
neither gives nor states in its words is invented; one the passage states without a
word of cause, or gives with one ("as this can"), is not."""

from __future__ import annotations

from services.citations.causes import invented_cause
from tests.citations.judge import evidence

BRIDGE = ("The stone bridge on Mill Lane was built in 1832 from local granite. Heavy rain flooded "
          "the underpass beneath it last week, and it was closed for two days. The bridge itself "
          "reopened to traffic on Friday after an inspection.")
DAM = "2008年汶川地震中，鱼嘴等部分工程受损，但主体结构基本完好，震后很快得到修复。"


def test_a_cause_the_passage_never_gives_is_invented() -> None:
    assert invented_cause("Im Krieg wurde der Nordturm beschädigt, weil dort eine Flakstellung "
                          "lag.", "Im Krieg wurde der Nordturm beschädigt.") == (
        "dort eine Flakstellung lag")
    wrong = evidence("The Mill Lane bridge reopened to traffic on Friday after an inspection, "
                     "because its granite had been strengthened.", BRIDGE)
    assert wrong.support == "unsupported"
    chinese = evidence("2008年汶川地震中，鱼嘴等部分工程受损，"
                       "但由于采用了新型防渗墙，主体结构基本完好。", DAM)
    assert chinese.support == "unsupported"


def test_a_cause_the_passage_states_or_gives_agrees() -> None:
    right = evidence("The underpass under the bridge was shut for two days because heavy rain "
                     "had flooded it.", BRIDGE)
    assert right.support != "unsupported"
    assert invented_cause("Heat should be avoided because it can make swelling worse.",
                          "Do not apply heat, as this can increase swelling.") is None


LASAGNE = ("Bake for 40–45 minutes until golden and bubbling. Leave to rest for 10 minutes "
           "before cutting. Serve with a green salad.")


def test_a_purpose_wholly_the_claims_own_beside_a_reworded_statement_is_invented() -> None:
    wrong = evidence("Resting the baked lasagne for 10 minutes before cutting lets the layers "
                     "set so that it slices cleanly.", LASAGNE)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_missing")
    right = evidence("Leave the lasagne to rest for 10 minutes before cutting it.", LASAGNE)
    assert right.support == "supported"


def test_an_abbreviation_inside_a_cause_does_not_end_it() -> None:
    near = ("Der Beklagte kann innerhalb eines Monats Berufung einlegen. Sein Anwalt kündigte "
            "an, dies prüfen zu wollen. Die Gaststätte hat ca. 80 Sitzplätze.")
    claim = ("Sein Anwalt will eine Berufung prüfen, weil die Terrasse ca. 30 % der Einnahmen "
             "bringt.")
    assert invented_cause(claim, near) == "die Terrasse ca. 30 % der Einnahmen bringt"
    assert invented_cause("Sein Anwalt will eine Berufung prüfen, weil Dr. Albers die "
                          "Einnahmen bezweifelt.", near) == "Dr. Albers die Einnahmen bezweifelt"
