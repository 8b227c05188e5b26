"""A Game of Thrones (1st edition, 2003): the rules object (``seeds/thrones.md``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.common.lazy import lazy_rules

if TYPE_CHECKING:
    from games.thrones.game import ThronesRules

    rules: ThronesRules


def _made() -> ThronesRules:
    from games.thrones.game import ThronesRules

    return ThronesRules()


__getattr__ = lazy_rules(globals(), _made)


__all__ = ["rules"]
