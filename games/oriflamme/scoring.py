"""The end of the game (ORI-8): influence decides, then cards in the row, then a shared win."""

from __future__ import annotations

from games.oriflamme.state import OriflammeState
from tablebox.engine import Outcome


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
        f"{names[s]}: {keys[s][0]} influence, {keys[s][1]} card{'s' if keys[s][1] != 1 else ''}"
        " in the row."
        for s in range(len(names))
    ]
    lines.append(
        "Influence still lying on cards in the row counts for nothing (ORI-8.2); every player's"
        " last card stays in hand (ORI-8.1)."
    )
    lines.append(_how_first_place_was_decided(state, keys, ranking))
    return Outcome(
        ranking=ranking,
        scores={s: float(keys[s][0]) for s in range(len(names))},
        explanation=lines,
    )


def _how_first_place_was_decided(
    state: OriflammeState, keys: list[tuple[int, int]], ranking: list[list[int]]
) -> str:
    names = state.players
    winners = ranking[0]
    best = keys[winners[0]][0]
    tied = [s for s in range(len(names)) if keys[s][0] == best]
    joined = " and ".join(names[s] for s in winners)
    if len(tied) == 1:
        return f"{joined} wins with the most influence, {best} (ORI-8.2)."
    rivals = " and ".join(names[s] for s in tied)
    cards = ", ".join(f"{names[s]} {keys[s][1]}" for s in tied)
    if len(winners) == 1:
        return (
            f"{rivals} tie on {best} influence; {joined} has the most cards in the row ({cards},"
            " covered cards included) and wins (ORI-8.3, proposed count)."
        )
    return (
        f"{rivals} tie on {best} influence; {joined} also tie on cards in the row ({cards},"
        " covered cards included), so they share the victory (ORI-8.3, ORI-8.4)."
    )
