"""The shared screens' and widgets' words come from the message catalog (``common.ui.*``).

Every sentence a player reads comes from the catalog, so the game can later speak another
language. The screens, widgets and app name their sentences by key literals (``"common.ui.log"``);
these tests read those literals from the source, so the code and the catalog cannot drift apart:
no key the code looks up is missing (it would show the bare key), and no sentence in the catalog
is left behind once its screen stops using it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from rich.text import Text
from textual.geometry import Size

import tablebox
from tablebox.catalog import Catalog, languages
from tablebox.catalog.en import common
from tablebox.engine import Message
from tablebox.screens.menu import ENTRY_WORDS
from tablebox.screens.too_small import notice_text
from tablebox.widgets.words import styled

PACKAGE = Path(tablebox.__file__).parent
CODE = [
    PACKAGE / "app.py",
    *(PACKAGE / "screens").rglob("*.py"),
    *(PACKAGE / "widgets").rglob("*.py"),
]
"""The shared screens, widgets and app: the code these words belong to."""
KEY = re.compile(r"""["'](common\.ui\.[a-z0-9-]+)["']""")


def keys_in(paths: list[Path]) -> dict[str, list[str]]:
    """Every ``common.ui.`` key literal in ``paths`` -> the files that name it."""
    found: dict[str, list[str]] = {}
    for path in paths:
        for key in KEY.findall(path.read_text(encoding="utf-8")):
            found.setdefault(key, []).append(path.name)
    return found


def test_the_scan_finds_the_keys_the_screens_use() -> None:
    """The check below would pass vacuously if the scan found nothing: it finds a key known to
    be used by the hand-off cover and the trick table."""
    used = keys_in(CODE)
    assert "handoff.py" in used["common.ui.handoff-title"]
    assert "trick_table.py" in used["common.ui.log"]


@pytest.mark.parametrize("language", languages())
def test_every_key_the_screens_use_has_a_sentence(language: str) -> None:
    """A ``common.ui.`` key named by the shared screens, widgets or app is in the catalog of
    every language (a missing one would show the key itself)."""
    catalog = Catalog(language)
    missing = {key: files for key, files in keys_in(CODE).items() if catalog.template(key) is None}
    assert not missing


def test_every_ui_sentence_in_the_catalog_is_used() -> None:
    """No ``common.ui.`` sentence is left in the catalog that no code looks up (anywhere in
    tablebox, so a table may share one)."""
    used = keys_in([path for path in PACKAGE.rglob("*.py") if "catalog" not in path.parts])
    unused = sorted(
        key for key in common.MESSAGES if key.startswith("common.ui.") and key not in used
    )
    assert not unused


def test_a_styled_part_keeps_its_style_and_the_catalogs_words() -> None:
    """``styled``: the sentence reads as the catalog says, the styled part in its style."""
    text = styled(Catalog(), "common.ui.handoff-title", player=("Ann", "bold"))
    assert text.plain == "Pass the keyboard to Ann"
    assert [(span.start, span.end, span.style) for span in text.spans] == [(21, 24, "bold")]


def test_moves_and_months_are_words_of_the_catalog() -> None:
    """Counts take the catalog's plural forms; the months are the catalog's names."""
    assert Catalog().text(Message("common.ui.moves", {"count": 1})) == "1 move"
    assert Catalog().text(Message("common.ui.moves", {"count": 12})) == "12 moves"
    czech = Catalog("cs")
    moves = [czech.text(Message("common.ui.moves", {"count": n})) for n in (1, 3, 5, 21)]
    assert moves == ["1 tah", "3 tahy", "5 tahů", "21 tahů"]


@pytest.mark.parametrize("language", languages())
def test_every_language_names_twelve_months(language: str) -> None:
    """The saves list picks a month by its place in this list: twelve words, all different."""
    months = Catalog(language).text("common.ui.months").split()
    assert len(months) == len(set(months)) == 12


@pytest.mark.parametrize("language", languages())
def test_every_menu_entry_has_its_own_shortcut_letter(language: str) -> None:
    """Each main menu entry brackets one letter, a different one per entry, so its key is
    unambiguous in every language."""
    catalog = Catalog(language)
    labels = [catalog.text(key) for key in ENTRY_WORDS.values()]
    letters = [re.search(r"\[(.)\]", label) for label in labels]
    assert all(letters), labels
    found = [letter.group(1).lower() for letter in letters if letter]
    assert len(set(found)) == len(found) == len(ENTRY_WORDS) > 1, found
    assert all(letter.isascii() and letter.isalpha() for letter in found), found


def test_the_too_small_notice_in_czech() -> None:
    notice = notice_text(Size(79, 30), Catalog("cs"))
    assert notice.plain.startswith("Zvětši okno\n\nOkno musí mít aspoň 80×24 — teď má 79×30.")
    assert notice.spans[0].style == "bold"


def test_the_too_small_notice_reads_as_before() -> None:
    """The notice's words (from the catalog) with its title in bold, centred."""
    notice = notice_text(Size(79, 30))
    assert notice.plain == (
        "Make the window larger\n\nMake the window at least 80×24 — it is 79×30 now.\n"
        "The game comes back as it was once it fits.\n\nq leaves tablebox (the game is saved)."
    )
    assert notice.justify == "center"
    assert isinstance(notice, Text) and notice.spans[0].style == "bold"
