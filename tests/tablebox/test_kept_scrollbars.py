"""Issue 27 (speed): scroll bars keep the lines they drew per look, and draw the same lines as
Textual's own."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.geometry import Region
from textual.scrollbar import ScrollBar

from tablebox.widgets.game_log import GameLog
from tablebox.widgets.kept_scrollbars import KeptScrollBar

from .conftest import settled


class LogApp(App[None]):
    def compose(self) -> ComposeResult:
        yield GameLog(id="log")


async def test_a_scroll_bar_keeps_its_lines_per_look_and_draws_as_textual_does() -> None:
    app = LogApp()
    async with app.run_test(size=(30, 8)) as pilot:
        log = app.query_one(GameLog)
        log.set_lines([f"line {n}" for n in range(40)])
        await settled(pilot, lambda: log.vertical_scrollbar.display, what="the scroll bar")
        bar = log.vertical_scrollbar
        assert isinstance(bar, KeptScrollBar)
        whole = Region(0, 0, *bar.size)
        first = bar.render_lines(whole)
        assert bar.render_lines(whole) is first  # the same look: the kept lines
        assert first == ScrollBar.render_lines(bar, whole)  # as Textual draws it
        log.scroll_home(animate=False)
        await settled(pilot, lambda: log.scroll_offset.y == 0, what="the log at its top")
        moved = bar.render_lines(whole)
        assert moved != first  # another position: drawn anew
        assert moved == ScrollBar.render_lines(bar, whole)
