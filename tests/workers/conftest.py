from tests.fetch.fixtures import _shared_site, pool, site

__all__ = ["_shared_site", "pool", "site"]
