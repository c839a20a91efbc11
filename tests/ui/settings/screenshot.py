"""Take the README screenshots of Settings from the real dialog (offscreen).

Run: ``QT_QPA_PLATFORM=offscreen python -m tests.ui.settings.screenshot``.
Writes ``resources/screenshots/settings.png`` (Models page) and
``settings-blacklist.png`` (inline rule validation) in a throwaway profile.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
OUT = ROOT / "resources" / "screenshots"


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["FOOTNOTE_HOME"] = tempfile.mkdtemp(prefix="footnote-shot-")
    import keyring
    from PySide6.QtWidgets import QApplication

    from tests.conftest import MemoryKeyring  # a throwaway profile: keys stay in memory

    keyring.set_keyring(MemoryKeyring())
    app = QApplication(sys.argv[:1])
    from app.gui import app_services
    from app.secrets import Secrets
    from app.settings import Settings
    from ui import i18n, theme
    from ui.settings import SettingsDialog

    settings = Settings()
    settings.update({
        "ui.theme": os.environ.get("FOOTNOTE_SHOT_THEME", "light"),
        "ui.language": os.environ.get("FOOTNOTE_SHOT_LANGUAGE", "en"),
        "llm.provider": "deepseek",
        "llm.model": "deepseek-chat",
        "llm.models": {"deepseek-chat": {"tools": True, "context_window": 65536}},
        "blacklist.rules": "# Content farms\n*://*.pinterest.com/*\n*://*.content-farm.example/*\n"
                           "/best-[0-9]+-.*-reviews/i\nexample.org\n@*://docs.pinterest.com/*\n",
    })
    secrets = Secrets(settings)
    secrets.set("llm.deepseek", "sk-3f9a1c0d7e5b42a8b1c6")
    theme.apply_theme(app, settings)
    i18n.install_translator(app, settings)
    dialog = SettingsDialog(app_services(settings, secrets))
    dialog.show()
    models = dialog.pages["models"]
    models.model.addItems(["deepseek-chat", "deepseek-reasoner"])
    models.model.setCurrentText("deepseek-chat")
    models._status("✓ " + models.tr("Works.") + " DeepSeek answered with deepseek-chat.", "ok")
    app.processEvents()
    OUT.mkdir(parents=True, exist_ok=True)
    suffix = os.environ.get("FOOTNOTE_SHOT_SUFFIX", "")
    dialog.grab().save(str(OUT / f"settings{suffix}.png"))
    dialog.show_page("blacklist")
    blacklist = dialog.pages["blacklist"]
    blacklist.block.validate()
    blacklist.test_url.setText("https://www.pinterest.com/pin/123")
    app.processEvents()
    dialog.grab().save(str(OUT / f"settings-blacklist{suffix}.png"))
    print(f"wrote {OUT / f'settings{suffix}.png'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
