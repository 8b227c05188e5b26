"""Positions built to order (issue 18): a game that starts mid-battle or mid-bid, for tests,
tutorials and bug reports, without touching a state's fields by hand.

A :class:`Position` is plain data: the board (units, tokens, neutral forces, face-up orders),
the tracks, power, supply, hands and discards, the round's Westeros cards, and the phase by
name with what has been decided in it so far. :func:`build` makes the state in two steps:

1. the board at rest is laid out on a new game (:func:`new_state`) and checked by
   :func:`problems` (unit pools, supply limits, tokens, order tokens and stars, hands...);
2. the phase is entered the way the rules enter it, and what was decided in it is *played*
   as actions through the rules' own checks (a march into the battle, supports, House cards,
   bids, orders placed face down). So the battle, the bids and the turn order are whatever
   the rules make of them, never a hand-made copy that could disagree.

A game from a position is saved like any other: the position is a setup option
(``ThronesOptions.start``), so loading a save builds the same position again (with the same
checks) and replays the actions after it, and the snapshot cross-check holds.

Errors are :class:`PositionError` (a ``ValueError``), one line naming the problem; like the
board's own checks they are for developers and save files, not for players.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from games.thrones import army, flow, orders, westeros
from games.thrones.board import (
    AREAS,
    DECK_CARDS,
    HOUSE_CARDS,
    HOUSE_HANDS,
    PLAYER_SETUPS,
    POWER_LIMIT,
    ROUNDS,
    SEAS,
    START_POWER,
    UNIT_KINDS,
    UNIT_POOL,
    WILDLING_MAX,
)
from games.thrones.state import (
    ACCEPT,
    BID,
    BLADE,
    CARDS,
    CONTROL,
    MARCH,
    MUSTER,
    PLANNING,
    RAID,
    RAVEN,
    SUPPORT,
    TRACKS,
    ThronesState,
)
from tablebox.engine import IllegalAction

Phase = Literal["planning", "raven", "raid", "march", "battle", "bidding", "muster"]
BID_TRACKS = (*TRACKS, "wildlings")
RESTRICTIONS = frozenset(
    {"storm_of_swords", "sea_of_storms", "a_feast_for_crows", "rains_of_autumn"}
)
"""Deck-III cards that hold for the whole round (GOT-8.6)."""
RESOLVING = {"muster": ("I", "mustering"), "wildlings": ("III", "wildlings_attack")}
"""A Westeros step -> the deck whose card is being resolved, and that card."""
QUIET = {"I": "last_days_of_summer", "II": "last_days_of_summer", "III": "last_days_of_summer"}
"""The cards a Westeros position shows in the decks it does not name (they do nothing)."""


class PositionError(ValueError):
    """A position the rules could not reach, or one the builder cannot set up."""


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Army(_Frozen):
    """A house's units in one area; ``routed`` is the part of them routed this round."""

    house: str
    units: list[str] = Field(min_length=1)
    routed: list[str] = []

    @model_validator(mode="before")
    @classmethod
    def _short_form(cls, data: Any) -> Any:
        """``("stark", "footman", "knight")``: the house, then its units."""
        if isinstance(data, (list, tuple)) and data and isinstance(data[0], str):
            return {"house": data[0], "units": list(data[1:])}
        return data


class Fight(_Frozen):
    """A battle under way: ``attacker``'s ``units`` march from ``source`` (its March order
    there) into ``area``; then the supports, House cards and the Blade decided so far."""

    source: str
    area: str
    units: list[str] = Field(min_length=1)
    control: bool = False
    """Leave a power token in ``source`` if the march empties it (GOT-5.4)."""
    supports: dict[str, str] = {}
    """Supporting house -> the combatant it backs, or ``no``; declared in Iron Throne order."""
    accepts: dict[str, bool] = {}
    """Supporter -> whether the combatant it backs accepts its support (not given: that
    combatant is still to answer)."""
    cards: dict[str, str] = {}
    """Combatant -> its House card; both given: revealed and counted."""
    blade: bool | None = None
    """The Fiefdoms holder's answer when it is asked about the Valyrian Steel Blade."""


