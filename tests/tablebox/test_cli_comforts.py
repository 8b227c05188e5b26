"""The command line's comforts (``list``, ``GAME --help``, ``completion``, ``stats``) and the
app's Statistics screen, which shows the same table as ``tablebox stats``."""

from __future__ import annotations

import json
import shlex
import shutil
import subprocess
from pathlib import Path
from typing import Any, Literal

import pytest
from pydantic import BaseModel
from textual.widgets import DataTable, Static

from tablebox import cli, registry
from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.screens.menu import MenuScreen
from tablebox.screens.stats import StatsScreen
from tablebox.stats import HEADERS, collect

from .conftest import SIZE, TallyRules, text_of

# -- a stand-in game whose options exist only here, so the texts must come from its model ------


class ToyOptions(BaseModel):
    """How the toy is played."""

    pace: Literal["slow", "fast", "wild"] = "slow"
    """How quickly the ``toy`` moves."""
    lead: int | None = None
    """The seat that starts; None: at random."""
    colours: tuple[Literal["red", "blue", "green"], ...] = ()


class ToyRules(TallyRules):
    id = "toy"
    title = "Toy Box"
    min_players = 3
    max_players = 5
    Options = ToyOptions  # type: ignore[assignment]

    def new_game(
        self, players: list[str], options: Any = None, seed: int = 0, deck: Any = None
    ) -> Any:
        if isinstance(options, ToyOptions) and options.pace == "fast":
            raise ValueError("too fast for this many players")
        return super().new_game(players, options, seed, deck)


rules = ToyRules()


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> str:
    """Registers the toy game (this module is its rules package); returns its id."""
    monkeypatch.setitem(registry.GAMES, "toy", registry.GameEntry(__name__, __name__))
    return "toy"


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """``tablebox ARGV``'s output; it must exit 0 and write nothing to stderr."""
    assert cli.main(argv) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    return captured.out


# -- list ---------------------------------------------------------------------------------------


def test_list_names_every_game_with_its_players_and_options(
    toy: str, capsys: pytest.CaptureFixture[str]
) -> None:
    out = run(["list"], capsys)
    for game_id in registry.game_ids():
        game = registry.get(game_id)
        assert f"{game_id}  {game.title}: " in out
        for name in game.Options.model_fields:
            assert any(line.startswith(f"  {name} ") for line in out.splitlines()), name
    assert "toy  Toy Box: 3 to 5 players" in out
    lines = [line.split() for line in out.splitlines()]
    assert ["pace", "slow", "|", "fast", "|", "wild", "(default", "slow)"] in lines
    assert ["lead", "a", "whole", "number", "|", "none", "(default", "none)"] in lines
    assert ["box", "claim", "|", "claim2", "|", "mixed", "(default", "claim2)"] in lines
    assert "colours  a comma-separated list from: red | blue | green (default none)" in out


def test_list_says_when_a_game_has_no_options(
    tally: str, capsys: pytest.CaptureFixture[str]
) -> None:
    out = run(["list"], capsys)
    tally_block = out[out.index("tally  Tally") :].split("\n\n")[0]
    assert tally_block.splitlines()[1:] == ["  (no options)"]


# -- GAME --help --------------------------------------------------------------------------------


def test_new_game_help_explains_its_options_from_the_model(
    toy: str, capsys: pytest.CaptureFixture[str]
) -> None:
    out = run(["new", "toy", "--help"], capsys)
    assert out.startswith("usage: tablebox new")
    after = out[out.index("toy: Toy Box, 3 to 5 players.") :]
    assert "How the toy is played." in after  # the model's docstring
    assert (
        "  pace=slow | fast | wild\n      default: slow\n      How quickly the toy moves." in after
    )
    assert "  lead=a whole number | none\n      default: none\n      The seat that starts" in after
    assert "  colours=a comma-separated list from: red | blue | green\n      default: none" in after
    # The example takes the first value the game accepts that is not the default: not "fast".
    assert after.rstrip().endswith(
        "Example:\n  tablebox new toy --players Ann,Ben,Cid --option pace=wild"
    )


