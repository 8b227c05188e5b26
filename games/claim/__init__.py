"""Claim 2 (Czech "Trůn 2") by Scott Almes, for two players. Rules: ``seeds/claim.md``."""

from games.claim.game import ClaimRules

rules = ClaimRules()

__all__ = ["rules"]
