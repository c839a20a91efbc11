"""services/ stays Qt-free and never reaches up into app/, ui/ or workers/.

CI also runs the import-linter contract from pyproject.toml; this test makes a
plain ``pytest`` run fail too.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FORBIDDEN = ("PySide6", "shiboken6", "app", "ui", "workers")


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
    return found


def test_services_never_import_qt_or_upper_layers() -> None:
    offenders = []
    for path in sorted((ROOT / "services").rglob("*.py")):
        for module in imported_modules(path):
            if module.split(".")[0] in FORBIDDEN:
                offenders.append(f"{path.relative_to(ROOT)} imports {module}")
    assert offenders == []


def test_workers_never_import_ui() -> None:
    offenders = [
        f"{path.relative_to(ROOT)} imports {module}"
        for path in sorted((ROOT / "workers").rglob("*.py"))
        for module in imported_modules(path)
        if module.split(".")[0] == "ui"
    ]
    assert offenders == []


def test_the_check_itself_catches_a_qt_import(tmp_path: Path) -> None:
    sample = tmp_path / "bad.py"
    sample.write_text("from PySide6.QtCore import QObject\nimport os\n", encoding="utf-8")
    assert "PySide6.QtCore" in imported_modules(sample)
