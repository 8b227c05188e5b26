"""Oriflamme's table at 80×24 and 120×40: the sentence saying what a move will do is never cut,
the "on top" preview draws the new stack, the row is drawn as framed cards readable without
colour, five players fit at 80×24, and a large terminal gets larger cards and more log.

Ann plays against computer seats, taking her first legal action every time with seeded
computers, so every state (and every SVG snapshot) is the same on every run. Regenerate the
snapshots after an intended change with
``pytest tests/tablebox/test_oriflamme_layout.py --snapshot-update`` and look at the SVGs.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from rich.console import Console
from rich.style import Style
from textual.geometry import Region

from games.oriflamme.view import OriflammeView
from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.tables.oriflamme import text as texts
from tablebox.tables.oriflamme.intrigue_row import (
    CELL_WIDTH,
    EDGE,
    LARGE,
    SMALL,
    SMALL_NAME_LINES,
    Palette,
    RowCell,
    draw_card,
    family_mark,
)
from tablebox.tables.oriflamme.table import OriflammeTableScreen

from .conftest import SIZE, computers_done, opened, settled

LARGE_SIZE = (120, 40)
SIZES = [pytest.param(SIZE, id="80x24"), pytest.param(LARGE_SIZE, id="120x40")]
NAMES = ["Ben", "Cid", "Dan", "Eve"]
SnapCompare = Callable[..., bool]
Keys = Callable[[Any], Awaitable[None]]


def game(players: int = 3, seed: int = 5) -> Match:
    seats = [Seat("Ann"), *(Seat(name, "computer") for name in NAMES[: players - 1])]
    return Match.start("oriflamme", seats, seed=seed, autosave=False)


def play_until(match: Match, done: Callable[[OriflammeView], bool]) -> Match:
    """Ann plays her first legal action (the computers answer) until ``done(her view)``."""
    match.play_computers()
    while not match.is_over and not done(match.view(0)):
        match.act(0, match.legal_actions(0)[0])
        match.play_computers()
    assert not match.is_over
    return match


def ann_decides(kind: str, from_round: int = 1) -> Callable[[OriflammeView], bool]:
    return lambda view: (
        view.round >= from_round and view.decision is not None and view.decision.kind == kind
    )


def may_stack(view: OriflammeView) -> bool:
    """Ann places a card and may put it on one of her own (ORI-3.3)."""
    decision = view.decision
    return (
        decision is not None
        and decision.kind == "place"
        and any(isinstance(option.parts.get("place"), int) for option in decision.allowed)
    )


def decree_match() -> Match:
    return play_until(game(), ann_decides("move"))


def stack_match() -> Match:
    return play_until(game(), may_stack)


def five_match() -> Match:
    return play_until(game(5), ann_decides("place", 2))


def cards_match() -> Match:
    """Round 4: stacks, face-up cards, backs of other families and Ann's own face-down cards."""
    return play_until(game(), ann_decides("place", 4))


def detail_drawn(app: Any, mode: str) -> bool:
    """The table is choosing in ``mode`` and the panel under the row, laid out, says what the
    chooser has highlighted."""
    table = app.screen
    return (
        isinstance(table, OriflammeTableScreen)
        and table.chooser.mode == mode
        and detail_sentence(table) in words(shown(table.detail))
    )


async def choose_a_destination(pilot: Any) -> None:
    """The Royal Decree's card, then the next place in the row: the preview of the move."""
    await computers_done(pilot)
    await pilot.press("enter", "right")
    await settled(pilot, lambda: detail_drawn(pilot.app, "destination"), what="the move")


async def choose_on_top(pilot: Any) -> None:
    """The highlighted card, then the last of Ann's own cards: the preview of the new stack."""
    await computers_done(pilot)
    await pilot.press("enter", "left")
    await settled(pilot, lambda: detail_drawn(pilot.app, "spot"), what="the new stack")


