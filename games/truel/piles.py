"""Cards moving between the deck, the hands, the discard pile and the rainbow supply
(TRL-4.4, TRL-4.6, TRL-4.7): draws, discards, reshuffles."""

from __future__ import annotations

import random

from games.truel.state import TruelState
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


def discard_at_random(state: TruelState, seat: int, count: int) -> None:
    """``seat`` loses ``count`` cards chosen at random from its hand, or all it has (TRL-3.3,
    TRL-8.3); the discarded cards are shown."""
    hand = state.hands[seat]
    count = min(count, len(hand))
    if count == 0:
        state.events.append(Event("truel.no-cards-to-lose", {"seat": seat}))
        return
    lost = sorted(chance(state).sample(sorted(hand), count))
    state.revealed += 1
    for card in lost:
        hand.remove(card)
        put_away(state, card)
    state.events.append(Event("truel.discards", {"seat": seat, "cards": lost}))
