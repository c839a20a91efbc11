"""Entry script of the PyInstaller bundle: the same ``main`` as ``footnote``."""

import sys

from app.cli import main

if __name__ == "__main__":
    sys.exit(main())
