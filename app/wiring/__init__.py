"""Start-up wiring: build services from settings, secrets and paths."""
