"""What a quick command imports: ``history list`` answers without loading the
search service, the providers, the model SDK, extraction or Qt (issue 14's
start budget). Checked in a fresh interpreter by the modules it loaded, not by
the clock."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

HEAVY = ("httpx", "openai", "PySide6", "lxml", "readability", "tiktoken",
         "services.search.service", "services.search.providers", "services.fetch.service",
         "logging.handlers")  # the log file opens at the first record

PROBE = """
import json, sys
from app.cli import main
code = main(["history", "list", "--limit", "3"])
print(json.dumps({"code": code, "modules": sorted(sys.modules)}))
"""


def test_history_list_loads_none_of_the_heavy_modules(tmp_path: Path) -> None:
    env = dict(os.environ, FOOTNOTE_HOME=str(tmp_path))
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    out = subprocess.run([sys.executable, "-c", PROBE], env=env, cwd=ROOT, check=True,
                         capture_output=True, text=True, timeout=60)
    report = json.loads(out.stdout.strip().splitlines()[-1])
    assert report["code"] == 0
    loaded = [m for m in report["modules"] if m.split(".")[0] in HEAVY or m in HEAVY
              or any(m.startswith(h + ".") for h in HEAVY)]
    assert loaded == []


def test_the_provider_table_loads_a_provider_only_when_it_searches() -> None:
    probe = ("import json, sys; from services.search import PROVIDERS; "
             "before = 'services.search.providers.brave' in sys.modules; "
             "cls = PROVIDERS['brave'].load(); "
             "print(json.dumps([before, cls.__module__]))")
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, check=True,
                         capture_output=True, text=True, timeout=60)
    assert json.loads(out.stdout) == [False, "services.search.providers.brave"]


def test_the_window_module_loads_no_model_sdk_network_or_extraction_stack() -> None:
    """What the window needs at start (its wording reads the tool table and the
    failure catalogue) must not drag in the agent loop and its SDK."""
    probe = ("import json, sys; from app.gui import app_services; "
             "from ui.main_window import MainWindow; "
             "print(json.dumps(sorted(sys.modules)))")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, check=True,
                         capture_output=True, text=True, timeout=60)
    modules = json.loads(out.stdout.strip().splitlines()[-1])
    heavy = ("openai", "httpx", "lxml", "readability", "trafilatura", "tiktoken",
             "services.agent.loop",
             "services.fetch.service", "services.search.service")
    assert [m for m in modules if m in heavy or m.startswith(tuple(h + "." for h in heavy))] \
        == []


def test_the_first_paint_needs_only_qt_the_design_tokens_and_the_theme(tmp_path: Path) -> None:
    """Before the window first paints, none of the settings schema, history, chat
    view, model, search or extraction code is imported (issue 24's start-up)."""
    env = dict(os.environ, FOOTNOTE_HOME=str(tmp_path), FOOTNOTE_BENCH_PAINT="1",
               QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    proc = subprocess.Popen([sys.executable, "-m", "app"], cwd=ROOT, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    assert proc.stdout is not None
    try:
        line = next(line for line in proc.stdout if line.startswith("modules "))
    finally:
        proc.terminate()
        proc.communicate(timeout=30)
    modules = json.loads(line.split(" ", 1)[1])
    assert modules, "the app reported no modules"
    # app.paths refuses a profile that is in the way through services.files (the
    # standard library only).
    allowed = {"app", "app.cli", "app.gui", "app.paths", "services", "services.files", "ui",
               "ui.design", "ui.main_window", "ui.skeleton"}
    assert set(modules) <= allowed, sorted(set(modules) - allowed)
