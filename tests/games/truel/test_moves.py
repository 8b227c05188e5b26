"""Moving pawns (TRL-5) and what the grey spaces do (TRL-6.1, TRL-6.2)."""

from __future__ import annotations

from games.truel import rules
from games.truel.state import PLAY, WAY
from tests.games.truel.builders import BLUE, GREEN, RED, act, arrange, params

MOVE = "spaces-heart-1@1"
"""Green completes triple 1 with a spaces card: the triple's player and value say who moves
and how far."""


def _moving(who: str, value: str, pawns: list[str], **more: object) -> object:
    hand = [MOVE.partition("@")[0], "red-star-3"]
    return arrange(
        hands=[["green-star-3"], hand, ["blue-star-3"]],
        slots=[[f"{who}-sun-1", value, None], [None, None, None], [None, None, None]],
        pawns=pawns,
        **more,  # type: ignore[arg-type]
    )


def test_trl_5_2_a_move_ending_on_a_coloured_space_repeats_until_grey() -> None:
    """TRL-5.2: red +1 from its Start: R1 and R2 are coloured, R3 (a card space) stops it."""
    state = act(_moving("red", "plus1-star-1", ["R0", "G0", "B0"]), MOVE)
    assert state.pawns[RED] == "R3"
    assert [p["space"] for p in params(state, "truel.repeats")] == ["R1", "R2"]
    assert [p["path"] for p in params(state, "truel.moves")] == [
        ["R0", "R1"],
        ["R1", "R2"],
        ["R2", "R3"],
    ]


def test_trl_5_3_the_pawns_owner_chooses_the_way_from_a_crossroads() -> None:
    """TRL-5.3: green moves red's pawn off the crossroads R5: red (not green) chooses; the
    shortcut R16, R17 (coloured) ends on the +2 clock R18."""
    state = act(_moving("red", "plus1-star-1", ["R5", "G0", "B0"]), MOVE)
    assert state.stage == WAY
    assert rules.current_seats(state) == [RED]
    assert sorted(rules.legal_actions(state, RED)) == ["via:R16", "via:R6"]
    decision = rules.view(state, RED).decision
    assert decision is not None and decision.kind == "way"
    state = act(state, "via:R16")
    assert state.pawns[RED] == "R18"


def test_trl_5_3_the_choice_is_asked_when_passing_a_crossroads() -> None:
    """TRL-5.3: red +3 from R3 passes the crossroads R5 with a step to go; via R6 (coloured)
    the move repeats: R9 (coloured) again, and stops on the -1 clock R12."""
    state = act(_moving("red", "plus3-star-1", ["R3", "G0", "B0"]), MOVE)
    assert state.stage == WAY and state.moving is not None
    assert state.moving.path == ("R3", "R4", "R5")
    state = act(state, "via:R6")
    assert state.pawns[RED] == "R12"
    assert state.pending[RED] == -1


def test_trl_5_4_passing_a_start_forward_gives_its_gem() -> None:
    """TRL-5.4: green +3 from B12: B15 is coloured, the repeat passes red's Start R0 (a
    ruby) and ends on the crossroads R5."""
    state = act(_moving("green", "plus3-star-1", ["R0", "B12", "B0"]), MOVE)
    assert state.pawns[GREEN] == "R5"
    assert params(state, "truel.passes-start") == [{"seat": GREEN, "space": "R0"}]
    assert state.gems[GREEN] == [1, 1, 0]


def test_trl_5_6_stopping_on_a_pawn_takes_a_gem_of_each_colour_it_has() -> None:
    """TRL-5.6: red stops on R3 where blue stands: red takes blue's emerald; blue's sapphire
    would be red's fourth, so it stays with blue."""
    state = _moving(
        "red", "plus1-star-1", ["R0", "G0", "R3"], gems=[[0, 0, 3], [0, 1, 0], [0, 1, 2]]
    )
    state = act(state, MOVE)
    assert params(state, "truel.steals") == [{"seat": RED, "victim": BLUE, "gems": ["emerald"]}]
    assert state.gems[RED] == [0, 1, 3]
    assert state.gems[BLUE] == [0, 0, 2]


