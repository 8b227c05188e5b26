"""One test per row of the fact sheet's answers table (section 7), each naming the rule of
``seeds/oriflamme.md`` that carries the answer."""

from __future__ import annotations

import pytest

from games.oriflamme.options import LEFT_TO_RIGHT, RIGHT_TO_LEFT
from games.oriflamme.state import OVER, PLACEMENT, REVEAL_OR_HIDE
from tests.games.oriflamme.builders import (
    act,
    actor,
    new_scripted_game,
    refused,
    row_cards,
    rules,
    table,
    targets_offered,
    view_of,
)


def test_ori_6_2_facts_row_1_soldier_with_two_neighbours_may_pick_its_own_card() -> None:
    """Row 1, ORI-6.2: the owner chooses either neighbour, even their own card when an
    opponent's is also adjacent."""
    state = table(["red-heir", "red-soldier^", "blue-lord"], passed=1)
    assert rules.legal_actions(state, 0) == ["target 1", "target 3"]
    state = act(state, "target 1")
    assert state.removed[0] == ["red-heir"] and state.influence[0] == 2


def test_ori_6_3_facts_row_2_spy_chooses_its_victim_self_is_a_no_op_empty_pool_loses_nothing() -> (
    None
):
    """Row 2, ORI-6.3: with two neighbours of different players the owner chooses; robbing
    yourself changes nothing; a victim at 0 loses nothing (proposed)."""
    state = table(["blue-heir", "red-spy^", "green-lord"], passed=1, influence=[1, 2, 0])
    assert rules.legal_actions(state, 0) == ["target 1", "target 3"]
    assert act(state, "target 1").influence == [2, 1, 0]
    assert act(state, "target 3").influence == [1, 2, 0]
    mine = table(["red-heir", "red-spy^"], passed=1)
    assert act(mine, "target 1").influence == [1, 1, 1]


@pytest.mark.parametrize(
    ("copied", "choices", "influence"),
    [
        ("blue-soldier^", ["target 1", "target 3"], None),
        ("blue-archer^", ["target 1", "target 4"], None),
        ("blue-spy^", ["target 1", "target 3"], None),
        ("blue-lord^", [], 1 + 1 + 1),  # the red Heir next to the Shapeshifter counts
        ("blue-heir^", [], 1 + 2),  # the Heir it copies does not block it
    ],
)
def test_ori_6_5_facts_row_3_shapeshifter_works_from_its_own_position_for_its_owner(
    copied: str, choices: list[str], influence: int | None
) -> None:
    """Row 3, ORI-6.5: the copied ability is worked out from the Shapeshifter's position and
    for its owner."""
    state = table(["red-heir", "red-shapeshifter^", copied, "green-lord"], passed=1)
    state = act(state, "target 3")
    if choices:
        assert state.acting == "red-shapeshifter"
        assert rules.legal_actions(state, 0) == choices
    else:
        assert state.influence[0] == influence


def test_ori_6_5_facts_row_3_copying_a_shapeshifter_does_nothing() -> None:
    """Row 3, ORI-6.5: a Shapeshifter's only revealed neighbour is a Shapeshifter: no
    effect."""
    state = table(["blue-shapeshifter^", "red-shapeshifter^"], passed=1)
    assert state.phase == PLACEMENT and state.influence == [1, 1, 1]


def test_ori_7_5_facts_row_4_royal_decree_ahead_again_behind_skipped_never_onto_a_card() -> None:
    """Row 4, ORI-6.8, ORI-7.5: a card moved ahead of the Decree is resolved again, one moved
    behind is skipped, and no destination lies on a card."""
    again = table(["blue-lord", "red-royal-decree", "green-heir"])
    again = act(again, "hide", "reveal", "move 1 to 3", "hide", "hide")
    assert again.tokens["blue-lord"] == 2
    skipped = act(table(["blue-lord", "red-royal-decree", "green-heir"], passed=1), "reveal")
    with refused("oriflamme.bad-destination", source=3, last=3, destination=4):
        rules.apply(skipped, 0, "move 3 to 4")
    skipped = act(skipped, "move 3 to 1")
    assert skipped.phase == PLACEMENT and skipped.tokens["green-heir"] == 0


