"""Probes of five shapes of wrong claims that passed as supported (roles crossed in a
summary, a restriction dropped, a hedge made certain, a negation the page lacks, an
exemption turned into a duty), each beside correct paraphrases of the same shape, in
several languages.

Run: ``python -m bench.support_probes_shapes``; prints each probe's label and rule.
"""

from __future__ import annotations

from bench.support_probes_fa import run

# (page, claim, expected) - expected "ok" (not unsupported) or "caught"
PROBES: list[tuple[str, str, str]] = [
    # roles crossed
    ("Die Halle wurde von der Architektin Maria Lenz entworfen und von Jonas Weber gebaut.",
     "Die von Jonas Weber entworfene Halle wurde von Maria Lenz gebaut.", "caught"),
    ("Die Halle wurde von der Architektin Maria Lenz entworfen und von Jonas Weber gebaut.",
     "Die von Maria Lenz entworfene Halle wurde von Jonas Weber gebaut.", "ok"),
    ("Die Halle wurde von der Architektin Maria Lenz entworfen und von Jonas Weber gebaut.",
     "Jonas Weber entwarf die Halle.", "caught"),
    ("The hall was designed by architect Maria Lenz and built by Jonas Weber.",
     "The hall, designed by Jonas Weber, was built by Maria Lenz.", "caught"),
    ("The hall was designed by architect Maria Lenz and built by Jonas Weber.",
     "The hall, designed by Maria Lenz, was built by Jonas Weber.", "ok"),
    ("The hall was designed by architect Maria Lenz and built by Jonas Weber.",
     "Jonas Weber designed the hall.", "caught"),
    ("这座大桥由王丽设计，陈刚负责施工，2019年建成。",
     "这座大桥由陈刚设计、王丽负责施工。", "caught"),
    ("这座大桥由王丽设计，陈刚负责施工，2019年建成。",
     "这座大桥由王丽设计、陈刚负责施工。", "ok"),
    ("この橋は山田建設が設計し、佐藤花子氏が施工を担当した。",
     "この橋は佐藤花子氏が設計し、山田建設が施工を担当した。", "caught"),
    ("この橋は山田建設が設計し、佐藤花子氏が施工を担当した。",
     "この橋は山田建設が設計し、佐藤花子氏が施工した。", "ok"),
    ("Le pont a été conçu par Claire Dubois et construit par Marc Leroy.",
     "Le pont, conçu par Marc Leroy, a été construit par Claire Dubois.", "caught"),
    ("Le pont a été conçu par Claire Dubois et construit par Marc Leroy.",
     "Le pont, conçu par Claire Dubois, a été construit par Marc Leroy.", "ok"),
    # restriction dropped
    ("Die Fähre fährt im Sommer täglich, im Winter nur am Wochenende.",
     "Die Fähre fährt im Winter täglich.", "caught"),
    ("Die Fähre fährt im Sommer täglich, im Winter nur am Wochenende.",
     "Die Fähre fährt im Sommer täglich.", "ok"),
    ("Die Fähre fährt im Sommer täglich, im Winter nur am Wochenende.",
     "Im Winter fährt die Fähre nur an Wochenenden.", "ok"),
    ("The ferry runs daily in summer, but only at weekends in winter.",
     "The ferry runs daily in winter.", "caught"),
    ("The ferry runs daily in summer, but only at weekends in winter.",
     "In winter the ferry runs only at weekends.", "ok"),
    ("渡轮夏季每天运营，冬季仅在周末运营。", "渡轮冬季每天运营。", "caught"),
    ("渡轮夏季每天运营，冬季仅在周末运营。", "渡轮冬季只在周末运营。", "ok"),
    ("Kids eat free on Mondays, seniors on Tuesdays.", "Kids eat free on Tuesdays.", "caught"),
    ("Kids eat free on Mondays, seniors on Tuesdays.", "Seniors eat free on Tuesdays.", "ok"),
    ("Kids eat free on Mondays, seniors on Tuesdays.", "Kids eat free on Mondays.", "ok"),
    ("Le bac circule tous les jours en été, en hiver seulement le week-end.",
     "Le bac circule tous les jours en hiver.", "caught"),
    ("Le bac circule tous les jours en été, en hiver seulement le week-end.",
     "En hiver, le bac ne circule que le week-end.", "ok"),
    ("El ferry funciona a diario en verano, en invierno solo los fines de semana.",
     "El ferry funciona a diario en invierno.", "caught"),
    ("The library lends books for three weeks, films for one week.",
     "The library lends films and books.", "ok"),
    # hedge made certain
    ("气象部门表示，如果降雪持续，这条公路可能会封闭。",
     "如果降雪持续，这条公路一定会封闭。", "caught"),
    ("气象部门表示，如果降雪持续，这条公路可能会封闭。",
     "如果降雪持续，这条公路可能封闭。", "ok"),
    ("The road may close if the snow continues, the weather service said.",
     "The road will certainly close if the snow continues.", "caught"),
    ("Die Straße könnte gesperrt werden, wenn der Schneefall anhält.",
     "Die Straße wird sicher gesperrt, wenn der Schneefall anhält.", "caught"),
    ("Die Straße könnte gesperrt werden, wenn der Schneefall anhält.",
     "Die Straße wird möglicherweise gesperrt, wenn der Schneefall anhält.", "ok"),
    ("雪が続けば、この道路は閉鎖される可能性がある。",
     "雪が続けば、この道路は必ず閉鎖される。", "caught"),
    # negation the page lacks
    ("Das Hallenbad hat ein Sportbecken, ein Lehrschwimmbecken und eine Sauna.",
     "Das Hallenbad hat kein Lehrschwimmbecken.", "caught"),
    ("Das Hallenbad hat ein Sportbecken, ein Lehrschwimmbecken und eine Sauna.",
     "Das Hallenbad hat ein Lehrschwimmbecken.", "ok"),
    ("The pool has a sports pool, a teaching pool and a sauna.",
     "The pool has no teaching pool.", "caught"),
    ("游泳馆设有比赛池、教学池和桑拿。", "游泳馆没有教学池。", "caught"),
    ("游泳馆设有比赛池、教学池和桑拿。", "游泳馆设有教学池。", "ok"),
    ("Das Hallenbad hat kein Lehrschwimmbecken, aber eine Sauna.",
     "Im Hallenbad gibt es kein Lehrschwimmbecken.", "ok"),
    # exemption turned into duty
    ("All vehicles must stop at the checkpoint; emergency crews are exempt.",
     "Emergency crews must stop too.", "caught"),
    ("All vehicles must stop at the checkpoint; emergency crews are exempt.",
     "Emergency crews do not have to stop at the checkpoint.", "ok"),
    ("Alle Fahrzeuge müssen am Kontrollpunkt halten; Rettungskräfte sind davon ausgenommen.",
     "Auch Rettungskräfte müssen halten.", "caught"),
    ("Alle Fahrzeuge müssen am Kontrollpunkt halten; Rettungskräfte sind davon ausgenommen.",
     "Rettungskräfte müssen am Kontrollpunkt nicht halten.", "ok"),
    ("Visitors pay an entry fee of 5 euros; children are exempt.",
     "Children pay the entry fee too.", "caught"),
    ("Visitors pay an entry fee of 5 euros; children are exempt.",
     "Children do not pay the entry fee.", "ok"),
    ("Visitors pay an entry fee of 5 euros; children are exempt.",
     "Visitors pay an entry fee of 5 euros.", "ok"),
    ("Les visiteurs paient un droit d'entrée; les enfants en sont exemptés.",
     "Les enfants paient aussi le droit d'entrée.", "caught"),
    ("Los visitantes pagan una entrada; los niños están exentos.",
     "Los niños no pagan la entrada.", "ok"),
    ("所有车辆必须在检查站停车，急救车辆除外。", "急救车辆也必须停车。", "caught"),
    ("所有车辆必须在检查站停车，急救车辆除外。", "急救车辆无需在检查站停车。", "ok"),
]


def main() -> None:
    run(PROBES)


if __name__ == "__main__":
    main()
