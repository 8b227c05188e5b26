"""DWK-1, DWK-2, DWK-7, DWK-9: setup, the deal's flow, scoring, the tie-break and the views."""

from __future__ import annotations

import random

import pytest

from games.dwarf_king import cards as c
from games.dwarf_king import rules
from games.dwarf_king.state import OVER, PLAY, QUEST
from tests.games.dwarf_king.builders import NAMES, game, holder, play


def finish(state, rng: random.Random | None = None):  # type: ignore[no-untyped-def]
    rng = rng or random.Random(0)
    while rules.current_seats(state):
        seat = rules.current_seats(state)[0]
        state = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
    return state


def test_dwk_1_4_three_players_play_without_the_2_of_dwarves() -> None:
    state = rules.new_game(NAMES[:3], seed=3)
    cards = state.all_cards()
    assert len(cards) == 39 and c.LEFT_OUT_AT_THREE not in cards
    assert [len(hand) for hand in state.hands] == [13, 13, 13]
    assert state.special in cards and sum(card in c.SPECIALS for card in cards) == 1


@pytest.mark.parametrize(("players", "size"), [(4, 10), (5, 8)])
def test_dwk_1_4_hand_sizes(players: int, size: int) -> None:
    state = rules.new_game(NAMES[:players], seed=3)
    assert [len(hand) for hand in state.hands] == [size] * players
    assert len(state.all_cards()) == 40


def test_dwk_2_4_the_5_of_knights_holder_chooses_between_both_sides() -> None:
    state = game(4, c.DRAGON, {2: ["knights-5"]}, tile=13, quest=None)
    assert state.phase == QUEST and rules.current_seats(state) == [2]
    assert rules.legal_actions(state, 2) == ["quest capture-the-kings", "quest capture-the-queens"]
    chooser, other = rules.view(state, 2), rules.view(state, 0)
    assert [q.slug for q in chooser.quest_choices] == ["capture-the-kings", "capture-the-queens"]
    assert [q.slug for q in other.quest_choices] == [q.slug for q in chooser.quest_choices]
    assert other.decision is None and other.quest is None


def test_dwk_2_6_the_5_of_goblins_holder_leads() -> None:
    state = game(4, c.DRAGON, {3: ["goblins-5"]})
    assert state.phase == PLAY and state.leader == 3 and rules.current_seats(state) == [3]


def test_dwk_2_7_the_winner_of_the_5_of_dwarves_deals_next() -> None:
    state = finish(game(3, c.DRAGON, {}, deals=2))
    first = state.results[0]
    assert state.results[1].deal == 2
    assert any(
        e.key == "dwarf-king.next-dealer" and e.params["seat"] == first.next_dealer
        for e in state.events
    )


def test_dwk_7_totals_are_the_sum_of_the_deal_points() -> None:
    state = finish(rules.new_game(NAMES[:4], {"deals": 3}, seed=5))
    assert state.phase == OVER
    assert state.totals == [sum(r.points[s] for r in state.results) for s in range(4)]
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.scores == {
        s: float(t) for s, t in enumerate(state.totals)
    }


def test_dwk_7_5_a_tie_at_the_top_is_broken_by_more_deals() -> None:
    """Seeds where the planned deals end tied play on until one leads (or specials run out)."""
    seen = 0
    for seed in range(60):
        state = finish(rules.new_game(NAMES[:3], {"deals": 1}, seed=seed), random.Random(seed))
        first = state.results[0].totals
        if first.count(max(first)) > 1:
            seen += 1
            assert len(state.results) > 1 and state.results[1].tiebreak
        final = state.totals
        assert final.count(max(final)) == 1 or len(state.results) == 14
    assert seen


def test_dwk_1_5_options_first_dealer_and_deals() -> None:
    state = rules.new_game(NAMES[:5], {"first_dealer": 3, "deals": 1}, seed=1)
    assert state.dealer == 3
    with pytest.raises(ValueError):
        rules.new_game(NAMES[:3], {"first_dealer": 4}, seed=1)
    with pytest.raises(ValueError):
        rules.new_game(NAMES[:2], seed=1)


def test_dwk_1_6_scripted_deck_must_hold_the_deals_cards() -> None:
    hands = [list(c.basic_deck(3)[i * 13 : (i + 1) * 13]) for i in range(3)]
    with pytest.raises(ValueError):
        rules.new_game(NAMES[:3], {"deck": [{"special": "dragon", "tile": 1, "hands": hands}]})


