"""Themes chosen in the command palette and remembered in the config file; tables that read
without colour (NO_COLOR); and the mouse at both tables, through the same actions as the keys.

Every test keeps its config in its own folder (``TABLEBOX_CONFIG_DIR``), never the player's."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from rich.style import Style
from rich.text import Text
from textual.command import CommandPalette

from tablebox import config
from tablebox.app import TableboxApp, _config_file
from tablebox.controller import Match, Seat
from tablebox.screens.menu import MenuScreen
from tablebox.screens.trick_table import TrickTableScreen
from tablebox.tables.oriflamme import text as ori_text
from tablebox.tables.oriflamme.intrigue_row import CELL_WIDTH, EDGE, family_mark
from tablebox.tables.oriflamme.table import OriflammeTableScreen
from tablebox.widgets.cards import CARD_META, CHOICE_META, UNPLAYABLE_MARK

from .conftest import SIZE, computers_done, palette_offers, settled, text_of, until

DARK_GNOMES = "#7ccf6a"
LIGHT_GNOMES = "#256b29"
"""Claim's gnome colour in tablebox.tcss on the default (dark) theme and on a light one."""


@pytest.fixture(autouse=True)
def config_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "config"
    monkeypatch.setenv(config.CONFIG_DIR_VARIABLE, str(folder))
    return folder


async def choose_theme(pilot: Any, name: str) -> None:
    """Ctrl+P, the Theme command, then the theme by name: as a player does it."""
    app = pilot.app
    below = app.screen
    await pilot.press("ctrl+p")
    await until(pilot, lambda: isinstance(app.screen, CommandPalette))
    await pilot.press(*"theme")
    await settled(pilot, lambda: palette_offers(app, "theme"), what="the theme command")
    await pilot.press("enter")
    await until(pilot, lambda: isinstance(app.screen, CommandPalette) and app.screen is not below)
    await pilot.press(*name)
    await settled(pilot, lambda: palette_offers(app, name), what=f"the theme {name}")
    await pilot.press("enter")
    await until(pilot, lambda: app.screen is below and app.theme == name)


def claim(seed: int = 7) -> Match:
    return Match.start("claim", [Seat("Alice"), Seat("Bob", "computer")], seed=seed, autosave=False)


def colour(style: Style) -> str | None:
    return None if style.color is None or style.color.triplet is None else style.color.triplet.hex


# -- the theme, remembered ---------------------------------------------------------------------


async def test_a_theme_chosen_in_the_palette_is_remembered_and_redraws_the_table(
    config_dir: Path,
) -> None:
    app = TableboxApp(claim(), computer_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, TrickTableScreen)
        assert app.theme == "textual-dark" and not (config_dir / "config.json").exists()
        assert colour(table.faction_style("gnome")) == DARK_GNOMES
        await choose_theme(pilot, "textual-light")
        # The table is drawn again in the light theme's colours.
        assert colour(table.faction_style("gnome")) == LIGHT_GNOMES
        assert table.cards[0].suit == "gnome"
        assert colour(table.cards[0].style) == LIGHT_GNOMES
    saved = json.loads((config_dir / "config.json").read_text())
    assert saved["theme"] == "textual-light"

    # The next run starts in it.
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: isinstance(app.screen, MenuScreen), what="the menu")
        assert app.theme == "textual-light"
        await choose_theme(pilot, "textual-dark")
    assert config.load().theme == "textual-dark"


def test_the_app_looks_for_the_config_where_the_config_module_keeps_it(
    config_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert _config_file() == config.config_path() == config_dir / "config.json"
    monkeypatch.delenv(config.CONFIG_DIR_VARIABLE)
    assert _config_file() == config.config_path()


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b'{"theme": 5}',
        b'["textual-light"]',
        b"\xff\xfe\x00garbage",
        b"",
        b'{"theme": "no-such-theme"}',
    ],
)
async def test_a_damaged_config_starts_the_default_theme_and_is_replaced(
    config_dir: Path, content: bytes
) -> None:
    config_dir.mkdir()
    (config_dir / "config.json").write_bytes(content)
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: isinstance(app.screen, MenuScreen), what="the menu")
        assert app.theme == "textual-dark"
        await choose_theme(pilot, "nord")
    assert json.loads((config_dir / "config.json").read_text()) == {"theme": "nord"}


