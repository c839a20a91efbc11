"""A possibility the page states with an empty subject ("es kann zu … kommen", "there
can be", "il peut y avoir") is no fact: a claim that states it without a modal or hedge
is unsupported; one that keeps the possibility is not."""

from __future__ import annotations

import pytest

from services.citations.possible_event import possible_event
from services.citations.support import explain

CASES = {
    "en": ("# Coastal ferry\n\nThe ferry sails hourly from April to October. In autumn "
           "there can be cancellations on the evening crossings when strong winds blow "
           "from the west. Tickets cost 6 euros.",
           "In autumn the evening crossings are cancelled when strong winds blow from the "
           "west.",
           "In autumn the evening crossings may be cancelled when strong winds blow from "
           "the west."),
    "de": ("# Küstenfähre\n\nDie Fähre fährt von April bis Oktober stündlich. Im Herbst kann "
           "es bei starkem Westwind zu Ausfällen der Abendfahrten kommen. Ein Ticket kostet "
           "6 Euro.",
           "Im Herbst fallen die Abendfahrten bei starkem Westwind aus.",
           "Im Herbst können die Abendfahrten bei starkem Westwind ausfallen."),
    "fr": ("# Bac côtier\n\nLe bac circule toutes les heures d'avril à octobre. En automne, "
           "il peut y avoir des annulations des traversées du soir par fort vent d'ouest. "
           "Le billet coûte 6 euros.",
           "En automne, les traversées du soir sont annulées par fort vent d'ouest.",
           "En automne, les traversées du soir sont parfois annulées par fort vent d'ouest."),
    "es": ("# Ferri costero\n\nEl ferri sale cada hora de abril a octubre. En otoño puede "
           "haber cancelaciones de las travesías nocturnas con fuerte viento del oeste. El "
           "billete cuesta 6 euros.",
           "En otoño se cancelan las travesías nocturnas con fuerte viento del oeste.",
           "En otoño las travesías nocturnas pueden cancelarse con fuerte viento del oeste."),
}


@pytest.mark.parametrize("lang", sorted(CASES))
def test_a_possibility_stated_as_fact_is_unsupported(lang: str) -> None:
    page, wrong, right = CASES[lang]
    assert possible_event(wrong, page) is not None
    assert explain(wrong, page)[0] == "unsupported"
    assert possible_event(right, page) is None
    assert explain(right, page)[0] != "unsupported"


def test_an_ability_is_no_possibility_with_an_empty_subject() -> None:
    page = "# Dehumidifier\n\nThe humidistat can be set between 35% and 80% in 5% steps."
    assert possible_event("The humidistat is adjustable between 35% and 80%.", page) is None
