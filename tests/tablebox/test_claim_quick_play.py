"""First-time players at Claim: the last trick reads in play order with the winner and the
ranking apart, the trick says what must be followed before anyone tries a card, and two
players who trust each other can play without the hand-off cover (kept by default)."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text

from games.claim.view import CardView, ClaimView
from tablebox.app import TableboxApp
from tablebox.catalog import Catalog, english
from tablebox.controller import Match, Seat
from tablebox.engine import Message
from tablebox.saves.model import SaveFile
from tablebox.screens.handoff import HandoffScreen
from tablebox.tables.claim.tricks import last_trick_lines

from .conftest import SIZE, opened, play_turn, play_until, settled

NAMES = ["Ann", "Ben", "Cid", "Dan"]
THREE = {
    "box": "mixed",
    "pair": "knights-goblins",
    "singles": ["undead", "dwarf", "doppelganger", "dragon", "seer"],
}


def label(card: CardView, short: bool) -> Text:
    return Text(Catalog().card("claim", card.id))


def say(message: Message) -> str:
    return english(message, NAMES)


def two(seed: int = 1, handoff: bool = True) -> Match:
    return Match.start(
        "claim", [Seat("Ann"), Seat("Ben")], seed=seed, autosave=False, handoff=handoff
    )


def test_the_last_trick_lists_the_cards_in_play_order_with_the_winner_apart() -> None:
    # a trick the follower won: the ranking and the play order differ
    for seed in range(40):
        match = two(seed)
        view = play_until(
            match,
            lambda v: (
                v.last_trick is not None
                and v.chooser is None
                and v.last_trick.winner != v.last_trick.leader
            ),
        )
        last = view.last_trick
        assert last is not None
        break
    rows = [row.plain for row in last_trick_lines(view, label, room=60, say=say)]
    leader, follower = (play.seat for play in last.plays)
    assert leader == last.leader != last.winner == follower
    assert rows[0].startswith(f"{NAMES[follower]} wins")
    assert rows[1].startswith(NAMES[leader]) and " led" in rows[1] and " won" not in rows[1]
    assert rows[2].startswith(NAMES[follower]) and " won" in rows[2]
    assert not any(row.startswith(("1st", "2nd")) for row in rows)


def test_at_three_the_ranking_reads_as_labels_after_each_play() -> None:
    seats = [Seat(name) for name in NAMES[:3]]
    match = Match.start("claim", seats, options=THREE, seed=2, autosave=False)
    view = play_until(match, lambda v: v.last_trick is not None and v.chooser is None)
    last = view.last_trick
    assert last is not None
    rows = [row.plain for row in last_trick_lines(view, label, room=80, say=say)]
    plays = rows[1:4]
    assert [row.split()[0] for row in plays] == [NAMES[p.seat] for p in last.plays]
    for place, word in zip(last.ranking, ("won", "2nd", "3rd"), strict=True):
        row = plays[[p.seat for p in last.plays].index(place)]
        assert f" {word}" in row


def test_the_trick_says_what_must_be_followed_before_anyone_tries() -> None:
    match = two(3)
    view = match.view(None)
    assert isinstance(view, ClaimView)
    assert [m.key for m in view.follow] == ["claim.follow-lead"]
    seat = match.acting_seats()[0]
    card = match.legal_actions(seat)[0]
    match.act(seat, card)
    view = match.view(None)
    assert isinstance(view, ClaimView)
    assert view.follow[0] == Message("claim.follow-led", {"faction": view.led_faction})
    faction = say(Message(f"claim.faction.{view.led_faction}"))
    assert say(view.follow[0]) == f"{faction} led — follow if you can"


def test_knights_and_doppelgangers_are_named_when_the_rules_give_them() -> None:
    seats = [Seat(name) for name in NAMES[:3]]
    match = Match.start("claim", seats, options=THREE, seed=5, autosave=False)
    view = play_until(match, lambda v: v.led_faction == "goblin" and v.chooser is None)
    keys = [m.key for m in view.follow]
    assert keys == ["claim.follow-led", "claim.follow-doppelganger", "claim.follow-knights"]


async def test_the_hand_off_cover_passes_with_space() -> None:
    app = TableboxApp(two())
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        assert isinstance(app.screen, HandoffScreen)
        assert "Space" in str(app.screen.query_one("#handoff-help").render())
        await pilot.press("space")
        await settled(pilot, lambda: not isinstance(app.screen, HandoffScreen), what="table")


async def test_with_no_cover_two_humans_play_on_without_hand_offs() -> None:
    app = TableboxApp(two(handoff=False))
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        for _ in range(6):
            assert not isinstance(app.screen, HandoffScreen)
            await play_turn(pilot)
            await settled(pilot, lambda: opened(app), what="the next turn")
        assert len(app.screen.match.actions) == 6  # type: ignore[attr-defined]


async def test_by_default_the_cover_still_comes() -> None:
    app = TableboxApp(two())
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        covers = 0
        for _ in range(4):
            if isinstance(app.screen, HandoffScreen):
                covers += 1
                await pilot.press("enter")
                await settled(pilot, lambda: not isinstance(app.screen, HandoffScreen))
            await play_turn(pilot)
            await settled(pilot, lambda: opened(app), what="the next turn")
        assert covers >= 3


def test_the_choice_is_saved_and_old_saves_keep_the_cover(tmp_path: Path) -> None:
    path = tmp_path / "a.json"
    match = Match.start("claim", [Seat("Ann"), Seat("Ben")], seed=1, handoff=False, save_path=path)
    match.close()
    assert Match.load(path, read_only=True).handoff is False
    data = SaveFile.model_validate_json(path.read_text()).model_dump(mode="json")
    data.pop("handoff")
    assert SaveFile.model_validate(data).handoff is True
    kept = tmp_path / "b.json"
    Match.start("claim", [Seat("Ann"), Seat("Ben")], seed=1, save_path=kept).close()
    assert '"handoff"' not in kept.read_text()
    assert Match.load(kept, read_only=True).handoff is True
