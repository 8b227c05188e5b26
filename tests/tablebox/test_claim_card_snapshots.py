"""Claim's table with framed cards, at 80×24 (small cards) and at 120×40 (large cards, more log):
SVG snapshots. Regenerate after an intended change with
``pytest tests/tablebox/test_claim_card_snapshots.py --snapshot-update`` and look at the SVGs:
nothing cut, no hidden card shown."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tablebox.app import TableboxApp
from tablebox.controller import Match

from .test_snapshots import FIVE, KNIGHTS, SnapCompare, claim, claim_for, play_until

SIZES = {"80x24": (80, 24), "120x40": (120, 40)}


def must_follow(view: Any) -> bool:
    hand = view.hand or []
    refused = [c.why_not.key for c in hand if c.why_not is not None]
    return view.trick >= 4 and any(key.startswith("claim.must-follow") for key in refused)


def first_trick(tmp_path: Path) -> Match:
    """A full hand of thirteen: the widest hand there is."""
    match = claim(tmp_path)
    match.play_computers()
    return match


@pytest.mark.parametrize("size", SIZES)
def test_claim_full_hand_of_framed_cards(
    snap_compare: SnapCompare, tmp_path: Path, size: str
) -> None:
    assert snap_compare(TableboxApp(first_trick(tmp_path)), terminal_size=SIZES[size])


@pytest.mark.parametrize("size", SIZES)
def test_claim_cards_that_may_not_be_played_are_marked(
    snap_compare: SnapCompare, tmp_path: Path, size: str
) -> None:
    """Alice must follow trolls: the other cards have a dashed frame and ✗; one of them is
    highlighted, so the status says why not."""
    match = play_until(claim(tmp_path), must_follow)
    assert snap_compare(TableboxApp(match), press=["left"], terminal_size=SIZES[size])


@pytest.mark.parametrize("size", SIZES)
def test_claim_two_prizes_and_a_trick_of_three_as_cards(
    snap_compare: SnapCompare, tmp_path: Path, size: str
) -> None:
    match = claim_for(tmp_path, 3, {**KNIGHTS, "singles": FIVE}, seed=3)
    play_until(match, lambda view: view.trick >= 4 and view.plays and not view.chooser)
    assert snap_compare(TableboxApp(match), terminal_size=SIZES[size])


def test_claim_cards_read_without_colour(
    snap_compare: SnapCompare, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``NO_COLOR``: the symbols, the factions' letters, the dashed frames and ✗ tell the cards
    apart and say which may not be played."""
    monkeypatch.setenv("NO_COLOR", "1")
    match = play_until(claim(tmp_path), must_follow)
    assert snap_compare(TableboxApp(match), terminal_size=SIZES["80x24"])
