"""``tablebox replay FILE``: a save as text, showing only what the public may see."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from tablebox.cli import describe, launch, parsing
from tablebox.cli.speech import catalog, language, say

if TYPE_CHECKING:
    from tablebox.catalog import Catalog
    from tablebox.controller import Match, Seat


def register(commands: parsing.Subcommands) -> None:
    replay = commands.add_parser("replay", help=say("cli.help-replay"))
    replay.add_argument(
        "file", metavar=say("cli.metavar-file"), type=Path, help=say("cli.help-replay-file")
    )
    replay.add_argument("--watch", action="store_true", help=say("replay.help-watch"))
    replay.set_defaults(command=print_replay)


def print_replay(args: argparse.Namespace) -> int:
    if args.watch:
        from tablebox.cli.watch import watch

        return watch(args.file, language())
    match = launch.open_save(args.file, read_only=True)  # only reads: no lock, never written
    if match is None:
        return 1
    for line in replay_lines(match):
        print(line)
    return 0


def replay_lines(match: Match) -> list[str]:
    """A save as text: setup, the public game log, status and result; and once the game is
    over, every action in notation.

    Only what the public may see is printed: the log's private events (a card drawn) are left
    out, and so are the moves of an unfinished game, whose notation names cards still hidden
    (a card placed face down), so a shell cannot read what the table would cover.
    """
    from tablebox.engine import Message

    # The players' names plain, printable (a name from a file never reaches the terminal raw);
    # a computer's level said once, in the list of players; the sentences in the run's language.
    words = catalog(list(match.names))
    names = words.names
    seats = ", ".join(
        _seat_text(words, name, seat) for name, seat in zip(names, match.seats, strict=True)
    )
    title = describe.game_title(match.rules)
    lines = [say("cli.replay-head", title=title, seats=seats, seed=match.seed), ""]
    outcome = match.outcome()
    if outcome is not None:
        width = max(len(name) for name in names)
        for number, said in enumerate(move_words(match), start=1):
            seat = match.actions[number - 1].seat
            lines.append(f"{number:>3}. {names[seat]:<{width}}  {said}")
        if not match.actions:
            lines.append(f"  ({say('cli.replay-no-moves')})")
        lines.append("")
    log = words.lines(match.visible_events(None))
    lines.append(say("cli.replay-log"))
    lines += [f"  {line}" for line in log] or [f"  ({say('cli.replay-nothing-yet')})"]
    lines += ["", say("cli.replay-status", status=words.text(match.status_message()))]
    if outcome is None:
        waiting = Message("common.not-over", {"seats": match.acting_seats()})
        lines.append(say("cli.replay-result-open", result=words.text(waiting)))
        if match.actions:
            lines.append(f"  ({words.text('common.moves-hidden')})")
        return lines
    lines.append(say("cli.replay-result"))
    groups = [", ".join(names[seat] for seat in group) for group in outcome.ranking]
    who_width = max((len(who) for who in groups), default=0)
    place = 1
    for group, who in zip(outcome.ranking, groups, strict=True):
        score = parsing.number_text(outcome.scores.get(group[0], 0.0))
        tie = f" ({say('cli.replay-tied')})" if len(group) > 1 else ""
        lines.append(f"  {place}. {who:<{who_width}}  {say('cli.replay-score', score=score)}{tie}")
        place += len(group)
    lines += [f"  {line}" for line in words.lines(outcome.explanation)]
    return lines


def _seat_text(words: Catalog, name: str, seat: Seat) -> str:
    """A player in the list at the top: the name, and for a computer its level, once."""
    from tablebox.controller import LEVEL_KEYS

    if seat.is_human:
        return name
    level = LEVEL_KEYS.get(seat.bot)
    if level is None:
        return say("cli.replay-computer", name=name)
    return say("cli.replay-computer-level", name=name, level=words.text(level))


def move_words(match: Match) -> list[str]:
    """Each move of a finished game in words, as the table's log said it: the public lines the
    move added to the log (a move that added none, in the game's notation)."""
    from tablebox.replay.index import PositionIndex
    from tablebox.safe_text import printable

    rules = match.rules
    setup = rules.new_game(match.names, match.options, match.seed, match.deck)
    index = PositionIndex(rules, setup, match.actions)
    words = catalog(list(match.names))
    said: list[str] = []
    for number, record in enumerate(match.actions, start=1):
        added = index.events[index.marks[number - 1] : index.marks[number]]
        public = [event for event in added if event.visible_to(None)]
        said.append(" ".join(words.lines(public)) or printable(record.action))
    return said
