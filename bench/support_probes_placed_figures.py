"""Probes of a summary's figure stated in the sentence next to the window
(``own_place`` over the window's neighbours, a figure written with a comma kept whole):
a correct summary must stay supported, its twin with another figure in that place must
stay caught. Written for this check (zh, en, de); none is a claim of the support set.
The first Chinese probe was labelled unsupported (``number_elsewhere``) before.

Run: ``python -m bench.support_probes_placed_figures``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

_ZH = ("## 建筑\n\n古城墙全长约4,260米,占地约2.5万平方米,设有城门六座。钟楼高约36.5米,楼内悬挂"
       "的铜钟重约5,000公斤,为城内最著名的古物。城内还保存有历代石碑300余块,其中以唐碑最为珍贵。")
_EN = ("## The estate\n\nThe park wall runs for about 4,260 metres, encloses 25 hectares and "
       "has six gates. The clock tower is about 36.5 metres tall, and its bronze bell is the "
       "best known object on the estate. The house also keeps more than 300 old engravings, "
       "the Tudor ones the most precious.")
_DE = ("## Die Anlage\n\nDie Parkmauer ist rund 4.260 Meter lang, umschließt 25 Hektar und "
       "hat sechs Tore. Der Uhrturm ist etwa 36,5 Meter hoch, seine Bronzeglocke ist das "
       "bekannteste Stück der Anlage. Im Haus werden zudem über 300 alte Stiche aufbewahrt.")

PROBES: list[tuple[str, str, str]] = [
    (_ZH, "古城墙全长约4,260米,共有六座城门,钟楼内的铜钟是其中最著名的古物,城内还保存着300余块历代"
          "石碑。", "ok"),
    (_ZH, "古城墙全长约6,260米,共有六座城门,钟楼内的铜钟是其中最著名的古物,城内还保存着300余块历代"
          "石碑。", "caught"),
    (_EN, "The park wall runs for about 4,260 metres with six gates, the clock tower's bronze "
          "bell is the best known object, and the house keeps more than 300 old engravings.",
     "ok"),
    (_EN, "The park wall runs for about 6,260 metres with six gates, the clock tower's bronze "
          "bell is the best known object, and the house keeps more than 300 old engravings.",
     "caught"),
    (_DE, "Die Parkmauer ist rund 4.260 Meter lang und hat sechs Tore, die Glocke des Uhrturms "
          "ist das bekannteste Stück, und im Haus liegen über 300 alte Stiche.", "ok"),
    (_DE, "Die Parkmauer ist rund 6.260 Meter lang und hat sechs Tore, die Glocke des Uhrturms "
          "ist das bekannteste Stück, und im Haus liegen über 300 alte Stiche.", "caught"),
]


if __name__ == "__main__":
    run(PROBES)
