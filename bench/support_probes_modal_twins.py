"""Probes of correct claims beside a modal rule of their page (a permission beside a ban, a
duty beside a need lifted, a fact beside a hedge), each shape with a wrong twin where one
fits: the cases where ``modal_square`` and ``dropped_modality`` must stay silent. Written
for these checks (en, de, zh, fr, es); none is a claim of the support set. Two are left as
they were before these checks: "其他人员也可以进入实验室" (the page's "不得入内" says the verb
otherwise) and "露营区内可以烧烤", a false alarm of ``polarity``.

Run: ``python -m bench.support_probes_modal_twins``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

PROBES: list[tuple[str, str, str]] = [
    ("Residents may park in zone B. Visitors cannot park in zone B.",
     "Residents can also park in zone B.", "ok"),
    ("Residents may park in zone B. Visitors cannot park in zone B.",
     "Visitors can also park in zone B.", "caught"),
    ("The app does not collect location data. Users can export their data at "
     "any time.",
     "Users can export their data at any time.", "ok"),
    ("Smoking is not allowed on the platform, but it is permitted in the "
     "marked areas.",
     "Smoking is permitted in the marked areas.", "ok"),
    ("Smoking is not allowed on the platform, but it is permitted in the "
     "marked areas.",
     "Smoking is permitted on the platform.", "caught"),
    ("持证人员可以进入实验室，其他人员不得入内。",
     "持证人员可以进入实验室。", "ok"),
    ("持证人员可以进入实验室，其他人员不得入内。",
     "其他人员也可以进入实验室。", "caught"),
    ("Hunde dürfen nicht in den Speisesaal, auf der Terrasse sind sie "
     "erlaubt.",
     "Auf der Terrasse sind Hunde erlaubt.", "ok"),
    ("The company said it would consider a share buyback. It has announced a "
     "dividend of 5p per share.",
     "The company has announced a dividend of 5p per share.", "ok"),
    ("Analysts think the merger could lift profits. The merger was approved "
     "by regulators on Friday.",
     "Regulators approved the merger on Friday.", "ok"),
    ("Die Stadt prüft, ob der Wochenmarkt verlegt wird. Der Wochenmarkt "
     "findet samstags auf dem Rathausplatz statt.",
     "Der Wochenmarkt findet samstags auf dem Rathausplatz statt.", "ok"),
    ("公司表示可能会裁员。公司去年营收增长了10%，达到5亿元。",
     "公司去年营收增长10%，达到5亿元。", "ok"),
    ("The vaccine may cause mild fever. It must be stored below 8 °C.",
     "The vaccine must be kept below 8 °C.", "ok"),
    ("Patients do not need to fast before the test. They should bring a list "
     "of their medicines.",
     "Patients should bring a list of their medicines.", "ok"),
    ("Patients do not need to fast before the test. They should bring a list "
     "of their medicines.",
     "Fasting before the test is not necessary.", "ok"),
    ("Patients do not need to fast before the test. They should bring a list "
     "of their medicines.",
     "Patients can eat before the test.", "ok"),
    ("Les chiens ne sont pas admis dans le parc, sauf les chiens guides.",
     "Les chiens guides sont admis dans le parc.", "ok"),
    ("Los visitantes no pueden tocar las obras. Pueden tomar fotos sin "
     "flash.",
     "Se pueden tomar fotos sin flash.", "ok"),
    ("Researchers hope the findings will help farmers. The study found that "
     "bees visited 30% more flowers.",
     "The study found that bees visited 30% more flowers.", "ok"),
    ("The new line could open in 2027, officials said. Trains will run every "
     "10 minutes.",
     "Trains will run every 10 minutes on the new line.", "ok"),
    ("新规定禁止在公园内烧烤，但露营区除外。",
     "露营区内可以烧烤。", "ok"),
    ("新规定禁止在公园内烧烤，但露营区除外。",
     "公园内可以烧烤。", "caught"),
    ("Drones may not be flown over the reserve without a permit.",
     "Flying a drone over the reserve requires a permit.", "ok"),
    ("You don't have to register to read the articles, but you must register "
     "to comment.",
     "Registration is needed to comment.", "ok"),
    ("You don't have to register to read the articles, but you must register "
     "to comment.",
     "You must register to read the articles.", "caught"),
]


if __name__ == "__main__":
    run(PROBES)
