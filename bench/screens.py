"""Screenshots of the real app on an X screen (Xvfb), driven like a user would.

    Xvfb :12 -screen 0 1440x900x24 &
    DISPLAY=:12 python bench/screens.py OUT_DIR [scene ...]

Each scene runs in its own process with a throwaway profile (FOOTNOTE_HOME),
the app's real services and windows, a local OpenAI-compatible model server
and a local SearXNG (the test suite's fake servers), so nothing reaches the
internet. The screen is grabbed whole (``QScreen.grabWindow(0)``, the same
pixels ``import -window root`` reads) and cropped where a scene says so.
Without scene names every scene runs; ``--list`` prints them.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
# The root, not bench/, first: bench/ui.py would hide the ui package.
sys.path[:] = [str(ROOT)] + [p for p in sys.path if Path(p or ".").resolve() != ROOT / "bench"]

SCREEN = (1440, 900)
Step = Iterator[float]
SCENES: dict[str, Callable[[Any], Step]] = {}


def scene(name: str) -> Callable[[Callable[[Any], Step]], Callable[[Any], Step]]:
    def register(fn: Callable[[Any], Step]) -> Callable[[Any], Step]:
        SCENES[name] = fn
        return fn

    return register


# The world a scene runs in ----------------------------------------------------
class World:
    """The app, its window and the local servers of one scene."""

    def __init__(self, out: Path, name: str) -> None:
        self.out = out
        self.name = name
        self.window: Any = None
        self.app: Any = None
        self.model: Any = None
        self.searx: Any = None
        self.pages: Any = None
        self.settings: Any = None
        self.services: Any = None

    # Servers.
    def start_servers(self, *, slow_pages_s: float = 0.0, search_fails: bool = False) -> None:
        from tests.servers import searxng
        from tests.servers.base import LocalServer, Response
        from tests.servers.openai_server import OpenAIServer
        from tests.servers.pages import article_html
        from tests.servers.search_api import FakeSearchApi, Hit

        self.pages = LocalServer().start()
        articles = {
            "/python-313": ("What's New In Python 3.13",
                            "Python 3.13 ships a new interactive interpreter, an experimental "
                            "free-threaded build and an experimental JIT compiler."),
            "/free-threading": ("Free-threaded CPython",
                                "The free-threaded build is still experimental in Python 3.13; "
                                "C extensions must declare support or the GIL comes back."),
        }
        for path, (title, sentence) in articles.items():
            page = article_html(title, sentence)

            def handler(_request: Any, page: str = page) -> Any:
                if slow_pages_s:
                    time.sleep(slow_pages_s)
                return Response(page)

            self.pages.route(path, handler)
        api = FakeSearchApi(default=[
            Hit("What's New In Python 3.13", self.pages.url("/python-313"),
                "A new REPL, free-threading and a JIT."),
            Hit("Free-threaded CPython", self.pages.url("/free-threading"),
                "Experimental free threading in 3.13."),
        ])
        if search_fails:
            api.fail = "500"
        self.searx = LocalServer().start()
        searxng.install(self.searx, api)
        self.model = OpenAIServer()
        self.model.models = ["qwen3:8b", "qwen3:14b", "llama3.1:8b", "mistral-small:24b",
                             "gemma3:12b", "deepseek-r1:14b"]

    # The app.
    def configure(self, **values: Any) -> None:
        from app.settings import Settings

        self.settings = Settings()
        base: dict[str, Any] = {"ui.welcome_done": True, "ui.theme": "light",
                                "ui.language": "en"}
        if self.model is not None:
            base.update({
                "llm.provider": "ollama", "llm.ollama.base_url": self.model.base_url,
                "llm.model": "qwen3:8b",
                "search.provider": "searxng", "search.fallback": "none",
                "search.searxng.api_host": self.searx.url(""),
                "fetch.allow_private_network": True, "cache.enabled": False,
            })
        base.update(values)
        self.settings.update(base)

    def open_app(self, size: tuple[int, int] = SCREEN, *, history: bool = True) -> Any:
        """The main window as ``app.gui.run_gui`` builds it, at ``size``."""
        from app.gui import app_services
        from ui.i18n import install_translator
        from ui.main_window import MainWindow
        from ui.theme import apply_theme

        self.services = app_services(self.settings)
        install_translator(self.app, self.settings)
        apply_theme(self.app, self.settings)
        self.window = MainWindow(self.services)
        self.window.setGeometry(0, 0, *size)
        self.window.show()
        if history:
            self.window.open_history()
        return self.window

    def seed_demo(self, *, claims: bool = False) -> int:
        """bench/ui_demo.py's conversation, stored in this profile's history."""
        from app import paths
        from bench.ui_demo import ANSWER, SOURCES, populate
        from services.citations.parser import parse
        from services.citations.registry import CitationRegistry
        from services.citations.support import check
        from services.storage.history import History

        history = History(paths.history_db())
        conv_id = populate(history)
        if claims:
            message = history.messages(conv_id)[-1]
            found = check(parse(ANSWER, CitationRegistry(SOURCES)), CitationRegistry(SOURCES))
            history.set_claims(message.id, [c.to_dict() for c in found])
        history.close()
        return conv_id

    # Shots.
    def shot(self, name: str, crop: tuple[int, int, int, int] | None = None) -> Path:
        screen = self.app.primaryScreen()
        pixmap = screen.grabWindow(0)
        if crop is not None:
            pixmap = pixmap.copy(*crop)
        path = self.out / f"{name}.png"
        pixmap.save(str(path))
        print(path, flush=True)
        return path

    def settled(self) -> bool:
        window = self.window
        return (window.feed.pending == 0 and window.session.loading == 0
                and window.chat.pending == 0)


def wait(world: World, condition: Callable[[], bool], timeout_s: float = 20.0) -> Step:
    """Yield until ``condition()`` holds (or the time is up)."""
    deadline = time.monotonic() + timeout_s
    while not condition() and time.monotonic() < deadline:
        yield 0.05


def _run_scene(name: str, out: Path) -> int:
    os.environ["FOOTNOTE_HOME"] = tempfile.mkdtemp(prefix=f"footnote-{name}-")
    os.environ.setdefault("QT_QPA_PLATFORM", "xcb")
    import keyring

    from tests.conftest import MemoryKeyring  # a throwaway profile: keys stay in memory

    keyring.set_keyring(MemoryKeyring())
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    # The X pointer stays where the last scene left it: park it in a corner.
    subprocess.call(["xdotool", "mousemove", str(SCREEN[0] - 1), "0"])
    app = QApplication(sys.argv[:1])
    app.setApplicationName("Footnote")
    app.setDesktopFileName("footnote")
    world = World(out, name)
    world.app = app
    steps = SCENES[name](world)
    failure: list[BaseException] = []

    def advance() -> None:
        try:
            delay = next(steps)
        except StopIteration:
            app.quit()
            return
        except BaseException as exc:  # reported after the loop
            failure.append(exc)
            app.quit()
            return
        QTimer.singleShot(int(delay * 1000), advance)

    QTimer.singleShot(0, advance)
    app.exec()
    if world.window is not None:
        world.window.shutdown()
    if failure:
        raise failure[0]
    return 0


# Scenes ---------------------------------------------------------------------
def _main(world: World, scheme: str, language: str, shot: str, *, claims: bool = False) -> Step:
    conv_id = world.seed_demo(claims=claims)
    world.configure(**{"ui.theme": scheme, "ui.language": language,
                       "llm.provider": "deepseek", "llm.model": "deepseek-chat"})
    window = world.open_app()
    yield from wait(world, lambda: window.feed.pending == 0)
    window.open_conversation(conv_id)
    yield from wait(world, world.settled)
    yield 0.5
    answer = window.chat.widgets[-1]
    window.chat.verticalScrollBar().setValue(0)  # the question and the answer's start
    yield 0.3
    from bench.ui_demo import _hover_first_citation

    _hover_first_citation(window, answer)
    yield 0.3
    world.shot(shot)


@scene("main-light")
def main_light(world: World) -> Step:
    yield from _main(world, "light", "en", "main-light")


@scene("main-dark")
def main_dark(world: World) -> Step:
    yield from _main(world, "dark", "en", "main-dark")


@scene("main-zh")
def main_zh(world: World) -> Step:
    yield from _main(world, "light", "zh_CN", "main-zh")


@scene("card-dark")
def card_dark(world: World) -> Step:
    """A checked answer's card in the dark theme: the passage with its matched words."""
    conv_id = world.seed_demo(claims=True)
    world.configure(**{"ui.theme": "dark", "llm.provider": "deepseek",
                       "llm.model": "deepseek-chat"})
    window = world.open_app()
    yield from wait(world, lambda: window.feed.pending == 0)
    window.open_conversation(conv_id)
    yield from wait(world, world.settled)
    yield 0.5
    window.chat.scroll_to_bottom()
    yield 0.3
    from bench.ui_demo import _hover_first_citation

    _hover_first_citation(window, window.chat.widgets[-1])
    yield 0.3
    card = window.chat.card
    top_left = card.mapTo(window, card.rect().topLeft())
    world.shot("card-dark", (max(0, top_left.x() - 40), max(0, top_left.y() - 60),
                             card.width() + 80, card.height() + 90))


