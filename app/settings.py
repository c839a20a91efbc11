"""The settings file: JSON under the user config dir (or ``$FOOTNOTE_HOME/config``).

Values are validated against ``app.settings_schema``. A corrupt or hand-broken
file is backed up, defaults load and ``warnings`` says what happened; unknown
keys are kept and written back untouched; renamed keys are migrated.

A settings "file" that is a pipe, a folder or a link to nothing is not
corrupt, it is in the way: loading raises ``services.files.FileProblem`` and
leaves it alone. A symlinked file is written through (``services.files``).
With ``session_only`` (a profile folder Footnote cannot write), changes apply
until the program ends and nothing is written.
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from app import paths
from app.settings_schema import BY_NAME, RENAMED, SETTINGS, Setting, get
from services import files
from services.errors import SettingsError


class Settings(Mapping[str, Any]):
    """Current values of every declared setting, plus unknown keys kept as-is.

    It is a read-only ``Mapping`` for the service layer; ``set`` validates,
    saves and notifies listeners.
    """

    def __init__(self, path: Path | None = None, *, session_only: bool = False) -> None:
        self.path = path or paths.settings_file()
        self.session_only = session_only
        self.warnings: list[str] = []
        self._values: dict[str, Any] = {}
        self._unknown: dict[str, Any] = {}
        self._lock = threading.RLock()
        self._listeners: list[Callable[[str, Any], None]] = []
        self.load()

    # Mapping interface: declared settings, defaults filled in.
    def __getitem__(self, name: str) -> Any:
        with self._lock:
            if name in self._values:
                return self._values[name]
        setting = BY_NAME.get(name)
        if setting is None:
            raise KeyError(name)
        default = setting.default
        return list(default) if isinstance(default, list) else (
            dict(default) if isinstance(default, dict) else default
        )

    def __iter__(self) -> Iterator[str]:
        return iter(BY_NAME)

    def __len__(self) -> int:
        return len(BY_NAME)

    def is_default(self, name: str) -> bool:
        with self._lock:
            return name not in self._values

    @property
    def unknown(self) -> dict[str, Any]:
        return dict(self._unknown)

    def load(self) -> None:
        with self._lock:
            self._values, self._unknown, self.warnings = {}, {}, []
            try:
                text = files.read_text(self.path)  # FileProblem: in the way, left alone
                if text is None:
                    return
                raw = json.loads(text)
                if not isinstance(raw, dict):
                    raise ValueError("the top level is not a JSON object")
            except files.FileProblem:
                raise
            except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
                # RecursionError: brackets nested deeper than the parser goes.
                reason = (
                    "it is nested too deeply" if isinstance(exc, RecursionError)
                    else str(exc)[:200]
                )
                backup = self._backup()
                kept = (
                    f"It was moved aside, bytes intact, to {backup}" if backup is not None else
                    "It could not be moved aside, so changing a setting will replace it: "
                    "copy it elsewhere first to keep it"
                )
                self.warnings.append(
                    f"The settings file {self.path} could not be read ({reason}). {kept}; "
                    "the defaults are in use and your keys are unaffected."
                )
                return
            for name, value in raw.items():
                target = str(RENAMED.get(name, name))
                setting = BY_NAME.get(target)
                if setting is None:
                    self._unknown[name] = value
                    continue
                try:
                    self._values[target] = setting.coerce(value)
                except SettingsError as exc:
                    self._unknown[name] = value
                    self.warnings.append(
                        f"Ignored an invalid value in the settings file, so {target} uses its "
                        f"default ({setting.default!r}): {exc}"
                    )

    def _backup(self) -> Path | None:
        """Move the unreadable file aside; None when that failed."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        backup = self.path.with_name(f"{self.path.name}.bad-{stamp}")
        if backup.exists():  # two broken loads in one second: keep both
            backup = self.path.with_name(f"{self.path.name}.bad-{stamp}-{os.getpid()}")
        try:
            os.replace(self.path, backup)
        except OSError:
            return None
        return backup

    def set(self, name: str, value: Any) -> Any:
        """Validate, store and save one value; returns the typed value."""
        typed = get(name).coerce(value)
        with self._saving():
            self._values[name] = typed
        for listener in list(self._listeners):
            listener(name, typed)
        return typed

    def update(self, values: Mapping[str, Any]) -> None:
        """Validate all of ``values`` first, then store them in one save."""
        typed = {name: get(name).coerce(value) for name, value in values.items()}
        with self._saving():
            self._values.update(typed)
        for name, value in typed.items():
            for listener in list(self._listeners):
                listener(name, value)

    def reset(self, name: str) -> None:
        get(name)
        with self._saving():
            self._values.pop(name, None)
        for listener in list(self._listeners):
            listener(name, self[name])

    @contextmanager
    def _saving(self) -> Iterator[None]:
        """Change the values in the block, then save; a failed save undoes the
        change, so memory never holds what the file does not."""
        with self._lock:
            before = dict(self._values)
            yield
            try:
                self.save()
            except BaseException:
                self._values = before
                raise

    def subscribe(self, listener: Callable[[str, Any], None]) -> None:
        self._listeners.append(listener)

    def save(self) -> None:
        """Atomic write: a crash or a full disk mid-save never leaves a half file.

        Raises ``services.files.FileProblem`` (an ``OSError``) saying why the
        file could not be written; the previous file is then untouched.
        """
        with self._lock:
            if self.session_only:
                return
            data = {**self._unknown, **self._values}
            text = json.dumps(data, indent=2, ensure_ascii=False, sort_keys=True) + "\n"
            try:
                text.encode("utf-8")
            except UnicodeEncodeError:  # a lone surrogate kept from a hand-edited file
                text = json.dumps(data, indent=2, sort_keys=True) + "\n"
            files.write_atomic(self.path, text)

    def describe(self) -> list[tuple[Setting, Any, bool]]:
        """(declaration, current value, is default) for every setting."""
        return [(s, self[s.name], self.is_default(s.name)) for s in SETTINGS]
