"""CLM-1 (components and setup) and CLM-2 (overview) of seeds/claim.md."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games.claim.state import CLAIMING, OVER, RECRUITING
from tablebox.engine import Message
from tests.games.claim.builders import (
    FULL_DECK,
    PLAYERS,
    actor,
    rules,
    scripted_deck,
    view_cards,
)
from tests.refusals import refused

# The rulebook's component list (KOMPONENTY), written out independently of games/claim.
RULEBOOK_DECK = Counter(
    [f"gnome-{v}" for v in (1, 1, 1, 3, 3, 3, 5, 5, 5, 7, 7, 7, 9)]
    + [f"giant-{v}" for v in (1, 1, 3, 3, 5, 5, 7, 7, 9)]
    + [f"{faction}-{v}" for faction in ("dragon", "troll", "seer") for v in range(10)]
)


def test_clm_1_1_deck_has_the_rulebook_composition() -> None:
    """CLM-1.1: 52 cards: gnomes 13, giants 9, dragons/trolls/seers 0-9 each."""
    state = rules.new_game(list(PLAYERS), seed=7)
    cards = Counter(state.all_cards())
    assert sum(cards.values()) == 52
    assert cards == RULEBOOK_DECK
    per_faction = Counter(card.rsplit("-", 1)[0] for card in cards.elements())
    assert per_faction == {"gnome": 13, "giant": 9, "dragon": 10, "troll": 10, "seer": 10}


def test_clm_1_2_deal_13_each_rest_is_the_draw_pile() -> None:
    """CLM-1.2: 13 cards to each player, the other 26 are the face-down draw pile (one of them
    is already turned up as the first prize, CLM-4.1)."""
    state = rules.new_game(list(PLAYERS), seed=3)
    assert [len(hand) for hand in state.hands] == [13, 13]
    assert len(state.draw_pile) + len(state.prizes) == 26
    assert state.followers == [[], []] and state.score_piles == [[], []]
    public = rules.view(state, None)
    assert public.hand_sizes == [13, 13]
    assert public.draw_pile == 25


def test_clm_1_2_the_shuffle_depends_on_the_seed_only() -> None:
    """CLM-1.2: the deck is shuffled; the same seed gives the same deal, others differ."""
    deals = {
        seed: tuple(map(tuple, rules.new_game(list(PLAYERS), seed=seed).hands)) for seed in range(5)
    }
    assert deals[0] == tuple(map(tuple, rules.new_game(list(PLAYERS), seed=0).hands))
    assert len(set(deals.values())) == 5


@pytest.mark.parametrize("players", [["Ann", "Bob"], ["Bob", "Ann"]])
def test_clm_1_3_seat_0_leads_the_first_trick(players: list[str]) -> None:
    """CLM-1.3: seat 0, the first player named (the rulebook's younger player), leads first."""
    state = rules.new_game(players, seed=11)
    assert rules.current_seats(state) == [0]
    assert state.leader == 0
    assert rules.legal_actions(state, 1) == []
    assert rules.view(state, None).lead_reason == Message("claim.leads-first", {"seat": 0})


def test_clm_1_4_fixed_deck_order_deals_top_first() -> None:
    """CLM-1.4: first 13 ids to seat 0, next 13 to seat 1, the rest is the draw pile in order."""
    deck = FULL_DECK[::-1]
    random.Random(5).shuffle(deck)
    state = rules.new_game(list(PLAYERS), deck=list(deck))
    assert state.hands == [deck[:13], deck[13:26]]
    assert state.prizes == [deck[26]]  # the top of the draw pile is the first prize
    assert state.draw_pile == deck[27:]
    assert sorted(view_cards(rules.view(state, 0).hand)) == sorted(deck[:13])


@pytest.mark.parametrize(
    ("deck", "words"),
    [
        (FULL_DECK[:-1], ["52", "51", "missing"]),
        ([*FULL_DECK, "dragon-3"], ["52", "53", "not in this game"]),
        ([*FULL_DECK[:-1], "gnome-1"], ["missing", "not in this game", "gnome-1"]),
        ([*FULL_DECK[:-1], "knight-4"], ["missing", "knight-4"]),
        ([], ["52", "got 0"]),
    ],
    ids=["short", "extra", "fourth-gnome-1", "unknown-card", "empty"],
)
def test_clm_1_4_a_deck_that_is_not_the_52_cards_is_refused(
    deck: list[str], words: list[str]
) -> None:
    """CLM-1.4: anything but the 52 cards in some order raises ValueError naming the problem."""
    with pytest.raises(ValueError) as raised:
        rules.new_game(list(PLAYERS), deck=deck)
    message = str(raised.value)
    for word in words:
        assert word in message


@pytest.mark.parametrize(
    ("players", "reason"),
    [
        (["Ann"], "2 to 4 players, not 1"),
        (["Ann", "Bob", "Cid", "Dan", "Eve"], "2 to 4 players, not 5"),
        (["Ann", "Bob", "Cid"], "3 players need both boxes"),
        (["Ann", "Bob", "Cid", "Dan"], "4 players need both boxes"),
    ],
)
def test_clm_1_the_base_game_is_for_two_players(players: list[str], reason: str) -> None:
    """CLM-1, CLM-11.1: one box is for two players; 3–4 players need a mixed deck of both
    boxes, and other counts are refused."""
    with refused(ValueError, reason):
        rules.new_game(players)


def test_clm_1_4_the_scripted_deck_fixes_the_whole_game() -> None:
    """CLM-1.4: two games from the same deck order played the same way are identical."""
    deck = scripted_deck(FULL_DECK[39:52], FULL_DECK[:13], FULL_DECK[13:39])
    a = rules.new_game(list(PLAYERS), deck=deck)
    b = rules.new_game(list(PLAYERS), deck=list(deck))
    while a.phase != OVER:
        seat = actor(a)
        action = rules.legal_actions(a, seat)[-1]
        a, b = rules.apply(a, seat, action), rules.apply(b, seat, action)
        assert a == b
    assert rules.outcome(a) == rules.outcome(b)


def test_clm_2_two_phases_of_13_tricks_then_most_votes_wins() -> None:
    """CLM-2: 13 tricks in phase 1, 13 in phase 2; each faction's majority gives its vote and
    the player with most votes is ranked first."""
    state = rules.new_game(list(PLAYERS), seed=2024)
    rnd = random.Random(1)
    finished: Counter[int] = Counter()
    seen = None
    while state.phase != OVER:
        seat = actor(state)
        state = rules.apply(state, seat, rnd.choice(rules.legal_actions(state, seat)))
        if state.last_trick is not seen and state.last_trick is not None:
            seen = state.last_trick
            finished[seen.phase] += 1
    assert finished == {RECRUITING: 13, CLAIMING: 13}

    public = rules.view(state, None)
    outcome = rules.outcome(state)
    assert outcome is not None and public.votes is not None and len(public.votes) == 5
    for vote in public.votes:
        counts = [len(values) for values in vote.values]
        if counts[0] != counts[1]:
            assert vote.winner == counts.index(max(counts))
    won = Counter(vote.winner for vote in public.votes if vote.winner is not None)
    assert outcome.scores == {0: float(won[0]), 1: float(won[1])}
    if won[0] != won[1]:
        assert outcome.ranking[0] == [max((0, 1), key=lambda s: won[s])]