def _sidebar_window(world: World) -> Iterator[float]:
    world.seed_demo()
    world.configure(**{"llm.provider": "deepseek", "llm.model": "deepseek-chat"})
    window = world.open_app()
    yield from wait(world, lambda: window.feed.pending == 0 and window.conversations.count())
    yield 0.3


def _row_point(world: World, row_of_id: int) -> Any:
    view = world.window.conversations.list
    index = view.model().index(view.model().row_of(row_of_id), 0)
    return view, view.visualRect(index)


def _hover(view: Any, point: Any) -> None:
    """Move the X pointer there (hover effects follow the real pointer)."""
    area = view.viewport() if hasattr(view, "viewport") else view
    spot = area.mapToGlobal(point)
    subprocess.call(["xdotool", "mousemove", str(spot.x()), str(spot.y())])


@scene("sidebar")
def sidebar(world: World) -> Step:
    """The conversation list with the pointer on a row (its actions show)."""
    yield from _sidebar_window(world)
    window = world.window
    ids = window.conversations.ids()
    window.open_conversation(ids[0])
    yield from wait(world, world.settled)
    view, rect = _row_point(world, ids[1])
    _hover(view, rect.center())
    yield 0.4
    width = window.conversations.width() + 2
    world.shot("sidebar-hover", (0, 0, width, 360))


