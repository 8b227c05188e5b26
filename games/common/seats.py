"""Seat arithmetic: seats are numbered 0..n-1 clockwise."""

from __future__ import annotations


def clockwise_from(first: int, count: int) -> list[int]:
    """All seats in play order, starting with ``first``."""
    return [(first + step) % count for step in range(count)]
