"""The app's language for screens and widgets: catalogs in it, and key descriptions in it.

The language is the app's (``TableboxApp.language``, changed at run time from the command
palette or the menu's settings); a screen or widget finds it through its ``app``, so nothing
decides a language at import time.

Key descriptions: a ``Binding``'s description is set when its class is made, before any
language is known, and Textual's footer and keys panel read it as it is. So a description is
written as a catalog key (:func:`key_words`), and ``WordedScreen`` (tablebox/screens/worded.py)
puts the keys of its active bindings into words as the footer asks for them. Textual's own
footer then works unchanged (its keys, groups, tooltips and the keys panel all see words), and
a change of language is one ``refresh_bindings``. A description that is no key (Textual's own
widgets') is shown as it is.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from tablebox.catalog import DEFAULT_LANGUAGE, Catalog

if TYPE_CHECKING:
    from textual.dom import DOMNode

    from tablebox.engine import Message, Param

_KEY_MESSAGES: dict[str, tuple[str, dict[str, Any]]] = {}
"""A binding description written by :func:`key_words` -> the key and parameters it stands for."""


def key_words(key: str, **params: Param) -> str:
    """A binding's description that ``WordedScreen`` shows as the words of ``key``."""
    token = key if not params else key + repr(sorted(params.items()))
    _KEY_MESSAGES[token] = (key, params)
    return token


def language_of(node: DOMNode | None) -> str:
    """The language of the app ``node`` belongs to (English outside tablebox's app)."""
    if node is None:
        return DEFAULT_LANGUAGE
    try:
        app = node.app
    except RuntimeError:  # Textual's NoActiveAppError: made outside an app (a test's)
        return DEFAULT_LANGUAGE
    language = getattr(app, "language", DEFAULT_LANGUAGE)
    return language if isinstance(language, str) else DEFAULT_LANGUAGE


@cache
def catalog_for(language: str) -> Catalog:
    """The catalog of ``language`` without players' names (menus, forms, notices)."""
    return Catalog(language)


def words_of(node: DOMNode | None) -> Catalog:
    """The catalog in the language of ``node``'s app."""
    return catalog_for(language_of(node))


def described(description: str, catalog: Catalog) -> str:
    """A binding's ``description`` in ``catalog``'s language (as it is, if it is no key)."""
    found = _KEY_MESSAGES.get(description)
    if found is None:
        return description
    key, params = found
    if not params:
        return catalog.text(key)
    from tablebox.engine import Message

    message: Message = Message(key, params)
    return catalog.text(message)


def key_shown(display: str | None, catalog: Catalog) -> str | None:
    """A binding's key as the footer shows it, each of its ``/``-separated names in
    ``catalog``'s language where the catalog names that key (``ui.key-name.<name>``: Czech
    "Enter/mezerník"); ``None`` (Textual's own name for the key) stays ``None``."""
    if display is None:
        return None
    return "/".join(
        catalog.text(KEY_NAMES[part]) if part in KEY_NAMES else part for part in display.split("/")
    )


KEY_NAMES = {"Space": "ui.key-name-space"}
"""Keys a language names in its own words in the footers (the others are the same in every
language: Enter, Esc, Tab, Home/End)."""


def game_title(game_id: str, words: Catalog) -> str:
    """The game's title in ``words``' language (as on that language's box); a game the catalog
    does not name keeps its rules' own title."""
    title = words.template(f"ui.title.{game_id}")
    if title is not None:
        return title
    from tablebox import registry

    return registry.get(game_id).title
