"""End of game: each faction's vote (CLM-7.2 to 7.4, CLM-13.1) and the game's ranking (CLM-7.5 to
7.7, CLM-13.2 to 13.4). Votes are cast per side: a player, or at four a team of partners.

Every reason is a message (see ``tablebox/catalog/en/claim.py``): keys and parameters only.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import NamedTuple

from games.claim.factions import FACTIONS, deck_of, faction_of, value_of
from games.claim.words import kind, listed, side_fields
from tablebox.engine import Message, Outcome, Param


class FactionVote(NamedTuple):
    faction: str
    values: tuple[tuple[int, ...], ...]
    """Per side, the values of that side's cards of this faction, highest first."""
    winner: int | None
    """The winning side (a seat, or at four players a team number), or None."""
    reason: Message
    """Why, without the faction's name (``claim.vote-*``)."""

    @property
    def explanation(self) -> Message:
        """The reason after the faction's name (``claim.named-vote-*``): "Giants: Ann has the
        most cards (Ann 3 to Bob 2)."."""
        reason = self.reason
        return _new(Message, (_named(reason.key), {"faction": self.faction, **reason.params}))


def sides_of(count: int) -> list[list[int]]:
    """The sides that win votes: each player, or at four the two teams of partners sitting
    opposite (CLM-11.3). Returns their member seats."""
    if count == 4:
        return [[0, 2], [1, 3]]
    return [[seat] for seat in range(count)]


def faction_votes(
    score_piles: Sequence[Sequence[str]], factions: Sequence[str], sides: Sequence[list[int]]
) -> list[FactionVote]:
    return _votes(_grouped(score_piles, factions), factions, sides)


def _grouped(
    score_piles: Sequence[Sequence[str]], factions: Sequence[str]
) -> list[dict[str, list[int]]]:
    """One pass over each pile: per side, faction -> its values, highest first."""
    grouped: list[dict[str, list[int]]] = []
    for pile in score_piles:
        by_faction: dict[str, list[int]] = {faction: [] for faction in factions}
        for card in pile:
            faction, value = _CARD[card]
            by_faction[faction].append(value)
        for found in by_faction.values():
            if len(found) > 1:
                found.sort(reverse=True)
        grouped.append(by_faction)
    return grouped


_CARD = {card: (faction_of(card), value_of(card)) for card in deck_of(tuple(FACTIONS))}
"""Every card's faction and value in one look-up (the simulator scores every game)."""


def _votes(
    grouped: list[dict[str, list[int]]], factions: Sequence[str], sides: Sequence[list[int]]
) -> list[FactionVote]:
    line_up = tuple(map(tuple, sides))
    by_counts = _BY_COUNTS.setdefault(line_up, {})
    votes: list[FactionVote] = []
    for faction in factions:
        values = tuple([tuple(by_faction[faction]) for by_faction in grouped])
        counts = tuple(map(len, values))
        most = by_counts.get(counts)
        if most is None:
            most = by_counts[counts] = _most_cards(line_up, counts)
        if most:  # the most cards win (the usual case): a look-up
            winner, key, params = most
            reason = _new(Message, (key, dict(params)))
            votes.append(_new(FactionVote, (faction, values, winner, reason)))
        else:
            votes.append(_vote(faction, values, sides))
    return votes


_MostCards = tuple[int, str, dict[str, Param]] | tuple[()]
_BY_COUNTS: dict[tuple[tuple[int, ...], ...], dict[tuple[int, ...], _MostCards]] = {}
"""Per line-up of sides, per count of each side's cards of a faction: the vote won by the most
cards (winner, key, parameters), or ``()`` when the count does not decide it. Bounded: at most
14 cards of a faction per side."""


def _most_cards(line_up: tuple[tuple[int, ...], ...], counts: tuple[int, ...]) -> _MostCards:
    most = max(counts)
    if most == 0 or counts.count(most) > 1:
        return ()
    key, params = _most(line_up, counts)
    return counts.index(most), key, params


@cache
def _fields(name: str, members: tuple[int, ...]) -> dict[str, Param]:
    return side_fields(name, members)


@cache
def _named(key: str) -> str:
    """``claim.vote-…`` -> ``claim.named-vote-…``."""
    return key.replace("claim.vote-", "claim.named-vote-", 1)


_new = tuple.__new__
"""Builds votes and messages without the named tuples' Python-level ``__new__`` (the
simulator scores every game it plays)."""
_NOBODY = Message("claim.vote-nobody")


def _vote(
    faction: str, values: tuple[tuple[int, ...], ...], sides: Sequence[list[int]]
) -> FactionVote:
    counts = [len(v) for v in values]
    most = max(counts)
    if most == 0:
        return _new(FactionVote, (faction, values, None, _NOBODY))
    if counts.count(most) == 1:
        winner = counts.index(most)
        key, params = _most(tuple(map(tuple, sides)), tuple(counts))
        return _new(FactionVote, (faction, values, winner, _new(Message, (key, dict(params)))))
    kind_ = "team" if len(sides[0]) > 1 else "solo"
    contenders = [side for side, count in enumerate(counts) if count == most]
    tied: dict[str, Param] = {"n": most}
    for index, side in enumerate(contenders):
        tied.update(_fields(_S[index], tuple(sides[side])))
    # CLM-13.1 (proposed): with three players only those tied at the top are compared.
    among = "-among" if len(contenders) != len(values) else ""
    for position in range(most):
        best = max(values[side][position] for side in contenders)
        leaders = [side for side in contenders if values[side][position] == best]
        if len(leaders) == 1:
            params = dict(tied)
            params["position"] = f"highest-{position + 1}"
            for index, side in enumerate(contenders):
                params[f"v{index}"] = values[side][position]
            params.update(_fields("w", tuple(sides[leaders[0]])))
            key = f"claim.vote-tiebreak{among}.{kind_}.{len(contenders)}"
            return _new(FactionVote, (faction, values, leaders[0], _new(Message, (key, params))))
        contenders = leaders
    key = f"claim.vote-identical.{kind_}.{len(contenders)}"
    return FactionVote(faction, values, None, Message(key, tied))


