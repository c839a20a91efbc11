"""Real local HTTP servers on 127.0.0.1 (random ports) that speak each API the app talks to."""
