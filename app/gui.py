"""The desktop app: ``python -m app`` with no arguments.

Start-up is kept light so the first window paints as fast as a bare Qt
window: before its first paint only Qt, the design tokens and the stored
theme are read, and the window shows its layout as plain shapes
(``ui.skeleton``). Right after, the settings, the log, the translations and
the theme are set up and the window's widgets are built; then the history
opens. The model SDK, tokenizer, Markdown and highlighting are imported on a
background thread after that (or by the first question, whichever comes
first); HTML extraction and the search libraries load when first used.

Benchmark hooks (used by ``bench/ui.py``, harmless otherwise):
``FOOTNOTE_BENCH_PAINT=1`` prints ``first-paint <unix time>`` when the window
first paints, ``ready <unix time>`` when its widgets first paint,
``modules <json>`` (what was imported before the first paint), ``rss-kb <n>``
after a short idle, ``rss-kb-warm <n>`` once the background imports are done,
and quits.
"""

from __future__ import annotations

import importlib
import json
import os
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

if TYPE_CHECKING:
    from app.profile import ReadOnly
    from app.secrets import Secrets
    from app.settings import Settings
    from ui.app_services import AppServices

# Imported off the GUI thread once the window is up, so the first question does
# not pay for them: the model SDK, tokenizer, Markdown and highlighting. HTML
# extraction (lxml, readability, markdownify) never loads in this process: it
# runs in the extraction worker processes. None of them may touch Qt: PySide
# creates its types on import and that is not safe beside the GUI thread.
WARM_MODULES = (
    "services.storage", "openai", "tiktoken", "services.tokens", "markdown_it",
    "pygments.lexers", "pygments.formatters",
)
# The first question's Qt modules: imported on the GUI thread after the first
# paint, one per event-loop turn, so neither start-up nor Send waits for them.
GUI_MODULES = ("workers.chat_worker", "ui.chat.answer", "ui.chat.progress_text", "ui.chat.trace",
               "ui.chat.activity", "ui.chat.live", "ui.errors", "ui.endings")
# A first answer's worth of Markdown: builds the renderer and loads a lexer.
_WARM_MARKDOWN = "# Warm\n\n- a *b* `c`\n\n| a |\n|---|\n| 1 |\n\n```python\nx = 1\n```\n"
BENCH_IDLE_MS = 1500
# At exit, how long a Check, model list or first-run probe still running may
# take to end (each has its own network timeout) before Python shuts down.
TASK_EXIT_WAIT_MS = 3000
# The running warm-up thread, joined at exit so no import runs during shutdown.
_WARM_THREAD: list[threading.Thread] = []


def _lazy(module: str, name: str) -> Callable[..., Any]:
    """``module.name``, imported on first call: the wiring pulls in the model SDK
    and the search stack, which the first paint must not wait for."""

    def call(*args: Any, **kwargs: Any) -> Any:
        return getattr(importlib.import_module(module), name)(*args, **kwargs)

    return call


def app_services(
    settings: Settings, secrets: Secrets | None = None, *,
    history_db: Callable[[], Path] | None = None,
) -> AppServices:
    """What the UI gets from the app: the one place the two floors meet.

    ``history_db`` replaces the profile's history (a session-only one when the
    profile cannot be written)."""
    from app import paths
    from app.secrets import Secrets
    from app.settings_schema import get
    from app.wiring.pool import SharedPool
    from services.search.registry import PROVIDERS
    from ui.app_services import AppServices

    return AppServices(
        settings=settings,
        secrets=secrets if secrets is not None else Secrets(settings),
        setting=get,
        search_providers=tuple(PROVIDERS.values()),
        history_db=history_db or paths.history_db,
        cache_db=paths.cache_db,
        build_agent=_lazy("app.wiring.agent", "build_agent"),
        remember_in=_lazy("app.wiring.agent", "remember_in"),
        http_client=_lazy("app.wiring.search", "build_http_client"),
        search_service=_lazy("app.wiring.search", "build_search_service"),
        subscription_store=_lazy("app.wiring.blacklist", "subscription_store"),
        extraction_pool=SharedPool(settings),
    )


def _warm_data() -> None:
    """Build the Markdown renderer with a syntax highlighter, which the first
    answer would otherwise build on the GUI thread.

    The tokenizer's encoding (about 40 MB) is not loaded here: the first answer's
    worker thread loads it when it starts (``workers.chat_worker``), so an app
    that is only open stays light."""
    from ui.chat.markdown import to_html

    to_html(_WARM_MARKDOWN)


def warm_up(
    modules: tuple[str, ...] = WARM_MODULES, *, freeze: bool = False
) -> threading.Thread:
    """Import ``modules`` and load the tokenizer and Markdown renderer on a daemon
    thread; failures are left to the real use, which reports them.

    With ``freeze``, the objects alive afterwards (modules, the window) are moved
    out of the garbage collector's reach (``gc.freeze``), so later full
    collections do not walk them and stall the window while an answer streams.
    """

    def run() -> None:
        import gc
        import importlib

        for name in modules:
            try:
                importlib.import_module(name)
            except Exception:  # the real import reports the problem when it matters
                continue
        try:
            _warm_data()
        except Exception:  # same: the first real use reports it
            pass
        if freeze:
            gc.freeze()

    thread = threading.Thread(target=run, name="footnote-warm-up", daemon=True)
    thread.start()
    _WARM_THREAD[:] = [thread]
    return thread


