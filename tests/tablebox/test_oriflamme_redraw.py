"""Issue 17.8: a key at the Oriflamme table redraws only what it changed. The footer's keys are
updated in place (Textual's footer removes and mounts them all again), the row is not drawn
again when the cursor moves in the hand, a card already drawn is not drawn again, and the
collector's full passes do not walk what lives as long as the table. (How fast this is, is
measured by ``benchmarks/keypress.py``, not here.)"""

from __future__ import annotations

import gc

from rich.segment import Segment
from rich.style import Style
from textual.compose import compose
from textual.strip import Strip
from textual.visual import Visual, visualize
from textual.widgets._footer import FooterKey

from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.tables.oriflamme.intrigue_row import Palette, RowCell, draw_card
from tablebox.tables.oriflamme.table import OriflammeTableScreen
from tablebox.widgets.footer import TableFooter

from .conftest import SIZE, opened, settled


def keys_of(widgets: object) -> list[tuple[str, str, str, bool]]:
    """What each footer key shows: its key, its words and whether it is enabled."""
    assert isinstance(widgets, list)
    return [
        (key.key, key.key_display, key.description, key._disabled)
        for key in widgets
        if isinstance(key, FooterKey)
    ]


async def test_the_footer_updates_its_keys_in_place_and_shows_what_textual_would() -> None:
    match = Match.start("oriflamme", [Seat("Ann"), Seat("Ben"), Seat("Cid")], autosave=False)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        await pilot.press("enter")  # the first hand-off
        await settled(pilot, lambda: isinstance(app.screen, OriflammeTableScreen), what="table")
        table = app.screen
        assert isinstance(table, OriflammeTableScreen) and table.chooser.mode == "card"
        footer = table.query_one(TableFooter)
        before = list(footer.children)
        await pilot.press("enter")  # a card chosen: ←→ now move over the places
        await settled(
            pilot,
            lambda: (
                table.chooser.mode == "spot" and keys_of(list(footer.children)) != keys_of(before)
            ),
            what="the footer of the place step",
        )
        after = list(footer.children)
        with footer._context():
            wanted = compose(footer)  # what Textual's footer would show
        assert keys_of(after) == keys_of(wanted)
        assert keys_of(after) != keys_of(before)  # the step's words changed...
        assert set(after) & set(before)  # ...on the same key widgets
        await pilot.press("escape")  # back to the hand: the first keys again
        await settled(
            pilot, lambda: keys_of(list(footer.children)) == keys_of(before), what="the first keys"
        )


async def test_moving_in_the_hand_does_not_draw_the_row_again() -> None:
    match = Match.start("oriflamme", [Seat("Ann"), Seat("Ben"), Seat("Cid")], autosave=False)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        await pilot.press("enter")
        await settled(pilot, lambda: isinstance(app.screen, OriflammeTableScreen), what="table")
        table = app.screen
        assert isinstance(table, OriflammeTableScreen) and table.chooser.mode == "card"
        refreshed: list[bool] = []
        refresh = table.row.refresh
        table.row.refresh = lambda *a, **k: refreshed.append(True) or refresh(*a, **k)  # type: ignore[method-assign]
        hand = table.chooser.hand_index
        await pilot.press("right")
        await settled(pilot, lambda: table.chooser.hand_index != hand, what="the cursor moved")
        await pilot.pause()  # a refresh of the row, were one asked for, would run now
        assert refreshed == []  # ...and the row, the same, was left as drawn
        await pilot.press("enter")  # choosing a place changes the row
        await settled(pilot, lambda: refreshed, what="the row drawn again")


def test_a_card_drawn_again_is_the_same_and_free_to_restyle() -> None:
    cell = RowCell(3, "red", "Red", "spy", face_up=True, tokens=2, note="now", cursor=True)
    palette = Palette(back={"red": Style(color="white", bgcolor="red")})
    first = draw_card(cell, palette)
    for line in first:
        line.stylize("bold")  # a caller styling its copy (the hand adds the mouse's index)
    again = draw_card(cell, Palette(back={"red": Style(color="white", bgcolor="red")}))
    assert [line.plain for line in again] == [line.plain for line in first]
    assert again != first and all(span.style != "bold" for line in again for span in line.spans)


async def test_what_lives_as_long_as_the_table_is_left_out_of_full_collections() -> None:
    match = Match.start("oriflamme", [Seat("Ann"), Seat("Ben")], autosave=False)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        assert gc.get_freeze_count() > 0
        await pilot.press("q")  # to the menu: what the table left can be collected again
        await settled(
            pilot, lambda: gc.get_freeze_count() == 0, what="the table unmounted, gc unfrozen"
        )
        assert not isinstance(app.screen, OriflammeTableScreen)
        assert gc.get_freeze_count() == 0


def painted(strip: Strip) -> list[tuple[str, Style | None]]:
    """A line as the terminal shows it: its text and styles (not the offsets Textual keeps in
    each style for selecting text), runs of one style merged."""
    segments = [Segment(s.text, s.style.clear_meta_and_links() if s.style else None) for s in strip]
    return [(s.text, s.style) for s in Segment.simplify(segments)]


async def test_the_row_drawn_card_by_card_is_the_row_drawn_whole() -> None:
    """The row renders each card once and joins the lines: the same cells, in the same styles,
    as Textual's rendering of the whole row (``render``), at both sizes, while a card is placed
    (the card moving along the row, the other cards' lines reused)."""
    for size in (SIZE, (120, 40)):
        seats = [Seat("Ann"), Seat("Ben"), Seat("Cid")]
        app = TableboxApp(Match.start("oriflamme", seats, autosave=False))
        async with app.run_test(size=size) as pilot:
            await settled(pilot, lambda app=app: opened(app), what="the match")
            await pilot.press("enter", "enter")  # the hand-off, then a card to place
            await settled(
                pilot,
                lambda app=app: (
                    getattr(app.screen, "chooser", None) is not None
                    and app.screen.chooser.mode == "spot"
                ),
                what="a card to place",
            )
            table = app.screen
            assert isinstance(table, OriflammeTableScreen) and table.chooser.mode == "spot"
            row = table.row
            for _ in range(3):
                width, height = row.size
                whole = Visual.to_strips(
                    row, visualize(row, row.render()), width, height, row.visual_style
                )
                lines = [row.render_line(y) for y in range(height)]
                assert "▲" in "".join(line.text for line in whole)  # the card being placed
                assert [painted(line) for line in lines] == [painted(line) for line in whole]
                await pilot.press("right")
                # The next round compares two renderings made at the same moment: no race.
                await pilot.pause()
