"""The command line in Czech (issue 20): ``--lang cs|en`` before or after any command,
``$TABLEBOX_LANG`` and the system's locale; its help, usage errors and output from the catalog's
``cli.`` keys; ``tablebox rules GAME --lang cs`` prints the Czech rule reference."""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tablebox import cli, resources
from tablebox.catalog.cs import cli as czech
from tablebox.catalog.en import cli as english
from tablebox.controller import Match, Seat

from .test_cli import FakeApp, fake_app

ROOT = Path(__file__).resolve().parents[2]
__all__ = ["fake_app"]  # the fixture, used by every test here


def run(argv: list[str], capsys: pytest.CaptureFixture[str], status: int = 0) -> tuple[str, str]:
    assert cli.main(argv) == status
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    return captured.out, captured.err


# -- the words -----------------------------------------------------------------------------------


def test_both_languages_have_the_same_cli_keys_and_fields() -> None:
    from tablebox.catalog import template_fields

    assert set(czech.MESSAGES) == set(english.MESSAGES)
    for key, template in english.MESSAGES.items():
        assert template_fields(czech.MESSAGES[key]) == template_fields(template), key


def test_the_code_uses_every_cli_key() -> None:
    """Each key is said somewhere in tablebox/cli or tablebox/serve.py (the games' titles by
    their id)."""
    paths = [*(ROOT / "tablebox" / "cli").glob("*.py"), ROOT / "tablebox" / "serve.py"]
    source = "".join(path.read_text("utf-8") for path in paths)
    said = set(re.findall(r"""["'](cli\.[a-z0-9-]+)["']""", source))
    unused = {key for key in english.MESSAGES if key not in said}
    assert unused == {key for key in english.MESSAGES if key.startswith("cli.title.")}
    assert 'f"cli.title.{' in source


def test_list_speaks_czech_with_lang(capsys: pytest.CaptureFixture[str]) -> None:
    out, _ = run(["list", "--lang", "cs"], capsys)
    assert "claim  Trůn: 2–4 hráči" in out
    assert "oriflamme  Krvavý trůn: 2–5 hráčů" in out
    assert "truel  Truel: 3 hráči" in out
    assert "výchozí" in out and "default" not in out
    assert "Nastavení se zadává přes --option" in out
    english_out, _ = run(["--lang", "en", "list"], capsys)
    assert "claim  Claim: 2 to 4 players" in english_out and "Trůn" not in english_out