def import_gradually(modules: tuple[str, ...] = GUI_MODULES) -> None:
    """Import ``modules`` on the GUI thread, one per event-loop turn."""
    if not modules:
        return

    def step() -> None:
        import importlib

        try:
            importlib.import_module(modules[0])
        finally:
            import_gradually(modules[1:])

    QTimer.singleShot(0, step)


def wait_for_tasks(msecs: int = TASK_EXIT_WAIT_MS) -> bool:
    """Let background UI tasks end before the interpreter exits (bounded);
    returns False if some were still running."""
    tasks = sys.modules.get("workers.task")  # not loaded: none ever ran
    return tasks is None or bool(tasks.wait_all(msecs))


def rss_kb() -> int:
    """Resident memory of this process in KiB (Linux /proc; 0 elsewhere)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


class _FirstPaint(QObject):
    """Calls ``callback`` once, on the event-loop turn after the first paint of ``widget``."""

    def __init__(self, widget: QWidget, callback: Any) -> None:
        super().__init__(widget)
        self._callback = callback
        self._done = False
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self._done and event.type() == QEvent.Type.Paint:
            self._done = True
            QTimer.singleShot(0, self._callback)
        return False


def _show_settings_warnings(parent: QWidget, settings: Settings) -> None:
    if not settings.warnings:
        return
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QApplication.translate("Startup", "Settings were reset"))
    box.setText(QApplication.translate(
        "Startup", "Some settings could not be loaded. Footnote is using the defaults for them."
    ))
    box.setInformativeText("\n\n".join(settings.warnings))
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.open()


def _bench_memory(app: QApplication, window: Any) -> None:
    """Print idle RSS before and after the background warm-up, then quit."""

    def report_warm() -> None:
        try:
            print(f"rss-kb-warm {rss_kb()}", flush=True)
        finally:
            window.close()
            app.quit()

    try:
        print(f"rss-kb {rss_kb()}", flush=True)
        warm_up().join()
    except OSError:  # stdout closed by the reader: nothing left to report
        window.close()
        app.quit()
        return
    QTimer.singleShot(BENCH_IDLE_MS, report_warm)


def stored_profile() -> tuple[str, str]:
    """``(problem, theme)`` before any window exists, from one look at the
    settings file: why the profile cannot be used at all (its folder is a
    file, the settings are a pipe or a folder; "" when it can: a read-only
    profile can, and the window says so once it is up), and ``ui.theme`` as
    stored, read without the settings schema ("system" when unreadable:
    ``Settings`` reports a bad file later)."""
    from app import paths
    from services.files import FileProblem, read_text

    try:
        text = read_text(paths.settings_file())
    except FileProblem as exc:
        return str(exc), "system"
    except (OSError, ValueError):
        return "", "system"
    try:
        value = json.loads(text or "{}").get("ui.theme")
    except (ValueError, AttributeError):
        return "", "system"
    return "", str(value) if value in ("light", "dark") else "system"


def set_up(app: QApplication, window: Any) -> tuple[Settings, ReadOnly]:
    """Everything the first paint did not need: the log, the key redaction, the
    settings (on defaults, for the session only, in a profile that cannot be
    written), translations and theme, then the window's widgets."""
    from app import logs, secrets
    from app.profile import read_only_parts, session_history_db
    from app.settings import Settings

    logs.setup()
    secrets.remember_environment()
    read_only = read_only_parts()
    settings = Settings(session_only=bool(read_only.settings))
    services = app_services(
        settings, history_db=session_history_db if read_only.history else None)
    from ui.i18n import install_translator
    from ui.theme import apply_theme

    install_translator(app, settings)
    apply_theme(app, settings)
    window.build(services)
    return settings, read_only


def _project_modules() -> list[str]:
    return sorted(m for m in sys.modules if m.split(".")[0] in ("app", "services", "ui",
                                                                 "workers"))


