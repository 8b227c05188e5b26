"""Issue 20 in its last corners: the words of the statistics, the simulation and tournament
reports, a refused save, the saved-games list, what each game option does and a refused setup,
in Czech from the catalog, and in English as they were."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import DataTable, Input, OptionList, Static

from tablebox import registry
from tablebox.app import TableboxApp
from tablebox.catalog import Catalog
from tablebox.cli import describe
from tablebox.controller import Match
from tablebox.engine import IllegalAction, Message
from tablebox.option_words import about, game_about
from tablebox.saves import SaveError, list_saves, read_save
from tablebox.screens.new_game import _reason
from tablebox.screens.saved_games import ContinueScreen, LoadScreen
from tablebox.stats import SkippedSave, Stats, headers

from .conftest import SIZE, settled, text_of
from .test_cli_comforts import run, saves, stats_shown
from .test_saved_games_list import finished_save, playing_save, prompts

__all__ = ["saves"]  # the fixture, used here as in test_cli_comforts.py

CZECH = Catalog("cs")


# -- statistics ---------------------------------------------------------------------------------


def test_tablebox_stats_in_czech(
    saves: list[Match], save_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = run(["stats", "--lang", "cs"], capsys).splitlines()
    assert lines[0].split() == ["Hra", "Hráč", "Výhry", "Odehráno", "Podíl"]
    assert lines[2].startswith("Trůn ")  # Claim as the Czech box names it
    assert any(line.startswith("Krvavý trůn ") for line in lines)  # Oriflamme
    out = " ".join(lines)
    assert "Započteno: 5 dohraných her" in out
    assert "1 rozehraná hra se nepočítá" in out
    assert "3 uložené hry nelze otevřít a byly vynechány" in out
    assert "%" in out and " %" in out  # Czech writes a space before the percent sign


def test_the_statistics_summary_uses_czech_plural_forms(tmp_path: Path) -> None:
    one = Stats(tmp_path, (), 1, (SkippedSave(tmp_path / "a.json", "x"),))
    assert one.summary(CZECH) == (
        f"Ve složce {tmp_path} zatím nejsou žádné dohrané hry; 1 rozehraná hra se nepočítá;"
        " 1 uloženou hru nelze otevřít a byla vynechána (proč, ukáže Pokračovat)."
    )
    skipped = tuple(SkippedSave(tmp_path / f"{n}.json", "x") for n in range(5))
    many = Stats(tmp_path, (), 5, skipped)
    assert "5 rozehraných her se nepočítá" in many.summary(CZECH)
    assert "5 uložených her nelze otevřít a bylo vynecháno" in many.summary(CZECH)
    assert "5 games still under way are not counted" in many.summary()  # English unchanged


async def test_the_statistics_screen_in_czech(saves: list[Match], save_dir: Path) -> None:
    app = TableboxApp(language="cs")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        screen = await stats_shown(pilot)
        table = screen.query_one("#stats-table", DataTable)
        assert [str(column.label) for column in table.columns.values()] == list(headers(CZECH))
        assert str(table.get_row_at(0)[0]) == "Trůn"
        summary = text_of(screen.query_one("#stats-summary", Static))
        assert summary.startswith("Započteno: 5 dohraných her")

        app.switch_language("en")  # the page opens again, in English
        old = screen
        await settled(pilot, lambda: app.screen is not old, what="the page again")
        screen = await stats_shown(pilot)
        table = screen.query_one("#stats-table", DataTable)
        assert [str(column.label) for column in table.columns.values()] == list(headers())
        summary = text_of(screen.query_one("#stats-summary", Static))
        assert summary.startswith("5 finished games counted")


# -- simulate and tournament reports ------------------------------------------------------------


def label_column(lines: list[str]) -> set[int]:
    """Where the values of the ``  label   value`` lines begin."""
    return {len(line) - len(line[2:].split(" ", 1)[1].lstrip()) for line in lines}


def test_the_simulation_report_in_czech_keeps_its_columns(
    capsys: pytest.CaptureFixture[str],
) -> None:
    out = run(["simulate", "claim", "--games", "3", "--seed", "1", "--lang", "cs"], capsys)
    lines = out.splitlines()
    assert lines[0] == "Trůn: 3 hry mezi 2 náhodnými hráči (semínko 1)"
    labelled = lines[1:7]
    assert [line.split()[0] for line in labelled] == [
        "nastavení",
        "hry",
        "sekundy",
        "her/s",
        "tahů/s",
        "tahů/hra",
    ]
    assert len(label_column(labelled)) == 1
    assert "výchozí nastavení" in lines[1]
    assert "Výsledky 3 her" in lines and "Hráč 1" in out
    wins = [line for line in lines if "výhry" in line or "remízy" in line]
    assert len(wins) == 3 and len({line.index("(") for line in wins}) == 1


def test_the_simulation_report_in_english_reads_as_before(
    capsys: pytest.CaptureFixture[str],
) -> None:
    lines = run(["simulate", "claim", "--games", "1", "--seed", "1"], capsys).splitlines()
    assert lines[0] == "Claim: 1 game between 2 random players (seed 1)"
    assert lines[1] == "  options        default options"
    assert lines[2] == "  games          1"
    assert "Outcomes of 1 game" in lines
    assert lines[-5].startswith("  Seat 1  wins        ")
    assert lines[-2].startswith("  average length ")


@pytest.mark.parametrize("language", ["en", "cs"])
def test_the_tournament_table_lines_up_in_both_languages(
    language: str, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["simulate", "truel", "--games", "2", "--seed", "1", "--seats", "normal,random,random"]
    lines = run([*argv, "--lang", language], capsys).splitlines()
    head = next(i for i, line in enumerate(lines) if line.split()[:1] in (["bot"], ["hráč"]))
    table = lines[head : head + 3]
    # The last column is aligned right: a header as wide as its numbers keeps every line as long.
    assert len({len(line) for line in table}) == 1
    if language == "cs":
        assert lines[0] == "Truel: 2 hry, hráči normal,random,random (semínko 1)"
        assert "prům. pořadí" in table[0] and "po každé hře posunuto" in lines[2]
    else:
        assert table[0] == (
            "  bot      seats     wins  win rate  95% interval    mean rank decisions    median"
            "       p95"
        )


# -- a refused save -----------------------------------------------------------------------------


def broken_save(save_dir: Path) -> Path:
    """A save cut in half: refused as truncated."""
    save_dir.mkdir(parents=True, exist_ok=True)
    good = save_dir / "good.json"
    finished_save(good)
    broken = save_dir / "half.json"
    text = good.read_text()
    broken.write_text(text[: len(text) // 2])
    good.unlink()
    return broken


def test_a_save_error_carries_its_problem_and_says_it_in_each_language(save_dir: Path) -> None:
    broken = broken_save(save_dir)
    with pytest.raises(SaveError) as refused:
        read_save(broken)
    error = refused.value
    assert error.reason == Message("saves.truncated")
    assert str(error) == f"Cannot open {broken}: the file is truncated (it ends mid-way)"
    assert error.text(CZECH) == f"Nelze otevřít {broken}: soubor je useknutý (končí v půli)"


def test_tablebox_load_refuses_a_save_in_czech_naming_the_file(
    save_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tablebox import cli

    broken = broken_save(save_dir)
    assert cli.main(["load", str(broken), "--lang", "cs"]) != 0
    err = capsys.readouterr().err
    assert f"Nelze otevřít {broken}: soubor je useknutý" in err


async def test_the_load_screen_refuses_a_save_in_czech_naming_the_file(save_dir: Path) -> None:
    broken = broken_save(save_dir)
    app = TableboxApp(language="cs")
    async with app.run_test(size=SIZE) as pilot:
        await app.push_screen(LoadScreen())
        await settled(pilot, lambda: isinstance(app.screen, LoadScreen), what="Load")
        app.screen.query_one("#load-path", Input).value = str(broken)
        await pilot.press("enter")
        said = f"Nelze otevřít {broken}: soubor je useknutý (končí v půli)"
        await settled(
            pilot,
            lambda: text_of(app.screen.query_one("#load-problem", Static)) == said,
            what="the refusal in Czech",
        )


def test_an_illegal_action_in_a_save_is_told_in_czech(save_dir: Path) -> None:
    import json

    path = save_dir / "claim.json"
    save_dir.mkdir(parents=True, exist_ok=True)
    playing_save(path, moves=2)
    data = json.loads(path.read_text())
    data["actions"][1]["action"] = data["actions"][0]["action"]  # a card already played
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as refused:
        Match.load(path)
    czech = refused.value.text(CZECH)
    assert czech.startswith(f"Nelze otevřít {path}: tah 2 (")
    assert "je při přehrání neplatný: " in czech
    assert "is illegal on replay" in str(refused.value)


# -- the saved-games list -----------------------------------------------------------------------


def test_a_summary_is_worded_again_in_any_language(save_dir: Path) -> None:
    save_dir.mkdir(parents=True, exist_ok=True)
    playing_save(save_dir / "playing.json", moves=1)
    finished_save(save_dir / "done.json")
    (save_dir / "notes.json").write_text('["not a save"]')
    english = {summary.path.name: summary for summary in list_saves(save_dir)}
    czech = {summary.path.name: summary for summary in list_saves(save_dir, "cs")}
    for name in ("playing.json", "done.json"):
        assert english[name].status_in("cs") == czech[name].status
        assert czech[name].status_in("en") == english[name].status
        assert english[name].status != czech[name].status
    assert english["done.json"].result_in("cs") == czech["done.json"].result
    assert english["notes.json"].problem == "it is not a tablebox save file"
    assert english["notes.json"].problem_in("cs") == czech["notes.json"].problem
    assert czech["notes.json"].problem == "není to soubor s uloženou hrou tableboxu"


async def test_the_continue_list_in_czech(save_dir: Path) -> None:
    save_dir.mkdir(parents=True, exist_ok=True)
    playing_save(save_dir / "playing.json", moves=1)
    (save_dir / "notes.json").write_text('["not a save"]')
    expected = {s.path.name: s for s in list_saves(save_dir, "cs")}
    app = TableboxApp(language="cs")
    async with app.run_test(size=SIZE) as pilot:
        await app.push_screen(ContinueScreen())
        await settled(
            pilot,
            lambda: app.screen.query_one("#saves", OptionList).option_count > 0,
            what="the list",
        )
        shown = " ".join(prompts(app.screen.query_one("#saves", OptionList)))
        assert expected["playing.json"].status in shown
        assert "1 tah" in shown
        assert "není to soubor s uloženou hrou tableboxu" in shown
        assert "not a tablebox save" not in shown


# -- game options and a refused setup -----------------------------------------------------------


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_option_a_player_sets_is_explained_by_the_catalog(game_id: str) -> None:
    """No option falls back to its model's English docstring, in either language."""
    game = describe.game_facts(game_id)
    names = [option.name for option in describe.game_options(game)]
    names += list(getattr(game.Options, "SHORTHANDS", {}))
    assert game_about(game_id, CZECH) != game_about(game_id, Catalog())
    for name in names:
        assert CZECH.template(f"options.{game_id}.{name}") is not None, name
        assert about(game_id, name, CZECH) != about(game_id, name, Catalog()), name


def test_game_help_explains_the_options_in_czech(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(["new", "dwarf-king", "--help", "--lang", "cs"], capsys)
    assert "Jak dlouhá hra, které úkoly" in out
    assert "beginner vynechá destičky úkolů 1, 2, 14, 16 a 20." in out
    assert "Deals before the tie-break" not in out
    listed = run(["list", "--lang", "cs"], capsys)
    assert "čárkami oddělený seznam rodů" in listed and "dodaný s tableboxem" in listed


def test_a_setup_the_rules_refuse_is_told_in_the_forms_language() -> None:
    refused = IllegalAction("claim.needs-mixed", n=3)
    said = _reason(refused, CZECH)
    assert said == CZECH.text(refused.message)
    assert said != _reason(refused, Catalog()) and "claim.needs-mixed" not in said


def test_a_setting_that_cannot_be_written_is_told_in_czech(tmp_path: Path) -> None:
    from tablebox import config

    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the config folder should be")
    path = blocker / "config.json"
    czech = config.save(config.Config(theme="nord"), path, CZECH)
    assert czech is not None and czech.startswith(f"Nelze zapsat {path}: ")
    english = config.save(config.Config(theme="nord"), path)
    assert english is not None and english.startswith(f"Cannot write {path}: ")
