"""The real window at work, for screenshots: live progress, thinking, failures, a toast.

    python bench/ui_scenes.py OUT_DIR [SCENE ...] [--suffix -after] [--lang zh_CN]

Scenes: progress, thinking, search_down, length, key, limit (Settings at the
output limit), toast, citations (an answer whose pills show the support check:
supported, "check this" and not supported, with the card of each of the two).
Each drives the
real ``MainWindow`` with the real agent, search and fetch services against
local servers: a scripted OpenAI-compatible model, a SearXNG instance and a web
site whose pages stand in for public ones (the sample sites' names are mapped
to the local server, as a hosts file would). Run it on a screen (Xvfb) or
offscreen; each moment is saved as ``OUT_DIR/<scene>-<moment><suffix>.png``.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
# bench/ui.py would shadow the ui package: the project root comes first.
sys.path[:] = [str(ROOT)] + [p for p in sys.path if Path(p or ".").resolve() != ROOT / "bench"]

from tests.servers.base import LocalServer, Request, Response  # noqa: E402
from tests.servers.openai_server import (  # noqa: E402
    OpenAIServer,
    Reply,
    cite_ids,
    tool_outputs,
)
from tests.servers.pages import article_html  # noqa: E402
from tests.servers.search_api import FakeSearchApi, Hit  # noqa: E402

SITES = {
    "en.wikipedia.org": ("/wiki/Eiffel_Tower", "Eiffel Tower - Wikipedia"),
    "www.toureiffel.paris": ("/en/the-monument/key-figures", "Key figures | Eiffel Tower"),
    "www.britannica.com": ("/topic/Eiffel-Tower-Paris-France", "Eiffel Tower | Britannica"),
    "www.bbc.com": ("/news/world-europe-60795099", "Eiffel Tower grows six metres"),
}
FACT = ("The Eiffel Tower is 330 metres tall since a new antenna was added in 2022; it was "
        "312 metres when it opened in 1889.")
PAGE_PATHS = {path for path, _title in SITES.values()}
QUESTIONS = {
    "progress": "How tall is the Eiffel Tower today?",
    "thinking": "Is the Eiffel Tower taller in summer?",
    "search_down": "Who won the 2026 Tour de France?",
    "length": "Summarise the history of the Eiffel Tower in detail.",
    "key": "What is the population of Paris?",
    "limit": "",
    "toast": "",
    "citations": "How tall is the Eiffel Tower, and what is its antenna for?",
}
REASONING = ("The user asks whether the tower grows in summer. Iron expands with heat: "
             "the coefficient is about 12 micrometres per metre per degree. Over 300 m and a "
             "30 degree swing that is roughly 10 to 15 cm. I should check a source that states "
             "the figure before answering, then cite it.")


class Site:
    """The local web: sample pages (slow enough to watch) and a SearXNG endpoint."""

    def __init__(self, page_delay_s: float) -> None:
        self.server = LocalServer()
        self.page_delay_s = page_delay_s
        self.server.route_prefix("/", self._page)
        self.search = FakeSearchApi()
        from tests.servers import searxng

        searxng.install(self.server, self.search)
        self.server.start()
        port = self.server.port
        self.urls = [f"http://{host}:{port}{path}" for host, (path, _t) in SITES.items()]
        self.search.default = [
            Hit(title, url, FACT[:120]) for url, (_p, title) in zip(
                self.urls, SITES.values(), strict=True)
        ]

    def _page(self, request: Request) -> Response:
        host = request.headers.get("host", "").split(":")[0]
        title = SITES.get(host, ("", "A page"))[1]
        time.sleep(self.page_delay_s)
        return Response(article_html(title, FACT))


def _resolve_sites_locally() -> None:
    """The sample sites' names resolve to this machine (a hosts file, in effect)."""
    from services.net import safety

    # UrlPolicy looks the default resolver up when it is made, after this.
    safety.system_resolver = lambda host: ["127.0.0.1"]


def _question(body: dict[str, Any]) -> str:
    users = [m for m in body.get("messages", []) if m.get("role") == "user"]
    return str(users[0].get("content") or "") if users else ""


