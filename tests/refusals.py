"""Checking a refusal's words in tests. A rules refusal (:class:`IllegalAction`, and the setup
errors built on it) carries a catalog message, not a sentence: its English is the catalog's."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from tablebox.catalog import english
from tablebox.engine import IllegalAction


def said(error: BaseException) -> str:
    """What ``error`` says in English: a refusal through the catalog, anything else as it is."""
    if isinstance(error, IllegalAction):
        return english(error.message)
    return str(error)


@contextmanager
def refused(kind: type[BaseException], words: str) -> Iterator[None]:
    """``pytest.raises(kind, match=words)``, matching what the refusal says in English."""
    with pytest.raises(kind) as caught:
        yield
    text = said(caught.value)
    assert re.search(words, text), text
