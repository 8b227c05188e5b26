"""A Game of Thrones (1st edition, 2003), headless: the rules object (``seeds/thrones.md``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from games.thrones.game import ThronesRules

    rules: ThronesRules


def __getattr__(name: str) -> object:
    """``rules``, made on first use: what reads only the options (``tablebox list``) does not
    load the rules."""
    if name not in ("rules", "ThronesRules"):
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from games.thrones.game import ThronesRules

    if name == "ThronesRules":
        return ThronesRules
    found = globals()["rules"] = ThronesRules()
    return found


__all__ = ["ThronesRules", "rules"]
