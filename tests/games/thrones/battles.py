"""A battle set up for the tests: ``attacker`` marches from Harrenhal into Riverrun, held by
``defender`` (one footman stays in Harrenhal, so no control decision comes up)."""

from __future__ import annotations

from games.thrones.state import ThronesState
from tests.games.thrones.helpers import act, empty, game, put, start_marches


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
) -> ThronesState:
    """Up to the cards (played if ``cards`` is given); ``orders`` adds face-up orders,
    ``units`` more units (area -> house, units), ``supports`` each supporter's answer."""
    state = empty(game(5))
    state.supply = dict.fromkeys(state.houses, 6)
    state.blade_used = blade_used
    put(state, "harrenhal", attacker, *attacking, "footman")
    put(state, "riverrun", defender, *defending)
    for area, (house, placed) in (units or {}).items():
        put(state, area, house, *placed)
    start_marches(state, {"harrenhal": "march", **(orders or {})})
    act(state, attacker, f"march harrenhal -> riverrun:{','.join(sorted(attacking))}")
    for house, answer in (supports or {}).items():
        act(state, house, f"support {answer}")
    if cards is not None:
        act(state, attacker, f"card {cards[0]}")
        act(state, defender, f"card {cards[1]}")
    return state
