"""Names a package exports but loads only when first used (PEP 562), so that
reading a package's small parts (a table, a limit) does not import its heavy
ones (the model SDK, httpx, extraction) at start-up."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any


def lazy_names(package: str, where: Mapping[str, str]) -> Callable[[str], Any]:
    """A module ``__getattr__`` for ``package`` that imports ``name`` from the
    module ``where[name]`` on first use."""

    def __getattr__(name: str) -> Any:
        if name in where:
            return getattr(importlib.import_module(where[name]), name)
        raise AttributeError(f"module {package!r} has no attribute {name!r}")

    return __getattr__
