"""What the computer players know of Claim (rules: ``seeds/claim.md``).

Both levels read only their own hand, their own followers and the public table (score piles,
discards, gnome rows, trolls aside, prizes, the trick so far): the other hands in the
determinized state are a guess and are never looked at. What nobody has seen yet is counted
from the deck minus every card the seat can see, which gives the odds that a later player
beats a card.

In phase 1 a card in hand is worth only the tricks it can win (CLM-4.4: played cards leave the
game), so the player spends high cards on good prizes and throws low ones at poor prizes. In
phase 2 every card is weighed by how much its faction's vote is still open (CLM-7.2), and the
abilities that move cards are followed: dwarves to the loser (CLM-6.9, CLM-12.4), one troll per
trick (CLM-6.4), gnomes in front of the winner (CLM-6.1) and giants crushing them (CLM-6.2).
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from games.claim.factions import deck_of, faction_of, value_of
from games.claim.game import TAKE, TAKE_DECK, TAKE_PRIZE, known_elsewhere
from games.claim.scoring import outcome_of
from games.claim.state import CLAIMING, OVER, RECRUITING, ClaimState
from games.claim.tricks import DOPPELGANGER, rank_function
from games.common.tricks import ranking
from tablebox.bots.voids import respect_voids, voids_of
from tablebox.engine import Action, Rules

MEAN_DRAW = 0.5
"""The worth of an unknown card from the deck (card worth runs 0.1 to 1.0)."""
SPEND = 0.1
"""Phase 1: how much a card in hand is worth as a future trick winner, per unit of value."""
KEEP = 0.3
"""Phase 2: the same for keeping a high card for a later trick."""
UNDEAD_SCORE = 0.6
"""Phase 1: an undead won in a trick lands on the score pile (CLM-6.8)."""


@cache
def _full_deck(factions: tuple[str, ...]) -> Counter[str]:
    return Counter(deck_of(factions))


def worth(card: str) -> float:
    """A follower's worth for phase 2: high cards win tricks and tie-breaks (CLM-3.3,
    CLM-7.3); a doppelganger can follow anything (CLM-6.10)."""
    worth_ = (value_of(card) + 1) / 10
    faction = faction_of(card)
    if faction == DOPPELGANGER:
        return worth_ + 0.1
    if faction == "dwarf":
        return worth_ - 0.1  # CLM-6.9: a dwarf it plays goes to the loser
    return worth_


def unseen(state: ClaimState, seat: int) -> Counter[str]:
    """The cards ``seat`` has not seen: the deck minus its hand, its followers and everything
    face up (public information only)."""
    left = _full_deck(state.factions).copy()
    zones = [state.hands[seat], state.followers[seat], state.discarded, state.trolls_aside]
    zones += [state.prizes, *state.score_piles, *state.gnome_rows]
    for zone in zones:
        for card in zone:
            left[card] -= 1
    for play in state.plays:
        left[play.card] -= 1
    if state.peek and state.chooser == seat and state.draw_pile:
        left[state.draw_pile[0]] -= 1  # the seer's winner saw the top card (CLM-6.5)
    return left


def _led(state: ClaimState, card: str) -> str:
    return faction_of(state.plays[0].card) if state.plays else faction_of(card)


def _beats_now(state: ClaimState, card: str) -> bool:
    """Whether ``card`` would be first of the trick as it stands (CLM-3.3, CLM-11.5)."""
    if not state.plays:
        return True
    rank = rank_function(_led(state, card))
    mine = rank(card)
    return all(mine > rank(play.card) for play in state.plays)


def _partner_leads(state: ClaimState, seat: int) -> bool:
    """At four, whether the partner's card is first of the trick so far (CLM-11.3)."""
    if len(state.players) != 4 or not state.plays:
        return False
    best = ranking(state.plays, rank_function(faction_of(state.plays[0].card)))[0]
    return best % 2 == seat % 2


def _later(state: ClaimState, seat: int) -> list[int]:
    """The seats still to play after ``seat`` in this trick."""
    count = len(state.players)
    return [(seat + step) % count for step in range(1, count - len(state.plays))]