def test_the_help_example_is_a_command_that_works(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    started: list[Match] = []
    monkeypatch.setattr(cli, "_run_app", lambda match: started.append(match) or 0)
    for game_id in registry.playable_ids():
        out = run(["new", game_id, "--help"], capsys)
        example = out.rstrip().splitlines()[-1].strip()
        assert example.startswith(f"tablebox new {game_id} --players ")
        assert cli.main(shlex.split(example)[1:]) == 0, capsys.readouterr().err
        match = started[-1]
        assert match.game_id == game_id
        name, value = example.split("--option ")[1].split("=")
        assert cli._value_text(getattr(match.options, name)) == value

        out = run(["simulate", game_id, "--help"], capsys)
        example = out.rstrip().splitlines()[-1].strip()
        assert example.startswith(f"tablebox simulate {game_id} --games 1000 --option ")
        argv = shlex.split(example.replace("--games 1000", "--games 2"))[1:]
        assert "Outcomes of 2 games" in run(argv, capsys)


def test_help_without_a_game_says_how_to_see_the_options(
    capsys: pytest.CaptureFixture[str],
) -> None:
    out = run(["new", "--help"], capsys)
    assert "--players NAMES" in out
    assert out.rstrip().endswith("`tablebox new GAME --help` also explains that game's options.")
    assert "box=" not in out


def test_claim_help_names_its_real_options(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(["new", "claim", "--help"], capsys)
    assert "  box=claim | claim2 | mixed\n      default: claim2" in out
    assert "  pair=knights-goblins | gnomes-giants | none" in out
    assert "Mixed decks only: the one pair of 22 cards." in out


# -- completion ---------------------------------------------------------------------------------


@pytest.mark.parametrize("shell", ["bash", "zsh", "tcsh"])
def test_completion_prints_a_script_naming_commands_and_games(
    shell: str, capsys: pytest.CaptureFixture[str]
) -> None:
    out = run(["completion", shell], capsys)
    for command in ["new", "load", "rules", "replay", "simulate", "list", "stats", "completion"]:
        assert command in out
    assert " ".join(registry.game_ids()) in out


def test_completion_of_an_unknown_shell_is_a_usage_error(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert cli.main(["completion", "fish-and-chips"]) == 2
    assert "invalid choice" in capsys.readouterr().err


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
def test_bash_completes_commands_game_ids_and_save_files(
    tmp_path: Path, save_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = tmp_path / "tablebox.bash"
    script.write_text(run(["completion", "bash"], capsys))
    save_dir.mkdir(parents=True)
    (save_dir / "claim-2026-ann-ben.json").write_text("{}")
    (save_dir / "notes.txt").write_text("")
    here = tmp_path / "here"
    here.mkdir()
    (here / "mine.json").write_text("{}")

    def complete(*words: str, folder: Path | None = save_dir) -> list[str]:
        program = (
            f"source {shlex.quote(str(script))}; COMP_WORDS=({shlex.join(words)});"
            " COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); _shtab_tablebox;"
            ' printf "%s\\n" "${COMPREPLY[@]}"'
        )
        env = {"PATH": "/usr/bin:/bin", "TABLEBOX_SAVE_DIR": str(folder) if folder else ""}
        done = subprocess.run(
            ["bash", "-c", program], cwd=here, env=env, capture_output=True, text=True, check=True
        )
        return [line for line in done.stdout.splitlines() if line]

    commands = complete("tablebox", "")
    assert {"new", "load", "list", "stats", "completion", "simulate"} <= set(commands)
    assert complete("tablebox", "st") == ["stats"]
    assert complete("tablebox", "new", "") == registry.game_ids()
    assert complete("tablebox", "rules", "cl") == ["claim"]
    assert complete("tablebox", "completion", "") == ["bash", "zsh", "tcsh"]
    assert sorted(complete("tablebox", "load", "")) == sorted(
        ["mine.json", str(save_dir / "claim-2026-ann-ben.json")]
    )
    assert complete("tablebox", "replay", "cl") == [str(save_dir / "claim-2026-ann-ben.json")]
    assert "--option" in complete("tablebox", "new", "claim", "--")


# -- stats ------------------------------------------------------------------------------------


def finish(match: Match, path: Path) -> Match:
    """Play ``match`` (all computers) to the end headless, then save it to ``path``."""
    match.play_computers()
    assert match.is_over
    match.save_path = path
    match.save()
    return match


def computers(*names: str) -> list[Seat]:
    return [Seat(name, "computer") for name in names]


def expected_wins(matches: list[Match]) -> dict[str, dict[str, tuple[int, int]]]:
    """game title -> player -> (won, played), straight from the matches' outcomes."""
    table: dict[str, dict[str, tuple[int, int]]] = {}
    for match in matches:
        outcome = match.outcome()
        assert outcome is not None
        game = table.setdefault(match.rules.title, {})
        for seat, name in enumerate(match.names):
            won, played = game.get(name, (0, 0))
            game[name] = (won + (seat in outcome.winners), played + 1)
    return table


@pytest.fixture
def saves(save_dir: Path) -> list[Match]:
    """The save folder: five finished games (three of Claim for two, one of Claim for four in
    teams, one of Oriflamme for three), one under way, one truncated file, one edited save whose
    replay disagrees with it, and a file that is not a save at all. Returns the finished ones."""
    save_dir.mkdir(parents=True)
    finished = [
        finish(Match.start("claim", computers("Ann", "Ben"), seed=seed, autosave=False), path)
        for seed, path in [(1, save_dir / "c1.json"), (2, save_dir / "c2.json")]
    ]
    finished.append(
        finish(
            Match.start("claim", computers("Ben", "Ann"), seed=5, autosave=False),
            save_dir / "c3.json",
        )
    )
    teams = {
        "box": "mixed",
        "pair": "knights-goblins",
        "singles": ["undead", "dwarf", "doppelganger", "dragon", "seer"],
    }
    four = Match.start("claim", computers("Ann", "Ben", "Cid", "Dan"), teams, 4, autosave=False)
    finished.append(finish(four, save_dir / "c4.json"))
    three = Match.start("oriflamme", computers("Cid", "Ann", "Dan"), seed=3, autosave=False)
    finished.append(finish(three, save_dir / "o1.json"))

    under_way = Match.start(
        "claim", [Seat("Ann"), Seat("Eve")], seed=9, save_path=save_dir / "u.json"
    )
    under_way.act(0, under_way.legal_actions(0)[0])
    # Its status is edited to claim that Eve won: the replay says otherwise, so it is not counted.
    data = json.loads((save_dir / "u.json").read_text())
    data["status"] = {"key": "common.game-over-won", "params": {"seats": [1]}}
    (save_dir / "u.json").write_text(json.dumps(data))

    text = (save_dir / "c1.json").read_text()
    (save_dir / "truncated.json").write_text(text[: len(text) // 2])
    edited = json.loads((save_dir / "c2.json").read_text())
    edited["seats"][0]["name"] = "Zed"
    edited["actions"] = edited["actions"][:-3]  # the snapshot no longer matches the replay
    (save_dir / "edited.json").write_text(json.dumps(edited))
    (save_dir / "notes.json").write_text('["not a save"]')
    return finished


def test_stats_counts_the_wins_of_every_finished_save(saves: list[Match], save_dir: Path) -> None:
    stats = collect(save_dir)
    counted = {
        game.title: {p.name: (p.won, p.played) for p in game.players} for game in stats.games
    }
    assert counted == expected_wins(saves)
    assert [game.game for game in stats.games] == ["claim", "oriflamme"]
    assert [game.finished for game in stats.games] == [4, 1]
    assert stats.finished == 5 and stats.unfinished == 1
    assert sorted(skipped.path.name for skipped in stats.skipped) == [
        "edited.json",
        "notes.json",
        "truncated.json",
    ]
    assert "Zed" not in str(stats.rows())
    # Claim for four is won by a team: both partners have a win.
    four = saves[3].outcome()
    assert four is not None and len(four.winners) == 2
    # Most wins first within each game.
    for game in stats.games:
        wins = [player.won for player in game.players]
        assert wins == sorted(wins, reverse=True)


def test_tablebox_stats_prints_the_table(
    saves: list[Match], save_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = run(["stats"], capsys)
    lines = out.splitlines()
    assert lines[0].split() == list(HEADERS)
    rows = [line.split() for line in lines[2:] if line and not line.startswith("5 finished")]
    expected = expected_wins(saves)
    for game_title, players in expected.items():
        for name, (won, played) in players.items():
            share = f"{round(100 * won / played)}%"
            assert any(row[-4:] == [name, str(won), str(played), share] for row in rows), name
        assert any(row[0] == game_title.split()[0] for row in rows)
    summary = " ".join(out[out.index("5 finished games") :].split())
    assert summary == (
        f"5 finished games counted, from {save_dir}; 1 game still under way is not counted;"
        " 3 saves cannot be opened and were skipped (Continue says why)."
    )


def test_tablebox_stats_of_an_empty_folder(
    save_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = run(["stats"], capsys)
    assert " ".join(out.split()) == f"No finished games yet in {save_dir}."


# -- the Statistics screen ------------------------------------------------------------------------


async def stats_shown(pilot: Any) -> StatsScreen:
    screen = pilot.app.screen
    assert isinstance(screen, StatsScreen)
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()
    assert screen.stats is not None
    return screen


async def test_the_statistics_screen_shows_the_same_table(
    saves: list[Match], save_dir: Path
) -> None:
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        screen = await stats_shown(pilot)
        table = screen.query_one("#stats-table", DataTable)
        assert table.display
        shown = [
            tuple(str(cell) for cell in table.get_row_at(row)) for row in range(table.row_count)
        ]
        assert shown == collect(save_dir).rows()
        assert [str(column.label) for column in table.columns.values()] == list(HEADERS)
        summary = text_of(screen.query_one("#stats-summary", Static))
        assert "5 finished games counted" in summary and "3 saves cannot be opened" in summary
        await pilot.press("escape")
        assert isinstance(app.screen, MenuScreen)

        # The menu entry works by arrows and Enter too: Statistics is the one before Quit.
        await pilot.press("end", "up", "enter")
        await stats_shown(pilot)
        await pilot.press("q")
        assert isinstance(app.screen, MenuScreen)


async def test_the_statistics_screen_with_no_finished_games(save_dir: Path) -> None:
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        screen = await stats_shown(pilot)
        assert not screen.query_one("#stats-table", DataTable).display
        summary = text_of(screen.query_one("#stats-summary", Static))
        assert summary == f"No finished games yet in {save_dir}."
