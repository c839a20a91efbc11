from tests.fetch.fixtures import _shared_site, site

__all__ = ["_shared_site", "site"]
