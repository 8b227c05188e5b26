"""Hot-seat privacy by construction: screens and widgets render per-seat views, never a state.

A screen that read ``match.state`` or a rule module's internals could show a hand its seat may
not see; only the pydantic views (``games.<game>.view``) are allowed, and the setup options
(``games.<game>.options``), which the New game screen's panels build before any game exists.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import tablebox

APP_DIR = Path(tablebox.__file__).parent
RENDERING = sorted(
    [APP_DIR / "app.py", *(APP_DIR / "screens").glob("*.py"), *(APP_DIR / "widgets").glob("*.py")]
)


@pytest.mark.parametrize("path", RENDERING, ids=lambda p: p.relative_to(APP_DIR).as_posix())
def test_rendering_code_never_touches_a_game_state(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            assert node.attr != "state", f"line {node.lineno} reads .state"
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("games."):
            assert node.module.endswith((".view", ".options")), (
                f"line {node.lineno} imports {node.module}"
            )
        if isinstance(node, ast.Import):
            for alias in node.names:
                assert not alias.name.startswith("games."), f"line {node.lineno} imports games"
