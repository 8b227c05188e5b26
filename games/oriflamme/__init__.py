"""Oriflamme (Czech "Krvavý trůn") by Adrien & Axel Hesling, for 2 to 5 players. Rules:
``seeds/oriflamme.md``."""

from games.oriflamme.game import OriflammeRules

rules = OriflammeRules()

__all__ = ["rules"]