class Position(_Frozen):
    """A position by name: everything a test may want to set, the rest from the set-up."""

    round: int = Field(1, ge=1, le=ROUNDS)
    units: dict[str, Army] = {}
    tokens: dict[str, str] = {}
    """Land area -> the house whose power token controls it."""
    neutral: dict[str, int] = {}
    """Land area -> the strength of a neutral force there (none unless named)."""
    orders: dict[str, str] = {}
    """Area -> the face-up order there (raids, marches, a battle, the raven)."""
    pending: dict[str, dict[str, str]] = {}
    """Planning: house -> area -> its order placed face down."""
    committed: list[str] = []
    """Planning: houses that are done with their orders."""
    power: dict[str, int] = {}
    """House -> available power (default: the start's five)."""
    supply: dict[str, int] = {}
    """House -> supply level (default: from the barrels it controls, at most 6)."""
    tracks: dict[str, list[str]] = {}
    """Track -> houses, first place first (a track not named: as set up)."""
    wildlings: int = Field(0, ge=0, le=WILDLING_MAX)
    hands: dict[str, list[str]] = {}
    """House -> its House cards in hand (default: its cards not discarded)."""
    discards: dict[str, list[str]] = {}
    blade_used: bool = False
    westeros: list[str] = []
    """The round's Westeros cards (deck I, II, III); in a Westeros phase, those not named do
    nothing (Last Days of Summer) except the card being resolved."""
    phase: Phase = "planning"
    acting: str = ""
    """Raids, marches, mustering: the house whose turn it is (default: the first in Iron
    Throne order that has something to do)."""
    battle: Fight | None = None
    track: str = ""
    """Bidding: ``iron_throne``, ``fiefdoms``, ``kings_court`` (Clash of Kings) or
    ``wildlings`` (Wildlings Attack)."""
    bids: dict[str, int] = {}
    """Bidding: the secret bids already made."""


def army_of(house: str, *units: str, routed: Sequence[str] = ()) -> Army:
    """``army_of("stark", "footman", "knight")``: a shorter way to write an :class:`Army`."""
    return Army(house=house, units=list(units), routed=list(routed))


# -- building ------------------------------------------------------------------------------


NewState = Callable[[list[str], dict[str, Any], int, list[str] | None], ThronesState]
Advance = Callable[[ThronesState, int, str], None]
Play = Callable[[ThronesState, str, str], None]


def begin(
    position: Position,
    players: Sequence[str],
    houses: Sequence[str] | None,
    seed: int,
    deck: list[str] | None,
    new_state: NewState,
    advance: Advance,
) -> ThronesState:
    """The state of ``position``, the seats taking ``houses`` (default: the set-up table's
    order). The rules pass their set-up and their ``advance`` (checked), which the phase's
    decisions are played through. Raises PositionError. Tests and tables build a position
    with ``rules.new_game(players, {"start": position})``."""
    count = len(players)
    if count not in PLAYER_SETUPS:
        raise PositionError("A Game of Thrones is for 3 to 5 players")
    seats = list(houses) if houses is not None else list(PLAYER_SETUPS[count][0])
    try:
        state = new_state(list(players), {"houses": seats}, seed, deck)
    except ValueError as error:
        raise PositionError(str(error)) from None
    _lay_out(state, position)
    _westeros_cards(state, position)
    found = problems(state)
    if found:
        raise PositionError(found[0])
    state.events = []  # a built position has no history; what follows is its phase's log
    _enter(state, position, _player(advance))
    return state


def _lay_out(state: ThronesState, position: Position) -> None:
    in_play = set(state.houses)
    for house in _houses_named(position):
        if house not in in_play:
            raise PositionError(f"{house!r} is not a house in play ({', '.join(state.houses)})")
    state.round = position.round
    state.units = {area: list(army.units) for area, army in position.units.items()}
    state.owner = {area: army.house for area, army in position.units.items()}
    state.routed = {a: list(army.routed) for a, army in position.units.items() if army.routed}
    state.tokens = dict(position.tokens)
    state.neutral = dict(position.neutral)
    state.power = {house: position.power.get(house, START_POWER) for house in state.houses}
    for track in TRACKS:
        if track in position.tracks:
            state.tracks[track] = list(position.tracks[track])
    for name in position.tracks:
        if name not in TRACKS:
            raise PositionError(f"there is no track {name!r} (only {', '.join(TRACKS)})")
    state.wildlings = position.wildlings
    state.blade_used = position.blade_used
    for house in state.houses:
        state.discards[house] = list(position.discards.get(house, []))
        default = [c for c in HOUSE_HANDS[house] if c not in state.discards[house]]
        state.hands[house] = list(position.hands.get(house, default))
    state.orders = dict(position.orders)
    _check_areas(position)
    state.supply = {
        house: position.supply.get(house, min(6, army.barrels(state, house)))
        for house in state.houses
    }