def run_gui(argv: list[str] | None = None) -> int:
    """Open the main window; returns the application's exit code."""
    bench = os.environ.get("FOOTNOTE_BENCH_PAINT") == "1"
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("Footnote")
    app.setOrganizationName("Footnote")
    # No application display name: Qt would append it to every window title
    # ("Footnote — X — Footnote"). The desktop entry gives the task bar icon.
    app.setDesktopFileName("footnote")

    problem, theme = stored_profile()
    if problem:
        from PySide6.QtWidgets import QMessageBox

        print(f"error: {problem}", file=sys.stderr)
        QMessageBox.critical(None, "Footnote", problem)
        return 1
    from ui.main_window import MainWindow
    from ui.skeleton import scheme_for

    window = MainWindow(None, scheme=scheme_for(theme, app))

    def after_paint() -> None:
        if bench:
            print(f"first-paint {painted:.6f}", flush=True)
            print(f"modules {json.dumps(modules)}", flush=True)
        from services.errors import FootnoteError
        from services.files import FileProblem

        try:
            settings, read_only = set_up(app, window)
            if bench:
                _FirstPaint(window.splitter,
                            lambda: print(f"ready {time.time():.6f}", flush=True))
            window.open_history()
        except (FootnoteError, FileProblem) as exc:  # the profile or history is in the way
            from PySide6.QtWidgets import QMessageBox

            from ui.errors import error_text

            # What happened and what to do, in the window's words and language.
            text = error_text(exc) if isinstance(exc, FootnoteError) else str(exc)
            print(f"error: {exc}", file=sys.stderr)
            QMessageBox.critical(window, "Footnote", text)
            window.close()
            # From the next turn, not from inside this paint: leaving the loop
            # mid-paint left Qt's zero-timers stalled in the process.
            QTimer.singleShot(0, lambda: app.exit(1))
            return
        import_gradually()
        if bench:
            QTimer.singleShot(BENCH_IDLE_MS, lambda: _bench_memory(app, window))
            return
        warm_up(freeze=True)
        _show_settings_warnings(window, settings)
        if read_only:
            window.banner.show_message(read_only_text(read_only), level="warning")
        window.start_first_run()

    modules: list[str] = []
    painted = 0.0

    def first_paint() -> None:
        nonlocal painted
        painted = time.time()  # the paint is done (as bench/ui.py times a bare window)
        modules.extend(_project_modules())  # what the first paint needed
        after_paint()

    # The skeleton covers the window: its paint is the window's first.
    _FirstPaint(window.centralWidget() or window, first_paint)
    window.show()
    # Set up once the event loop runs: nothing before the first paint needs it.
    stop_signals: list[Callable[[], None]] = []
    QTimer.singleShot(0, lambda: stop_signals.append(_quit_on_signals(app, window)))
    code = app.exec()
    for stop in stop_signals:
        stop()
    _tear_down(app, window)
    from app.profile import end_session

    end_session()
    return int(code)


def read_only_text(read_only: ReadOnly) -> str:
    """The window's one message for a profile it cannot write (see ``app.profile``)."""
    folder = str(read_only.settings or read_only.history)
    if read_only.settings and read_only.history:
        text = QApplication.translate(
            "Startup", "Footnote cannot write to %1: settings cannot be saved and conversations "
            "are not kept after you quit. Make the folder writable to keep them.")
    elif read_only.settings:
        text = QApplication.translate(
            "Startup", "Footnote cannot write to %1: settings cannot be saved; changes last "
            "until you quit. Make the folder writable to keep them.")
    else:
        text = QApplication.translate(
            "Startup", "Footnote cannot write to %1: conversations are not kept after you "
            "quit. Make the folder writable to keep them.")
    return text.replace("%1", folder)


def _tear_down(app: QApplication, window: Any) -> None:
    """Leave nothing for the interpreter's exit to destroy, in this order.

    1. Running work stops: the answer is cancelled (and saved), the extraction
       workers are killed and the threads waited for.
    2. Background UI tasks end (bounded by their own short timeouts), and the
       warm-up thread finishes its imports: no Python thread runs while the
       interpreter shuts down.
    3. The window and every other top-level widget are deleted here, while the
       application object still exists. Left alive (the settings' listeners
       hold the window), PySide deleted them from its exit hook after their
       Python wrappers were half gone, which crashed nearly every quit.
    """
    window.shutdown()
    wait_for_tasks()
    warm = _WARM_THREAD[0] if _WARM_THREAD else None
    if warm is not None:
        warm.join(TASK_EXIT_WAIT_MS / 1000)
    for widget in app.topLevelWidgets():
        widget.hide()
        widget.deleteLater()
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    app.processEvents()


def _quit_on_signals(app: QApplication, window: Any) -> Any:
    """SIGTERM and SIGINT close the window as Quit does (saving the conversation).

    Python runs signal handlers only between bytecodes, and the Qt event loop
    runs in C: the C-level handler writes the signal to a socket that a
    ``QSocketNotifier`` watches, which wakes the loop to run the handler.
    Returns a function that restores the previous handlers.
    """
    import signal
    import socket

    from PySide6.QtCore import QSocketNotifier

    reader, writer = socket.socketpair()
    reader.setblocking(False)
    writer.setblocking(False)
    try:
        previous_fd = signal.set_wakeup_fd(writer.fileno())
    except ValueError:  # not the main thread (tests): nothing to install
        reader.close()
        writer.close()
        return lambda: None
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, app)

    def drain() -> None:
        try:
            while reader.recv(64):
                pass
        except OSError:
            pass

    notifier.activated.connect(drain)

    def handle(_signum: int, _frame: Any) -> None:
        QTimer.singleShot(0, window.close)

    names = ("SIGTERM", "SIGINT", "SIGHUP")
    previous = {name: signal.signal(getattr(signal, name), handle)
                for name in names if hasattr(signal, name)}

    def restore() -> None:
        for name, handler in previous.items():
            signal.signal(getattr(signal, name), handler)
        signal.set_wakeup_fd(previous_fd)
        notifier.setEnabled(False)
        reader.close()
        writer.close()

    return restore
