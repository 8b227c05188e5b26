"""The command line's words: every sentence it prints comes from the catalog (``cli.`` keys),
in the language of this run.

:func:`use` is called once a run knows its language (before the parser is built, so that
``--help`` speaks it too); argument types and commands then call :func:`say`. One language per
process: a command runs once and exits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple, cast

from tablebox.catalog import DEFAULT_LANGUAGE, Catalog

if TYPE_CHECKING:
    from tablebox.engine import Message, Param


class _Said(NamedTuple):
    """A message as the catalog reads it (``key``, ``params``), without the contract's module,
    which loads pydantic: ``tablebox --help`` and the menu start a third of a second sooner."""

    key: str
    params: dict[str, Any]


_catalog = Catalog(DEFAULT_LANGUAGE)


def use(language: str) -> None:
    """Speak ``language`` from now on."""
    global _catalog
    _catalog = Catalog(language)


def language() -> str:
    return _catalog.language


def catalog(names: list[str] | None = None) -> Catalog:
    """The catalog of this run's language, with the players' ``names`` if given."""
    return Catalog(_catalog.language, names or ())


def say(key: str, /, **params: Param) -> str:
    """The sentence for catalog key ``key`` (``cli.…``) with ``params``."""
    return _catalog.text(cast("Message", _Said(key, params)))
