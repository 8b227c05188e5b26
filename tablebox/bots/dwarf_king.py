"""What the computer players know of The Dwarf King (see ``seeds/dwarf-king.md``).

Every deal's quest (DWK-4) says what a trick and each card in it are worth, and the special
card (DWK-5, DWK-6) adds its own points; so the players first read the deal into a
:class:`Desire` (points for winning the trick now, points per card won) and then play the card
whose chance of winning, times what winning is worth, is best, keeping strong cards when
tricks are wanted and shedding them when they are not. The chance of winning counts only
public cards: those played this deal and the player's own hand.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any

from games.dwarf_king import cards as c
from games.dwarf_king.history import DealHistory, Play, TrickRecord
from games.dwarf_king.quests import TILES
from games.dwarf_king.scoring import score_deal
from games.dwarf_king.state import DRUID, OVER, PASS, PLAY, QUEST, STEAL, DwarfKingState
from games.dwarf_king.tricks import PLAIN, face_of, led_suit, trick_winner
from tablebox.bots.voids import respect_voids, voids_of
from tablebox.engine import Action, Rules

INFO = c.INFO
MAGIC = frozenset(c.MAGIC)
TOP_STRENGTH = 2 * c.STRENGTH["A"]
BY_SUIT: dict[str, tuple[str, ...]] = {
    suit: tuple(card for card in c.ALL_CARDS if INFO[card].suit == suit) for suit in c.SUITS
}
STRENGTH = {card: info.strength for card, info in INFO.items()}
SUIT = {card: info.suit for card, info in INFO.items()}
DEAL_SPREAD = 2.5
"""The scale of one deal's points in :meth:`DwarfKingKnowledge.evaluate`'s softmax, fitted on
games of normal players (2.5 calibrates its chances against the games' results)."""
PLAYOUT_MOVES = 0
"""The strong player's playouts: no moves of the ``normal`` player after the tree's new node;
:meth:`DwarfKingKnowledge.evaluate` plays the deal out at random instead. Alone against two
plain searches at 0.3 s a move (``benchmarks/strength.py``, 30 games, seed 28, load about 5)
the strong player won 20 games (2.0 times its fair share, ~950 iterations a move) where 20
``normal`` moves and a guess from part of the deal won 17 (1.7 times, ~144 iterations)."""
EASY_RANDOM = 0.1
"""How often the easy player plays any legal card, as a beginner would."""


def _static(points: Callable[[str], float]) -> dict[str, float]:
    return {card: float(points(card)) for card in c.ALL_CARDS}


def _rank(card: str, *ranks: str) -> bool:
    return INFO[card].rank in ranks


def _suit(card: str, suit: str) -> bool:
    return INFO[card].suit == suit


def _nobles(card: str) -> int:
    return (INFO[card].rank in c.FACES) + _suit(card, "knights")


PER_CARD: dict[str, dict[str, float]] = {
    "three-quarters": _static(lambda x: 4 * _rank(x, "3", "4")),
    "from-6-to-7": _static(lambda x: 4 * _rank(x, "6", "7")),
    "knights-debacle": _static(lambda x: -_suit(x, "knights")),
    "goblin-defeat": _static(lambda x: -_suit(x, "goblins")),
    "knightly-victory-against-dwarves": _static(
        lambda x: _suit(x, "knights") - _suit(x, "dwarves")
    ),
    "dwarven-victory-against-knights": _static(lambda x: _suit(x, "dwarves") - _suit(x, "knights")),
    "capture-the-kings": _static(lambda x: 3 * _rank(x, "K") - 3 * _rank(x, "Q")),
    "capture-the-queens": _static(lambda x: 3 * _rank(x, "Q") - 3 * _rank(x, "K")),
    "nobles-and-knights": _static(_nobles),
    "soldiers-without-knights": _static(lambda x: -_nobles(x)),
    "good-numbers": _static(lambda x: 0.15 * (INFO[x].value or 0)),
    "bad-numbers": _static(lambda x: -0.15 * (INFO[x].value or 0)),
}
"""DWK-4.2: the quests that score card by card, as points per card won (Good and Bad Numbers
as a share of their +5/−5 for the highest sum)."""

PRO_TRICKS: dict[str, float] = {
    "most-victories": 1.0,
    "fewest-victories": -1.0,
    "lucky-run": 1.0,
    "bad-run": -1.0,
    "save-the-rearguard": 0.8,
    "sacrifice-the-rearguard": -0.8,
    "eeny-meeny": 0.5,
    "miney-mo": -0.8,
    "grand-slam": 0.8,
    "utter-chaos": -0.8,
    "sandwich": 0.6,
    "triplets": 0.4,
    "1-2-and": -0.4,
    "massive-army": 0.8,
    "elite-army": 0.2,
    "garden-gnomes": 0.2,
    "nobles": 0.2,
    "to-the-right": -0.3,
    "to-the-left": -0.3,
}
"""How much a side rewards (or punishes) winning tricks in general, for choosing the side and
for the players that do not count exactly (the easy one)."""

EXACT: dict[str, int] = {
    "good-things-come-in-3s": 3,
    "there-can-be-only-one": 1,
    "four-by-four": 4,
    "two-by-two": 2,
}
"""DWK-4.2, tiles 8 and 9: +5 for exactly this many tricks."""

LIKELY: dict[str, float] = {"A": 0.85, "K": 0.65, "Q": 0.45, "J": 0.3, "11": 0.25, "10": 0.15}
MAGIC_LIKELY = {c.DRAGON: 0.8, c.EXCALIBUR: 0.9, c.MUMMY: 0.4, c.PUPPETEER: 0.4}


class Desire:
    """What the deal's quest and special card make of winning the trick being played, for one
    seat, from the public record (the tricks so far)."""

    __slots__ = ("future", "n", "pile", "quest", "seat", "special", "state", "trick_bonus")

    def __init__(self, state: DwarfKingState, seat: int) -> None:
        self.state = state
        self.seat = seat
        self.n = len(state.players)
        self.quest = state.quest or ""
        self.special = state.special
        self.pile = [play.card for t in state.tricks if t.winner == seat for play in t.plays]
        self.trick_bonus = _trick_value(state, seat, self.quest)
        self.future = _future_value(state, seat, self.quest)

    def card_value(self, card: str) -> float:
        """Points the seat would score for winning ``card`` (DWK-4.2)."""
        table = PER_CARD.get(self.quest)
        if table is not None:
            return table[card]
        return _pile_value(self.quest, self.pile, card)


def _count(state: DwarfKingState, seat: int) -> list[int]:
    counts = [0] * len(state.players)
    for trick in state.tricks:
        counts[trick.winner] += 1
    return counts


def _run(state: DwarfKingState, seat: int, won: bool) -> tuple[int, int]:
    """The seat's current and longest runs of tricks won (or not won)."""
    best = run = 0
    for trick in state.tricks:
        run = run + 1 if (trick.winner == seat) == won else 0
        best = max(best, run)
    return run, best


def _trick_value(state: DwarfKingState, seat: int, quest: str) -> float:
    """Points for winning the trick being played, apart from its cards (DWK-4.2, DWK-5)."""
    counts = _count(state, seat)
    mine = counts[seat]
    number = len(state.tricks) + 1
    total = state.tricks_per_deal
    left = total - number + 1
    value = _quest_trick_value(state, seat, quest, counts, mine, number, total, left)
    special = state.special
    cards = [play.card for play in state.plays]
    if special == c.DWARF_FLAG_BEARER and special in cards:  # DWK-5.2
        value += 3
    elif special == c.SHAMAN and special in cards:  # DWK-5.8
        value -= 3
    elif special == c.TINKERER and state.tricks and special in state.tricks[-1].cards:
        value += 3  # DWK-5.3: the Tinkerer's trick gave this one +3
    elif special == c.ENCHANTER and special in cards:  # DWK-5.6
        value += max(-6.0, min(6.0, 2.0 + _deal_points(state)[seat]))
    return value


def _quest_trick_value(
    state: DwarfKingState,
    seat: int,
    quest: str,
    counts: list[int],
    mine: int,
    number: int,
    total: int,
    left: int,
) -> float:
    target = EXACT.get(quest)
    if target is not None:
        if mine < target <= mine + left:
            return 2.0
        return -5.0 if mine == target else 0.0
    if quest in ("most-victories", "fewest-victories"):
        return PRO_TRICKS[quest]
    if quest in ("save-the-rearguard", "sacrifice-the-rearguard"):
        near = number > total - 4  # DWK-4.3
        return (2.0 if near else 0.3) * (1 if quest.startswith("save") else -1)
    if quest in ("lucky-run", "bad-run"):
        run, best = _run(state, seat, won=True)
        grows = run + 1 > best
        sign = 1 if quest == "lucky-run" else -1
        return sign * (2.0 if grows else 0.4)
    if quest in ("evens", "odds"):
        good = mine > 0 and mine % 2 == 0 if quest == "evens" else mine % 2 == 1
        return -1.5 if good else 1.5
    if quest == "eeny-meeny":
        return 1.5 if mine < 3 else 0.0
    if quest == "miney-mo":
        return -4.0 if mine == 2 else (-0.7 if mine < 2 else 0.0)
    if quest in ("all-for-one", "one-for-all"):
        others = [n for s, n in enumerate(counts) if s != seat]
        alone_now, alone_after = mine not in others, mine + 1 not in others
        sign = 1 if quest == "all-for-one" else -1
        return sign * 1.5 * (alone_after - alone_now)
    if quest == "grand-slam":
        run, best = _run(state, seat, won=True)
        if best >= 4:
            return 0.0
        return 2.0 if run > 0 else (0.5 if left >= 4 else 0.0)
    if quest == "utter-chaos":
        run, best = _run(state, seat, won=False)
        return 0.0 if best >= 4 else -0.6 * (1 + run)
    if quest in ("sandwich", "in-line"):
        previous, following = counts[seat - 1], counts[(seat + 1) % len(counts)]
        value = 1.5 if mine <= following else 0.3
        if quest == "sandwich":
            return value + (1.5 if mine <= previous else 0.3)
        return value - (1.5 if mine + 1 >= previous else 0.3)
    return PRO_TRICKS.get(quest, 0.0) if quest in ("to-the-right", "to-the-left") else 0.0


def _future_value(state: DwarfKingState, seat: int, quest: str) -> float:
    """How much the seat wants to win the tricks still to come: the sign and weight of keeping
    strong cards (positive) or shedding them (negative)."""
    counts = _count(state, seat)
    mine = counts[seat]
    left = state.tricks_per_deal - len(state.tricks)
    target = EXACT.get(quest)
    if target is not None:
        return 1.0 if mine < target <= mine + left else (-1.5 if mine >= target else 0.0)
    if quest == "eeny-meeny":
        return 1.0 if mine < 3 else 0.0
    if quest == "miney-mo":
        return -1.0 if mine < 3 else 0.0
    if quest in ("evens", "odds"):
        return 0.0
    if quest in PER_CARD:
        return 0.3 * _sign(sum(PER_CARD[quest].values())) + 0.2
    return PRO_TRICKS.get(quest, 0.2)


def _sign(x: float) -> int:
    return (x > 0) - (x < 0)


def _pile_value(quest: str, pile: list[str], card: str) -> float:
    """Points for adding ``card`` to a won pile under the quests that score the pile as a
    whole (DWK-4.2, tiles 15, 17, 18)."""
    info = INFO[card]
    if quest in ("triplets", "1-2-and"):
        if info.suit is None:
            return 0.0
        have = sum(1 for other in pile if INFO[other].rank == info.rank)
        worth = 2.0 if info.rank in c.FACES else 1.0
        return (1 if quest == "triplets" else -1) * worth * (have + 1) / 3
    if quest in ("elite-army", "massive-army"):
        if info.suit is None:
            return 0.0
        counts = {suit: 0 for suit in c.SUITS}
        for other in pile:
            suit = INFO[other].suit
            if suit is not None:
                counts[suit] += 1
        before = min(counts.values()) if quest == "elite-army" else max(counts.values())
        counts[info.suit] += 1
        after = min(counts.values()) if quest == "elite-army" else max(counts.values())
        return after - before + 0.2
    if quest in ("garden-gnomes", "nobles"):
        suit = "dwarves" if quest == "garden-gnomes" else "knights"
        if info.suit != suit or info.value is None:
            return 0.0
        values = [v for o in pile if INFO[o].suit == suit and (v := INFO[o].value) is not None]
        before = min(values, default=0)
        return float(min(before, info.value) - before if values else info.value)
    return 0.0


def _deal_points(state: DwarfKingState) -> list[int]:
    """The deal's points so far, as if it ended now (DWK-7.2)."""
    if not state.tricks or state.quest is None:
        return [0] * len(state.players)
    history = DealHistory(len(state.players), tuple(state.tricks))
    return score_deal(history, state.quest, state.special)[3]


# -- playing a card ----------------------------------------------------------------------------


def _seen(state: DwarfKingState, seat: int) -> set[str]:
    seen = set(state.hands[seat])
    for trick in state.tricks:
        for play in trick.plays:
            seen.add(play.card)
        if trick.taken is not None:
            seen.add(trick.taken)
    for play in state.plays:
        seen.add(play.card)
    return seen


def _win_chance(state: DwarfKingState, seat: int, card: str, seen: set[str]) -> float:
    """The chance that ``card``, played now, wins the trick: whether it beats the cards already
    played (the rules' own trick winner), then whether a player still to play holds a better
    card, counting only the cards this seat has not seen (DWK-3.4, DWK-6)."""
    plays = state.plays
    n = len(state.players)
    after = n - 1 - len(plays)
    previous = state.tricks[-1] if state.tricks else None
    if plays:
        mine = (*plays, Play(seat, card))
        if trick_winner(mine, previous) != seat:
            return 0.0
    if card == c.SORCERER:
        return 0.0
    if after == 0 or card == c.EXCALIBUR:
        return 1.0
    share = after / (n - 1)
    special = state.special
    if card == c.DRAGON:
        aces = sum(1 for suit in c.SUITS if f"{suit}-A" not in seen)
        return (1 - share) ** aces
    if plays:
        led = led_suit(plays, previous)
        strength = face_of(card, len(plays), (*plays, Play(seat, card)), previous)[1]
    else:
        led, strength = face_of(card, 0, (Play(seat, card),), previous)
    if led is None:
        return 0.0 if card in MAGIC else 1.0
    threats = sum(
        1 for other in BY_SUIT[led] if other not in seen and 2 * INFO[other].strength > 2 * strength
    )
    if special in MAGIC and special not in seen and special in (c.DRAGON, c.EXCALIBUR):
        threats += 1
    return (1 - share) ** threats


def _hold(card: str) -> float:
    """How strong a card is to keep, 0 to 1."""
    if card in (c.DRAGON, c.EXCALIBUR):
        return 1.0
    if card in MAGIC:
        return 0.5
    return INFO[card].strength / TOP_STRENGTH


def _play_scores(state: DwarfKingState, seat: int, legal: Sequence[str]) -> list[float]:
    desire = Desire(state, seat)
    seen = _seen(state, seat)
    n = desire.n
    plays = state.plays
    on_table = sum(desire.card_value(play.card) for play in plays)
    later = n - 1 - len(plays)
    last_trick = len(state.tricks) + 1 == state.tricks_per_deal
    faces_on_table = sum(1 for play in plays if c.is_face(play.card))
    scores = []
    for card in legal:
        chance = _win_chance(state, seat, card, seen)
        mine = desire.card_value(card)
        win = desire.trick_bonus + on_table + mine
        if state.special == c.DWARF_FLAG_BEARER and card == c.DWARF_FLAG_BEARER:
            win += 3  # DWK-5.2: the Flag Bearer's own trick
        elif state.special == c.SHAMAN and card == c.SHAMAN:
            win -= 3  # DWK-5.8
        score = chance * win - (1 - chance) * mine / (n - 1)
        score -= desire.future * 1.5 * _hold(card) * (0 if last_trick else 1)
        if card == c.JESTER and state.special == c.JESTER and not last_trick:
            score -= 3  # DWK-5.4: kept for the last trick it scores +3
        if card == c.SCOUT and state.special == c.SCOUT:
            score += faces_on_table + 0.3 * later  # DWK-5.7: +1 per face in its trick
        scores.append(score)
    return scores


def _sorcerer(state: DwarfKingState, seat: int, legal: Sequence[str]) -> str | None:
    """DWK-6.4: take a card out of the last trick when it pays: a strong card while tricks are
    wanted, or a card that costs the seat points out of its own won trick."""
    options = [action for action in legal if action.startswith("sorcerer ")]
    if not options:
        return None
    desire = Desire(state, seat)
    won = state.tricks[-1].winner == seat
    best, best_gain = None, 0.8
    for action in options:
        card = action.removeprefix("sorcerer ")
        gain = desire.future * 1.5 * (_hold(card) - _hold(c.SORCERER))
        if won:
            gain -= desire.card_value(card)
        if gain > best_gain:
            best, best_gain = action, gain
    return best


# -- the other choices -------------------------------------------------------------------------


def _expected_tricks(hand: Sequence[str]) -> float:
    total = 0.0
    for card in hand:
        if card in MAGIC:
            total += MAGIC_LIKELY.get(card, 0.0)
        else:
            total += LIKELY.get(INFO[card].rank or "", 0.03)
    return total


def _side_estimate(state: DwarfKingState, seat: int, quest: str) -> float:
    """A guess at the points the seat would score under ``quest`` ahead of the others, from
    its hand: how many tricks it should take, and the cards those tricks would hold."""
    hand = state.hands[seat]
    n = len(state.players)
    tricks = _expected_tricks(hand)
    fair = state.tricks_per_deal / n
    estimate = PRO_TRICKS.get(quest, 0.0) * (tricks - fair) * 2
    target = EXACT.get(quest)
    if target is not None:
        estimate += 5 * math.exp(-((target - tricks) ** 2) / 2) - 5 * math.exp(
            -((target - fair) ** 2) / 2
        )
    table = PER_CARD.get(quest)
    if table is not None:
        unseen = [card for card in c.basic_deck(n) if card not in hand]
        mean = {
            suit: sum(table[card] for card in unseen if INFO[card].suit == suit)
            / max(1, sum(1 for card in unseen if INFO[card].suit == suit))
            for suit in c.SUITS
        }
        won = 0.0
        for card in hand:
            suit = INFO[card].suit
            if suit is None:
                continue
            won += LIKELY.get(INFO[card].rank or "", 0.03) * (table[card] + (n - 1) * mean[suit])
        everything = sum(table[card] for card in c.basic_deck(n))
        estimate += won - (everything - won) / (n - 1)
    return estimate


def _choose_quest(state: DwarfKingState, seat: int, legal: Sequence[str]) -> str:
    slugs = [quest.slug for quest in TILES[state.tile]]
    best = max(slugs, key=lambda slug: _side_estimate(state, seat, slug))
    return f"quest {best}"


def _hand_strength(state: DwarfKingState, seat: int) -> float:
    """How good the seat's hand is for what the deal rewards, against an average hand."""
    desire = Desire(state, seat)
    hand = state.hands[seat]
    seen = _seen(state, seat)
    deal = [*c.basic_deck(len(state.players)), state.special]
    unseen = [card for card in deal if card not in seen]
    average = sum(_hold(card) for card in unseen) / max(1, len(unseen))
    return desire.future * sum(_hold(card) - average for card in hand)


def _by_total(state: DwarfKingState, seats: Sequence[int], good: bool) -> int:
    """Whom to hand a hand to: a good hand to the seat furthest behind, a bad one to the
    leader."""
    pick = min if good else max
    return pick(seats, key=lambda s: (state.totals[s], s))


def _other_choice(state: DwarfKingState, seat: int, legal: Sequence[str]) -> str:
    phase = state.phase
    n = len(state.players)
    others = [s for s in range(n) if s != seat]
    if phase == QUEST:
        return _choose_quest(state, seat, legal)
    if phase == STEAL:  # DWK-5.9: rob the leader
        return f"steal {_by_total(state, others, good=False)}"
    if phase == DRUID:  # DWK-5.1
        good = _hand_strength(state, seat) > 0
        return f"swap {_by_total(state, others, good)}"
    if phase == PASS:  # DWK-5.5: left gives the hand to seat + 1
        good = _hand_strength(state, seat) > 0
        target = _by_total(state, [(seat + 1) % n, (seat - 1) % n], good)
        return "pass left" if target == (seat + 1) % n else "pass right"
    # GIVE (DWK-5.9): the two cards the seat least wants to keep
    desire = Desire(state, seat)
    keep = sorted(state.hands[seat], key=lambda card: desire.future * _hold(card))
    wanted = f"give {keep[0]} {keep[1]}"
    if wanted in legal:
        return wanted
    return f"give {keep[1]} {keep[0]}" if f"give {keep[1]} {keep[0]}" in legal else legal[0]


class DwarfKingKnowledge:
    """The easy and normal players and the evaluation of The Dwarf King."""

    def easy(
        self, rules: Rules, state: Any, seat: int, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """A beginner: last to play, wins a trick with its cheapest winner when the quest likes
        tricks (or the trick carries points) and ducks with its highest loser when it does
        not; earlier, plays high for a wanted trick and low otherwise; now and then any card."""
        if state.phase != PLAY:
            return _other_choice(state, seat, legal) if rng.random() > EASY_RANDOM else legal[0]
        cards = [a for a in legal if not a.startswith("sorcerer ")]
        if rng.random() < EASY_RANDOM:
            return rng.choice(cards)
        desire = Desire(state, seat)
        want = desire.trick_bonus + sum(desire.card_value(p.card) for p in state.plays)
        later = len(state.players) - 1 - len(state.plays)
        if later == 0:
            previous = state.tricks[-1] if state.tricks else None
            winners = [
                a for a in cards if trick_winner((*state.plays, Play(seat, a)), previous) == seat
            ]
            losers = [a for a in cards if a not in winners]
            if want >= 0 and winners:
                return min(winners, key=_hold)
            if want < 0 and losers:
                return max(losers, key=_hold)
        return max(cards, key=_hold) if want > 0 else min(cards, key=_hold)

    def normal(
        self, rules: Rules, state: Any, seat: int, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """The quest-reading player: see the module's docstring."""
        if state.phase != PLAY:
            return _other_choice(state, seat, legal)
        taken = _sorcerer(state, seat, legal)
        if taken is not None:
            return taken
        cards = [a for a in legal if not a.startswith("sorcerer ")]
        if len(cards) == 1:
            return cards[0]
        scores = _play_scores(state, seat, cards)
        best = max(scores)
        choices = [card for card, score in zip(cards, scores, strict=True) if score >= best - 1e-9]
        return choices[0] if len(choices) == 1 else rng.choice(choices)

    def determinizer(self, rules: Rules, state: Any, seat: int) -> Callable[[random.Random], Any]:
        """The strong player's guesses of the other hands: the rules' deal, mended so that a
        seat that did not follow a suit since the hands last changed holds none of it
        (DWK-3.3)."""
        voids = _voids(state)
        if not any(voids):
            return lambda rng: rules.determinize(state, seat, rng)

        def deal(rng: random.Random) -> DwarfKingState:
            new: DwarfKingState = rules.determinize(state, seat, rng)
            zones, slots, forbidden = [], [], []
            for other, hand in enumerate(new.hands):
                if other != seat:
                    keep = set(state.known[seat][other])
                    zones.append(hand)
                    slots.append([i for i, card in enumerate(hand) if card not in keep])
                    forbidden.append(voids[other])
            respect_voids(zones, slots, forbidden, c.suit_of, rng)
            return new

        return deal

    playout_moves = PLAYOUT_MOVES
    deal_out = True
    """Whether :meth:`evaluate` first plays the deal in play out (see :data:`PLAYOUT_MOVES`)."""

    def evaluate(self, rules: Rules, state: Any) -> list[float]:
        """Each seat's chance to win: a softmax of the totals after the deal in play, played
        out at random on a copy (:func:`_dealt_out`), over the spread the deals still to play
        leave (DWK-7)."""
        n = len(state.players)
        if state.phase == OVER:
            best = max(state.totals)
            top = [s for s in range(n) if state.totals[s] == best]
            return [1 / len(top) if s in top else 0.0 for s in range(n)]
        if self.deal_out:
            totals = _dealt_out(rules, state)
            return _softmax(totals, max(0, state.options.deals - state.deal))
        done = len(state.tricks) / state.tricks_per_deal
        partial = _deal_points(state)
        projected = [t + done * p for t, p in zip(state.totals, partial, strict=True)]
        return _softmax(projected, max(0, state.options.deals - state.deal) + (1 - done))


def playout_chance(state: DwarfKingState) -> random.Random:
    """The chance a playout from ``state`` draws on: from its hands and the events so far,
    the same in every process (a string seed is; ``hash`` of card names is not)."""
    return random.Random(f"{len(state.events)}{state.hands}")


def _dealt_out(rules: Rules, state: DwarfKingState) -> list[int]:
    """The totals after the deal in play, finished on a copy by uniformly random moves: the
    deal's points are the rules' own (DWK-7.2), not a guess from part of the tricks. The moves'
    chance is drawn from the hands (each of the search's deals of the hidden cards plays out
    its own way; the same state, the same result). The rules play the moves while a card
    that changes play is still to come; then :func:`_plain_tricks` plays the rest."""
    copy: DwarfKingState = rules.clone(state)
    rng = playout_chance(state)
    deal, special = copy.deal, copy.special
    changes_play = special in MAGIC or special in (c.DRUID, c.KNIGHT_FLAG_BEARER)
    legal_actions, advance, chance = rules.legal_actions, rules.advance, rng.random
    while copy.deal == deal and copy.phase != OVER:
        if copy.phase == PLAY and (
            not changes_play
            or (
                all(special not in hand for hand in copy.hands)
                and all(play.card != special for play in copy.plays)
            )
        ):
            tricks = _plain_tricks(copy, rng)
            points = score_deal(DealHistory(len(copy.players), tricks), copy.quest or "", special)
            return [t + p for t, p in zip(copy.totals, points[3], strict=True)]
        actor = copy.actor
        legal = legal_actions(copy, actor)
        move = legal[int(chance() * len(legal))] if len(legal) > 1 else legal[0]
        advance(copy, actor, move, trusted=True)
    return copy.totals


def _plain_tricks(state: DwarfKingState, rng: random.Random) -> tuple[TrickRecord, ...]:
    """The deal's tricks, those still to play played out at random on ``state``'s hands, where
    none of them can hold a card that changes play (no magic card, no Druid or blue Flag
    Bearer): the plain rules, follow suit and the highest of the led suit wins (DWK-3.3,
    DWK-3.4), with the rules' own choice of cards in the rules' order, without their events
    and bookkeeping."""
    n, hands, total = len(state.players), state.hands, state.tricks_per_deal
    tricks = list(state.tricks)
    plays = list(state.plays)
    actor = state.actor
    playable, suit, strength, chance = PLAIN.playable, SUIT, STRENGTH, rng.random
    while len(tricks) < total:
        hand = hands[actor]
        legal = playable(hand, suit[plays[0].card] if plays else None)
        card = legal[int(chance() * len(legal))] if len(legal) > 1 else legal[0]
        hand.remove(card)
        plays.append(Play(actor, card))
        if len(plays) < n:
            actor = (actor + 1) % n
            continue
        led, best, actor = suit[plays[0].card], -1, plays[0].seat
        for play in plays:
            if suit[play.card] == led and strength[play.card] > best:
                best, actor = strength[play.card], play.seat
        tricks.append(TrickRecord(len(tricks) + 1, plays[0].seat, tuple(plays), actor))
        plays = []
    return tuple(tricks)


def _softmax(totals: Sequence[float], left: float) -> list[float]:
    """Each seat's chance to win from ``totals`` with ``left`` deals still to play: a softmax
    over the spread those deals leave (:data:`DEAL_SPREAD`)."""
    scale = DEAL_SPREAD * math.sqrt(left + 0.25)
    lead = max(totals)
    weights = [math.exp((p - lead) / scale) for p in totals]
    total = sum(weights)
    return [w / total for w in weights]


HANDS_CHANGED = frozenset(
    f"dwarf-king.{key}"
    for key in (
        "deal-begins",
        "tiebreak-deal-begins",
        "given",
        "gives",
        "passes",
        "steals",
        "stolen",
        "swaps",
        "sorcerer",
    )
)
"""Events after which a hand may hold a suit it lacked: a new deal, and every card moved
between hands or from a trick into a hand."""


def _voids(state: DwarfKingState) -> list[frozenset[str]]:
    """Per seat, the suits it showed it lacks since the hands last changed: its hand only
    shrinks while the tricks go on. The magic cards (no suit) may always be played or let the
    next card set the suit, so they tell nothing (DWK-3.2, DWK-6)."""
    tricks: list[list[tuple[int, str]]] = [[]]
    for event in state.events:
        key = event.key
        if key in HANDS_CHANGED:
            tricks = [[]]
        elif key == "dwarf-king.plays":
            seat, card = event.params["seat"], event.params["card"]
            assert isinstance(seat, int) and isinstance(card, str)
            tricks[-1].append((seat, card))
        elif key == "dwarf-king.wins-trick":
            tricks.append([])
    return voids_of(tricks, c.suit_of, (None,), len(state.players), wild_leads=False)


KNOWLEDGE = DwarfKingKnowledge()
