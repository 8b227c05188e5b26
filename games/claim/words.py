"""Builders of the flat messages Claim speaks in (keys and parameters only, never words).

A message whose length varies has one key per count (``claim.dwarves.2`` with ``c0``, ``c1``),
so every parameter is a seat, a card id, a faction id or a number.
"""

from __future__ import annotations

from collections.abc import Sequence

from tablebox.engine import Message, Param


def listed(key: str, prefix: str, items: Sequence[str | int], **params: Param) -> Message:
    """``key.<n>`` with the items as ``<prefix>0``, ``<prefix>1``, … beside ``params``."""
    fields: dict[str, Param] = dict(params)
    for index, item in enumerate(items):
        fields[f"{prefix}{index}"] = item
    return Message(f"{key}.{len(items)}", fields)


def kind(members: Sequence[int]) -> str:
    """``solo`` for a side of one player, ``team`` for partners (four players)."""
    return "team" if len(members) > 1 else "solo"


def side_fields(name: str, members: Sequence[int]) -> dict[str, Param]:
    """A side as flat parameters: ``{name: seat}``, and for a team ``{name + "2": partner}``."""
    if len(members) > 1:
        return {name: members[0], f"{name}2": members[1]}
    return {name: members[0]}
