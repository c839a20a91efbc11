"""A name from the page's opening put back into what a later passage says of the page's
subject ("the 24 hangers of the Aldcombe footbridge" for "the bridge's 24 hangers") is no
swap with a name the passage gives in passing; a name put into another's slot, or beside
a name the page never states, still is (``lead_subject``)."""

from __future__ import annotations

import pytest

from services.citations.lead_subject import lead_subject
from services.citations.passages import SourceIndex
from services.citations.pronoun_subject import LEAD
from tests.citations.judge import evidence

BRIDGE = (
    "# Footbridge closed after inspection finds cracked hangers\n\n"
    "The Aldcombe footbridge over the River Wend will stay closed for at least two months, "
    "the district council said on Friday. The council's contractor Kelso Engineering will "
    "carry out the repairs once the parts arrive.\n\n"
    "## What the engineers found\n\n"
    "The inspection, carried out by the consultancy Baxter Structures on 4 March, found "
    "cracks in six of the bridge's 24 hangers. According to the report, the deck itself is "
    "sound. Walkers are asked to use the road bridge at Millford instead.")

HARBOUR = (
    "# Harbour wall to be rebuilt\n\n"
    "The harbour wall at Penmoor will be rebuilt next year, council leader Mara Quill said "
    "on Friday. The work is expected to take eight months.\n\n"
    "## The survey\n\n"
    "A survey by the firm Tidewell found that a third of the wall's stones had shifted. "
    "Lead engineer Tom Baxley said the foundations themselves are sound.")

RUIN = (
    "# Ruine Falkenstein: Sicherungsarbeiten beginnen\n\n"
    "Pressemitteilung der Gemeinde Lindach, 2. April 2025\n\n"
    "An der Burgruine Falkenstein bei Lindach beginnen am 5. Mai Sicherungsarbeiten. "
    "Im Mittelpunkt steht der rund 18 Meter hohe Bergfried. "
    "Die Kosten werden auf 900.000 Euro geschätzt; die Hälfte übernimmt das Landesamt für "
    "Denkmalpflege, den Rest tragen die Gemeinde und der Förderverein Burg Falkenstein e. V.\n\n"
    "## Was gemacht wird\n\n"
    "Die Fachfirma Steinbau Kerner GmbH wird lose Steine abnehmen und neu versetzen.")

PURIFIER = (
    "# 清风 K9 空气净化器 产品参数\n\n"
    "| 项目 | 参数 |\n|---|---|\n"
    "| 适用面积 | 30–50 平方米 |\n"
    "| 洁净空气量 | 每小时 420 立方米 |\n"
    "| 电机 | 直流无刷电机，额定功率 45 W |\n"
    "| 滤网 | 三层复合滤网，HEPA H13 级，建议每 6 个月更换 |\n"
    "| 噪音 | 最低 22 分贝 |\n"
    "| 整机重量 | 8.5 公斤 |\n\n"
    "## 功能说明\n\n"
    "净化器内置空气质量传感器，可根据污染程度自动调节风速。")


def test_the_subject_named_in_the_opening_is_no_swap_in_english() -> None:
    assert evidence("Engineers found cracks in six of the 24 hangers of the Aldcombe "
                    "footbridge.", BRIDGE).support == "supported"


def test_the_subject_named_in_the_opening_is_no_swap_in_german() -> None:
    assert evidence("Das Landesamt für Denkmalpflege trägt die Hälfte der auf 900.000 Euro "
                    "geschätzten Kosten für die Sicherung der Burgruine Falkenstein, den Rest "
                    "übernehmen Gemeinde und Förderverein.", RUIN).support == "supported"


def test_the_subject_named_in_the_title_is_no_swap_in_chinese() -> None:
    assert evidence("清风 K9 使用三层复合滤网，建议每6个月更换一次。",
                    PURIFIER).support == "supported"
    assert evidence("清风 K9 采用直流无刷电机，额定功率为45瓦。", PURIFIER).support == "supported"


def test_a_name_of_the_opening_in_another_slot_is_still_a_swap() -> None:
    wrong = evidence("The inspection, carried out by Kelso Engineering on 4 March, found "
                     "cracks in six of the bridge's 24 hangers.", BRIDGE)
    assert (wrong.support, wrong.claimed) == ("unsupported", "Kelso Engineering")
    wrong = evidence("Der Umbau kostet 900.000 Euro, die Hälfte übernimmt die Steinbau Kerner "
                     "GmbH.", RUIN)
    assert wrong.support == "unsupported"


def test_a_person_of_the_opening_credited_with_another_s_words_is_still_a_swap() -> None:
    wrong = evidence("Mara Quill said the foundations themselves are sound.", HARBOUR)
    assert wrong.support == "unsupported"
    assert evidence("Tom Baxley said the foundations themselves are sound.",
                    HARBOUR).support == "supported"


def test_the_subject_beside_a_name_the_page_never_states_stays_sure() -> None:
    wrong = evidence("Engineers found cracks in six of the 24 hangers of the Aldcombe footbridge, "
                     "as the regulator SBRA had warned.", BRIDGE)
    assert wrong.support == "unsupported"


@pytest.mark.parametrize("claim", [
    "Mara Quill said the foundations themselves are sound.",
    "Laut Mara Quill sind die Fundamente selbst intakt.",
    "Selon Mara Quill, les fondations elles-mêmes sont saines.",
    "Segundo Mara Quill, as fundações estão em bom estado.",
])
def test_a_speaker_of_the_claim_named_in_full_is_no_lead_subject(claim: str) -> None:
    """The speaker's whole name ("Mara Quill"), not only one of its words, fills the slot
    of who said it."""
    index = SourceIndex(HARBOUR)
    for name in ("Mara Quill", "Quill"):
        assert not lead_subject(name, claim, [name], index, LEAD + 2)
    assert lead_subject("Mara Quill", "Mara Quill's harbour wall stones had shifted.",
                        ["Mara Quill"], index, LEAD + 2)
