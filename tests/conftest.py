"""Every test keeps out of the player's own folders: locks and settings go to a fresh folder.

(Saves are redirected per test in ``tests/tablebox/conftest.py``, which also checks them.)"""

from __future__ import annotations

import pytest

from tablebox.bots.parallel import HELPERS_VARIABLE
from tablebox.config import CONFIG_DIR_VARIABLE
from tablebox.language import LANGUAGE_VARIABLE, LOCALE_VARIABLES
from tablebox.saves import LOCK_DIR_VARIABLE


@pytest.fixture(autouse=True)
def private_folders(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Beside the test's own tmp_path, not in it: tests compare that folder's listing.
    monkeypatch.setenv(LOCK_DIR_VARIABLE, str(tmp_path_factory.mktemp("locks")))
    monkeypatch.setenv(CONFIG_DIR_VARIABLE, str(tmp_path_factory.mktemp("config")))
    # The strong player searches on one core unless a test of its helper process asks for two:
    # tests run on every core already.
    monkeypatch.setenv(HELPERS_VARIABLE, "0")
    # English unless a test chooses otherwise, whatever the language of the machine running it.
    for variable in (LANGUAGE_VARIABLE, *LOCALE_VARIABLES):
        monkeypatch.delenv(variable, raising=False)
