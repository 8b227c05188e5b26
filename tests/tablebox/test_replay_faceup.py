"""Issue 21.2: a finished game watched face up: every seat's hidden things listed over the
table (hands, face-down cards, orders, bids), from the game's ``face_up``; never for an
unfinished game, never through other eyes.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Static
from textual.widgets._footer import FooterKey

from tablebox import registry
from tablebox.app import TableboxApp
from tablebox.catalog import Catalog, languages
from tablebox.engine import face_up_of
from tablebox.replay import MOVER, Replay
from tablebox.screens.replay import ReplayTable, replay_screen
from tests.tablebox.conftest import SIZE, settled, text_of
from tests.tablebox.test_replay import saved_game
from tests.tablebox.test_replay_snapshots import laid_out


def test_secrets_only_face_up_and_only_once_the_game_is_over(tmp_path: Path) -> None:
    """Issue 21.2: a finished game's secrets face up are the game's ``face_up`` at the
    position; through the public or a seat's eyes none; an unfinished game has none at any
    position, and cannot be put face up."""
    finished = Replay.open(saved_game(tmp_path, "claim", 2, 7))
    finished.go(5)
    assert finished.secrets() == []
    finished.set_eye(0)
    assert finished.secrets() == []
    finished.set_eye(MOVER)
    secrets = finished.secrets()
    assert secrets == face_up_of(finished.match.rules, finished.state())
    assert secrets and {secret.seat for secret in secrets} == {0, 1}  # CLM-8: both hands
    unfinished = Replay.open(saved_game(tmp_path, "oriflamme", 3, 4, limit=20))
    with pytest.raises(ValueError, match="not an eye"):
        unfinished.set_eye(MOVER)
    unfinished.eye = MOVER  # even forced, an unfinished game keeps its secrets
    for position in range(unfinished.last + 1):
        unfinished.go(position)
        assert unfinished.secrets() == []


async def test_face_up_lists_every_hand_and_h_hides_the_list(tmp_path: Path) -> None:
    """Claim for two, face up (v twice): the panel names both hands' cards (CLM-8: hands are
    hidden from the other seat), not only the mover's; h hides and shows it; the public eyes
    show no panel."""
    replay = Replay.open(saved_game(tmp_path, "claim", 2, 7))
    replay.go(9)
    app = TableboxApp(save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(replay_screen(replay))
        await settled(pilot, lambda: isinstance(app.screen, ReplayTable), what="the viewer")
        viewer: Any = app.screen
        panel = viewer.query_one("#replay-secrets", Static)
        assert not panel.display  # the public table first
        await pilot.press("v")
        assert replay.eye == MOVER
        await settled(pilot, lambda: panel.display, what="the face-up list")
        said = text_of(panel)
        state = replay.state()
        lines = said.splitlines()
        for seat, hand in enumerate(state.hands):
            line = next(line for line in lines if line.startswith(f"{replay.match.names[seat]}:"))
            # Issue 26.5: drawn as the hand's runs, sorted: "♜ Giants 1 5 7".
            for card in hand:
                face = viewer.face_of(card)
                run = re.search(rf"{face.symbol} {face.suit_name}((?: \d+)+)", line)
                assert run is not None and face.short in run.group(1).split(), (card, line)
                values = [int(v) for v in run.group(1).split()]
                assert values == sorted(values)
        await pilot.press("right")
        await settled(pilot, lambda: text_of(panel) != said, what="the list at the new position")
        await pilot.press("h")
        await settled(pilot, lambda: not panel.display, what="the list hidden")
        await pilot.press("h")
        await settled(pilot, lambda: panel.display, what="the list shown")
        await pilot.press("v")  # Ann's eyes: no panel
        await settled(pilot, lambda: not panel.display, what="no list for Ann's eyes")
        assert viewer.replay.eye == 0


async def test_thrones_face_up_shows_every_houses_orders(tmp_path: Path) -> None:
    """GOT-10 face up: during planning, every house's face-down orders are named in the panel
    (order token and area), in the viewer's language."""
    replay = Replay.open(saved_game(tmp_path, "thrones", 3, 2))
    replay.set_eye(MOVER)
    rules = replay.match.rules
    position = next(
        n
        for n in range(replay.last)
        if sum(bool(p) for p in replay.index.state_at(n).pending.values()) >= 2
    )
    replay.go(position)
    app = TableboxApp(save_dir=tmp_path, language="cs")
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(replay_screen(replay, "cs"))
        await settled(pilot, lambda: isinstance(app.screen, ReplayTable), what="the viewer")
        said = text_of(app.screen.query_one("#replay-secrets", Static))
        catalog = Catalog("cs", replay.match.names)
        state = replay.state()
        assert face_up_of(rules, state)
        for placed in state.pending.values():
            for area, token in placed.items():
                words = f"{catalog.term('thrones', token)} "
                assert words in said and catalog.term("thrones", area) in said, (area, said)