def model_reply(site: Site) -> Callable[[dict[str, Any]], Reply]:
    """The scripted model: what it answers depends on the scene's question."""

    def reply(body: dict[str, Any]) -> Reply:
        question = _question(body)
        done = len(tool_outputs(body))
        ids = [cid for cid in cite_ids(body) if any(cid in out for out in tool_outputs(body))]
        if question == QUESTIONS["progress"]:
            if done == 0:
                return Reply(tool_calls=[("web_search", {"query": "Eiffel Tower height"})])
            if done == 1:
                return Reply(tool_calls=[("web_search", {"query": "Eiffel Tower antenna 2022"})])
            if done == 2:
                return Reply(tool_calls=[("web_fetch", {"urls": site.urls})])
            return Reply(text=_answer(ids), chunk=4, delay_s=0.01)
        if question == QUESTIONS["thinking"]:
            if done == 0:
                return Reply(reasoning=REASONING, chunk=3, delay_s=0.05,
                             tool_calls=[("web_search", {"query": "Eiffel Tower summer height"})])
            return Reply(reasoning="The source confirms about 15 cm.", chunk=4, delay_s=0.02,
                         text="Yes: in summer heat the iron expands and the tower grows by "
                              f"up to about 15 cm [cite:{ids[0]}].")
        if question == QUESTIONS["search_down"]:
            if body.get("tool_choice") == "none":
                return Reply(text="")
            query = f"Tour de France 2026 winner {done}"
            return Reply(tool_calls=[("web_search", {"query": query})])
        if question == QUESTIONS["length"]:
            if done == 0:
                return Reply(tool_calls=[("web_search", {"query": "Eiffel Tower history"})])
            return Reply(text=_answer(ids) + "\n\nConstruction began in January 1887 and the",
                         finish_reason="length", chunk=8)
        if question == QUESTIONS["citations"]:
            if done == 0:
                return Reply(tool_calls=[("web_fetch", {"urls": site.urls[:1]})])
            return Reply(text=_checked_answer(ids[0]), chunk=8)
        if question == QUESTIONS["key"]:
            return Reply(status=401, error={"message": "Incorrect API key provided: sk-demo***.",
                                            "type": "invalid_request_error",
                                            "code": "invalid_api_key"})
        return Reply(text="Hello.")

    return reply


def _answer(ids: list[str]) -> str:
    a, b = (ids + ids)[:2] if ids else ("", "")
    return (f"The Eiffel Tower is **330 metres** tall [cite:{a}]. It measured 312 m at its "
            f"opening in 1889; antennas added since raised it, the last one in 2022 "
            f"[cite:{b}].")


def _checked_answer(cid: str) -> str:
    """One sentence the page states, one it half states, one it contradicts."""
    return (f"The Eiffel Tower is 330 metres tall [cite:{cid}]. Since 2022 a new antenna on "
            f"the tower carries digital radio [cite:{cid}]. It was 324 metres tall when it "
            f"opened in 1889 [cite:{cid}].")


def _hover_pill(app: Any, window: Any, label: str) -> None:
    """Rest the pointer on the answer's citation pill reading ``label`` ("2?")."""
    from PySide6.QtTest import QTest

    from tests.ui.helpers import anchor_point, anchors

    body = window.chat.widgets[-1].body
    href = next(h for h, text, _p in anchors(body) if "#" in h and text.strip() == label)
    window.chat.card.hide()
    QTest.mouseMove(body.viewport(), anchor_point(body, href))
    _wait(app, window.chat.card.isVisible)


class _Forever(list):  # type: ignore[type-arg]
    """A script queue that always holds the same callable."""

    def __init__(self, entry: Any) -> None:
        super().__init__([entry])
        self.entry = entry

    def pop(self, index: Any = -1) -> Any:
        return self.entry


def _wait(app: Any, until: Callable[[], bool], timeout_s: float = 30.0) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        _settle(app, 0.0)
        if until():
            return
        time.sleep(0.01)
    raise TimeoutError("the scene did not reach the expected moment")


def _settle(app: Any, seconds: float = 0.3) -> None:
    from PySide6.QtCore import QEvent

    end = time.monotonic() + seconds
    while True:
        app.processEvents()
        # Outside app.exec() widgets given to deleteLater() are only deleted when asked.
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        if time.monotonic() >= end:
            return
        time.sleep(0.01)