def test_trl_6_1_card_spaces_draw_one_or_two_or_discard_one() -> None:
    """TRL-6.1: R3 draws one (see TRL-5.2), R14 draws two, R10 discards one: red's only card,
    so without a choice (the choice itself: ``test_discards.py``)."""
    state = act(_moving("red", "plus2-star-1", ["R12", "G0", "B0"]), MOVE)
    assert state.pawns[RED] == "R14"
    assert len(state.hands[RED]) == 3
    state = act(_moving("red", "plus2-star-1", ["R8", "G0", "B0"]), MOVE)
    assert state.pawns[RED] == "R10"
    assert state.hands[RED] == []
    assert params(state, "truel.discards") == [{"seat": RED, "cards": ["green-star-3"]}]
    assert "green-star-3" in state.discard


def test_trl_6_2_a_clock_gives_the_mover_an_extra_turn() -> None:
    """TRL-6.2, TRL-6.3: green moves its own pawn onto the +1 clock G7: green plays again."""
    state = act(_moving("green", "minus2-star-1", ["R0", "G9", "B0"]), MOVE)
    assert state.pawns[GREEN] == "G7"
    assert state.turn == GREEN and state.stage == PLAY
    assert params(state, "truel.extra-turn") == [{"seat": GREEN}]


def test_trl_6_3_a_pawn_moved_onto_a_clock_by_another_plays_next_and_leads_on() -> None:
    """TRL-6.3: green moves red's pawn onto G7: red plays before blue, and play goes on from
    red: green is next (blue's turn passes by)."""
    state = act(_moving("red", "minus2-star-1", ["G9", "G0", "B0"]), MOVE)
    assert state.turn == RED
    state = act(state, "green-star-3@2")
    assert state.turn == GREEN


def test_trl_6_3_two_extra_turns_from_the_double_clock() -> None:
    """TRL-6.2: the +2 clock on the shortcut gives two extra turns."""
    state = act(_moving("green", "plus1-star-1", ["R0", "R5", "B0"]), MOVE, "via:R16")
    assert state.pawns[GREEN] == "R18"
    assert state.turn == GREEN and state.pending[GREEN] == 1
    state = act(state, "red-star-3@2")
    assert state.turn == GREEN and state.pending[GREEN] == 0


def test_trl_6_4_a_minus_clock_loses_the_next_turn_of_another() -> None:
    """TRL-6.2, TRL-6.4: green moves blue's pawn onto the -1 clock G12: blue's turn is skipped."""
    state = act(_moving("blue", "minus2-star-1", ["R0", "G0", "G14"]), MOVE)
    assert state.pawns[BLUE] == "G12"
    assert state.turn == RED
    assert params(state, "truel.turn-lost") == [{"seat": BLUE}]


def test_trl_6_4_a_minus_clock_loses_the_movers_next_turn() -> None:
    """TRL-6.4: green on the -1 clock: blue and red play, then blue again."""
    state = act(_moving("green", "minus2-star-1", ["R0", "G14", "B0"]), MOVE)
    assert state.turn == BLUE and state.pending[GREEN] == -1
    state = act(state, "blue-star-3@2", "green-star-3@3")
    assert state.turn == BLUE
    assert state.pending[GREEN] == 0


def test_trl_6_5_an_extra_turn_and_a_lost_turn_cancel() -> None:
    """TRL-6.5: blue must lose a turn, then gains one: it simply plays in its place."""
    state = _moving("blue", "minus2-star-1", ["R0", "G0", "G9"])
    state.pending[BLUE] = -1
    state = act(state, MOVE)
    assert state.pending[BLUE] == 0
    assert state.turn == BLUE
