"""The command line's comforts (``list``, ``GAME --help``, ``completion``, ``stats``) and the
app's Statistics screen, which shows the same table as ``tablebox stats``."""

from __future__ import annotations

import io
import json
import re
import shlex
import shutil
import subprocess
import sys
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any, Literal

import pytest
from pydantic import BaseModel
from textual.widgets import DataTable, Static

from tablebox import cli, registry
from tablebox.app import TableboxApp
from tablebox.cli import launch
from tablebox.controller import Match, Seat
from tablebox.screens.menu import ENTRY_KEYS, MenuScreen
from tablebox.screens.stats import StatsScreen
from tablebox.stats import HEADERS, collect

from .conftest import SIZE, TallyRules, settled, text_of
from .test_cli import usage_error

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
            if cli.words(game_id, name).hidden or (game_id, name) == ("thrones", "start"):
                continue  # for tests and tutorials, not for players
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
    monkeypatch.setattr(launch, "run_app", lambda match, language: started.append(match) or 0)
    for game_id in registry.playable_ids():
        out = run(["new", game_id, "--help"], capsys)
        example = out.rstrip().splitlines()[-1].strip()
        assert example.startswith(f"tablebox new {game_id} --players ")
        assert cli.main(shlex.split(example)[1:]) == 0, capsys.readouterr().err
        match = started[-1]
        assert match.game_id == game_id
        if "--option " in example:  # a game whose options all stay random shows none
            name, value = example.split("--option ")[1].split("=")
            said = cli.words(game_id, name)
            assert cli._value_text(getattr(match.options, name), said) == value

        out = run(["simulate", game_id, "--help"], capsys)
        example = out.rstrip().splitlines()[-1].strip()
        assert example.startswith(f"tablebox simulate {game_id} --games 1000")
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


def game_part(out: str, game_id: str) -> str:
    """What ``new GAME --help`` says of the game, after argparse's usage."""
    return out[out.index(f"{game_id}: ") :]


