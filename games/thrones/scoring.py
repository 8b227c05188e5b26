"""The end (GOT-9): castles and strongholds, then supply, then power."""

from __future__ import annotations

from games.thrones import army
from games.thrones.state import ThronesState
from tablebox.engine import Message, Outcome


def outcome_of(state: ThronesState) -> Outcome:
    """An instant winner (GOT-9.1) ranks first; everyone else (everyone, after round ten)
    ranks by castles and strongholds, then supply, then available power; equal houses share a
    place (GOT-9.2)."""
    keys = {
        house: (army.castles(state, house), state.supply[house], state.power[house])
        for house in state.houses
    }
    ordered = sorted(state.houses, key=lambda h: (h != state.winner, [-k for k in keys[h]]))
    ranking: list[list[int]] = []
    previous: tuple[bool, tuple[int, int, int]] | None = None
    for house in ordered:
        key = (house == state.winner, keys[house])
        if key == previous:
            ranking[-1].append(state.seat_of[house])
        else:
            ranking.append([state.seat_of[house]])
        previous = key
    explanation = [
        Message("thrones.outcome-instant", {"house": state.winner, "round": state.round})
        if state.winner
        else Message("thrones.outcome-rounds", {"round": state.round})
    ]
    for house in ordered:
        castles, supply, power = keys[house]
        explanation.append(
            Message(
                "thrones.outcome-line",
                {
                    "seat": state.seat_of[house],
                    "house": house,
                    "castles": castles,
                    "supply": supply,
                    "power": power,
                },
            )
        )
    if len(ranking[0]) > 1:
        explanation.append(Message("thrones.outcome-draw", {"seats": sorted(ranking[0])}))
    scores = {state.seat_of[h]: float(keys[h][0]) for h in state.houses}
    return Outcome(ranking=ranking, scores=scores, explanation=explanation)
