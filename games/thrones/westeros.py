"""The Westeros phase (GOT-7, GOT-8): three cards turned up and resolved in deck order."""

from __future__ import annotations

import random

from games.thrones import army
from games.thrones.board import (
    AREA,
    CASTLES,
    CROWN_AREAS,
    MUSTER_COST,
    SEA_NEIGHBOURS,
    WILDLING_ICON,
    WILDLING_MAX,
    WILDLING_STEP,
)
from games.thrones.state import (
    BID,
    DISBAND,
    MUSTER,
    RECLAIM,
    TIE,
    TRACKS,
    WILDLING_BEST,
    WILDLING_WORST,
    ThronesState,
)
from tablebox.engine import Message

DECKS = ("I", "II", "III")
WESTEROS = "westeros"


def start(state: ThronesState) -> None:
    """GOT-7.1: turn up the top card of each deck."""
    state.phase = WESTEROS
    state.step = ""
    state.revealed_cards = []
    state.restriction = ""
    state.log("westeros", round=state.round)
    for deck in DECKS:
        state.revealed_cards.append(_draw(state, deck))
    state.queue = list(DECKS)
    state.reveal_count += 1


def _draw(state: ThronesState, deck: str) -> str:
    card = state.decks[deck].pop(0)
    state.log("westeros-card", deck=deck, card=card)
    if WILDLING_ICON[deck, card]:
        state.wildlings = min(WILDLING_MAX, state.wildlings + WILDLING_STEP)
        state.log("wildlings-grow", threat=state.wildlings)
    return card


def shuffle(state: ThronesState, cards: list[str]) -> None:
    """A shuffle during play, seeded by the game's seed and the shuffles so far (so a replay
    repeats it)."""
    state.shuffles += 1
    random.Random(f"thrones {state.seed} shuffle {state.shuffles}").shuffle(cards)


def resolve_next(state: ThronesState) -> bool:
    """Resolve the next card of the queue; False once all three are done (then the cards go
    under their decks)."""
    if not state.queue:
        for deck, card in zip(DECKS, state.revealed_cards, strict=True):
            state.decks[deck].append(card)
        return False
    deck = state.queue.pop(0)
    index = DECKS.index(deck)
    card = state.revealed_cards[index]
    state.log("resolve-card", deck=deck, card=card)
    if card == "winter_is_coming":  # GOT-8.7
        state.decks[deck].append(card)
        shuffle(state, state.decks[deck])
        state.revealed_cards[index] = _draw(state, deck)
        state.reveal_count += 1
        state.queue.insert(0, deck)
    elif card == "supply":
        _supply(state)
    elif card == "mustering":
        state.turn = list(state.tracks["iron_throne"])
        next_muster(state)
    elif card == "clash_of_kings":
        _bidding(state, TRACKS[0])
    elif card == "game_of_thrones":
        for house in state.tracks["iron_throne"]:
            crowns = sum(n for a, n in CROWN_AREAS if state.controller(a) == house)
            state.log("power-gained", house=house, count=army.gain(state, house, crowns))
    elif card == "wildlings_attack":
        _bidding(state, "wildlings")
    elif card in ("storm_of_swords", "sea_of_storms", "a_feast_for_crows", "rains_of_autumn"):
        state.restriction = card
    return True


# -- supply (GOT-7.2) ------------------------------------------------------------------------


def _supply(state: ThronesState) -> None:
    for house in state.tracks["iron_throne"]:
        state.supply[house] = min(6, army.barrels(state, house))
        state.log("supply", house=house, level=state.supply[house])
        if not army.within_supply(state, house):
            state.disband_due[house] = -1
    next_disband(state)


def next_disband(state: ThronesState) -> None:
    for house in state.tracks["iron_throne"]:
        due = state.disband_due.get(house)
        if due is None:
            continue
        if (
            (due == -1 and army.within_supply(state, house))
            or due == 0
            or not army.areas_of(state, house)
        ):
            del state.disband_due[house]
            continue
        state.step = DISBAND
        state.acting = house
        return
    state.step = ""


def legal_disbands(state: ThronesState, house: str) -> list[str]:
    due = state.disband_due[house]
    legal: list[str] = []
    for area in sorted(army.areas_of(state, house)):
        units = state.units[area]
        if due == -1 and len(units) < 2:
            continue  # only an army can be over the limit
        legal.extend(f"disband {area} {unit}" for unit in sorted(set(units)))
    return legal


