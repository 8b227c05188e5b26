"""What every table screen shares: the turn flow of a match, whatever the table looks like.

Computers act, hot-seat hand-offs cover the table, autosave problems are reported, and the game
ends on its results screen. A table screen (the trick table, the intrigue row) subclasses this
and supplies ``show`` (draw a view) and ``results_screen``; it submits a decision's option with
``submit`` and turns messages into words with ``say``.

The flow keeps hidden cards hidden: a seat's view is drawn only after that seat has the keyboard
(``match.keyboard_holder``). While a hand-off is due the table shows the public view and is
covered by the hand-off screen until the next player presses Enter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.screen import Screen
from textual.widgets import Static

from tablebox.engine import Event, IllegalAction, Message
from tablebox.screens.handoff import HandoffScreen
from tablebox.widgets.game_log import GameLog

if TYPE_CHECKING:
    from tablebox.app import TableboxApp
    from tablebox.controller import Match


class MatchScreen(Screen[None]):
    app: TableboxApp
    game_log: GameLog
    """Set by the subclass on mount: the log panel the page keys scroll."""

    def __init__(self, match: Match) -> None:
        super().__init__()
        self.match = match
        self.view: Any = None
        """The view on the table now: the keyboard holder's, or the public one."""
        self._finishing = False
        self._reported_save_problem: str | None = None
        self._drawn: dict[str, Text] = {}

    # -- for the table: draw a view, and say where the game ends --------------------------------

    def show(self, view: Any) -> None:
        raise NotImplementedError

    def results_screen(self, view: Any) -> Screen[None]:
        """The screen to end on, given the public view of the finished game."""
        raise NotImplementedError

    # -- for the table: words, the log, and submitting a choice -----------------------------

    def say(self, message: Message | Event | str) -> str:
        """``message`` in the player's language, with this match's player names."""
        return self.match.catalog.text(message)

    def log_lines(self, seat: int | None) -> list[str]:
        """The game log as ``seat`` may read it (None: the public log), in words."""
        return self.match.catalog.lines(self.match.visible_events(seat))

    def submit(self, action: str) -> bool:
        """Act for the seat whose view is on the table, with an option's ``action`` taken from
        its view's decision. A refusal is shown with its reason and changes nothing; returns
        whether the action was taken."""
        seat = self.my_seat()
        if seat is None:
            self.notify("It is not your turn.", severity="warning")
            return False
        try:
            self.match.act(seat, action)
        except IllegalAction as refused:
            self.notify(
                self.say(refused.message), title="Not allowed", severity="warning", markup=False
            )
            return False
        self.advance()
        return True

    # -- the turn flow ---------------------------------------------------------------------------

    def advance(self) -> None:
        """After any change: computers act, then the table shows what its holder may see."""
        match = self.match
        match.play_computers()
        self._report_save_problem()
        if match.is_over:
            self.show(match.view(None))
            if not self._finishing:
                self._finishing = True
                # Leave for the results once this screen is fully up (it may be mounting now).
                self.call_after_refresh(self._finish)
            return
        seat = match.handoff_to()
        if seat is not None:
            public = match.view(None)
            self.show(public)
            self.app.push_screen(
                HandoffScreen(seat, match.names[seat], self.log_lines(None)),
                self._handed_off,
            )
            return
        match.follow_turn()
        self.show(match.table_view())

    def _handed_off(self, seat: int | None) -> None:
        if seat is None:
            self.action_menu()
            return
        self.match.confirm_handoff(seat)
        self.show(self.match.table_view())

    def _finish(self) -> None:
        if self.app.screen is self:  # not if the player has already left for the menu
            self.app.switch_screen(self.results_screen(self.match.view(None)))

    def my_seat(self) -> int | None:
        """The seat whose turn it is, if the table shows that seat's view."""
        seat = self.view.viewer if self.view is not None else None
        return seat if seat is not None and seat in self.match.acting_seats() else None

    def _report_save_problem(self) -> None:
        problem = self.match.save_problem
        if problem and problem != self._reported_save_problem:
            self.notify(problem, title="Autosave failed", severity="error", markup=False)
        self._reported_save_problem = problem

    def _draw(self, widget: Static, text: Text) -> None:
        """Update ``widget`` only when its text changed: most keys change one panel."""
        key = widget.id or ""
        if self._drawn.get(key) != text:
            self._drawn[key] = text
            widget.update(text)

    # -- keys every table has --------------------------------------------------------------------

    def action_log_page(self, direction: int) -> None:
        if direction < 0:
            self.game_log.scroll_page_up()
        else:
            self.game_log.scroll_page_down()

    def action_rules(self) -> None:
        self.app.show_rules(self.match.game_id)

    def action_menu(self) -> None:
        if self.match.save_problem:
            self.notify(
                f"This game is NOT saved: {self.match.save_problem}",
                severity="error",
                markup=False,
            )
        elif self.match.save_path is not None:
            self.notify("Game saved. Pick Continue in the menu to carry on.")
        self.app.back_to_menu()
