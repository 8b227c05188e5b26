"""The end of a lesson (issue 31): what it taught, and a key that starts a real game with the
same players."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Footer, Static

from tablebox.engine import Message
from tablebox.screens.messages import BackToMenu, OpenMatch
from tablebox.screens.worded import WordedScreen, key_words

if TYPE_CHECKING:
    from tablebox.lessons.runner import LessonMatch


class LessonEndScreen(WordedScreen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "real_game", key_words("lesson.ui.key-real-game")),
        Binding("enter,escape,q", "menu", key_words("ui.key-menu"), key_display="Enter"),
    ]

    def __init__(self, match: LessonMatch) -> None:
        super().__init__()
        self.match = match

    def compose(self) -> ComposeResult:
        words = self.words
        lesson = self.match.lesson
        title = words.text(lesson.title)
        heading = words.text(Message("lesson.ui.done", {"lesson": title}))
        body = Text()
        if lesson.play_out:  # played to the end: how the game ended first
            body.append(words.text(self.match.status_message()) + "\n\n", style="bold")
        body.append(words.text("lesson.ui.learnt") + "\n")
        for key in lesson.learnt:
            body.append("\n• " + words.text(key))
        body.append("\n\n" + words.text("lesson.ui.next"), style="bold")
        yield Static(Text(heading), classes="screen-title")
        with VerticalScroll(id="results"):
            yield Static(body, id="lesson-learnt")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#results", VerticalScroll).focus()

    def action_menu(self) -> None:
        self.app.post_message(BackToMenu())

    def action_real_game(self) -> None:
        """A real game of the lesson's game with its players (a new seed each time)."""
        import random

        from tablebox.controller import Match
        from tablebox.lessons.runner import real_game_seats
        from tablebox.saves import new_save_path

        lesson = self.match.lesson
        seats = real_game_seats(lesson)
        folder = getattr(self.app, "save_dir", None)
        path = new_save_path(lesson.game, [seat.name for seat in seats], folder)
        try:
            match = Match.start(lesson.game, seats, seed=random.randrange(2**31), save_path=path)
        except Exception as error:  # a save folder that cannot be written: said, not raised
            self.notify(str(error), severity="error", markup=False)
            return
        self.app.post_message(OpenMatch(match))
