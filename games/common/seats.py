"""Seat arithmetic: seats are numbered 0..n-1 clockwise."""

from __future__ import annotations

from games.common.tricks import rotation


def clockwise_from(first: int, count: int) -> list[int]:
    """All seats in play order, starting with ``first``."""
    return rotation(first, count)
