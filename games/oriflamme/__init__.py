"""Oriflamme (Czech "Krvavý trůn") by Adrien & Axel Hesling, for 2 to 5 players. Rules:
``seeds/oriflamme.md``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.common.lazy import lazy_rules

if TYPE_CHECKING:
    from games.oriflamme.game import OriflammeRules

    rules: OriflammeRules


def _made() -> OriflammeRules:
    from games.oriflamme.game import OriflammeRules

    return OriflammeRules()


__getattr__ = lazy_rules(globals(), _made)


__all__ = ["rules"]