def disband(state: ThronesState, house: str, area: str, unit: str) -> None:
    army.remove_units(state, area, [unit])
    state.log("disband", house=house, area=area, unit=unit)
    due = state.disband_due[house]
    if due > 0:
        state.disband_due[house] = max(0, due - MUSTER_COST[unit])
    next_disband(state)


# -- mustering (GOT-7.3) ---------------------------------------------------------------------


def next_muster(state: ThronesState) -> None:
    while state.turn:
        house = state.turn.pop(0)
        points = {a: AREA[a].fort for a in sorted(CASTLES) if state.controller(a) == house}
        if points:
            state.muster_points = points
            state.acting = house
            state.step = MUSTER
            return
    state.muster_points = {}
    state.step = ""


def legal_musters(state: ThronesState, house: str) -> list[str]:
    legal: list[str] = []
    for area, points in state.muster_points.items():
        if points <= 0 or state.controller(area) != house:
            continue
        here = {area: 1}
        fits = army.within_supply(state, house, here)
        if fits and army.in_pool(state, house, "footman") > 0:
            legal.append(f"muster {area} footman")
        if fits and points >= 2 and army.in_pool(state, house, "knight") > 0:
            legal.append(f"muster {area} knight")
        if "footman" in state.units.get(area, []) and army.in_pool(state, house, "knight") > 0:
            legal.append(f"muster {area} upgrade")
        if army.in_pool(state, house, "ship") > 0:
            for sea in sorted(SEA_NEIGHBOURS[area]):
                if state.owner.get(sea, house) != house or sea in state.neutral:
                    continue
                if army.within_supply(state, house, {sea: 1}):
                    legal.append(f"muster {area} ship {sea}")
    legal.append("muster done")
    return legal


def muster_overview(state: ThronesState, house: str) -> dict[str, dict[str, object]]:
    """Issue 27.7: the house's areas that may still muster, each with its points left and
    why a unit is missing from its options (``supply``: the supply limit; ``no-footman``,
    ``no-knight``, ``no-ship``: all of that kind on the board; ``one-point``: a knight costs
    two). Public: the board and the points are known to all."""
    overview: dict[str, dict[str, object]] = {}
    for area, points in state.muster_points.items():
        if points <= 0 or state.controller(area) != house:
            continue
        missing: list[str] = []
        fits = army.within_supply(state, house, {area: 1})
        if not fits:
            missing.append("supply")
        for kind in ("footman", "knight"):
            if army.in_pool(state, house, kind) <= 0:
                missing.append(f"no-{kind}")
        if fits and points < 2 and army.in_pool(state, house, "knight") > 0:
            missing.append("one-point")
        if SEA_NEIGHBOURS[area] and army.in_pool(state, house, "ship") <= 0:
            missing.append("no-ship")
        overview[area] = {"points": points, "missing": missing}
    return overview


def muster(state: ThronesState, house: str, area: str, unit: str, sea: str) -> None:
    state.muster_points[area] -= MUSTER_COST[unit]
    if unit == "upgrade":
        army.remove_units(state, area, ["footman"])
        army.add_units(state, area, house, ["knight"])
    else:
        army.add_units(state, sea or area, house, [unit])
    state.log("muster", house=house, area=sea or area, unit=unit)
    if not any(points > 0 for points in state.muster_points.values()):
        next_muster(state)


def muster_done(state: ThronesState, house: str) -> None:
    next_muster(state)


# -- bidding: clash of kings and wildlings (GOT-7.4, GOT-8.5) ----------------------------------


def _bidding(state: ThronesState, track: str) -> None:
    state.bid_track = track
    state.bids = {}
    state.committed = []
    state.step = BID


def legal_bids(state: ThronesState, house: str) -> list[str]:
    return [f"bid {n}" for n in range(state.power[house] + 1)]