@cache
def _most(
    sides: tuple[tuple[int, ...], ...], counts: tuple[int, ...]
) -> tuple[str, dict[str, Param]]:
    """The reason of a vote won by the most cards: its key and parameters (the winner, then
    every side by count), looked up once per line-up of counts (every game scores five)."""
    winner = counts.index(max(counts))
    params = dict(_fields("w", sides[winner]))
    # reverse=True keeps equal counts in seat order, as the old ``-len`` key did
    by_count = sorted(range(len(counts)), key=counts.__getitem__, reverse=True)
    for index, side in enumerate(by_count):
        params.update(_fields(_S[index], sides[side]))
        params[_N[index]] = counts[side]
    kind_ = "team" if len(sides[0]) > 1 else "solo"
    return _MOST[kind_][len(counts)], params


_S = tuple(f"s{index}" for index in range(4))
_N = tuple(f"n{index}" for index in range(4))
_MOST = {kind_: {n: f"claim.vote-most.{kind_}.{n}" for n in (2, 3)} for kind_ in ("solo", "team")}


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


def outcome_of(
    score_piles: Sequence[Sequence[str]], factions: Sequence[str], players: int
) -> tuple[Outcome, list[FactionVote]]:
    """Rank the sides by votes won, then cards in won factions, then their total value.

    The explanation: each faction's vote (``claim.named-vote-*``), each side's tally
    (``claim.tally.*``, best first), then the verdict (``claim.verdict-*``)."""
    members = sides_of(players)
    if players == 4:
        piles: Sequence[Sequence[str]] = [
            [card for seat in group for card in score_piles[seat]] for group in members
        ]
    else:
        piles = score_piles
    grouped = _grouped(piles, factions)
    votes = _votes(grouped, factions, members)
    sides = range(len(members))
    won: list[list[str]] = [[] for _ in sides]
    for vote in votes:
        if vote.winner is not None:
            won[vote.winner].append(vote.faction)
    keys: list[tuple[int, int, int]] = []
    for side in sides:
        values = [grouped[side][faction] for faction in won[side]]
        keys.append((len(values), sum(map(len, values)), sum(map(sum, values))))

    ranking: list[list[int]] = []
    for s in sorted(sides, key=keys.__getitem__, reverse=True):
        if ranking and keys[ranking[-1][0]] == keys[s]:
            ranking[-1].append(s)
        else:
            ranking.append([s])

    explanation = [  # each vote's explanation, inline
        _new(Message, (_named(reason.key), {"faction": faction, **reason.params}))
        for faction, _, _, reason in votes
    ]
    line_up = tuple(map(tuple, members))
    for group in ranking:
        for s in group:
            key, params = _tally(line_up[s], tuple(won[s]))
            explanation.append(_new(Message, (key, dict(params))))
    explanation.append(_verdict(ranking, keys, members, RULES_BY_PLAYERS[players]))
    if players == 4:
        seat_ranking = [sorted(seat for s in group for seat in members[s]) for group in ranking]
        scores = {seat: float(keys[s][0]) for s in sides for seat in members[s]}
    else:  # each side is its seat; a group of the ranking lists its sides in order
        seat_ranking = [group[:] for group in ranking]
        scores = {s: float(keys[s][0]) for s in sides}
    # Built without pydantic's validation: every field is of its type by construction, and
    # the simulator asks for an outcome after every game.
    outcome = Outcome.model_construct(ranking=seat_ranking, scores=scores, explanation=explanation)
    return outcome, votes


@cache
def _tally(members: tuple[int, ...], won: tuple[str, ...]) -> tuple[str, dict[str, Param]]:
    """A side's tally (``claim.tally.*``): the factions it won, then the side; looked up once
    per side and factions won."""
    tally = listed(f"claim.tally.{kind(members)}", "f", won, n=len(won))
    return tally.key, {**tally.params, **side_fields("s", members)}


def _verdict(
    ranking: list[list[int]],
    keys: list[tuple[int, int, int]],
    members: Sequence[list[int]],
    rule: dict[str, str],
) -> Message:
    kind_ = kind(members[0])
    top = ranking[0]
    if len(top) > 1:
        votes, cards, value = keys[top[0]]
        params: dict[str, Param] = {"votes": votes, "cards": cards, "value": value}
        for index, s in enumerate(top):
            params |= side_fields(f"s{index}", members[s])
        params["rule"] = rule["share"]
        return Message(f"claim.verdict-share.{kind_}.{len(top)}", params)
    first, second = top[0], ranking[1][0]
    params = side_fields("w", members[first])
    if keys[first][0] != keys[second][0]:
        params["rule"] = rule["most"]
        return Message(f"claim.verdict-most.{kind_}", params)
    step, what = (1, "cards") if keys[first][1] != keys[second][1] else (2, "value")
    for index, group in enumerate(ranking):
        params[f"x{index}"] = keys[group[0]][step]
    params["rule"] = rule[what]
    return Message(f"claim.verdict-{what}.{kind_}.{len(ranking)}", params)
