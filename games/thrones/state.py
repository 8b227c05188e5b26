"""The state of a game: board, tracks, hands, decks and the decision under way.

Everything is plain lists, dicts and numbers, so a snapshot is JSON and a copy is cheap.
Houses are named by id (``stark``...); ``seat_of`` maps a house to its seat.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from tablebox.engine import NOT_SAVED, Event

# Phases and steps (``step`` says which decision is awaited).
PLANNING = "planning"
RAVEN = "raven"
RAID = "raid"
MARCH = "march"
CONTROL = "control"
SUPPORT = "support"
ACCEPT = "accept"
CARDS = "cards"
BLADE = "blade"
CASUALTY = "casualty"
WIN_ABILITY = "win-ability"
RETREAT = "retreat"
DISBAND = "disband"
MUSTER = "muster"
BID = "bid"
RECLAIM = "reclaim"
TIE = "tie"
WILDLING_BEST = "wildling-best"
"""Equal highest wildling bids: the Iron Throne holder names the highest bidder (GOT-8.5)."""
WILDLING_WORST = "wildling-worst"
"""Equal lowest wildling bids: the Iron Throne holder names the lowest bidder (GOT-8.5)."""
MARCH_LEGS = "march-legs"
"""A march to several destinations being put together leg by leg (GOT-5.1)."""
OVER = "over"

TRACKS = ("iron_throne", "fiefdoms", "kings_court")


@dataclass
class Battle:
    """A battle under way (GOT-6): who fights where, and what has been declared so far."""

    attacker: str
    defender: str
    area: str
    source: str
    """Where the attack came from: the attacker's retreat, never the defender's (GOT-6.9)."""
    attacking: list[str]
    march_bonus: int
    supporters: list[str]
    """Houses still to declare their support, in Iron Throne order."""
    support: dict[str, str] = field(default_factory=dict)
    """Supporting house -> the house it supports (absent or ``""``: none)."""
    offered: str = ""
    """A house whose support awaits the supported combatant's answer (it may refuse)."""
    cards: dict[str, str] = field(default_factory=dict)
    """Combatant -> its House card; hidden from the other until both have chosen."""
    revealed: bool = False
    cancelled: list[str] = field(default_factory=list)
    """Combatants whose card text is cancelled (Queen of Thorns)."""
    no_defense_bonus: bool = False
    """Brienne of Tarth discarded the defender's Defence order."""
    blade: str = ""
    """The combatant who used the Valyrian Steel Blade in this battle."""
    winner: str = ""
    loser: str = ""
    casualties: int = 0
    strengths: dict[str, int] = field(default_factory=dict)
    parts: dict[str, dict[str, int]] = field(default_factory=dict)
    """Combatant -> its strength line by line (units, order, support, card, blade), once
    counted: what the table shows under the total (issue 18.6)."""


