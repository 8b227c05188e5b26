"""Join codes: one random secret per human seat, words a person can read aloud.

A code is :data:`CODE_WORDS` words drawn with :mod:`secrets` from the BIP-39 English list of
2048 words (11 bits each: 66 bits), such as ``"maple-orbit-tunnel-crisp-ladder-noble"``. The
codes of a saved game are kept in a side file beside the save (``<save>.codes``, readable by its
owner only), never in the save itself, so hosting the same save again gives the same codes and a
save passed to a friend gives away no seat.
"""

from __future__ import annotations

import hmac
import json
import os
import re
import secrets
from collections.abc import Sequence
from functools import cache
from pathlib import Path

from mnemonic import Mnemonic

CODE_WORDS = 6
SIDE_SUFFIX = ".codes"


@cache
def wordlist() -> tuple[str, ...]:
    return tuple(Mnemonic("english").wordlist)


def new_code() -> str:
    words = wordlist()
    return "-".join(secrets.choice(words) for _ in range(CODE_WORDS))


def normalize(text: str) -> str:
    """A code as typed (any case, spaces or hyphens between the words) in its one spelling."""
    return "-".join(re.findall(r"[a-z]+", text.lower()))


def code_bits() -> float:
    """How many bits of secret a code holds."""
    return CODE_WORDS * (len(wordlist()).bit_length() - 1)


def side_file(save: Path) -> Path:
    return save.with_name(save.name + SIDE_SUFFIX)


def codes_for(save: Path | None, humans: Sequence[bool]) -> list[str | None]:
    """The code of each seat (None: a computer's seat): those kept beside ``save`` when it has
    them for exactly these seats, else new ones (written beside it)."""
    if save is not None:
        kept = _read(side_file(save))
        if kept is not None and [code is not None for code in kept] == list(humans):
            return kept
    codes = [new_code() if human else None for human in humans]
    if save is not None:
        _write(side_file(save), codes)
    return codes


def seat_of(codes: Sequence[str | None], typed: str) -> int | None:
    """The seat whose code ``typed`` is, if any. Every code is compared in constant time, so
    the time taken tells nothing of how close a guess was."""
    guess = normalize(typed).encode()
    found = None
    for seat, code in enumerate(codes):
        if code is not None and hmac.compare_digest(code.encode(), guess):
            found = seat
    return found


def _read(path: Path) -> list[str | None] | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    codes = data.get("codes") if isinstance(data, dict) else None
    if not isinstance(codes, list):
        return None
    if not all(
        code is None or (isinstance(code, str) and normalize(code) == code and code)
        for code in codes
    ):
        return None
    return codes


def _write(path: Path, codes: list[str | None]) -> None:
    """Write the side file for its owner only (a code is a key to a seat)."""
    text = json.dumps({"codes": codes}, indent=1)
    temp = path.with_name(f".{path.name}.{os.getpid()}.part")
    descriptor = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as out:
        out.write(text)
    os.replace(temp, path)
