"""The Dwarf King (Czech "Král trpaslíků") by Bruno Faidutti, for 3 to 5 players: seven deals,
each with its own quest and special card. Rules: ``seeds/dwarf-king.md``."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from games.dwarf_king.game import DwarfKingRules

    rules: DwarfKingRules


def __getattr__(name: str) -> object:
    """``rules``, made on first use: what reads only the options (``tablebox list``) does not
    load the rules."""
    if name != "rules":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from games.dwarf_king.game import DwarfKingRules

    found = globals()["rules"] = DwarfKingRules()
    return found


__all__ = ["rules"]