def run(out_dir: Path, scenes: list[str], suffix: str, language: str) -> list[Path]:
    home = Path(tempfile.mkdtemp(prefix="footnote-scenes-"))
    os.environ["FOOTNOTE_HOME"] = str(home)
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Footnote")
    _resolve_sites_locally()
    site = Site(page_delay_s=1.2)
    model = OpenAIServer()
    model.models = ["demo-model"]
    model.queue = _Forever(model_reply(site))
    from app.gui import app_services
    from app.settings import Settings
    from services.storage.history import History
    from ui.i18n import install_translator
    from ui.main_window import MainWindow
    from ui.theme import apply_theme

    settings = Settings()
    for name, value in {
        "ui.welcome_done": True, "ui.theme": "light", "ui.language": language,
        "llm.provider": "custom", "llm.custom.base_url": model.base_url,
        "llm.model": "demo-model", "search.provider": "searxng",
        "search.searxng.api_host": site.server.url(""), "search.fallback": "none",
        "fetch.allow_private_network": True, "fetch.fallback": "none", "cache.enabled": False,
    }.items():
        settings.set(name, value)
    install_translator(app, settings)
    apply_theme(app, settings)
    history = History(home / "history.sqlite3")
    window = MainWindow(app_services(settings), history=history)
    window.resize(1280, 820)
    window.show()
    _settle(app, 0.5)
    out_dir.mkdir(parents=True, exist_ok=True)
    shots: list[Path] = []

    def shot(name: str) -> None:
        _settle(app, 0.15)
        path = out_dir / f"{name}{suffix}.png"
        window.grab().save(str(path))
        shots.append(path)

    chats: dict[str, int] = {}

    def ask(scene: str) -> None:
        window.new_conversation()
        _settle(app, 0.2)
        window.session.send(QUESTIONS[scene])
        chats[scene] = window.session.conversation_id

    def idle() -> bool:
        return not window.session.busy

    for scene in scenes:
        if scene == "progress":
            ask(scene)
            _wait(app, lambda: any(r.path in PAGE_PATHS for r in site.server.requests))
            _settle(app, 0.7)
            shot("progress-working")
            _wait(app, idle)
            shot("progress-done")
        elif scene == "thinking":
            ask(scene)
            _wait(app, lambda: len(window.chat.widgets[-1].entry.reasoning) > 120)
            _settle(app, 1.0)
            shot("thinking-live")
            _wait(app, idle)
            shot("thinking-done")
        elif scene == "search_down":
            settings.set("search.searxng.api_host", "http://127.0.0.1:9")
            ask(scene)
            _wait(app, idle, 60)
            shot("error-search-down")
            settings.set("search.searxng.api_host", site.server.url(""))
        elif scene in ("length", "key"):
            ask(scene)
            _wait(app, idle)
            shot(f"error-{scene}")
        elif scene == "limit":  # where "Raise the limit" leads
            from ui.settings.dialog import SettingsDialog

            dialog = SettingsDialog(window.services, window)
            dialog.resize(900, 700)
            dialog.show()
            dialog.show_setting("llm.max_output_tokens")
            _settle(app, 0.4)
            path = out_dir / f"error-raise-limit{suffix}.png"
            dialog.grab().save(str(path))
            shots.append(path)
            dialog.close()
        elif scene == "citations":
            ask(scene)
            _wait(app, idle)
            _settle(app, 0.5)
            shot("citations-pills")
            _hover_pill(app, window, "1?")
            shot("citations-card-check")
            _hover_pill(app, window, "1✗")
            shot("citations-card-unsupported")
        elif scene == "toast":
            if "progress" in chats:  # another chat: its banner stays with its own
                window.open_conversation(chats["progress"])
                _wait(app, lambda: window.session.loading == 0 and window.chat.pending == 0)
            window.export_to(home / "export.md")
            _settle(app, 0.3)
            shot("toast-export")
    window.shutdown()
    model.stop()
    return shots


def main(argv: list[str]) -> int:
    if not argv or argv[0].startswith("-"):
        print(__doc__)
        return 2
    suffix, language, names = "", "en", []
    args = iter(argv[1:])
    for arg in args:
        if arg == "--suffix":
            suffix = next(args)
        elif arg == "--lang":
            language = next(args)
        else:
            names.append(arg)
    scenes = names or [s for s in QUESTIONS]
    for path in run(Path(argv[0]), scenes, suffix, language):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
