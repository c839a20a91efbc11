"""Layers point one way: services/ stays Qt-free and never reaches up into app/,
ui/ or workers/; ui/ never imports app/ (the app hands it an ``AppServices``),
app/ reaches ui/ only through its composition root (app/gui.py); the chat
worker drives the agent call, never the reverse.

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


def _offenders(folder: str, layer: str, *, skip: tuple[str, ...] = ()) -> list[str]:
    return [
        f"{path.relative_to(ROOT)} imports {module}"
        for path in sorted((ROOT / folder).rglob("*.py"))
        if str(path.relative_to(ROOT)) not in skip
        for module in imported_modules(path)
        if module == layer or module.startswith(layer + ".")
    ]


def test_ui_never_imports_app() -> None:
    assert _offenders("ui", "app") == []


def test_workers_never_import_app() -> None:
    assert _offenders("workers", "app") == []


def test_app_reaches_ui_only_through_the_composition_root() -> None:
    assert _offenders("app", "ui", skip=("app/gui.py",)) == []
    # The root itself does compose the window: the rule above is not vacuous.
    assert "ui.main_window" in imported_modules(ROOT / "app" / "gui.py")


def test_the_agent_call_does_not_import_the_chat_worker() -> None:
    assert "workers.chat_worker" not in imported_modules(ROOT / "workers" / "agent_call.py")
    assert "workers.agent_call" in imported_modules(ROOT / "workers" / "chat_worker.py")


def test_the_check_itself_catches_an_import_inside_a_function(tmp_path: Path) -> None:
    sample = tmp_path / "lazy.py"
    sample.write_text("def f():\n    from app import paths\n    return paths\n", encoding="utf-8")
    assert "app" in imported_modules(sample)


def test_the_check_itself_catches_a_qt_import(tmp_path: Path) -> None:
    sample = tmp_path / "bad.py"
    sample.write_text("from PySide6.QtCore import QObject\nimport os\n", encoding="utf-8")
    assert "PySide6.QtCore" in imported_modules(sample)
