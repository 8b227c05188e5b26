"""Truel, the abstract race for three gems for exactly three players: tablebox's own board
and deck (the printed ones are not public). Rules: ``seeds/truel.md``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.common.lazy import lazy_rules

if TYPE_CHECKING:
    from games.truel.game import TruelRules

    rules: TruelRules


def _made() -> TruelRules:
    from games.truel.game import TruelRules

    return TruelRules()


__getattr__ = lazy_rules(globals(), _made)


__all__ = ["rules"]
