"""A doer moved to another's deed: "大桥由李华设计" where the page writes "由王明设计，由李华
负责施工".

Both names stand in the page's sentence, so a swap check that skips names the
sentence states (a claim may reorder them) passes it. What tells is the binding: the
claim writes a coverb of the doer ("由", "被", "经": by), a name, then a two-character
verb; the page writes the same coverb and verb around another name, and never the
claim's name with that verb. The name may follow a description of its holder ("由市环境
监测中心副主任陈建国领衔", whom the page names only in another sentence) or be an
organisation's longer name ("由市城管执法局牵头" where the page has "由市农业农村局牵头").
Chinese, read character by character.
"""

from __future__ import annotations

import re

COVERBS = "由被经"
"""Chinese coverbs that introduce the doer of a deed ("由…设计", "被…收购", "经…批准")."""
NAME = (2, 3, 4)
"""Characters of a doer's name."""
VERB = 2
"""Characters of the deed."""
NOT_COVERB = ("经理", "经营", "经济", "经常", "经历", "经验", "经典", "经过", "由于", "被子",
              "已经", "曾经", "神经")
"""Words that hold a coverb's character without its sense ("总经理", "由于", "已经"). Not
"理由" or "自由": "管理由…" is "管理" and a coverb."""
BODY = 8
"""Characters at most of an organisation's name ("市农业农村局", "县文化馆")."""
REACH = 16
"""Characters at most between the coverb and the deed: a doer with its description
("市环境监测中心副主任陈建国")."""
_SPACE = re.compile(r"\s+")
_HAN = re.compile("[\u4e00-\u9fff]+")


def _doers(span: str) -> list[str]:
    """Who ``span`` (what stands between a coverb and a deed) may name: a name at its end
    after a description ("市环境监测中心副主任陈建国": "陈建国"), or the whole span when it is
    short enough for an organisation's name ("市城管执法局")."""
    doers = [span[-size:] for size in NAME if size <= len(span)]
    return [*doers, span] if len(span) <= BODY and span not in doers else doers


def coverb_swap(claim: str, passage: str, page: str = "") -> tuple[str, str] | None:
    """``(claimed, stated)``: the claim's coverb, doer and deed, and the passage's with
    another doer, when the page (the passage without one) names the claim's doer but
    never with that deed."""
    mine, theirs = _SPACE.sub("", claim), _SPACE.sub("", passage)
    whole = _SPACE.sub("", page) or theirs
    for at, coverb in enumerate(mine):
        if coverb not in COVERBS or any(word in mine[max(at - 1, 0) : at + 2]
                                         for word in NOT_COVERB):
            continue
        for end in range(at + 1 + NAME[0], min(len(mine), at + 1 + REACH) + 1):
            span, verb = mine[at + 1 : end], mine[end : end + VERB]
            if not _HAN.fullmatch(span):
                break
            if len(verb) < VERB or not _HAN.fullmatch(verb) or coverb + span + verb in theirs:
                continue
            other = re.search(rf"{coverb}([\u4e00-\u9fff]{{2,{REACH}}}?){re.escape(verb)}",
                              theirs)
            if other is None or other.group(1) in mine:
                continue
            # The page's clause of that deed, to its punctuation: a doer it names is the
            # claim's, reordered ("由张明远副教授主持" for "由…副教授张明远主持").
            clause = _HAN.match(theirs, other.start())
            for doer in _doers(span):
                if (doer not in whole or doer + verb in whole
                        or doer + "负责" + verb in whole
                        or (clause is not None and doer in clause.group())):
                    continue
                return coverb + span + verb, other.group()
    return None
