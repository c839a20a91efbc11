"""A person the page never names (or names in another role), set after a role the page
gives another person (``role_slot_name``), and the page's own role holders that pass."""

from services.citations.role_slot_name import role_slot_name
from services.citations.support import explain

DE = ("Die Stadt schließt die Eisbahn. Oberbürgermeisterin Dr. Anke Sommer (parteilos) "
      "betonte, die Schließung sei „keine Entscheidung gegen den Sport“. Als Grund nennt "
      "Kämmerer Dr. Jochen Riedl die Stromkosten. Sprecherin Lena Brandl fordert einen "
      "Runden Tisch, sagte der 58-jährige Peter Lorenz.")
EN = ("The council will close the pool in May. Mayor Helen Price said the decision was "
      "difficult. The plan was drawn up by treasurer Omar Haddad.")


def test_a_person_in_a_role_the_page_gives_another_is_caught() -> None:
    for claim, page, pair in (
            ("Oberbürgermeister Klaus Reinhardt betonte, die Schließung sei „keine "
             "Entscheidung gegen den Sport“.", DE,
             ("Oberbürgermeister Klaus Reinhardt", "Oberbürgermeisterin Dr. Anke Sommer")),
            ("Laut Sprecherin Jochen Riedl fordert die Stadt einen Runden Tisch.", DE,
             ("Sprecherin Jochen Riedl", "Sprecherin Lena Brandl")),
            ("Mayor Tom Baker said the decision to close the pool was difficult.", EN,
             ("Mayor Tom Baker", "Mayor Helen Price"))):
        assert role_slot_name(claim, page) == pair, claim
    assert explain("Mayor Tom Baker said the decision to close the pool was difficult.",
                   EN)[0] == "unsupported"


def test_the_pages_own_holders_and_attributes_pass() -> None:
    for claim, page in (
            ("Oberbürgermeisterin Anke Sommer betonte, die Schließung sei keine "
             "Entscheidung gegen den Sport.", DE),
            ("Der 58-jährige Hans Weber forderte einen Runden Tisch.", DE),
            ("Mayor Helen Price said the decision was difficult.", EN),
            ("The plan was drawn up by treasurer Omar Haddad.", EN)):
        assert role_slot_name(claim, page) is None, claim
