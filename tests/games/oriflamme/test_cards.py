"""ORI-6: every card's ability, one rule at a time, with the rulebook's notes on each card.

Three players unless said otherwise: Ann (seat 0) plays red, Bob (1) blue, Cid (2) green. The
row resolves left to right unless said otherwise.
"""

from __future__ import annotations

import pytest

from games.oriflamme.options import LEFT_TO_RIGHT, RIGHT_TO_LEFT
from games.oriflamme.state import MOVE, PLACEMENT, REVEAL_OR_HIDE, TARGET
from tablebox.engine import IllegalAction
from tests.games.oriflamme.builders import (
    act,
    actor,
    moves_offered,
    position_of,
    public_keys,
    row_cards,
    rules,
    table,
    targets_offered,
    view_of,
)

# -- ORI-6.1 Archer ----------------------------------------------------------------------------


@pytest.mark.parametrize("direction", [LEFT_TO_RIGHT, RIGHT_TO_LEFT])
def test_ori_6_1_archer_chooses_the_first_or_the_last_card_whatever_the_direction(
    direction: str,
) -> None:
    """ORI-6.1: both physical ends of the row are targets, whichever way the pass runs."""
    state = table(["blue-spy", "red-archer^", "green-lord"], direction=direction, passed=1)
    assert state.decision == TARGET and state.ability == "archer"
    assert rules.legal_actions(state, 0) == ["target 1", "target 3"]
    assert targets_offered(view_of(state, 0)) == [1, 3]


def test_ori_6_1_archer_eliminates_an_end_card_face_down_and_gains_1() -> None:
    """ORI-6.1, ORI-5.1, ORI-5.2: the face-down card at the end leaves face up in front of its
    owner, its tokens return to the supply, the Archer's owner gains 1."""
    state = table(["blue-spy", "red-archer^", "green-lord+2"], passed=1)
    state = act(state, "target 3")
    assert state.influence == [2, 1, 1]
    assert state.removed[2] == ["green-lord"]
    assert "green-lord" not in state.tokens
    assert row_cards(state) == ["blue-spy", "red-archer"]


def test_ori_6_1_archer_alone_must_eliminate_itself_and_still_gains_1() -> None:
    """ORI-6.1 (revised notes): alone in the row, the Archer's only target is itself."""
    state = table(["red-archer^"])
    assert rules.legal_actions(state, 0) == ["target 1"]
    state = act(state, "target 1")
    assert state.row == [] and state.removed[0] == ["red-archer"]
    assert state.influence[0] == 2


def test_ori_6_1_archer_may_eliminate_its_own_family() -> None:
    """ORI-6.1: a card of your own family may be eliminated, and you still gain 1."""
    state = table(["red-spy", "red-archer^", "blue-lord"], passed=1)
    state = act(state, "target 1")
    assert state.removed[0] == ["red-spy"] and state.influence[0] == 2


# -- ORI-6.2 Soldier ---------------------------------------------------------------------------


def test_ori_6_2_soldier_with_two_neighbours_chooses_either() -> None:
    """ORI-6.2: the owner picks which adjacent card to eliminate."""
    state = table(["blue-spy", "red-soldier^", "green-lord", "blue-heir"], passed=1)
    assert rules.legal_actions(state, 0) == ["target 1", "target 3"]
    left = act(state, "target 1")
    assert left.removed == [[], ["blue-spy"], []]
    right = act(state, "target 3")
    assert right.removed == [[], [], ["green-lord"]]
    assert left.influence[0] == right.influence[0] == 2


def test_ori_6_2_soldier_eliminating_the_second_red_card_rulebook_example() -> None:
    """ORI-6.2, ORI-12.2 (the rulebook's resolution example): Bob reveals a Soldier, takes the
    1 influence on it and eliminates Ann's second card; its 2 influence return to the supply,
    the card lies face up in front of Ann, and Bob gains 1."""
    state = table(["red-lord", "blue-soldier+1", "red-heir+2", "green-archer", "blue-spy^"])
    state = act(state, "hide", "reveal")
    assert state.influence == [1, 2, 1]
    assert rules.legal_actions(state, 1) == ["target 1", "target 3"]
    state = act(state, "target 3")
    assert state.removed[0] == ["red-heir"]
    assert state.influence == [1, 3, 1]
    assert row_cards(state) == ["red-lord", "blue-soldier", "green-archer", "blue-spy"]


