"""A realistic stored conversation for screenshots and the UI benchmark, and the
screenshot taker itself.

    python bench/ui_demo.py screenshots   # resources/screenshots/main-{light,dark}.png

Runs offscreen with an isolated profile (a temporary FOOTNOTE_HOME).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from services.citations.registry import CitationRegistry, Source  # noqa: E402

if TYPE_CHECKING:
    from services.storage.history import History

QUESTION = "What is new in Python 3.13, and is the free-threaded build ready to use?"

SOURCES = [
    Source("k3f9a1-1", "https://docs.python.org/3.13/whatsnew/3.13.html",
           "What's New In Python 3.13", provider="builtin",
           excerpt="Python 3.13 is the latest stable release. It includes a new interactive "
                   "interpreter, experimental support for running in a free-threaded mode "
                   "(PEP 703), and a Just-In-Time compiler (PEP 744).",
           fetched_at="2026-11-30T09:12:00Z", published_at="2024-10-07",
           author="Adam Turner, Thomas Wouters", site_name="Python documentation"),
    Source("k3f9a1-2", "https://peps.python.org/pep-0703/",
           "PEP 703 – Making the Global Interpreter Lock Optional in CPython",
           provider="builtin",
           excerpt="The free-threaded build is experimental; C extensions must declare "
                   "support or the GIL is re-enabled at import time.",
           fetched_at="2026-11-30T09:12:01Z", published_at="2023-01-09",
           author="Sam Gross", site_name="Python Enhancement Proposals (PEPs)"),
    Source("p7q2m8-1", "https://realpython.com/python313-new-features/",
           "Python 3.13: Cool New Features for You to Try", provider="duckduckgo",
           snippet="A tour of the new REPL, better error messages, and the experimental "
                   "JIT and free-threading builds.",
           fetched_at="2026-11-30T09:11:58Z", published_at="2024-10-02",
           site_name="Real Python"),
]

ANSWER = """## Highlights

Python 3.13 brings a **new interactive interpreter** with multi-line editing and colour, \
experimental **free-threaded** builds and an experimental **JIT compiler** [cite:k3f9a1-1].

- The REPL now supports history browsing, paste mode and `exit` without parentheses \
[cite:p7q2m8-1].
- Error messages are coloured by default [cite:k3f9a1-1].
- Free threading lets threads run Python code in parallel, but it is still marked \
*experimental* [cite:k3f9a1-2].

| Feature | Status in 3.13 |
|---|---|
| New REPL | Default |
| Free-threaded build (`python3.13t`) | Experimental |
| JIT (`--enable-experimental-jit`) | Experimental, off by default |

To check whether the GIL is active:

```python
import sys
print(sys._is_gil_enabled())  # False on a free-threaded build
```

> Extensions that have not declared free-threading support re-enable the GIL when \
imported [cite:k3f9a1-2].

