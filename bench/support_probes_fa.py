"""Probes for false alarms of the support check: correct claims that re-word the
page (an opposite word for a negation, whole-number bounds, an attribution tail,
an exception in Chinese or Korean), each beside a wrong claim that must stay caught.

Run: ``python -m bench.support_probes_fa``; prints each probe's label and rule.
"""

from __future__ import annotations

from services.citations.support import explain

# (page, claim, expected) - expected "ok" (not unsupported) or "caught"
PROBES: list[tuple[str, str, str]] = [
    # an opposite word where the page uses a negation
    ("Dogs are not allowed in the hut. Guests must bring their own sleeping bag.",
     "The hut refuses dogs.", "ok"),
    ("Dogs are not allowed in the hut. Guests must bring their own sleeping bag.",
     "The hut welcomes dogs.", "caught"),
    ("Les chiens ne sont pas admis dans le refuge. Il faut apporter son sac de couchage.",
     "Le refuge refuse les chiens.", "ok"),
    ("Los perros no están permitidos en el refugio. Hay que traer saco de dormir.",
     "El refugio rechaza los perros.", "ok"),
    ("Hunde sind in der Hütte nicht erlaubt. Gäste bringen ihren Schlafsack mit.",
     "Hunde werden in der Hütte abgewiesen.", "ok"),
    ("Hunde sind in der Hütte nicht erlaubt. Gäste bringen ihren Schlafsack mit.",
     "Hunde sind in der Hütte erlaubt.", "caught"),
    ("The museum does not accept cash payments at the ticket desk.",
     "The museum rejects cash payments at the ticket desk.", "ok"),
    ("Das Museum akzeptiert an der Kasse keine Barzahlung.",
     "Das Museum lehnt an der Kasse Barzahlung ab.", "ok"),
    ("Quarterly sales did not decline, the company said.", "Quarterly sales declined.",
     "caught"),
    ("The minister did not deny the report.", "The minister denied the report.", "caught"),
    # not before / no earlier than
    ("The new line will not open before 2027, the city said.",
     "The new line will open no earlier than 2027.", "ok"),
    ("The new line will not open before 2027, the city said.",
     "The new line will open no later than 2027.", "caught"),
    ("Die neue Linie wird nicht vor 2027 eröffnet, teilte die Stadt mit.",
     "Die neue Linie wird frühestens 2027 eröffnet.", "ok"),
    ("La nouvelle ligne n'ouvrira pas avant 2027, selon la ville.",
     "La nouvelle ligne ouvrira au plus tôt en 2027.", "ok"),
    ("The new line will open no earlier than 2027, the city said.",
     "The new line will not open before 2027.", "ok"),
    ("Die neue Linie wird frühestens 2027 eröffnet, teilte die Stadt mit.",
     "Die neue Linie wird nicht vor 2027 eröffnet.", "ok"),
    ("Die neue Linie wird frühestens 2027 eröffnet, teilte die Stadt mit.",
     "Die neue Linie wird nicht vor 2029 eröffnet.", "caught"),
    ("Die neue Linie wird nicht vor 2027 eröffnet, teilte die Stadt mit.",
     "Die neue Linie wird spätestens 2027 eröffnet.", "caught"),
    ("La nouvelle ligne n'ouvrira pas avant 2027, selon la ville.",
     "La nouvelle ligne ouvrira au plus tard en 2027.", "caught"),
    ("The museum does not accept cash payments at the ticket desk.",
     "The museum accepts cash payments at the ticket desk.", "caught"),
    ("新线路2027年之前不会开通。", "新线路最早2027年开通。", "ok"),
    ("新线路2027年之前不会开通。", "新线路最晚2027年开通。", "caught"),
    ("Die neue Linie wird frühestens 2027 eröffnet.",
     "Die neue Linie wird spätestens 2027 eröffnet.", "caught"),
    ("Die Bahn fährt nicht nach Berlin, sondern nach Hamburg.",
     "Die Bahn fährt nach Hamburg.", "ok"),
    # whole-number bounds
    ("Children under 6 travel free on all buses.",
     "Children aged 5 and under travel free on all buses.", "ok"),
    ("Children under 6 travel free on all buses.",
     "Children aged 7 and under travel free on all buses.", "caught"),
    ("Kinder unter 6 Jahren fahren in allen Bussen kostenlos.",
     "Kinder bis 5 Jahre fahren in allen Bussen kostenlos.", "ok"),
    ("Der Eintritt ist nur für Personen über 17 Jahren erlaubt.",
     "Der Eintritt ist nur ab 18 Jahren erlaubt.", "ok"),
    ("Der Eintritt ist nur für Personen über 17 Jahren erlaubt.",
     "Der Eintritt ist ab 16 Jahren erlaubt.", "caught"),
    ("Admission is restricted to visitors over 17.",
     "Admission is restricted to visitors aged 18 and over.", "ok"),
    ("Kinder unter 6 Jahren fahren kostenlos.",
     "Kinder bis einschließlich 5 Jahre fahren kostenlos.", "ok"),
    ("Los niños menores de 6 años viajan gratis.", "Los niños de hasta 5 años viajan gratis.",
     "ok"),
    ("Visitors over 65 get a discount.", "Visitors aged 66 and over get a discount.", "ok"),
    ("Le chantier ne sera pas terminé avant 2030.",
     "Le chantier sera terminé au plus tôt en 2030.", "ok"),
    ("La clinica non accetta pazienti senza appuntamento.",
     "La clinica rifiuta i pazienti senza appuntamento.", "ok"),
    ("Swimming is forbidden except in the marked zone.",
     "Swimming is allowed near the pier.", "caught"),
    ("The parcel weighs less than 3 kg.", "The parcel weighs at most 2 kg.", "caught"),
    ("Groups of fewer than 10 people get a discount.",
     "Groups of up to 9 people get a discount.", "ok"),
    # an optional ingredient
    ("Ingredients: 200 g flour, 100 g butter, 75 g chopped walnuts (optional), 2 eggs.",
     "Chopped walnuts (75 g) are optional.", "ok"),
    ("Ingredients: 200 g flour, 100 g butter, 75 g chopped walnuts (optional), 2 eggs.",
     "Chopped walnuts (120 g) are optional.", "caught"),
    ("Zutaten: 200 g Mehl, 100 g Butter, 75 g gehackte Walnüsse (optional), 2 Eier.",
     "Gehackte Walnüsse (75 g) sind optional.", "ok"),
    ("Ingredientes: 250 g de harina, 2 huevos, 75 g de nueces picadas (opcional).",
     "Las nueces picadas (75 g) son opcionales.", "ok"),
    ("Ingrédients : 250 g de farine, 2 œufs, 75 g de noix hachées (facultatif).",
     "Les noix hachées (75 g) sont facultatives.", "ok"),
    ("Ingredientes: 250 g de harina, 2 huevos, 75 g de nueces picadas (opcional).",
     "Las nueces picadas (150 g) son opcionales.", "caught"),
    # attribution tails
    ("Il museo è aperto dalle 9 alle 18 tutti i giorni tranne il lunedì.",
     "Il museo è aperto dalle 9 alle 18, secondo il sito.", "ok"),
    ("The museum opens from 9 to 6 every day except Monday.",
     "The museum opens from 9 to 6, according to the website.", "ok"),
    ("Das Museum ist täglich außer montags von 9 bis 18 Uhr geöffnet.",
     "Das Museum ist von 9 bis 18 Uhr geöffnet, laut der Website.", "ok"),
    ("El museo abre de 9 a 18 todos los días excepto los lunes.",
     "El museo abre de 9 a 18, según la web.", "ok"),
    ("Il museo è aperto dalle 9 alle 18 tutti i giorni tranne il lunedì.",
     "Il museo è aperto dalle 10 alle 18, secondo il sito.", "caught"),
    ("El museo abre de 9 a 18 todos los días excepto los lunes.",
     "Según la web, el museo abre de 9 a 20.", "caught"),
    ("博物馆每天9点开门，周一闭馆。", "据该网站，博物馆每天9点开门。", "ok"),
    ("Das Museum ist täglich außer montags von 9 bis 18 Uhr geöffnet.",
     "Das Museum ist montags von 9 bis 18 Uhr geöffnet.", "caught"),
    # a paraphrased tail
    ("La iglesia, construida en 1650, tiene un techo que requiere reparaciones urgentes.",
     "La iglesia fue construida en 1650, y su techo necesita arreglos urgentes.", "ok"),
    ("The chapel, built in 1650, has a roof that requires urgent repairs.",
     "The chapel was built in 1650, and its roof needs urgent repairs.", "ok"),
    # exceptions
    ("馆内禁止拍照，除了一楼大厅以外。", "一楼大厅可以拍照。", "ok"),
    ("馆内禁止拍照，除了一楼大厅以外。", "二楼展厅可以拍照。", "caught"),
    ("除了周一以外，博物馆每天开放。", "博物馆周一不开放。", "ok"),
    ("除了周一以外，博物馆每天开放。", "博物馆周二不开放。", "caught"),
    ("馆内禁止吸烟，除了一楼大厅以外。馆内不许带狗。", "一楼大厅可以带狗。", "caught"),
    ("Dogs are not allowed in the park. The park is open daily except Mondays.",
     "Dogs are allowed in the park.", "caught"),
    ("Photography is prohibited except in the ground-floor hall.",
     "Photography is allowed in the exhibition rooms.", "caught"),
    ("Fotografieren ist verboten, außer in der Eingangshalle.",
     "In den Ausstellungsräumen darf man fotografieren.", "caught"),
    ("박물관은 월요일을 빼고 매일 문을 엽니다.", "박물관은 월요일을 빼고 매일 엽니다.", "ok"),
    ("박물관은 월요일을 제외하고 매일 문을 엽니다.",
     "박물관은 월요일을 빼고 매일 문을 엽니다.", "ok"),
    ("박물관은 매주 월요일 휴관합니다. 관람 시간은 오전 9시부터 오후 6시까지입니다.",
     "박물관은 월요일을 빼고 오전 9시부터 오후 6시까지 엽니다.", "ok"),
    ("박물관은 매주 월요일 휴관합니다. 관람 시간은 오전 9시부터 오후 6시까지입니다.",
     "박물관은 월요일을 빼고 오전 10시부터 오후 6시까지 엽니다.", "caught"),
    ("Photography is prohibited except in the ground-floor hall.",
     "Photography is allowed in the ground-floor hall.", "ok"),
    ("Fotografieren ist verboten, außer in der Eingangshalle.",
     "In der Eingangshalle darf man fotografieren.", "ok"),
]


def run(probes: list[tuple[str, str, str]]) -> None:
    """Judge each ``(page, claim, expected)`` probe and print it; ``expected`` is "ok" (not
    unsupported) or "caught" (unsupported)."""
    bad = 0
    for page, claim, expected in probes:
        support, finding = explain(claim, page)
        rule = finding.rule if finding is not None else ""
        good = (support != "unsupported") if expected == "ok" else support == "unsupported"
        bad += not good
        print(f"{'  ' if good else 'XX'} {expected:6} {support:11} {rule:28} {claim}")
    print(f"{len(probes) - bad}/{len(probes)} as expected")


def main() -> None:
    run(PROBES)


if __name__ == "__main__":
    main()