@pytest.mark.parametrize("language", languages())
async def test_face_up_keeps_the_footer_whole_and_names_h_on_the_list(
    language: str, tmp_path: Path
) -> None:
    """Issue 21.1 at 80×24: face up, every footer key is still whole in every language, and
    the list's edge names h, which hides it (the footer has no room for it)."""
    game_id = "thrones"
    rules = registry.get(game_id)
    replay = Replay.open(saved_game(tmp_path, game_id, rules.max_players, 3))
    assert replay.finished
    words = Catalog(language)
    app = TableboxApp(save_dir=tmp_path, language=language)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(replay_screen(replay, language))
        await settled(pilot, lambda: isinstance(app.screen, ReplayTable), what="the viewer")
        panel = app.screen.query_one("#replay-secrets", Static)
        for face_up in (True, False):
            await pilot.press("v")
            await settled(
                pilot,
                lambda up=face_up: panel.display == up and laid_out(app.screen),
                what="the list placed",
            )
            if face_up:
                assert panel.border_subtitle == words.text("replay.secrets-hide")
                assert panel.region.bottom < SIZE[1] - 1  # over the table, above the footer
            keys = [key for key in app.screen.query(FooterKey) if key.display]
            assert words.text("replay.key-move") in [key.description for key in keys]
            for key in keys:
                assert key.region.width > 0 and key.region.right <= SIZE[0], key.description


@pytest.mark.parametrize(("game_id", "players", "seed", "move"), [("oriflamme", 5, 4, 20)])
async def test_h_turns_the_face_up_pages_then_hides_them(
    game_id: str, players: int, seed: int, move: int, tmp_path: Path
) -> None:
    """Issue 26.5 at 80×24: the list takes at most four lines from the table; where every
    seat's things do not fit, its edge says which page it is and that h turns to the next;
    over the pages every seat is named once, then h hides the list and shows page 1 again."""
    from tablebox.screens.replay_faceup import PAGE_LINES

    replay = Replay.open(saved_game(tmp_path, game_id, players, seed))
    replay.set_eye(MOVER)
    replay.go(move)
    app = TableboxApp(save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(replay_screen(replay))
        await settled(pilot, lambda: laid_out(app.screen), what="the viewer")
        panel = app.screen.query_one("#replay-secrets", Static)
        seen: list[str] = []
        pages = 0
        while panel.display:
            pages += 1
            said = text_of(panel).splitlines()
            assert 0 < len(said) <= PAGE_LINES and panel.region.height <= PAGE_LINES + 1
            seen.extend(line.split(" ", 1)[0] for line in said if line[:1].strip())
            more = f"▼ {pages}/" in str(panel.border_subtitle)
            assert more or "h hides this list" in str(panel.border_subtitle)
            before = text_of(panel)
            await pilot.press("h")
            await settled(
                pilot,
                lambda b=before: not panel.display or text_of(panel) != b,
                what="the next page",
            )
        assert pages > 1
        assert seen == list(replay.match.names)
        await pilot.press("h")
        await settled(pilot, lambda: panel.display, what="the list again")
        assert text_of(panel).startswith(replay.match.names[0])


@pytest.mark.parametrize(("language", "family"), [("en", "Red"), ("cs", "rudých")])
def test_a_family_is_said_once_a_seat_in_either_word_order(
    language: str, family: str, tmp_path: Path
) -> None:
    """Issue 26.5: Oriflamme face up, each seat's cards all of its family: the family's word
    (first in English "Red Archer", last in Czech "Lučištnice rudých") is said once, after
    the seat's name, and not with every card; every line fits the 78 columns."""
    from tablebox.screens.replay_faceup import face_up_pages

    replay = Replay.open(saved_game(tmp_path, "oriflamme", 3, 4))
    replay.set_eye(MOVER)
    replay.go(14)
    words = Catalog(language, replay.match.names)
    secrets = replay.secrets()
    assert secrets
    pages = face_up_pages(words, "oriflamme", secrets, None, 78)
    lines = [line.plain for page in pages for line in page]
    assert all(len(line) <= 78 for line in lines)
    ann = [line for line in lines if line.startswith("Ann")]
    assert len(ann) == 1
    assert f"({family})" in ann[0] or f"(karty {family})" in ann[0]
    said = " ".join(lines)
    assert said.count(family) == 1, said
