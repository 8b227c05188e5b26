"""Which language tablebox speaks: the player's choice, else the system's.

In order: ``--lang`` on the command line, ``$TABLEBOX_LANG``, the ``language`` saved in
config.json (chosen in the app), the system's locale (``LC_ALL``, then ``LC_MESSAGES``, then
``LANG``, as POSIX ranks them: the first one set decides), else English. A value tablebox does
not speak is passed over for the next source, so a stray ``TABLEBOX_LANG=de`` still leaves the
player's saved choice in force.

Headless: no Textual, no Rich.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path

import platformdirs

from tablebox.catalog import DEFAULT_LANGUAGE, languages

LANGUAGE_VARIABLE = "TABLEBOX_LANG"
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")
"""The system's language settings, the one that wins first."""


def resolve(choice: str | None = None, environ: Mapping[str, str] | None = None) -> str:
    """The language to speak: ``choice`` (``--lang``) if tablebox speaks it, else the next
    source that names one it speaks (see the module's docstring)."""
    environ = os.environ if environ is None else environ
    for candidate in (choice, environ.get(LANGUAGE_VARIABLE), saved_choice()):
        known = _known(candidate)
        if known is not None:
            return known
    return system_language(environ)


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language of the system's locale: the first of ``LC_ALL``, ``LC_MESSAGES``, ``LANG``
    that is set (``cs_CZ.UTF-8`` -> ``cs``); English when it names none tablebox speaks."""
    environ = os.environ if environ is None else environ
    for variable in LOCALE_VARIABLES:
        value = environ.get(variable)
        if value:
            # A locale such as "C" or "POSIX" or "de_DE" is set, so it decides: English.
            return _known(value) or DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE


def saved_choice() -> str | None:
    """The ``language`` in config.json (:class:`tablebox.config.Config`), if any. Read as plain
    JSON, as the app reads its theme at start: pydantic would delay the menu and every
    ``--help`` by a third of a second. Never a reason to fail: a bad file is no choice."""
    folder = os.environ.get("TABLEBOX_CONFIG_DIR") or platformdirs.user_config_dir("tablebox")
    try:
        data = json.loads((Path(folder) / "config.json").read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return None
    value = data.get("language") if isinstance(data, dict) else None
    return value if isinstance(value, str) else None


def _known(value: str | None) -> str | None:
    """The language ``value`` names (``cs``, ``CS``, ``cs_CZ.UTF-8``, ``cs-CZ``), if spoken."""
    if not value:
        return None
    code = value.strip().lower().replace("-", "_").partition("_")[0].partition(".")[0]
    return code if code in languages() else None
