"""A quotation alone goes on with the speaker of the quotation before it."""

from __future__ import annotations

from services.citations.continued_quote import continued_speaker
from services.citations.speakers import SAYING
from tests.citations.judge import evidence

HOSPITAL = ("Chief executive Martin Hale said the trust would review the policy after six "
            'months. Visiting ends at 8 pm. "Families told us the restrictions made a '
            'frightening time lonelier," said Dr. Amara Okafor, the chief nursing officer. '
            '"Patients recover better when someone they trust is with them." The review '
            "surveyed 1,140 patients.")
KLINIK = ("Geschäftsführer Martin Hale sagte, man werde die Regel nach sechs Monaten prüfen. "
          "Die Besuchszeit endet um 20 Uhr. „Familien fühlten sich allein gelassen“, sagte "
          "Dr. Amara Okafor, die Pflegedirektorin. „Patienten erholen sich besser, wenn jemand "
          "bei ihnen ist.“ Befragt wurden 1140 Patienten.")


def test_the_quotation_credited_to_another_person_of_the_page_is_a_swap() -> None:
    wrong = evidence("According to chief executive Martin Hale, patients recover better when "
                     "someone they trust is with them.", HOSPITAL)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_elsewhere")
    wrong = evidence("Laut Geschäftsführer Martin Hale erholen sich Patienten besser, wenn "
                     "jemand bei ihnen ist.", KLINIK)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_elsewhere")


def test_the_quotations_own_speaker_is_kept() -> None:
    right = evidence("According to Dr. Amara Okafor, patients recover better when someone "
                     "they trust is with them.", HOSPITAL)
    assert right.support != "unsupported"
    assert continued_speaker("Patients recover better.", '"…," said Dr. Amara Okafor.',
                             SAYING) is None  # no quotation alone
