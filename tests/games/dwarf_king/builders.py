"""Hand-built deals and games for The Dwarf King's tests."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from games.dwarf_king import cards as c
from games.dwarf_king import rules
from games.dwarf_king.history import DealHistory, Play, TrickRecord
from games.dwarf_king.state import DwarfKingState

NAMES = ["Ann", "Ben", "Cid", "Dan", "Eve"]


def history(players: int, *tricks: tuple[int, str]) -> DealHistory:
    """A deal from ``(winner, "card card ...")`` pairs; seat 0 leads each trick."""
    records = []
    for number, (winner, cards) in enumerate(tricks, start=1):
        plays = tuple(Play(seat, card) for seat, card in enumerate(cards.split()))
        records.append(TrickRecord(number, 0, plays, winner))
    return DealHistory(players, tuple(records))


def winners_only(players: int, winners: Sequence[int]) -> DealHistory:
    """A deal where only who won each trick matters: the cards are any distinct basic cards."""
    deck = iter(c.BASIC)
    tricks = [(w, " ".join(next(deck) for _ in range(players))) for w in winners]
    return history(players, *tricks)


def hands_with(players: int, special: str, fixed: Mapping[int, Sequence[str]]) -> list[list[str]]:
    """Every seat's hand: the ``fixed`` cards first, then the deal's other cards in deck order
    (the dwarves first), so a test names only the cards it cares about."""
    size = c.HAND_SIZES[players]
    used = {card for cards in fixed.values() for card in cards}
    rest = [card for card in [*c.basic_deck(players), special] if card not in used]
    hands = []
    for seat in range(players):
        hand = list(fixed.get(seat, ()))
        while len(hand) < size:
            hand.append(rest.pop(0))
        hands.append(hand)
    assert not rest
    return hands


def game(
    players: int,
    special: str,
    fixed: Mapping[int, Sequence[str]],
    tile: int = 7,
    quest: str | None = "most-victories",
    **options: object,
) -> DwarfKingState:
    """A game whose first deal is scripted (``deck`` option), its quest chosen already."""
    hands = hands_with(players, special, fixed)
    deck = [{"special": special, "tile": tile, "hands": hands}]
    state = rules.new_game(NAMES[:players], {"first_dealer": 0, "deck": deck, **options}, seed=1)
    if quest is not None:
        state = rules.apply(state, state.actor, f"quest {quest}")
    return state


def play(state: DwarfKingState, *actions: str) -> DwarfKingState:
    """Each action by the seat whose turn it is."""
    for action in actions:
        state = rules.apply(state, rules.current_seats(state)[0], action)
    return state


def holder(state: DwarfKingState, card: str) -> int:
    return next(seat for seat, hand in enumerate(state.hands) if card in hand)
