"""The independent check of The Dwarf King: the rules re-read against the Czech rulebook, the
issue's rulings and the fact sheet, one test per point checked (each names its rule)."""

from __future__ import annotations

import json
import random

import pytest

from games.dwarf_king import cards as c
from games.dwarf_king import rules
from games.dwarf_king.quests import BY_SLUG
from games.dwarf_king.scoring import outcome_of
from games.dwarf_king.state import GIVE, PASS, PLAY, QUEST, STEAL, DwarfKingState
from tests.games.dwarf_king.builders import NAMES, game, history, play, winners_only

GOBLINS = [f"goblins-{rank}" for rank in c.RANKS]
KNIGHTS = [f"knights-{rank}" for rank in c.RANKS]
DWARVES_AT_THREE = [f"dwarves-{rank}" for rank in c.RANKS if rank != "2"]


def test_dwk_2_4_both_sides_of_the_drawn_tile_are_read_aloud_to_everyone() -> None:
    """The rulebook: the 5 of Knights' holder "reads both sides aloud" and picks one, so every
    seat sees both sides while the holder chooses (only the holder may choose)."""
    state = game(4, c.DRAGON, {2: ["knights-5"]}, tile=13, quest=None)
    assert state.phase == QUEST
    both = ["capture-the-kings", "capture-the-queens"]
    for seat in range(4):
        view = rules.view(state, seat)
        assert [q.slug for q in view.quest_choices] == both
        assert (view.decision is not None) == (seat == 2)
    tile_events = [e for e in state.events if e.key == "dwarf-king.your-tile"]
    assert tile_events and all(e.audience is None for e in tile_events)
    chosen = rules.view(rules.apply(state, 2, "quest capture-the-queens"), 0)
    assert chosen.quest is not None and chosen.quest.slug == "capture-the-queens"
    assert chosen.quest_choices == []


def test_dwk_2_4_determinize_keeps_the_public_tile() -> None:
    """Both sides are public, so a computer thinking for another seat keeps the drawn tile."""
    state = game(4, c.DRAGON, {2: ["knights-5"]}, tile=13, quest=None)
    for seed in range(5):
        assert rules.determinize(state, 0, random.Random(seed)).tile == 13


def test_dwk_4_2_rulebook_example_three_quarters() -> None:
    """The rulebook: Three Quarters gives +4 for each 3 and each 4 won in tricks."""
    deal = history(
        3,
        (0, "dwarves-3 knights-4 goblins-9"),
        (1, "goblins-3 goblins-4 knights-3"),
        (2, "dwarves-K knights-Q goblins-2"),
    )
    assert BY_SLUG["three-quarters"].score(deal) == [8, 12, 0]


def test_dwk_4_3_rulebook_example_sacrifice_the_rearguard_ignores_earlier_tricks() -> None:
    """The rulebook: −2 for each of the last four tricks won; earlier tricks do not count."""
    deal = winners_only(4, [0, 0, 0, 0, 2, 3, 0, 1])
    assert BY_SLUG["sacrifice-the-rearguard"].score(deal) == [-2, -2, -2, -2]
    assert BY_SLUG["save-the-rearguard"].score(winners_only(4, [0] * 4 + [3] * 4)) == [0, 0, 0, 8]


def test_dwk_4_2_triplets_a_numbered_rank_in_all_three_suits_counts_1() -> None:
    """Triplets: +2 for a J/Q/K/A in all three suits, +1 for any other rank."""
    deal = history(
        3,
        (0, "dwarves-7 knights-7 goblins-7"),
        (0, "dwarves-K knights-K goblins-K"),
        (0, "dwarves-9 knights-9 goblins-2"),
    )
    assert BY_SLUG["triplets"].score(deal) == [3, 0, 0]
    assert BY_SLUG["1-2-and"].score(deal) == [-3, 0, 0]


