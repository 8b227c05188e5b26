"""What a deal leaves behind: its tricks, in order, as quests and special cards score them."""

from __future__ import annotations

from typing import NamedTuple


class Play(NamedTuple):
    seat: int
    card: str


class TrickRecord(NamedTuple):
    """A finished trick. ``plays`` are the cards as they lie in the winner's pile now: the
    Sorcerer, used later, stands in place of the card it took (DWK-6.4). Never mutated."""

    number: int
    """1 for the deal's first trick."""
    leader: int
    plays: tuple[Play, ...]
    winner: int
    taken: str | None = None
    """The card a Sorcerer took out of this trick, if any."""

    @property
    def cards(self) -> tuple[str, ...]:
        return tuple(play.card for play in self.plays)


class DealHistory(NamedTuple):
    """The whole deal, for scoring: player count and every trick in order."""

    players: int
    tricks: tuple[TrickRecord, ...]

    def won_by(self, seat: int) -> list[str]:
        """Every card in the tricks ``seat`` won."""
        return [play.card for trick in self.tricks if trick.winner == seat for play in trick.plays]

    def trick_counts(self) -> list[int]:
        counts = [0] * self.players
        for trick in self.tricks:
            counts[trick.winner] += 1
        return counts

    def winners(self) -> list[int]:
        """The winner of each trick, in order."""
        return [trick.winner for trick in self.tricks]
