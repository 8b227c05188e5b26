"""Files that ship with tablebox: the rule references in ``seeds/`` and data in ``assets/``.

In a wheel they sit inside the package (``tablebox/_data``); in a source checkout or an editable
install they sit at the top of the repository.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def data_dir(name: str) -> Path:
    """``seeds`` or ``assets``, wherever this installation keeps them."""
    packaged = _PACKAGE / "_data" / name
    return packaged if packaged.is_dir() else _PACKAGE.parent / name


def rule_reference_path(game_id: str) -> Path:
    return data_dir("seeds") / f"{game_id}.md"


def rule_reference(game_id: str) -> str:
    """The Markdown rule reference of a game; raises FileNotFoundError if it is missing."""
    return rule_reference_path(game_id).read_text(encoding="utf-8")
