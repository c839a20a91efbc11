"""The chat view: messages, Markdown and citation rendering, the composer."""
