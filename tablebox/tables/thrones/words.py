"""The Game of Thrones table's own words (``thrones.ui.*`` in the catalog)."""

from __future__ import annotations

from collections.abc import Callable

from tablebox.engine import Message, Param

Say = Callable[[Message], str]


def ui(key: str, /, **params: Param) -> Message:
    """``ui("thrones.ui.unordered", n=2)``: one of the table's sentences to be said."""
    return Message(key, params)