def test_config_load_and_save(config_dir: Path, tmp_path: Path) -> None:
    assert config.load() == config.Config()  # no file yet
    assert config.save(config.Config(theme="gruvbox")) is None
    assert config.load().theme == "gruvbox"
    assert not [p for p in config_dir.iterdir() if p.name != "config.json"]  # no temp left
    # Unknown keys (a newer tablebox) are ignored; a folder in the file's place loads defaults.
    (config_dir / "config.json").write_text('{"theme": "nord", "sound": true}')
    assert config.load().theme == "nord"
    assert config.load(tmp_path) == config.Config()
    # A folder that cannot be made: the problem in words, no exception.
    blocker = tmp_path / "file"
    blocker.write_text("")
    problem = config.save(config.Config(theme="nord"), blocker / "config.json")
    assert problem is not None and "Cannot write" in problem


async def test_a_config_that_cannot_be_written_is_reported_not_fatal(
    config_dir: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("")
    monkeypatch.setenv(config.CONFIG_DIR_VARIABLE, str(blocker / "config"))
    app = TableboxApp()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await settled(pilot, lambda: isinstance(app.screen, MenuScreen), what="the menu")
        app.theme = "textual-light"
        await settled(
            pilot,
            lambda: any("Cannot write" in note.message for note in app._notifications),
            what="the notice that the setting cannot be written",
        )
        assert app.theme == "textual-light"


# -- the mouse at Claim's table -----------------------------------------------------------------


def must_follow(match: Match) -> None:
    """Play on until Alice plays a card and some of hers may not be played."""
    match.play_computers()
    while True:
        view = match.view(0)
        decision = view.decision
        playing = decision is not None and decision.kind == "play"
        if playing and any(card.why_not is not None for card in view.hand or []):
            return
        match.act(0, match.legal_actions(0)[0])
        match.play_computers()


def meta_column(text: Text, key: str, index: int) -> int:
    """The first column (in its line) of the text whose style carries ``key: index``."""
    for line in text.split("\n"):
        for span in line.spans:
            if isinstance(span.style, Style) and span.style.meta.get(key) == index:
                return span.start
    raise AssertionError(f"no {key} {index} in {text.plain!r}")


def meta_line(text: Text, key: str, index: int) -> int:
    for number, line in enumerate(text.split("\n")):
        for span in line.spans:
            if isinstance(span.style, Style) and span.style.meta.get(key) == index:
                return number
    raise AssertionError(f"no {key} {index} in {text.plain!r}")


async def click_in_static(pilot: Any, widget: Any, key: str, index: int) -> None:
    """Click the item whose style carries ``key: index``, found where the screen shows it (the
    line may have wrapped): the second cell of its first run."""
    screen = pilot.app.screen
    region = widget.content_region
    cells = [
        (x, y)
        for y in range(region.y, region.bottom)
        for x in range(region.x, region.right)
        if screen.get_style_at(x, y).meta.get(key) == index
    ]
    assert cells, f"no {key} {index} on the screen"
    x, y = cells[1] if len(cells) > 1 and cells[1][1] == cells[0][1] else cells[0]
    await pilot.click(offset=(x, y))
    await pilot.pause()  # the click acts in its handler; callers wait for what it changes


async def test_clicking_a_card_highlights_it_and_a_second_click_plays_it() -> None:
    match = claim()
    app = TableboxApp(match, computer_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, TrickTableScreen)
        hand = [card.action for card in table.cards]
        target = next(
            i for i, card in enumerate(table.cards) if hand.count(card.action) == 1 and i > 0
        )
        card = hand[target]
        assert table.cursor != target
        await click_in_static(pilot, table.hand, CARD_META, target)
        assert table.cursor == target and match.actions == []  # highlighted, not played
        await click_in_static(pilot, table.hand, CARD_META, target)
        await computers_done(pilot)
        assert match.actions[0].seat == 0 and match.actions[0].action == card
        assert card not in [face.action for face in table.cards]  # it left the hand


async def test_clicking_a_card_that_may_not_be_played_is_refused_like_enter() -> None:
    match = claim()
    match.play_computers()
    must_follow(match)
    app = TableboxApp(match, computer_pause=0)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, TrickTableScreen)
        blocked = next(i for i, card in enumerate(table.cards) if not card.playable)
        actions = list(match.actions)
        await click_in_static(pilot, table.hand, CARD_META, blocked)
        await click_in_static(pilot, table.hand, CARD_META, blocked)
        assert match.actions == actions
        # the refusal, as for Enter, on the line under the cards
        assert any(line.startswith("✗ ") for line in text_of(table.hand).splitlines())
        await settled(
            pilot,
            lambda: any(note.title == "Not allowed" for note in app._notifications),
            what="the refusal",
        )


