"""The floor for Claim's engine speed (issue 19, "Engine speed is strength"): a bare-bones
pure-Python playout of two-player Claim 2 with random legal moves.

Same deck (gnomes, giants, dragons, trolls, seers), same rules of legality and of play:
following the led faction (CLM-3.2), the leader winning ties (CLM-3.3), the last dragon's
player leading next (CLM-6.3), the seer's winner taking the prize or the deck's top card
(CLM-6.5), giants crushing gnomes, gnomes in front, one troll kept until the last trick
(CLM-6.1, 6.2, 6.4), and the votes with their tie-breaks (CLM-7). No views, no events, no
text: the least a playout must do. Each choice is uniform among the legal ones, listed in the
engine's order (the hand's order, then ``take-prize``, ``take-deck``), so ``--check`` can play
the same deals and choices through the engine and compare every game's ranking.

    .venv/bin/python benchmarks/bare_claim.py [--games 3000] [--seed 1] [--check 200]

Compare with ``tablebox simulate claim --games 3000 --seed 1`` (games/s): issue 19 asks the
engine's time per game to stay within 3x this playout's.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

GNOME, GIANT, DRAGON, TROLL, SEER = range(5)
NAMES = ("gnome", "giant", "dragon", "troll", "seer")
VALUES = (
    (1, 1, 1, 3, 3, 3, 5, 5, 5, 7, 7, 7, 9),
    (1, 1, 3, 3, 5, 5, 7, 7, 9),
    tuple(range(10)),
    tuple(range(10)),
    tuple(range(10)),
)
DECK = [(faction, value) for faction, values in enumerate(VALUES) for value in values]
HAND = 13

Card = tuple[int, int]


def playout(deck: list[Card], rand: Callable[[], float]) -> list[list[int]]:
    """One game from ``deck`` (top first); the ranking, best first (ties share a place)."""
    hands = [deck[:HAND], deck[HAND : 2 * HAND]]
    pile = deck[2 * HAND :]
    followers: list[list[Card]] = [[], []]
    leader = 0
    # Phase 1: recruiting followers (CLM-4).
    for _ in range(HAND):
        prize = pile.pop(0)
        lead, leader_card = _play(hands[leader], None, rand)
        other = 1 - leader
        _, other_card = _play(hands[other], lead, rand)
        winner = _winner(leader, leader_card, other_card)
        loser = 1 - winner
        if _seer_win(winner, leader, leader_card, other_card) and pile:
            if int(rand() * 2) == 1:  # take-deck (CLM-6.5): the loser gets the prize
                followers[winner].append(pile.pop(0))
                followers[loser].append(prize)
            else:
                followers[winner].append(prize)
                followers[loser].append(pile.pop(0))
        else:
            followers[winner].append(prize)
            followers[loser].append(pile.pop(0))
        leader = _next_leader(leader, leader_card, other_card, winner)
    # Phase 2: claiming factions (CLM-5, CLM-6).
    hands = followers
    scores: list[list[Card]] = [[], []]
    gnomes: list[list[Card]] = [[], []]
    aside: list[Card] = []
    for trick in range(1, HAND + 1):
        lead, leader_card = _play(hands[leader], None, rand)
        other = 1 - leader
        _, other_card = _play(hands[other], lead, rand)
        winner = _winner(leader, leader_card, other_card)
        played = (leader_card, other_card)
        won = scores[winner]
        for card in played:  # giants first: they crush the gnomes already in front
            if card[0] == GIANT:
                won.append(card)
                victim = gnomes[1 - winner]
                if (GNOME, card[1]) in victim:
                    victim.remove((GNOME, card[1]))
        for card in played:
            if card[0] == GNOME:
                gnomes[winner].append(card)
        trolls = aside + [card for card in played if card[0] == TROLL]
        if trolls:
            if trick == HAND:
                won.extend(trolls)
                aside = []
            else:
                best = max(trolls, key=_value)
                won.append(best)
                aside = [troll for troll in trolls if troll != best]
        won.extend(card for card in played if card[0] in (DRAGON, SEER))
        leader = _next_leader(leader, leader_card, other_card, winner)
    for seat in (0, 1):
        scores[seat].extend(gnomes[seat])
    return _ranking(scores)


def _value(card: Card) -> int:
    return card[1]


def _play(hand: list[Card], lead: int | None, rand: Callable[[], float]) -> tuple[int, Card]:
    """A uniformly random legal card: any on a lead, else the led faction if held."""
    legal = hand
    if lead is not None:
        follow = [card for card in hand if card[0] == lead]
        if follow:
            legal = follow
    card = legal[int(rand() * len(legal))]
    hand.remove(card)
    return card[0], card


def _winner(leader: int, leader_card: Card, other_card: Card) -> int:
    """The higher card of the led faction wins; the leader wins ties (CLM-3.3)."""
    if other_card[0] == leader_card[0] and other_card[1] > leader_card[1]:
        return 1 - leader
    return leader


def _seer_win(winner: int, leader: int, leader_card: Card, other_card: Card) -> bool:
    return (leader_card if winner == leader else other_card)[0] == SEER


def _next_leader(leader: int, leader_card: Card, other_card: Card, winner: int) -> int:
    """The last dragon's player leads next, else the winner (CLM-6.3)."""
    if other_card[0] == DRAGON:
        return 1 - leader
    if leader_card[0] == DRAGON:
        return leader
    return winner


