"""Every UI string has a Simplified Chinese translation, and the .qm matches the .ts.

If one of these fails, run ``sh resources/i18n/update.sh``, translate the
entries it reports as unfinished, and run it again.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
I18N = ROOT / "resources" / "i18n"
TS_FILES = (I18N / "footnote_zh_CN.ts", I18N / "schema_zh_CN.ts")
QM = I18N / "footnote_zh_CN.qm"
EN_TS, EN_QM = I18N / "footnote_en.ts", I18N / "footnote_en.qm"


def _tool(name: str) -> str:
    candidate = Path(sys.executable).with_name(name)
    found = str(candidate) if candidate.exists() else shutil.which(name)
    if found is None:
        pytest.skip(f"{name} is not installed")
    return found


def _untranslated(path: Path) -> list[str]:
    problems = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            source = message.findtext("source")
            if translation is None or translation.get("type") in ("unfinished", "vanished",
                                                                     "obsolete"):
                problems.append(f"{name}: {source!r}")
                continue
            texts = [translation.text or ""] + [n.text or "" for n in translation]
            if not any(t.strip() for t in texts):
                problems.append(f"{name}: {source!r}")
    return problems


@pytest.mark.parametrize("path", (*TS_FILES, EN_TS), ids=lambda p: p.name)
def test_every_entry_is_translated(path: Path) -> None:
    assert _untranslated(path) == []


@pytest.mark.parametrize(
    ("ts", "options"),
    [(TS_FILES[0], ["-target-language", "zh_CN"]),
     (EN_TS, ["-pluralonly", "-target-language", "en"])],
    ids=["zh_CN", "en-plurals"],
)
def test_sources_have_no_string_missing_from_the_ts(
    tmp_path: Path, ts: Path, options: list[str]
) -> None:
    """lupdate over ui/ and app/gui.py finds nothing the .ts lacks."""
    copy = tmp_path / "check.ts"
    shutil.copy(ts, copy)
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "ui").rglob("*.py"))
    sources.append("app/gui.py")
    subprocess.run(
        [_tool("pyside6-lupdate"), "-locations", "relative", "-no-obsolete", *options,
         *sources, "-ts", str(copy)],
        cwd=ROOT, check=True, capture_output=True,
    )
    assert _untranslated(copy) == []


def test_schema_descriptions_are_all_in_the_ts() -> None:
    from app.settings_schema import SETTINGS

    listed = {m.findtext("source") for m in ET.parse(TS_FILES[1]).getroot().iter("message")}
    assert {s.description for s in SETTINGS} <= listed


@pytest.mark.parametrize(("sources", "qm"), [(TS_FILES, QM), ((EN_TS,), EN_QM)],
                         ids=["zh_CN", "en"])
def test_qm_is_compiled_from_the_current_ts(
    tmp_path: Path, sources: tuple[Path, ...], qm: Path
) -> None:
    fresh = tmp_path / "fresh.qm"
    subprocess.run(
        [_tool("pyside6-lrelease"), "-nounfinished", *map(str, sources), "-qm", str(fresh)],
        check=True, capture_output=True,
    )
    assert fresh.read_bytes() == qm.read_bytes(), "run sh resources/i18n/update.sh"
