"""Issue 26.4, Oriflamme: a computer's resolution is followed one move at a time. While a move
is on screen the row highlights the card that move concerned (the card just revealed or hidden,
the card just eliminated or discarded, struck where it lay), not the card the pass reaches next,
and a caption under the row says what happened until the next move.

The expected card of each move is worked out from the rules' state before the move and the
action taken (never from the table's own reading of the log)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from rich.text import Text
from textual.widgets import Static

from games.oriflamme.cards import FAMILY_OF, KIND_OF
from tablebox.app import TableboxApp
from tablebox.catalog import Catalog, english
from tablebox.controller import Match, Seat
from tablebox.engine import Event, Message
from tablebox.tables.oriflamme.happened import last_happened
from tablebox.tables.oriflamme.intrigue_row import IntrigueRow, RowCell

from .conftest import SIZE, computers_done, settled


@dataclass(frozen=True)
class Expected:
    """What a resolution move must show: its card (id), what befell it, and the owner's seat."""

    what: str
    card: str
    seat: int
    face_up: bool
    """Whether the card's face may be named (not a card left face down)."""


def expected(match: Match, action: str) -> Expected | None:
    """The card ``action`` (about to be made) concerns, from the rules' state; None for a
    placement."""
    state = match.state
    acting = state.acting
    if state.phase != "resolution" or acting is None:
        return None
    if action == "hide":
        return Expected("hidden", acting, state.owner(acting), False)
    if action == "reveal":
        intrigue = KIND_OF[acting] in ("ambush", "conspiracy")
        return Expected("discarded" if intrigue else "revealed", acting, state.owner(acting), True)
    if action.startswith("target "):
        if state.ability in ("spy", "shapeshifter"):
            return Expected("acted", acting, state.owner(acting), True)
        target = state.row[int(action.split()[1]) - 1][-1]
        return Expected("eliminated", target, state.owner(target), True)
    assert action.startswith("move "), action
    moved = state.row[int(action.split()[1]) - 1][-1]
    return Expected("moved", moved, state.owner(moved), state.face_up[moved])


def view_of(match: Match) -> Any:
    """The public view (an ``OriflammeView``)."""
    return match.view(None)


def the_name(card: str) -> str:
    """The card's kind as the English caption names it ("Royal Decree")."""
    return english(Message(f"oriflamme.term.{KIND_OF[card]}"))


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_each_resolution_move_names_and_finds_the_card_it_concerned(seed: int) -> None:
    """The move read from the public log is the one made, and its card is found in the row
    where the rules put it (a card that left the row is not looked for)."""
    seats = [Seat(name, "computer") for name in ("Ann", "Bo", "Cy")]
    match = Match.start("oriflamme", seats, seed=seed, autosave=False)
    checked = 0
    while not match.is_over:
        step = match.next_step()
        assert step.seat is not None
        action = match.think(step.seat)
        want = expected(match, action)
        match.act(step.seat, action)
        view: Any = match.view(None)
        happened = last_happened(match.visible_events(None), view)
        if want is None:
            assert happened is None, "a placement is no resolution move"
            continue
        assert happened is not None, action
        checked += 1
        assert happened.what == want.what, (action, happened)
        assert happened.card.family == FAMILY_OF[want.card]
        assert happened.card.kind == (KIND_OF[want.card] if want.face_up else None)
        caption = match.catalog.text(happened.caption)
        assert match.names[want.seat] in caption, caption
        if want.face_up and want.what != "moved":  # a Decree leaving a card names no card
            assert the_name(want.card) in caption, caption
        if want.what in ("eliminated", "discarded"):
            assert happened.gone
            continue
        rows = [index for index, stack in enumerate(match.state.row) if stack[-1] == want.card]
        assert [happened.index] == rows, (action, happened)
    assert checked >= 20


@dataclass
class Drawn:
    """The table at the end of a computer move's pause: what the move showed."""

    want: Expected | None
    cells: list[RowCell]
    focus: int | None
    detail: str