def test_ori_6_2_soldier_with_no_neighbour_has_no_effect() -> None:
    """ORI-6.2 (proposed): a Soldier alone in the row does nothing."""
    state = table(["red-soldier^"])
    assert state.phase == PLACEMENT and state.round == 3
    assert state.influence == [1, 1, 1] and row_cards(state) == ["red-soldier"]
    assert "oriflamme.no-adjacent" in public_keys(state)


def test_ori_6_2_soldier_must_eliminate_its_only_neighbour_even_its_own() -> None:
    """ORI-6.2, ORI-4.3, ORI-12.8: the ability is mandatory; the only neighbour is the only
    choice."""
    state = table(["red-soldier^", "red-heir"])
    assert rules.legal_actions(state, 0) == ["target 2"]
    with pytest.raises(IllegalAction):
        rules.apply(state, 0, "hide")
    state = act(state, "target 2")
    assert state.removed[0] == ["red-heir"] and state.influence[0] == 2


# -- ORI-6.3 Spy -------------------------------------------------------------------------------


def test_ori_6_3_spy_steals_from_the_chosen_neighbours_owner_not_from_the_card() -> None:
    """ORI-6.3: 1 influence moves from the victim's pool to the thief's; the tokens on the
    adjacent card stay where they are."""
    state = table(["blue-heir+3", "red-spy^", "green-lord+2"], passed=1, influence=[1, 4, 5])
    assert rules.legal_actions(state, 0) == ["target 1", "target 3"]
    state = act(state, "target 3")
    assert state.influence == [2, 4, 4]
    assert state.tokens["green-lord"] == 2 and state.tokens["blue-heir"] == 3


def test_ori_6_3_spy_stealing_from_green_rulebook_example() -> None:
    """ORI-6.3, ORI-12.2: the revealed blue Spy must steal 1 from green, whose card lies next
    to it; the point comes from green's pool."""
    state = table(["green-archer+1", "blue-spy^"], passed=1, influence=[1, 1, 3])
    state = act(state, "target 1")
    assert state.influence == [1, 2, 2] and state.tokens["green-archer"] == 1


def test_ori_6_3_spy_robbing_yourself_changes_nothing() -> None:
    """ORI-6.3: stealing from yourself gains and loses nothing."""
    state = table(["red-heir", "red-spy^"], passed=1)
    state = act(state, "target 1")
    assert state.influence == [1, 1, 1]


def test_ori_6_3_spy_against_an_empty_pool_steals_nothing() -> None:
    """ORI-6.3 (proposed): a victim with 0 influence loses nothing; totals never go negative."""
    state = table(["green-heir", "red-spy^"], passed=1, influence=[1, 1, 0])
    state = act(state, "target 1")
    assert state.influence == [1, 1, 0]


def test_ori_6_3_spy_with_no_neighbour_has_no_effect() -> None:
    """ORI-6.3 (proposed): alone in the row, the Spy has nobody to rob."""
    state = table(["red-spy^"])
    assert state.phase == PLACEMENT and state.influence == [1, 1, 1]


# -- ORI-6.4 Heir ------------------------------------------------------------------------------


def test_ori_6_4_heir_alone_gains_2() -> None:
    """ORI-6.4: no other revealed Heir in the row, so +2."""
    state = act(table(["red-heir", "blue-lord"]), "reveal")
    assert state.influence[0] == 3


def test_ori_6_4_two_revealed_heirs_gain_nothing() -> None:
    """ORI-6.4: once another revealed, uncovered Heir is in the row, no Heir gains."""
    state = act(table(["red-heir", "blue-heir^"]), "reveal")
    assert state.influence == [1, 1, 1]


