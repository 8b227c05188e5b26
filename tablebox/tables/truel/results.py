"""Truel's end: who won (or, in a match, the champion of the evening), and the race's story
told from the public log: per game, every player's turns and the gems they won and lost, each
with the turn it happened on; every player's gems at the end; in a match, the games won."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rich.style import Style
from rich.text import Text

from tablebox.catalog import english
from tablebox.screens.results import ResultsScreen
from tablebox.tables.truel.board_text import INK, colour_mark
from tablebox.tables.truel.panels import players_text
from tablebox.tables.truel.words import Say, ui

if TYPE_CHECKING:
    from games.truel.view import TruelView
    from tablebox.engine import Event

GEMS = ("ruby", "emerald", "sapphire")
GAINS = ("truel.gains-gems", "truel.gains-gems-capped")
LOSSES = ("truel.loses-gems", "truel.loses-all-gems")
TURNS = ("truel.plays", "truel.shows-hand", "truel.empty-hand")


@dataclass
class GameStory:
    """One game of the race: its winner, everybody's turns and gem changes."""

    number: int
    players: int
    winner: int | None = None
    turn: int = 0
    """Turns played so far in this game (by anybody)."""
    turns: list[int] = field(default_factory=list)
    changes: list[list[tuple[int, int, str]]] = field(default_factory=list)
    """Per seat: (turn, +n or -n, gem)."""

    def __post_init__(self) -> None:
        self.turns = [0] * self.players
        self.changes = [[] for _ in range(self.players)]


def race_story(events: Sequence[Event], players: int) -> list[GameStory]:
    """The games of the public log ``events``, in order."""
    games: list[GameStory] = []
    for event in events:
        params: dict[str, Any] = dict(event.params)
        if event.key == "truel.game-begins":
            games.append(GameStory(int(params.get("game", len(games) + 1)), players))
            continue
        seat = params.get("seat")
        if not games or not isinstance(seat, int):
            continue
        game = games[-1]
        if event.key in TURNS:
            game.turn += 1
            game.turns[seat] += 1
        elif event.key in GAINS + LOSSES and params.get("n"):
            sign = 1 if event.key in GAINS else -1
            game.changes[seat].append((game.turn, sign * int(params["n"]), str(params["gem"])))
        elif event.key == "truel.steals" and isinstance(params.get("gems"), list):
            victim = int(params["victim"])
            for gem in params["gems"]:
                game.changes[seat].append((game.turn, 1, str(gem)))
                game.changes[victim].append((game.turn, -1, str(gem)))
        elif event.key == "truel.wins":
            game.winner = seat
    return games


def headline(view: TruelView, say: Say = english) -> str:
    outcome = view.outcome
    if outcome is None or not outcome.winners:
        return say(ui("truel.ui.game-over"))
    winner = view.players[outcome.winners[0]]
    if view.match:
        return say(ui("truel.ui.champion", name=winner))
    return say(ui("truel.ui.wins", name=winner))


def _story_lines(view: TruelView, game: GameStory, say: Say) -> list[Text]:
    title = say(ui("truel.ui.story-title", game=game.number))
    if game.winner is not None:
        title += " · " + say(ui("truel.ui.wins", name=view.players[game.winner]))
    lines = [Text(title, style="bold underline")]
    width = max(len(name) for name in view.players)
    for seat, name in enumerate(view.players):
        colour = view.colours[seat]
        star = " ★" if seat == game.winner else ""
        lines.append(
            Text.assemble(
                (f"  {name:<{width}} ", "bold"),
                (
                    colour_mark(colour, say).upper(),
                    Style(color=INK[colour], bold=True, reverse=True),
                ),
                " " + say(ui("truel.ui.turns-taken", n=game.turns[seat])),
                (star, "bold"),
            )
        )
        changes = game.changes[seat]
        if not changes:
            lines.append(Text("    " + say(ui("truel.ui.no-gem-changes")), "dim"))
            continue
        line = Text("    ")
        for index, (turn, amount, gem) in enumerate(changes):
            if index:
                line.append(" · ")
            gem_colour = INK[view.colours[GEMS.index(gem)]] if gem in GEMS else None
            key = "truel.ui.gem-won" if amount > 0 else "truel.ui.gem-lost"
            line.append(say(ui(key, n=abs(amount), gem=gem, turn=turn)), Style(color=gem_colour))
        lines.append(line)
    return lines


def results_text(view: TruelView, say: Say, events: Sequence[Event] = ()) -> Text:
    """The race's story (from the public log ``events``), the gems at the end and, in a
    match, the games won."""
    lines: list[Text] = []
    games = race_story(events, len(view.players))
    for game in games[-1:]:
        lines += [*_story_lines(view, game, say), Text()]
    lines += [
        Text(say(ui("truel.ui.end-gems")), style="bold underline"),
        players_text(view, say=say),
    ]
    if view.match:
        lines += [Text(), Text(say(ui("truel.ui.games-won")), style="bold underline")]
        order = sorted(range(len(view.players)), key=lambda seat: -view.wins[seat])
        lines += [Text(f"  {view.players[seat]}: {view.wins[seat]}") for seat in order]
        for game in games[:-1]:
            if game.winner is not None:
                won = say(
                    ui(
                        "truel.ui.game-result",
                        game=game.number,
                        name=view.players[game.winner],
                        n=game.turn,
                    )
                )
                lines.append(Text("  " + won, "dim"))
    if view.outcome is not None:
        lines += [Text()] + [Text(say(note), "bold") for note in view.outcome.explanation]
    return Text("\n").join(lines)


def results_screen(view: TruelView, say: Say, events: Sequence[Event] = ()) -> ResultsScreen:
    title = say(ui("truel.ui.results-title", headline=headline(view, say)))
    return ResultsScreen(title, results_text(view, say, events))
