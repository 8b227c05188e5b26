"""The rule reference of a game (``seeds/<game>.md``) as scrollable Markdown.

The reference opens at its top, "How to play"; the numbered rules follow. Its contents (a tree of
the headings) sit in a column on the left of a wide screen. On a narrow one (80 columns) they
are hidden behind ``t`` and, when shown, lie over the text rather than squeezing it: the text
keeps the whole width. ``t`` shows the contents and puts the focus in them (arrow keys and Enter
pick a heading, which closes them on a narrow screen; Tab goes to the text), or hides them.
"""

from __future__ import annotations

import re
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widget import Widget
from textual.widgets import Footer, Markdown, MarkdownViewer, OptionList, Static, Tree
from textual.widgets.markdown import MarkdownBlock
from textual.widgets.option_list import Option

from tablebox.engine import Message, Param
from tablebox.resources import rule_reference, rule_reference_path
from tablebox.screens.worded import WordedScreen, key_words
from tablebox.widgets.language import game_title

SECTION_TRIES = 40
"""How many times (a moment apart) the rules look for a section while the text is built."""
WIDE = 110
"""From this many columns on, the contents are a column beside the text, shown when the rules
open; below, they are hidden until ``t`` and then lie over the text."""


class RulesViewer(MarkdownViewer):
    """The reference, whose contents close once a heading is picked on a narrow screen."""

    def _on_markdown_table_of_contents_selected(
        self, message: Markdown.TableOfContentsSelected
    ) -> None:
        # MarkdownViewer's own handler (called after this one) scrolls to the heading.
        if self.screen.has_class("-narrow"):
            self.show_table_of_contents = False
            self.document.focus()


class RulesScreen(WordedScreen[None]):
    """Opened from the menu or over a table; Escape goes back to wherever it came from."""

    DEFAULT_CSS = """
    RulesScreen RulesViewer {
        layers: default contents;
    }
    RulesScreen RulesViewer > MarkdownTableOfContents {
        width: 34;
    }
    RulesScreen.-narrow RulesViewer > MarkdownTableOfContents {
        layer: contents;
        width: 100%;
    }
    RulesScreen RulesViewer > MarkdownTableOfContents > Tree {
        width: 1fr;
        padding: 0 1;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "close", key_words("ui.key-back")),
        Binding("t", "contents", key_words("ui.key-contents")),
    ]

    def __init__(self, game_id: str, section: str | None = None) -> None:
        super().__init__()
        self.game_id = game_id
        self.section = section
        """The rule to open at (``CLM-3.2``, a lesson's; None: the top)."""

    def compose(self) -> ComposeResult:
        words = self.words
        self.title_text = game_title(self.game_id, words)
        heading = words.text(Message("common.ui.rules-of", {"game": self.title_text}))
        yield Static(heading, classes="screen-title", markup=False)
        yield Static(words.text("common.ui.rules-opening"), id="rules-loading")
        yield Footer()

    def on_mount(self) -> None:
        # Textual's Markdown builds a widget per block, which takes a moment for a long
        # reference: show the screen first, then fill it in.
        self.call_after_refresh(self._fill)

    async def relabel(self) -> None:
        """The reference in the new language, from its top."""
        await super().relabel()
        self.call_after_refresh(self._fill)

    async def _fill(self) -> None:
        loading = self.query("#rules-loading")
        if not self.is_attached or not loading:  # closed before it was filled in
            return
        # Read on every opening: the reference may be written or updated while the app runs.
        # In the app's language (the English one where that language has none).
        language = self.words.language
        try:
            text = rule_reference(self.game_id, language)
        except FileNotFoundError:
            missing: dict[str, Param] = {
                "game": self.title_text,
                "file": rule_reference_path(self.game_id, language).name,
            }
            body: Widget = Static(
                self.words.text(Message("common.ui.rules-missing", missing)),
                id="rules-missing",
                markup=False,
            )
        else:
            wide = self.app.size.width >= WIDE
            self.set_class(not wide, "-narrow")
            body = RulesViewer(text, show_table_of_contents=wide, id="rules")
        await loading.remove()
        await self.mount(body, before=self.query_one(Footer))
        if isinstance(body, MarkdownViewer):
            body.document.focus()  # the text, at its top: How to play
            if self.section is not None:
                self.call_after_refresh(self._go_to_section, body, SECTION_TRIES)
        else:
            body.focus()

    def _go_to_section(self, viewer: MarkdownViewer, tries: int) -> None:
        """Scroll to the rule :attr:`section` (its heading, or the paragraph that starts with
        it in bold). The viewer builds its blocks in the background: until they are there,
        look again a moment later, a few times."""
        if not self.is_attached or self.section is None:
            return
        start = re.compile(rf"^(#+ |(- )?\*\*){re.escape(self.section)}(?![.\d])")
        for block in viewer.document.query(MarkdownBlock):
            source = block.source
            if source is not None and start.match(source.lstrip()):
                viewer.scroll_to_widget(block, top=True, animate=False)
                return
        if tries > 0:
            self.set_timer(0.05, lambda: self._go_to_section(viewer, tries - 1))

    def action_close(self) -> None:
        """Back; but contents lying over the text on a narrow screen are closed first."""
        for viewer in self.query(MarkdownViewer):
            if self.has_class("-narrow") and viewer.show_table_of_contents:
                viewer.show_table_of_contents = False
                viewer.document.focus()
                return
        self.dismiss()

    def action_contents(self) -> None:
        """Show the contents and focus them; or, when they have the focus, hide them."""
        for viewer in self.query(MarkdownViewer):
            tree = viewer.table_of_contents.query_one(Tree)
            if viewer.show_table_of_contents and tree.has_focus:
                viewer.show_table_of_contents = not self.has_class("-narrow")
                viewer.document.focus()
            else:
                viewer.show_table_of_contents = True
                self.call_after_refresh(tree.focus)


class GamePickerScreen(WordedScreen[None]):
    """Which game's rules, when there is more than one game."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "close", key_words("ui.key-back"))]

    def __init__(self, game_ids: list[str]) -> None:
        super().__init__()
        self.game_ids = game_ids

    def compose(self) -> ComposeResult:
        with Vertical(id="picker-box"):
            yield Static(self.words.text("common.ui.rules-which"), classes="screen-title")
            yield OptionList(
                *(Option(game_title(gid, self.words), id=gid) for gid in self.game_ids),
                id="games",
            )
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#games", OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is not None:
            self.app.switch_screen(RulesScreen(event.option.id))

    def action_close(self) -> None:
        """Back; but contents lying over the text on a narrow screen are closed first."""
        for viewer in self.query(MarkdownViewer):
            if self.has_class("-narrow") and viewer.show_table_of_contents:
                viewer.show_table_of_contents = False
                viewer.document.focus()
                return
        self.dismiss()