def _houses_named(position: Position) -> set[str]:
    named = {army.house for army in position.units.values()} | set(position.tokens.values())
    named |= set(position.pending) | set(position.committed) | set(position.power)
    named |= set(position.supply) | set(position.hands) | set(position.discards)
    named |= set(position.bids) | ({position.acting} - {""})
    for order in position.tracks.values():
        named |= set(order)
    return named


def _check_areas(position: Position) -> None:
    named = [*position.units, *position.tokens, *position.neutral, *position.orders]
    for placed in position.pending.values():
        named.extend(placed)
    if position.battle is not None:
        named += [position.battle.source, position.battle.area]
    for area in named:
        if area not in AREAS:
            raise PositionError(f"there is no area {area!r} on the board")


def problems(state: ThronesState) -> list[str]:
    """What makes the board of ``state`` impossible (empty: nothing), each problem one line
    naming the rule. Checked on a position before its phase is entered; every state reached in
    play passes it too (the tests play random games to show it)."""
    found: list[str] = []
    count = len(state.houses)
    if sorted(state.houses) != sorted(PLAYER_SETUPS[count][0]):
        found.append(f"the houses of a {count}-player game are {PLAYER_SETUPS[count][0]}")
    in_play = set(state.houses)
    for track, order in state.tracks.items():
        if sorted(order) != sorted(in_play):
            found.append(f"the {track} track must list each house in play once, not {order}")
    found += _unit_problems(state)
    found += _token_problems(state)
    found += _card_problems(state)
    found += _order_problems(state)
    if state.restriction and state.restriction not in RESTRICTIONS:
        found.append(f"{state.restriction!r} forbids nothing")
    return found


def _unit_problems(state: ThronesState) -> list[str]:
    found = []
    for area, units in state.units.items():
        house = state.owner.get(area, "")
        fought_over = state.battle is not None and state.battle.area == area
        if not units and not fought_over:  # a beaten defender's area stays its until the end
            found.append(f"{area} is named without units")
        for unit in units:
            if unit not in UNIT_KINDS:
                found.append(f"there is no unit {unit!r} (only {', '.join(UNIT_KINDS)})")
            elif (unit == "ship") != (area in SEAS):
                where = "at sea" if area in SEAS else "on land"
                found.append(f"a {unit} cannot stand {where} ({area}, GOT-1.4)")
        if area in state.neutral:
            found.append(f"{house}'s units stand in {area} with a neutral force (GOT-5.5)")
        if Counter(state.routed.get(area, [])) - Counter(units):
            found.append(f"the routed units in {area} are not among its units")
    for house in state.houses:
        for kind, limit in UNIT_POOL.items():
            if army.unit_count(state, house, kind) > limit:
                found.append(f"{house} has more than its {limit} {kind} units (GOT-1.4)")
        level = state.supply[house]
        if not 0 <= level <= 6:
            found.append(f"{house}'s supply {level} is off the track (0 to 6)")
        elif house not in state.disband_due and not army.within_supply(state, house):
            sizes = army.armies(state, house)
            found.append(
                f"{house}'s armies {sizes} break its supply limit at level {level} (GOT-7.1)"
            )
    for area, strength in state.neutral.items():
        if strength < 1:
            found.append(f"the neutral force in {area} has strength {strength}, not 1 or more")
    return found


def _token_problems(state: ThronesState) -> list[str]:
    found = []
    for area, house in state.tokens.items():
        if area in SEAS:
            found.append(f"a power token cannot control a sea area ({area}, GOT-5.4)")
        if state.owner.get(area, house) != house:
            found.append(f"{house}'s power token in {area} lies under {state.owner[area]}'s units")
    for house in state.houses:
        held = state.power[house] + army.tokens_on_board(state, house)
        if state.power[house] < 0 or held > POWER_LIMIT:
            found.append(f"{house} has {held} power tokens; a house has {POWER_LIMIT} (GOT-1.5)")
    return found


