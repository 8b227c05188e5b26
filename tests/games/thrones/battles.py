"""A battle set up for the tests: ``attacker`` marches from Harrenhal into Riverrun, held by
``defender`` (one footman stays in Harrenhal, so no control decision comes up). Built as a
position (issue 18): the march, the supports and the cards are played through the rules."""

from __future__ import annotations

from typing import Any

from games.thrones.board import HOUSES
from games.thrones.positions import Fight, Position, army_of
from games.thrones.state import ThronesState
from tests.games.thrones.helpers import built


def fight(
    attacker: str,
    defender: str,
    attacking: tuple[str, ...] = ("footman",),
    defending: tuple[str, ...] = ("footman",),
    cards: tuple[str, str] | None = None,
    orders: dict[str, str] | None = None,
    units: dict[str, tuple[str, tuple[str, ...]]] | None = None,
    blade_used: bool = True,
    supports: dict[str, str] | None = None,
    **more: Any,
) -> ThronesState:
    """Up to the cards (played if ``cards`` is given); ``orders`` adds face-up orders,
    ``units`` more units (area -> house, units), ``supports`` each supporter's answer;
    ``more`` are further fields of the :class:`Position` (hands, routed units, a round...)."""
    placed = {
        "harrenhal": army_of(attacker, *attacking, "footman"),
        "riverrun": army_of(defender, *defending),
    }
    for area, (house, extra) in (units or {}).items():
        placed[area] = army_of(house, *extra)
    placed.update(more.pop("units_too", {}))
    position = Position(
        units=placed,
        orders={"harrenhal": "march", **(orders or {})},
        supply=dict.fromkeys(HOUSES, 6),
        blade_used=blade_used,
        phase="battle",
        battle=Fight(
            source="harrenhal",
            area="riverrun",
            units=list(attacking),
            supports=supports or {},
            cards=dict(zip((attacker, defender), cards, strict=True)) if cards else {},
        ),
        **more,
    )
    return built(position)
