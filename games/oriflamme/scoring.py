"""The end of the game (ORI-8): influence decides, then cards in the row, then a shared win."""

from __future__ import annotations

from games.oriflamme.state import OriflammeState
from tablebox.engine import Message, Outcome


def outcome_of(state: OriflammeState) -> Outcome:
    """Rank every seat by influence (ORI-8.2), then by its cards in the row, covered ones
    included (ORI-8.3, proposed); seats equal on both share their place (ORI-8.4)."""
    names = state.players
    keys = [(state.influence[s], state.cards_in_row(s)) for s in range(len(names))]
    ranking: list[list[int]] = []
    for seat in sorted(range(len(names)), key=lambda s: keys[s], reverse=True):
        if ranking and keys[ranking[-1][0]] == keys[seat]:
            ranking[-1].append(seat)
        else:
            ranking.append([seat])
    lines = [
        Message("oriflamme.score", {"seat": s, "influence": keys[s][0], "cards": keys[s][1]})
        for s in range(len(names))
    ]
    lines.append(Message("oriflamme.tokens-count-nothing"))
    lines.append(_how_first_place_was_decided(state, keys, ranking))
    return Outcome(
        ranking=ranking,
        scores={s: float(keys[s][0]) for s in range(len(names))},
        explanation=lines,
    )


def _how_first_place_was_decided(
    state: OriflammeState, keys: list[tuple[int, int]], ranking: list[list[int]]
) -> Message:
    winners = ranking[0]
    best = keys[winners[0]][0]
    tied = [s for s in range(len(state.players)) if keys[s][0] == best]
    if len(tied) == 1:
        return Message("oriflamme.wins-on-influence", {"seats": winners, "influence": best})
    params = {"seats": winners, "tied": tied, "influence": best, "counts": _counts(tied, keys)}
    if len(winners) == 1:
        return Message("oriflamme.wins-on-cards", params)  # type: ignore[arg-type]
    return Message("oriflamme.shared-victory", params)  # type: ignore[arg-type]


def _counts(seats: list[int], keys: list[tuple[int, int]]) -> Message:
    """``"Ann 3, Ben 2"``: each seat's cards in the row, as a chain of nested messages."""
    seat, *rest = seats
    params: dict[str, object] = {"seat": seat, "cards": keys[seat][1]}
    if not rest:
        return Message("oriflamme.card-count", params)  # type: ignore[arg-type]
    params["rest"] = _counts(rest, keys)
    return Message("oriflamme.card-count-more", params)  # type: ignore[arg-type]
