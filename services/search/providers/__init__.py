"""One module per search provider; the table lives in ``services.search.registry``."""