async def nothing(pilot: Any) -> None:
    """The table as it opens, once the computers due have moved and it is laid out."""
    await computers_done(pilot)
    await settled(
        pilot, lambda: opened(pilot.app) and pilot.app.screen.size.height > 0, what="the table"
    )


def shown(widget: Any) -> str:
    """What ``widget`` shows on screen now, as plain lines."""
    width, height = widget.outer_size
    strips = widget.render_lines(Region(0, 0, width, height))
    return "\n".join(strip.text for strip in strips)


def words(text: str) -> str:
    """``text`` with its line breaks and runs of spaces made single spaces."""
    return " ".join(text.split())


def detail_sentence(table: OriflammeTableScreen) -> str:
    """The whole sentence the detail panel should show now (built from the view)."""
    assert table.view is not None
    focus = table.chooser.focus()
    return words(texts.focus_text(table.view, focus, table.palette(), table.say).plain)


# -- the move sentence, whole -----------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES)
async def test_a_royal_decree_s_move_is_said_in_full(size: tuple[int, int]) -> None:
    """ORI-6.8: while a Royal Decree's destination is chosen, the panel under the row says the
    whole move ("… so that it ends at position N … Nobody gains influence for a move."), and
    the prompt above the choices is whole too."""
    app = TableboxApp(decree_match())
    async with app.run_test(size=size) as pilot:
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, OriflammeTableScreen)
        await choose_a_destination(pilot)
        assert table.chooser.mode == "destination"
        sentence = detail_sentence(table)
        assert "so that it ends at position" in sentence
        assert sentence.endswith("Nobody gains influence for a move.")
        assert sentence in words(shown(table.detail))
        assert table.view is not None
        prompt = words(table.say(table.view.prompt))
        assert prompt in words(shown(table.decide))


async def test_every_card_s_effect_is_whole_under_the_row_at_80x24() -> None:
    """ORI-6/ORI-6.8: highlighting each hand card shows its full effect (the Royal Decree's
    "… Then discard this." included), never cut with an ellipsis."""
    app = TableboxApp(play_until(game(), ann_decides("place")))
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, OriflammeTableScreen) and table.view is not None
        for card in table.view.hand or []:
            while (table.view.hand or [])[table.chooser.hand_index] != card:
                await pilot.press("right")
            await settled(
                pilot,
                lambda c=card: words(table.say(c.effect)) in words(shown(table.detail)),
                what=f"the effect of {card.id}",
            )
            on_screen = words(shown(table.detail))
            assert words(table.say(card.effect)) in on_screen
            assert "…" not in on_screen


# -- the "on top" preview ---------------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES)
async def test_placing_on_top_previews_the_new_stack(size: tuple[int, int]) -> None:
    """ORI-3.3 and ORI-7.1: choosing to place a card on one's own card draws that position as
    the new stack, the chosen card face down on top and one card higher (double frame, ▤), and
    says so in full ("… on top of your … making a stack of N")."""
    app = TableboxApp(stack_match())
    async with app.run_test(size=size) as pilot:
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, OriflammeTableScreen) and table.view is not None
        before = table.view.row
        await choose_on_top(pilot)
        chooser = table.chooser
        spot = chooser.spots()[chooser.index]
        assert chooser.mode == "spot" and isinstance(spot, int)
        card = next(card for card in table.view.hand or [] if card.id == chooser.card)
        height = before[spot - 1].height + 1

        cell = table.row.cells[spot - 1]
        assert (cell.kind, cell.family, cell.face_up) == (card.kind, card.family, False)
        assert cell.height == height and cell.tokens == 0 and cell.note == "on top"
        assert len(table.row.cells) == len(before)  # no new position: a stack

        slot = spot - 1 - table.row.shown.start
        width = table.row.card_size.width
        lines = shown(table.row).splitlines()
        left = EDGE + slot * (width + 1)
        drawn = [line[left : left + width] for line in lines]
        assert drawn[0].startswith("╔") and drawn[0].endswith("╗")
        assert any(f"▤{height}" in line for line in drawn)
        assert any(line.strip("║ ").startswith(table.say(card.name)[:5]) for line in drawn)

        sentence = detail_sentence(table)
        assert f"making a stack of {height}" in sentence
        assert sentence in words(shown(table.detail))


