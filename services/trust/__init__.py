"""Trust boundaries between the user's private conversation and the hostile web.

``docs/threat-model.md`` says what is private, what is untrusted and what each
boundary guarantees. This package holds the mechanisms:

- ``fence``: untrusted text (page text, snippets, titles) reaches the model
  inside a boundary marked with a random nonce the page cannot know or forge.
- ``private``: what of the conversation counts as private (distinctive atoms
  such as e-mail addresses, long numbers and identifiers, and runs of words).
- ``payload``: what a URL carries (host labels, path, query, fragment), decoded
  the ways an exfiltrating page would ask a model to encode it.
- ``egress``: the policy that decides whether a URL the model produced may be
  requested or shown as a link, and why not.
- ``links``: links and images in an answer, found and disarmed.
- ``stream``: the gate an answer streams through (redaction across chunks,
  links disarmed before any front end shows them).
"""
