"""Sentences of the message catalog as Rich text, with some of their parameters styled.

A sentence such as "Pass the keyboard to {player}" shows the name in bold: the words come from
the catalog (so a translation may put the name anywhere), the style stays in the code.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.style import StyleType
from rich.text import Text

from tablebox.catalog import Catalog
from tablebox.engine import Message

_MARK = "\x00"
"""Put around a styled parameter's name while the sentence is made, to find it again."""


def styled(
    catalog: Catalog,
    key: str,
    params: Mapping[str, Any] | None = None,
    /,
    **parts: tuple[str, StyleType],
) -> Text:
    """The sentence of ``key`` with ``params``, each of ``parts`` (name -> (text, style)) shown
    in its style. A styled part fills a field without a spec (``{player}``, not
    ``{seat:player}``): it arrives in words already."""
    marked = {name: f"{_MARK}{name}{_MARK}" for name in parts}
    pieces = catalog.text(Message(key, {**(params or {}), **marked})).split(_MARK)
    text = Text()
    for index, piece in enumerate(pieces):
        if index % 2:
            words, style = parts[piece]
            text.append(words, style)
        else:
            text.append(piece)
    return text
