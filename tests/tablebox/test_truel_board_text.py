"""Truel's board as text: a connected race track drawn from the board data, that reads
without colour (NO_COLOR): every kind of space has its own sign, the pawns their colour's
capital, a ruler names each space, and the legend explains the signs (issue 17.3)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.truel import rules
from games.truel.data import BoardSpec
from games.truel.view import TruelView
from tablebox.tables.truel.board_text import (
    LINE_CHARS,
    board_text,
    drawn_links,
    layout,
    legend_text,
    space_sign,
)
from tablebox.tables.truel.spaces import space_name

BOARD_FILE = Path(__file__).parents[2] / "assets" / "truel" / "board.json"


def _view(pawns: list[str] | None = None, board: BoardSpec | None = None) -> TruelView:
    options = {} if board is None else {"board": board.model_dump(mode="json")}
    state = rules.new_game(["Ann", "Ben", "Cid"], options, seed=1)  # type: ignore[arg-type]
    if pawns is not None:
        state.pawns = pawns
    return rules.view(state, 0)


def _turned_board() -> BoardSpec:
    """tablebox's board turned on its side (rows become columns): an own board file whose
    shape differs, to check the drawing follows the data."""
    data = json.loads(BOARD_FILE.read_text(encoding="utf-8"))
    for space in data["spaces"]:
        x, y = space["at"]
        space["at"] = [y, x]
    return BoardSpec.model_validate(data)


def test_every_space_kind_has_its_own_sign() -> None:
    """Coloured spaces by their colour's initial, Starts with their arrow (the way forward),
    crossroads X, card spaces ▯±n, clocks ◷±n: the plain text alone tells them apart."""
    board = _view().board
    signs = {(s.kind, s.colour, s.amount): space_sign(board, s.id)[0] for s in board.spaces}
    assert signs[("colour", "red", 0)] == "r"
    assert signs[("start", "red", 0)] == "S→r"
    assert signs[("start", "green", 0)] == "S↓g"
    assert signs[("start", "blue", 0)] == "S←b"
    assert signs[("crossroads", None, 0)] == "X"
    assert signs[("cards", None, -1)] == "▯-1" and signs[("clock", None, 2)] == "◷+2"
    assert len(set(signs.values())) == len(signs)


@pytest.mark.parametrize("large", [False, True])
def test_every_link_of_the_track_is_drawn_as_a_connection(large: bool) -> None:
    """Issue 17.3: the ring, the shortcuts and the crossroads where they meet are one connected
    path: every link of the board is a run of box-drawing lines between its two spaces (or,
    small, two spaces of one column on neighbouring lines touch)."""
    view = _view()
    plain = board_text(view, large=large).plain
    assert drawn_links(plain, view.board, large) == []
    plan = layout(view.board, large)
    assert len(plan.routes) == len(view.board.links)
    drawn = sum(len(route) for route in plan.routes.values())
    lines = sum(plain.count(char) for char in LINE_CHARS)
    assert lines >= drawn > 100


@pytest.mark.parametrize("large", [False, True])
def test_an_own_board_file_draws_as_well(large: bool) -> None:
    """Issue 17.3, TRL-10.2: a board of another shape (tablebox's turned on its side) is drawn
    from its data: every space's sign where its ``at`` puts it, every link connected."""
    board = _turned_board()
    view = _view(board=board)
    plain = board_text(view, large=large).plain
    assert drawn_links(plain, board, large) == []
    plan = layout(board, large)
    rows = plain.splitlines()
    for spec in board.spaces:
        if spec.id in view.pawns:
            continue
        left, right, line = plan.span(spec.id)
        assert space_sign(board, spec.id)[0] in rows[line][left : right + 1]


def test_the_ruler_names_each_space_as_the_log_does() -> None:
    """Issue 17.3: the board prints column letters above and row numbers beside the grid, so
    the name the log gives a space (``f1``: the red crossroads) is found on the board."""
    view = _view()
    plain = board_text(view).plain.splitlines()
    plan = layout(view.board)
    for spec in view.board.spaces:
        name = space_name(view.board, spec.id)
        column, row = name[0], int(name[1:])
        centre, line = plan.centre(spec.id)
        assert plain[0][centre] == column
        assert plain[line][: plan.margin].strip() == str(row)
    assert space_name(view.board, "R5") == "f1" and space_name(view.board, "G0") == "o3"


def test_pawns_show_their_colour_letter_and_share_a_space() -> None:
    plain = board_text(_view(["R3", "G3", "B3"])).plain
    assert all(f"({letter})" in plain for letter in "RGB")
    shared = board_text(_view(["R3", "R3", "G3"])).plain
    assert "RG" in shared and "(B)" in shared


def test_a_start_shows_its_arrow_under_a_pawn() -> None:
    """TRL-2.1, TRL-5.4: every pawn begins on a Start; the board still shows each Start with
    its arrow (the pawn's capital, the arrow, the Start's colour), and two pawns share one."""
    plain = board_text(_view()).plain
    assert "R→r" in plain and "G↓g" in plain and "B←b" in plain
    assert "S→" not in plain
    shared = board_text(_view(["R0", "R0", "B3"])).plain
    assert "RG→" in shared and "S↓g" in shared


def test_the_last_move_is_drawn_heavy_along_its_path() -> None:
    """Issue 17.3: the move's path shows as the way it took: its links in heavy lines (which
    read without colour), the rest of the track light."""
    view = _view(["R3", "G0", "B0"])
    plain = board_text(view, [["R0", "R1", "R2", "R3"]], large=True).plain
    assert "━" in plain
    plan = layout(view.board, large=True)
    rows = plain.splitlines()
    for link in (("R0", "R1"), ("R1", "R2"), ("R2", "R3")):
        assert all(rows[y][x] == "━" for x, y in plan.routes[link])
    assert all(rows[y][x] != "━" for x, y in plan.routes[("R3", "R4")])


def test_the_highlighted_way_is_marked_on_the_board() -> None:
    """TRL-5.3: the way chosen at a crossroads names a space; the board marks it ▸."""
    view = _view()
    plain = board_text(view, target="R6").plain
    assert "▸r" in plain and "▸" not in board_text(view).plain


def test_the_board_fits_80_by_24_and_grows_at_120_by_40() -> None:
    """Small: a ruler line and 11 rows, 62 columns (18 left beside it at 80); large: a line
    between rows for the lines, 92 columns (28 left at 120)."""
    small = board_text(_view()).plain.splitlines()
    assert len(small) == 12 and max(len(line.rstrip()) for line in small) <= 62
    large = board_text(_view(), large=True).plain.splitlines()
    assert len(large) == 22 and max(len(line.rstrip()) for line in large) <= 92


def test_the_legend_explains_each_sign() -> None:
    legend = legend_text().plain
    for sign in ("r g b", "S→r", "X", "▯±", "◷±", "━━"):
        assert sign in legend