@dataclass
class ThronesState:
    players: list[str]
    houses: list[str]
    """Seat -> house."""
    seat_of: dict[str, int]
    neutral_houses: list[str]
    seed: int
    shuffles: int
    """How many shuffles the game has made; with ``seed`` it seeds the next one."""
    round: int
    phase: str
    step: str
    units: dict[str, list[str]]
    """Area -> unit kinds standing there (one house per area)."""
    owner: dict[str, str]
    """Area -> the house whose units stand there (only areas with units)."""
    routed: dict[str, list[str]]
    """Area -> its units routed this round (GOT-6.10), a part of ``units``."""
    tokens: dict[str, str]
    """Land area -> the house whose power token establishes control there (GOT-5.4)."""
    neutral: dict[str, int]
    """Area -> strength of the neutral force there (GOT-5.5)."""
    power: dict[str, int]
    """House -> available power tokens."""
    tracks: dict[str, list[str]]
    supply: dict[str, int]
    wildlings: int
    hands: dict[str, list[str]]
    discards: dict[str, list[str]]
    decks: dict[str, list[str]]
    """Westeros deck -> cards in draw order."""
    revealed_cards: list[str]
    """The Westeros cards of this round (deck I, II, III)."""
    restriction: str
    """The deck-III card forbidding an order this round ("" for none)."""
    orders: dict[str, str]
    """Area -> the order token lying there, face up."""
    pending: dict[str, dict[str, str]]
    """House -> area -> token, placed face down during planning (GOT-3)."""
    committed: list[str]
    bids: dict[str, int]
    """House -> its secret bid (GOT-7.3, GOT-8.4)."""
    bid_track: str
    """The track being bid for, or ``wildlings``."""
    tie_groups: list[list[str]]
    """Clash of Kings: houses with equal bids still to be placed on the track, best first;
    the Iron Throne holder orders each group (GOT-7.4)."""
    placed: list[str]
    """The new order of the track being settled, so far."""
    turn: list[str]
    """Houses still to act in the current rotation (raids, marches, mustering...)."""
    queue: list[str]
    """Westeros effects still to resolve this phase."""
    muster_points: dict[str, int]
    """Area -> mustering points left there (the mustering house's castles)."""
    disband_due: dict[str, int]
    """House -> mustering points of units it must still destroy (wildlings) or -1: must fit
    its supply (GOT-7.1)."""
    blade_used: bool
    battle: Battle | None
    acting: str
    """The house taking the current one-seat decision."""
    emptied: str
    """The land area a march has just left empty (for the control decision, GOT-5.4)."""
    reveal_count: int
    winner: str
    march_from: str
    """The area whose march is being put together leg by leg ("" none, GOT-5.1)."""
    legs: list[str]
    """The legs chosen so far for that march, each ``destination:unit,unit``."""
    events: list[Event] = field(default_factory=list, metadata=NOT_SAVED)

    def copy(self) -> ThronesState:
        """An independent copy (the event log is copied, its events are immutable). Built
        field by field without ``__init__``: copies are made for every action tried."""
        new = object.__new__(ThronesState)
        new.__dict__.update(self.__dict__)
        new.units = {area: list(units) for area, units in self.units.items()}
        new.owner = dict(self.owner)
        new.routed = {area: list(units) for area, units in self.routed.items()}
        new.tokens = dict(self.tokens)
        new.neutral = dict(self.neutral)
        new.power = dict(self.power)
        new.tracks = {name: list(order) for name, order in self.tracks.items()}
        new.supply = dict(self.supply)
        new.hands = {house: list(cards) for house, cards in self.hands.items()}
        new.discards = {house: list(cards) for house, cards in self.discards.items()}
        new.decks = {deck: list(cards) for deck, cards in self.decks.items()}
        new.revealed_cards = list(self.revealed_cards)
        new.orders = dict(self.orders)
        new.pending = {house: dict(placed) for house, placed in self.pending.items()}
        new.committed = list(self.committed)
        new.bids = dict(self.bids)
        new.turn = list(self.turn)
        new.tie_groups = [list(group) for group in self.tie_groups]
        new.placed = list(self.placed)
        new.queue = list(self.queue)
        new.muster_points = dict(self.muster_points)
        new.disband_due = dict(self.disband_due)
        new.battle = _copy_battle(self.battle)
        new.legs = list(self.legs)
        new.events = list(self.events)
        return new

    # -- reading the board ------------------------------------------------------------------

    def controller(self, area: str) -> str:
        """The house controlling ``area``: its units or its power token; "" for nobody."""
        return self.owner.get(area) or self.tokens.get(area, "")

    def holder(self, track: str) -> str:
        return self.tracks[track][0]

    def seat(self, house: str) -> int:
        return self.seat_of[house]

    def log(self, key: str, audience: int | None = None, **params: Any) -> None:
        self.events.append(Event(f"thrones.{key}", params, audience))


def _copy_battle(battle: Battle | None) -> Battle | None:
    if battle is None:
        return None
    return dataclasses.replace(
        battle,
        attacking=list(battle.attacking),
        supporters=list(battle.supporters),
        support=dict(battle.support),
        cards=dict(battle.cards),
        cancelled=list(battle.cancelled),
        strengths=dict(battle.strengths),
        parts={house: dict(lines) for house, lines in battle.parts.items()},
    )