@scene("delete")
def delete(world: World) -> Step:
    """Deleting a conversation from the list: the row goes, Undo is offered."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    yield from _sidebar_window(world)
    window = world.window
    ids = window.conversations.ids()
    window.open_conversation(ids[0])
    yield from wait(world, world.settled)
    view, rect = _row_point(world, ids[1])
    remove = view.itemDelegate().action_rects(rect)["delete"]
    _hover(view, remove.center())
    yield 0.4
    width = window.conversations.width() + 2
    world.shot("delete-hover", (0, 0, width, 360))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(remove.center()))
    _hover(view, QPoint(rect.center().x(), rect.bottom() + 200))
    yield 0.6
    world.shot("delete-undo")


@scene("rename")
def rename(world: World) -> Step:
    """Renaming a conversation in place: the row holds the whole title."""
    yield from _sidebar_window(world)
    window = world.window
    ids = window.conversations.ids()
    window.open_conversation(ids[0])
    yield from wait(world, world.settled)
    window.conversations.rename(ids[0])
    yield 0.5
    world.shot("rename")


def _settings(world: World, page: str, shot: str, scheme: str = "light") -> Step:
    from ui.settings import SettingsDialog

    world.configure(**{"ui.theme": scheme, "llm.provider": "deepseek",
                       "llm.model": "deepseek-chat"})
    window = world.open_app()
    yield 0.3
    dialog = SettingsDialog(world.services, window)
    dialog.show_page(page)
    dialog.show()
    dialog.move((SCREEN[0] - dialog.width()) // 2, (SCREEN[1] - dialog.height()) // 2)
    yield 0.6
    geometry = dialog.frameGeometry()
    world.shot(shot, (geometry.x(), geometry.y(), geometry.width(), geometry.height()))
    dialog.reject()


@scene("settings-models")
def settings_models(world: World) -> Step:
    yield from _settings(world, "models", "settings-models")


@scene("settings-search")
def settings_search(world: World) -> Step:
    yield from _settings(world, "search", "settings-search")


@scene("settings-fetch")
def settings_fetch(world: World) -> Step:
    yield from _settings(world, "fetch", "settings-fetch")


@scene("settings-blacklist")
def settings_blacklist(world: World) -> Step:
    yield from _settings(world, "blacklist", "settings-blacklist")


@scene("settings-budget")
def settings_budget(world: World) -> Step:
    yield from _settings(world, "budget", "settings-budget")


@scene("settings-appearance")
def settings_appearance(world: World) -> Step:
    yield from _settings(world, "appearance", "settings-appearance")


@scene("settings-dark")
def settings_dark(world: World) -> Step:
    yield from _settings(world, "models", "settings-dark", "dark")


def _welcome(world: World, language: str, prefix: str) -> Step:
    """The first run as a new user sees it (no model configured yet): its three steps."""
    world.configure(**{"ui.welcome_done": False, "ui.language": language})
    from ui.welcome import WelcomeDialog

    window = world.open_app()
    yield 0.3
    dialog = WelcomeDialog(world.services, window)
    dialog.show()
    dialog.move((SCREEN[0] - dialog.width()) // 2, (SCREEN[1] - dialog.height()) // 2)
    yield 1.5  # the local-server probe
    geometry = dialog.frameGeometry()
    crop = (geometry.x() - 30, geometry.y() - 30, geometry.width() + 60, geometry.height() + 60)
    world.shot(f"{prefix}-1", crop)
    dialog.next_button.click()
    yield 0.3
    world.shot(f"{prefix}-2", crop)
    dialog.next_button.click()
    dialog.question_step.examples.buttons[0].click()
    yield 0.3
    world.shot(f"{prefix}-3", crop)
    dialog.skip()


@scene("welcome")
def welcome(world: World) -> Step:
    yield from _welcome(world, "en", "welcome")


@scene("welcome-zh")
def welcome_zh(world: World) -> Step:
    yield from _welcome(world, "zh_CN", "welcome-zh")


@scene("empty")
def empty(world: World) -> Step:
    """A new chat, and the message box's model picker opened."""
    world.start_servers()
    world.configure()
    window = world.open_app()
    yield from wait(world, lambda: window.feed.pending == 0)
    window.new_conversation()
    yield 0.5
    world.shot("empty-chat")
    box = window.composer.model_box
    _hover(box, box.rect().center())  # the pointer comes near: the models are listed
    yield from wait(world, lambda: box.count() > 1, 10)
    box.showPopup()
    yield 0.8
    world.shot("model-picker")
    window.composer.model_box.hidePopup()