def test_list_shows_options_in_plain_words() -> None:
    """Issue 17.4: no type names (``ScriptedDeal``, ``BoardSpec | none``, ``text | none``), and
    an option the form shows as Random reads "random" rather than "none"."""
    with redirect_stdout(io.StringIO()) as printed:
        assert cli.main(["list"]) == 0
    out = printed.getvalue()
    for code in ("ScriptedDeal", "Spec", "Position", "text", "a whole number | none", "true |"):
        assert code not in out, code
    lines = [" ".join(line.split()) for line in out.splitlines()]
    assert "first_player 1 to 5 | random (default random)" in lines
    assert "direction left-to-right | right-to-left | random (default random)" in lines
    assert "first_dealer 1 to 5 | random (default random)" in lines
    assert "deals 1 to 7 (default 7)" in lines
    assert "open_tricks yes | no (default no)" in lines
    assert "board with --board FILE (default tablebox's own)" in lines
    assert not any(line.startswith("deck a comma") for line in lines)  # tests' scripted deals


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_game_help_cites_no_rule_ids_and_counts_seats_from_1(
    game_id: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 17.4: ``new GAME --help`` in a player's words: no rule ids, no "PROPOSED", no seat
    0, no None."""
    said = game_part(run(["new", game_id, "--help"], capsys), game_id)
    assert not re.search(r"[A-Z]{3}-\d", said), said
    for code in ("PROPOSED", "0-based", "0 is", "None", "``", "Spec", "Scripted"):
        assert code not in said, code


def test_seat_options_are_written_from_1(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 17.4: ``first_player=1`` is the first player named; ``random`` leaves it to the
    seed; seat 0, or one past the players, is refused in the same numbers."""
    started: list[Match] = []
    monkeypatch.setattr(launch, "run_app", lambda match, language: started.append(match) or 0)
    argv = ["new", "oriflamme", "--players", "Ann,Ben,Cid", "--seed", "1"]
    assert cli.main([*argv, "--option", "first_player=1", "--option", "direction=random"]) == 0
    assert started[-1].options.first_player == 0
    assert started[-1].options.direction is None
    assert cli.main([*argv, "--option", "first_player=random"]) == 0
    assert started[-1].options.first_player is None
    assert "counted from 1, not 0" in usage_error([*argv, "--option", "first_player=0"], capsys)
    error = usage_error([*argv, "--option", "first_player=4"], capsys)
    assert "a seat from 1 to 3 (3 players), not 4" in error
    king = ["new", "dwarf-king", "--players", "Ann,Ben,Cid", "--option", "first_dealer=3"]
    assert cli.main(king) == 0
    assert started[-1].options.first_dealer == 2
    assert "--board FILE" in usage_error(
        ["simulate", "truel", "--games", "1", "--option", "board=x"], capsys
    )


def test_a_game_without_a_table_says_so_and_shows_a_command_that_works(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 17.4: the help of a game that cannot be played yet (A Game of Thrones before its
    table) ends with a command that works, not with a ``new`` that fails."""
    monkeypatch.setitem(registry.GAMES, "thrones", registry.GameEntry("games.thrones"))
    said = game_part(run(["new", "thrones", "--help"], capsys), "thrones")
    assert "A Game of Thrones has no table yet: it can be simulated, not played." in said
    example = said.rstrip().splitlines()[-1].strip()
    assert example == "tablebox simulate thrones --games 100"
    argv = shlex.split(example.replace("--games 100", "--games 1 --seed 1"))[1:]
    assert "Outcomes of 1 game" in run(argv, capsys)


def test_list_loads_only_the_options_it_prints() -> None:
    """Issue 17.8: ``tablebox list`` prints titles, player counts and options: it loads each
    game's options model, not its rules, the simulator or the server (which took it to half a
    second)."""
    script = (
        "import sys, io, contextlib\n"
        "from tablebox import cli\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    cli.main(['list'])\n"
        "print(sorted(m for m in sys.modules if m.endswith(('.game', 'tablebox.simulate',"
        " 'tablebox.serve', 'textual'))))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert done.stdout.strip() == "[]", done.stdout


def test_the_registry_knows_each_game_as_its_rules_do() -> None:
    """Issue 17.8: the title and player counts ``list`` reads from the registry (so as not to
    load the rules) are the rules' own, and so is the options model it finds."""
    for game_id in registry.game_ids():
        rules = registry.get(game_id)
        entry = registry.entry(game_id)
        assert (entry.title, entry.players) == (rules.title, (rules.min_players, rules.max_players))
        assert cli.game_facts(game_id).Options is rules.Options


def test_the_serve_defaults_are_the_servers() -> None:
    """Issue 17.8: ``--help`` names the server's defaults without loading it (and asyncio)."""
    from tablebox import serve

    assert (cli.DEFAULT_HOST, cli.DEFAULT_PORT) == (serve.DEFAULT_HOST, serve.DEFAULT_PORT)


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
    # A status edited to claim that Eve won is refused on load since issue 17.6, so skipped:
    # test_saved_games_list.py::test_a_header_edited_to_say_finished_is_refused_when_opened.

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
    """The statistics screen, once its figures (gathered in a worker) are shown."""
    app = pilot.app
    await settled(
        pilot,
        lambda: isinstance(app.screen, StatsScreen) and app.screen.stats is not None,
        what="the statistics",
    )
    screen = app.screen
    assert isinstance(screen, StatsScreen)
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
        await settled(
            pilot,
            lambda: isinstance(app.screen, MenuScreen),
            what="MenuScreen on top",
        )

        # The menu entry works by arrows and Enter too: Home, then down to its place.
        await pilot.press("home", *["down"] * ENTRY_KEYS.index("stats"), "enter")
        await stats_shown(pilot)
        await pilot.press("q")
        await settled(
            pilot,
            lambda: isinstance(app.screen, MenuScreen),
            what="MenuScreen on top",
        )


async def test_the_statistics_screen_with_no_finished_games(save_dir: Path) -> None:
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        screen = await stats_shown(pilot)
        assert not screen.query_one("#stats-table", DataTable).display
        summary = text_of(screen.query_one("#stats-summary", Static))
        assert summary == f"No finished games yet in {save_dir}."
