"""Sentence splitting over every boundary shape extracted Markdown holds, in English,
German, French, Spanish, Chinese and Japanese: list items, lines ending in a number or a
unit, headings, table rows, ordinal dates, abbreviations, decimals, versions, ellipses,
quotes after a full stop, CJK full stops and bare line breaks."""

from __future__ import annotations

import pytest

from services.citations.sentences import sentence_spans


def split(text: str) -> list[str]:
    return [text[s:e] for s, e in sentence_spans(text)]


SHAPES = {
    # numbered and bulleted list items: a line break ends a sentence after a full stop too
    "en-numbered-steps": (
        "Whisk the eggs until pale.\n2. Fold in the flour.\n3. Bake for 25 minutes.",
        ["Whisk the eggs until pale.", "2. Fold in the flour.", "3. Bake for 25 minutes."]),
    "de-numbered-steps": (
        "Den Ofen vorheizen.\n2. Die Butter schmelzen.\n3. 200 g Mehl unterheben.",
        ["Den Ofen vorheizen.", "2. Die Butter schmelzen.", "3. 200 g Mehl unterheben."]),
    "fr-numbered-steps": (
        "Mélanger la farine.\n2. Ajouter les œufs.\n3. Cuire 20 minutes.",
        ["Mélanger la farine.", "2. Ajouter les œufs.", "3. Cuire 20 minutes."]),
    "es-numbered-steps": (
        "Mezclar la harina.\n2. Añadir los huevos.",
        ["Mezclar la harina.", "2. Añadir los huevos."]),
    "zh-numbered-steps": ("1. 准备材料。\n2. 开始烹饪。", ["1. 准备材料。", "2. 开始烹饪。"]),
    "ja-numbered-steps": ("1. 材料を準備する。\n2. 焼く。", ["1. 材料を準備する。", "2. 焼く。"]),
    "en-bullets": (
        "- Charge the battery.\n- Pair the headset\n* Update the firmware.",
        ["- Charge the battery.", "- Pair the headset", "* Update the firmware."]),
    # a line (a paragraph) ending in a number or a unit
    "en-line-ends-in-number": (
        "The bridge is 412 m long. Its main span measures 180.\nThe towers date from 1998.",
        ["The bridge is 412 m long.", "Its main span measures 180.",
         "The towers date from 1998."]),
    "en-paragraph-ends-in-price": (
        "A ticket costs $5.\n\n10 people may share a cabin.",
        ["A ticket costs $5.", "10 people may share a cabin."]),
    "de-line-ends-in-unit": ("Gewicht: 2,4 kg\nAkkulaufzeit: 11 h",
                             ["Gewicht: 2,4 kg", "Akkulaufzeit: 11 h"]),
    "de-unit-letter-is-no-initial": (
        "Die Anlage verarbeitete täglich 900 t. Im Krieg fehlten Arbeiter.",
        ["Die Anlage verarbeitete täglich 900 t.", "Im Krieg fehlten Arbeiter."]),
    # headings and table rows stand alone
    "en-heading": ("## Getting started\nInstall the package first.",
                   ["## Getting started", "Install the package first."]),
    "de-table-rows": (
        "| Modell | Reichweite |\n|---|---|\n| Max. Last | 120 kg |\n| Gewicht | 2.7 kg. |",
        ["| Modell | Reichweite |", "|---|---|", "| Max. Last | 120 kg |",
         "| Gewicht | 2.7 kg. |"]),
    # ordinal dates and ranks (German) against numbers ending a sentence
    "de-ordinal-dates": (
        "Am 14. März 2024 wurde die Brücke eröffnet. Gesperrt war sie bis zum 3. Oktober.",
        ["Am 14. März 2024 wurde die Brücke eröffnet.", "Gesperrt war sie bis zum 3. Oktober."]),
    "de-ordinal-after-article": (
        "Der Bau begann im 19. Jahrhundert. Der 12. Senat gab der Klage statt.",
        ["Der Bau begann im 19. Jahrhundert.", "Der 12. Senat gab der Klage statt."]),
    "de-ordinal-series": ("Im 15. und 16. Jahrhundert lagerte hier Salz.",
                          ["Im 15. und 16. Jahrhundert lagerte hier Salz."]),
    "de-dateline": ("Stand: 3. Oktober 1921. Neu ist der Anbau.",
                    ["Stand: 3. Oktober 1921.", "Neu ist der Anbau."]),
    "de-house-number-ends": (
        "Sie wohnt im Haus Nr. 17. Messungen ergaben keine Belastung.",
        ["Sie wohnt im Haus Nr. 17.", "Messungen ergaben keine Belastung."]),
    "de-number-ends-before-capital": ("Dort gilt jetzt Tempo 30. Das beschloss der Rat.",
                                      ["Dort gilt jetzt Tempo 30.", "Das beschloss der Rat."]),
    "en-number-ends-before-capital": (
        "Reminders default to 10 minutes instead of 15. Existing events keep theirs.",
        ["Reminders default to 10 minutes instead of 15.", "Existing events keep theirs."]),
    "en-step-number-ends": ("Move on to step 3. Stir well.", ["Move on to step 3.", "Stir well."]),
    "fr-number-ends-before-capital": (
        "Le festival a affiché complet 14 soirs sur 16. Les autres étaient gratuits.",
        ["Le festival a affiché complet 14 soirs sur 16.", "Les autres étaient gratuits."]),
    # a sentence may start with a number
    "de-year-starts-sentence": ("Die Mühle schloss. 1932 kam ein neuer Besitzer.",
                                ["Die Mühle schloss.", "1932 kam ein neuer Besitzer."]),
    "en-year-after-year": ("The mill closed in 1931. 1932 brought a new owner.",
                           ["The mill closed in 1931.", "1932 brought a new owner."]),
    # abbreviations mid-sentence
    "de-abbreviations": (
        "Geöffnet ist z. B. sonntags, u. a. im Sommer, bzw. nach Vereinbarung. Eintritt ca. 5 "
        "Euro, Dr. Weber führt.",
        ["Geöffnet ist z. B. sonntags, u. a. im Sommer, bzw. nach Vereinbarung.",
         "Eintritt ca. 5 Euro, Dr. Weber führt."]),
    "de-number-labels": (
        "Service unter Tel. 0800 123 45 (Mo.–Fr. 8–18 Uhr), Art.-Nr. 41 302, Hauptstr. 5 "
        "und Ticket-Nr. 4471. Danach geht es weiter.",
        ["Service unter Tel. 0800 123 45 (Mo.–Fr. 8–18 Uhr), Art.-Nr. 41 302, Hauptstr. 5 "
         "und Ticket-Nr. 4471.", "Danach geht es weiter."]),
    "en-abbreviations": ("See e.g. the U.S. report, approx. 30 pages. It is free.",
                         ["See e.g. the U.S. report, approx. 30 pages.", "It is free."]),
    "fr-abbreviations": ("Le poids est d'env. 2 kg, p. ex. pour deux. Il coûte 30 euros.",
                         ["Le poids est d'env. 2 kg, p. ex. pour deux.", "Il coûte 30 euros."]),
    "es-abbreviations": ("El precio es aprox. 30 euros. Es caro.",
                         ["El precio es aprox. 30 euros.", "Es caro."]),
    "de-exclamation-goes-on": (
        "Das Fleisch in eine Schüssel (kein Aluminium!) legen. Ziehen lassen.",
        ["Das Fleisch in eine Schüssel (kein Aluminium!) legen.", "Ziehen lassen."]),
    "en-etc-closes-a-list": ("Bring apples, pears, etc. The shop opens at 9.",
                             ["Bring apples, pears, etc.", "The shop opens at 9."]),
    "de-usw-closes-a-list": ("Äpfel, Birnen usw. Der Laden öffnet um 9 Uhr.",
                             ["Äpfel, Birnen usw.", "Der Laden öffnet um 9 Uhr."]),
    "en-web-address-ends": ("Get it from kestrelmail.org. Users on 4.x must update.",
                            ["Get it from kestrelmail.org.", "Users on 4.x must update."]),
    "en-time-of-day-ends": (
        "Lamps dim between midnight and 5 a.m. Lamps near crossings stay on. We met at "
        "10 a.m. and left.",
        ["Lamps dim between midnight and 5 a.m.", "Lamps near crossings stay on.",
         "We met at 10 a.m. and left."]),
    "de-hyphenated-title": ("Die Firma Dipl.-Ing. Maier baut. Sie öffnet (Mo.–Fr. Vormittag).",
                            ["Die Firma Dipl.-Ing. Maier baut.",
                             "Sie öffnet (Mo.–Fr. Vormittag)."]),
    # decimals and versions
    "en-decimal": ("The rate fell to 3.5 percent in May. It rose again in June.",
                   ["The rate fell to 3.5 percent in May.", "It rose again in June."]),
    "en-versions": ("Upgrade to v2.1. It fixes the login bug. Version 4.2.0 follows.",
                    ["Upgrade to v2.1.", "It fixes the login bug.", "Version 4.2.0 follows."]),
    "zh-decimal": ("价格为3.5万元。次年上涨。", ["价格为3.5万元。", "次年上涨。"]),
    # ellipses
    "en-ellipsis-ends": ("We waited... Then the doors opened.",
                         ["We waited...", "Then the doors opened."]),
    "en-ellipsis-goes-on": ("We waited... and waited.", ["We waited... and waited."]),
    "es-ellipsis-char": ("Ella esperó… Luego se fue.", ["Ella esperó…", "Luego se fue."]),
    "de-omission": ("Er sagte […] Dann folgte die Abstimmung.",
                    ["Er sagte […] Dann folgte die Abstimmung."]),
    # quotes after a full stop
    "en-quote": ('She said "It is done." Then she left.', ['She said "It is done."',
                                                          "Then she left."]),
    "de-quote": ("Er sagte: „Wir bauen weiter.“ Dann begann die Sitzung.",
                 ["Er sagte: „Wir bauen weiter.“", "Dann begann die Sitzung."]),
    "de-guillemets": ("Sie rief »Halt.« Dann ging sie.", ["Sie rief »Halt.«", "Dann ging sie."]),
    "fr-guillemets": ("Il a dit « C'est fini. » Puis il est parti.",
                      ["Il a dit « C'est fini. »", "Puis il est parti."]),
    "zh-quote": ("他说：“明天开工。”随后离开。", ["他说：“明天开工。”", "随后离开。"]),
    "ja-quote-taken-in": ("「行きます。」と彼は言った。次の日に出発した。",
                          ["「行きます。」と彼は言った。", "次の日に出発した。"]),
    # CJK full stops and line breaks without punctuation
    "zh-stops-and-lines": ("北京是首都。上海是港口！\n广州是南方城市\n深圳",
                           ["北京是首都。", "上海是港口！", "广州是南方城市", "深圳"]),
    "ja-stops": ("東京は首都です。大阪は港です？\n名古屋",
                 ["東京は首都です。", "大阪は港です？", "名古屋"]),
}


@pytest.mark.parametrize(("text", "sentences"), list(SHAPES.values()), ids=list(SHAPES))
def test_each_boundary_shape_splits_where_a_reader_does(text: str,
                                                         sentences: list[str]) -> None:
    assert split(text) == sentences