def _card_problems(state: ThronesState) -> list[str]:
    found = []
    for house in state.houses:
        hand, discards = state.hands[house], state.discards[house]
        for card in hand + discards:
            if HOUSE_CARDS.get(card, ("",))[0] != house:
                found.append(f"{card!r} is not one of {house}'s House cards")
        if len(set(hand + discards)) != len(hand) + len(discards):
            found.append(f"{house} holds a House card twice (in hand and discarded?)")
        if not hand:
            found.append(f"{house}'s hand is empty; it takes its discards back (GOT-6.11)")
    return found


def _order_problems(state: ThronesState) -> list[str]:
    found = []
    face_down = {area for placed in state.pending.values() for area in placed}
    by_house: dict[str, dict[str, str]] = {house: {} for house in state.houses}
    for area, token in state.orders.items():
        if area in face_down:
            found.append(f"{area} has an order face up and another face down")
        by_house.setdefault(state.owner.get(area, ""), {})[area] = token
    for house, placed in (*by_house.items(), *state.pending.items()):
        for area, token in placed.items():
            problem = orders.order_refusal(state, house, area, token, placed)
            if problem is not None:
                code, params = problem
                found.append(f"{token!r} in {area}: {IllegalAction(code, **params)}")
    return found


# -- entering the phase ------------------------------------------------------------------------


def _enter(state: ThronesState, position: Position, play: Play) -> None:
    phase = position.phase
    _only_in(position, "pending", bool(position.pending), ("planning",))
    _only_in(position, "committed", bool(position.committed), ("planning",))
    _only_in(position, "battle", position.battle is not None, ("battle",))
    _only_in(position, "bids", bool(position.bids or position.track), ("bidding",))
    _only_in(position, "acting", bool(position.acting), ("raid", "march", "muster"))
    if phase == "planning":
        _planning(state, position, play)
    elif phase == "raven":
        _only_orders(state, position)
        state.phase, state.step, state.acting = PLANNING, RAVEN, state.holder("kings_court")
    elif phase in ("raid", "march"):
        _actions_phase(state, position, RAID if phase == "raid" else MARCH)
    elif phase == "battle":
        _battle(state, position, play)
    elif phase == "bidding":
        _bidding(state, position, play)
    else:
        _muster(state, position)


def _only_in(position: Position, name: str, given: bool, phases: tuple[str, ...]) -> None:
    if given and position.phase not in phases:
        raise PositionError(f"{name} belongs to the {' or '.join(phases)} phase")


def _only_orders(state: ThronesState, position: Position) -> None:
    if not position.orders:
        raise PositionError(f"the {position.phase} phase needs the face-up orders")


def _planning(state: ThronesState, position: Position, play: Play) -> None:
    if position.orders:
        raise PositionError("orders lie face up only after planning: give them as pending")
    if set(position.committed) >= set(state.houses):
        raise PositionError("with every house done the orders are revealed: use phase raven")
    state.phase = state.step = PLANNING
    for house, placed in position.pending.items():
        for area, token in placed.items():
            play(state, house, f"order {area} {token}")
    for house in position.committed:
        play(state, house, "done")


def _actions_phase(state: ThronesState, position: Position, phase: str) -> None:
    _only_orders(state, position)
    state.phase, state.step = phase, ""
    state.turn = _rotated(state.tracks["iron_throne"], position.acting)
    state.log("phase", phase=f"phase-{phase}")
    flow.settle(state)
    if state.phase != phase:
        raise PositionError(f"no house has a {phase} order: the {phase} phase would be over")
    if position.acting and state.acting != position.acting:
        raise PositionError(f"{position.acting} has no {phase} order to carry out")


def _rotated(order: list[str], first: str) -> list[str]:
    if not first:
        return list(order)
    start = order.index(first)
    return order[start:] + order[:start]


