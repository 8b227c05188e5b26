"""What one seat may see (GOT-10.2): the whole board, tracks, hands and discards (House cards
are known to all), its own pending orders, bid and House card, and of the others only
whether they have chosen. The public view (``seat`` None) shows no pending choice."""

from __future__ import annotations

from collections import Counter

from pydantic import BaseModel, ConfigDict

from games.thrones import actions, battle, orders, westeros
from games.thrones.board import ORDERED_AREAS
from games.thrones.state import BLADE, MUSTER, PLANNING, ThronesState
from tablebox.engine import Decision, Message, Outcome


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True)


class AreaView(_Frozen):
    area: str
    house: str
    """The house whose units stand there, or whose power token controls it ("" none)."""
    units: list[str]
    routed: list[str]
    order: str
    """The face-up order token there ("" none)."""
    pending_order: str
    """The viewer's own face-down order there, during planning."""
    token: bool
    """A power token establishes control."""
    neutral: int
    """Strength of a neutral force there (0 none)."""


class BattleView(_Frozen):
    attacker: str
    defender: str
    area: str
    source: str
    support: dict[str, str]
    chosen: list[str]
    """Combatants that have chosen their House card."""
    cards: dict[str, str]
    """Revealed cards; before the reveal only the viewer's own."""
    strengths: dict[str, int]
    parts: dict[str, dict[str, int]] = {}
    """After the reveal, each side's strength line by line (issue 18.6): ``units``, ``order``
    (March or Defence bonus), ``support``, ``card`` and ``blade``; they add up to its strength."""
    winner: str
    so_far: dict[str, dict[str, int]] = {}
    """Before the reveal, each side's public strength so far (issue 27.1): ``units``,
    ``order`` and ``support``, no card counted."""
    blade_totals: dict[str, dict[str, int]] = {}
    """At the Valyrian Steel Blade question (issue 27.1): ``no`` and ``yes`` -> each side's
    total without and with the Blade."""


class MusterArea(_Frozen):
    points: int
    """Muster points left there."""
    missing: list[str]
    """Why a unit is not offered there (issue 27.7)."""


class ThronesView(_Frozen):
    viewer: int | None
    players: list[str]
    to_act: list[int]
    decision: Decision | None
    outcome: Outcome | None
    houses: list[str]
    round: int
    phase: str
    step: str
    acting: str
    areas: list[AreaView]
    power: dict[str, int]
    supply: dict[str, int]
    tracks: dict[str, list[str]]
    wildlings: int
    hands: dict[str, list[str]]
    discards: dict[str, list[str]]
    deck_sizes: dict[str, int]
    westeros_cards: list[str]
    restriction: str
    committed: list[str]
    own_bid: int | None
    bid_track: str
    ties: list[list[str]]
    """Equal bids still to be ordered by the Iron Throne holder, best bid first."""
    placed: list[str]
    """The track being settled, so far."""
    blade_used: bool
    battle: BattleView | None
    march_from: str
    """The area whose march is being put together leg by leg ("" none)."""
    march_legs: list[str]
    """Its legs so far, each ``destination:unit,unit``."""
    muster: dict[str, MusterArea] = {}
    """During the viewer's muster (issue 27.7): its areas that may still muster -> ``points``
    left and ``missing``, why a unit is not offered (see ``westeros.muster_overview``)."""
    orders_left: dict[str, int] = {}
    """During planning, the viewer's order tokens not yet placed: token -> copies (issue 18.4)."""
    stars_left: int = 0
    stars: int = 0
    """During planning, the starred orders the viewer may still place, of those its King's
    Court position allows."""


