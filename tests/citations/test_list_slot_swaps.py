"""An item put in the slot of another item of the passage's list: between two doses
("sumatriptan 10 mg or topiramate 5 mg"), between two items of a Chinese list
("全麦面包、法式面包、蛋糕"); and a label's number tied to what the passage says of
another label ("Car No. 3" for what it says of "No. 7"). The passage's own pairs are
kept."""

from __future__ import annotations

from services.citations.cjk_replaced_item import cjk_replaced_item
from services.citations.crossed_label import crossed_label
from services.citations.list_items import replaced_item
from tests.citations.judge import evidence

MIGRAINE = ("# Migraine in young people\n\n## Acute treatment\n\n- Offer ibuprofen or "
            "paracetamol first.\n- Consider a nasal triptan (e.g. sumatriptan 10 mg or "
            "zolmitriptan 5 mg) in young people aged 12 and over.\n\n## Prevention\n\n"
            "Propranolol is the first option; topiramate may be considered instead.")
BREAD = ("# MX-B60 面包机\n\n## 功能\n\n- 18种程序包括普通面包、全麦面包、快速面包、蛋糕、酸奶、"
         "果酱、揉面等。\n- 预约功能最长13小时。")
DOSES = MIGRAINE.split("\n")[5]
TRAMWAY = ("# The horse tramway\n\nThe line closed in 1931. Two cars survived: No. 7, which "
           "is displayed at the Dunmore Maritime Museum, and No. 3, which was used as a garden "
           "shelter for decades before being restored by volunteers in 1988.")


def test_an_item_in_another_items_slot_is_wrong() -> None:
    claim = ("A nasal triptan such as sumatriptan 10 mg or topiramate 5 mg can be considered "
             "for those aged 12 and over.")
    assert replaced_item(claim, DOSES, DOSES, MIGRAINE.lower()) == (
        "topiramate", "zolmitriptan")
    assert evidence("MX-B60的18种程序包括普通面包、全麦面包、法式面包、蛋糕和酸奶等。",
                    BREAD).support == "unsupported"
    assert evidence("Car No. 3 is on display at the Dunmore Maritime Museum.",
                    TRAMWAY).support == "unsupported"


def test_the_passages_own_items_and_labels_are_kept() -> None:
    claim = ("A nasal triptan such as sumatriptan 10 mg or zolmitriptan 5 mg can be considered "
             "for those aged 12 and over.")
    assert replaced_item(claim, DOSES, DOSES, MIGRAINE.lower()) is None
    assert cjk_replaced_item("程序包括普通面包、全麦面包、快速面包、蛋糕和酸奶等。", BREAD,
                             BREAD) is None
    assert crossed_label("Car No. 7 is on display at the Dunmore Maritime Museum.",
                         TRAMWAY) is None
    assert crossed_label("In 1852 the railway bought the canal company.", "The railway "
                         "opened in 1846, and the canal company was bought by the railway in "
                         "1852.") is None
    assert evidence("Car No. 3 was used as a garden shelter for decades.",
                    TRAMWAY).support != "unsupported"


def test_a_statement_joined_after_a_second_label_is_the_first_labels() -> None:
    passage = ("Der KLARO WS 7 ist der Nachfolger des WS 5 und seit dem 1. September 2024 im "
               "Handel erhältlich.")
    assert crossed_label("Der KLARO WS 7 ist seit dem 1. September 2024 im Handel.",
                         passage) is None
    assert crossed_label("Car No. 3 is on display at the Dunmore Maritime Museum.",
                         TRAMWAY) == ("3", "7")