def test_tablebox_lang_and_the_system_locale_choose_czech(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANG", "cs_CZ.UTF-8")
    assert "Trůn: 2–4 hráči" in run(["list"], capsys)[0]
    assert "Claim: 2 to 4 players" in run(["list", "--lang", "en"], capsys)[0]
    monkeypatch.setenv("TABLEBOX_LANG", "en")
    assert "Claim: 2 to 4 players" in run(["list"], capsys)[0]


def test_lang_cs_list_in_a_real_process(tmp_path: Path) -> None:
    """The issue's own check: ``LANG=cs_CZ.UTF-8 tablebox list`` speaks Czech."""
    environ = {
        key: value
        for key, value in os.environ.items()
        if key not in {"TABLEBOX_LANG", "LC_ALL", "LC_MESSAGES", "LANG"}
    }
    environ |= {"LANG": "cs_CZ.UTF-8", "TABLEBOX_CONFIG_DIR": str(tmp_path)}
    result = subprocess.run(
        [sys.executable, "-m", "tablebox", "list"],
        cwd=ROOT,
        env=environ,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "Král trpaslíků: 3–5 hráčů" in result.stdout
    assert "Hra o trůny: 3–5 hráčů" in result.stdout


def test_help_speaks_czech(capsys: pytest.CaptureFixture[str]) -> None:
    out, _ = run(["--lang", "cs", "--help"], capsys)
    assert out.startswith("použití: tablebox")
    assert "příkazy:" in out and "volby:" in out
    assert "ukáže tuto nápovědu a skončí" in out
    assert czech.MESSAGES["cli.help-rules"] in out
    out, _ = run(["rules", "--help", "--lang", "cs"], capsys)
    assert "poziční argumenty:" in out and "HRA" in out and "GAME" not in out


def test_a_games_help_frames_its_options_in_czech(capsys: pytest.CaptureFixture[str]) -> None:
    out, _ = run(["new", "oriflamme", "--lang", "cs", "--help"], capsys)
    assert "oriflamme: Krvavý trůn, 2–5 hráčů." in out
    assert "výchozí: random" in out and "Příklad:" in out
    assert "tablebox new oriflamme --players Adam,Bára" in out  # Czech example names


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["simulate", "claim", "--games", "3", "--players", "5"], "Trůn: počet hráčů 2 až 4, ne 5"),
        (["new", "claim", "--players", "Ann,"], "každý hráč potřebuje jméno"),
        (["simulate", "chess", "--games", "1"], "neznámá hra 'chess'"),
        (["simulate", "claim", "--games", "0"], "musí být aspoň 1, ne 0"),
        (["simulate", "claim", "--games", "1", "--option", "size=9"], "takové nastavení nemá"),
        # argparse's own complaints, said again from the catalog.
        (["new"], "chybí tyto argumenty: HRA, --players"),
        (["new", "claim", "--players", "A,B", "--seed", "soon"], "--seed: neplatná hodnota"),
        (["dance"], "PŘÍKAZ: neplatná volba: 'dance'"),
        (["list", "--frobnicate"], "neznámé argumenty: --frobnicate"),
        (["new", "claim", "--players"], "--players: čeká se jedna hodnota"),
        # A refusal of the rules (a catalog message), in the run's language: CLM-1.6.
        (["new", "claim", "--players", "A,B,C", "--option", "box=claim"], "3 hráči potřebují"),
    ],
)
def test_usage_errors_speak_czech(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    _, err = run([*argv, "--lang", "cs"], capsys, status=2)
    assert err.startswith("použití: tablebox")
    assert ": chyba: " in err and words in err


def test_an_unknown_language_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    _, err = run(["list", "--lang", "de"], capsys, status=2)
    assert "--lang" in err and "'en', 'cs'" in err
    _, err = run(["list", "--lang"], capsys, status=2)
    assert err.count("usage:") == 1 and "--lang: expected one argument" in err


# -- the app and the rules in the chosen language -------------------------------------------------


def test_the_app_opens_in_the_chosen_language(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    run(["--lang", "cs"], capsys)
    run(["new", "claim", "--players", "Ann,Ben", "--lang", "cs"], capsys)
    run(["new", "claim", "--players", "Ann,Ben"], capsys)
    monkeypatch.setenv("TABLEBOX_LANG", "cs")
    run([], capsys)
    run(["--lang", "en"], capsys)
    assert [app.language for app in FakeApp.launched] == ["cs", "cs", "en", "cs", "en"]


def test_rules_lang_cs_prints_the_czech_reference(capsys: pytest.CaptureFixture[str]) -> None:
    """``tablebox rules oriflamme --lang cs`` prints seeds/cs/oriflamme.md (ORF- rule ids)."""
    path = resources.data_dir("seeds") / "cs" / "oriflamme.md"
    assert resources.rule_reference_path("oriflamme", "cs") == path
    out, _ = run(["rules", "oriflamme", "--lang", "cs"], capsys)
    assert out.rstrip("\n") == path.read_text(encoding="utf-8").rstrip("\n")
    assert out != resources.rule_reference("oriflamme", "en")
    assert run(["--lang", "cs", "rules", "oriflamme"], capsys)[0] == out


def test_a_missing_czech_reference_falls_back_to_english(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "seeds" / "cs").mkdir(parents=True)
    (tmp_path / "seeds" / "claim.md").write_text("# Claim\n", encoding="utf-8")
    (tmp_path / "seeds" / "truel.md").write_text("# Truel\n", encoding="utf-8")
    (tmp_path / "seeds" / "cs" / "truel.md").write_text("# Truel česky\n", encoding="utf-8")
    monkeypatch.setattr(resources, "data_dir", lambda name: tmp_path / name)
    assert resources.rule_reference("claim", "cs") == "# Claim\n"
    assert resources.rule_reference("truel", "cs") == "# Truel česky\n"
    assert resources.rule_reference("truel") == "# Truel\n"
    assert run(["rules", "claim", "--lang", "cs"], capsys)[0] == "# Claim\n"


def test_replay_speaks_czech(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    match = Match.start(
        "claim", [Seat("Aleš"), Seat("Bára")], seed=2, save_path=tmp_path / "a.json"
    )
    match.act(0, match.legal_actions(0)[0])
    match.close()
    out, _ = run(["replay", str(tmp_path / "a.json"), "--lang", "cs"], capsys)
    lines = out.splitlines()
    assert lines[0] == "Trůn: Aleš, Bára; semínko 2"
    assert "Záznam:" in lines and any(line.startswith("Stav: ") for line in lines)
    assert any(line.startswith("Výsledek: ") for line in lines)
    assert "Aleš hraje" in out  # the log, from the Czech catalog


def test_the_engine_catalog_circle_is_gone() -> None:
    """The import-linter contracts ignore no import of the catalog by the engine any more."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert "tablebox.engine -> tablebox.catalog" not in text
    tree = ast.parse((ROOT / "tablebox" / "engine.py").read_text(encoding="utf-8"))
    modules = [node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
    assert not any(module and module.startswith("tablebox") for module in modules)


def test_serve_hands_the_chosen_language_to_every_browser_session(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each browser tab runs ``python -m tablebox`` with the server's environment."""
    import tablebox.serve

    seen: list[str | None] = []
    monkeypatch.setattr(
        tablebox.serve, "serve", lambda *args: seen.append(os.environ.get("TABLEBOX_LANG")) or 0
    )
    run(["serve"], capsys)
    run(["serve", "--lang", "cs"], capsys)
    assert seen == [None, "cs"]
