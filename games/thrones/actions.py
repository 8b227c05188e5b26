"""Notation (GOT-10): every decision is one action written as text, e.g. ``order winterfell
march*``, ``march winterfell -> karhold:footman,knight; moat_cailin:footman`` (or leg by
leg: ``leg winterfell -> karhold:footman,knight``, then the ``march``), ``support stark``,
``card eddard-stark``, ``bid 3``, ``muster winterfell knight``, ``retreat the_twins``.

``parse`` turns text into a tuple (verb first); ``canonical`` writes it back; ``legal`` lists
what a seat may do now; ``refusal`` says why an action is not allowed.
"""

from __future__ import annotations

from functools import lru_cache

from games.common.numbers import ascii_number
from games.thrones import aftermath, battle, march, movement, orders, westeros
from games.thrones.board import AREAS, HOUSE_CARDS, HOUSES, UNIT_KINDS
from games.thrones.state import (
    ACCEPT,
    BID,
    BLADE,
    CARDS,
    CASUALTY,
    CONTROL,
    DISBAND,
    MARCH,
    MARCH_LEGS,
    MUSTER,
    OVER,
    PLANNING,
    RAID,
    RAVEN,
    RECLAIM,
    RETREAT,
    SUPPORT,
    TIE,
    WILDLING_BEST,
    WILDLING_WORST,
    WIN_ABILITY,
    ThronesState,
)
from tablebox.engine import IllegalAction

Parsed = tuple[str, ...]

STEP_OF_VERB = {
    "order": PLANNING,
    "clear": PLANNING,
    "done": PLANNING,
    "raven": RAVEN,
    "raid": RAID,
    "march": MARCH,
    "leg": MARCH,
    "control": CONTROL,
    "support": SUPPORT,
    "accept": ACCEPT,
    "card": CARDS,
    "blade": BLADE,
    "casualty": CASUALTY,
    "reclaim": WIN_ABILITY,
    "discard": WIN_ABILITY,
    "upgrade": WIN_ABILITY,
    "remove": WIN_ABILITY,
    "retreat": RETREAT,
    "disband": DISBAND,
    "muster": MUSTER,
    "bid": BID,
    "tie": TIE,
}
YES_NO = ("yes", "no")
ALSO_IN = {
    "reclaim": (RECLAIM,),
    "march": (MARCH_LEGS,),
    "leg": (MARCH_LEGS,),
    "tie": (WILDLING_BEST, WILDLING_WORST),
}
"""Verbs that answer another step too: a wildling reward, a march put together leg by leg,
the Iron Throne's choice among equal wildling bids."""


def current_seats(state: ThronesState) -> list[int]:
    step = state.step
    if step == OVER:
        return []
    if step in (PLANNING, BID):
        committed, seat_of = state.committed, state.seat_of
        seats = [seat_of[h] for h in state.houses if h not in committed]
        seats.sort()
        return seats
    if step == CARDS:
        fight = state.battle
        assert fight is not None
        waiting = [h for h in (fight.attacker, fight.defender) if h not in fight.cards]
        return sorted(state.seat_of[h] for h in waiting)
    return [state.seat_of[state.acting]]


def legal(state: ThronesState, seat: int) -> list[str]:
    if seat not in current_seats(state):
        return []
    house = state.houses[seat]
    step = state.step
    if step == PLANNING:
        return orders.legal_orders(state, house)
    if step == RAVEN:
        return orders.legal_raven(state, house)
    if step == RAID:
        return movement.legal_raids(state, house)
    if step == MARCH:
        return march.legal_marches(state, house)
    if step == MARCH_LEGS:
        return march.legal_legs(state, house)
    if step in (CONTROL, BLADE, ACCEPT):
        return [f"{step} yes", f"{step} no"]
    if step == SUPPORT:
        return battle.legal_support(state, house)
    if step == CARDS:
        return battle.legal_cards(state, house)
    if step == CASUALTY:
        return aftermath.legal_casualties(state, house)
    if step == WIN_ABILITY:
        return aftermath.legal_win(state, house)
    if step == RETREAT:
        return aftermath.legal_retreats(state, house)
    if step == DISBAND:
        return westeros.legal_disbands(state, house)
    if step == MUSTER:
        return westeros.legal_musters(state, house)
    if step == BID:
        return westeros.legal_bids(state, house)
    if step in (TIE, WILDLING_BEST, WILDLING_WORST):
        return westeros.legal_ties(state, house)
    return westeros.legal_reclaims(state, house)  # RECLAIM


