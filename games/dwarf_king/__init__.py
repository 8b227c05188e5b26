"""The Dwarf King (Czech "Král trpaslíků") by Bruno Faidutti, for 3 to 5 players: seven deals,
each with its own quest and special card. Rules: ``seeds/dwarf-king.md``."""

from games.dwarf_king.game import DwarfKingRules

rules = DwarfKingRules()

__all__ = ["rules"]