# -- framed cards that read without colour ----------------------------------------------------


def test_a_card_is_framed_with_its_owner_s_mark_and_back_without_colour() -> None:
    """ORI-2.3 and ORI-5.5: with no colours at all (NO_COLOR) a face-down card of another
    family shows its back, the family's name and mark; a face-up card its name; a stack a
    double frame and its height; influence on a card its count."""
    plain = Palette()
    back = draw_card(RowCell(3, "blue", "Blue", None, False, tokens=2), plain)
    assert [line.plain for line in back] == [
        "┌ 3 ─ B ┐",
        "│░░░░░░░│",
        "│░Blue░░│",
        "│●2     │",
        "└─down──┘",
        "         ",
    ]
    face = draw_card(RowCell(12, "black", "Black", "assassination", True, height=2), plain)
    assert [line.plain for line in face][:5] == [
        "╔12 ═ K ╗",
        "║Assass-║",
        "║ination║",
        "║     ▤2║",
        "╚══up═══╝",
    ]
    large = draw_card(RowCell(1, "red", "Red", "lord", False), plain, LARGE)
    assert [line.plain for line in large][:7] == [
        "┌ 1 ──── R ┐",
        "│Red       │",
        "│Lord      │",
        "│          │",
        "│character │",
        "│          │",
        "└───down───┘",
    ]


def test_a_card_takes_its_family_s_colours_from_the_palette() -> None:
    """The mark carries the family's back colour and the name its ink, as well as the letter."""
    palette = Palette(back={"red": Style(bgcolor="red")}, ink={"red": Style(color="red")})
    lines = draw_card(RowCell(1, "red", "Red", "spy", True), palette)
    console = Console()
    mark = lines[0].plain.index(" R ")
    assert lines[0].get_style_at_offset(console, mark + 1).bgcolor is not None
    assert lines[1].get_style_at_offset(console, 2).color is not None


async def test_no_color_leaves_every_owner_readable(monkeypatch: pytest.MonkeyPatch) -> None:
    """ORI-2.3: under NO_COLOR each card of the row still says whose it is: its family's mark
    in the frame, and on a card back the family's name."""
    monkeypatch.setenv("NO_COLOR", "1")
    app = TableboxApp(cards_match())
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, OriflammeTableScreen) and table.view is not None
        assert app.no_color
        lines = shown(table.row).splitlines()
        for slot, index in enumerate(table.row.shown):
            cell = table.row.cells[index]
            drawn = [line[EDGE + slot * (CELL_WIDTH + 1) :][:CELL_WIDTH] for line in lines]
            assert f" {family_mark(cell.family)} " in drawn[0]
            if cell.kind is None:
                assert cell.family_name in drawn[2]


# -- five players, and the room of a large terminal -------------------------------------------


async def test_five_players_fit_at_80x24() -> None:
    """ORI-1: at 80×24 every one of five players is listed with their influence, and Ann's
    prompt is whole."""
    app = TableboxApp(five_match())
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, OriflammeTableScreen) and table.view is not None
        players = shown(table.players_panel)
        for player in table.view.players:
            line = next(line for line in players.splitlines() if f" {player.name} " in line)
            assert f" {player.influence} " in line
        assert words(table.say(table.view.prompt)) in words(shown(table.decide))


