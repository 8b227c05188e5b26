"""Continue (pick a save from the save folder) and Load (type the path of a save file)."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, Input, OptionList, Static
from textual.widgets.option_list import Option

from tablebox import registry
from tablebox.saves import SaveSummary, list_saves, saves_dir
from tablebox.screens.messages import BackToMenu, OpenMatch


def _game_title(game_id: str) -> str:
    try:
        return registry.get(game_id).title
    except registry.UnknownGame:
        return game_id


def _save_option(summary: SaveSummary) -> Option:
    """Two lines per save: what and who, then where the game stands and when it was saved."""
    if summary.problem is not None:
        prompt = Text.assemble(
            (summary.path.name, "bold"), " cannot be opened\n  ", (summary.problem, "italic")
        )
        return Option(prompt, id=str(summary.path), disabled=True)
    when = _when(summary)
    prompt = Text.assemble(
        (_game_title(summary.game), "bold"),
        "  ",
        " vs ".join(summary.players),
        "\n  ",
        summary.status or "in progress",
        " · saved ",
        when,
    )
    return Option(prompt, id=str(summary.path))


def _when(summary: SaveSummary) -> str:
    """When the save was written, in local time ("?" for a time that cannot be shown)."""
    if summary.updated is None:
        return "?"
    try:
        return summary.updated.astimezone().strftime("%Y-%m-%d %H:%M")
    except (ValueError, OverflowError, OSError):  # a year 1 or 9999 edited into the file
        return "?"


class ContinueScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "menu", "Menu")]

    def __init__(self, folder: Path | None = None) -> None:
        super().__init__()
        self.folder = folder
        """The save folder to list; None: the default save folder."""

    def action_menu(self) -> None:
        self.app.post_message(BackToMenu())

    def compose(self) -> ComposeResult:
        with Vertical(id="saves-box"):
            yield Static("Continue a saved game", classes="screen-title")
            yield Static(
                "↑↓ choose · Enter opens · newest first; greyed-out saves cannot be opened",
                classes="hint",
            )
            yield OptionList(id="saves")
            yield Static("", id="saves-problem", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        folder = self.folder or saves_dir()
        summaries = list_saves(folder)  # a damaged file is one greyed-out entry, never an error
        options = self.query_one("#saves", OptionList)
        options.add_options([_save_option(summary) for summary in summaries])
        options.action_first()  # the newest save that can be opened
        if not summaries:
            self.query_one("#saves-problem", Static).update(
                f"No saved games yet in {folder}. Start one with New game."
            )
        elif all(summary.problem for summary in summaries):
            self.query_one("#saves-problem", Static).update(
                "None of these saves can be opened; see why under each."
            )
        options.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is None:
            return
        report = self.query_one("#saves-problem", Static)
        _open_or_report(self, Path(event.option.id), report, "Cannot open this save")


class LoadScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "menu", "Menu")]

    def action_menu(self) -> None:
        self.app.post_message(BackToMenu())

    def compose(self) -> ComposeResult:
        with Vertical(id="load-box"):
            yield Static("Load a save file", classes="screen-title")
            yield Static("Type or paste the path of a tablebox save, then press Enter.")
            yield Input(placeholder="e.g. ~/claim-alice-bob.json", id="load-path")
            yield Static("", id="load-problem", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#load-path", Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        # Pasted paths often arrive quoted by the file manager or the shell.
        text = event.value.strip().strip("'\"")
        report = self.query_one("#load-problem", Static)
        if not text:
            report.update("Type the path of a save file first.")
            return
        _open_or_report(self, Path(text).expanduser(), report, "Cannot open this file")


def _open_or_report(screen: Screen[None], path: Path, report: Static, title: str) -> None:
    """Open the save's table, or say why not: in place on the screen and as a notification."""
    from tablebox.controller import Match
    from tablebox.saves import SaveError

    try:
        match = Match.load(path)
    except SaveError as error:  # damaged, edited, too large, or open in another window
        problem = str(error)
    except Exception as error:  # a game refusing its own save must not crash the app
        problem = str(SaveError(path, f"{type(error).__name__}: {error}"))
    else:
        screen.app.post_message(OpenMatch(match))
        return
    report.update(problem)
    screen.notify(problem, title=title, severity="error", markup=False)