def test_ori_6_4_face_down_and_covered_heirs_do_not_count() -> None:
    """ORI-6.4: only revealed, uncovered Heirs block; a face-down Heir or a revealed Heir under
    another card does not."""
    state = table(["red-heir", "blue-heir", ["green-heir^", "green-lord"]])
    state = act(state, "reveal")
    assert state.influence[0] == 3


def test_ori_6_4_first_heir_gains_before_the_second_is_revealed() -> None:
    """ORI-6.4: the face-up Heir resolves first and gains 2; the Heir revealed after it then
    gains nothing."""
    state = table(["red-heir^", "blue-heir"])
    assert state.influence[0] == 3  # automatic: a face-up character acts by itself
    state = act(state, "reveal")
    assert state.influence == [3, 1, 1]


# -- ORI-6.5 Shapeshifter ----------------------------------------------------------------------


def test_ori_6_5_shapeshifter_copies_a_soldier_from_its_own_position() -> None:
    """ORI-6.5: the copied Soldier eliminates a card next to the Shapeshifter, which may be the
    Soldier it copied; the Shapeshifter's owner gains 1."""
    state = table(["green-lord", "red-shapeshifter^", "blue-soldier^"], passed=1)
    assert state.ability == "shapeshifter"
    assert rules.legal_actions(state, 0) == ["target 3"]  # a face-down card is not copyable
    state = act(state, "target 3")
    assert state.ability == "soldier" and rules.legal_actions(state, 0) == ["target 1", "target 3"]
    prompt = view_of(state, None).prompt
    assert prompt.key == "oriflamme.prompt.target-as" and prompt.params["ability"] == "soldier"
    state = act(state, "target 3")
    assert state.removed[1] == ["blue-soldier"] and state.influence == [2, 1, 1]


def test_ori_6_5_shapeshifter_copies_an_archer() -> None:
    """ORI-6.5: a copied Archer targets either end of the row."""
    state = table(["green-lord", "red-shapeshifter^", "blue-archer^", "green-spy"], passed=1)
    state = act(state, "target 3")
    assert rules.legal_actions(state, 0) == ["target 1", "target 4"]
    state = act(state, "target 4")
    assert state.removed[2] == ["green-spy"] and state.influence[0] == 2


def test_ori_6_5_shapeshifter_copies_a_spy_robbing_its_own_neighbours() -> None:
    """ORI-6.5: a copied Spy robs the owner of a card next to the Shapeshifter."""
    state = table(["green-heir", "red-shapeshifter^", "blue-spy^"], passed=1)
    state = act(state, "target 3")
    assert rules.legal_actions(state, 0) == ["target 1", "target 3"]
    state = act(state, "target 1")
    assert state.influence == [2, 1, 0]


def test_ori_6_5_shapeshifter_copies_a_lord_counting_its_own_family() -> None:
    """ORI-6.5: a copied Lord pays 1 plus 1 per card of the Shapeshifter owner's family next to
    the Shapeshifter (the copied blue Lord itself is not red)."""
    state = table(["red-heir", "red-shapeshifter^", "blue-lord^"], passed=1)
    state = act(state, "target 3")
    assert state.influence[0] == 3
    # then Bob's Lord acts itself: 1, no blue neighbour
    assert state.influence[1] == 2


def test_ori_6_5_shapeshifter_copying_an_heir_goes_by_its_own_name() -> None:
    """ORI-6.5, ORI-12.6: the copied Heir ability pays 2 unless another revealed Shapeshifter
    is in the row; the revealed Heir it copies does not block it."""
    state = table(["red-shapeshifter^", "blue-heir^"])
    state = act(state, "target 2")
    assert state.influence[0] == 3
    blocked = table(["green-shapeshifter^", "blue-lord", "red-shapeshifter^", "blue-heir^"])
    blocked = act(blocked, "hide")  # green's Shapeshifter found nothing to copy; Bob hides
    assert actor(blocked) == 0
    blocked = act(blocked, "target 4")
    assert blocked.influence[0] == 1