async def test_a_large_terminal_gets_larger_cards_and_more_log() -> None:
    """At 120×40 the screen's breakpoints give the row large cards (a strip with the family's
    name, a line for character or intrigue) and the log more lines than at 80×24; back at 80×24
    the small cards return."""
    app = TableboxApp(cards_match())
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, OriflammeTableScreen)
        small_log = table.game_log.size.height
        assert table.row.card_size == SMALL and not table.has_class("-wide")

        await pilot.resize_terminal(*LARGE_SIZE)
        await settled(
            pilot,
            lambda: (
                table.has_class("-wide", "-tall")
                and table.row.card_size == LARGE
                and table.game_log.size.height >= 2 * small_log
            ),
            what="the large layout",
        )
        rows = shown(table.row).splitlines()
        assert any("character" in line or "intrigue" in line for line in rows)

        await pilot.resize_terminal(*SIZE)
        await settled(
            pilot,
            lambda: table.row.card_size == SMALL and table.has_class("-narrow", "-short"),
            what="the small layout",
        )


async def test_a_large_terminal_shows_the_hand_as_cards_the_mouse_can_choose() -> None:
    """ORI-3.1: at 120×40 Ann's hand is drawn as framed cards with the cursor under the
    highlighted one; a click on a card highlights it, as at 80×24 a click on its name does."""
    app = TableboxApp(cards_match())
    async with app.run_test(size=LARGE_SIZE) as pilot:
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, OriflammeTableScreen) and table.view is not None
        hand = table.view.hand or []
        assert len(hand) >= 3 and table.chooser.hand_index == 0
        lines = shown(table.decide).splitlines()
        top = next(index for index, line in enumerate(lines) if "┌" in line)
        for slot, card in enumerate(hand):
            left = 1 + slot * (CELL_WIDTH + 1)
            assert lines[top][left] == "┌"
            assert lines[top + 1][left + 1 :].startswith(SMALL_NAME_LINES[card.kind][0])
        assert lines[top + 5][1 : 1 + CELL_WIDTH].strip() == "▲"

        await pilot.click(table.decide, offset=(1 + 2 * (CELL_WIDTH + 1) + 3, top + 1))
        await settled(pilot, lambda: table.chooser.hand_index == 2, what="the card highlighted")
        lines = shown(table.decide).splitlines()
        assert lines[top + 5][1 + 2 * (CELL_WIDTH + 1) :][:CELL_WIDTH].strip() == "▲"


async def test_a_resize_under_a_cover_is_caught_up_when_the_table_returns() -> None:
    """Growing the window while the too-small notice covers the table still gives the table
    its large layout once it is back."""
    app = TableboxApp(cards_match())
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, OriflammeTableScreen)
        await pilot.resize_terminal(60, 20)
        await settled(pilot, lambda: app.screen is not table, what="the too-small notice")
        await pilot.resize_terminal(*LARGE_SIZE)
        await settled(
            pilot,
            lambda: (
                app.screen is table
                and table.has_class("-wide", "-tall")
                and table.row.card_size == LARGE
            ),
            what="the table back, large",
        )


# -- snapshots at 80×24 and 120×40 ------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES)
def test_snapshot_royal_decree(snap_compare: SnapCompare, size: tuple[int, int]) -> None:
    """ORI-6.8: the Royal Decree's move previewed, with its whole sentence."""
    app = TableboxApp(decree_match())
    assert snap_compare(app, terminal_size=size, run_before=choose_a_destination)


@pytest.mark.parametrize("size", SIZES)
def test_snapshot_on_top(snap_compare: SnapCompare, size: tuple[int, int]) -> None:
    """ORI-3.3: a card placed on one's own card, the new stack previewed."""
    app = TableboxApp(stack_match())
    assert snap_compare(app, terminal_size=size, run_before=choose_on_top)


@pytest.mark.parametrize("size", SIZES)
def test_snapshot_five_players(snap_compare: SnapCompare, size: tuple[int, int]) -> None:
    app = TableboxApp(five_match())
    assert snap_compare(app, terminal_size=size, run_before=nothing)


@pytest.mark.parametrize("size", SIZES)
def test_snapshot_cards(snap_compare: SnapCompare, size: tuple[int, int]) -> None:
    """ORI-2.3: the row as framed cards (backs, faces, stacks, influence) in round 4."""
    app = TableboxApp(cards_match())
    assert snap_compare(app, terminal_size=size, run_before=nothing)
