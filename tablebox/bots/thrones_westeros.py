"""The Westeros phase (GOT-7, GOT-8): bids for the influence tracks and against the wildlings,
the Iron Throne's tie choices, mustering and disbanding."""

from __future__ import annotations

from games.thrones.board import AREA, SEAS
from games.thrones.state import WILDLING_WORST, ThronesState
from tablebox.bots.thrones_board import (
    AREA_VALUE,
    CARD_STRENGTH,
    NEAR,
    UNIT_ORDER,
    castle_counts,
    threat,
)

TRACK_SHARE = {"iron_throne": 0.4, "fiefdoms": 0.3, "kings_court": 0.5}
"""The most of its power a house puts on each track of a Clash of Kings (GOT-7.4), bid in
that order: the Iron Throne (turn order and ties) and the King's Court (stars, the Raven)
are worth more than the Fiefdoms (battle ties, the Blade)."""


def choose_bid(state: ThronesState, house: str) -> str:
    """GOT-7.4, GOT-8.5: enough to beat every rival's whole power on a track when that is
    affordable, else a modest share; against the wildlings a fair share of the threat, and
    nothing while it is low."""
    power = state.power[house]
    if state.bid_track == "wildlings":
        threat_level = state.wildlings
        if threat_level <= 2 or power == 0:
            return "bid 0"
        share = -(-threat_level // len(state.houses))
        return f"bid {min(power, share, max(1, power // 2))}"
    rivals = max((state.power[other] for other in state.houses if other != house), default=0)
    cap = int(power * TRACK_SHARE.get(state.bid_track, 0.3))
    if rivals + 1 <= max(cap, power // 2) and state.tracks[state.bid_track][0] != house:
        return f"bid {min(power, rivals + 1)}"
    return f"bid {min(power, cap)}"


def choose_tie(state: ThronesState, house: str, legal: list[str]) -> str:
    """GOT-7.4, GOT-8.5: the Iron Throne puts itself first among equal bids (or names itself
    the highest wildling bidder), and names the strongest rival the lowest bidder."""
    group = [action.split(" ")[1] for action in legal]
    counts = castle_counts(state)
    if state.step == WILDLING_WORST:
        others = [other for other in group if other != house] or group
        return f"tie {max(others, key=lambda other: counts[other])}"
    if house in group:
        return f"tie {house}"
    return f"tie {min(group, key=lambda other: counts[other])}"


def choose_reclaim(legal: list[str]) -> str:
    """GOT-8.5: the Night's Watch's reward: the strongest discarded House card."""
    return max(legal, key=lambda action: CARD_STRENGTH[action.split(" ")[1]])


def choose_muster(state: ThronesState, house: str, legal: list[str]) -> str:
    """GOT-7.3: knights first (most strength per unit of supply), then footmen, upgrades, and
    a few ships; at the front line first."""
    ships = sum(
        len(units)
        for area, units in state.units.items()
        if area in SEAS and state.owner[area] == house
    )
    best, chosen = 0.0, "muster done"
    for action in legal:
        words = action.split(" ")
        if words[1] == "done":
            continue
        area, unit = words[1], words[2]
        if unit == "ship":
            score = 1.2 if ships < 2 else 0.3
            front = threat(state, house, words[3])
        else:
            score = {"knight": 3.0, "footman": 2.0, "upgrade": 1.5}[unit]
            front = threat(state, house, area) + _open_targets(state, house, area)
        score += 0.3 * min(front, 3)
        if score > best:
            best, chosen = score, action
    return chosen


def _open_targets(state: ThronesState, house: str, area: str) -> int:
    return sum(1 for spot in NEAR[area] if AREA[spot].fort and state.owner.get(spot) != house)


def choose_disband(state: ThronesState, house: str, legal: list[str]) -> str:
    """GOT-7.1, GOT-8.5: give up the cheapest unit, from the biggest and least valuable
    army."""

    def cost(action: str) -> tuple[int, float]:
        _, area, unit = action.split(" ")
        return UNIT_ORDER[unit], AREA_VALUE[area] - len(state.units[area])

    return min(legal, key=cost)
