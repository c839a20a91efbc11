#!/bin/sh
# Refresh and compile Footnote's translations. Run from anywhere:
#   sh resources/i18n/update.sh
#
# 1. pyside6-lupdate collects every tr()/translate() string of ui/,
#    app/gui.py and the progress wording (services/agent/progress_words.py) into
#    footnote_zh_CN.ts (new strings arrive "unfinished";
#    strings gone from the code are kept as "vanished" until removed).
# 2. schema_ts.py does the same for the setting descriptions declared in
#    app/settings_schema.py (context "settings_schema"), in schema_zh_CN.ts.
# 3. Translate the unfinished entries (pyside6-linguist, or edit the XML).
#    footnote_en.ts holds only the English plural forms ("%n line(s)" ->
#    "1 line" / "2 lines"), collected with lupdate -pluralonly.
# 4. pyside6-lrelease compiles them into footnote_zh_CN.qm and footnote_en.qm,
#    which the app loads.
#
# tests/ui/settings/test_translations.py fails while an entry is unfinished or
# the .qm is older than the .ts files, so no string silently stays English.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
bin=$(dirname "$(command -v python)")
[ -x "$root/.venv/bin/pyside6-lupdate" ] && bin="$root/.venv/bin"
cd "$root"
"$bin/pyside6-lupdate" -locations relative -no-obsolete -target-language zh_CN \
    $(find ui -name '*.py' | sort) app/gui.py services/agent/progress_words.py \
    -ts resources/i18n/footnote_zh_CN.ts
# English needs a translation file only for plural forms ("%n line(s)").
"$bin/pyside6-lupdate" -locations relative -no-obsolete -pluralonly -target-language en \
    $(find ui -name '*.py' | sort) app/gui.py -ts resources/i18n/footnote_en.ts
"$bin/python" resources/i18n/schema_ts.py resources/i18n/schema_zh_CN.ts
"$bin/pyside6-lrelease" -nounfinished resources/i18n/footnote_zh_CN.ts \
    resources/i18n/schema_zh_CN.ts -qm resources/i18n/footnote_zh_CN.qm
"$bin/pyside6-lrelease" -nounfinished resources/i18n/footnote_en.ts \
    -qm resources/i18n/footnote_en.qm
