"""End of game: each faction's vote (CLM-7.2 to 7.4) and the game's ranking (CLM-7.5 to 7.7)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from games.claim.factions import FACTIONS, faction_of, value_of
from tablebox.engine import Outcome

ORDINALS = ("highest", "second highest", "third highest", "fourth highest", "fifth highest")


@dataclass(frozen=True, slots=True)
class FactionVote:
    faction: str
    values: tuple[tuple[int, ...], ...]
    """Per seat, the values of that seat's cards of this faction, highest first."""
    winner: int | None
    reason: str


def faction_votes(
    score_piles: Sequence[Sequence[str]], factions: Sequence[str], players: Sequence[str]
) -> list[FactionVote]:
    # One pass over each pile: per seat, faction -> values.
    grouped: list[dict[str, list[int]]] = []
    for pile in score_piles:
        by_faction: dict[str, list[int]] = {faction: [] for faction in factions}
        for card in pile:
            by_faction[faction_of(card)].append(value_of(card))
        grouped.append(by_faction)
    return [
        _vote(faction, tuple(_high_first(seat[faction]) for seat in grouped), players)
        for faction in factions
    ]


def _high_first(values: list[int]) -> tuple[int, ...]:
    return tuple(sorted(values, reverse=True))


def _vote(faction: str, values: tuple[tuple[int, ...], ...], players: Sequence[str]) -> FactionVote:
    name = FACTIONS[faction].name

    def vote(winner: int | None, reason: str) -> FactionVote:
        return FactionVote(faction, values, winner, f"{name}: {reason}")

    most = max(len(v) for v in values)
    if most == 0:
        return vote(None, "nobody has any, so nobody wins this vote (CLM-7.4, proposed).")
    contenders = [seat for seat, v in enumerate(values) if len(v) == most]
    counts = " to ".join(f"{players[s]} {len(values[s])}" for s in _by_count(values))
    if len(contenders) == 1:
        return vote(contenders[0], f"{players[contenders[0]]} has the most cards ({counts}).")
    tied = ", ".join(players[s] for s in contenders)
    for position in range(most):
        best = max(values[s][position] for s in contenders)
        leaders = [s for s in contenders if values[s][position] == best]
        if len(leaders) == 1:
            compared = " against ".join(str(values[s][position]) for s in contenders)
            return vote(
                leaders[0],
                f"{tied} tie at {most} cards; {ORDINALS[min(position, 4)]} card {compared}, so"
                f" {players[leaders[0]]} wins (CLM-7.3).",
            )
        contenders = leaders
    return vote(
        None,
        f"{tied} tie at {most} cards with identical values, so nobody wins this vote"
        " (CLM-7.4, proposed).",
    )


def _by_count(values: Sequence[Sequence[int]]) -> list[int]:
    return sorted(range(len(values)), key=lambda seat: -len(values[seat]))


def outcome_of(
    score_piles: Sequence[Sequence[str]], factions: Sequence[str], players: Sequence[str]
) -> tuple[Outcome, list[FactionVote]]:
    """Rank the players by votes won, then cards in won factions, then their total value."""
    votes = faction_votes(score_piles, factions, players)
    seats = range(len(players))
    won = [[v.faction for v in votes if v.winner == seat] for seat in seats]
    cards = [[c for c in score_piles[seat] if faction_of(c) in won[seat]] for seat in seats]
    keys = [(len(won[s]), len(cards[s]), sum(value_of(c) for c in cards[s])) for s in seats]

    ranking: list[list[int]] = []
    for seat in sorted(seats, key=lambda s: keys[s], reverse=True):
        if ranking and keys[ranking[-1][0]] == keys[seat]:
            ranking[-1].append(seat)
        else:
            ranking.append([seat])

    explanation = [vote.reason for vote in votes]
    explanation.append(_verdict(ranking, keys, won, players))
    scores = {seat: float(keys[seat][0]) for seat in seats}
    return Outcome(ranking=ranking, scores=scores, explanation=explanation), votes


def _verdict(
    ranking: list[list[int]],
    keys: list[tuple[int, int, int]],
    won: list[list[str]],
    players: Sequence[str],
) -> str:
    def factions(seat: int) -> str:
        return ", ".join(FACTIONS[f].name for f in won[seat]) or "none"

    tally = "; ".join(f"{players[s]} won {keys[s][0]} ({factions(s)})" for g in ranking for s in g)
    if len(ranking) == 1:
        names = " and ".join(players[s] for s in ranking[0])
        return (
            f"{tally}. Equal on votes, on cards in won factions ({keys[ranking[0][0]][1]}) and"
            f" on their value ({keys[ranking[0][0]][2]}): {names} share the win (CLM-7.7,"
            " proposed)."
        )
    first, second = ranking[0][0], ranking[1][0]
    winner = " and ".join(players[s] for s in ranking[0])
    if keys[first][0] != keys[second][0]:
        return f"{tally}. {winner} wins with the most votes (CLM-7.5)."
    if keys[first][1] != keys[second][1]:
        counts = " to ".join(str(keys[g[0]][1]) for g in ranking)
        return (
            f"{tally}. Tied on votes; cards in the factions each won: {counts}, so {winner}"
            " wins (CLM-7.6)."
        )
    sums = " to ".join(str(keys[g[0]][2]) for g in ranking)
    return (
        f"{tally}. Tied on votes and on cards in won factions; their total value: {sums}, so"
        f" {winner} wins (CLM-7.7, proposed)."
    )
