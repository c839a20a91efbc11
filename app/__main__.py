"""``python -m app``: with no arguments the desktop app, otherwise the CLI."""

from app.cli import main

raise SystemExit(main())
