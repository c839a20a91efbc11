"""A claim that adds to its passage's statement a word a sentence beside it negates
("… and offers offline editing on the web version" where the page's next sentence but
one says "Offline editing is not available on the web version") says the opposite of
the page; a claim that keeps the negation, or whose own words stand in the passage, does
not."""

from __future__ import annotations

import pytest

from services.citations.support import explain

APP = ("The app syncs notes across phones and laptops. Sync runs every five minutes. "
       "Offline editing is not available on the web version.")
HEATER = ("Das Gerät wird an der Außenwand montiert und braucht einen Abstand von 30 cm zum "
          "Boden. Es wiegt 48 kg. Das Gerät darf nicht in Senken aufgestellt werden.")
TRAIN = ("Il treno collega Milano e Torino in 50 minuti. Parte ogni mezz'ora. Le biciclette "
         "non sono ammesse a bordo nelle ore di punta.")
SOUP = ("Die Suppe mit der Brühe ablöschen und 25 Minuten köcheln lassen. Dann die Sahne "
        "einrühren und fein pürieren. Nach dem Zugeben der Sahne nicht mehr kochen lassen.")


@pytest.mark.parametrize(("claim", "page"), [
    ("The app syncs notes across phones and laptops and offers offline editing on the web "
     "version.", APP),
    ("Das Gerät wird an der Außenwand montiert, auch in Senken, mit 30 cm Abstand zum "
     "Boden.", HEATER),
    ("Il treno collega Milano e Torino in 50 minuti e ammette le biciclette a bordo nelle "
     "ore di punta.", TRAIN),
    ("Nach dem Einrühren der Sahne die Suppe pürieren und noch einmal aufkochen lassen.", SOUP),
])
def test_a_word_the_neighbour_negates_is_the_opposite(claim: str, page: str) -> None:
    support, finding = explain(claim, page)
    assert support == "unsupported"
    assert finding is not None and finding.rule == "negated_neighbour"


@pytest.mark.parametrize(("claim", "page"), [
    ("The app syncs notes every five minutes across phones and laptops.", APP),
    ("The app syncs notes across phones and laptops, but offline editing is not available "
     "on the web version.", APP),
    ("Das Gerät wird an der Außenwand montiert; in Senken darf es nicht stehen.", HEATER),
    ("Il treno collega Milano e Torino in 50 minuti, senza biciclette nelle ore di punta.",
     TRAIN),
    # "not until": the page says when, not that it does not.
    ("The bridge opens to cyclists in May and is 240 metres long.",
     "The bridge is 240 metres long and cost 18 million euros. It has a separate lane for "
     "cyclists. The bridge will not open until May."),
    # One word in other words, the neighbour about another thing.
    ("The café next door still accepts cash.",
     "The shop no longer accepts cash. Card payments are still possible. The café next "
     "door still takes cash."),
    # The neighbour negates the same verb of another thing.
    ("Fishing bans seemed to help by keeping grazing fish numerous, which prevents seaweed "
     "from smothering young corals.",
     "Coral cover recovered twice as fast in protected areas. Fishing bans appeared to help "
     "by keeping numbers of grazing fish high, which stops seaweed from smothering young "
     "corals. The effect was weaker near river mouths. The authors warn that protection "
     "cannot prevent bleaching itself."),
    # The case an exception names is the one that holds.
    ("The hut sleeps 40 people and opens in June; assistance dogs are allowed inside.",
     "The hut sleeps 40 people and opens in June. Meals are served at 7 pm. Dogs are not "
     "allowed inside, except assistance dogs."),
])
def test_a_negation_kept_or_said_another_way_is_no_finding(claim: str, page: str) -> None:
    support, finding = explain(claim, page)
    assert finding is None or finding.rule != "negated_neighbour"
    assert support != "unsupported" or finding is None or finding.reason != "negation"


def test_a_bound_in_time_is_no_word_of_an_end() -> None:
    """"valid beyond 7 September" bounds a date; it excludes nothing, so the claim may still
    turn round a neighbour's negation ("will not be paid automatically")."""
    from services.citations.polarity import cues

    assert not cues("Holders of tickets valid beyond 7 September get a refund.").ended
    assert cues("Chemical burns fall outside the scope of the leaflet.").ended
    support, finding = explain(
        "Holders of annual passes valid beyond 1 June will have the refund paid to them "
        "automatically.",
        "The museum closes for repairs on 1 June. Holders of annual passes valid beyond 1 June "
        "will be offered a refund. Day tickets will no longer be sold after 20 May. Refunds "
        "will not be paid automatically; holders must apply online by 30 September.")
    assert support == "unsupported"
    assert finding is not None and finding.reason == "negation"
