"""Hot-seat privacy by construction: screens and widgets render per-seat views, never a state.

A screen that read ``match.state`` or a rule module's internals could show a hand its seat may
not see; only the pydantic views (``games.<game>.view``) are allowed, the view models several
games share (``games.common``: names ending in ``View`` or ``Model``, such as the trick model
the shared trick area draws), and the setup options (``games.<game>.options``), which the New
game screen's panels build before any game exists.
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
            names = [alias.name for alias in node.names]
            shared_models = node.module.startswith("games.common.") and all(
                name.endswith(("View", "Model")) for name in names
            )
            assert node.module.endswith((".view", ".options")) or shared_models, (
                f"line {node.lineno} imports {names} from {node.module}"
            )
        if isinstance(node, ast.Import):
            for alias in node.names:
                assert not alias.name.startswith("games."), f"line {node.lineno} imports games"
