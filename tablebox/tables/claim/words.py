"""The table's own words (``claim.ui.*`` in the catalog), some with parts the table draws.

A sentence such as "Keep the prize: ◆ Dwarf 9" comes from the catalog whole, so a translation
may put the card anywhere in it; the card itself is drawn here, coloured, in its place.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.style import StyleType
from rich.text import Text

from tablebox.engine import Message, Param

Say = Callable[[Message], str]

_MARK = "\x00"
"""Brackets a drawn part's name in the rendered sentence; never in a template or a name."""


def ui(key: str, **params: Param) -> Message:
    """``ui("claim.ui.draw-pile", count=5)``: one of the table's sentences to be said."""
    return Message(key, params)


def styled(say: Say, message: Message, style: StyleType = "", **parts: Text) -> Text:
    """``message`` in words, each parameter named in ``parts`` replaced by that drawn text.

    The catalog renders the sentence with a mark in place of each drawn part; the sentence is
    then cut at the marks and the parts put back, keeping their colours."""
    marks = {name: f"{_MARK}{name}{_MARK}" for name in parts}
    sentence = say(Message(message.key, {**message.params, **marks}))
    text = Text(style=style)
    for index, piece in enumerate(sentence.split(_MARK)):
        if index % 2:
            text.append_text(parts[piece])
        else:
            text.append(piece)
    return text
