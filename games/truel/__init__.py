"""Truel, the abstract race for three gems for exactly three players: tablebox's own board
and deck (the printed ones are not public). Rules: ``seeds/truel.md``."""

from games.truel.game import TruelRules

rules = TruelRules()

__all__ = ["rules"]