def normalise(text: str) -> str:
    return " ".join(str(text).lower().split())


@lru_cache(maxsize=16384)  # a pure function of the text, asked again for every action played
def parse(text: str) -> Parsed:
    """The action ``text`` names, as a tuple; IllegalAction if it names none."""
    words = normalise(text).split(" ")
    verb, rest = words[0], words[1:]
    bad = IllegalAction("thrones.unknown-action", text=normalise(text))
    if verb == "done" and not rest:
        return ("done",)
    if verb == "march" and len(rest) >= 2:
        return _parse_march(rest, bad)
    if verb == "leg" and len(rest) >= 3:
        leg = _parse_march(rest, bad)
        if len(leg) != 3:
            raise bad
        return ("leg", *leg[1:])
    if verb == "raid" and len(rest) == 3 and rest[1] == "->":
        return ("raid", _area(rest[0], bad), _area(rest[2], bad))
    if verb == "raid" and len(rest) == 2 and rest[1] == "skip":
        return ("raid", _area(rest[0], bad), "skip")
    if verb in ("order", "raven") and len(rest) == 2 and rest[1] in orders.TOKENS:
        return (verb, _area(rest[0], bad), rest[1])
    if verb == "raven" and rest == ["pass"]:
        return ("raven", "pass")
    if verb == "clear" and len(rest) == 1:
        return ("clear", _area(rest[0], bad))
    if verb in ("control", "blade", "upgrade", "accept") and len(rest) == 1 and rest[0] in YES_NO:
        return (verb, rest[0])
    if verb == "support" and len(rest) == 1:
        return ("support", rest[0])
    if verb == "card" and len(rest) == 1 and rest[0] in HOUSE_CARDS:
        return ("card", rest[0])
    if (
        verb in ("reclaim", "discard")
        and len(rest) == 1
        and (rest[0] in HOUSE_CARDS or rest[0] == "none")
    ):
        return (verb, rest[0])
    if verb == "casualty" and len(rest) == 1 and rest[0] in UNIT_KINDS:
        return ("casualty", rest[0])
    if verb == "remove" and len(rest) == 1:
        return ("remove", "none" if rest[0] == "none" else _area(rest[0], bad))
    if verb == "retreat" and len(rest) == 1:
        return ("retreat", _area(rest[0], bad))
    if verb == "disband" and len(rest) == 2 and rest[1] in UNIT_KINDS:
        return ("disband", _area(rest[0], bad), rest[1])
    if verb == "muster" and rest == ["done"]:
        return ("muster", "done")
    if verb == "muster" and len(rest) == 2 and rest[1] in ("footman", "knight", "upgrade"):
        return ("muster", _area(rest[0], bad), rest[1])
    if verb == "muster" and len(rest) == 3 and rest[1] == "ship":
        return ("muster", _area(rest[0], bad), "ship", _area(rest[2], bad))
    if verb == "tie" and len(rest) == 1 and rest[0] in HOUSES:
        return ("tie", rest[0])
    if verb == "bid" and len(rest) == 1 and (power := ascii_number(rest[0], 3)) is not None:
        return ("bid", str(power))
    raise bad


def _area(word: str, bad: IllegalAction) -> str:
    if word not in AREAS:
        raise bad
    return word


