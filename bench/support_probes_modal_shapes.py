"""Probes of modality across languages (en, de, zh, es, fr), written after the two mechanisms
(``dropped_modality``, ``modal_square``) as fresh text for them: weighing, hope and
possibility told as fact or future, and permission, duty and their negations turned round,
each with a correct twin. None is a claim of the support set. One twin is a known false
alarm of the older negation check (Spanish "no está permitido usar el flash" for "No se
permite fotografiar con flash": ``polarity``).

Run: ``python -m bench.support_probes_modal_shapes``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

P1 = ("The city council met on Monday to discuss the new stadium. "
      "The mayor said the council was weighing whether to sell the "
      "old sports ground to a housing developer. "
      "Officials hope to finish the stadium by 2028, although the "
      "budget has not been approved. The new rules may reduce "
      "traffic near the stadium on match days.")
P2 = ("Der Hersteller erwägt, das Modell auch in Europa anzubieten. "
      "Laut Studie könnte das Medikament bei manchen Patienten den "
      "Blutdruck senken. "
      "Die Bahn hofft, die Strecke bis 2027 zu elektrifizieren, "
      "sofern der Bund die Mittel bewilligt.")
P3 = ("公司表示，正在评估是否在明年关闭上海工厂。专家认为，该政策可能会降低房价。"
      "市政府希望在2027年前完成地铁三号线建设。")
P4 = ("La entrada al museo es gratuita los domingos. No se permite "
      "fotografiar con flash en las salas. Los menores de 12 años "
      "no necesitan entrada. "
      "El ayuntamiento estudia si ampliar el horario en verano.")
P5 = ("Le parking est interdit devant l'école entre 8 h et 9 h. Les "
      "vélos peuvent être garés dans la cour. Les élèves n'ont pas "
      "besoin d'apporter leur repas le mercredi.")
P6 = ("Pets are not allowed in the reading rooms, except assistance "
      "dogs. Visitors do not need a library card to use the "
      "computers. "
      "Food may not be eaten in the archive.")

PROBES: list[tuple[str, str, str]] = [
 (P1, "The council will sell the old sports ground to a housing developer.", "caught"),
 (P1, "The council is considering selling the old sports ground to a housing developer.", "ok"),
 (P1, "The stadium will be finished by 2028.", "caught"),
 (P1, "Officials aim to finish the stadium by 2028, though the budget is not yet approved.", "ok"),
 (P1, "The new rules reduce traffic near the stadium on match days.", "caught"),
 (P1, "The new rules could cut traffic near the stadium on match days.", "ok"),
 (P2, "Der Hersteller bietet das Modell auch in Europa an.", "caught"),
 (P2, "Der Hersteller denkt darüber nach, das Modell auch in Europa anzubieten.", "ok"),
 (P2, "Laut Studie senkt das Medikament den Blutdruck.", "caught"),
 (P2, "Die Bahn wird die Strecke bis 2027 elektrifizieren.", "caught"),
 (P2, "Die Bahn will die Strecke bis 2027 elektrifizieren, wenn der Bund zahlt.", "ok"),
 (P3, "公司将于明年关闭上海工厂。", "caught"),
 (P3, "公司正在考虑明年是否关闭上海工厂。", "ok"),
 (P3, "专家认为，该政策会降低房价。", "caught"),
 (P3, "市政府将在2027年前完成地铁三号线建设。", "caught"),
 (P3, "市政府计划在2027年前建成地铁三号线。", "ok"),
 (P4, "Se puede fotografiar con flash en las salas del museo.", "caught"),
 (P4, "En las salas no está permitido usar el flash.", "ok"),
 (P4, "Los menores de 12 años deben comprar entrada.", "caught"),
 (P4, "Los menores de 12 años entran sin entrada.", "ok"),
 (P4, "El ayuntamiento ampliará el horario en verano.", "caught"),
 (P5, "On peut se garer devant l'école entre 8 h et 9 h.", "caught"),
 (P5, "Il est interdit de stationner devant l'école de 8 h à 9 h.", "ok"),
 (P5, "Les élèves doivent apporter leur repas le mercredi.", "caught"),
 (P5, "Le mercredi, les élèves ne sont pas obligés d'apporter leur repas.", "ok"),
 (P6, "Pets are allowed in the reading rooms.", "caught"),
 (P6, "Assistance dogs are allowed in the reading rooms.", "ok"),
 (P6, "Visitors must have a library card to use the computers.", "caught"),
 (P6, "A library card is not required to use the computers.", "ok"),
 (P6, "Food can be eaten in the archive.", "caught"),
 (P6, "Eating in the archive is not permitted.", "ok"),
]


if __name__ == "__main__":
    run(PROBES)
