"""Refused actions (ORI-11): one case per refusal reason, each leaving the state as it was."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from games.oriflamme.state import OVER, OriflammeState
from tablebox.catalog import english, has_template
from tablebox.engine import IllegalAction, snapshot_of
from tests.games.oriflamme.builders import act, new_scripted_game, rules, table


def opening() -> OriflammeState:
    """Round 1, Ann (seat 0) places first; three players."""
    return new_scripted_game(3)


def round_two() -> OriflammeState:
    """Round 2 placement, Bob first; row: red Heir (face up), blue Spy, red Lord."""
    return act(table(["red-heir^", "blue-spy", "red-lord"], round_number=1), "hide", "hide")


def two_players_second_card() -> OriflammeState:
    """Two players: Ann has placed a red card; Bob placed; Ann's next must be blue."""
    return act(new_scripted_game(2), "place red-archer left", "place green-archer left")


def hiding() -> OriflammeState:
    """Ann decides about her face-down Heir at position 1."""
    return table(["red-heir", "blue-spy", "green-lord"])


def soldier() -> OriflammeState:
    """Ann's face-up Soldier at position 2 must choose a neighbour."""
    return table(["blue-spy", "red-soldier^", "green-lord", "blue-heir"], passed=1)


def decree() -> OriflammeState:
    """Ann's revealed Royal Decree at position 2 of 3 must move a card."""
    return act(table(["blue-lord", "red-royal-decree", "green-heir"], passed=1), "reveal")


def decree_by_a_stack() -> OriflammeState:
    """Ann's Decree at position 2; position 1 is a stack of two blue cards."""
    return act(table([["blue-heir", "blue-lord"], "red-royal-decree"], passed=1), "reveal")


def game_over() -> OriflammeState:
    state = table(["red-heir"], round_number=6)
    state = act(state, "hide")
    assert state.phase == OVER
    return state


CASES: list[tuple[str, Callable[[], OriflammeState], int, str, str, str]] = [
    # (rule, how to get there, seat, action, refusal code, words in the English reason)
    ("ORI-3.1 not your turn", opening, 1, "place blue-spy left", "oriflamme.not-your-turn.place",
     "it is seat 1's turn to place"),
    ("ORI-3.1 not in hand", opening, 0, "place blue-spy left", "oriflamme.not-in-hand",
     "blue-spy is not in your hand"),
    ("ORI-11 unknown card", opening, 0, "place red-queen left", "oriflamme.not-a-card",
     "not a card of this game"),
    ("ORI-3.2 no middle", opening, 0, "place red-spy middle", "oriflamme.write-place",
     "write place <card> left"),
    ("ORI-3.3 round 1 stack", opening, 0, "place red-spy on 1", "oriflamme.stack-in-round-1",
     "only from round 2 on"),
    ("ORI-3.3 no such position", round_two, 1, "place blue-lord on 9", "oriflamme.no-position",
     "no position 9: the row has 3 positions"),
    ("ORI-3.3 other family", round_two, 1, "place blue-lord on 1",
     "oriflamme.stack-other-family", "holds a red card"),
    ("ORI-9.5 one of each", two_players_second_card, 0, "place red-soldier left",
     "oriflamme.wrong-family", "place a blue"),
    ("ORI-4.2 place while resolving", hiding, 0, "place red-spy left", "oriflamme.must-reveal",
     "reveal or hide"),
    ("ORI-4.2 not the owner", hiding, 1, "hide", "oriflamme.not-your-turn.reveal",
     "it is seat 1's turn to reveal or hide"),
    ("ORI-4.2 target instead", hiding, 0, "target 2", "oriflamme.must-reveal",
     "first reveal or hide"),
    ("ORI-6.2 not adjacent", soldier, 0, "target 4", "oriflamme.not-a-target",
     "target 1 or target 3"),
    ("ORI-6.2 no position 0", soldier, 0, "target 0", "oriflamme.not-a-target",
     "position 0 is not a target"),
    ("ORI-6.2 hide a face-up card", soldier, 0, "hide", "oriflamme.must-target",
     "choose a target first"),
    ("ORI-6.2 other seat", soldier, 1, "target 1", "oriflamme.not-your-turn.target",
     "it is seat 1's turn to choose a target"),
    ("ORI-6.8 moves itself", decree, 0, "move 2 to 1", "oriflamme.decree-moves-itself",
     "not itself"),
    ("ORI-6.8 no such card", decree, 0, "move 4 to 1", "oriflamme.no-position",
     "no position 4"),
    ("ORI-6.8 too far", decree, 0, "move 1 to 4", "oriflamme.bad-destination",
     "positions 1 to 3"),
    ("ORI-6.8 stack top too far", decree_by_a_stack, 0, "move 1 to 4",
     "oriflamme.bad-destination", "positions 1 to 3"),
    ("ORI-6.8 target instead", decree, 0, "target 1", "oriflamme.must-move",
     "make the Royal Decree's move"),
    ("ORI-11 gibberish", hiding, 0, "shuffle", "oriflamme.not-an-action", "is not an action"),
    ("ORI-11 empty", hiding, 0, "   ", "oriflamme.no-action", "no action given"),
    ("ORI-11 target without number", soldier, 0, "target left", "oriflamme.write-target",
     "write target <N>"),
    ("ORI-11 move malformed", decree, 0, "move 1 3", "oriflamme.write-move",
     "write move <N> to <M>"),
    ("ORI-11 superscript digit", soldier, 0, "target ²", "oriflamme.write-target",
     "write target <N>"),
    ("ORI-11 circled digit", round_two, 1, "place blue-lord on ①", "oriflamme.write-place",
     "write place <card> left"),
    ("ORI-11 Arabic-Indic digit", soldier, 0, "target ١", "oriflamme.write-target",
     "write target <N>"),
    ("ORI-11 5,000-digit position", soldier, 0, "target " + "7" * 5000,
     "oriflamme.write-target", "write target <N>"),
    ("ORI-11 5,000-digit move", decree, 0, "move 1 to " + "9" * 5000, "oriflamme.write-move",
     "write move <N> to <M>"),
    ("ORI-8.1 game over", game_over, 0, "hide", "common.game-over", "the game is over"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("rule", "build", "seat", "action", "code", "words"), CASES, ids=[case[0] for case in CASES]
)
def test_ori_11_illegal_actions_are_refused_with_a_reason_and_change_nothing(
    rule: str, build: Callable[[], OriflammeState], seat: int, action: str, code: str, words: str
) -> None:
    """Every refusal is an IllegalAction with its code (never a ValueError, whatever digits
    the text holds); apply, advance and parse_action all refuse, and the state is exactly as
    it was. The English reason, from the catalog, says why."""
    state = build()
    before = snapshot_of(state)
    events = list(state.events)
    assert action not in rules.legal_actions(state, seat)
    with pytest.raises(IllegalAction) as refused:
        rules.apply(state, seat, action)
    assert refused.value.code == code, (rule, refused.value.code)
    assert has_template(code)
    reason = english(refused.value.message)
    assert words in reason, (rule, reason)
    with pytest.raises(IllegalAction):
        rules.parse_action(state, seat, action)
    with pytest.raises(IllegalAction):
        rules.advance(state, seat, action)
    assert rules.refusal(state, seat, action) is not None
    assert snapshot_of(state) == before and state.events == events