async def test_the_row_highlights_the_card_each_computer_move_concerned(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Three computers play round 1 and its resolution: at the end of each move's pause (what
    was on screen during it), the highlighted card is that move's, an eliminated or discarded
    card is drawn struck, and the caption's first line names the card and its owner."""
    from tablebox.tables.oriflamme.table import OriflammeTableScreen

    made: list[Expected | None] = []
    act = Match.act

    def acting(self: Match, seat: int, action: Any) -> Any:
        made.append(expected(self, str(action)))
        return act(self, seat, action)

    drawn: list[Drawn] = []
    done = OriflammeTableScreen._computer_done

    def recording(self: OriflammeTableScreen, step: Any) -> None:
        row = self.query_one("#ori-row", IntrigueRow)
        detail = self.query_one("#ori-detail", Static).render()
        text = detail.plain if isinstance(detail, Text) else str(detail)
        drawn.append(Drawn(made[-1], list(row.cells), row.focus_index, text))
        done(self, step)

    monkeypatch.setattr(Match, "act", acting)
    monkeypatch.setattr(OriflammeTableScreen, "_computer_done", recording)
    seats = [Seat(name, "computer") for name in ("Ann", "Bo", "Cy")]
    match = Match.start("oriflamme", seats, seed=4, autosave=False)
    app = TableboxApp(match, computer_pause=0.01)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: match.is_over or view_of(match).round > 2, what="round 3")
    moves = [entry for entry in drawn if entry.want is not None]
    assert len(moves) >= 8
    kinds = {entry.want.what for entry in moves if entry.want is not None}
    assert {"revealed", "eliminated"} <= kinds or {"revealed", "hidden"} <= kinds, kinds
    for entry in moves:
        want = entry.want
        assert want is not None and entry.focus is not None
        cell = entry.cells[entry.focus]
        assert cell.cursor, "the move's card is highlighted"
        assert sum(c.cursor for c in entry.cells) == 1
        assert cell.family == FAMILY_OF[want.card]
        if want.face_up:
            assert cell.kind == KIND_OF[want.card]
        assert cell.struck == (want.what in ("eliminated", "discarded")), want
        caption = entry.detail.split("\n")[0]
        assert match.names[want.seat] in caption, caption
        if want.face_up and want.what != "moved":  # a Decree leaving a card names no card
            assert the_name(want.card) in caption, caption
    # Placements are not resolution moves: their pauses highlight no move's card.
    for entry in drawn:
        if entry.want is None:
            assert not any(cell.struck for cell in entry.cells)


KEYS = {"place": ["left_square_bracket"], "reveal": ["h"], "target": ["enter"]}
"""Ann's answer to each decision, by keys: her highlighted card at the left end, hide, the
first target; a Royal Decree's move: the first card, where it is."""


async def test_on_the_players_turn_the_row_shows_the_pass_again_under_the_caption(
    tmp_path: Path,
) -> None:
    """Ann plays by keys against two computers until a computer's resolution move comes just
    before her turn: her turn then highlights her own card (the pass, no struck card), and the
    caption still says what that computer's move did."""
    seats = [Seat("Ann"), Seat("Ben", "computer"), Seat("Cid", "computer")]
    match = Match.start("oriflamme", seats, seed=5, save_path=tmp_path / "game.json")
    app = TableboxApp(match, computer_pause=0.01)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: app.screen.__class__.__name__ == "OriflammeTableScreen")
        screen: Any = app.screen
        row = screen.query_one("#ori-row", IntrigueRow)
        detail = screen.query_one("#ori-detail", Static)
        view: Any = None
        for _ in range(60):
            await computers_done(pilot)
            view = match.view(0)
            assert view.decision is not None
            if view.phase == "resolution" and match.actions[-1].seat != 0:
                break
            made = len(match.actions)
            await pilot.press(*KEYS.get(view.decision.kind, ["enter", "enter"]))
            await settled(pilot, lambda: len(match.actions) > made, what="Ann's move")  # noqa: B023
        else:
            pytest.fail("no computer's resolution move came before Ann's turn")
        resolving = view.resolving_position
        assert resolving is not None
        await settled(
            pilot, lambda: row.focus_index == resolving - 1, what="Ann's card highlighted"
        )
        assert not any(cell.struck for cell in row.cells)
        happened = last_happened(match.visible_events(None), view)
        assert happened is not None
        caption = match.catalog.text(happened.caption)
        await settled(
            pilot, lambda: str(detail.render()).startswith(caption[:30]), what="the caption"
        )


ELIMINATING = ("archer", "soldier", "assassination")