**Verdict:** good for experiments and benchmarking your own code; not yet for production \
workloads that rely on many C extensions [cite:k3f9a1-2][cite:p7q2m8-1]."""

TRACE = {
    "question": QUESTION, "model": "deepseek-chat", "provider": "deepseek", "mode": "tools",
    "searched": True, "correction_triggered": False, "degradation_triggered": False,
    "total_time_s": 7.84, "tokens_in": 5210, "tokens_out": 412,
    "turns": [
        {"index": 1, "purpose": "tools", "finish_reason": "tool_calls", "injected": [],
         "time_s": 1.2, "tokens_in": 820, "tokens_out": 31,
         "tool_calls": [{"tool": "web_search", "args": {"query": "Python 3.13 new features"},
                         "ok": True, "provider": "duckduckgo", "time_s": 1.1,
                         "result_chars": 2900}]},
        {"index": 2, "purpose": "tools", "finish_reason": "tool_calls", "injected": [],
         "time_s": 1.0, "tokens_in": 1650, "tokens_out": 64,
         "tool_calls": [{"tool": "web_fetch", "args": {"urls": [s.url for s in SOURCES[:2]]},
                         "ok": True, "provider": "builtin", "time_s": 2.3,
                         "result_chars": 11800}]},
        {"index": 3, "purpose": "answer", "finish_reason": "stop", "injected": [],
         "time_s": 3.4, "tokens_in": 2740, "tokens_out": 317, "tool_calls": []},
    ],
}

EARLIER = [
    ("Which Linux distributions ship Python 3.13 by default?", "Fedora 41 ships Python 3.13 "
     "as the system Python; Ubuntu 24.10 offers it as an optional package."),
]


def populate(history: History, *, filler_pairs: int = 0) -> int:
    """Store the demo conversation (plus ``filler_pairs`` extra Q/A pairs); returns its id."""
    h = history
    older = h.create_conversation(title="Linux distributions and Python", model="deepseek-chat")
    for question, answer in EARLIER:
        h.add_user_message(older.id, question)
        h.add_message(older.id, "assistant", answer, model="deepseek-chat")
    h.create_conversation(title="Rust vs Go for CLI tools", model="gpt-4o-mini")
    conv = h.create_conversation(model="deepseek-chat")
    for index in range(filler_pairs):
        h.add_user_message(conv.id, f"Question {index}: how does feature {index} work?")
        h.add_message(conv.id, "assistant", FILLER.format(n=index), model="deepseek-chat")
    h.add_user_message(conv.id, QUESTION)
    mid = h.add_message(conv.id, "assistant", ANSWER, model="deepseek-chat")
    h.save_registry(conv.id, SOURCES)
    h.set_answer_sources(mid, [(1, SOURCES[0]), (2, SOURCES[1]), (3, SOURCES[2])])
    h.set_trace(mid, TRACE)
    if not filler_pairs:
        h.rename(conv.id, "Python 3.13: what's new")
    return int(conv.id)


FILLER = """Feature {n} works in **three** steps:

1. It reads the configuration [cite:k3f9a1-1].
2. It validates the input with `check()`.
3. It writes the result.

```python
def feature_{n}(value: int) -> int:
    return value * {n}
```
"""


def registry() -> CitationRegistry:
    return CitationRegistry(SOURCES)


def _hover_first_citation(window: object, answer: object) -> None:
    """Show the source card of citation [1], as when the pointer rests on it."""
    from PySide6.QtGui import QTextCursor

    body = answer.body  # type: ignore[attr-defined]
    block = body.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.charFormat().anchorHref().startswith("cite:"):
                cursor = QTextCursor(body.document())
                cursor.setPosition(fragment.position())
                rect = body.cursorRect(cursor)
                point = body.viewport().mapToGlobal(rect.center())
                cid = fragment.charFormat().anchorHref()[len("cite:"):]
                window.chat._cite_hovered_at(answer, cid, point)  # type: ignore[attr-defined]
                return
            it += 1
        block = block.next()


def take_screenshots(out_dir: Path) -> list[Path]:
    """Render the main window offscreen in light and dark; returns the PNG paths."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = Path(tempfile.mkdtemp(prefix="footnote-shots-"))
    os.environ["FOOTNOTE_HOME"] = str(home)
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from app.gui import app_services
    from app.settings import Settings
    from services.storage.history import History
    from ui.main_window import MainWindow
    from ui.theme import apply_scheme

    settings = Settings()
    settings.set("ui.welcome_done", True)
    settings.set("llm.provider", "deepseek")
    settings.set("llm.model", "deepseek-chat")
    history = History(home / "history.sqlite3")
    conv_id = populate(history)
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    window = MainWindow(app_services(settings), history=history)
    window.resize(1180, 900)
    window.show()
    window.open_conversation(conv_id)
    # Opening loads on a worker and builds the messages a few per event-loop turn.
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and not (
            window.session.loading == 0 and window.chat.widgets
            and getattr(window.chat, "pending", 0) == 0):
        app.processEvents()
        time.sleep(0.005)
    for scheme in ("light", "dark"):
        apply_scheme(app, scheme)  # type: ignore[arg-type]
        for _ in range(5):
            app.processEvents()
        answer = window.chat.widgets[-1]
        answer.trace_button.setChecked(False)
        window.chat.scroll_to_bottom()
        app.processEvents()
        _hover_first_citation(window, answer)
        app.processEvents()
        path = out_dir / f"main-{scheme}.png"
        window.grab().save(str(path))
        paths.append(path)
    window.shutdown()
    return paths


if __name__ == "__main__":
    if sys.argv[1:] == ["screenshots"]:
        for shot in take_screenshots(ROOT / "resources" / "screenshots"):
            print(shot)
    else:
        print(__doc__)
