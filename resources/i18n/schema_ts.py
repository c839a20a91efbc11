"""Keep ``schema_zh_CN.ts`` in step with the descriptions in ``app/settings_schema.py``
and the failure catalogue in ``services/failures.py``.

The descriptions are shown as tooltips in Settings, the short labels (a
search provider's further settings) as field labels (translated in the
``settings_schema`` context, see ``ui.i18n.tr_schema``). lupdate cannot see
them, since they are data rather than ``tr()`` calls; this script adds new
descriptions as unfinished, keeps existing translations and drops the
descriptions that no longer exist. The failure messages and actions go the same
way, in the ``failures`` context (see ``ui.service_text``). Usage: ``python schema_ts.py FILE.ts``.
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from app.settings_schema import SETTINGS  # noqa: E402
from services.failures import CATALOGUE, FAILURES_CONTEXT  # noqa: E402

CONTEXT = "settings_schema"


def descriptions() -> list[str]:
    seen: dict[str, None] = {}
    for setting in SETTINGS:
        seen.setdefault(setting.description, None)
        if setting.label:
            seen.setdefault(setting.label, None)
    return list(seen)


def failure_texts() -> list[str]:
    seen: dict[str, None] = {}
    for failure in CATALOGUE.values():
        seen.setdefault(failure.message, None)
        seen.setdefault(failure.action, None)
    return list(seen)


def existing(path: Path) -> dict[str, str]:
    if not path.exists():
        return {}
    found: dict[str, str] = {}
    for message in ET.parse(path).getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is not None and translation.get("type") is None and translation.text:
            found[source] = translation.text
    return found


def write(path: Path) -> int:
    """Rewrite ``path``; returns how many entries still need a translation."""
    known = existing(path)
    root = ET.Element("TS", version="2.1", language="zh_CN", sourcelanguage="en")
    missing = 0
    for name, texts in ((CONTEXT, descriptions()), (FAILURES_CONTEXT, failure_texts())):
        context = ET.SubElement(root, "context")
        ET.SubElement(context, "name").text = name
        for text in texts:
            message = ET.SubElement(context, "message")
            ET.SubElement(message, "source").text = text
            translation = ET.SubElement(message, "translation")
            if text in known:
                translation.text = known[text]
            else:
                translation.set("type", "unfinished")
                missing += 1
    ET.indent(root)
    body = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                    encoding="utf-8")
    return missing


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name(
        "schema_zh_CN.ts")
    left = write(target)
    print(f"{target.name}: {len(descriptions())} descriptions, {len(failure_texts())} "
          f"failure texts, {left} to translate")
