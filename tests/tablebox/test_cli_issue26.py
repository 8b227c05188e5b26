"""Issue 26.6: the command line's help and ``tablebox replay``'s words."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tablebox import cli
from tablebox.controller import Match, Seat


@pytest.fixture(autouse=True)
def save_dir(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("TABLEBOX_SAVE_DIR", str(tmp_path / "saves"))


def help_of(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert cli.main([*argv, "--help"]) == 0
    return capsys.readouterr().out


def test_the_top_help_names_replay_watch(capsys: pytest.CaptureFixture[str]) -> None:
    assert "--watch" in help_of(["--lang", "en"], capsys)
    assert "--watch" in help_of(["--lang", "cs"], capsys)


def test_replay_help_says_what_file_is(capsys: pytest.CaptureFixture[str]) -> None:
    text = help_of(["--lang", "en", "replay"], capsys)
    assert "a save file (.json)" in text
    assert "soubor s uloženou hrou" in help_of(["--lang", "cs", "replay"], capsys)


@pytest.mark.parametrize("command", ["new", "host"])
@pytest.mark.parametrize("game", ["claim", "oriflamme", "dwarf-king", "thrones"])
def test_a_games_help_leaves_out_truels_board_and_deck(
    command: str, game: str, capsys: pytest.CaptureFixture[str]
) -> None:
    text = help_of(["--lang", "en", command, game], capsys)
    assert "--board" not in text and "--deck" not in text
    assert "--option" in text


@pytest.mark.parametrize("command", ["new", "host"])
def test_truels_help_shows_its_board_and_deck(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    text = help_of(["--lang", "en", command, "truel"], capsys)
    assert "--board" in text and "--deck" in text
    # Printing a help leaves the options' own texts for the next one.
    assert "--board" in help_of(["--lang", "en", command, "truel"], capsys)


def finished(path: Path) -> Match:
    match = Match.start(
        "claim", [Seat("Ann"), Seat("Bo", "computer", "easy")], seed=5, save_path=path
    )
    rng = random.Random(5)
    step = match.next_step()
    while step.kind != "over":
        seat = step.seat
        assert seat is not None
        action = match.think(seat) if step.kind == "computer" else None
        step = match.act(seat, action or rng.choice(match.legal_actions(seat)))
    return match


@pytest.mark.parametrize(
    ("language", "head", "plays"),
    [
        ("en", "Claim: Ann, Bo (computer, easy); seed 5", "plays"),
        ("cs", "Trůn: Ann, Bo (počítač, lehký); semínko 5", "hraje"),
    ],
)
def test_replay_prints_moves_in_words_and_names_plain(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], language: str, head: str, plays: str
) -> None:
    path = tmp_path / "game.json"
    match = finished(path)
    assert cli.main(["--lang", language, "replay", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == head
    moves = [line for line in lines if line[:4].strip().rstrip(".").isdigit()]
    assert len(moves) >= len(match.actions)
    notation = {record.action for record in match.actions}
    for line in moves[: len(match.actions)]:
        assert not notation & set(line.split()), line
    assert any(f" {plays} " in line for line in moves)
    # The level once, at the top: never glued to the name in a move or the log.
    assert sum("(computer" in line or "(počítač" in line for line in lines) == 1
