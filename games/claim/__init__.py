"""Claim and Claim 2 (Czech "Trůn", "Trůn 2") by Scott Almes: either box for two players, a
two-player mix of both, and the variant for three players or four in teams. Rules:
``seeds/claim.md``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.common.lazy import lazy_rules

if TYPE_CHECKING:
    from games.claim.game import ClaimRules

    rules: ClaimRules


def _made() -> ClaimRules:
    from games.claim.game import ClaimRules

    return ClaimRules()


__getattr__ = lazy_rules(globals(), _made)


__all__ = ["rules"]
