"""Play on from here (issue 30.3): from a position of the replay viewer, who plays each seat of
the new game, as on the New game form (the same Human / Computer (level) switch, the same
words); the new game itself is made by :mod:`tablebox.replay.playon`.

The players' names stay: the moves so far are theirs and the log names them. The form says
what is dealt again; a finished game may keep its hidden cards as they were (a tick box), an
unfinished one never (see :mod:`tablebox.replay.playon`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from rich.cells import cell_len
from textual.actions import SkipAction
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Label, Static

from tablebox.controller import Seat
from tablebox.engine import IllegalAction, Message
from tablebox.replay import Replay
from tablebox.replay.playon import can_play_on, play_on
from tablebox.saves import SaveError
from tablebox.screens.messages import OpenMatch
from tablebox.screens.new_game import LABEL_WIDTH, kinds
from tablebox.screens.options_panel import FormButton, FormCheckbox
from tablebox.screens.worded import WordedScreen, key_words
from tablebox.widgets.language import words_of

if TYPE_CHECKING:
    from tablebox.catalog import Catalog

__all__ = ["PlayOnScreen", "open_play_on"]


class PlayOnScreen(WordedScreen[None]):
    """The seats of the new game, above the viewer: Escape goes back to it unchanged."""

    DEFAULT_CSS = """
    PlayOnScreen #play-on-seats-help, PlayOnScreen #play-on-redeal { margin: 1 0 0 0; }
    PlayOnScreen #play-on-problem { color: $error; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        # Enter and Space act at once on the field under the cursor, as on the New game form:
        # a button's own press waits out its animation and would drop a quick second press.
        Binding("enter,space", "choose", show=False, priority=True),
        Binding("down", "app.focus_next", show=False),
        Binding("up", "app.focus_previous", show=False),
        Binding("ctrl+s", "start", key_words("ui.key-start")),
        Binding("escape", "back", key_words("replay.key-back")),
    ]

    def __init__(self, replay: Replay, save_dir: Path | None = None) -> None:
        super().__init__()
        self.replay = replay
        self.position = replay.position
        self.save_dir = save_dir
        """Where the new game is saved; None: the default save folder."""

    def compose(self) -> ComposeResult:
        say = self.words.text
        replay = self.replay
        if replay.position == 0:
            where = Message("replay.bar-start", {"moves": replay.last})
        else:
            where = Message("replay.bar-move", {"move": replay.position, "moves": replay.last})
        labels = list(kinds(self.words))
        width = max(cell_len(label) for label in labels) + 2
        with VerticalScroll(id="setup", can_focus=False):
            title = say(Message("replay.play-on-title", {"where": where}))
            yield Static(title, classes="screen-title", markup=False)
            yield Static(say("replay.play-on-seats"), id="play-on-seats-help")
            for number, seat in enumerate(replay.match.seats):
                switch = FormButton(
                    _label_of(seat, self.words),
                    id=f"kind-{number}",
                    classes="seat-kind",
                    compact=True,
                )
                switch.styles.width = width
                name = Label(seat.name, classes="setup-label", markup=False)
                name.styles.width = max(LABEL_WIDTH, cell_len(seat.name) + 1)
                yield Horizontal(name, switch, classes="setup-row")
            key = "replay.play-on-redeal" if replay.finished else "replay.play-on-redeal-unfinished"
            yield Static(say(key), id="play-on-redeal")
            if replay.finished:
                with Horizontal(classes="setup-row"):
                    yield FormCheckbox(
                        say("replay.play-on-keep"), value=False, id="keep", compact=True
                    )
            yield Static("", id="play-on-problem", markup=False)
            with Horizontal(classes="setup-row"):
                yield FormButton(
                    say("common.ui.start"), id="start", variant="primary", compact=True
                )
            yield Static(say("replay.play-on-hint"), classes="hint")
        yield Footer()

    def on_mount(self) -> None:
        self.set_focus(self.query_one("#kind-0", Button))

    def action_choose(self) -> None:
        focused = self.focused
        if isinstance(focused, Button):
            self._pressed(focused)
        elif isinstance(focused, Checkbox):
            focused.toggle()
        else:
            raise SkipAction()

    def on_button_pressed(self, event: Button.Pressed) -> None:  # by mouse
        event.stop()
        self._pressed(event.button)

    def _pressed(self, button: Button) -> None:
        if button.id == "start":
            self.action_start()
        elif button.has_class("seat-kind"):
            labels = list(kinds(self.words))
            now = str(button.label)
            following = (labels.index(now) + 1) % len(labels) if now in labels else 0
            button.label = labels[following]
            self.query_one("#play-on-problem", Static).update("")

    def seats(self) -> list[Seat]:
        """The new game's seats as the switches say."""
        bots = kinds(self.words)
        seats: list[Seat] = []
        for number, seat in enumerate(self.replay.match.seats):
            bot = bots.get(str(self.query_one(f"#kind-{number}", Button).label))
            seats.append(Seat(seat.name) if bot is None else Seat(seat.name, "computer", bot))
        return seats

    def action_start(self) -> None:
        keep = self.replay.finished and self.query_one("#keep", Checkbox).value
        self.replay.go(self.position)  # where the key was pressed, whatever moved it since
        try:
            match = play_on(
                self.replay,
                self.seats(),
                keep_hidden=keep,
                save_dir=self.save_dir,
                handoff=self.replay.match.handoff,
            )
        except (ValueError, IllegalAction, SaveError, OSError) as error:
            if isinstance(error, IllegalAction):
                reason = self.words.text(error.message)
            elif isinstance(error, SaveError):  # the new file open elsewhere: most unlikely
                reason = error.text(self.words)
            else:
                reason = str(error)
            failed = Message("replay.play-on-failed", {"reason": reason})
            self.query_one("#play-on-problem", Static).update(self.words.text(failed))
            return
        self.app.post_message(OpenMatch(match))

    def action_back(self) -> None:
        self.app.pop_screen()


def _label_of(seat: Seat, words: Catalog) -> str:
    """The switch's label for a seat of the old game: Human, or the computer at its level."""
    labels = kinds(words)
    wanted = None if seat.is_human else seat.bot
    found = next((label for label, bot in labels.items() if bot == wanted), None)
    return found or list(labels)[1]  # a computer of no level (the random one): the default


def open_play_on(screen: Screen[None], replay: Replay) -> None:
    """The viewer's key: the form above ``screen``, or why not (the game is over there)."""
    if not can_play_on(replay):
        words = words_of(screen)
        screen.notify(words.text("replay.play-on-over"), severity="warning", markup=False)
        return
    save_dir = getattr(screen.app, "save_dir", None)
    screen.app.push_screen(PlayOnScreen(replay, save_dir if isinstance(save_dir, Path) else None))