@pytest.mark.parametrize("direction", [LEFT_TO_RIGHT, RIGHT_TO_LEFT])
def test_ori_6_1_facts_row_5_archer_ends_do_not_follow_the_direction(direction: str) -> None:
    """Row 5, ORI-6.1: "first or last" are the two physical ends; the owner picks one."""
    state = table(["blue-heir", "green-spy", "red-archer^", "blue-lord"], direction=direction)
    while state.acting != "red-archer":
        state = act(state, "hide")
    assert targets_offered(view_of(state, 0)) == [1, 4]


def test_ori_7_4_facts_row_6_uncovered_card_keeps_tokens_resolves_unless_passed() -> None:
    """Row 6, ORI-7.2, ORI-7.4: the lower card becomes active with its old tokens; ahead of the
    pass it is resolved this phase, behind the pass it waits for next round."""
    ahead = act(table(["blue-soldier^", ["red-heir+2", "red-lord"]]), "target 2")
    assert ahead.acting == "red-heir" and ahead.decision == REVEAL_OR_HIDE
    assert ahead.tokens["red-heir"] == 2
    behind = act(table([["red-heir+2", "red-lord"], "blue-soldier^"], passed=1), "target 1")
    assert behind.phase == PLACEMENT and behind.tokens["red-heir"] == 2


@pytest.mark.parametrize(
    ("row", "actions"),
    [
        (["red-ambush", "blue-assassination"], ("reveal", "target 1")),
        (["red-ambush", "blue-heir", "blue-archer^"], ("target 1",)),
    ],
)
def test_ori_6_9_facts_row_7_assassination_and_archer_both_spring_the_ambush(
    row: list[str], actions: tuple[str, ...]
) -> None:
    """Row 7, ORI-6.9: an opponent's Assassination or Archer eliminating a face-down Ambush:
    the attacker's owner still gains 1, the attacker is discarded, the Ambush's owner gains 4."""
    state = table(row, passed=len(row) - 1)
    if "blue-heir" in row:  # the Heir position was passed; only the Archer acts
        assert state.acting == "blue-archer"
    state = act(state, *actions)
    assert state.influence[:2] == [5, 2]
    assert state.removed[0] == ["red-ambush"] and state.removed[1] == [row[-1].rstrip("^")]


def test_ori_6_4_facts_row_8_heir_condition_is_checked_when_it_resolves() -> None:
    """Row 8, ORI-6.4: no other revealed and uncovered Heir anywhere in the row at that
    moment; face-down and covered Heirs do not count."""
    state = table(["red-heir^", "blue-heir", ["green-heir^", "green-spy"]])
    assert state.influence[0] == 3  # Bob's Heir is face down, green's is covered
    state = act(state, "reveal")
    assert state.influence[1] == 1  # Ann's revealed Heir now blocks Bob's


def test_ori_4_5_facts_row_9_a_player_with_no_cards_in_the_row_plays_on() -> None:
    """Row 9, ORI-4.5: nobody is knocked out; the player places a card next round."""
    state = act(table(["red-heir", "blue-soldier^"], passed=1), "target 1")
    assert state.cards_in_row(0) == 0
    while state.phase == PLACEMENT and actor(state) != 0:
        state = act(state, rules.legal_actions(state, actor(state))[0])
    assert actor(state) == 0 and rules.legal_actions(state, 0)


def test_ori_9_facts_row_10_two_players_each_run_two_families() -> None:
    """Row 10, ORI-9.1: at two players each player controls two families."""
    state = new_scripted_game(2)
    assert state.families == [("red", "blue"), ("green", "yellow")]
    assert {c.split("-")[0] for c in state.hands[0]} == {"red", "blue"}
    assert [p.families for p in view_of(state, None).players] == [
        ["red", "blue"],
        ["green", "yellow"],
    ]


def test_ori_8_3_facts_row_11_tie_break_most_own_cards_in_the_row() -> None:
    """Row 11, ORI-8.3: among players tied on influence, most own cards in the row wins."""
    state = table(["red-heir", "red-spy", "blue-lord"], influence=[3, 3, 3], round_number=6)
    while state.phase != OVER:
        state = act(state, "hide")
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.ranking == [[0], [1], [2]]
    assert row_cards(state) == ["red-heir", "red-spy", "blue-lord"]
