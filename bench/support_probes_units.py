"""Probes of a measure told in another unit of its dimension (power, energy, data, area:
``unit_scales``; the slot check reads two units of one dimension as no name swapped): a
correct claim must stay supported; its twin with another amount must stay caught.
Written for this check (en, de, zh, fr); none is a claim of the support set.

Run: ``python -m bench.support_probes_units``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

PROBES: list[tuple[str, str, str]] = [
    ("The new wind farm off the coast will produce 1.2 GW once complete.",
     "Once complete, the wind farm off the coast will produce 1,200 MW.", "ok"),
    ("The new wind farm off the coast will produce 1.2 GW once complete.",
     "Once complete, the wind farm off the coast will produce 1,500 MW.", "caught"),
    ("Das neue Laufwerk fasst 1,5 TB und kostet 89 Euro.",
     "Das neue Laufwerk fasst 1500 GB und kostet 89 Euro.", "ok"),
    ("Das neue Laufwerk fasst 1,5 TB und kostet 89 Euro.",
     "Das neue Laufwerk fasst 1200 GB und kostet 89 Euro.", "caught"),
    ("海上风电场建成后装机容量将达1.2吉瓦。", "海上风电场建成后装机容量将达120万千瓦。", "ok"),
    ("海上风电场建成后装机容量将达1.2吉瓦。", "海上风电场建成后装机容量将达150万千瓦。", "caught"),
    ("La réserve naturelle couvre 0,5 km² de marais.",
     "La réserve naturelle couvre 50 ha de marais.", "ok"),
    ("La réserve naturelle couvre 0,5 km² de marais.",
     "La réserve naturelle couvre 80 ha de marais.", "caught"),
]


if __name__ == "__main__":
    run(PROBES)