def test_ori_6_5_shapeshifter_never_copies_a_shapeshifter() -> None:
    """ORI-6.5: copying a Shapeshifter has no effect, so a Shapeshifter next to only a
    Shapeshifter does nothing."""
    state = table(["red-shapeshifter^", "blue-shapeshifter^"])
    assert state.phase == PLACEMENT and state.influence == [1, 1, 1]
    assert "oriflamme.nothing-to-copy" in public_keys(state)


def test_ori_6_5_shapeshifter_chooses_between_two_revealed_neighbours() -> None:
    """ORI-6.5: with two copyable neighbours the owner chooses; copying is mandatory."""
    state = table(["blue-soldier^", "red-shapeshifter^", "green-lord^"], passed=1)
    assert rules.legal_actions(state, 0) == ["target 1", "target 3"]
    state = act(state, "target 3")
    assert state.influence[0] == 2  # a copied Lord: 1, no red neighbour


# -- ORI-6.6 Lord ------------------------------------------------------------------------------


def test_ori_6_6_lord_gains_1_plus_each_adjacent_own_card_face_up_or_down() -> None:
    """ORI-6.6: 1 + 2 for the two red neighbours, one of them face down: 3, the most."""
    state = table(["red-heir", "red-lord^", "red-spy^"], passed=1)
    assert state.influence[0] == 4


def test_ori_6_6_lord_counts_only_own_family_and_a_stack_once() -> None:
    """ORI-6.6: opponents' neighbours add nothing; a neighbouring stack counts by its top."""
    assert table(["blue-spy", "red-lord^", "green-heir"], passed=1).influence[0] == 2
    state = table([["red-heir", "red-spy"], "red-lord^"], passed=1)
    assert state.influence[0] == 3


# -- ORI-6.7 Assassination ---------------------------------------------------------------------


def test_ori_6_7_assassination_eliminates_any_card_then_is_discarded() -> None:
    """ORI-6.7: any position is a target; the owner gains 1; the Assassination is discarded."""
    state = table(["blue-lord", "green-spy", "red-assassination", "blue-heir"], passed=2)
    state = act(state, "reveal")
    assert rules.legal_actions(state, 0) == [f"target {n}" for n in range(1, 5)]
    state = act(state, "target 1")
    assert state.removed == [["red-assassination"], ["blue-lord"], []]
    assert state.influence[0] == 2 and row_cards(state) == ["green-spy", "blue-heir"]


def test_ori_6_7_assassination_may_eliminate_itself() -> None:
    """ORI-6.7 (proposed): the Assassination may target itself; it is eliminated (+1) and
    lies once in front of its owner."""
    state = act(table(["blue-lord", "red-assassination"], passed=1), "reveal", "target 2")
    assert state.removed[0] == ["red-assassination"] and state.influence[0] == 2


def test_ori_6_7_assassination_uncovering_the_spy_beneath_it_rulebook_example() -> None:
    """ORI-6.7, ORI-7.3, ORI-12.3: Ann reveals the Assassination she placed on her Spy; once
    it is discarded the Spy is active again and acts at once."""
    state = table(["blue-lord", ["red-spy^", "red-assassination"], "green-heir"], passed=1)
    state = act(state, "reveal", "target 3")
    assert state.decision == TARGET and state.acting == "red-spy"
    assert rules.legal_actions(state, 0) == ["target 1"]
    state = act(state, "target 1")
    assert state.influence == [3, 0, 1]


def test_ori_6_7_a_face_down_spy_uncovered_may_still_be_hidden() -> None:
    """ORI-12.3: had the Spy lain face down, Ann could keep it hidden and put 1 on it."""
    state = table(["blue-lord", ["red-spy", "red-assassination"], "green-heir"], passed=1)
    state = act(state, "reveal", "target 3")
    assert state.decision == REVEAL_OR_HIDE and state.acting == "red-spy"
    state = act(state, "hide")
    assert state.tokens["red-spy"] == 1