def test_dwk_1_4_three_players_have_no_triple_of_2s() -> None:
    """Without the 2 of Dwarves, two 2s won are no triple."""
    deal = history(3, (1, "knights-2 goblins-2 dwarves-3"))
    assert BY_SLUG["triplets"].score(deal) == [0, 0, 0]


@pytest.mark.parametrize(
    ("slug", "expected"),
    [
        ("evens", [0, 0, 5, 5]),
        ("odds", [0, 5, 0, 0]),
        ("all-for-one", [5, 5, 0, 0]),
        ("one-for-all", [0, 0, 5, 5]),
        ("good-things-come-in-3s", [0, 0, 0, 0]),
        ("eeny-meeny", [0, 0, 0, 0]),
        ("garden-gnomes", [0, 0, 0, 0]),
        ("elite-army", [0, 0, 0, 0]),
        ("in-line", [3, 0, 0, 3]),
        ("sandwich", [0, 3, 3, 3]),
        ("to-the-right", [2, 0, 1, 2]),
        ("lucky-run", [0, 2, 2, 4]),
    ],
)
def test_dwk_4_2_zero_tricks_and_ties(slug: str, expected: list[int]) -> None:
    """A four-player deal where seat 0 wins nothing and seats 2 and 3 tie on 2 tricks each
    (winners 1, 2, 3, 3, 2 with only low cards): 0 tricks count like any other number."""
    deal = history(
        4,
        (1, "knights-5 knights-6 knights-7 knights-8"),
        (2, "knights-9 knights-10 knights-J knights-Q"),
        (3, "goblins-5 goblins-6 goblins-7 goblins-8"),
        (3, "goblins-9 goblins-10 goblins-J goblins-Q"),
        (2, "knights-2 knights-3 knights-4 knights-K"),
    )
    # counts: seat 0: 0, seat 1: 1, seat 2: 2, seat 3: 2
    assert BY_SLUG[slug].score(deal) == expected


def _red_flag_bearer_game() -> DwarfKingState:
    """Seat 0 holds the red Flag Bearer and the 5 of Goblins; seat 2 the 5 of Knights."""
    hands = [
        ["goblins-11-flag-bearer", *[g for g in GOBLINS if g != "goblins-A"]],
        ["goblins-A", *DWARVES_AT_THREE],
        KNIGHTS,
    ]
    deck = [{"special": c.GOBLIN_FLAG_BEARER, "tile": 7, "hands": hands}]
    state = rules.new_game(NAMES[:3], {"first_dealer": 0, "deck": deck}, seed=4)
    return rules.apply(state, 2, "quest most-victories")


def test_dwk_2_6_the_5_of_goblins_holder_after_the_red_flag_bearer_leads() -> None:
    """The issue: whoever holds the 5 of Goblins after the steal and give leads trick 1; the
    holder may give back any two cards, the Flag Bearer itself included."""
    state = _red_flag_bearer_game()
    assert state.phase == STEAL and rules.current_seats(state) == [0]
    state = rules.apply(state, 0, "steal 1")
    assert state.phase == GIVE and len(state.hands[0]) == 15 and len(state.hands[1]) == 11
    state = rules.apply(
        state, 0, rules.parse_action(state, 0, "give goblins-5 goblins-11-flag-bearer")
    )
    assert state.phase == PLAY and state.leader == 1 and rules.current_seats(state) == [1]
    assert "goblins-5" in state.hands[1] and c.GOBLIN_FLAG_BEARER in state.hands[1]
    assert [len(hand) for hand in state.hands] == [13, 13, 13]


