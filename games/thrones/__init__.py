"""A Game of Thrones (1st edition, 2003), headless: the rules object (``seeds/thrones.md``)."""

from games.thrones.game import ThronesRules

rules = ThronesRules()

__all__ = ["ThronesRules", "rules"]
