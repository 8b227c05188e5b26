"""The layering holds: rule modules know nothing of terminals or files, and the headless core
(the simulator, the controller, the bots, the saves and the message catalog) never loads
Textual or Rich, so the CLI's headless commands and the rules tests run without them.

Imports are checked in fresh interpreters (subprocesses), because this test session itself may
already have imported Textual for other tests.
"""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = ROOT / "games"

FORBIDDEN_IN_GAMES = {
    # the app's toolkits
    "textual",
    "rich",
    # I/O and the outside world
    "os",
    "pathlib",
    "io",
    "sys",
    "shutil",
    "tempfile",
    "glob",
    "subprocess",
    "socket",
    "urllib",
    "http",
    "sqlite3",
    "pickle",
    "shelve",
    "platformdirs",
    "importlib",
    "builtins",
}
ALLOWED_FROM_TABLEBOX = {"tablebox.engine"}
"""The contract and its types; anything else of the app would drag saves or screens along."""


def run_python(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_games_import_neither_textual_nor_rich() -> None:
    result = run_python(
        """
        import importlib, pkgutil, sys
        import games

        names = ["games"]
        for info in pkgutil.walk_packages(games.__path__, "games."):
            importlib.import_module(info.name)
            names.append(info.name)
        print(len(names), "modules")
        loaded = sorted(m for m in sys.modules if m.split(".")[0] in {"textual", "rich"})
        assert not loaded, f"importing games loaded {loaded[:5]}"
        assert "games.claim" in names, names
        """
    )
    assert result.returncode == 0, result.stderr
    assert "modules" in result.stdout


def test_simulate_does_not_load_textual() -> None:
    result = run_python(
        """
        import sys
        from tablebox.cli import main

        assert main(["simulate", "claim", "--games", "3"]) == 0
        assert "textual" not in sys.modules, "simulate loaded textual"
        # stdout is a pipe here, so not even the progress bar's rich is needed
        assert "rich" not in sys.modules, "simulate loaded rich without a terminal"
        """
    )
    assert result.returncode == 0, result.stderr
    assert "games/s" in result.stdout


def test_rules_and_replay_do_not_load_textual(tmp_path: Path) -> None:
    result = run_python(
        f"""
        import os, sys
        os.environ["TABLEBOX_SAVE_DIR"] = {str(tmp_path)!r}
        from tablebox.cli import main
        from tablebox.controller import Match, Seat

        match = Match.start("claim", [Seat("A"), Seat("B")], seed=1)
        match.act(0, match.legal_actions(0)[0])
        assert main(["replay", str(match.save_path)]) == 0
        main(["rules", "claim"])
        assert "textual" not in sys.modules, "a headless command loaded textual"
        """
    )
    assert result.returncode == 0, result.stderr


def _imported_modules(tree: ast.AST) -> list[tuple[int, str]]:
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module))
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name | ast.Attribute)
            and getattr(node.func, "id", getattr(node.func, "attr", "")) == "__import__"
        ):
            found.append((node.lineno, "__import__"))
    return found


def test_game_sources_import_nothing_that_does_io() -> None:
    sources = sorted(GAMES.rglob("*.py"))
    assert sources, "no game sources found"
    problems = []
    for source in sources:
        tree = ast.parse(source.read_text(encoding="utf-8"), filename=str(source))
        for line, module in _imported_modules(tree):
            top = module.split(".")[0]
            where = f"{source.relative_to(ROOT)}:{line}"
            if top in FORBIDDEN_IN_GAMES or module == "__import__":
                problems.append(f"{where} imports {module}")
            elif top == "tablebox" and module not in ALLOWED_FROM_TABLEBOX:
                problems.append(f"{where} imports {module} (only tablebox.engine is allowed)")
    assert not problems, "\n".join(problems)


def test_the_catalog_loads_neither_textual_nor_rich() -> None:
    result = run_python(
        """
        import importlib, pkgutil, sys
        import tablebox.catalog

        names = ["tablebox.catalog"]
        for info in pkgutil.walk_packages(tablebox.catalog.__path__, "tablebox.catalog."):
            importlib.import_module(info.name)
            names.append(info.name)
        from tablebox.catalog import english
        from tablebox.engine import Message
        assert english(Message("common.game-over")) == "the game is over"
        loaded = sorted(m for m in sys.modules if m.split(".")[0] in {"textual", "rich"})
        assert not loaded, f"importing the catalog loaded {loaded[:5]}"
        print(len(names), "modules")
        """
    )
    assert result.returncode == 0, result.stderr
    assert "modules" in result.stdout


def test_the_controller_and_the_bots_load_neither_textual_nor_rich() -> None:
    """Computers think in a worker thread of the app, but the controller and the bots are
    headless: the CLI and tests drive them without a terminal."""
    result = run_python(
        """
        import sys
        import tablebox.bots, tablebox.controller, tablebox.saves, tablebox.simulate
        loaded = sorted(m for m in sys.modules if m.split(".")[0] in {"textual", "rich"})
        assert not loaded, f"the headless platform loaded {loaded[:5]}"
        """
    )
    assert result.returncode == 0, result.stderr