class _Odds:
    """What one decision needs about the trick, worked out once: the unseen cards, how many
    cards the later opponents hold (hand sizes are public), and whether the partner leads."""

    __slots__ = ("careful", "later", "partner", "seat", "state", "total", "unseen")

    def __init__(self, state: ClaimState, seat: int, careful: bool) -> None:
        self.state, self.seat, self.careful = state, seat, careful
        self.unseen = [(card, n) for card, n in unseen(state, seat).items() if n > 0]
        self.total = sum(n for _, n in self.unseen)
        mine = state.team_of(seat)
        self.later = sum(
            len(state.hands[other]) for other in _later(state, seat) if state.team_of(other) != mine
        )
        self.partner = _partner_leads(state, seat)

    def hold(self, card: str) -> float:
        """The chance that nobody playing later beats ``card``: each card the later opponents
        hold is an unseen card, some of which rank above it."""
        if not self.careful or not self.later or self.total <= 0:
            return 1.0
        rank = rank_function(_led(self.state, card))
        mine = rank(card)
        above = sum(n for other, n in self.unseen if rank(other) > mine)
        return float((1.0 - above / self.total) ** self.later)

    def win(self, card: str) -> float:
        """The chance that ``seat``'s side wins the trick if it plays ``card``."""
        if _beats_now(self.state, card):
            return self.hold(card)
        if self.partner:
            return self.hold(_best_card(self.state))
        return 0.0


# -- phase 1 -----------------------------------------------------------------------------------


def _prize_gain(state: ClaimState, trick_cards: Sequence[str]) -> float:
    """What winning this phase-1 trick is worth over losing it: the best prize instead of a
    draw (CLM-4.2, CLM-11.6), and the undead played into it (CLM-6.8)."""
    best = max(worth(prize) for prize in state.prizes) if state.prizes else MEAN_DRAW
    undead = sum(1 for card in trick_cards if faction_of(card) == "undead")
    return best - MEAN_DRAW + UNDEAD_SCORE * undead


def _recruit_score(state: ClaimState, card: str, odds: _Odds) -> float:
    trick = [play.card for play in state.plays] + [card]
    gain = _prize_gain(state, trick)
    if faction_of(card) == "seer":
        gain += 0.1  # CLM-6.5: a seer's win lets it keep the better of prize and deck card
    return odds.win(card) * gain - SPEND * value_of(card) / 9


def _best_card(state: ClaimState) -> str:
    rank = rank_function(faction_of(state.plays[0].card))
    return max((play.card for play in state.plays), key=rank)


# -- phase 2 -----------------------------------------------------------------------------------


def _faction_weights(state: ClaimState, seat: int, odds: _Odds) -> dict[str, float]:
    """Per faction, how much one more card of it matters to ``seat``'s side: a vote still open
    weighs most, one already decided (by the counts on the table and the cards left) least
    (CLM-7.2, CLM-13.3)."""
    count = len(state.players)
    mine = state.team_of(seat)
    have: dict[str, list[int]] = {f: [0] * count for f in state.factions}
    for other in range(count):
        side = state.team_of(other)
        for card in state.score_piles[other]:
            have[faction_of(card)][side] += 1
        if state.gnome_rows[other]:  # CLM-6.1: gnomes in front count at the end
            have["gnome"][side] += len(state.gnome_rows[other])
    remaining: Counter[str] = Counter()
    for card, n in odds.unseen:
        remaining[faction_of(card)] += n
    for card in state.hands[seat]:
        remaining[faction_of(card)] += 1
    for play in state.plays:
        remaining[faction_of(play.card)] += 1
    weights: dict[str, float] = {}
    for faction, counts in have.items():
        own = counts[mine]
        rival = max(c for side, c in enumerate(counts) if side != mine)
        rest = remaining[faction]
        if own > rival + rest or rival > own + rest:
            weights[faction] = 0.05  # the vote is decided whatever happens
        else:
            weights[faction] = 1.0 / (1.0 + 0.3 * abs(own - rival)) + 0.1 * min(rest, 5) / 5
    return weights


