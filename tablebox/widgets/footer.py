"""The tables' footer: Textual's, without rebuilding its keys when only their words change.

Textual's :class:`~textual.widgets.Footer` removes and mounts all its keys again whenever the
screen's bindings may have changed (every ``refresh_bindings``): a dozen widgets styled anew, a
layout of the whole screen, often the costliest part of the frame that shows a move. A table
refreshes its bindings when the step changes (Oriflamme's card, then its place) or the take-back
key comes and goes; the keys shown are mostly the same, with other words or enabled otherwise.

This footer composes the keys it would show and compares them with the keys on screen: the keys
that stay are updated in place (redrawn only if their words or state changed; a layout only when
a key's width changes), the keys that went are removed and the new ones mounted where they go;
anything else (a group of keys, a label) is recomposed as Textual does. What it draws is exactly
what Textual's footer draws.

When the keys would not fit the width in Textual's usual spacing (longer words: Czech), the
footer takes Textual's own compact style (a cell less per key), so every key stays whole;
English tables at 80 columns keep the usual spacing.
"""

from __future__ import annotations

import asyncio
from difflib import SequenceMatcher
from typing import TYPE_CHECKING

from rich.cells import cell_len
from textual.compose import compose
from textual.widgets import Footer
from textual.widgets._footer import FooterKey  # not exported; textual is pinned below 9

if TYPE_CHECKING:
    from textual.screen import Screen
    from textual.widget import Widget


class TableFooter(Footer):
    def __init__(self) -> None:
        super().__init__()
        self._spaced_width = 0
        """The cells the shown keys take in the usual (not compact) spacing."""
        self._updating = asyncio.Lock()
        """One update at a time: two interleaved updates would each mount the new keys."""

    def on_mount(self) -> None:
        self.call_after_refresh(self._fit)

    def on_resize(self) -> None:
        self._fit()

    def _fit(self, keys: list[Widget] | None = None) -> None:
        """Compact exactly when the keys (``keys``, else those shown) would not fit in the usual
        spacing."""
        shown = list(self.children) if keys is None else keys
        fitted = [key for key in shown if isinstance(key, FooterKey) and key.display]
        self._spaced_width = sum(_spaced_width(key) for key in fitted)
        width = self.size.width
        if width:
            self.compact = self._spaced_width > width

    def bindings_changed(self, screen: Screen[object]) -> None:
        self._bindings_ready = True
        if not screen.app.app_focus:
            return
        if self.is_attached and screen is self.screen:
            self.call_after_refresh(self._update_keys)

    async def _update_keys(self) -> None:
        async with self._updating:
            await self._update_keys_now()

    async def _update_keys_now(self) -> None:
        if not self.is_attached or self._pruning:
            return
        shown = list(self.children)
        wanted = compose(self)
        if not (_plain_keys(shown) and _plain_keys(wanted)):
            await self.recompose()
            self._fit()
            return
        old = [_identity(key) for key in shown]
        new = [_identity(key) for key in wanted]
        async with self.batch():
            kept: dict[tuple[str, ...], FooterKey] = {}
            changes = SequenceMatcher(None, old, new, autojunk=False).get_opcodes()
            for tag, i1, i2, j1, j2 in changes:
                if tag == "equal":
                    for key, update in zip(shown[i1:i2], wanted[j1:j2], strict=True):
                        assert isinstance(key, FooterKey) and isinstance(update, FooterKey)
                        _update_key(key, update)
                        kept[_identity(key)] = key
                elif i2 > i1:
                    await self.remove_children(shown[i1:i2])
            # The new keys, each mounted after the key before it (or first).
            previous: FooterKey | None = None
            for key, identity in zip(wanted, new, strict=True):
                assert isinstance(key, FooterKey)
                if identity in kept:
                    previous = kept[identity]
                    continue
                if previous is not None:
                    await self.mount(key, after=previous)
                elif self.children:
                    await self.mount(key, before=0)
                else:
                    await self.mount(key)
                previous = key
        self._fit(wanted)


def _spaced_width(key: FooterKey) -> int:
    """A key's cells in Textual's usual spacing: `` key `` then ``words `` (FooterKey's CSS)."""
    words = cell_len(key.description) + 1 if key.description else 0
    return cell_len(key.key_display) + 2 + words


def _plain_keys(widgets: list[Widget]) -> bool:
    """Whether ``widgets`` are plain keys (no group, label or other widget), each shown once."""
    identities = [_identity(key) for key in widgets if type(key) is FooterKey]
    return len(identities) == len(widgets) and len(set(identities)) == len(identities)


def _identity(key: Widget) -> tuple[str, ...]:
    """What makes a footer key the same key: its key, its action and its classes (but for
    ``-disabled``, a state)."""
    assert isinstance(key, FooterKey)
    return (key.key, key.action, *sorted(set(key.classes) - {"-disabled"}))


def _update_key(key: FooterKey, new: FooterKey) -> None:
    """Make the mounted ``key`` show what ``new`` would, redrawing it only if that differs."""
    before = (key.key, key.key_display, key.description, key.action, key._disabled, key.tooltip)
    after = (new.key, new.key_display, new.description, new.action, new._disabled, new.tooltip)
    if before == after:
        return
    width = (cell_len(key.key_display), cell_len(key.description))
    key.key, key.key_display, key.description, key.action = after[:4]
    key._disabled = new._disabled
    key.tooltip = new.tooltip
    key.set_class(new._disabled, "-disabled")
    key.refresh(layout=width != (cell_len(new.key_display), cell_len(new.description)))
