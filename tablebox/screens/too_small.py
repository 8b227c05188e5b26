"""The notice for a terminal smaller than tablebox can draw: it covers everything until the
window is large enough again.

Every screen is drawn for at least :data:`MIN_WIDTH` × :data:`MIN_HEIGHT`; below that, tables
lose players, titles and keys. The app (``TableboxApp.check_size``) pushes this opaque screen on
top of whatever is shown when the terminal becomes too small, and pops it as soon as it is large
enough, so the screen underneath (a table, a hand-off cover, a menu page) comes back exactly as it
was. The notice shows only the sizes, never anything of a game, so it is safe over a hand-off.

While it is up it takes every key and click: q quits tablebox (every game is saved after every
move); nothing else reaches the screen underneath.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.geometry import Size
from textual.widgets import Static

from tablebox.catalog import Catalog
from tablebox.screens.worded import WordedScreen, key_words

MIN_WIDTH = 80
MIN_HEIGHT = 24


def too_small(size: Size) -> bool:
    """Whether a terminal of ``size`` is smaller than every screen needs."""
    return size.width < MIN_WIDTH or size.height < MIN_HEIGHT


def notice_text(size: Size, words: Catalog | None = None) -> Text:
    """The notice's words (in ``words``' language; English by default) for a terminal of
    ``size``."""
    # Imported here, not with the module: the app imports this one at start-up, and the
    # engine's pydantic would slow the menu's first appearance.
    from tablebox.engine import Message, Param

    say = (words or Catalog()).text
    sizes: dict[str, Param] = {
        "width": MIN_WIDTH,
        "height": MIN_HEIGHT,
        "now_width": size.width,
        "now_height": size.height,
    }
    return Text.assemble(
        (say("common.ui.too-small-title") + "\n\n", "bold"),
        say(Message("common.ui.too-small-body", sizes)),
        justify="center",
    )


class TooSmallScreen(WordedScreen[None]):
    """An opaque cover saying how large the terminal must be (see the module's docstring)."""

    DEFAULT_CSS = """
    TooSmallScreen {
        align: center middle;
        background: $background;
    }
    TooSmallScreen #too-small-notice {
        width: 100%;
        height: auto;
        padding: 0 1;
        content-align: center middle;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("q", "app.quit", key_words("ui.key-quit"), priority=True),
        # Nothing else may act from under the notice, the command palette neither.
        Binding("ctrl+p", "nothing", show=False, priority=True),
    ]

    def __init__(self, size: Size) -> None:
        super().__init__()
        self._size_shown = size

    def compose(self) -> ComposeResult:
        yield Static(notice_text(self._size_shown, self.words), id="too-small-notice")

    def show_size(self, size: Size) -> None:
        """Say the terminal's new size (it was resized, and is still too small)."""
        self._size_shown = size
        if self.is_mounted:
            self.query_one("#too-small-notice", Static).update(notice_text(size, self.words))

    def action_nothing(self) -> None:
        pass

    def on_key(self, event: events.Key) -> None:
        # Keys the bindings above do not take stop here.
        event.stop()
        event.prevent_default()
