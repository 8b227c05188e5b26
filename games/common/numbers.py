"""Whole numbers written in an action's text: ASCII digits only, and not too many of them.

``str.isdigit`` also accepts "²", "①" or "٣", which ``int`` then refuses with a ValueError (or,
for "٣", reads as 3); and ``int`` on thousands of digits is slow or refused. A parser asks
:func:`ascii_number` and refuses the action itself when it answers None.
"""

from __future__ import annotations

MAX_DIGITS = 9
"""More digits than any count, bid or position of a game here needs."""


def ascii_number(word: str, max_digits: int = MAX_DIGITS) -> int | None:
    """The whole number ``word`` writes with the digits 0-9 only (no sign, space, "_" or other
    script), or None."""
    if 0 < len(word) <= max_digits and word.isascii() and word.isdigit():
        return int(word)
    return None
