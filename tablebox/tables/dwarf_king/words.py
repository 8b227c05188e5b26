"""The Dwarf King table's own words (``dwarf-king.ui.*`` in the catalog), some with parts the
table draws.

A sentence such as "take ★ Dragon" comes from the catalog whole, so a translation may put the
card anywhere in it; the card itself is drawn here, coloured, in its place.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text

from tablebox.engine import Message, Param

Say = Callable[[Message | str], str]

_MARK = "\x00"
"""Brackets a drawn part's name in the rendered sentence; never in a template or a name."""


def ui(key: str, /, **params: Param) -> Message:
    """``ui("dwarf-king.ui.deal", deal=3)``: one of the table's sentences to be said."""
    return Message(key, params)


def styled(say: Say, message: Message, /, **parts: Text) -> Text:
    """``message`` in words, each parameter named in ``parts`` replaced by that drawn text."""
    marks = {name: f"{_MARK}{name}{_MARK}" for name in parts}
    pieces = say(Message(message.key, {**message.params, **marks})).split(_MARK)
    return Text.assemble(
        *(parts[piece] if index % 2 else piece for index, piece in enumerate(pieces))
    )