def _battle(state: ThronesState, position: Position, play: Play) -> None:
    fight = position.battle
    if fight is None:
        raise PositionError("the battle phase needs a battle (source, area, units)")
    attacker = state.owner.get(fight.source)
    if attacker is None:
        raise PositionError(f"no units stand in {fight.source}, where the attack comes from")
    defender = state.owner.get(fight.area)
    if defender is None or defender == attacker:
        raise PositionError(f"{fight.area} holds no other house's units to attack")
    if orders.KIND.get(state.orders.get(fight.source, ""), "") != "march":
        raise PositionError(f"the attack needs a March order in {fight.source}")
    state.phase, state.step = MARCH, ""
    state.turn = _rotated(state.tracks["iron_throne"], attacker)
    state.log("phase", phase="phase-march")
    flow.settle(state)
    units = ",".join(sorted(fight.units))
    play(state, attacker, f"march {fight.source} -> {fight.area}:{units}")
    if state.step == CONTROL:
        play(state, attacker, f"control {'yes' if fight.control else 'no'}")
    supports, accepts = dict(fight.supports), dict(fight.accepts)
    while state.step in (SUPPORT, ACCEPT):
        if state.step == ACCEPT:
            assert state.battle is not None
            if state.battle.offered not in accepts:
                break
            answer = "yes" if accepts.pop(state.battle.offered) else "no"
            play(state, state.acting, f"accept {answer}")
            continue
        if state.acting not in supports:
            break
        play(state, state.acting, f"support {supports.pop(state.acting)}")
    if supports or accepts:
        houses = ", ".join([*supports, *accepts])
        raise PositionError(f"the support of {houses} is not asked for in this battle now")
    for house, card in fight.cards.items():
        if state.step != CARDS:
            raise PositionError("House cards are chosen only once every support is declared")
        play(state, house, f"card {card}")
    if fight.blade is not None:
        if state.step != BLADE:
            raise PositionError("the Valyrian Steel Blade is not offered in this battle now")
        play(state, state.acting, f"blade {'yes' if fight.blade else 'no'}")


def _westeros_cards(state: ThronesState, position: Position) -> None:
    """The round's three cards, each taken out of its deck: under it once resolved, on the
    table while the Westeros phase resolves them."""
    cards = list(position.westeros)
    resolving = _resolving(position)
    if resolving is not None:
        if position.round == 1:
            raise PositionError("there is no Westeros phase in round 1 (GOT-2.5)")
        deck, card = resolving
        cards = cards or [card if d == deck else QUIET[d] for d in westeros.DECKS]
        if cards[westeros.DECKS.index(deck)] != card:
            raise PositionError(f"this step resolves {card} from deck {deck}")
    if not cards:
        return
    if len(cards) != len(westeros.DECKS):
        raise PositionError("the Westeros cards of a round are three: deck I, II and III")
    for deck, card in zip(westeros.DECKS, cards, strict=True):
        if card not in DECK_CARDS[deck]:
            raise PositionError(f"{card!r} is not a card of Westeros deck {deck}")
        state.decks[deck].remove(card)
        if resolving is None:
            state.decks[deck].append(card)
    state.revealed_cards = cards
    if resolving is None and cards[2] in RESTRICTIONS:
        state.restriction = cards[2]


def _resolving(position: Position) -> tuple[str, str] | None:
    if position.phase == "muster":
        return RESOLVING["muster"]
    if position.phase == "bidding":
        if position.track not in BID_TRACKS:
            raise PositionError(f"a bid is for one of {', '.join(BID_TRACKS)}")
        if position.track == "wildlings":
            return RESOLVING["wildlings"]
        return ("II", "clash_of_kings")
    return None


def _bidding(state: ThronesState, position: Position, play: Play) -> None:
    if set(position.bids) >= set(state.houses):
        raise PositionError("with every bid made they are revealed: leave one house to bid")
    deck = "III" if position.track == "wildlings" else "II"
    state.phase = westeros.WESTEROS
    state.queue = list(westeros.DECKS[westeros.DECKS.index(deck) + 1 :])
    westeros._bidding(state, position.track)
    for house, amount in position.bids.items():
        play(state, house, f"bid {amount}")
    assert state.step == BID


def _muster(state: ThronesState, position: Position) -> None:
    state.phase = westeros.WESTEROS
    state.queue = ["II", "III"]
    order = state.tracks["iron_throne"]
    # the houses before ``acting`` have mustered already
    state.turn = order[order.index(position.acting) :] if position.acting else list(order)
    westeros.next_muster(state)
    if state.step != MUSTER:
        raise PositionError("no house holds a castle or stronghold to muster in")
    if position.acting and state.acting != position.acting:
        raise PositionError(f"{position.acting} holds no castle or stronghold to muster in")


def _player(advance: Advance) -> Play:
    """One decision of the phase, played through the rules' own checks."""

    def play(state: ThronesState, house: str, action: str) -> None:
        try:
            advance(state, state.seat_of[house], action)
        except IllegalAction as refused:
            raise PositionError(f"{house}: {action!r} is not allowed here ({refused})") from None

    return play
