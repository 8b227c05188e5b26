"""Cards drawn as framed cards (``tablebox.widgets.card_frames`` and the hand bar): value, suit
symbol and abbreviation on every card, the card that may not be played marked by its frame and
✗, and the table's cards growing when the terminal has room (issue 13, "cards that look like
cards")."""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.app import App, ComposeResult

from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.screens.trick_table import TrickTableScreen
from tablebox.tables.claim.faces import FACTIONS, SHORT_NAMES, SYMBOLS
from tablebox.widgets.card_frames import (
    LARGE,
    SMALL,
    UNPLAYABLE_MARK,
    Block,
    FaceText,
    card_rows,
    lay_out,
)
from tablebox.widgets.cards import CARD_META, CHOICE_META, ChoiceFace, HandBar

from .conftest import SIZE, computers_done, settled, text_of
from .test_themes_and_mouse import click_in_static, must_follow

GNOME_5 = FaceText(value="5", symbol="✿", abbreviation="Gno", name="Gnome")
ROOMY_SIZE = (120, 40)


def plain(rows: list[Text]) -> list[str]:
    return [row.plain for row in rows]


def claim() -> Match:
    return Match.start("claim", [Seat("Alice"), Seat("Bob", "computer")], seed=7, autosave=False)


# -- one card -------------------------------------------------------------------------------------


def test_a_small_card_prints_its_suit_abbreviation_symbol_and_value_in_a_frame() -> None:
    assert plain(card_rows(GNOME_5, Style())) == ["╭Gno╮", "│✿ 5│", "╰───╯"]


def test_a_card_that_may_not_be_played_has_a_dashed_frame_and_the_mark() -> None:
    rows = plain(card_rows(GNOME_5, Style(), playable=False))
    assert rows == ["┌Gno┐", "╎✿ 5╎", "└╌✗╌┘"]
    highlighted = plain(card_rows(GNOME_5, Style(), playable=False, highlighted=True))
    assert highlighted[1] == "╏✿ 5╏" and UNPLAYABLE_MARK in highlighted[2]


def test_the_highlighted_card_has_a_heavy_frame() -> None:
    assert plain(card_rows(GNOME_5, Style(), highlighted=True)) == ["┏Gno┓", "┃✿ 5┃", "┗━━━┛"]


def test_a_large_card_prints_the_name_and_the_value_in_two_corners() -> None:
    rows = plain(card_rows(GNOME_5, Style(), LARGE))
    assert rows == ["╭──────╮", "│5    ✿│", "│Gnome │", "│✿    5│", "╰──────╯"]
    # A name too long for the card gives way to the abbreviation.
    long = FaceText(value="12", symbol="◐", abbreviation="Dop", name="Doppelganger")
    assert plain(card_rows(long, Style(), LARGE))[2] == "│ Dop  │"


def test_every_row_of_a_card_is_as_wide_as_its_size_with_two_digit_values() -> None:
    face = FaceText(value="10", symbol="♜", abbreviation="Giants", name="Giant")
    for size in (SMALL, LARGE):
        for playable in (True, False):
            rows = card_rows(face, Style(), size, playable=playable)
            assert len(rows) == size.height
            assert {row.cell_len for row in rows} == {size.width}, plain(rows)
    assert plain(card_rows(face, Style()))[1] == "│♜10│"


def test_claim_factions_each_have_their_own_one_cell_symbol() -> None:
    """Every faction's cards carry a symbol no other faction has (colour is never the only
    clue) and a three-letter name."""
    symbols = [SYMBOLS[faction] for faction in FACTIONS]
    assert len(set(symbols)) == len(FACTIONS)
    assert all(Text(symbol).cell_len == 1 for symbol in symbols)
    assert all(len(SHORT_NAMES[faction]) == 3 for faction in FACTIONS)


# -- blocks side by side ----------------------------------------------------------------------


def test_blocks_wrap_to_a_new_shelf_when_the_width_runs_out() -> None:
    card = card_rows(GNOME_5, Style())
    blocks = [Block(Text(name), card) for name in ("Ann", "Ben", "Cid")]
    one_shelf = plain(lay_out(blocks, width=30, gap=2))
    assert one_shelf[0] == "Ann    Ben    Cid" and len(one_shelf) == 4
    two_shelves = plain(lay_out(blocks, width=12, gap=2))
    assert len(two_shelves) == 8
    assert two_shelves[0] == "Ann    Ben" and two_shelves[4] == "Cid"
    assert all(len(line) <= 12 for line in two_shelves)


# -- at the table -------------------------------------------------------------------------------


