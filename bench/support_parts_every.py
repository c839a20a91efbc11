"""``bench.support_parts`` over every part of the support set, the later ones too.

Run: ``python -m bench.support_parts_every [--save FILE] [--diff FILE]``: per-part
counts (false, weak-on-correct, caught) and, with ``--diff``, every claim whose
label changed since a saved run.
"""

from __future__ import annotations

import sys

import bench.support_parts as parts

LATER = ["heldout10", "heldout11", "heldout14", "heldout15", "heldout16", "heldout17",
         "heldout18"]

if __name__ == "__main__":
    parts.PARTS = [*parts.PARTS, *LATER]
    parts.main(sys.argv[1:])
