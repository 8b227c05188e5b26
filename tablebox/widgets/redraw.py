"""Repainting a widget without laying out the whole screen again, when its size stays."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static


def update_in_place(widget: Static, text: Text) -> None:
    """Show ``text`` in ``widget``. A text that keeps the widget's size is repainted without a
    layout of the whole screen (the costliest part of a frame); only one that changes the
    widget's size asks for a layout."""
    widget.update(text, layout=False)
    if not keeps_size(widget):
        widget.refresh(layout=True)


def keeps_size(widget: Static) -> bool:
    """Whether the widget's new content fits the place it has now: its width is set by the
    layout, not by its content (no width given fills the container; ``auto`` would follow the
    content), and its height is either set too or, for ``height: auto``, the new content has as
    many lines as the place (or, both reaching a max-height in cells, fills it as well)."""
    width, height = widget.styles.width, widget.styles.height
    size = widget.content_size
    if (width is not None and width.is_auto) or height is None or not size.width:
        return False
    if not height.is_auto:
        return True
    wanted = widget.get_content_height(size, size, size.width)
    most = widget.styles.max_height
    if most is not None and most.is_cells:
        # Cut at its max-height (issue 27, the Thrones side panel): a longer text keeps it there.
        wanted = min(wanted, int(most.value) - widget.styles.gutter.height)
    return wanted == size.height
