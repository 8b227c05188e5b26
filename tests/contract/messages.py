"""Every catalog key a game emits, gathered while the contract tests play (issue 8, point 9)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tablebox.catalog import Catalog, english, has_template, template_fields
from tablebox.engine import Message


def as_message(value: Any) -> Message | None:
    """``value`` as a Message if it is one (or an Event, or a Message that went through JSON)."""
    if isinstance(value, Message):
        return value
    key, params = getattr(value, "key", None), getattr(value, "params", None)
    if isinstance(key, str) and isinstance(params, dict):
        return Message(key, params)
    return None


def nested(message: Message) -> Iterable[Message]:
    """``message`` and every Message among its parameters, at any depth."""
    yield message
    for value in message.params.values():
        items = value if isinstance(value, list) else [value]
        for item in items:
            inner = as_message(item)
            if inner is not None:
                yield from nested(inner)


def problems(message: Message) -> list[str]:
    """Why ``message`` (or a message nested in it) cannot be rendered in English, if it can't."""
    found = []
    for each in nested(message):
        if not has_template(each.key):
            found.append(f"no English template for {each.key!r} (params {each.params})")
            continue
        template = Catalog().template(each.key)
        assert template is not None
        missing = template_fields(template) - set(each.params)
        if missing:
            found.append(f"{each.key!r}: the template uses {sorted(missing)}, not in its params")
        elif english(each).startswith(each.key):  # the catalog's fallback for a failure
            found.append(f"{each.key!r} does not render with {each.params}: {english(each)!r}")
    return found