def bid(state: ThronesState, house: str, amount: int) -> None:
    state.bids[house] = amount
    state.committed.append(house)
    state.log("bid-ready", house=house)
    if len(state.committed) < len(state.houses):
        return
    bids = state.bids
    state.reveal_count += 1
    shown = [Message("thrones.bid-of", {"house": h, "amount": n}) for h, n in sorted(bids.items())]
    state.log("bids-revealed", track=state.bid_track, bids=shown)
    for house_, amount_ in bids.items():
        state.power[house_] -= amount_  # PROPOSED: every bid token goes back to the pool
    state.committed = []
    track = state.bid_track
    state.bids = {}
    if track == "wildlings":
        _wildlings(state, bids)
        return
    order = state.tracks["iron_throne"]
    amounts = sorted(set(bids.values()), reverse=True)
    state.tie_groups = [[h for h in order if bids[h] == amount] for amount in amounts]
    state.placed = []
    _place(state)


def _place(state: ThronesState) -> None:
    """Place the bidders on the track, best bid first; a group of equal bids waits for the
    Iron Throne holder to order it (the holder before this Clash of Kings settles the Iron
    Throne track itself), one house at a time (GOT-7.4)."""
    while state.tie_groups:
        group = state.tie_groups[0]
        if len(group) > 1:
            state.step = TIE
            state.acting = state.tracks["iron_throne"][0]
            return
        state.placed.append(group[0])
        state.tie_groups.pop(0)
    track = state.bid_track
    state.tracks[track] = state.placed
    state.placed = []
    state.log("track", track=track, order=list(state.tracks[track]))
    following = TRACKS.index(track) + 1
    if following < len(TRACKS):
        _bidding(state, TRACKS[following])
    else:
        state.bid_track = ""
        state.step = ""


def legal_ties(state: ThronesState, house: str) -> list[str]:
    return [f"tie {other}" for other in state.tie_groups[0]]


def tie(state: ThronesState, house: str, chosen: str) -> None:
    """The Iron Throne holder puts ``chosen`` next among the equal bids."""
    group = state.tie_groups[0]
    group.remove(chosen)
    state.placed.append(chosen)
    state.log("tie", house=house, chosen=chosen, track=state.bid_track, place=len(state.placed))
    _place(state)


def _wildlings(state: ThronesState, bids: dict[str, int]) -> None:
    """GOT-8.5: the Night's Watch holds if the bids reach the threat; the highest bidder takes
    back a discarded House card. Otherwise every house loses units worth 2 mustering points,
    the lowest bidder 4. The holder of the Iron Throne decides who among equal bids is the
    highest or the lowest bidder. The threat then drops to 0 (PROPOSED)."""
    total = sum(bids.values())
    held = total >= state.wildlings
    result = "held" if held else "overrun"
    state.log("wildlings", total=total, threat=state.wildlings, result=result)
    state.wildlings = 0
    state.bid_track = ""
    order = state.tracks["iron_throne"]
    if held:
        best = [house for house in order if bids[house] == max(bids.values())]
        if len(best) > 1 and any(state.discards[house] for house in best):
            _ask_wildling_tie(state, WILDLING_BEST, best)
            return
        _night_watch_reward(state, best[0])
        return
    worst = [house for house in order if bids[house] == min(bids.values())]
    if len(worst) > 1:
        _ask_wildling_tie(state, WILDLING_WORST, worst)
        return
    _wildlings_overrun(state, worst[0])


def _ask_wildling_tie(state: ThronesState, step: str, group: list[str]) -> None:
    state.tie_groups = [group]
    state.step = step
    state.acting = state.holder("iron_throne")


def wildling_tie(state: ThronesState, house: str, chosen: str) -> None:
    """The Iron Throne holder names the highest (or lowest) bidder among equal bids."""
    step = state.step
    state.tie_groups = []
    state.log(f"{step}-chosen", house=house, chosen=chosen)
    if step == WILDLING_BEST:
        _night_watch_reward(state, chosen)
    else:
        _wildlings_overrun(state, chosen)


def _night_watch_reward(state: ThronesState, best: str) -> None:
    if state.discards[best]:
        state.step = RECLAIM
        state.acting = best
        return
    state.step = ""


def _wildlings_overrun(state: ThronesState, lowest: str) -> None:
    for house in state.houses:
        state.disband_due[house] = 4 if house == lowest else 2
    next_disband(state)


def legal_reclaims(state: ThronesState, house: str) -> list[str]:
    return [f"reclaim {card}" for card in state.discards[house]]


def reclaim(state: ThronesState, house: str, card: str) -> None:
    state.discards[house].remove(card)
    state.hands[house].append(card)
    state.log("reclaimed", house=house, card=card)
    state.step = ""