async def test_clicking_a_prize_choice_takes_it() -> None:
    match = claim()
    match.play_computers()
    while not match.is_over:
        view = match.view(0)
        if view.decision is not None and view.decision.kind == "take":
            break
        match.act(0, match.legal_actions(0)[0])
        match.play_computers()
    assert not match.is_over
    app = TableboxApp(match, computer_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, TrickTableScreen) and len(table.choices) == 2
        second = table.choices[1].action
        actions = len(match.actions)
        await click_in_static(pilot, table.hand, CHOICE_META, 1)
        assert table.cursor == 1 and len(match.actions) == actions
        await click_in_static(pilot, table.hand, CHOICE_META, 1)
        assert match.actions[actions].action == second


# -- the mouse at Oriflamme's table -------------------------------------------------------------


def oriflamme_until(match: Match, done: Callable[[Any], bool]) -> Match:
    """Ann (seat 0) plays her first legal action, the computers answer, until ``done``."""
    match.play_computers()
    while not match.is_over and not done(match.view(0)):
        match.act(0, match.legal_actions(0)[0])
        match.play_computers()
    assert not match.is_over
    return match


def ann_decides(kind: str, from_round: int = 1) -> Callable[[Any], bool]:
    return lambda view: (
        view.round >= from_round and view.decision is not None and view.decision.kind == kind
    )


def three(seed: int = 5) -> Match:
    seats = [Seat("Ann"), Seat("Ben", "computer"), Seat("Cid", "computer")]
    return Match.start("oriflamme", seats, seed=seed, autosave=False)


async def click_row(pilot: Any, table: OriflammeTableScreen, place: int | str) -> None:
    """Click a card of the row (its index among the cells drawn) or an end."""
    row = table.row
    if place == "left":
        x = 0
    elif place == "right":
        x = EDGE + len(row.shown) * (CELL_WIDTH + 1) + 1
    else:
        assert isinstance(place, int) and place in row.shown
        x = EDGE + (place - row.shown.start) * (CELL_WIDTH + 1) + 2
    await pilot.click(row, offset=(x, 2))
    await pilot.pause()  # the click acts in its handler; callers wait for what it changes


async def test_oriflamme_a_hand_card_then_an_end_of_the_row_places_it_there() -> None:
    match = oriflamme_until(three(), ann_decides("place", 2))
    app = TableboxApp(match, computer_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, OriflammeTableScreen) and table.view is not None
        hand = table.view.hand or []
        card = hand[2].id
        decision = table.view.decision
        assert decision is not None
        at_left = next(
            o.action for o in decision.options if o.parts == {"card": card, "place": "left"}
        )
        actions = len(match.actions)
        await click_in_static(pilot, table.decide, ori_text.HAND_META, 2)
        assert table.chooser.mode == "card" and table.chooser.hand_index == 2
        await click_in_static(pilot, table.decide, ori_text.HAND_META, 2)
        assert table.chooser.mode == "spot" and table.chooser.card == card
        assert table.chooser.spots()[table.chooser.index] == "right"  # as Enter starts
        await click_row(pilot, table, "left")
        assert table.chooser.mode == "spot"
        assert table.chooser.spots()[table.chooser.index] == "left"
        assert len(match.actions) == actions  # highlighted only
        await click_row(pilot, table, "left")  # the ghost card now stands at the left end
        placed = match.actions[actions]
        assert placed.seat == 0 and placed.action == at_left


