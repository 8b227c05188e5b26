"""Truel's board as text reads without colour (NO_COLOR): every kind of space has its own
letters, the pawns their colour's capital, and the legend explains each."""

from __future__ import annotations

from games.truel import rules
from games.truel.view import TruelView
from tablebox.tables.truel.board_text import board_text, legend_text, space_label


def _view(pawns: list[str] | None = None) -> TruelView:
    state = rules.new_game(["Ann", "Ben", "Cid"], seed=1)
    if pawns is not None:
        state.pawns = pawns
    return rules.view(state, 0)


def test_every_space_kind_has_its_own_letters() -> None:
    """Coloured spaces by their colour's initial, Starts with an arrow, crossroads X, card
    spaces C±n, clocks T±n: the plain text alone tells them apart."""
    view = _view()
    labels = {(s.kind, s.colour, s.amount): space_label(view, s.id)[0] for s in view.board.spaces}
    assert labels[("colour", "red", 0)] == " r "
    assert labels[("start", "red", 0)] == "S→r"
    assert labels[("start", "green", 0)] == "S↓g"
    assert labels[("crossroads", None, 0)] == " X "
    assert labels[("cards", None, -1)] == "C-1" and labels[("clock", None, 2)] == "T+2"
    assert len(set(labels.values())) == len(labels)


def test_pawns_show_their_colour_letter_and_share_a_space() -> None:
    plain = board_text(_view(["R3", "G3", "B3"])).plain
    assert all(f"({letter})" in plain for letter in "RGB")
    shared = board_text(_view(["R3", "R3", "G3"])).plain
    assert "RG " in shared and "(B)" in shared


def test_a_start_shows_its_arrow_under_a_pawn() -> None:
    """TRL-2.1, TRL-5.4: every pawn begins on a Start; the board still shows each Start with
    its arrow (the pawn's capital, the arrow, the Start's colour), and two pawns share one."""
    plain = board_text(_view()).plain
    assert "R→r" in plain and "G↓g" in plain and "B←b" in plain
    assert "S→" not in plain
    shared = board_text(_view(["R0", "R0", "B3"])).plain
    assert "RG→" in shared and "S↓g" in shared


def test_the_highlighted_way_is_marked_on_the_board() -> None:
    """TRL-5.3: the way chosen at a crossroads names a space; the board marks it ▸."""
    view = _view()
    plain = board_text(view, target="R6").plain
    assert "▸r " in plain and "▸" not in board_text(view).plain


def test_the_board_fits_80_by_24_and_grows_at_120_by_40() -> None:
    """Small: 15 cells of 3 columns by 11 lines; large: 5 columns, a line between rows."""
    small = board_text(_view()).plain.splitlines()
    assert len(small) == 11 and max(len(line) for line in small) == 45
    large = board_text(_view(), large=True).plain.splitlines()
    assert len(large) == 21 and max(len(line) for line in large) == 75


def test_the_legend_explains_each_symbol() -> None:
    legend = legend_text().plain
    for sign in ("r g b", "S→r", "X", "C+1", "T+1", "T-1", "(R)", "R→r"):
        assert sign in legend
