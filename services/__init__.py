"""Footnote's Qt-free service layer: fetching, extraction, search, citations, models, storage."""
