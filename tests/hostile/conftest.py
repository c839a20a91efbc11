from tests.agent.conftest import lab
from tests.fetch.fixtures import _shared_jina, _shared_site, jina, pool, site

__all__ = ["_shared_jina", "_shared_site", "jina", "lab", "pool", "site"]
