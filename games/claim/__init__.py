"""Claim and Claim 2 (Czech "Trůn", "Trůn 2") by Scott Almes: either box for two players, a
two-player mix of both, and the variant for three players or four in teams. Rules:
``seeds/claim.md``."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from games.claim.game import ClaimRules

    rules: ClaimRules


def __getattr__(name: str) -> object:
    """``rules``, made on first use: what reads only the options (``tablebox list``) does not
    load the rules."""
    if name != "rules":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from games.claim.game import ClaimRules

    found = globals()["rules"] = ClaimRules()
    return found


__all__ = ["rules"]
