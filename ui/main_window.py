"""The main window: conversation list on the left, the chat on the right.

Title: "Footnote — <conversation title>". Settings, the first-run welcome,
themes and translations come from ``ui.settings``, ``ui.welcome``,
``ui.theme`` and ``ui.i18n``.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

# Only what the first paint needs is imported here: PySide creates each Qt class
# (and the large Qt namespace) when first touched, so the others are imported
# where used, after the window is on screen.
from PySide6 import QtCore, QtGui, QtWidgets
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QMainWindow, QWidget

if TYPE_CHECKING:  # the window's widgets load in build(), after the first paint
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QAction, QCloseEvent

    from services.errors import FootnoteError
    from ui.app_services import AppServices
    from ui.chat.view import Opener
    from ui.notice import Action, Notice

log = logging.getLogger(__name__)

APP_TITLE = "Footnote"
# Below this the sidebar and a readable column no longer fit side by side.
MIN_WIDTH, MIN_HEIGHT = 720, 480


class MainWindow(QMainWindow):
    """Build with the app's ``AppServices``; ``history`` and ``agent_factory``
    default to the real ones (tests inject theirs).

    At start the app passes no services: the window then draws its layout as
    plain shapes in the ``scheme``'s colours (``ui.skeleton``) for its first
    paint, and ``build(services)`` puts the widgets in right after.
    """

    def __init__(
        self, services: AppServices | None, *, history: Any = None,
        agent_factory: Any = None, opener: Opener | None = None, scheme: str = "light",
    ) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        # Without an injected History the app opens its own after the first
        # paint (``open_history``): SQLite and the storage code are not needed
        # to draw the window.
        self._history = history
        self._closed_by_delete: int | None = None
        """The conversation closed because it is being deleted (Undo reopens it)."""
        self._agent_factory = agent_factory
        self._opener = opener
        self.built = False
        self.resize(1120, 760)
        self.setMinimumSize(MIN_WIDTH, MIN_HEIGHT)
        if services is None:
            from ui.skeleton import build

            self.setCentralWidget(build(self, scheme))
        else:
            self.build(services)

    def build(self, services: AppServices) -> None:
        """The widgets, wired to ``services`` (at start: once the window is on screen)."""
        from ui.banner import Banner
        from ui.chat.composer import Composer
        from ui.chat.view import ChatView
        from ui.conversation_feed import ConversationFeed
        from ui.conversations import ConversationList
        from ui.icons import app_icon
        from ui.model_catalog import ModelCatalog
        from ui.session import ChatSession
        from ui.toast import Toast

        history, agent_factory, opener = self._history, self._agent_factory, self._opener
        self.services = services
        self.settings = settings = services.settings
        self.secrets = services.secrets
        self.setWindowIcon(app_icon())

        self.banner = Banner(self)
        self.banner.triggered = self.run_action
        self.conversations = ConversationList(self)
        self.chat = ChatView(self, opener=opener)
        self.toast = Toast(self.chat)
        self.composer = Composer(self)
        right = QWidget(self)
        right.setObjectName("chatPanel")
        column = QtWidgets.QVBoxLayout(right)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.banner)
        column.addWidget(self.chat, 1)
        column.addWidget(self.composer)
        self.splitter = QtWidgets.QSplitter(QtCore.Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(self.conversations)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([260, 860])
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setHandleWidth(1)
        self.setCentralWidget(self.splitter)
        self._fit_sidebar()
        self._set_tab_order()

        self.session = ChatSession(view=self.chat, composer=self.composer, banner=self.banner,
                                   history=lambda: self.history, services=services,
                                   agent_factory=agent_factory, parent=self)
        self.feed = ConversationFeed(
            self.conversations, self._open_history_or_none, lambda: self.session.conversation_id
        )
        self.feed.failed.connect(self._feed_failed)
        self.catalog = ModelCatalog(services, self)
        self._build_actions()
        self._connect()
        self._apply_scheme()
        self.composer.set_web_mode(str(settings["agent.web_mode"]))
        self.refresh_models()
        if history is not None:
            self.reload_conversations()
        self.update_title()
        self.composer.input.setFocus()
        self.built = True

    @property
    def history(self) -> Any:
        """The chat history (opened on first use when not injected)."""
        if self._history is None:
            self._history = _default_history(self.services)
        return self._history

    def _open_history_or_none(self) -> Any:
        """The history once opened; None before (the sidebar waits for it)."""
        return self._history

    def open_history(self) -> None:
        """Open the history and list the conversations (after the first paint).

        Raises the storage's ``FootnoteError`` when the history cannot be opened.
        """
        if self._history is None:
            self._history = _default_history(self.services, self)
            self.reload_conversations()
            self.update_title()

    # Set-up ------------------------------------------------------------
    def _build_actions(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.help_menu = bar.addMenu("")
        self.new_action = QtGui.QAction(self)
        self.new_action.triggered.connect(self.new_conversation)
        self.search_action = QtGui.QAction(self)
        self.search_action.triggered.connect(self.focus_search)
        self.focus_action = QtGui.QAction(self)
        self.focus_action.triggered.connect(self.focus_composer)
        self.stop_action = QtGui.QAction(self)
        self.stop_action.triggered.connect(self.session.stop)
        self.export_action = QtGui.QAction(self)
        self.export_action.triggered.connect(self.export_conversation)
        self.settings_action = QtGui.QAction(self)
        self.settings_action.setMenuRole(QtGui.QAction.MenuRole.PreferencesRole)
        self.settings_action.triggered.connect(lambda: self.open_settings())
        self.quit_action = QtGui.QAction(self)
        self.quit_action.setMenuRole(QtGui.QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)
        self.shortcuts_action = QtGui.QAction(self)
        self.shortcuts_action.triggered.connect(self.show_shortcuts)
        self.about_action = QtGui.QAction(self)
        self.about_action.setMenuRole(QtGui.QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)
        from ui.shortcuts import SHORTCUTS

        for shortcut in SHORTCUTS:
            action: QAction = getattr(self, shortcut.name)
            action.setShortcut(QtGui.QKeySequence(shortcut.keys))
            # Window-wide, also while the focus is in the composer or the list.
            action.setShortcutContext(QtCore.Qt.ShortcutContext.WindowShortcut)
            self.addAction(action)
        for action in (self.new_action, self.search_action, self.export_action):
            self.file_menu.addAction(action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.settings_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)
        self.help_menu.addAction(self.shortcuts_action)
        self.help_menu.addAction(self.about_action)
        self.retranslate()

    def retranslate(self) -> None:
        """Menu texts; called again when the language changes."""
        self.file_menu.setTitle(self.tr("&File"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.new_action.setText(self.tr("&New chat"))
        self.search_action.setText(self.tr("&Search conversations"))
        self.focus_action.setText(self.tr("Focus the message box"))
        self.stop_action.setText(self.tr("Stop the answer"))
        self.export_action.setText(self.tr("&Export conversation…"))
        self.settings_action.setText(self.tr("&Settings…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.shortcuts_action.setText(self.tr("&Keyboard shortcuts"))
        self.about_action.setText(self.tr("&About Footnote"))
        self.conversations.list.setAccessibleName(self.tr("Conversations"))
        self.conversations.search.setAccessibleName(self.tr("Search conversations"))
        self.conversations.new_button.setAccessibleName(self.tr("New chat"))
        self.conversations.settings_button.setAccessibleName(self.tr("Settings"))
        self.chat.setAccessibleName(self.tr("Conversation"))

    def focus_search(self) -> None:
        self.conversations.search.setFocus(QtCore.Qt.FocusReason.ShortcutFocusReason)
        self.conversations.search.selectAll()

    def focus_composer(self) -> None:
        self.composer.input.setFocus(QtCore.Qt.FocusReason.ShortcutFocusReason)

    def show_shortcuts(self) -> None:
        from ui.shortcuts import ShortcutsDialog

        dialog = ShortcutsDialog(self)
        dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def show_about(self) -> None:
        QtWidgets.QMessageBox.about(
            self, self.tr("About Footnote"),
            self.tr("Footnote answers questions from the live web, with numbered sources "
                    "you can check. Icons: Lucide (ISC licence)."),
        )

    def _fit_sidebar(self) -> None:
        """The conversation list never scrolls sideways: long titles are cut
        with an ellipsis (the full title is the row's tooltip)."""
        view = self.conversations.findChild(QtWidgets.QAbstractItemView, "conversationList")
        if view is not None:
            view.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            view.setTextElideMode(QtCore.Qt.TextElideMode.ElideRight)
        if isinstance(view, QtWidgets.QListView):
            view.setWordWrap(False)
        self._refresh_icons()

    def _set_tab_order(self) -> None:
        """Tab follows the screen: the sidebar top to bottom, the chat's messages
        (their links and buttons as drawn), then the message box."""
        from ui.focus import chain

        conv, composer = self.conversations, self.composer
        chain([conv.new_button, conv.search, conv.list, conv.undo.undo_button,
               conv.undo.close_button, conv.settings_button, *self.chat.focus_order(),
               composer.input, composer.model_box, composer.web_box, composer.button])

    def _refresh_icons(self) -> None:
        from ui.icons import icon

        self.conversations.new_button.setIcon(icon("square-pen"))
        self.conversations.settings_button.setIcon(icon("settings"))
        self.conversations.undo.close_button.setIcon(icon("x"))
        self.composer.refresh_icons()

    def _connect(self) -> None:
        conv = self.conversations
        conv.new_requested.connect(self.new_conversation)
        conv.selected.connect(self.open_conversation)
        conv.renamed.connect(self.rename_conversation)
        conv.deleting.connect(self._deleting)
        conv.restored.connect(self._restored)
        conv.deleted.connect(self.delete_conversation)
        conv.search_changed.connect(self._search_changed)
        conv.settings_requested.connect(lambda: self.open_settings())
        self.composer.send_requested.connect(self.session.send)
        self.composer.stop_requested.connect(self.session.stop)
        self.composer.model_changed.connect(self._model_changed)
        self.composer.models_wanted.connect(self.catalog.fetch)
        self.catalog.listed.connect(lambda _models: self.refresh_models())
        self.catalog.failed.connect(self._models_unlisted)
        self.chat.example_chosen.connect(self.composer.fill)
        self.composer.web_mode_changed.connect(self._web_mode_changed)
        self.chat.regenerate_requested.connect(self.session.regenerate)
        self.chat.export_requested.connect(self.export_conversation)
        self.chat.open_failed.connect(self._open_failed)
        self.chat.earlier_requested.connect(self.session.load_earlier)
        self.chat.built.connect(self.session.update_actions)
        self.chat.column_changed.connect(self.composer.align_with)
        self._tab_timer = QtCore.QTimer(self)
        self._tab_timer.setSingleShot(True)
        self._tab_timer.setInterval(0)
        self._tab_timer.timeout.connect(self._set_tab_order)
        self.chat.widgets_changed.connect(self._tab_timer.start)
        self.session.conversation_changed.connect(self._conversation_changed)
        self.session.notice.connect(self.show_notice)
        subscribe = getattr(self.settings, "subscribe", None)
        if callable(subscribe):
            subscribe(self._setting_changed)
        from ui.theme import notifier

        # A bound method, not a lambda: Qt drops the connection with the window.
        notifier().changed.connect(self._scheme_changed)

    def start_first_run(self) -> None:
        """After the first paint: the welcome on first run, then the last chat."""
        self.open_history()
        try:
            from ui.welcome import maybe_show_welcome
        except ImportError:
            log.warning("ui.welcome is missing; no first-run welcome")
        else:
            question = maybe_show_welcome(self, self.services)
            self.refresh_models()
            if question and self._history is not None:
                # The first run ends with a question: ask it in a new chat.
                self.new_conversation()
                self.session.send(question)
                return
        if self._history is None:
            return

        def open_latest() -> None:
            self.feed.settled.disconnect(open_latest)
            ids = self.conversations.ids()
            if ids and self.session.conversation_id is None:
                self.open_conversation(ids[0])

        if self.conversations.count():
            open_latest_now = self.conversations.ids()[0]
            if self.session.conversation_id is None:
                self.open_conversation(open_latest_now)
        else:
            self.feed.settled.connect(open_latest)

    # Conversations -----------------------------------------------------
    def reload_conversations(self) -> None:
        """Refresh the sidebar; the history is read on a worker (``ConversationFeed``)."""
        self.feed.reload()

    def _search_changed(self, text: str) -> None:
        self.feed.search(text)

    def _feed_failed(self, exc: BaseException) -> None:
        from services.errors import FootnoteError

        if isinstance(exc, FootnoteError):
            self._history_failed(exc)
        else:
            log.error("Updating the conversation list failed", exc_info=exc)

    def new_conversation(self) -> None:
        self.banner.hide_unless(None)  # a notice belongs to the chat it is about
        self.session.open(None)
        self.conversations.select(None)
        self.composer.input.setFocus()

    def open_conversation(self, conversation_id: int) -> None:
        if conversation_id != self.session.conversation_id:
            self.banner.hide_unless(conversation_id)
        self.session.open(conversation_id)
        self.conversations.select(conversation_id)

    def rename_conversation(self, conversation_id: int, title: str) -> None:
        self.feed.run(lambda history: history.rename(conversation_id, title), self.update_title)

    def _deleting(self, conversation_id: int) -> None:
        """The row left the list (Undo is offered): an open conversation closes."""
        self._closed_by_delete = None
        if conversation_id == self.session.conversation_id:
            self._closed_by_delete = conversation_id
            self.session.open(None)
            self.update_title()

    def _restored(self, conversation_id: int) -> None:
        """Undo: the conversation is listed again, and reopened if deleting closed it."""
        self.reload_conversations()
        if self._closed_by_delete == conversation_id and self.session.conversation_id is None:
            self.open_conversation(conversation_id)
        self._closed_by_delete = None

    def delete_conversation(self, conversation_id: int) -> None:
        """Delete the conversation from the history (on a worker)."""
        if conversation_id == self.session.conversation_id:
            self.banner.hide_unless(None)
            self.session.open(None)
        if self._closed_by_delete == conversation_id:
            self._closed_by_delete = None
        self.feed.run(
            lambda history: history.delete_conversation(conversation_id), self.update_title
        )

    def _history_failed(self, exc: FootnoteError) -> None:
        """A history operation failed: say so in the banner (never only a traceback)."""
        from ui.errors import error_notice

        self.show_notice(error_notice(exc, conversation=self.session.conversation_id))

    def _conversation_changed(self) -> None:
        self.reload_conversations()
        self.update_title()

    def update_title(self) -> None:
        # The app sets no display name, so Qt appends nothing: "Footnote — X".
        title = self.session.title()
        self.setWindowTitle(f"{APP_TITLE} — {title}" if title else APP_TITLE)

    def _open_failed(self, url: QUrl) -> None:
        """No browser opened the address: say so and offer it on the clipboard."""
        from ui.notice import COPY, Action, Notice

        address = url.toString()
        self.show_notice(Notice(
            lambda: self.tr("No web browser could open {url}. Set a default browser in your "
                            "system settings, or paste the address into a browser.").format(
                url=address),
            "warning", (Action(COPY, value=address),), self.session.conversation_id))

    # Export ------------------------------------------------------------
    def export_conversation(self) -> None:
        cid = self.session.conversation_id
        if cid is None:
            self.toast.show_text(lambda: self.tr("Open a conversation to export it."))
            return
        from ui.filenames import safe_file_name

        name = safe_file_name(self.session.title())
        path, _filter = QtWidgets.QFileDialog.getSaveFileName(
            self, self.tr("Export conversation"), str(Path.home() / f"{name}.md"),
            self.tr("Markdown (*.md)"),
        )
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> None:
        from services.errors import FootnoteError

        try:
            markdown = self.session.export_markdown()
        except FootnoteError as exc:
            self._history_failed(exc)
            return
        try:
            path.write_text(markdown, encoding="utf-8")
        except OSError as exc:
            from ui.notice import Notice

            reason = exc.strerror or str(exc)
            self.show_notice(Notice(
                lambda: self.tr("Could not write {path}: {reason}. Choose another folder.").format(
                    path=path, reason=reason), conversation=self.session.conversation_id))
        else:
            self.toast.show_text(lambda: self.tr("Exported to {path}.").format(path=path))

    # Settings and models -----------------------------------------------
    def open_settings(self, page: str | None = None, focus: str = "") -> None:
        try:
            from ui.settings import open_settings
        except ImportError:
            self.show_error(self.tr("The Settings dialog is not available in this build."))
            return
        saved = open_settings(self, self.services, page=page, focus=focus)
        if saved:
            self.catalog.forget()  # a key or an address may have changed: ask again
        self.refresh_models()
        if saved and self.banner.isVisible() and self.banner.page:
            # The banner asked to fix something in Settings ("no key"...) and the
            # user saved there: the old error would now be stale.
            self.banner.hide()

    def refresh_models(self) -> None:
        """The picker offers the current model, the endpoint's models once listed
        (``ModelCatalog``) and the models with details set in Settings."""
        current = str(self.settings["llm.model"])
        overrides = self.settings["llm.models"]
        models = list(overrides) if isinstance(overrides, Mapping) else []
        from services.llm.presets import PRESETS

        preset = PRESETS.get(str(self.settings["llm.provider"]))
        self.composer.set_models([*self.catalog.cached(), *models], current,
                                 preset.default_model if preset else "")
        self.composer.model_box.setToolTip(self.tr("Model used for the next answer"))

    def _models_unlisted(self, reason: str) -> None:
        self.composer.model_box.setToolTip(
            self.tr("Model used for the next answer. The endpoint's list of models could "
                    "not be read: %1").replace("%1", reason))

    def _model_changed(self, name: str) -> None:
        from services.errors import FootnoteError

        try:
            self.settings.set("llm.model", name)
        except FootnoteError as exc:
            from ui.errors import error_notice

            self.show_notice(error_notice(exc))

    def _web_mode_changed(self, mode: str) -> None:
        self.settings.set("agent.web_mode", mode)

    def _setting_changed(self, name: str, value: Any) -> None:
        # Settings keep their listeners: a window already deleted ignores changes.
        import shiboken6

        if not shiboken6.isValid(self):
            return
        if name == "agent.web_mode":
            self.composer.set_web_mode(str(value))
        elif name in ("llm.model", "llm.models", "llm.provider"):
            QtCore.QTimer.singleShot(0, self.refresh_models)

    def _scheme_changed(self, _scheme: str) -> None:
        self._apply_scheme()

    def _apply_scheme(self) -> None:
        try:
            from ui.theme import current_scheme
        except ImportError:  # pragma: no cover
            return
        self.chat.set_dark(current_scheme() == "dark")
        self._refresh_icons()

    # Notices ---------------------------------------------------------
    def show_notice(self, notice: Notice) -> None:
        self.banner.show_notice(notice)

    def show_error(self, text: str, level: str = "error", page: str = "") -> None:
        """A message already worded, with the Settings page that fixes it."""
        from ui.notice import SETTINGS, Action, Notice, fixed

        actions = (Action(SETTINGS, page),) if page else ()
        self.show_notice(Notice(fixed(text), level, actions, self.session.conversation_id))

    def run_action(self, action: Action) -> None:
        """Do what a notice's button offers."""
        from ui.notice import (
            ALLOW_ONCE,
            CONTINUE,
            COPY,
            NEW_CHAT,
            PROVIDER,
            RAISE_LIMIT,
            RETRY,
            SETTINGS,
        )

        if action.kind == RETRY:
            self.session.retry()
        elif action.kind == CONTINUE:
            self.session.continue_answer()
        elif action.kind in (SETTINGS, PROVIDER, RAISE_LIMIT):
            self.open_settings(action.page or None, focus=action.setting)
        elif action.kind == NEW_CHAT:
            self.new_conversation()
        elif action.kind == ALLOW_ONCE:
            self.session.allow_once([u for u in action.value.splitlines() if u])
        elif action.kind == COPY:
            clipboard = QtGui.QGuiApplication.clipboard()
            if clipboard is not None:
                clipboard.setText(action.value)

    # Lifecycle ---------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.built:
            self.retranslate()
            self.update_title()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.built:
            self.session.stop()
        super().closeEvent(event)

    def shutdown(self) -> None:
        """Stop running work and close the history (application exit)."""
        if self.built:
            self.session.shutdown()
            deleting = self.conversations.take_pending()
            if deleting is not None and self._history is not None:
                from services.errors import FootnoteError

                try:  # the Undo offer ends with the app: carry the deletion out now
                    self._history.delete_conversation(deleting)
                except FootnoteError as exc:
                    log.error("Deleting conversation %s at exit failed: %s", deleting, exc)
        if self._history is not None:
            self._history.close()


def _default_history(services: AppServices, parent: QWidget | None = None) -> Any:
    """The app's History database (the storage code loads here, not at start-up);
    an older history is upgraded first, with a progress dialog."""
    from ui.history_open import open_history

    return open_history(parent, services.history_db())