def _ranking(scores: list[list[Card]]) -> list[list[int]]:
    """CLM-7: each faction to the side with more of its cards, ties broken by the highest
    values in turn; then votes, cards in the factions won, their value."""
    keys = []
    values = [
        [sorted((v for f, v in pile if f == faction), reverse=True) for faction in range(5)]
        for pile in scores
    ]
    won: list[list[int]] = [[], []]
    for faction in range(5):
        mine, theirs = values[0][faction], values[1][faction]
        if len(mine) != len(theirs):
            won[0 if len(mine) > len(theirs) else 1].append(faction)
        elif mine != theirs:  # the first differing value, highest first, decides
            won[0 if mine > theirs else 1].append(faction)
    for seat in (0, 1):
        factions = won[seat]
        keys.append(
            (
                len(factions),
                sum(len(values[seat][f]) for f in factions),
                sum(sum(values[seat][f]) for f in factions),
            )
        )
    if keys[0] == keys[1]:
        return [[0, 1]]
    return [[0], [1]] if keys[0] > keys[1] else [[1], [0]]


def run(games: int, seed: int) -> float:
    """Seconds for ``games`` playouts (the shuffles included, as in the engine's deals)."""
    rng = random.Random(seed)
    started = time.perf_counter()
    for _ in range(games):
        deck = DECK[:]
        rng.shuffle(deck)
        playout(deck, rng.random)
    return time.perf_counter() - started


def check(games: int, seed: int) -> int:
    """Plays ``games`` deals through both this playout and the engine with the same choices;
    returns how many rankings differ (0: the same game)."""
    from games.claim.game import ClaimRules

    rules = ClaimRules()
    rng = random.Random(seed)
    differ = 0
    for index in range(games):
        deck = DECK[:]
        rng.shuffle(deck)
        draws = [rng.random() for _ in range(200)]
        bare = playout(deck, iter(draws).__next__)
        state = rules.new_game(["A", "B"], seed=index, deck=[f"{NAMES[f]}-{v}" for f, v in deck])
        choices = iter(draws)
        while seats := rules.current_seats(state):
            legal = rules.legal_actions(state, seats[0])
            rules.advance(state, seats[0], legal[int(next(choices) * len(legal))])
        outcome = rules.outcome(state)
        assert outcome is not None
        differ += outcome.ranking != bare
    return differ


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--check", type=int, default=0, help="games to compare with the engine")
    args = parser.parse_args()
    if args.check:
        differ = check(args.check, args.seed)
        print(f"check: {args.check} games through both, {differ} rankings differ")
    seconds = run(args.games, args.seed)
    print(f"bare Claim 2 playout, 2 players: {args.games} games in {seconds:.3f} s")
    print(f"  playouts/s     {args.games / seconds:,.0f}")
    print(f"  ms/playout     {1000 * seconds / args.games:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
