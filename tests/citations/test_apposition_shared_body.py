"""A person given another role of the same body in an apposition
(``apposition_role._other_roles``): the two roles share the body's word only."""

from services.citations.apposition_role import other_role
from services.citations.support import explain

EN = ("Fit a CO alarm in every room with a fuel-burning appliance and test it monthly. "
      "Dr. Ruth Allan, the service's medical director, said: \"Alarms save lives, but they "
      "are not a substitute for having your boiler serviced every year.\"")
DE = ("Die Schulwegstudie lief zwei Jahre. Kinder, die zu Fuß zur Schule gingen, schnitten "
      "besser ab. Dr. Anna Berg, stellvertretende Leiterin des Gesundheitsamts, sagte, die "
      "Ergebnisse seien eindeutig.")


def test_another_role_of_the_same_body_is_caught() -> None:
    claim = ("Dr. Ruth Allan, the ambulance service's chief executive, said alarms are no "
             "substitute for an annual boiler service.")
    assert other_role(claim, EN) is not None
    assert explain(claim, EN)[0] == "unsupported"
    wrong = ("Dr. Anna Berg, Pressesprecherin der Landesregierung, sagte, die Ergebnisse "
             "seien eindeutig.")
    assert explain(wrong, DE)[0] == "unsupported"


def test_the_pages_role_reworded_or_fuller_passes() -> None:
    for claim, page in (
            ("Dr. Ruth Allan, the service's medical director, said alarms are no substitute "
             "for an annual boiler service.", EN),
            ("Dr. Ruth Allan, the ambulance service's medical director, said alarms save "
             "lives.", EN),
            ("Dr. Anna Berg, Leiterin des Gesundheitsamts, sagte, die Ergebnisse seien "
             "eindeutig.", DE),
            ("Kinder, die zu Fuß zur Schule gingen, schnitten besser ab.", DE)):
        assert other_role(claim, page) is None, claim
        assert explain(claim, page)[0] != "unsupported", claim
