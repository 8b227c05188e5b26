"""The rule reference of a game (``seeds/<game>.md``) as scrollable Markdown."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer, MarkdownViewer, OptionList, Static
from textual.widgets.option_list import Option

from tablebox import registry
from tablebox.resources import rule_reference, rule_reference_path


class RulesScreen(Screen[None]):
    """Opened from the menu or over a table; Escape goes back to wherever it came from."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "close", "Back"),
        Binding("t", "contents", "Contents"),
    ]

    def __init__(self, game_id: str) -> None:
        super().__init__()
        self.game_id = game_id

    def compose(self) -> ComposeResult:
        self.title_text = registry.get(self.game_id).title
        yield Static(f"Rules of {self.title_text}", classes="screen-title", markup=False)
        yield Static("Opening the rules…", id="rules-loading")
        yield Footer()

    def on_mount(self) -> None:
        # Textual's Markdown builds a widget per block, which takes a moment for a long
        # reference: show the screen first, then fill it in.
        self.call_after_refresh(self._fill)

    async def _fill(self) -> None:
        loading = self.query("#rules-loading")
        if not self.is_attached or not loading:  # closed before it was filled in
            return
        # Read on every opening: the reference may be written or updated while the app runs.
        try:
            text = rule_reference(self.game_id)
        except FileNotFoundError:
            body: Widget = Static(
                f"The rule reference of {self.title_text} is not written yet: there is no"
                f" {rule_reference_path(self.game_id).name} in the seeds folder.\n\n"
                "Press Escape to go back.",
                id="rules-missing",
                markup=False,
            )
        else:
            body = MarkdownViewer(text, show_table_of_contents=False, id="rules")
        await loading.remove()
        await self.mount(body, before=self.query_one(Footer))
        body.focus()

    def action_close(self) -> None:
        self.dismiss()

    def action_contents(self) -> None:
        for viewer in self.query(MarkdownViewer):
            viewer.show_table_of_contents = not viewer.show_table_of_contents


class GamePickerScreen(Screen[None]):
    """Which game's rules, when there is more than one game."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "close", "Back")]

    def __init__(self, game_ids: list[str]) -> None:
        super().__init__()
        self.game_ids = game_ids

    def compose(self) -> ComposeResult:
        with Vertical(id="picker-box"):
            yield Static("Rules of which game?", classes="screen-title")
            yield OptionList(
                *(Option(registry.get(gid).title, id=gid) for gid in self.game_ids),
                id="games",
            )
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#games", OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is not None:
            self.app.switch_screen(RulesScreen(event.option.id))

    def action_close(self) -> None:
        self.dismiss()