def before_an_elimination(tmp_path: Path) -> Match:
    """Ann (playing her first legal action) against two computers, stopped where a computer is
    to eliminate a card and another computer's move comes after (the pause is skipped when it
    is Ann's turn next: her keys act at once)."""
    seats = [Seat("Ann"), Seat("Ben", "computer"), Seat("Cid", "computer")]
    match = Match.start("oriflamme", seats, seed=5, save_path=tmp_path / "game.json")

    def computer_eliminates_next() -> bool:
        state = match.state
        seat = state.deciding_seat()
        if seat in (None, 0) or state.decision != "target" or state.ability not in ELIMINATING:
            return False
        trial = Match.start("oriflamme", seats, seed=5, autosave=False)
        for record in match.actions:
            trial.act(record.seat, record.action)
        trial.act(seat, trial.think(seat))
        return trial.next_step().kind == "computer"

    while not match.is_over and not computer_eliminates_next():
        step = match.next_step()
        assert step.seat is not None
        action = match.legal_actions(0)[0] if step.seat == 0 else match.think(step.seat)
        match.act(step.seat, action)
    assert not match.is_over
    return match


async def struck(pilot: Any) -> None:
    """Wait until the computer's elimination is on screen: the card struck and highlighted."""

    def shown() -> bool:
        screen: Any = pilot.app.screen
        row = screen.query_one("#ori-row", IntrigueRow)
        return screen.pacing and any(cell.struck and cell.cursor for cell in row.cells)

    await settled(pilot, shown, what="the eliminated card struck")


def test_snapshot_a_computer_eliminates_a_card(
    snap_compare: Callable[..., bool], tmp_path: Path
) -> None:
    """80×24, mid-resolution: a computer's card has just eliminated a card, which is drawn
    struck where it lay and highlighted, the caption under the row saying so."""
    app = TableboxApp(before_an_elimination(tmp_path), computer_pause=1000)
    assert snap_compare(app, terminal_size=SIZE, run_before=struck)


async def test_a_key_along_the_row_during_the_pause_gives_the_cursor_back(
    tmp_path: Path,
) -> None:
    """←→ while a computer's move is on screen: the struck card goes, the cursor is Ann's to
    move along the row as it is, and the caption stays."""
    match = before_an_elimination(tmp_path)
    app = TableboxApp(match, computer_pause=1000)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: app.screen.__class__.__name__ == "OriflammeTableScreen")
        await struck(pilot)
        screen: Any = app.screen
        row = screen.query_one("#ori-row", IntrigueRow)
        caption = str(screen.query_one("#ori-detail", Static).render()).split("\n")[0]
        await pilot.press("left")
        await settled(pilot, lambda: not any(cell.struck for cell in row.cells), what="no ✗")
        assert not screen.pacing
        assert len(row.cells) == len(match.view(None).row)  # type: ignore[attr-defined]
        assert sum(cell.cursor for cell in row.cells) == 1
        detail = str(screen.query_one("#ori-detail", Static).render())
        assert detail.startswith(caption)


@pytest.mark.parametrize(
    ("tokens", "words"), [(1, "1 bod vlivu"), (3, "3 body vlivu"), (5, "5 bodů vlivu")]
)
def test_the_czech_caption_of_a_hide_counts_the_influence_in_czech(tokens: int, words: str) -> None:
    card = Message("oriflamme.card-down", {"seat": 1, "family": "blue"})
    event = Event("oriflamme.hides", {"card": card, "position": 2, "tokens": tokens})
    caption = Message("oriflamme.ui.just.hides", {**event.params, "seat": 1, "family": "blue"})
    said = Catalog("cs", ["Ann", "Bára"]).text(caption)
    assert said == f"Bára nechává kartu modrých na pozici 2 skrytou, leží na ní {words}."


def test_the_caption_of_a_reveal_counts_what_the_card_brought_its_owner_only() -> None:
    """An Heir revealed for 2, then a Lord further on gaining 3 in the same move: the caption
    says 2."""
    heir = Message("oriflamme.card-up", {"seat": 0, "family": "red", "kind": "heir"})
    events = [
        Event("oriflamme.resolution", {"round": 1, "direction": "left-to-right"}),
        Event("oriflamme.reveals", {"card": heir, "position": 1}),
        Event("oriflamme.gains", {"seat": 0, "amount": 2, "family": "red", "kind": "heir"}),
        Event("oriflamme.gains", {"seat": 1, "amount": 3, "family": "blue", "kind": "lord"}),
    ]
    seats = [Seat(name, "computer") for name in ("Ann", "Bo", "Cy")]
    view = Match.start("oriflamme", seats, seed=1, autosave=False).view(None)
    happened = last_happened(events, view)  # type: ignore[arg-type]
    assert happened is not None
    assert english(happened.caption, ["Ann", "Bo", "Cy"]) == (
        "Ann reveals the red Heir at position 1 and gains 2 influence."
    )
    assert happened.gone, "no red Heir lies face up in this game's first row"
