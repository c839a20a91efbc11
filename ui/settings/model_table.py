"""The per-model table of Settings > Models: tool support and context window.

Rows are the user's overrides (setting ``llm.models``); models without a row
use what Footnote knows about them (``services.llm.model_info``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QSpinBox,
    QTableWidgetItem,
    QWidget,
)

from ui.settings.controls import HintedTable, Spin


def known_info(model: str) -> tuple[bool, int | None]:
    """(calls tools, context window) Footnote assumes without an override."""
    from services.llm import model_info

    info = model_info(model)
    return info.tools, info.context_window


class ModelTable(HintedTable):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 3, parent)
        self.setObjectName("modelTable")
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.verticalHeader().setVisible(False)
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.setMinimumHeight(90)
        self.setMaximumHeight(150)
        self.itemChanged.connect(lambda _i: self.changed.emit())

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Details you set for particular models"))
        self.set_empty_hint(self.tr(
            "No details set: Footnote uses what it knows about each model. Choose “Set "
            "details for this model” to say whether a model calls tools and how large its "
            "context window is."))
        self.setHorizontalHeaderLabels(
            [self.tr("Model"), self.tr("Calls tools"), self.tr("Context window")]
        )
        for row in range(self.rowCount()):
            spin = self.cellWidget(row, 2)
            if isinstance(spin, QSpinBox):
                spin.setSpecialValueText(self.tr("unknown"))
                spin.setSuffix(" " + self.tr("tokens"))

    def set_overrides(self, overrides: dict[str, Any]) -> None:
        self.blockSignals(True)
        self.setRowCount(0)
        for model, values in sorted(overrides.items()):
            if isinstance(values, dict):
                self.add_row(model, bool(values.get("tools", True)),
                             values.get("context_window"))
        self.blockSignals(False)

    def models(self) -> list[str]:
        return [self._model(row) for row in range(self.rowCount())]

    def _model(self, row: int) -> str:
        item = self.item(row, 0)
        return item.text().strip() if item is not None else ""

    def add_row(self, model: str, tools: bool, window: Any) -> int:
        if model in self.models():
            return self.models().index(model)
        row = self.rowCount()
        self.insertRow(row)
        name = QTableWidgetItem(model)
        name.setFlags(name.flags() & ~Qt.ItemFlag.ItemIsEditable)
        self.setItem(row, 0, name)
        check = QTableWidgetItem()
        check.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled)
        check.setCheckState(Qt.CheckState.Checked if tools else Qt.CheckState.Unchecked)
        self.setItem(row, 1, check)
        spin = Spin(self)
        spin.setRange(0, 10_000_000)
        spin.setSingleStep(1024)
        spin.setGroupSeparatorShown(True)
        spin.setValue(int(window) if isinstance(window, int) and window > 0 else 0)
        spin.valueChanged.connect(lambda _v: self.changed.emit())
        self.setCellWidget(row, 2, spin)
        self.retranslate()
        self.changed.emit()
        return row

    def add_model(self, model: str) -> int:
        """A row for ``model`` pre-filled with what Footnote knows about it."""
        tools, window = known_info(model)
        return self.add_row(model, tools, window)

    def remove_selected(self) -> None:
        for row in sorted({i.row() for i in self.selectedIndexes()}, reverse=True):
            self.removeRow(row)
        self.changed.emit()

    def overrides(self) -> dict[str, Any]:
        found: dict[str, Any] = {}
        for row in range(self.rowCount()):
            model = self._model(row)
            check = self.item(row, 1)
            spin = self.cellWidget(row, 2)
            if not model or check is None:
                continue
            entry: dict[str, Any] = {"tools": check.checkState() == Qt.CheckState.Checked}
            if isinstance(spin, QSpinBox) and spin.value() > 0:
                entry["context_window"] = spin.value()
            found[model] = entry
        return found
