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


ENGLISH = "en"
"""The references' own language: ``seeds/<game>.md``; another's is ``seeds/<lang>/<game>.md``."""


def rule_reference_path(game_id: str, language: str = ENGLISH) -> Path:
    """Where a game's reference in ``language`` is; the English one where that language has
    none (yet), so a player always gets the rules, if in English."""
    seeds = data_dir("seeds")
    english = seeds / f"{game_id}.md"
    if language == ENGLISH:
        return english
    translated = seeds / language / f"{game_id}.md"
    return translated if translated.is_file() else english


def rule_reference(game_id: str, language: str = ENGLISH) -> str:
    """The Markdown rule reference of a game in ``language`` (else in English); raises
    FileNotFoundError if it is missing."""
    return rule_reference_path(game_id, language).read_text(encoding="utf-8")
