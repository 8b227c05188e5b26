"""The message catalog stays pure: rendering a message loads neither Textual nor Rich, so the
headless commands (``replay``, ``simulate``, the CLI's messages) and rules tests can use it.

(The layering of ``games/`` and the headless commands is checked in ``tests/test_purity.py``.)
Imports are checked in a fresh interpreter, because this test session itself may already have
imported Textual for other tests.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent


def run_python(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


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
