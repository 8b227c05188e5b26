"""Play on from here (issue 30.3): a new game from a position of a replayed one.

The new game is a save like any other: the old game's seed, deck and its actions up to the
position (the public history, kept), and a :class:`~tablebox.saves.RedealRecord` saying that
there the cards hidden from the kept seats were dealt again at random (the rules' ``redeal``).
Loading, take-back and the replay redo that deal at the same place, so the new file is read by
the ordinary load path. The old save is only read, never written.

Whose cards stay: in a finished game (everything of it may be watched face up) the chosen human
seats keep what each saw. In an unfinished one, whose secrets are still secret, nobody does:
everything hidden from the public table is dealt again, so a copy never shows a seat's real
hand to whoever sits at the keyboard. Keeping the hidden cards as they were (no new deal) is
for a finished game only, for the same reason. For that reason too the new game's replay shows
only the public table before its new deal, and its review skips those moves
(:attr:`~tablebox.replay.Replay.before_new_deal`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path

from tablebox.controller import Match, Seat
from tablebox.replay import Replay
from tablebox.saves import RedealRecord, new_save_path

REDEAL_SEEDS = 2**31
"""The re-deal's seed is drawn below this (a JSON-safe integer)."""


def can_play_on(replay: Replay) -> bool:
    """Whether a game can go on from the replay's position: not once it is over there."""
    return replay.match.rules.outcome(replay.state()) is None


def kept_seats(replay: Replay, seats: Sequence[Seat]) -> list[int]:
    """The seats whose hidden things stay as the players knew them: the human ones in a
    finished game, none in an unfinished one (see the module)."""
    if not replay.finished:
        return []
    return [number for number, seat in enumerate(seats) if seat.is_human]


def play_on(
    replay: Replay,
    seats: Sequence[Seat],
    *,
    keep_hidden: bool = False,
    seed: int | None = None,
    save_dir: Path | None = None,
    save_path: Path | None = None,
    handoff: bool = True,
    autosave: bool = True,
) -> Match:
    """A new game from ``replay``'s position with ``seats`` (the old game's players, each a
    human or a computer now), saved in a new file (``save_path``, else a fresh name in
    ``save_dir`` or the save folder). The hidden cards are dealt again with ``seed`` (random
    when None) unless ``keep_hidden``, which only a finished game allows (ValueError).
    ``autosave=False``: never saved (tests)."""
    old = replay.match
    if [seat.name for seat in seats] != old.names:
        raise ValueError("playing on keeps the players of the game")
    if keep_hidden and not replay.finished:
        raise ValueError("an unfinished game's hidden cards are dealt again")
    at = replay.position
    records = list(replay.index.records[:at])
    redeals = [redeal for redeal in old.redeals if redeal.at <= at]  # the deals it came from
    if not keep_hidden:
        seed = random.randrange(REDEAL_SEEDS) if seed is None else seed
        redeals.append(RedealRecord(at=at, seats=kept_seats(replay, seats), seed=seed))
    if save_path is None and autosave:
        save_path = new_save_path(old.game_id, old.names, save_dir)
    match = Match.start(
        old.game_id,
        seats,
        old.options,
        old.seed,
        old.deck,
        save_path=save_path,
        autosave=autosave,
        handoff=handoff,
        history=records,
        redeals=redeals,
    )
    match.language = old.language
    return match