def build(state: ThronesState, seat: int | None, outcome: Outcome | None) -> ThronesView:
    house = state.houses[seat] if seat is not None else ""
    own = state.pending.get(house, {})
    areas = []
    for area in ORDERED_AREAS:
        units = state.units.get(area)
        if not units and area not in state.tokens and area not in state.neutral:
            continue
        areas.append(
            {
                "area": area,
                "house": state.controller(area),
                "units": sorted(units or []),
                "routed": sorted(state.routed.get(area, [])),
                "order": state.orders.get(area, ""),
                "pending_order": own.get(area, ""),
                "token": area in state.tokens,
                "neutral": state.neutral.get(area, 0),
            }
        )
    # One validation of plain data (pydantic's core does the nesting): views are built very
    # often, and thirty area models built one by one cost twice as much.
    return ThronesView.model_validate(
        dict(
            viewer=seat,
            players=list(state.players),
            to_act=actions.current_seats(state),
            decision=_decision(state, seat),
            outcome=outcome,
            houses=list(state.houses),
            round=state.round,
            phase=state.phase,
            step=state.step,
            acting=state.acting,
            areas=areas,
            power=dict(state.power),
            supply=dict(state.supply),
            tracks={name: list(order) for name, order in state.tracks.items()},
            wildlings=state.wildlings,
            hands={h: sorted(cards) for h, cards in state.hands.items()},
            discards={h: sorted(cards) for h, cards in state.discards.items()},
            deck_sizes={deck: len(cards) for deck, cards in state.decks.items()},
            westeros_cards=list(state.revealed_cards),
            restriction=state.restriction,
            committed=sorted(state.committed),
            own_bid=state.bids.get(house),
            bid_track=state.bid_track,
            ties=[list(group) for group in state.tie_groups],
            placed=list(state.placed),
            blade_used=state.blade_used,
            battle=_battle(state, house),
            march_from=state.march_from,
            march_legs=list(state.legs),
            **_orders_left(state, house),
            muster=westeros.muster_overview(state, house)
            if state.step == MUSTER and house == state.acting
            else {},
        )
    )


def _orders_left(state: ThronesState, house: str) -> dict[str, object]:
    """The viewer's own tokens still in hand during planning (its secret: only its view)."""
    if state.step != PLANNING or not house:
        return {}
    used = Counter(state.pending[house].values())
    stars = orders.stars(state, house)
    starred = sum(used[token] for token in orders.STARRED)
    return {
        "orders_left": {t: n - used[t] for t, n in orders.TOKENS.items() if n > used[t]},
        "stars_left": max(0, stars - starred),
        "stars": stars,
    }


def _battle(state: ThronesState, house: str) -> dict[str, object] | None:
    fight = state.battle
    if fight is None:
        return None
    if fight.revealed:
        cards = dict(fight.cards)
    else:
        cards = {h: card for h, card in fight.cards.items() if h == house}
    return {
        "attacker": fight.attacker,
        "defender": fight.defender,
        "area": fight.area,
        "source": fight.source,
        "support": dict(fight.support),
        "chosen": sorted(fight.cards),
        "cards": cards,
        "strengths": dict(fight.strengths),
        "parts": {h: dict(parts) for h, parts in fight.parts.items()},
        "winner": fight.winner,
        "so_far": {}
        if fight.revealed
        else {
            h: battle.before_cards(state, fight, h) for h in (fight.attacker, fight.defender) if h
        },
        "blade_totals": battle.blade_totals(state, fight) if state.step == BLADE else {},
    }


def _decision(state: ThronesState, seat: int | None) -> dict[str, object] | None:
    if seat is None:
        return None
    legal = actions.legal(state, seat)
    if not legal:
        return None
    options: list[dict[str, object]] = [
        {"action": a, "parts": actions.parts(actions.parse_option(a))} for a in legal
    ]
    if state.step == PLANNING:
        options += _barred_orders(state, state.houses[seat])
    prompt = Message(f"thrones.prompt.{state.step}", {"house": state.houses[seat]})
    return {"kind": state.step, "prompt": prompt, "options": options}


def _barred_orders(state: ThronesState, house: str) -> list[dict[str, object]]:
    """Issue 18.4: on each area still waiting for an order, the tokens the house has but may
    not put there, as options with the reason (the round's Westeros card, the stars of its
    King's Court place, a token used up, Consolidate Power at sea): greyed, never legal."""
    placed = state.pending[house]
    barred: list[dict[str, object]] = []
    for area in state.units:
        if state.owner.get(area) != house or area in placed:
            continue
        for token in orders.TOKENS:
            problem = orders.order_refusal(state, house, area, token, placed)
            if problem is None:
                continue
            code, params = problem
            barred.append(
                {
                    "action": f"order {area} {token}",
                    "parts": {"verb": "order", "arg1": area, "arg2": token},
                    "refusal": Message(code, params),
                }
            )
    return barred