def _parse_march(rest: list[str], bad: IllegalAction) -> Parsed:
    source = _area(rest[0], bad)
    if rest[1:] == ["stay"]:
        return ("march", source)
    if rest[1] != "->":
        raise bad
    moves = []
    for part in " ".join(rest[2:]).split(";"):
        destination, colon, units = part.strip().partition(":")
        kinds = [unit.strip() for unit in units.split(",")]
        if not colon or any(kind not in UNIT_KINDS for kind in kinds):
            raise bad
        moves.append(f"{_area(destination.strip(), bad)}:{','.join(sorted(kinds))}")
    return ("march", source, *sorted(moves))


def moves_of(parsed: Parsed) -> march.Moves:
    moves = []
    for move in parsed[2:]:
        destination, _, units = move.partition(":")
        moves.append((destination, tuple(units.split(","))))
    return moves


def canonical(parsed: Parsed) -> str:
    if parsed[0] == "march":
        return march.notation(parsed[1], moves_of(parsed))
    if parsed[0] == "leg" and len(parsed) == 3:
        return f"leg {parsed[1]} -> {parsed[2]}"
    if parsed[0] == "raid":
        return (
            f"raid {parsed[1]} skip" if parsed[2] == "skip" else f"raid {parsed[1]} -> {parsed[2]}"
        )
    return " ".join(parsed)


def resolve_aliases(state: ThronesState, seat: int, parsed: Parsed) -> Parsed:
    """``support yes`` is a combatant's support for its own side."""
    if parsed == ("support", "yes"):
        return ("support", state.houses[seat])
    return parsed


def refusal(state: ThronesState, seat: int, parsed: Parsed) -> IllegalAction | None:
    if state.step == OVER:
        return IllegalAction("thrones.finished")
    if seat not in current_seats(state):
        return IllegalAction("thrones.not-your-turn", seat=seat)
    step = STEP_OF_VERB[parsed[0]]
    if step != state.step and state.step not in ALSO_IN.get(parsed[0], ()):
        return IllegalAction("thrones.not-now", step=state.step)
    house = state.houses[seat]
    if parsed[0] in ("march", "leg"):
        return _march_refusal(state, house, parsed)
    if canonical(parsed) in legal(state, seat):
        return None
    if parsed[0] == "order":
        placed = state.pending[house]
        problem = orders.order_refusal(state, house, parsed[1], parsed[2], placed)
        if problem is not None:
            return IllegalAction(problem[0], **problem[1])
        return IllegalAction("thrones.already-ordered", area=parsed[1])
    if parsed[0] == "bid":
        return IllegalAction("thrones.bid-too-high", power=state.power[house])
    return IllegalAction("thrones.not-allowed", action=canonical(parsed))


def _march_refusal(state: ThronesState, house: str, parsed: Parsed) -> IllegalAction | None:
    """A march (whole) or a leg of one, written out: checked, not looked up among the options,
    since a march to several destinations is written in one action too (GOT-10.1). While legs
    are being put together, only that march may go on, keeping its legs."""
    source, moves = parsed[1], moves_of(parsed)
    if state.step == MARCH_LEGS:
        plan = march.legs_of(state)
        if parsed[0] == "leg":
            moves = plan + moves
        if source != state.march_from or any(leg not in moves for leg in plan):
            return IllegalAction("thrones.keep-legs", area=state.march_from)
    if parsed[0] == "leg":
        problem = march.leg_refusal(state, house, source, moves[:-1], moves[-1])
    else:
        problem = march.march_refusal(state, house, source, moves)
    if problem is not None:
        return IllegalAction(problem[0], **problem[1])
    return None


def parse_option(text: str) -> Parsed:
    """:func:`parse` for an option of :func:`legal`, already canonical: only marches, legs and
    raids are written otherwise than word by word (views parse every option)."""
    if "->" in text or text.endswith(" stay"):
        return parse(text)
    return tuple(text.split(" "))


def parts(parsed: Parsed) -> dict[str, str | int]:
    """What an option picks, for a screen: its verb and its words."""
    found: dict[str, str | int] = {"verb": parsed[0]}
    for index, word in enumerate(parsed[1:], start=1):
        found[f"arg{index}"] = word
    return found
