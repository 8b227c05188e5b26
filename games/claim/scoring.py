"""End of game: each faction's vote (CLM-7.2 to 7.4, CLM-13.1) and the game's ranking (CLM-7.5 to
7.7, CLM-13.2 to 13.4). Votes are cast per side: a player, or at four a team of partners."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from games.claim.factions import FACTIONS, faction_of, value_of
from tablebox.engine import Outcome

ORDINALS = ("highest", "second highest", "third highest")


def _ordinal(position: int) -> str:
    if position < len(ORDINALS):
        return ORDINALS[position]
    return f"{position + 1}th highest"


@dataclass(frozen=True, slots=True)
class FactionVote:
    faction: str
    values: tuple[tuple[int, ...], ...]
    """Per side, the values of that side's cards of this faction, highest first."""
    winner: int | None
    """The winning side (a seat, or at four players a team number), or None."""
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


def _verb(side: str, singular: str) -> str:
    """``has``/``wins`` for a player, ``have``/``win`` for a team ("Ann & Cid")."""
    if "&" not in side:
        return singular
    return {"has": "have", "wins": "win"}[singular]


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
        winner = players[contenders[0]]
        return vote(contenders[0], f"{winner} {_verb(winner, 'has')} the most cards ({counts}).")
    tied = ", ".join(players[s] for s in contenders)
    cards = f"{most} card{'s' if most > 1 else ''}"
    # CLM-13.1 (proposed): with three players only those tied at the top are compared.
    among = "" if len(contenders) == len(values) else "; only the tied are compared, CLM-13.1"
    for position in range(most):
        best = max(values[s][position] for s in contenders)
        leaders = [s for s in contenders if values[s][position] == best]
        if len(leaders) == 1:
            compared = " against ".join(str(values[s][position]) for s in contenders)
            return vote(
                leaders[0],
                f"{tied} tie at {cards}; {_ordinal(position)} card {compared}, so"
                f" {players[leaders[0]]} {_verb(players[leaders[0]], 'wins')} (CLM-7.3{among}).",
            )
        contenders = leaders
    return vote(
        None,
        f"{tied} tie at {cards} with identical values, so nobody wins this vote"
        " (CLM-7.4, proposed).",
    )


def _by_count(values: Sequence[Sequence[int]]) -> list[int]:
    return sorted(range(len(values)), key=lambda seat: -len(values[seat]))


RULES_BY_PLAYERS: dict[int, dict[str, str]] = {
    2: {
        "most": "CLM-7.5",
        "cards": "CLM-7.6",
        "value": "CLM-7.7, proposed",
        "share": "CLM-7.7, proposed",
    },
    3: {
        "most": "CLM-13.2",
        "cards": "CLM-13.2",
        "value": "CLM-13.2",
        "share": "CLM-13.4, proposed",
    },
    4: {
        "most": "CLM-13.3",
        "cards": "CLM-13.4, proposed",
        "value": "CLM-13.4, proposed",
        "share": "CLM-13.4, proposed",
    },
}
"""The rule that applies at each step of the ranking, by player count."""


def sides_of(players: Sequence[str]) -> tuple[list[str], list[list[int]]]:
    """The sides that win votes: each player, or at four the two teams of partners sitting
    opposite (CLM-11.3). Returns their names and member seats."""
    if len(players) == 4:
        members = [[0, 2], [1, 3]]
        return [f"{players[a]} & {players[b]}" for a, b in members], members
    return list(players), [[seat] for seat in range(len(players))]


def outcome_of(
    score_piles: Sequence[Sequence[str]], factions: Sequence[str], players: Sequence[str]
) -> tuple[Outcome, list[FactionVote]]:
    """Rank the sides by votes won, then cards in won factions, then their total value."""
    names, members = sides_of(players)
    piles = [[card for seat in group for card in score_piles[seat]] for group in members]
    votes = faction_votes(piles, factions, names)
    sides = range(len(names))
    won = [[v.faction for v in votes if v.winner == side] for side in sides]
    cards = [[c for c in piles[side] if faction_of(c) in won[side]] for side in sides]
    keys = [(len(won[s]), len(cards[s]), sum(value_of(c) for c in cards[s])) for s in sides]

    ranking: list[list[int]] = []
    for side in sorted(sides, key=lambda s: keys[s], reverse=True):
        if ranking and keys[ranking[-1][0]] == keys[side]:
            ranking[-1].append(side)
        else:
            ranking.append([side])

    explanation = [vote.reason for vote in votes]
    explanation.append(_verdict(ranking, keys, won, names, RULES_BY_PLAYERS[len(players)]))
    seat_ranking = [sorted(seat for side in group for seat in members[side]) for group in ranking]
    scores = {seat: float(keys[side][0]) for side in sides for seat in members[side]}
    return Outcome(ranking=seat_ranking, scores=scores, explanation=explanation), votes


def _verdict(
    ranking: list[list[int]],
    keys: list[tuple[int, int, int]],
    won: list[list[str]],
    names: Sequence[str],
    rule: dict[str, str],
) -> str:
    def factions(side: int) -> str:
        return ", ".join(FACTIONS[f].name for f in won[side]) or "none"

    tally = "; ".join(f"{names[s]} won {keys[s][0]} ({factions(s)})" for g in ranking for s in g)
    top = ranking[0]
    winner = " and ".join(names[s] for s in top)
    wins = _verb(winner, "wins") if len(top) == 1 else "win"
    if len(top) > 1:
        votes, cards, value = keys[top[0]]
        return (
            f"{tally}. Equal on votes ({votes}), on cards in won factions ({cards}) and on"
            f" their value ({value}): {winner} share the win ({rule['share']})."
        )
    first, second = top[0], ranking[1][0]
    if keys[first][0] != keys[second][0]:
        return f"{tally}. {winner} {wins} with the most votes ({rule['most']})."
    if keys[first][1] != keys[second][1]:
        counts = " to ".join(str(keys[g[0]][1]) for g in ranking)
        return (
            f"{tally}. Tied on votes; cards in the factions each won: {counts}, so {winner}"
            f" {wins} ({rule['cards']})."
        )
    sums = " to ".join(str(keys[g[0]][2]) for g in ranking)
    return (
        f"{tally}. Tied on votes and on cards in won factions; their total value: {sums}, so"
        f" {winner} {wins} ({rule['value']})."
    )
