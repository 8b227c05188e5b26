"""Planning (GOT-3): which order token goes on each of the house's areas, and the Messenger
Raven's swap (GOT-3.5).

Each area gets a score per kind of order (march, defence, support, consolidate, raid); the
areas are served best score first, each with the best token of its kind still free. Every call
works the whole plan out again from the orders already placed and returns the next one, so
the plan needs no memory between calls (a plan kept for the same state and round is only a
shortcut: it is the one that working out again would give)."""

from __future__ import annotations

import weakref
from collections import Counter

from games.thrones.board import AREA, LANDS, SEAS
from games.thrones.movement import reachable
from games.thrones.orders import FORBIDDEN_BY, KIND, STARRED, TOKENS, stars
from games.thrones.state import ThronesState
from tablebox.bots.thrones_board import AREA_VALUE, TOUCHING, might, threat

VARIANTS: dict[str, tuple[str, ...]] = {
    "march": ("march*", "march", "march-1"),
    "defense": ("defense", "defense*"),
    "support": ("support", "support*"),
    "raid": ("raid", "raid*"),
    "consolidate": ("consolidate", "consolidate*"),
}
"""Tokens of a kind, best use first: the stars go to marches (+1 attack) before anything
else; the starred Raid and Consolidate act as plain ones here (GOT-3.2), so never waste a
star on them."""


def march_target(state: ThronesState, house: str, area: str) -> tuple[float, str]:
    """The best area the units of ``area`` could take with a march (GOT-5): its worth and
    name ("" for none)."""
    strength = might(state, area)
    best, where = 0.0, ""
    owner, neutral = state.owner, state.neutral
    for spot in reachable(state, house, area):
        holder = owner.get(spot)
        if holder == house:
            continue
        value = AREA_VALUE[spot]
        if spot in neutral:
            if strength + 1 < neutral[spot]:  # GOT-5.5: a neutral force must be matched
                continue
        elif holder is not None:
            defence = might(state, spot) + (1 if AREA[spot].fort else 0)
            if strength < defence + 1:
                continue
            value += 1.0
        elif (state.owner.get(spot) or state.tokens.get(spot)) == house:
            continue
        elif spot in state.tokens:
            value += 0.5  # another house's power token: taking it costs them the area
        if value > best:
            best, where = value, spot
    return best, where


def kind_scores(state: ThronesState, house: str, mine: list[str]) -> dict[str, dict[str, float]]:
    """Area -> kind of order -> how much it is worth there."""
    targets: dict[str, tuple[float, str]] = {a: march_target(state, house, a) for a in mine}
    danger = {a: threat(state, house, a) for a in mine}
    owner = state.owner
    attacked = {  # battles worth backing: enemy units or neutral forces (GOT-6.2, GOT-5.5)
        where for _, where in targets.values() if where in owner or where in state.neutral
    }
    scores: dict[str, dict[str, float]] = {}
    for area in mine:
        fort = AREA[area].fort
        strength = might(state, area)
        worth, _ = targets[area]
        kinds: dict[str, float] = {"march": 1.5 + worth if worth else 0.0}
        risk = danger[area]
        kinds["defense"] = (1.0 + 2.0 * fort) * min(1.0, risk / max(1, strength)) if risk else 0.0
        helped = 0.0
        for spot in TOUCHING[area]:
            if area in LANDS and spot in SEAS:
                continue  # GOT-6.2: land units support only battles on land
            if spot in attacked and spot != targets[area][1]:
                helped += 2.0
            elif owner.get(spot) == house and danger.get(spot, 0) > 0:
                helped += 1.0 + AREA[spot].fort
        kinds["support"] = min(helped, 4.0) * (0.5 + 0.25 * strength)
        if area in LANDS:
            kinds["consolidate"] = 1.0 + 1.5 * AREA[area].crowns - (1.0 if risk else 0.0)
        enemy_near = any(
            (other := owner.get(spot)) is not None
            and other != house
            and not (area in LANDS and spot in SEAS)
            for spot in TOUCHING[area]
        )
        kinds["raid"] = 0.9 if enemy_near else 0.1
        scores[area] = kinds
    return scores


def plan_orders(state: ThronesState, house: str) -> list[tuple[str, str]]:
    """(area, token) for each area still without an order, most important first."""
    placed = state.pending[house]
    mine = [area for area, holder in state.owner.items() if holder == house]
    used = Counter(placed.values())
    stars_left = stars(state, house) - sum(used[t] for t in STARRED)
    forbidden = FORBIDDEN_BY.get(state.restriction)
    scores = kind_scores(state, house, mine)
    open_areas = [area for area in mine if area not in placed]
    open_areas.sort(key=lambda a: -max(scores[a].values()))
    plan: list[tuple[str, str]] = []
    for area in open_areas:
        ranked = sorted(scores[area].items(), key=lambda item: -item[1])
        for kind, _ in ranked:
            if kind == forbidden or (kind == "consolidate" and area in SEAS):
                continue
            token = _free(kind, used, stars_left)
            if token:
                used[token] += 1
                if token in STARRED:
                    stars_left -= 1
                plan.append((area, token))
                break
    return plan


def _free(kind: str, used: Counter[str], stars_left: int) -> str:
    for token in VARIANTS[kind]:
        if used[token] < TOKENS[token] and (stars_left > 0 or token not in STARRED):
            return token
    return ""


_PLANS: dict[str, tuple[weakref.ref[ThronesState], int, list[tuple[str, str]], dict[str, str]]] = {}
"""House -> the state its last plan was made on, that state's round, the plan and the orders
placed then. Nothing the plan reads changes while orders are placed (GOT-3), and
the plan made after placing its own first orders is the rest of it, so a run of placements
by the plan costs one planning (the search's playouts place every order so)."""


def _current_plan(state: ThronesState, house: str) -> list[tuple[str, str]]:
    placed = state.pending[house]
    kept = _PLANS.get(house)
    if kept is not None:
        ref, round_, plan, before = kept
        done = len(placed) - len(before)
        if (
            ref() is state
            and round_ == state.round
            and 0 <= done <= len(plan)
            and all(placed.get(area) == token for area, token in plan[:done])
            and all(placed.get(area) == token for area, token in before.items())
        ):
            return plan[done:]
    plan = plan_orders(state, house)
    _PLANS[house] = (weakref.ref(state), state.round, plan, dict(placed))
    return plan


def choose_order(state: ThronesState, house: str, legal: set[str]) -> str:
    """GOT-3: the next order of the plan, or ``done`` once every area has one."""
    for area, token in _current_plan(state, house):
        action = f"order {area} {token}"
        if action in legal:
            return action
    return "done"


def choose_raven(state: ThronesState, house: str, legal: set[str]) -> str:
    """GOT-3.5: swap a plain March for the starred one (+1 attack), else a threatened
    stronghold's plain Defence for the starred one; otherwise keep the orders."""
    for area, token in state.orders.items():
        if state.owner.get(area) != house:
            continue
        kind = KIND[token]
        if kind == "march" and token != "march*" and f"raven {area} march*" in legal:
            return f"raven {area} march*"
    for area, token in state.orders.items():
        if state.owner.get(area) != house or token != "defense":
            continue
        if threat(state, house, area) > 0 and f"raven {area} defense*" in legal:
            return f"raven {area} defense*"
    return "raven pass"