def test_dwk_5_5_the_blue_flag_bearer_pass_is_chosen_by_its_player() -> None:
    """Not the trick's winner: the player who played the blue Flag Bearer picks the way."""
    hands = [
        ["goblins-5", *[g for g in GOBLINS if g != "goblins-5"]],
        ["knights-11-flag-bearer", *DWARVES_AT_THREE],
        KNIGHTS,
    ]
    deck = [{"special": c.KNIGHT_FLAG_BEARER, "tile": 7, "hands": hands}]
    state = rules.new_game(NAMES[:3], {"first_dealer": 0, "deck": deck}, seed=4)
    state = play(state, "quest most-victories", "goblins-5", c.KNIGHT_FLAG_BEARER, "knights-2")
    assert state.tricks[-1].winner == 0
    assert state.phase == PASS and rules.current_seats(state) == [1]
    before = [sorted(hand) for hand in state.hands]
    state = rules.apply(state, 1, "pass right")
    assert [sorted(hand) for hand in state.hands] == [before[1], before[2], before[0]]
    assert state.phase == PLAY and rules.current_seats(state) == [0]


def test_dwk_6_4_the_sorcerer_may_be_used_in_the_last_trick() -> None:
    """The issue: from trick 2 on, the last trick included, before playing a card."""
    fixed = {0: ["goblins-5"], 1: ["sorcerer"]}
    state = game(3, c.SORCERER, fixed)
    while state.trick < state.tricks_per_deal or rules.current_seats(state) != [1]:
        seat = rules.current_seats(state)[0]
        legal = [a for a in rules.legal_actions(state, seat) if not a.startswith("sorcerer")]
        state = rules.apply(state, seat, legal[0])
    assert state.hands[1] == ["sorcerer"]
    taken = state.tricks[-1].cards[0]
    assert f"sorcerer {taken}" in rules.legal_actions(state, 1)
    state = rules.apply(state, 1, f"sorcerer {taken}")
    assert state.hands[1] == [taken] and state.tricks[-1].taken == taken


def _random_views(players: int, seed: int) -> list[tuple[DwarfKingState, int]]:
    rng = random.Random(seed)
    state = rules.new_game(NAMES[:players], {"deals": 1}, seed=seed)
    seen = []
    while state.phase != "over":
        for seat in range(players):
            seen.append((state, seat))
        actor = rules.current_seats(state)[0]
        state = rules.apply(state, actor, rng.choice(rules.legal_actions(state, actor)))
    return seen


@pytest.mark.parametrize("players", [3, 4, 5])
def test_dwk_9_no_view_names_a_card_in_another_players_hand(players: int) -> None:
    """A seat's view never holds a card that lies in another player's hand (nor every won
    card without open tricks: only its own last won trick)."""
    for state, seat in _random_views(players, seed=players):
        text = json.dumps(rules.view(state, seat).model_dump(mode="json"))
        for other, hand in enumerate(state.hands):
            if other != seat:
                hidden = [card for card in hand if card != state.special]  # shown by the dealer
                leaked = [card for card in hidden if f'"{card}"' in text]
                assert not leaked, (seat, other, leaked)
        view = rules.view(state, seat)
        assert view.won_cards is None
        own = [t for t in state.tricks if t.winner == seat]
        assert (view.own_last_trick.number if view.own_last_trick else None) == (
            own[-1].number if own else None
        )


def test_dwk_7_4_with_no_player_above_zero_the_least_negative_total_wins() -> None:
    """The rulebook: if nobody is in the plus, the player with the fewest minus points wins."""
    outcome = outcome_of([-7, -2, -5], [], planned=7)
    assert outcome.ranking == [[1], [2], [0]] and outcome.winners == [1]


def test_dwk_9_open_tricks_shows_every_won_card_to_everyone() -> None:
    """The learners' option: every seat sees every won card, not only its own last trick."""
    fixed = {0: ["goblins-5", "goblins-K"], 1: ["goblins-2"], 2: ["goblins-3"]}
    state = play(game(3, c.DRAGON, fixed, open_tricks=True), "goblins-K", "goblins-2", "goblins-3")
    for seat in range(3):
        won = rules.view(state, seat).won_cards
        assert won is not None and sorted(won[0]) == ["goblins-2", "goblins-3", "goblins-K"]