# -- ORI-6.8 Royal Decree ----------------------------------------------------------------------


def test_ori_6_8_royal_decree_moves_a_card_with_its_tokens() -> None:
    """ORI-6.8: the moved card carries its tokens; it gains nobody anything."""
    state = act(table(["blue-lord+2", "red-royal-decree", "green-heir"], passed=1), "reveal")
    assert state.decision == MOVE
    assert moves_offered(view_of(state, 0)) == {1: [1, 2, 3], 3: [1, 2, 3]}
    state = act(state, "move 1 to 3")
    assert row_cards(state) == ["green-heir", "blue-lord"]
    assert state.tokens["blue-lord"] == 2 and state.removed[0] == ["red-royal-decree"]
    assert state.influence == [1, 1, 1]


def test_ori_6_8_royal_decree_moves_only_the_top_of_a_stack_never_onto_a_card() -> None:
    """ORI-6.8: the top card of a stack moves alone to a place of its own, uncovering the card
    below; the destinations are places between positions, never a card."""
    state = table([["blue-heir+1", "blue-lord"], "red-royal-decree"], passed=1)
    state = act(state, "reveal")
    assert moves_offered(view_of(state, 0)) == {1: [1, 2, 3]}
    state = act(state, "move 1 to 3")
    assert state.row[0] == ["blue-heir"] and state.tokens["blue-heir"] == 1
    assert all(len(stack) == 1 for stack in state.row)


def test_ori_6_8_royal_decree_may_put_a_card_back_where_it_was() -> None:
    """ORI-6.8 (proposed): a move to the same place is legal, and changes nothing."""
    state = act(table(["blue-lord", "red-royal-decree"], passed=1), "reveal", "move 1 to 1")
    assert row_cards(state) == ["blue-lord"]


def test_ori_6_8_royal_decree_alone_is_simply_discarded() -> None:
    """ORI-6.8 (proposed): with no other card, there is nothing to move."""
    state = act(table(["red-royal-decree"]), "reveal")
    assert state.row == [] and state.removed[0] == ["red-royal-decree"]
    assert state.phase == PLACEMENT


def test_ori_6_8_royal_decree_does_not_move_itself() -> None:
    """ORI-6.8: the Decree moves another card (moving itself would only discard it)."""
    state = act(table(["blue-lord", "red-royal-decree"], passed=1), "reveal")
    with pytest.raises(IllegalAction) as refused:
        rules.apply(state, 0, "move 2 to 1")
    assert refused.value.code == "oriflamme.decree-moves-itself"


def test_ori_6_8_royal_decree_never_eliminates_so_never_springs_an_ambush() -> None:
    """ORI-6.8, ORI-6.9: moving an opponent's Ambush is no elimination: no +1, no trap."""
    state = act(table(["blue-ambush", "red-royal-decree"], passed=1), "reveal", "move 1 to 2")
    assert state.influence == [1, 1, 1] and "blue-ambush" in row_cards(state)


def test_ori_6_8_card_moved_ahead_of_the_pass_is_resolved_twice() -> None:
    """ORI-6.8, ORI-7.5, ORI-12.7: Bob hides his card, the Decree moves it ahead of the pass,
    and it is resolved again: 2 tokens in one round."""
    state = table(["blue-lord", "red-royal-decree", "green-heir"])
    state = act(state, "hide", "reveal", "move 1 to 3", "hide")
    assert actor(state) == 1 and state.acting == "blue-lord"
    state = act(state, "hide")
    assert state.tokens["blue-lord"] == 2


def test_ori_6_8_card_moved_behind_the_pass_is_skipped() -> None:
    """ORI-6.8, ORI-7.5, ORI-12.7: a card moved behind the Decree is not resolved this phase."""
    state = table(["blue-lord", "red-royal-decree", "green-heir"], passed=1)
    state = act(state, "reveal", "move 3 to 1")
    assert state.phase == PLACEMENT  # green's card, now first, was skipped
    assert state.tokens["green-heir"] == 0


# -- ORI-6.9 Ambush ----------------------------------------------------------------------------


