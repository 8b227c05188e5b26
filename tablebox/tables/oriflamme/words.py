"""The table's own words: its labels and sentences, looked up in the message catalog under
``oriflamme.ui.<name>`` (``tablebox/catalog/en/oriflamme.py``), so the table can speak another
language with the rules.

Every lookup goes through a ``say`` (the table's
:meth:`~tablebox.screens.match_screen.MatchScreen.say`); code drawn without a table at hand (a
test, a screen without a match) gets :func:`english`. Where a sentence has styled parts,
:func:`styled` fills a template with Rich texts, keeping their styles.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text

from tablebox import catalog
from tablebox.engine import Message, Param

Say = Callable[[Message], str]
"""Words for a message: the table's ``say``."""

_MARK = "\x00"
"""Brackets a styled parameter's name in a rendered template (never in a template itself)."""


def english(message: Message) -> str:
    """The English words, for code drawn without a table (tests, previews)."""
    return catalog.english(message)


def ui(say: Say, key: str, **params: Param) -> str:
    """The words under ``key`` (an ``oriflamme.ui.`` key) with ``params``."""
    return say(Message(key, params))


def styled(say: Say, key: str, **params: Param | Text) -> Text:
    """The template under ``key`` as a Rich text: the plain parameters are put into words by
    the catalog, each :class:`Text` parameter is put in as it is, with its own styles (the
    template must show it without a spec)."""
    texts = {name: value for name, value in params.items() if isinstance(value, Text)}
    plain: dict[str, Param] = {
        name: f"{_MARK}{name}{_MARK}" if isinstance(value, Text) else value
        for name, value in params.items()
    }
    words = say(Message(key, plain))
    result = Text()
    for index, part in enumerate(words.split(_MARK)):
        if index % 2:
            result.append_text(texts[part])
        elif part:
            result.append(part)
    return result
