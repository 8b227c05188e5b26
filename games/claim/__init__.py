"""Claim and Claim 2 (Czech "Trůn", "Trůn 2") by Scott Almes: either box for two players, a
two-player mix of both, and the variant for three players or four in teams. Rules:
``seeds/claim.md``."""

from games.claim.game import ClaimRules

rules = ClaimRules()

__all__ = ["rules"]
