"""ORI-12: the Czech rulebook's worked examples, played through from start to finish.

The examples about single cards (the Assassination on the Spy, the Ambush, the Conspiracy, the
Shapeshifter copying an Heir, the Royal Decree's note) are in ``test_cards.py``; each of those
tests names ORI-12 in its docstring too.
"""

from __future__ import annotations

from games.oriflamme.state import PLACEMENT, REVEAL_OR_HIDE, TARGET
from tests.games.oriflamme.builders import act, actor, new_scripted_game, row_cards, rules, table


def test_ori_12_1_placement_example() -> None:
    """ORI-12.1: red (first player) puts its card in the middle of the table; blue goes left
    or right of it; green goes left of blue's card or right of red's, not between them."""
    state = new_scripted_game(3, {"red": ["heir"], "blue": ["spy"], "green": ["lord"]})
    state = act(state, "place red-heir left")
    assert row_cards(state) == ["red-heir"]
    assert {a for a in rules.legal_actions(state, 1) if "blue-spy" in a} == {
        "place blue-spy left",
        "place blue-spy right",
    }
    state = act(state, "place blue-spy left")
    green = {a for a in rules.legal_actions(state, 2) if "green-lord" in a}
    assert green == {"place green-lord left", "place green-lord right"}
    state = act(state, "place green-lord right")
    assert row_cards(state) == ["blue-spy", "red-heir", "green-lord"]
    assert state.phase != PLACEMENT


def test_ori_12_2_resolution_example() -> None:
    """ORI-12.2, left to right: red hides (+1 from the supply); blue reveals its card, takes
    the 1 on it: a Soldier, which must eliminate an adjacent card. Blue picks red's second
    card: it is turned face up, its 2 influence return to the supply, it lies face up in
    front of red, and blue gains 1. Green then hides (+1). Blue's Spy, revealed earlier, must
    steal 1 from green, whose card is next to it: from green's pool, not from the card."""
    state = table(
        ["red-lord", "blue-soldier+1", "red-heir+2", "green-archer", "blue-spy^"],
        influence=[2, 2, 2],
    )
    assert actor(state) == 0 and state.decision == REVEAL_OR_HIDE
    state = act(state, "hide")
    assert state.tokens["red-lord"] == 1
    state = act(state, "reveal")
    assert state.influence[1] == 3 and state.tokens["blue-soldier"] == 0
    assert state.decision == TARGET and rules.legal_actions(state, 1) == ["target 1", "target 3"]
    state = act(state, "target 3")
    assert state.removed[0] == ["red-heir"] and "red-heir" not in state.tokens
    assert state.influence == [2, 4, 2]
    assert row_cards(state) == ["red-lord", "blue-soldier", "green-archer", "blue-spy"]
    assert actor(state) == 2
    state = act(state, "hide")
    assert state.tokens["green-archer"] == 1
    assert rules.legal_actions(state, 1) == ["target 3"]
    state = act(state, "target 3")
    assert state.influence == [2, 5, 1] and state.tokens["green-archer"] == 1
    assert state.phase == PLACEMENT
