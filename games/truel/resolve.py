"""A turn (TRL-4): a card onto a slot, a completed triple resolving (who, how much, what),
the rainbow bonus, the triple refilled, a card drawn; or a hand that cannot be played shown
and replaced."""

from __future__ import annotations

from games.truel.data import CARD_TYPES, COLOURS, GEMS
from games.truel.deck import VALUE_MEANINGS, VALUE_NAMES
from games.truel.gems import gain, lose
from games.truel.moves import choose_way, start_move
from games.truel.piles import discard_chosen, draw, lose_cards, put_away
from games.truel.setup import refill
from games.truel.state import JOKER, TruelState
from games.truel.turns import end_turn
from tablebox.engine import Event

SHOWN_HAND_DRAW = 3
"""A player who cannot play draws three new cards (TRL-4.2)."""


def play_card(state: TruelState, seat: int, card: str, triple: int) -> None:
    """``seat`` lays ``card`` on the free slot of its type in ``triple`` (0-based)."""
    state.hands[seat].remove(card)
    state.slots[triple][CARD_TYPES.index(state.deck.cards[card].type)] = card
    state.events.append(Event("truel.plays", {"seat": seat, "card": card, "triple": triple + 1}))
    if any(slot is None for slot in state.slots[triple]):
        _end_of_play(state)
        return
    state.completing = triple
    state.events.append(Event("truel.completes", {"seat": seat, "triple": triple + 1}))
    resume(state)


def unmeant_joker(state: TruelState) -> str | None:
    """The first rainbow card of the triple being resolved still without a meaning."""
    assert state.completing is not None
    for card in state.slots[state.completing]:
        if card is not None and state.deck.cards[card].rainbow and card not in state.meanings:
            return card
    return None


def give_meaning(state: TruelState, meaning: str) -> None:
    """The completer says what the waiting rainbow card stands for (TRL-3.4)."""
    card = unmeant_joker(state)
    assert card is not None
    state.meanings[card] = meaning
    state.events.append(
        Event("truel.joker-means", {"seat": state.turn, "card": card, "meaning": meaning})
    )
    resume(state)


def resume(state: TruelState) -> None:
    """Go on with the completed triple: ask for a joker's meaning, or carry it out."""
    if unmeant_joker(state) is not None:
        state.stage = JOKER
        return
    if _carry_out(state):
        _finish_triple(state)


def go_way(state: TruelState, space: str) -> None:
    """The moving pawn goes on to ``space``; the triple finishes once the pawn has stopped."""
    if choose_way(state, space):
        _finish_triple(state)


def discard(state: TruelState, card: str) -> None:
    """The losing player discards ``card``; after the last card owed, the triple finishes where
    the loss interrupted it (a loss is the last thing a triple or a stop on a space does)."""
    if discard_chosen(state, card):
        _finish_triple(state)


def meaning_of(state: TruelState, card: str | None) -> str | int:
    assert card is not None
    known = state.deck.cards[card].meaning
    if known is not None:
        return known
    chosen = state.meanings[card]
    return VALUE_MEANINGS.get(chosen, chosen)


def _carry_out(state: TruelState) -> bool:
    """Who, how much, what (TRL-3.3); False if it waits for a choice: a moving pawn at a
    crossroads, or the cards a player loses."""
    assert state.completing is not None
    player, value, unit = (meaning_of(state, card) for card in state.slots[state.completing])
    seat = COLOURS.index(str(player))
    amount = int(value)
    state.events.append(
        Event(
            "truel.effect",
            {"seat": seat, "value": amount, "amount": VALUE_NAMES[amount], "unit": str(unit)},
        )
    )
    if unit == "cards":
        if amount > 0:
            draw(state, seat, amount)
        else:
            return lose_cards(state, seat, -amount)
    elif unit == "spaces":
        return start_move(state, seat, amount)
    else:
        colour = GEMS.index(str(unit))
        if amount > 0:
            gain(state, seat, colour, amount)
        else:
            lose(state, seat, colour, -amount)
    return True


def _finish_triple(state: TruelState) -> None:
    """The rainbow bonus (TRL-3.4), the cards away and the triple refilled (TRL-4.5)."""
    triple = state.completing
    assert triple is not None
    cards = [card for card in state.slots[triple] if card is not None]
    symbols = {state.deck.cards[card].symbol for card in cards}
    if len(symbols) == 1:
        (symbol,) = symbols
        bonus = next((c for c in state.supply if state.deck.cards[c].symbol == symbol), None)
        if bonus is None:
            state.events.append(Event("truel.no-bonus", {"seat": state.turn, "symbol": symbol}))
        else:
            state.supply.remove(bonus)
            state.hands[state.turn].append(bonus)
            state.events.append(Event("truel.bonus", {"seat": state.turn, "card": bonus}))
    for card in cards:
        put_away(state, card)
    state.slots[triple] = [None, None, None]
    state.completing = None
    state.meanings = {}
    refill(state, triple)
    _end_of_play(state)


def _end_of_play(state: TruelState) -> None:
    """Whoever laid a card draws one (TRL-4.6), and the turn passes."""
    draw(state, state.turn, 1)
    end_turn(state)


def show_hand(state: TruelState, seat: int) -> None:
    """``seat`` cannot lay a card: it shows its hand, discards it, draws three (TRL-4.2)."""
    hand = sorted(state.hands[seat])
    if hand:
        state.events.append(Event("truel.shows-hand", {"seat": seat, "cards": hand}))
    else:  # nothing to show: the log says so rather than an empty list
        state.events.append(Event("truel.empty-hand", {"seat": seat}))
    state.hands[seat] = []
    for card in hand:
        put_away(state, card)
    draw(state, seat, SHOWN_HAND_DRAW)
    end_turn(state)
