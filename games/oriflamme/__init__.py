"""Oriflamme (Czech "Krvavý trůn") by Adrien & Axel Hesling, for 2 to 5 players. Rules:
``seeds/oriflamme.md``."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from games.oriflamme.game import OriflammeRules

    rules: OriflammeRules


def __getattr__(name: str) -> object:
    """``rules``, made on first use: what reads only the options (``tablebox list``) does not
    load the rules."""
    if name != "rules":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from games.oriflamme.game import OriflammeRules

    found = globals()["rules"] = OriflammeRules()
    return found


__all__ = ["rules"]