@scene("focus")
def focus(world: World) -> Step:
    """Keyboard focus on an answer's Copy button and on a citation."""
    from PySide6.QtCore import Qt

    conv_id = world.seed_demo()
    world.configure(**{"llm.provider": "deepseek", "llm.model": "deepseek-chat"})
    window = world.open_app()
    yield from wait(world, lambda: window.feed.pending == 0)
    window.open_conversation(conv_id)
    yield from wait(world, world.settled)
    yield 0.5
    window.chat.scroll_to_bottom()
    window.activateWindow()
    window.raise_()
    yield 0.3
    answer = window.chat.widgets[-1]
    answer.copy_button.setFocus(Qt.FocusReason.TabFocusReason)
    yield 0.4
    corner = answer.copy_button.mapTo(window, answer.copy_button.rect().topLeft())
    world.shot("focus-copy", (max(0, corner.x() - 30), max(0, corner.y() - 120),
                              answer.width() + 60, 200))
    window.composer.button.setFocus(Qt.FocusReason.TabFocusReason)
    yield 0.4
    corner = window.composer.mapTo(window, window.composer.rect().topLeft())
    world.shot("focus-send", (corner.x(), corner.y(), window.composer.width(),
                              window.composer.height()))
    body = answer.body
    body.setFocus(Qt.FocusReason.TabFocusReason)
    body.focusNextPrevChild(True)
    yield 0.4
    corner = body.mapTo(window, body.rect().topLeft())
    world.shot("focus-citation", (max(0, corner.x() - 20), max(0, corner.y() - 10),
                                  body.width() + 40, 300))


