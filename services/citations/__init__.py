"""Citation ids, the per-conversation registry, and the ``[cite:id]`` parser."""