def _claim_score(
    state: ClaimState,
    seat: int,
    card: str,
    odds: _Odds,
    weights: dict[str, float],
) -> float:
    """The expected change of ``seat``'s side's standing if it plays ``card`` now."""
    trick = [play.card for play in state.plays] + [card]
    count = len(state.players)
    value = 0.0  # of the cards that follow the trick's winner
    for played in trick:
        faction = faction_of(played)
        if faction == "dwarf":
            continue
        value += weights[faction] * (1.0 + value_of(played) / 30)
    if odds.careful:
        if state.trolls_aside:  # CLM-6.4: the winner also takes the best troll aside
            value += weights.get("troll", 0.0)
        # CLM-6.2: a giant crushes the losers' gnome of its value.
        for played in trick:
            if faction_of(played) == "giant":
                gnome = f"gnome-{value_of(played)}"
                if any(
                    gnome in state.gnome_rows[other]
                    for other in range(count)
                    if state.team_of(other) != state.team_of(seat)
                ):
                    value += weights.get("gnome", 0.0)
    dwarves = sum(weights["dwarf"] for played in trick if faction_of(played) == "dwarf")
    chance = odds.win(card)
    share = 1.0 if count == 2 else 0.5  # with three, a card lost goes to one of two rivals
    if count == 2:
        dwarf_to_me = 1.0 - chance  # CLM-6.9: dwarves go to the loser
    else:
        low = min(value_of(c) for c in trick)
        dwarf_to_me = 1.0 if value_of(card) == low else 0.0  # CLM-12.4 (roughly)
    result = chance * value - (1.0 - chance) * value * share
    result += dwarves * (dwarf_to_me - (1.0 - dwarf_to_me) * share)
    return result - KEEP * value_of(card) / 9


# -- choosing ----------------------------------------------------------------------------------


def _take(state: ClaimState, legal: Sequence[Action]) -> Action:
    """A prize choice (CLM-6.5, CLM-11.6, CLM-12.3): the card worth most."""

    def taken(action: Action) -> float:
        if action == TAKE_DECK:
            return worth(state.draw_pile[0]) if state.draw_pile else 0.0
        if action == TAKE_PRIZE:
            return worth(state.prizes[0])
        return worth(str(action).removeprefix(TAKE))

    return max(legal, key=taken)


def _choose(state: ClaimState, seat: int, legal: Sequence[Action], careful: bool) -> Action:
    if state.chooser is not None:
        return _take(state, legal)
    odds = _Odds(state, seat, careful)
    cards = [str(card) for card in legal]
    if state.phase == RECRUITING:
        scores = [_recruit_score(state, card, odds) for card in cards]
    else:
        weights = _faction_weights(state, seat, odds)
        scores = [_claim_score(state, seat, card, odds, weights) for card in cards]
    best = max(range(len(cards)), key=lambda i: (scores[i], -value_of(cards[i])))
    return cards[best]