def test_dwk_9_a_seat_sees_only_its_own_last_won_trick() -> None:
    fixed = {0: ["goblins-5", "goblins-9"], 1: ["goblins-K"], 2: ["goblins-2"]}
    state = play(game(3, c.DRAGON, fixed), "goblins-9", "goblins-K", "goblins-2")
    assert rules.view(state, 1).own_last_trick is not None
    assert rules.view(state, 0).own_last_trick is None
    assert rules.view(state, 0).won_cards is None
    assert rules.view(state, 0).tricks_won == [[], [1], []]
    assert rules.view(state, 0).previous_trick is not None
    opened = play(game(3, c.DRAGON, fixed, open_tricks=True), "goblins-9", "goblins-K", "goblins-2")
    assert rules.view(opened, 0).won_cards == [[], ["goblins-2", "goblins-9", "goblins-K"], []]


def test_dwk_9_refused_cards_say_why() -> None:
    fixed = {0: ["goblins-5", "goblins-9"], 1: ["goblins-K", "knights-2"]}
    state = play(game(3, c.DRAGON, fixed), "goblins-9")
    decision = rules.view(state, 1).decision
    assert decision is not None
    option = next(o for o in decision.options if o.action == "knights-2")
    assert option.refusal is not None and option.refusal.key == "dwarf-king.must-follow"
    assert holder(state, "goblins-K") == 1


def test_dwk_7_1_a_full_length_game_at_five_players() -> None:
    """Seven deals (and any tie-break deals), each with a new special card and tile."""
    state = finish(rules.new_game(NAMES, seed=11))
    assert state.phase == OVER and len(state.results) >= 7
    assert len({r.special for r in state.results}) == len(state.results)
    assert len({r.quest for r in state.results}) == len(state.results)
    assert rules.status(state).key == "common.game-over-won"


def test_dwk_9_determinize_keeps_a_swapped_hand_where_the_druid_put_it() -> None:
    """After a Druid swap the Druid's player knows the hand it gave away: a computer player
    thinking for it finds those cards where they are."""
    fixed = {0: ["goblins-5", "dwarves-1"], 1: ["dwarves-9"], 2: ["dwarves-10"]}
    state = play(game(3, c.DRUID, fixed), "dwarves-1", "dwarves-9", "dwarves-10", "swap 2")
    given = sorted(state.hands[2])
    for seed in range(5):
        dealt = rules.determinize(state, 0, random.Random(seed))
        assert sorted(dealt.hands[2]) == given
        assert sorted(dealt.hands[0]) == sorted(state.hands[0])
    others = {
        tuple(sorted(rules.determinize(state, 1, random.Random(n)).hands[2])) for n in range(5)
    }
    assert len(others) > 1  # seat 1 does not know seat 2's new hand


def test_dwk_9_reveals_exchanges_and_new_deals_not_plain_plays() -> None:
    fixed = {0: ["goblins-5", "dwarves-1"], 1: ["dwarves-9"], 2: ["dwarves-10"]}
    state = game(3, c.DRUID, fixed)
    assert not rules.reveals(state, 0, "dwarves-1")
    state = play(state, "dwarves-1", "dwarves-9", "dwarves-10")
    assert rules.reveals(state, 0, "swap 1")


def test_dwk_1_6_the_deck_argument_deals_from_the_dealers_left() -> None:
    order = [*c.basic_deck(3), c.DRAGON]
    state = rules.new_game(NAMES[:3], {"first_dealer": 2}, seed=1, deck=order)
    assert state.special == c.DRAGON
    assert state.hands[0][:2] == [order[0], order[3]]  # seat 0 sits left of the dealer, seat 2
    with pytest.raises(ValueError):
        rules.new_game(NAMES[:3], seed=1, deck=order[:-1])


def test_dwk_8_notation_is_read_in_any_case_and_give_in_any_order() -> None:
    fixed = {0: [c.GOBLIN_FLAG_BEARER, "goblins-K"], 1: [c.LEAD_FIVE]}
    state = game(3, c.GOBLIN_FLAG_BEARER, fixed)
    state = play(state, "steal 1")
    action = rules.parse_action(state, 0, "GIVE  goblins-k   Goblins-11-Flag-Bearer")
    assert action == "give goblins-11-flag-bearer goblins-K"
    assert action in rules.legal_actions(state, 0)
