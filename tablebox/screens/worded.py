"""The base of tablebox's screens: footer and keys panel in the app's language (see
:mod:`tablebox.widgets.language`), and a way to show the screen again in a new language."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, TypeVar

from textual.binding import ActiveBinding
from textual.screen import Screen

from tablebox.widgets.language import described, key_shown, key_words, words_of

if TYPE_CHECKING:
    from tablebox.catalog import Catalog

__all__ = ["WordedScreen", "key_words"]

ResultType = TypeVar("ResultType")


class WordedScreen(Screen[ResultType]):
    """A screen whose footer and keys panel speak the app's language (see the module)."""

    @property
    def words(self) -> Catalog:
        """The catalog in the app's language (no players' names)."""
        return words_of(self)

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        catalog = self.words
        active = super().active_bindings
        return {
            key: ActiveBinding(
                shown.node,
                replace(
                    shown.binding,
                    description=described(shown.binding.description, catalog),
                    key_display=key_shown(shown.binding.key_display, catalog),
                ),
                shown.enabled,
                shown.tooltip,
            )
            for key, shown in active.items()
        }

    async def relabel(self) -> None:
        """Show this screen in the app's new language. By default it is composed again; a
        screen that holds what the player typed or chose overrides this to keep it."""
        await self.recompose()
        self.refresh_bindings()