def test_ori_6_9_ambush_revealed_by_its_owner_discards_its_tokens_and_gains_1() -> None:
    """ORI-6.9: the tokens return to the supply (not taken), the owner gains 1, the Ambush is
    discarded."""
    state = act(table(["red-ambush+3"]), "reveal")
    assert state.influence[0] == 2 and state.removed[0] == ["red-ambush"] and state.row == []


def test_ori_6_9_opponents_soldier_eliminating_an_ambush_rulebook_example() -> None:
    """ORI-6.9, ORI-12.4 (rulebook example): the Soldier's owner gains 1 for the elimination, the
    Ambush's owner gains 4, and the Soldier is discarded."""
    state = act(table(["red-ambush+2", "blue-soldier^"], passed=1), "target 1")
    assert state.influence == [5, 2, 1]
    assert state.removed == [["red-ambush"], ["blue-soldier"], []]
    assert state.row == []


def test_ori_6_9_your_own_archer_eliminating_your_ambush_rulebook_example() -> None:
    """ORI-6.9 (proposed, as the Czech card), ORI-12.4: your own Archer gains only the 1; the
    Ambush is gone and the Archer stays in the row."""
    state = act(table(["red-ambush", "blue-lord", "red-archer^"], passed=2), "target 1")
    assert state.influence == [2, 1, 1]
    assert state.removed[0] == ["red-ambush"] and row_cards(state) == ["blue-lord", "red-archer"]


def test_ori_6_9_an_assassination_springs_the_ambush() -> None:
    """ORI-6.9 (proposed, Czech wording): an opponent's Assassination triggers it too."""
    state = act(table(["red-ambush", "blue-assassination"], passed=1), "reveal", "target 1")
    assert state.influence == [5, 2, 1]
    assert state.removed == [["red-ambush"], ["blue-assassination"], []]


def test_ori_6_9_a_shapeshifter_copying_a_soldier_is_discarded_by_the_ambush() -> None:
    """ORI-6.9: the attacking card is the Shapeshifter; it is the one discarded."""
    state = table(["red-ambush", "blue-shapeshifter^", "green-soldier^"], passed=1)
    state = act(state, "target 3", "target 1")
    assert state.influence[:2] == [5, 2]
    assert state.removed[1] == ["blue-shapeshifter"] and "green-soldier" in row_cards(state)


def test_ori_6_9_the_discarded_attacker_uncovers_a_card_resolved_at_once() -> None:
    """ORI-6.9, ORI-7.3 (proposed): the Soldier discarded by the Ambush was on top of Bob's
    face-down Heir, which is resolved right away."""
    state = table(["red-ambush", ["blue-heir", "blue-soldier^"]], passed=1)
    state = act(state, "target 1")
    assert state.decision == REVEAL_OR_HIDE and state.acting == "blue-heir"
    assert position_of(state, "blue-heir") == 1


# -- ORI-6.10 Conspiracy -----------------------------------------------------------------------


def test_ori_6_10_conspiracy_pays_twice_its_tokens() -> None:
    """ORI-6.10, ORI-12.5: 3 tokens on it when revealed pay 3 + 3 = 6; then it is discarded."""
    state = act(table(["red-conspiracy+3"]), "reveal")
    assert state.influence[0] == 7 and state.removed[0] == ["red-conspiracy"]


def test_ori_6_10_conspiracy_revealed_at_once_pays_nothing() -> None:
    """ORI-6.10: revealed in the round it was placed, it carries no tokens."""
    state = act(table(["red-conspiracy"]), "reveal")
    assert state.influence[0] == 1


def test_ori_6_10_conspiracy_eliminated_face_down_pays_its_owner_nothing() -> None:
    """ORI-6.10, ORI-5.2: the tokens return to the supply; the attacker gains 1."""
    state = act(table(["red-conspiracy+3", "blue-soldier^"], passed=1), "target 1")
    assert state.influence == [1, 2, 1] and state.removed[0] == ["red-conspiracy"]
