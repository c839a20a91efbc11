"""A Chinese statement put in the mouth of a person the page quotes on something else: by
a verb of advice ("提醒", "建议") with a role the claim words its own way, or where the
passage names its speaker by "他说" after a clause that names them."""

from __future__ import annotations

from services.citations.cjk_credited import credited_to_other
from services.citations.passages import Match, SourceIndex
from tests.citations.judge import evidence

LAGOON = ("汐湾半岛位于临川市东南，三面环水。每年11月至次年3月是观鸟季。"
          "观鸟区每日限流3000人，需提前一天预约。\n\n"
          "保护区管理处主任陈立群提醒游客：“请与鸟群保持至少50米距离，不要使用无人机。”"
          "他表示，管理处计划在2026年开通环潟湖电动接驳车。\n\n"
          "半岛南端的沙尾村仍保留着传统的蚝壳墙老屋。"
          "在村里经营民宿十年的黄晓梅说：“每天下午四点渔船回港，那时候去码头买海鲜最新鲜。”"
          "村口的渔业展示馆开放时间为9:00至17:00。")
KITES = ("柳庄村几乎家家户户都会扎风筝。竹条须选用三年生的毛竹，劈开后用火烤弯定型。"
         "七十二岁的老艺人孙德福做了五十多年风筝，他说：“骨架扎不正，画得再好也飞不起来。”"
         "他做的一只两米长的“沙燕”风筝，需要整整四天时间。\n\n"
         "村党支部书记王建军介绍，近三年已有40多名外出青年返乡从事风筝相关工作。"
         "村里还和县职业学校合作，每年开设一期风筝制作培训班。")


def test_advice_moved_to_a_person_the_page_quotes_elsewhere_is_unsupported() -> None:
    wrong = evidence("沙尾村民宿老板黄晓梅提醒游客与鸟群保持至少50米距离，并且不要使用无人机。",
                     LAGOON)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_elsewhere")
    assert (wrong.claimed, wrong.stated) == ("沙尾村民宿老板黄晓梅", "保护区管理处主任陈立群")
    right = evidence("保护区管理处主任陈立群提醒游客与鸟群保持至少50米距离，不要使用无人机。",
                     LAGOON)
    assert right.support == "supported"


def test_a_quote_the_passage_gives_by_a_pronoun_moved_to_another_is_unsupported() -> None:
    wrong = evidence("柳庄村党支部书记王建军说：“骨架扎不正，画得再好也飞不起来。”", KITES)
    assert (wrong.support, wrong.reason, wrong.claimed) == (
        "unsupported", "name_elsewhere", "柳庄村党支部书记王建军")
    assert evidence("老艺人孙德福说：“骨架扎不正，画得再好也飞不起来。”",
                    KITES).support == "supported"


def test_the_speakers_own_other_statement_is_kept() -> None:
    right = evidence("民宿老板黄晓梅说，每天下午四点渔船回港，那时去码头买海鲜最新鲜。", LAGOON)
    assert right.support != "unsupported"
    right = evidence("王建军介绍，近三年有40多名外出青年返乡从事风筝相关工作。", KITES)
    assert right.support != "unsupported"


def _whole(page: str) -> tuple[SourceIndex, Match]:
    index = SourceIndex(page)
    return index, Match(0, len(page), 1.0, 1.0, 0, len(index.spans) - 1, 0)


def test_a_name_the_page_never_quotes_is_no_speaker_to_swap() -> None:
    # 赵春梅 runs an inn on this page but says nothing: a summary may name her beside a
    # statement without the page crediting anyone else with her words.
    page = ("客栈老板赵春梅的客栈在村口，有十间客房。\n\n村里共有3条主要步道。\n\n"
            "景区管理处主任盘文德提醒游客，不要踩踏田埂。")
    index = SourceIndex(page)
    last = len(index.spans) - 1
    match = Match(index.spans[last][0], len(page), 1.0, 1.0, last, last, last)
    assert credited_to_other("客栈老板赵春梅提醒游客不要踩踏田埂。", index, match) is None
    quoted = page.replace("有十间客房", "她说：“客房要提前订”")
    index = SourceIndex(quoted)
    last = len(index.spans) - 1
    match = Match(index.spans[last][0], len(quoted), 1.0, 1.0, last, last, last)
    assert credited_to_other("客栈老板赵春梅提醒游客不要踩踏田埂。", index, match) is None


def test_claims_in_other_languages_are_left_to_the_other_checks() -> None:
    page = ('"Stay at least 50 metres from the birds," said reserve manager Chen Liqun. '
            'Guesthouse owner Huang Xiaomei said the boats come back at four.')
    index, match = _whole(page)
    assert credited_to_other("Guesthouse owner Huang Xiaomei said to stay at least 50 metres "
                             "from the birds.", index, match) is None
    page_de = ("„Halten Sie 50 Meter Abstand zu den Vögeln“, sagte Schutzgebietsleiter Chen "
               "Liqun. Pensionswirtin Huang Xiaomei sagte, die Boote kämen um vier zurück.")
    index, match = _whole(page_de)
    assert credited_to_other("Pensionswirtin Huang Xiaomei mahnte 50 Meter Abstand zu den "
                             "Vögeln an.", index, match) is None


def test_what_was_said_is_read_from_the_clause_s_own_place() -> None:
    from services.citations.cjk_credited import _speaker
    # The same clause written earlier inside a longer one (its verb too far from its
    # start to credit anyone), after many clause marks: what follows the second is read.
    text = "：" * 30 + "本次活动由区文化馆牵头邀请了多位非遗传承人参加" + "王明说" + "，王明说"
    assert _speaker(text) == ("王明", "")
    assert _speaker("游客：陈立群提醒游客保持距离") == ("陈立群", "游客保持距离")


TOOLS = ("南湖区图书馆在总馆一楼开设“工具图书馆”，读者凭读者证即可借用电动工具。"
         "南湖区图书馆馆长郑雅琴介绍，一把电钻平均实际使用时间可能只有十几分钟。"
         "“很多家庭只是为了挂一幅画就买一把电钻，用完就放在柜子里。”\n\n"
         "试点开放第一个月，共有1236人次借用工具，其中角磨机须现场培训后才能借出。"
         "工具由职业技术学院的学生志愿者每周六上午检查和保养。\n\n"
         "区文化和旅游局副局长王建平表示，明年可能将这一模式推广到6个街道分馆。")


def test_a_quotation_alone_goes_on_with_the_speaker_of_the_sentence_before() -> None:
    said = "很多家庭只是为了挂一幅画就买一把电钻，用完就放在柜子里。"
    wrong = evidence(f"区文化和旅游局副局长王建平说，{said}", TOOLS)
    assert (wrong.support, wrong.reason, wrong.claimed, wrong.stated) == (
        "unsupported", "name_elsewhere", "区文化和旅游局副局长王建平", "南湖区图书馆馆长郑雅琴")
    assert evidence(f"馆长郑雅琴说，{said}", TOOLS).support != "unsupported"
