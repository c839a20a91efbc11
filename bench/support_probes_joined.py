"""Probes of a summary that puts into one sentence's slot what the next sentence of its
window says of the same thing (``joined_sentence``): it must not be read as a name
swapped in; its twin whose words in that slot the window never states of that thing
must stay caught. Written for this check (zh, en); none is a claim of the support set.

The correct claim was unsupported (``swaps``: "经糯米灰浆粘合" for "中") before. A twin
that turns the contrast round ("承重的是两侧石栏，而不是…石墩") was caught before only by that
same wrong finding, and is missed now: no check reads that flip (left to the catch work).

Run: ``python -m bench.support_probes_joined``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

_ZH = ("## 建筑结构\n\n古桥全长约80米，共有七孔。桥面看似仅靠两侧石栏加固，"
       "实际上承重的是嵌入河床中的石墩。这些石墩采用当地特产的青石，并经糯米灰浆粘合，"
       "以防水流冲刷。桥头另有一座清代石碑，记载了历次修缮的经过。")

PROBES: list[tuple[str, str, str]] = [
    (_ZH, "古桥全长约80米，承重的并非两侧石栏，而是嵌入河床、经糯米灰浆粘合的青石石墩。",
     "ok"),
    (_ZH, "古桥全长约80米，承重的并非两侧石栏，而是嵌入河床、记载了历次修缮的青石石墩。",
     "caught"),
    (_ZH, "古桥全长约80米，承重的并非两侧石栏，而是嵌入河床、经糯米灰浆粘合的清代石碑。",
     "caught"),
    (_ZH, "古桥全长约60米，承重的并非两侧石栏，而是嵌入河床、经糯米灰浆粘合的青石石墩。",
     "caught"),
]


if __name__ == "__main__":
    run(PROBES)
