"""Order tokens and the planning phase (GOT-3): secret orders area by area, revealed together
when the last house commits, then the Messenger Raven (GOT-3.5)."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from games.thrones.board import AREAS, SEAS, STARS
from games.thrones.state import PLANNING, RAVEN, ThronesState
from tablebox.engine import Message, Param

Refusal = tuple[str, dict[str, Param]]
"""A catalog code and its parameters: why an action is not allowed."""

TOKENS: dict[str, int] = {
    "march-1": 1,
    "march": 1,
    "march*": 1,
    "defense": 2,
    "defense*": 1,
    "support": 2,
    "support*": 1,
    "raid": 2,
    "raid*": 1,
    "consolidate": 2,
    "consolidate*": 1,
}
"""Each house's fifteen tokens: the notation of a kind -> copies (GOT-3.1)."""

KIND = {token: token.rstrip("*").removesuffix("-1") for token in TOKENS}
STARRED = frozenset(token for token in TOKENS if token.endswith("*"))
BONUS = {"march-1": -1, "march": 0, "march*": 1, "defense": 1, "defense*": 2, "support*": 1}
"""Combat modifiers: March and Defence on their own area, Support added by the supporters.
The starred Raid and Consolidate Power act as the plain ones (PROPOSED, GOT-3.2)."""

FORBIDDEN_BY = {
    "sea_of_storms": "raid",
    "storm_of_swords": "defense",
    "a_feast_for_crows": "consolidate",
}
"""Deck-III cards that forbid a kind of order for the round (GOT-8.6)."""


def stars(state: ThronesState, house: str) -> int:
    """Starred orders allowed by the King's Court position (GOT-3.3; 3-4 players: the first
    positions of the same track, PROPOSED)."""
    return STARS[state.tracks["kings_court"].index(house)]


def order_refusal(
    state: ThronesState, house: str, area: str, token: str, placed: dict[str, str]
) -> Refusal | None:
    """Why ``house`` may not put ``token`` on ``area`` given its orders ``placed`` (the area's
    own order left out); None if it may."""
    if state.owner.get(area) != house:
        return "thrones.no-units-there", {"area": area}
    if token not in TOKENS:
        return "thrones.unknown-token", {"token": token}
    if KIND[token] == FORBIDDEN_BY.get(state.restriction):
        return "thrones.order-forbidden", {"token": token, "card": state.restriction}
    if KIND[token] == "consolidate" and area in SEAS:
        return "thrones.consolidate-at-sea", {"area": area}
    used = Counter(tok for spot, tok in placed.items() if spot != area)
    if used[token] >= TOKENS[token]:
        return "thrones.token-used", {"token": token}
    if token in STARRED and sum(used[t] for t in STARRED) >= stars(state, house):
        return "thrones.too-many-stars", {"stars": stars(state, house)}
    return None


def free_tokens(state: ThronesState, house: str, area: str, placed: dict[str, str]) -> list[str]:
    """The tokens ``house`` may put on ``area`` given its orders ``placed`` (the area's own
    order left out), in notation order: :func:`order_refusal` for every token at once."""
    if state.owner.get(area) != house:
        return []
    used = Counter(tok for spot, tok in placed.items() if spot != area)
    stars_left = stars(state, house) - sum(used[t] for t in STARRED)
    forbidden = FORBIDDEN_BY.get(state.restriction)
    at_sea = area in SEAS
    return [
        token
        for token, copies in TOKENS.items()
        if used[token] < copies
        and KIND[token] != forbidden
        and not (at_sea and KIND[token] == "consolidate")
        and (stars_left > 0 or token not in STARRED)
    ]


def legal_orders(state: ThronesState, house: str) -> list[str]:
    """Every free token on every area of the house still without an order (units order, then
    notation order), clearing each placed order, and ``done``. Asked for at every planning
    action, so the texts come from caches rather than being written anew."""
    placed = state.pending[house]
    free = _free(stars(state, house), state.restriction, tuple(sorted(placed.values())))
    legal: list[str] = []
    owner = state.owner
    for area in state.units:
        if owner[area] == house and area not in placed:
            legal.extend(_area_orders(area, free))
    legal.extend([CLEAR[area] for area in placed])
    legal.append("done")
    return legal


CLEAR = {area: f"clear {area}" for area in AREAS}


@lru_cache(maxsize=65536)
def _free(allowed: int, restriction: str, used_tokens: tuple[str, ...]) -> tuple[str, ...]:
    """The tokens a house may still place, given the stars it is ``allowed``, the round's
    ``restriction`` and the tokens it has placed (sorted)."""
    used = Counter(used_tokens)
    stars_left = allowed - sum(used[t] for t in STARRED)
    forbidden = FORBIDDEN_BY.get(restriction)
    return tuple(
        token
        for token, copies in TOKENS.items()
        if used[token] < copies
        and KIND[token] != forbidden
        and (stars_left > 0 or token not in STARRED)
    )


@lru_cache(maxsize=65536)
def _area_orders(area: str, free: tuple[str, ...]) -> tuple[str, ...]:
    """The ``order`` options of ``area`` with the tokens ``free`` (none to consolidate at
    sea)."""
    if area in SEAS:
        free = tuple(token for token in free if KIND[token] != "consolidate")
    return tuple(f"order {area} {token}" for token in free)


def place(state: ThronesState, house: str, area: str, token: str) -> None:
    state.pending[house][area] = token


def clear(state: ThronesState, house: str, area: str) -> None:
    del state.pending[house][area]


def commit(state: ThronesState, house: str) -> None:
    """``done``: the house's orders are final; the last one reveals them all (GOT-3.4)."""
    state.committed.append(house)
    state.log("orders-ready", house=house)
    if len(state.committed) < len(state.houses):
        return
    for placed in state.pending.values():
        state.orders.update(placed)
    shown = [
        Message("thrones.order-at", {"area": a, "token": t})
        for a, t in sorted(state.orders.items())
    ]
    state.log("orders-revealed", orders=shown)
    state.pending = {house: {} for house in state.houses}
    state.committed = []
    state.reveal_count += 1
    raven = state.holder("kings_court")
    state.acting = raven
    state.step = RAVEN


def legal_raven(state: ThronesState, house: str) -> list[str]:
    """GOT-3.5: the Messenger Raven may swap one of its orders for an unused starred one, if
    the house has not used all the stars its position gives."""
    mine = {area: tok for area, tok in state.orders.items() if state.owner.get(area) == house}
    legal = []
    if sum(1 for tok in mine.values() if tok in STARRED) < stars(state, house):
        for area, current in mine.items():
            for token in sorted(STARRED):
                if token != current and order_refusal(state, house, area, token, mine) is None:
                    legal.append(f"raven {area} {token}")
    legal.append("raven pass")
    return legal


def raven(state: ThronesState, house: str, area: str | None, token: str | None) -> None:
    if area is not None and token is not None:
        old = state.orders[area]
        state.orders[area] = token
        state.log("raven-swap", house=house, area=area, old=old, token=token)
    else:
        state.log("raven-pass", house=house)
    state.step = ""  # the flow moves on to the raids


def start_planning(state: ThronesState) -> None:
    state.phase = PLANNING
    state.step = PLANNING
    state.committed = []
    state.log("planning", round=state.round)
