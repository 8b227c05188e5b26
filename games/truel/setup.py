"""Dealing a game (TRL-1): pawns on their Starts, the starting gems, three cards each, one
card face up in each triple; green begins."""

from __future__ import annotations

from games.common.cards import check_same_cards, shuffled
from games.truel.data import CARD_TYPES, COLOURS
from games.truel.piles import chance, take_top
from games.truel.state import PLAY, TruelState
from tablebox.engine import Event

HAND = 3
FIRST = COLOURS.index("green")
"""Green always begins (TRL-4.1)."""


def first_order(state: TruelState, seed: int, deck: list[str] | None) -> list[str]:
    """The first game's deck: ``deck`` as given (top first) or shuffled by ``seed``."""
    regular = state.deck.regular
    if deck is None:
        return shuffled(regular, seed)
    check_same_cards(regular, deck, "the deck")
    return list(deck)


def deal(state: TruelState, order: list[str] | None = None) -> None:
    """Set up game number ``state.game``: every card back, shuffled (or ``order``), and dealt."""
    if order is None:
        order = sorted(state.deck.regular)
        chance(state).shuffle(order)
    state.draw_pile = order
    state.revealed += 1
    state.discard = []
    state.supply = list(state.deck.rainbow)
    state.hands = [[] for _ in state.players]
    state.slots = [[None, None, None] for _ in range(3)]
    state.pawns = [state.board.starts[colour] for colour in COLOURS]
    start = 1 if state.options.start_gems == "one" else 0
    state.gems = [[start if colour == seat else 0 for colour in range(3)] for seat in range(3)]
    state.pending = [0, 0, 0]
    state.turn = FIRST
    state.stage = PLAY
    state.completing = None
    state.meanings = {}
    state.moving = None
    state.losing = None
    state.events.append(Event("truel.game-begins", {"game": state.game, "seat": FIRST}))
    for seat in range(len(state.players)):
        hand = [state.draw_pile.pop(0) for _ in range(HAND)]
        state.hands[seat] = hand
        state.events.append(Event("truel.drew", {"seat": seat, "cards": hand[:]}, seat))
    for triple in range(3):
        refill(state, triple)


def refill(state: TruelState, triple: int) -> None:
    """The deck's top card goes face up into ``triple``, on the slot of its type (TRL-4.5)."""
    card = take_top(state)
    if card is None:
        state.events.append(Event("truel.no-refill", {"triple": triple + 1}))
        return
    state.slots[triple][CARD_TYPES.index(state.deck.cards[card].type)] = card
    state.events.append(Event("truel.refill", {"triple": triple + 1, "card": card}))
