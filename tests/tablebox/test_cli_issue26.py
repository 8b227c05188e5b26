"""Issue 26.6: the command line's help and the replay printout.

- ``--help`` names ``replay --watch``; ``replay --help`` says what FILE is;
- a game's help offers only its own file arguments (Truel's ``--board``/``--deck``);
- ``tablebox replay FILE`` prints each move in words, as the log does, and names a computer's
  level once, in the heading.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tablebox.cli import main
from tablebox.controller import Match, Seat


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(argv) in (0, None)
    return capsys.readouterr().out


def test_the_help_names_replay_watch(capsys: pytest.CaptureFixture[str]) -> None:
    assert "replay FILE --watch" in " ".join(run(["--help"], capsys).split())


def test_replay_help_says_what_file_is(capsys: pytest.CaptureFixture[str]) -> None:
    shown = run(["replay", "--help"], capsys)
    assert "FILE            the save file" in shown


@pytest.mark.parametrize("game", ["claim", "oriflamme", "dwarf-king", "thrones"])
def test_a_games_help_offers_no_other_games_files(
    game: str, capsys: pytest.CaptureFixture[str]
) -> None:
    shown = run(["new", game, "--help"], capsys)
    assert "--board" not in shown and "--deck" not in shown


def test_truels_help_offers_its_board_and_deck(capsys: pytest.CaptureFixture[str]) -> None:
    shown = run(["new", "truel", "--help"], capsys)
    assert "--board" in shown and "--deck" in shown


def test_replay_prints_moves_in_words_and_levels_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "g.json"
    seats = [Seat("Ann", "computer", "random"), Seat("Bo", "computer", "normal")]
    match = Match.start("claim", seats, seed=2, save_path=path)
    match.play_computers()
    match.close()
    shown = run(["replay", str(path)], capsys)
    head, _, rest = shown.partition("\n")
    assert "Bo (computer, normal)" in head
    assert "(normal)" not in rest and "(computer)" not in rest
    moves = rest.splitlines()[1 : 1 + len(match.actions)]
    assert [line.split(".")[0].strip() for line in moves] == [
        str(number) for number in range(1, len(match.actions) + 1)
    ]
    assert moves[0].split(". ", 1)[1].startswith("Ann plays ")
    # Words, not notation: no move id such as "troll-9" in a move's line.
    assert not any(action.action in line for action, line in zip(match.actions, moves, strict=True))
