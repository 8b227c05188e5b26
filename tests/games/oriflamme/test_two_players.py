"""ORI-9: the two-player variant (proposed procedure): two families per player, one
alternating draw pile, four cards in hand, one card of each family placed per round."""

from __future__ import annotations

from games.oriflamme.state import OVER, PLACEMENT
from tests.games.oriflamme.builders import (
    act,
    actor,
    new_scripted_game,
    refused,
    row_cards,
    rules,
    table,
)


def test_ori_9_1_to_9_3_two_families_an_alternating_pile_and_four_cards_in_hand() -> None:
    """ORI-9.1 to ORI-9.4: Ann plays red and blue, Bob green and yellow; each family sets 3
    aside; the two 7-card piles alternate into one pile of 14, of which 4 are drawn; one pool
    each, starting at 1."""
    state = new_scripted_game(2, {"red": ["spy", "lord"], "blue": ["heir"]})
    assert state.families == [("red", "blue"), ("green", "yellow")]
    assert state.hands[0] == ["red-spy", "blue-heir", "red-lord", "blue-archer"]
    assert state.draw_piles[0][:4] == ["red-archer", "blue-soldier", "red-soldier", "blue-spy"]
    assert [len(p) for p in state.draw_piles] == [10, 10]
    assert [len(a) for a in state.set_aside] == [6, 6]
    assert state.set_aside[0] == [
        "red-royal-decree",
        "red-ambush",
        "red-conspiracy",
        "blue-royal-decree",
        "blue-ambush",
        "blue-conspiracy",
    ]
    assert state.influence == [1, 1]


def test_ori_9_5_each_seat_places_one_card_of_each_family_taking_turns() -> None:
    """ORI-9.5: first player, second player, first player, second player; a seat's second card
    of the round must be of its other family."""
    state = new_scripted_game(2, first_player=1)
    assert actor(state) == 1
    state = act(state, "place yellow-archer left")
    assert actor(state) == 0
    state = act(state, "place red-archer right")
    assert actor(state) == 1
    assert all("green" in a for a in rules.legal_actions(state, 1))
    with refused("oriflamme.wrong-family", placed="yellow", allowed="green"):
        rules.apply(state, 1, "place yellow-soldier left")
    state = act(state, "place green-archer left")
    assert all("blue" in a for a in rules.legal_actions(state, 0))
    state = act(state, "place blue-archer left")
    assert state.phase != PLACEMENT and len(state.row) == 4


def test_ori_9_6_draw_two_after_each_round_and_keep_one_per_family_at_the_end() -> None:
    """ORI-9.6: after rounds 1-5 each seat draws 2 (one of each family); after round 6 each
    seat holds one card of each family and its pile is empty."""
    state = new_scripted_game(2)
    sizes = []
    while state.phase != OVER:
        if state.phase == PLACEMENT and not state.placed_families:
            sizes.append([len(h) for h in state.hands])
        state = act(state, rules.legal_actions(state, actor(state))[0])
    assert sizes == [[4, 4]] * 6
    assert state.draw_piles == [[], []]
    for seat, families in enumerate(state.families):
        assert sorted(c.split("-")[0] for c in state.hands[seat]) == sorted(families)


def test_ori_9_7_stacking_needs_the_same_colour_not_just_the_same_player() -> None:
    """ORI-9.7: "your family" is one colour: a red card never goes on Ann's blue card."""
    state = table(["blue-heir", "green-spy"], count=2, round_number=1)
    state = act(state, "hide", "hide")
    assert state.round == 2 and actor(state) == 1
    state = act(state, "place yellow-lord right")
    with refused("oriflamme.stack-other-family", top="blue", family="red"):
        rules.apply(state, 0, "place red-lord on 1")
    assert "place blue-lord on 1" in rules.legal_actions(state, 0)


def test_ori_9_7_lord_counts_only_its_own_colour() -> None:
    """ORI-9.7: Ann's blue neighbour is not of the red Lord's family."""
    state = table(["blue-heir", "red-lord^", "red-spy"], count=2, passed=1)
    assert state.influence[0] == 1 + 1 + 1


def test_ori_9_7_your_second_family_is_no_opponent_for_the_ambush() -> None:
    """ORI-9.7: Ann's red Soldier eliminating her own blue Ambush springs no trap."""
    state = act(table(["blue-ambush", "red-soldier^"], count=2, passed=1), "target 1")
    assert state.influence == [2, 1] and row_cards(state) == ["red-soldier"]


def test_ori_9_7_the_other_player_is_the_opponent_for_the_ambush() -> None:
    """ORI-9.7: Bob's yellow Soldier eliminating Ann's blue Ambush: Bob +1, Ann +4."""
    state = act(table(["blue-ambush", "yellow-soldier^"], count=2, passed=1), "target 1")
    assert state.influence == [5, 2] and state.removed[1] == ["yellow-soldier"]


def test_ori_9_7_spy_steals_from_the_other_players_single_pool() -> None:
    """ORI-9.7: a spy next to a green card robs Bob's one pool; next to Ann's own blue card it
    robs nobody."""
    state = table(["blue-heir", "red-spy^", "green-lord"], count=2, passed=1)
    assert act(state, "target 3").influence == [2, 0]
    assert act(state, "target 1").influence == [1, 1]


def test_ori_9_7_the_tie_break_counts_both_families() -> None:
    """ORI-9.7, ORI-8.3: Ann's red and blue cards together outnumber Bob's green card."""
    state = table(["red-heir", "blue-lord", "green-spy"], count=2, round_number=6, influence=[4, 4])
    while state.phase != OVER:
        state = act(state, "hide")
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.ranking == [[0], [1]]
