"""``tablebox replay FILE``: a save as text, showing only what the public may see."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from tablebox.cli import describe, launch, parsing
from tablebox.cli.speech import catalog, language, say

if TYPE_CHECKING:
    from tablebox.catalog import Catalog
    from tablebox.controller import Match


def register(commands: parsing.Subcommands) -> None:
    replay = commands.add_parser("replay", help=say("cli.help-replay"))
    replay.add_argument(
        "file", metavar=say("cli.metavar-file"), type=Path, help=say("cli.help-replay-file")
    )
    replay.add_argument("--watch", action="store_true", help=say("replay.help-watch"))
    replay.add_argument(
        "--play-on-at",
        type=int,
        metavar="N",
        help=say("replay.help-play-on-at"),
    )
    replay.set_defaults(command=print_replay)


def print_replay(args: argparse.Namespace) -> int:
    if args.watch or args.play_on_at is not None:
        from tablebox.cli.watch import watch

        return watch(args.file, language(), args.play_on_at)
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

    # The players' names as they are, printable (a name from a file never reaches the terminal
    # raw), each once with its seat's kind and level in the heading; the sentences in the
    # run's language.
    words = catalog(match.names)
    names = words.names
    seats = ", ".join(seat_heading(match, seat, words) for seat in range(len(match.seats)))
    title = describe.game_title(match.rules)
    lines = [say("cli.replay-head", title=title, seats=seats, seed=match.seed), ""]
    outcome = match.outcome()
    if outcome is not None:
        # Each move in words, as the log tells it: the public sentences it made.
        width = len(str(len(match.actions)))
        for number, said in enumerate(move_sentences(match, words), start=1):
            lines.append(f"{number:>{width + 2}}. {said}")
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


def move_sentences(match: Match, words: Catalog) -> list[str]:
    """Each action of the finished ``match`` in words: the public log lines it made, replayed
    from the setup (a move that made none, its mover's name and its notation)."""
    from tablebox.safe_text import printable

    rules = match.rules
    state = match.setup()
    said: list[str] = []
    for number, record in enumerate(match.actions, start=1):
        before = len(rules.events(state))
        rules.advance(state, record.seat, rules.parse_action(state, record.seat, record.action))
        state = match.dealt(state, number)
        made = [event for event in rules.events(state)[before:] if event.visible_to(None)]
        line = " ".join(words.lines(made))
        said.append(line or f"{words.names[record.seat]}: {printable(record.action)}")
    return said


def seat_heading(match: Match, seat: int, words: Catalog) -> str:
    """A player as the heading names them: a computer's kind and level once, beside the name
    ("Ben (computer, strong)"); the moves and the log then name everyone plainly."""
    from tablebox.controller import LEVEL_KEYS

    name = words.names[seat]
    record = match.seats[seat]
    if record.is_human:
        return name
    computer = words.text("common.computer")
    level = LEVEL_KEYS.get(record.bot)
    return f"{name} ({computer}, {words.text(level)})" if level else f"{name} ({computer})"
