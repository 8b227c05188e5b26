"""The Truel table's own words (``truel.ui.*`` in the catalog)."""

from __future__ import annotations

from collections.abc import Callable

from tablebox.engine import Message, Param

Say = Callable[[Message], str]


def ui(key: str, /, **params: Param) -> Message:
    """``ui("truel.ui.status-deck", n=40)``: one of the table's sentences to be said."""
    return Message(key, params)
