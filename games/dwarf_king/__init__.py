"""The Dwarf King (Czech "Král trpaslíků") by Bruno Faidutti, for 3 to 5 players: seven deals,
each with its own quest and special card. Rules: ``seeds/dwarf-king.md``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.common.lazy import lazy_rules

if TYPE_CHECKING:
    from games.dwarf_king.game import DwarfKingRules

    rules: DwarfKingRules


def _made() -> DwarfKingRules:
    from games.dwarf_king.game import DwarfKingRules

    return DwarfKingRules()


__getattr__ = lazy_rules(globals(), _made)


__all__ = ["rules"]