def _ask(world: World, question: str) -> None:
    window = world.window
    window.composer.input.setPlainText(question)
    window.composer._submit()


@scene("progress")
def progress(world: World) -> Step:
    """An answer at work: searching, then reading pages (they answer slowly)."""
    from tests.servers.openai_server import fetch, search, text

    world.start_servers(slow_pages_s=6.0)
    world.model.script(
        search("python 3.13 new features"),
        fetch(world.pages.url("/python-313"), world.pages.url("/free-threading")),
        text("Python 3.13 adds a new REPL and an experimental free-threaded build.",
             chunk=4, delay_s=0.02),
    )
    world.configure()
    window = world.open_app()
    yield from wait(world, lambda: window.feed.pending == 0)
    window.new_conversation()
    _ask(world, "What is new in Python 3.13?")
    yield 3.0
    world.shot("progress")
    yield from wait(world, lambda: not window.composer.busy, 30)
    yield 0.5
    world.shot("progress-done")


@scene("thinking")
def thinking(world: World) -> Step:
    """A reasoning model: its thinking while it streams, then the answer."""
    from tests.servers.openai_server import text

    world.start_servers()
    reasoning = ("The user asks whether free threading is ready. I should say it is "
                 "experimental in 3.13 and that C extensions must opt in. " * 6)
    world.model.script(text("No: in Python 3.13 the free-threaded build is **experimental**. "
                            "C extensions must declare support, otherwise the GIL is "
                            "re-enabled when they are imported.",
                            reasoning=reasoning, chunk=3, delay_s=0.03))
    world.configure(**{"agent.web_mode": "off"})
    window = world.open_app()
    yield from wait(world, lambda: window.feed.pending == 0)
    window.new_conversation()
    _ask(world, "Is Python's free-threaded build ready for production?")
    yield 2.5
    world.shot("thinking-live")
    yield from wait(world, lambda: not window.composer.busy, 30)
    yield 0.5
    world.shot("thinking-done")


@scene("error")
def error(world: World) -> Step:
    """The search provider fails: the answer and the banner say what happened."""
    from tests.servers.openai_server import search, text

    world.start_servers(search_fails=True)
    answer = text("I could not reach the web search, so I cannot cite sources.")
    world.model.script(search("python 3.13"), search("python 3.13 release"), answer, answer)
    world.configure(**{"agent.max_turns": 3})
    window = world.open_app()
    yield from wait(world, lambda: window.feed.pending == 0)
    window.new_conversation()
    _ask(world, "What is new in Python 3.13?")
    yield from wait(world, lambda: not window.composer.busy, 30)
    yield 1.0
    world.shot("error")


def main(argv: list[str]) -> int:
    if argv[:1] == ["--list"]:
        print("\n".join(SCENES))
        return 0
    if argv[:1] == ["--scene"]:
        return _run_scene(argv[1], Path(argv[2]))
    if not argv:
        print(__doc__)
        return 2
    out = Path(argv[0]).resolve()
    out.mkdir(parents=True, exist_ok=True)
    names = argv[1:] or list(SCENES)
    failed = 0
    for name in names:
        code = subprocess.call([sys.executable, __file__, "--scene", name, str(out)])
        if code:
            print(f"scene {name} failed ({code})", file=sys.stderr)
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