async def test_the_hand_marks_the_cards_that_may_not_be_played() -> None:
    """Must follow: every card that may not be played has ✗ and a dashed frame in the hand;
    the playable ones have neither, and the status names the highlighted card's symbol."""
    match = claim()
    match.play_computers()
    must_follow(match)
    app = TableboxApp(match, computer_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, TrickTableScreen)
        lines = text_of(table.hand).splitlines()
        bottom = lines[SMALL.height - 1]
        marks = bottom.count(UNPLAYABLE_MARK)
        assert marks == sum(not face.playable for face in table.cards) > 0
        assert lines[1].count("╎") + lines[1].count("╏") == 2 * marks
        face = table.cards[table.cursor]
        assert face.playable and f"▲ {face.symbol} {face.label}" in lines[SMALL.height]


async def test_the_trick_shows_framed_cards_under_the_names_and_what_was_led() -> None:
    match = claim()
    match.play_computers()
    must_follow(match)  # Bob led; Alice must follow
    app = TableboxApp(match, computer_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, TrickTableScreen) and table.view is not None
        trick = text_of(table.trick_panel)
        led = table.view.current_trick.plays[0].card
        faction, _, value = led.rpartition("-")
        assert " led — follow if you can" in trick
        assert f"{SYMBOLS[faction]} {value}" in trick and SHORT_NAMES[faction] in trick
        assert "Prize" in trick and "Bob" in trick and "Alice" in trick
        assert "…" in trick  # Alice's place, awaiting her card


async def test_a_roomy_terminal_draws_large_cards_and_a_resize_goes_back_to_small() -> None:
    match = claim()
    match.play_computers()
    app = TableboxApp(match, computer_pause=0)
    async with app.run_test(size=ROOMY_SIZE) as pilot:
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, TrickTableScreen)
        assert table.has_class("-roomy") and table.card_size == LARGE
        lines = text_of(table.hand).splitlines()
        assert len(lines[0]) == len(lines[0].rstrip()) and lines[0].startswith("┏━━━━━━┓")
        face = table.cards[0]
        assert face.name in lines[2]  # "Gnome": the name of the card, not only letters

        await pilot.resize_terminal(*SIZE)
        await settled(
            pilot,
            lambda: not table.has_class("-roomy") and table.card_size == SMALL,
            what="the small cards",
        )
        assert text_of(table.hand).splitlines()[0].startswith(f"┏{face.suit_short}┓")


async def test_a_click_on_a_large_card_highlights_it_and_a_second_plays_it() -> None:
    match = claim()
    app = TableboxApp(match, computer_pause=0)
    async with app.run_test(size=ROOMY_SIZE) as pilot:
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, TrickTableScreen)
        target = len(table.cards) - 1
        card = table.cards[target].action
        await click_in_static(pilot, table.hand, CARD_META, target)
        assert table.cursor == target and match.actions == []
        await click_in_static(pilot, table.hand, CARD_META, target)
        await computers_done(pilot)
        assert match.actions[0].seat == 0 and match.actions[0].action == card


# -- choices that are not cards -----------------------------------------------------------------


class ChoicesApp(App[None]):
    """A hand bar 40 cells wide, alone: for the layout of choice buttons."""

    CSS = "HandBar { width: 42; padding: 0 1; }"

    def compose(self) -> ComposeResult:
        yield HandBar()


def choices(*labels: str) -> list[ChoiceFace]:
    return [
        ChoiceFace(action=f"take-{i}", key=str(i + 1), label=Text(label))
        for i, label in enumerate(labels)
    ]


async def test_choices_too_wide_for_one_line_go_one_a_line_never_cut_mid_label() -> None:
    app = ChoicesApp()
    async with app.run_test(size=SIZE) as pilot:
        bar = app.query_one(HandBar)
        await settled(pilot, lambda: bar.size.width > 0, what="the bar laid out")
        bar.show_choices(choices("Take Dwarf 9", "Take Dragon 2"), 0, Text("Choose."))
        assert text_of(bar).splitlines()[1] == " 1  Take Dwarf 9     2  Take Dragon 2 "
        wide = choices("Take Doppelganger 4", "Take Doppelganger 2", "Take the top card: Seer 3")
        bar.show_choices(wide, 1, Text("Choose."))
        content = bar.content
        assert isinstance(content, Text)
        lines = content.split("\n")
        assert [line.plain for line in lines[1:4]] == [
            " 1  Take Doppelganger 4 ",
            " 2  Take Doppelganger 2 ",
            " 3  Take the top card: Seer 3 ",
        ]
        for position, line in enumerate(lines[1:4]):  # each line is its button, for the mouse
            assert {
                span.style.meta.get(CHOICE_META)
                for span in line.spans
                if isinstance(span.style, Style) and CHOICE_META in span.style.meta
            } == {position}
