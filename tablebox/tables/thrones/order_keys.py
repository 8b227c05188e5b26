"""Issue 27.4: keys that mean the same order every time, in every area and every round.

A letter per kind of order and its capital for the starred token (``m`` March +0, ``M``
March +1★, ``n`` March −1; ``d``/``D`` Defence; ``s``/``S`` Support; ``a``/``A`` Raid;
``c``/``C`` Consolidate Power); Backspace takes back the order of the selected area; ``0`` is
Done, wherever the list's cursor is. A refused token shows no key, only its reason.
"""

from __future__ import annotations

from tablebox.engine import Option

ORDER_KEYS: dict[str, str] = {
    "march-1": "n",
    "march": "m",
    "march*": "M",
    "defense": "d",
    "defense*": "D",
    "support": "s",
    "support*": "S",
    "raid": "a",
    "raid*": "A",
    "consolidate": "c",
    "consolidate*": "C",
}
"""Order token -> its key."""

CLEAR_KEY = "backspace"
DONE_KEY = "0"
KEY_SHOWN = {CLEAR_KEY: "⌫", DONE_KEY: "0"}
"""How a key is written beside its row."""


def key_of(option: Option) -> str:
    """The fixed key of a planning option ("" none: a refused token has none)."""
    if option.refusal is not None:
        return ""
    verb = option.parts.get("verb")
    if verb == "order":
        return ORDER_KEYS.get(str(option.parts.get("arg2", "")), "")
    if verb == "clear":
        return CLEAR_KEY
    if verb == "done" or (verb == "muster" and option.parts.get("arg1") == "done"):
        return DONE_KEY
    return ""


def numbered(options: list[Option]) -> list[int]:
    """The indexes of the rows that take a number (1-9): those with no fixed key and not
    refused, so the numbers never count a refused row."""
    return [i for i, option in enumerate(options) if not key_of(option) and option.refusal is None]


def shown(key: str) -> str:
    """The key as written in the list: ``m``, ``M``, ``⌫``, ``0``."""
    return KEY_SHOWN.get(key, key)


def all_keys() -> list[str]:
    """Every key of planning, for the screen's bindings."""
    return [*ORDER_KEYS.values(), CLEAR_KEY, DONE_KEY]
