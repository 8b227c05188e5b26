"""The player's settings: a small pydantic JSON file in the user config folder.

Only what the player chose in the app lives here (the theme picked in the command palette, the
language, the strong computer's time per move). The file is ``config.json`` in
``platformdirs.user_config_dir("tablebox")`` (e.g. ``~/.config/tablebox/config.json`` on
Linux), or in ``$TABLEBOX_CONFIG_DIR`` when that is set
(tests use it, as ``TABLEBOX_SAVE_DIR`` for saves).

Settings are a convenience, never a reason to fail: a missing, unreadable, damaged or foreign
file loads as the defaults (and is overwritten only when the player next changes a setting),
and a file that cannot be written is reported by :func:`save`'s return value, not raised. A
write is atomic (temp file, fsync, rename), so a crash mid-write leaves the old file whole.

Headless: no Textual, no Rich; the app decides what a setting means.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import Annotated, Literal

import platformdirs
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    TypeAdapter,
    ValidationError,
    ValidatorFunctionWrapHandler,
    field_validator,
)

from tablebox.catalog import Catalog, languages
from tablebox.engine import Message, Param

MAX_THINK = 600.0
"""The longest time per move, as ``--think`` allows (issue 26.3: the variable too)."""
CONFIG_DIR_VARIABLE = "TABLEBOX_CONFIG_DIR"
CONFIG_FILE = "config.json"

Pace = Literal["slow", "normal", "fast"]
PACES: tuple[Pace, ...] = ("slow", "normal", "fast")
PACE_FACTOR: dict[str, float] = {"slow": 2.5, "normal": 1.0, "fast": 0.3}
"""How much longer (or shorter) than the app's pause a computer's move, a finished trick and
an Oriflamme step stay on screen at each pace (issue 26.4)."""


class Config(BaseModel):
    """Everything remembered between runs. Unknown keys (from a newer tablebox) are ignored."""

    model_config = ConfigDict(extra="ignore")

    theme: str | None = Field(default=None, min_length=1, max_length=100)
    """The Textual theme's name; None: the app's default theme."""
    think_seconds: float = Field(default=1.0, gt=0, le=MAX_THINK)
    """The strong computer player's time per move (``$TABLEBOX_THINK`` overrides it)."""

    pace: Pace = "normal"
    """How long computers' moves stay on screen: ``slow``, ``normal`` or ``fast``."""

    language: str | None = None
    """The language the player chose (``en``, ``cs``); None: the system's (see
    :mod:`tablebox.language`)."""

    @field_validator("language", mode="before")
    @classmethod
    def _known_language(cls, value: object) -> str | None:
        # A language this tablebox does not speak is no choice: the system's applies.
        return value if isinstance(value, str) and value in languages() else None

    @field_validator("pace", mode="before")
    @classmethod
    def _known_pace(cls, value: object) -> str:
        # An unknown pace is the default, rather than the whole file being lost.
        return value if isinstance(value, str) and value in PACES else "normal"

    @field_validator("think_seconds", mode="wrap")
    @classmethod
    def _think_or_default(cls, value: object, handler: ValidatorFunctionWrapHandler) -> float:
        # A bad time is the default, rather than the whole file (the theme too) being lost.
        try:
            seconds: float = handler(value)
        except ValidationError:
            return 1.0
        return seconds


_THINK: TypeAdapter[float] = TypeAdapter(Annotated[float, Field(gt=0, le=MAX_THINK)])
"""The setting's bounds, as :class:`Config` holds them."""


def config_dir() -> Path:
    """Where the config file lives: ``$TABLEBOX_CONFIG_DIR`` or the user config folder."""
    override = os.environ.get(CONFIG_DIR_VARIABLE)
    if override:
        return Path(override)
    return Path(platformdirs.user_config_dir("tablebox"))


def config_path() -> Path:
    return config_dir() / CONFIG_FILE


def load(path: Path | None = None) -> Config:
    """The settings in ``path`` (default: :func:`config_path`); the defaults when the file is
    missing, unreadable or not a valid config."""
    path = config_path() if path is None else path
    try:
        text = path.read_text(encoding="utf-8")
        return Config.model_validate_json(text)
    except (OSError, UnicodeDecodeError, ValueError, ValidationError):
        return Config()


def think_problem(path: Path | None = None) -> str | None:
    """The ``think_seconds`` written in the file (as written) when it is not a time the
    setting allows and so is ignored; None when it is one, or absent, or the file unreadable
    (then every setting is the default, as :func:`load` says)."""
    path = config_path() if path is None else path
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return None
    if not isinstance(data, dict) or "think_seconds" not in data:
        return None
    value = data["think_seconds"]
    try:
        _THINK.validate_python(value)
    except ValidationError:
        return json.dumps(value)
    return None


def save(config: Config, path: Path | None = None, words: Catalog | None = None) -> str | None:
    """Write ``config`` to ``path`` (default: :func:`config_path`) atomically. Returns None, or
    what went wrong in the words of ``words`` (English by default; the settings are then
    simply not remembered)."""
    path = config_path() if path is None else path
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(temp, "w", encoding="utf-8") as handle:
            # Only what the player changed: a setting left alone follows a later default.
            handle.write(config.model_dump_json(indent=2, exclude_defaults=True) + "\n")
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except OSError as error:
        said: dict[str, Param] = {"file": str(path), "reason": str(error.strerror or error)}
        return (words or Catalog()).text(Message("ui.config-not-written", said))
    finally:
        with contextlib.suppress(OSError):
            temp.unlink(missing_ok=True)
    return None
