"""Units written out and as symbols are one term: "zwei Millimeter" and "2 mm", "12
kilometres" and "12 km", "680 Watt" and "680 W".

A page's spec table writes symbols, a sentence about it the names; counted as
different words, a faithful paraphrase looks as if it left half the passage out.
Names that are also other words are left out ("metro": underground railway,
"second": an ordinal, Italian "ora": now).
"""

from __future__ import annotations

_NAMES: dict[str, tuple[str, ...]] = {
    "mm": ("millimeter", "millimeters", "millimetre", "millimetres", "millimètre",
           "millimètres", "milímetro", "milímetros", "millimetro", "millimetri"),
    "cm": ("centimeter", "centimeters", "centimetre", "centimetres", "zentimeter",
           "centimètre", "centimètres", "centímetro", "centímetros", "centimetro",
           "centimetri"),
    "km": ("kilometer", "kilometers", "kilometre", "kilometres", "kilomètre", "kilomètres",
           "kilómetro", "kilómetros", "chilometro", "chilometri", "quilômetro", "quilômetros",
           "quilómetro", "quilómetros"),
    "kg": ("kilogram", "kilograms", "kilogramm", "kilogramme", "kilogrammes", "kilogramo",
           "kilogramos", "chilogrammo", "chilogrammi", "quilograma", "quilogramas"),
    "g": ("gram", "grams", "gramm", "gramme", "grammes", "gramo", "gramos", "grammo",
          "grammi", "grama", "gramas"),
    "ml": ("milliliter", "milliliters", "millilitre", "millilitres", "mililitro",
           "mililitros", "millilitro", "millilitri"),
    "l": ("liter", "liters", "litre", "litres", "litro", "litros", "litri"),
    "min": ("minute", "minutes", "minuten", "minuto", "minutos", "minuti"),
    "h": ("hour", "hours", "stunde", "stunden", "std", "heure", "heures", "hora", "horas",
          "uur"),
    "w": ("watt", "watts"),
    "kw": ("kilowatt", "kilowatts"),
    "kwh": ("kilowattstunde", "kilowattstunden"),
    "c": ("celsius",),  # "°C": the degree sign is no letter of a term
    "f": ("fahrenheit",),
}
UNIT_SYMBOLS: dict[str, str] = {name: symbol for symbol, names in _NAMES.items()
                                for name in names}
"""A unit's name, lower-cased, in the spaced languages Footnote reads -> its symbol."""
