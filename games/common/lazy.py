"""A game package's ``rules`` object, made on first use.

What reads only a game's options (``tablebox list``) imports the package without loading its
rules; ``games.claim.rules`` builds them the first time it is read. A package says::

    def _made() -> ClaimRules:
        from games.claim.game import ClaimRules

        return ClaimRules()


    __getattr__ = lazy_rules(globals(), _made)
"""

from __future__ import annotations

from collections.abc import Callable, MutableMapping
from typing import Any


def lazy_rules(
    namespace: MutableMapping[str, Any], made: Callable[[], object]
) -> Callable[[str], object]:
    """A module ``__getattr__`` giving ``rules``: made by ``made()`` on first use, then kept in
    the package's ``namespace`` (its ``globals()``), so later reads do not come here."""

    def attribute(name: str) -> object:
        if name != "rules":
            raise AttributeError(f"module {namespace['__name__']!r} has no attribute {name!r}")
        rules = namespace["rules"] = made()
        return rules

    return attribute
