"""Footnote application package: entry point, CLI, settings, secrets, paths, wiring."""
