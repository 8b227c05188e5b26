"""Learn to play (issue 31): which game's lesson, from the main menu."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from tablebox.engine import Message
from tablebox.lessons import lesson_for, lesson_games
from tablebox.screens.messages import StartLesson
from tablebox.screens.worded import WordedScreen, key_words
from tablebox.widgets.language import game_title


class LessonPickScreen(WordedScreen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q", "close", key_words("ui.key-back"))]

    def compose(self) -> ComposeResult:
        words = self.words
        with Vertical(id="picker-box"):
            yield Static(words.text("lesson.ui.pick-title"), classes="screen-title")
            yield OptionList(
                *(
                    Option(
                        words.text(
                            Message(
                                "lesson.ui.pick-entry",
                                {
                                    "game": game_title(game, words),
                                    "minutes": lesson_for(game).minutes,
                                },
                            )
                        ),
                        id=game,
                    )
                    for game in lesson_games()
                ),
                id="lessons",
            )
            yield Static(words.text("lesson.ui.pick-hint"), id="lesson-hint")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#lessons", OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is not None:
            self.dismiss()
            self.app.post_message(StartLesson(event.option.id))

    def action_close(self) -> None:
        self.dismiss()
