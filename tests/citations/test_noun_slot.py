"""A thing the page names elsewhere, set in a noun's slot that the passage's sentence fills
with another thing, the rest of the claim the sentence's own words (``noun_slot``), and the
rewordings and joined statements that pass."""

from services.citations.noun_slot import noun_slot
from services.citations.support import explain

EN = ("Store the opened cheese in the fridge and serve it with oatcakes. It keeps for a "
      "week. Wrap it in wax paper. Keep the bread in the larder.")
DE = ("Die Feuerwehr war mit 20 Einsatzkräften sowie einem Boot der Wasserwacht im Einsatz. "
      "Der Einsatz dauerte drei Stunden. Verletzt wurde niemand. Die Polizei sperrte das "
      "Ufer.")
FR = ("Les visiteurs achètent leurs billets à la mairie ou en ligne. Le musée ouvre à dix "
      "heures. L'entrée est gratuite le dimanche. La gare est à deux kilomètres.")
KETTLE = "The Brisa K2 is a cordless kettle with a steel body. It has a removable filter."


def _first(page: str) -> str:
    return page.split(". ")[0] + "."


def test_another_thing_the_page_names_in_the_slot_is_caught() -> None:
    for claim, page, pair in (
            ("Store the opened cheese in the larder and serve it with oatcakes.", EN,
             ("larder", "fridge")),
            ("Die Feuerwehr war mit 20 Einsatzkräften sowie einem Boot der Polizei im "
             "Einsatz.", DE, ("Polizei", "Wasserwacht")),
            ("Les visiteurs achètent leurs billets à la gare ou en ligne.", FR,
             ("gare", "mairie"))):
        assert noun_slot(claim, [_first(page)], page, _first(page)) == pair, claim
        assert explain(claim, page)[0] == "unsupported", claim


def test_rewordings_and_joined_statements_pass() -> None:
    bus = "Mayor Colin Reeve said the council would pay for extra buses from the station."
    court = "Judge Alison Reeve ordered Mr Brace to pay the tenants £2,400 in compensation."
    ticket = "Children under 12 do not need a ticket."
    for claim, page in (
            ("Mayor Colin Reeve said the council would pay for additional buses from the "
             "station.", bus),  # an adjective before the noun the sentence keeps
            ("Judge Alison Reeve ordered the landlord to pay the tenants £2,400 in "
             "compensation.", court),  # a role for the person the sentence names
            ("Children under 12 get in without a ticket.", ticket),  # no noun's slot
            ("Store the opened cheese in the fridges and serve it with oatcakes.", EN),
            ("Store the opened cheese in the cold fridge and serve it with oatcakes.", EN),
            ("Store the opened cheese in the pantry and serve it with oatcakes.", EN),
            ("Die Feuerwehr war mit 20 Einsatzkräften sowie einem Rettungsboot der "
             "Wasserwacht im Einsatz.", DE),  # a compound holding the sentence's word
            ("The Brisa K2 is a cordless kettle with a removable filter.", KETTLE)):
        assert noun_slot(claim, [_first(page)], page, page if page is KETTLE else _first(
            page)) is None, claim