class ClaimKnowledge:
    playout_moves = 28
    """The normal player's playouts: from the start of phase 2 to the end of the game (its
    outcome, not an estimate), from phase 1 on into phase 2 with the hands known there."""
    random_playouts = True
    """The strong player plays its playouts at random to the end and keeps the normal player
    for its tree (progressive bias): measured, four times the iterations beat the knowledge
    in the playouts (``benchmarks/strength.py claim strong,plain``: 34% with it, 50% without,
    at 0.1 s a move)."""

    def determinizer(self, rules: Rules, state: Any, seat: int) -> Callable[[random.Random], Any]:
        """The strong player's guesses of the hidden cards: the rules' deal, mended so that a
        seat that did not follow a faction in this phase holds none of it (CLM-3.2)."""
        voids = _voids(state)
        if not any(voids):
            return lambda rng: rules.determinize(state, seat, rng)

        def deal(rng: random.Random) -> ClaimState:
            new: ClaimState = rules.determinize(state, seat, rng)
            zones, slots, forbidden = _hidden_places(new, seat, voids)
            respect_voids(zones, slots, forbidden, faction_of, rng)
            return new

        return deal

    def easy(
        self, rules: Rules, state: Any, seat: int, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """A beginner: takes a worthwhile trick with its cheapest winning card as if nobody
        could answer, throws its lowest card otherwise, and now and then leads on a whim."""
        if state.chooser is None and not state.plays and rng.random() < 0.3:
            return rng.choice(list(legal))
        return _choose(state, seat, legal, careful=False)

    def normal(
        self, rules: Rules, state: Any, seat: int, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """Weighs each card by the odds that it holds the trick and what the trick is worth."""
        return _choose(state, seat, legal, careful=True)

    def evaluate(self, rules: Rules, state: Any) -> list[float]:
        return evaluate(state)


def _voids(state: ClaimState) -> list[frozenset[str]]:
    """Per seat, the factions it showed it lacks in this phase's tricks (its hand only
    shrinks within a phase: phase 1's winnings go to the followers)."""
    plays: list[tuple[int, str]] = []
    for event in state.events:
        if event.key == "claim.phase-2-begins":
            plays = []
        elif event.key == "claim.plays":
            seat, card = event.params["seat"], event.params["card"]
            assert isinstance(seat, int) and isinstance(card, str)
            plays.append((seat, card))
    count = len(state.players)
    tricks = [plays[start : start + count] for start in range(0, len(plays), count)]
    return voids_of(tricks, faction_of, (DOPPELGANGER,), count)


def _hidden_places(
    state: ClaimState, seat: int, voids: Sequence[frozenset[str]]
) -> tuple[list[list[str]], list[list[int]], list[frozenset[str]]]:
    """The places a deal of ``state`` for ``seat`` filled (the others' hands and, in phase 1,
    their followers, and the draw pile), each with the positions dealt (not the cards
    ``seat`` knows are there, nor the top card it peeked at) and the factions it may not
    hold."""
    known = known_elsewhere(state, seat)
    zones: list[list[str]] = []
    slots: list[list[int]] = []
    forbidden: list[frozenset[str]] = []

    def place(zone: list[str], keep: Counter[str], banned: frozenset[str], skip: int) -> None:
        keep = Counter(keep)
        dealt = []
        for index, card in enumerate(zone):
            if index < skip:
                continue
            if keep[card] > 0:
                keep[card] -= 1
                continue
            dealt.append(index)
        zones.append(zone)
        slots.append(dealt)
        forbidden.append(banned)

    none: frozenset[str] = frozenset()
    for other in range(len(state.players)):
        if other == seat:
            continue
        place(
            state.hands[other],
            known[other] if state.phase == CLAIMING else Counter(),
            voids[other],
            0,
        )
        if state.phase == RECRUITING:
            place(state.followers[other], known[other], none, 0)
    peeked = state.peek and state.chooser == seat and bool(state.draw_pile)
    place(state.draw_pile, Counter(), none, 1 if peeked else 0)
    return zones, slots, forbidden


def evaluate(state: ClaimState) -> list[float]:
    """Each seat's chance of winning: the outcome once over; in phase 2 each faction's vote
    projected from the score piles and the hands, then a logistic of the expected votes; in
    phase 1 a logistic of the followers' strength (the phase-2 hands to come)."""
    count = len(state.players)
    sides = 2 if count == 4 else count
    if state.phase == OVER:
        outcome, _ = outcome_of(state.score_piles, state.factions, count)
        winners = outcome.winners
        return [
            1.0 / len(winners) * (2 if count == 4 else 1) if s in winners else 0.0
            for s in range(count)
        ]
    strength = [0.0] * sides
    # Phase 2 projects each faction's vote from the score piles, gnome rows and hands; in
    # phase 1 the followers are the hands to come (CLM-5.1) and the undead already scored.
    claiming = state.phase == CLAIMING
    projected = {f: [0.0] * sides for f in state.factions}
    for seat in range(count):
        side = state.team_of(seat)
        for card in state.score_piles[seat]:
            projected[faction_of(card)][side] += 1.0
        if state.gnome_rows[seat]:
            projected["gnome"][side] += 0.9 * len(state.gnome_rows[seat])
        for card in state.hands[seat] if claiming else state.followers[seat]:
            projected[faction_of(card)][side] += 0.3 + value_of(card) / 30
    for counts in projected.values():
        chances = _softmax(counts, 2.0)
        for side in range(sides):
            strength[side] += chances[side]
    if claiming:
        return _spread(state, _softmax(strength, 2.5))
    # Phase 1: the tricks still to come deal both sides more followers, so less is settled.
    return _spread(state, _softmax(strength, 2.5 * state.trick / state.tricks_per_phase))


def _softmax(values: Sequence[float], scale: float) -> list[float]:
    top = max(values)
    weights = [math.exp(scale * (value - top)) for value in values]
    total = sum(weights)
    return [weight / total for weight in weights]


def _spread(state: ClaimState, chances: list[float]) -> list[float]:
    """Per seat: its own chance, or at four its team's (CLM-13.3)."""
    return [chances[state.team_of(seat)] for seat in range(len(state.players))]


KNOWLEDGE = ClaimKnowledge()