async def test_oriflamme_a_click_on_a_target_highlights_it_and_a_second_targets_it() -> None:
    def two_targets(view: Any) -> bool:
        decision = view.decision
        return ann_decides("target")(view) and len(decision.options) >= 2

    match = oriflamme_until(three(), two_targets)
    decision = match.view(0).decision
    assert decision is not None
    targets_of = [o for o in decision.options if "target" in o.parts]
    app = TableboxApp(match, computer_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, OriflammeTableScreen)
        chooser = table.chooser
        targets = chooser.targets()
        other = next(i for i in range(len(targets)) if i != chooser.index)
        number = targets[other]
        cell = next(i for i, c in enumerate(table.row.cells) if c.number == number)
        actions = len(match.actions)
        # A card that is not a target does nothing.
        not_target = [i for i, c in enumerate(table.row.cells) if c.number not in targets]
        for index in not_target[:1]:
            if index in table.row.shown:
                await click_row(pilot, table, index)
                assert chooser.index != other and len(match.actions) == actions
        await click_row(pilot, table, cell)
        assert chooser.mode == "target" and chooser.index == other
        assert len(match.actions) == actions
        await click_row(pilot, table, cell)
        taken = match.actions[actions]
        chosen = next(o for o in targets_of if o.parts["target"] == number)
        assert taken.seat == 0 and taken.action == chosen.action


# -- readable without colour ----------------------------------------------------------------------


async def test_no_color_claim_names_factions_and_marks_unplayable_cards(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    match = claim()
    match.play_computers()
    must_follow(match)
    app = TableboxApp(match, computer_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        assert app.no_color
        table = app.screen
        assert isinstance(table, TrickTableScreen)
        text = table.hand.content
        assert isinstance(text, Text)
        rows = text.split("\n")[: table.hand.card_size.height]
        for index, face in enumerate(table.cards):
            start = meta_column(text, CARD_META, index)
            card = [row.plain[start : start + table.hand.card_size.width] for row in rows]
            # Its value, its faction's symbol and abbreviation, in the text itself.
            assert face.short in card[1] and face.symbol in card[1], card
            assert face.suit_short in card[0], card
            # A card that may not be played: the mark and a dashed frame, not only a grey.
            assert (UNPLAYABLE_MARK in card[-1]) == (not face.playable), (face, card)
            assert ("╎" in card[1] or "╏" in card[1]) == (not face.playable), (face, card)
        assert any(not face.playable for face in table.cards)
        assert any(face.playable for face in table.cards)


async def test_no_color_oriflamme_names_families_and_marks_cards_that_cannot_be_placed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    seats = [Seat("Ann"), Seat("Ben", "computer")]
    match = Match.start("oriflamme", seats, seed=3, autosave=False)

    def some_blocked(view: Any) -> bool:
        if view.decision is None or view.decision.kind != "place":
            return False
        allowed = {str(o.parts["card"]) for o in view.decision.options if o.allowed}
        return any(card.id not in allowed for card in view.hand or [])

    match = oriflamme_until(match, some_blocked)
    app = TableboxApp(match, computer_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        assert app.no_color
        table = app.screen
        assert isinstance(table, OriflammeTableScreen) and table.view is not None
        text = table.decide.content
        assert isinstance(text, Text)
        hand_line = text.split("\n")[1].plain
        placeable = table.chooser.placeable()
        for card in table.view.hand or []:
            name = table.say(card.name)
            marked = f" {name}{ori_text.UNPLACEABLE_MARK}" in hand_line
            assert marked == (card.id not in placeable), (name, hand_line)
        # Two families in hand: each is named before its cards.
        for family in {card.family for card in table.view.hand or []}:
            assert f"{ori_text.family_name(family)}:" in hand_line
        # Every card of the row carries its family's mark in its frame.
        row = str(table.row.render()).splitlines()[0]
        for slot, index in enumerate(table.row.shown):
            left = EDGE + slot * (CELL_WIDTH + 1)
            mark = family_mark(table.row.cells[index].family)
            assert f" {mark} " in row[left : left + CELL_WIDTH]


async def test_oriflamme_is_redrawn_in_a_light_theme_s_colours() -> None:
    match = oriflamme_until(three(), ann_decides("place", 2))
    app = TableboxApp(match, computer_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, OriflammeTableScreen)
        assert colour(table.row.palette.ink["red"]) == "#ff7a70"
        assert table.row.palette.card.bgcolor is not None
        assert table.row.palette.card.bgcolor.triplet.hex == "#24272e"  # type: ignore[union-attr]
        app.theme = "textual-light"
        await settled(
            pilot,
            lambda: colour(table.row.palette.ink["red"]) == "#b3261e",
            what="the row's light palette",
        )
        assert table.row.palette.card.bgcolor.triplet.hex == "#f5f3ec"  # type: ignore[union-attr]
