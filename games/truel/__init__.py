"""Truel, the abstract race for three gems for exactly three players: tablebox's own board
and deck (the printed ones are not public). Rules: ``seeds/truel.md``."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from games.truel.game import TruelRules

    rules: TruelRules


def __getattr__(name: str) -> object:
    """``rules``, made on first use: what reads only the options (``tablebox list``) does not
    load the rules."""
    if name != "rules":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from games.truel.game import TruelRules

    found = globals()["rules"] = TruelRules()
    return found


__all__ = ["rules"]
