"""Citation ids, the per-conversation registry, and the ``[cite:id]`` parser.

Public surface::

    CitationRegistry, Source                   services.citations.registry
    parse(text, registry) -> Parsed            services.citations.parser
    StreamingCitationParser (CitationParser)   .feed(chunk) / .finish() / .result()
    Segment, CitedSource, Parsed               services.citations.segments
    to_markdown(parsed), export_markdown(text, registry)   services.citations.export
    check(parsed, registry) -> [Claim], SupportChecker     services.citations.support
    passage_link(url, passage, page=None)                  services.citations.fragment
"""
