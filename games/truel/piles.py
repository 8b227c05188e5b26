"""Cards moving between the deck, the hands, the discard pile and the rainbow supply
(TRL-3.3, TRL-4.4, TRL-4.6, TRL-4.7): draws, discards, reshuffles."""

from __future__ import annotations

import random

from games.truel.state import DISCARD, Loss, TruelState
from tablebox.engine import Event


def chance(state: TruelState) -> random.Random:
    """The next random draw of the game, fixed by its seed and how many came before."""
    state.chance += 1
    return random.Random(state.seed * 1_000_003 + state.chance)


def take_top(state: TruelState) -> str | None:
    """The deck's top card, reshuffling the discard pile first if the deck is empty (TRL-4.7);
    None when there is no card left anywhere to draw."""
    if not state.draw_pile:
        if not state.discard:
            return None
        pile = sorted(state.discard)
        chance(state).shuffle(pile)
        state.discard.clear()
        state.draw_pile.extend(pile)
        state.events.append(Event("truel.reshuffle", {"n": len(pile)}))
    state.revealed += 1
    return state.draw_pile.pop(0)


def draw(state: TruelState, seat: int, count: int) -> None:
    """``seat`` draws ``count`` cards, or as many as there are (TRL-3.3)."""
    drawn = []
    for _ in range(count):
        card = take_top(state)
        if card is None:
            break
        drawn.append(card)
    state.hands[seat].extend(drawn)
    state.events.append(Event("truel.draws", {"seat": seat, "n": len(drawn)}))
    if drawn:
        state.events.append(Event("truel.drew", {"seat": seat, "cards": drawn}, seat))


def put_away(state: TruelState, card: str) -> None:
    """A card leaves play: a rainbow card goes back beside the board (TRL-3.4), any other to
    the discard pile."""
    if state.deck.cards[card].rainbow:
        state.supply.append(card)
    else:
        state.discard.append(card)


def lose_cards(state: TruelState, seat: int, count: int) -> bool:
    """``seat`` must discard ``count`` cards (TRL-3.3, TRL-6.1). A hand of ``count`` cards or
    fewer is lost whole, at once (TRL-8.3: shown); otherwise the resolution waits while the
    player chooses them (:func:`discard_chosen`). True if it is done, False if it waits."""
    hand = state.hands[seat]
    if not hand:
        state.events.append(Event("truel.no-cards-to-lose", {"seat": seat}))
        return True
    if len(hand) <= count:
        lost = sorted(hand)
        hand.clear()
        for card in lost:
            put_away(state, card)
        state.revealed += 1  # the others see cards they did not know, with no one's choice
        state.events.append(Event("truel.discards", {"seat": seat, "cards": lost}))
        return True
    state.losing = Loss(seat, count)
    state.stage = DISCARD
    state.events.append(Event("truel.must-discard", {"seat": seat, "n": count}))
    return False


def discard_chosen(state: TruelState, card: str) -> bool:
    """The losing player discards ``card`` (shown to all, TRL-8.3); True once the last card
    owed is gone."""
    losing = state.losing
    assert losing is not None
    state.hands[losing.seat].remove(card)
    put_away(state, card)
    state.events.append(Event("truel.discards", {"seat": losing.seat, "cards": [card]}))
    if losing.left > 1:
        state.losing = losing._replace(left=losing.left - 1)
        return False
    state.losing = None
    return True
