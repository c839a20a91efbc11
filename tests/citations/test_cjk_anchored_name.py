"""A Chinese person's name set beside a long run the passage's sentence writes beside
another person's name, the page naming the claim's person elsewhere
(``cjk_anchored_name``)."""

from services.citations.cjk_anchored_name import anchored_name_swap
from services.citations.support import explain

STUDIO = ("泥间陶艺工作室位于文创园B区，由陶艺师林书瑶于2018年创办。春季课程共8节课。"
          "除林书瑶外，拉坯部分由助教何嘉伟指导。"
          "何嘉伟毕业于景德镇陶瓷大学，曾在日本信乐町的窑场学习两年。"
          "课程费用为2680元。")
BRIDGE = ("会澜桥始建于1542年，由当地盐商许延年出资修建，前后历时三年才完工。"
          "桥成之后，东西两岸的集市得以连通。"
          "清乾隆年间，桥身因洪水受损，乡绅王世德于1763年募资重修，并在桥栏上增刻了莲花图案。")
PARKING = ("根据临江市的停车新规，地铁站出入口五米以内不允许停放共享单车和其他车辆。"
           "新规由市交通局制定，自下月起实施。")


def test_a_deed_given_to_another_person_the_page_names_is_caught() -> None:
    for claim, page, pair in (
            ("泥间陶艺工作室的创办人林书瑶毕业于景德镇陶瓷大学，曾在日本信乐町的窑场学习两年。",
             STUDIO, ("林书瑶", "何嘉伟")),
            ("清乾隆年间桥身受损后，盐商许延年于1763年募资重修，并在桥栏上增刻了莲花图案。",
             BRIDGE, ("许延年", "王世德"))):
        sentences = [s + "。" for s in page.split("。") if s]
        assert anchored_name_swap(claim, sentences, page) == pair, claim
        assert explain(claim, page)[0] == "unsupported", claim


def test_the_pages_own_doer_or_a_common_word_beside_the_run_passes() -> None:
    for claim, page in (
            ("助教何嘉伟毕业于景德镇陶瓷大学，曾在日本信乐町的窑场学习两年。", STUDIO),
            ("清乾隆年间，乡绅王世德于1763年募资重修会澜桥。", BRIDGE),
            ("根据临江市的新规，地铁站出入口五米以内不允许停放共享单车。", PARKING)):
        sentences = [s + "。" for s in page.split("。") if s]
        assert anchored_name_swap(claim, sentences, page) is None, claim
        assert explain(claim, page)[0] != "unsupported", claim


def test_a_japanese_claim_is_left_to_other_checks() -> None:
    # Japanese kanji words are not in the Chinese word list the name test reads, so a
    # word beside a shared run could pass for a person's name: the reading is Chinese only.
    page = ("工房は林書瑶が2018年に創設した。"
            "助教の何嘉伟は景徳鎮陶磁大学を卒業し、信楽町の窯場で二年間学んだ。")
    claim = "創設者の林書瑶は景徳鎮陶磁大学を卒業し、信楽町の窯場で二年間学んだ。"
    sentences = [s + "。" for s in page.split("。") if s]
    assert anchored_name_swap(claim, sentences, page) is None
