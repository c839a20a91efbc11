"""Widgets bound to settings, built from their declaration in ``app.settings_schema``.

A ``Field`` owns one editor widget for one setting: bounds, choices and the
tooltip (the translated description) come from the schema, never from here.
``value()`` returns what the user set, or the loaded value untouched when the
editor was not changed, so opening and saving the dialog rewrites nothing.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QSignalBlocker, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from ui.app_services import SettingSpec
from ui.i18n import tr_schema
from ui.settings.controls import DecimalSpin, Spin, Switch

_INT_MAX = 2**31 - 1


class Field(QWidget):
    """One setting's editor. ``changed`` fires on every edit."""

    changed = Signal()

    def __init__(
        self,
        setting: SettingSpec,
        parent: QWidget | None = None,
        *,
        labels: Callable[[str], str] | None = None,
        scale: int = 1,
        suffix: Callable[[], str] | None = None,
        text: Callable[[], str] | None = None,
    ) -> None:
        """Args:
        setting: the declared setting (``AppServices.setting(name)``).
        labels: choice value -> translated label (choice settings).
        scale: shown value = stored value / scale (e.g. bytes shown in MB).
        suffix: translated unit shown in number editors.
        text: translated caption (checkboxes).
        """
        super().__init__(parent)
        self.setting = setting
        self.name = setting.name
        self._labels = labels
        self._scale = scale
        self._suffix = suffix
        self._text = text
        self._loaded: Any = None
        self._loaded_shown: Any = None
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.editor = self._build()
        layout.addWidget(self.editor, 1)
        self.retranslate()

    # Building.
    def _build(self) -> QWidget:
        s, kind = self.setting, self.setting.type
        if kind == "bool":
            box = Switch(self)
            box.toggled.connect(self.changed)
            return box
        if kind == "choice":
            combo = QComboBox(self)
            for value in s.choices:
                combo.addItem(value, value)
            combo.currentIndexChanged.connect(self.changed)
            return combo
        if kind in ("int", "float", "int_or_auto") and (kind == "float" or self._scale != 1):
            real = DecimalSpin(self)
            real.setDecimals(1)
            low = 0.0 if s.minimum is None else s.minimum / self._scale
            real.setMinimum(math.ceil(low * 10) / 10)
            real.setMaximum(1e12 if s.maximum is None else s.maximum / self._scale)
            real.valueChanged.connect(self.changed)
            return real
        if kind in ("int", "int_or_auto"):
            whole = Spin(self)
            whole.setMinimum(int(s.minimum) if s.minimum is not None else 0)
            whole.setMaximum(int(min(s.maximum, _INT_MAX)) if s.maximum is not None else _INT_MAX)
            whole.setGroupSeparatorShown(True)
            whole.valueChanged.connect(self.changed)
            return whole
        line = QLineEdit(self)
        line.textChanged.connect(self.changed)
        return line

    def retranslate(self) -> None:
        self.setToolTip(tr_schema(self.setting.description))
        editor = self.editor
        if isinstance(editor, QCheckBox) and self._text is not None:
            editor.setText(self._text())
        if isinstance(editor, QComboBox) and self._labels is not None:
            for index in range(editor.count()):
                editor.setItemText(index, self._labels(str(editor.itemData(index))))
        if isinstance(editor, (QSpinBox, QDoubleSpinBox)) and self._suffix is not None:
            editor.setSuffix(" " + self._suffix())

    # Values.
    def load(self, settings: Mapping[str, Any]) -> None:
        value = settings[self.name]
        self._loaded = value
        blocker = QSignalBlocker(self.editor)
        self._show(value)
        del blocker
        self._loaded_shown = self._shown()

    def _show(self, value: Any) -> None:
        editor = self.editor
        if isinstance(editor, QCheckBox):
            editor.setChecked(bool(value))
        elif isinstance(editor, QComboBox):
            index = editor.findData(value)
            editor.setCurrentIndex(max(index, 0))
        elif isinstance(editor, QDoubleSpinBox):
            editor.setValue(float(value) / self._scale)
        elif isinstance(editor, QSpinBox):
            editor.setValue(int(value))
        elif isinstance(editor, QLineEdit):
            editor.setText(str(value))

    def _shown(self) -> Any:
        editor = self.editor
        if isinstance(editor, QCheckBox):
            return editor.isChecked()
        if isinstance(editor, QComboBox):
            return editor.currentData()
        if isinstance(editor, QDoubleSpinBox):
            return editor.value()
        if isinstance(editor, QSpinBox):
            return editor.value()
        if isinstance(editor, QLineEdit):
            return editor.text().strip()
        return None

    def value(self) -> Any:
        shown = self._shown()
        if shown == self._loaded_shown:
            return self._loaded
        if isinstance(self.editor, QDoubleSpinBox) and self.setting.type != "float":
            return round(shown * self._scale)
        return shown

    def is_modified(self) -> bool:
        return bool(self._shown() != self._loaded_shown)


class AutoIntField(QWidget):
    """An ``int_or_auto`` setting: an "Automatic" box plus a number."""

    changed = Signal()

    def __init__(
        self,
        setting: SettingSpec,
        auto_text: Callable[[], str],
        suffix: Callable[[], str] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setting = setting
        self.name = setting.name
        self._auto_text = auto_text
        self._suffix = suffix
        self._loaded: Any = None
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.auto = Switch(self)
        self.number = Spin(self)
        self.number.setMinimum(int(self.setting.minimum or 0))
        self.number.setMaximum(int(min(self.setting.maximum or _INT_MAX, _INT_MAX)))
        self.number.setGroupSeparatorShown(True)
        self.number.setSingleStep(500)
        layout.addWidget(self.auto)
        layout.addWidget(self.number, 1)
        self.auto.toggled.connect(self._sync)
        self.auto.toggled.connect(self.changed)
        self.number.valueChanged.connect(self.changed)
        self.retranslate()

    def _sync(self) -> None:
        self.number.setEnabled(not self.auto.isChecked())

    def retranslate(self) -> None:
        self.setToolTip(tr_schema(self.setting.description))
        self.auto.setText(self._auto_text())
        if self._suffix is not None:
            self.number.setSuffix(" " + self._suffix())

    def load(self, settings: Mapping[str, Any]) -> None:
        value = settings[self.name]
        self._loaded = value
        self.set_value(value)

    def set_value(self, value: Any) -> None:
        automatic = value == "auto"
        self.auto.setChecked(automatic)
        if not automatic:
            self.number.setValue(int(value))
        elif self.number.value() < self.number.minimum() + 1:
            self.number.setValue(8000)
        self._sync()

    def value(self) -> Any:
        return "auto" if self.auto.isChecked() else self.number.value()

    def show_automatic(self, resolved: int) -> None:
        """While "Automatic" is ticked, show the number it stands for now (the
        page's explanation quotes the same), without marking the field edited."""
        if self.auto.isChecked() and resolved != self.number.value():
            self.number.blockSignals(True)
            self.number.setValue(resolved)
            self.number.blockSignals(False)

    def is_modified(self) -> bool:
        return bool(self.value() != self._loaded)
