"""The independent check of Truel against the Czech rulebook: each test names the rule whose
reading it pins down, where the first implementation read the rulebook otherwise."""

from __future__ import annotations

from games.truel import rules
from games.truel.state import PLAY, WAY, TruelState
from tests.games.truel.builders import GREEN, RED, act, arrange, params

MOVE = "spaces-heart-1@1"
"""Green completes triple 1 with a spaces card: the triple's player and value say who moves
and how far."""


def _moving(who: str, value: str, pawns: list[str]) -> TruelState:
    return arrange(
        hands=[["green-star-3"], [MOVE.partition("@")[0], "red-star-3"], ["blue-star-3"]],
        slots=[[f"{who}-sun-1", value, None], [None, None, None], [None, None, None]],
        pawns=pawns,
    )


def test_trl_5_4_stopping_on_a_start_moving_back_gives_its_gem() -> None:
    """TRL-5.4: "Při šlápnutí na Start nebo i jeho pouhém průchodu ve směru šipky": the arrow
    limits passing, not stepping on it. Green -3 from R3 stops on red's Start R0: a ruby."""
    state = act(_moving("green", "minus3-star-1", ["G0", "R3", "B0"]), MOVE)
    assert state.pawns[GREEN] == "R0"
    assert params(state, "truel.passes-start") == [{"seat": GREEN, "space": "R0"}]
    assert state.gems[GREEN] == [1, 1, 0]


def test_trl_5_4_passing_a_start_moving_back_gives_nothing() -> None:
    """TRL-5.4: green -2 from R3: R1 (coloured), then R0 and B15 (coloured) and on: it passes
    red's Start against the arrow without stopping there, so no ruby."""
    state = act(_moving("green", "minus2-star-1", ["G0", "R3", "B0"]), MOVE)
    assert state.pawns[GREEN] != "R0"
    assert "R0" in [space for p in params(state, "truel.moves") for space in p["path"]]
    assert params(state, "truel.passes-start") == []
    assert state.gems[GREEN][0] == 0


def test_trl_5_3_passing_a_crossroads_moving_back_keeps_to_the_ring() -> None:
    """TRL-2.3, TRL-5.3: "Směr lze měnit i během průchodu křižovatkou při pohybu vpřed": the
    way may change while passing only moving forward. Red -3 from R7 passes R5 back along
    the ring, so it goes on to R4 without a choice (R4, R1 coloured: on to B14, +2 cards)."""
    state = act(_moving("red", "minus3-star-1", ["R7", "G0", "B0"]), MOVE)
    assert state.stage == PLAY
    assert params(state, "truel.way") == []
    assert state.pawns[RED] == "B14"


def test_trl_5_3_passing_a_crossroads_moving_back_keeps_to_the_shortcut() -> None:
    """TRL-2.3, TRL-5.3: red -2 from the +2 clock R18: R16 is coloured, the repeat passes the
    crossroads R5 coming back off its shortcut, so it keeps to the shortcut it came along
    (B19, coloured) and stops on blue's crossroads B5 with no choice asked."""
    state = act(_moving("red", "minus2-star-1", ["R18", "G0", "B0"]), MOVE)
    assert state.stage == PLAY
    assert params(state, "truel.way") == []
    paths = [p["path"] for p in params(state, "truel.moves")]
    assert paths == [
        ["R18", "R17", "R16"],
        ["R16", "R5", "B19"],
        ["B19", "B18", "B17"],
        ["B17", "B16", "B5"],
    ]
    assert state.pawns[RED] == "B5"


def test_trl_5_3_starting_back_from_a_crossroads_still_offers_both_ways() -> None:
    """TRL-5.3: "na křižovatce si hráč může vybrat, kterým ze dvou směrů bude dále
    pokračovat": a pawn standing on a crossroads chooses its way, also moving back."""
    state = act(_moving("red", "minus1-star-1", ["R5", "G0", "B0"]), MOVE)
    assert state.stage == WAY
    assert sorted(rules.legal_actions(state, RED)) == ["via:B19", "via:R4"]


def test_trl_2_3_every_crossroads_pairs_ring_with_ring_and_shortcut_with_shortcut() -> None:
    """TRL-2.3, TRL-10.2: on tablebox's board, at all three crossroads alike, a pawn passing
    back off the ring stays on the ring and one coming back off a shortcut goes on along the
    shortcut that leads in (the order of the links decides, so every sector's must agree)."""
    board = rules.new_game(["Ann", "Ben", "Cid"]).board
    for here, before in (("R", "B"), ("G", "R"), ("B", "G")):
        crossroads = f"{here}5"
        assert board.way_back_through(crossroads, f"{here}6") == f"{here}4"
        assert board.way_back_through(crossroads, f"{here}16") == f"{before}19"
