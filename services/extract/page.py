"""The result of extracting one page: ``services.page.Page`` (Markdown plus its
``PageMeta``), the one page shape from the worker to the citation."""

from __future__ import annotations

from services.page import Page

__all__ = ["Page"]
