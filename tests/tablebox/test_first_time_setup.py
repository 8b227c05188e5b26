"""What a first-time player runs into when setting up a game: the New game form's Game dropdown
(picking a game moves on, and the choice stays), its hint about who starts, Oriflamme's panel
naming its fields as they are labelled; and `tablebox new claim` for three or four players, which
needs no options (CLM-1.6)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from textual.widgets import Input, Select

from games.claim.options import HAND_SIZES, SINGLES_FOR, ClaimOptions, default_options, random_mix
from tablebox import cli
from tablebox.app import TableboxApp
from tablebox.cli import launch
from tablebox.controller import Match
from tablebox.screens.new_game import NewGameScreen

from .conftest import SIZE, settled, text_of


def focused(app: TableboxApp) -> object:
    """The focused widget, read afresh (not narrowed by an earlier assert)."""
    return app.focused


def is_open(select: Select[str]) -> bool:
    """Whether the dropdown's list is open, read afresh."""
    return bool(select.expanded)


def game_select(screen: NewGameScreen) -> Select[str]:
    return screen.query_one("#game", Select)


async def new_game_on_oriflamme(pilot: Any) -> NewGameScreen:
    """The New game screen with Oriflamme chosen by keys (the issue's sequence)."""
    await pilot.press("n", "up", "enter", "down", "enter")
    app = pilot.app
    await settled(
        pilot,
        lambda: (
            isinstance(app.screen, NewGameScreen)
            and app.screen.game_id == "oriflamme"
            and not is_open(game_select(app.screen))
        ),
        what="Oriflamme chosen",
    )
    screen = app.screen
    assert isinstance(screen, NewGameScreen)
    return screen


async def test_picking_oriflamme_then_arrow_and_a_name_keeps_oriflamme() -> None:
    """The reported keys: pick Oriflamme, press ↓ (the hint's "next field"), type a name, Enter.
    The dropdown used to keep the cursor, so ↓ reopened it, the name went to its search and
    Enter picked Claim again."""
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await new_game_on_oriflamme(pilot)
        assert screen.game_id == "oriflamme"
        await pilot.press("down", *"Ann", "enter")
        # The keys are handled as pressed: this checks nothing came later to change the game.
        await settled(
            pilot,
            lambda: game_select(screen).value == "oriflamme" and not is_open(game_select(screen)),
            what="Oriflamme still chosen, the list closed",
        )
        assert screen.game_id == "oriflamme"
        assert game_select(screen).value == "oriflamme"
        assert not is_open(game_select(screen))
        # The choice moved the cursor to Player 1's name, so ↓ went on to the name below.
        names = [screen.query_one(f"#name-{seat}", Input).value for seat in range(5)]
        assert names == ["", "Ann", "", "", ""]
        assert focused(app) is screen.query_one("#name-2", Input)  # Enter: the next name
        assert str(screen.query_one("#kind-0").render()) == "Human"  # no toggle was pressed


async def test_down_on_a_name_goes_to_the_name_below_tab_too() -> None:
    """Issue 17.1: Tab from a name goes to the next name, as ↓ does (it went to the seat's
    Human/Computer toggle, so "Ann⇥Ben" lost "Ben"); the toggles come after the names."""
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await settled(pilot, lambda: isinstance(app.screen, NewGameScreen), what="NewGameScreen")
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        await pilot.press("down")
        assert focused(app) is screen.query_one("#name-1", Input)
        await pilot.press("up")
        assert focused(app) is screen.query_one("#name-0", Input)
        await pilot.press("tab")
        assert focused(app) is screen.query_one("#name-1", Input)
        await pilot.press("tab", "tab", "tab")  # Claim seats four: the last name, then
        assert focused(app) is screen.query_one("#kind-0")
        await pilot.press("down")
        assert focused(app) is screen.query_one("#kind-1")


async def test_a_game_choice_moves_on_to_the_first_name() -> None:
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await new_game_on_oriflamme(pilot)
        assert focused(app) is screen.query_one("#name-0", Input)
        await pilot.press(*"Ann", "enter", *"Ben")
        assert screen.query_one("#name-0", Input).value == "Ann"
        assert screen.query_one("#name-1", Input).value == "Ben"
        assert screen.game_id == "oriflamme"

        # Choosing the game already shown moves on too, and changes nothing.
        await pilot.press("up", "up")  # Ben's name, Ann's name, the game
        assert focused(app) is game_select(screen)
        await pilot.press("enter", "enter")
        await settled(
            pilot, lambda: focused(app) is screen.query_one("#name-0", Input), what="the name"
        )
        assert screen.game_id == "oriflamme"


async def test_arrows_move_between_fields_on_a_closed_dropdown() -> None:
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n", "up")
        await settled(pilot, lambda: isinstance(app.screen, NewGameScreen), what="NewGameScreen")
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        select = game_select(screen)
        assert focused(app) is select
        await pilot.press("down")
        assert not is_open(select)
        assert focused(app) is screen.query_one("#name-0", Input)
        await pilot.press("up", "up")
        assert not is_open(select)
        assert focused(app) is not select  # the field before it (Tab order wraps round)
        await pilot.press("down")
        assert focused(app) is select
        await pilot.press("space")  # Enter or Space still opens it
        assert is_open(select)
        await pilot.press("escape")
        assert not is_open(select) and select.value == "claim"
        assert app.screen is screen


async def test_oriflammes_starts_choice_moves_on_to_pass() -> None:
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await new_game_on_oriflamme(pilot)
        starts = screen.query_one("#oriflamme-first", Select)
        starts.focus()
        await pilot.press("down")  # closed: on to the next field, not open
        assert not is_open(starts)
        assert focused(app) is screen.query_one("#oriflamme-direction")
        starts.focus()
        await pilot.press("enter", "down", "enter")  # Player 1
        await settled(
            pilot,
            lambda: (
                starts.value == "0" and focused(app) is screen.query_one("#oriflamme-direction")
            ),
            what="Player 1 chosen, on to the direction",
        )


async def test_the_hint_says_who_starts_truly_for_each_game() -> None:
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await settled(pilot, lambda: isinstance(app.screen, NewGameScreen), what="NewGameScreen")
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        hint = screen.query_one("#setup-help")
        assert "Player 1 starts." in text_of(hint)  # Claim: Player 1 leads the first trick
        assert "unless" not in text_of(hint)

        await pilot.press("up", "enter", "down", "enter")
        await settled(
            pilot,
            lambda: (
                screen.game_id == "oriflamme"
                and "the Starts option below says who starts" in text_of(hint)
            ),
            what="Oriflamme's hint",
        )
        assert "Player 1 starts" not in text_of(hint)  # Oriflamme's Starts defaults to Random
        assert "the Starts option below says who starts" in text_of(hint)
        assert screen.query_one("#oriflamme-first", Select).value == "random"


async def test_oriflammes_help_names_its_fields_as_labelled() -> None:
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await new_game_on_oriflamme(pilot)
        panel = app.screen.query_one("#oriflamme-options")
        labels = [text_of(label) for label in panel.query(".setup-label")]
        assert labels == ["Starts", "Pass"]
        help_text = " ".join(text_of(hint) for hint in panel.query(".hint"))
        for label in labels:
            assert f"{label}:" in help_text
        assert "Direction" not in help_text


# -- the command line: a Claim game for three or four needs no options -----------------------


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[Match]:
    """The matches `tablebox new` would open (the app itself is not run)."""
    matches: list[Match] = []

    def run_app(match: Match | None, language: str) -> int:
        assert match is not None
        matches.append(match)
        return 0

    monkeypatch.setattr(launch, "run_app", run_app)
    return matches


@pytest.mark.parametrize("names", ["Ann,Ben,Cid", "Ann,Ben,Cid,Dan"])
def test_new_claim_for_three_or_four_just_works(started: list[Match], names: str) -> None:
    """CLM-1.6: no deck chosen, 3 or 4 players: random factions drawn from the seed."""
    count = len(names.split(","))
    assert cli.main(["new", "claim", "--players", names, "--seed", "11"]) == 0
    [match] = started
    assert match.options == random_mix(count, 11) == default_options(count, 11)
    assert match.options.box == "mixed" and len(match.options.singles) == 5
    assert match.view(0).hand_sizes == [HAND_SIZES[count]] * count  # type: ignore[attr-defined]


def test_the_default_deck_is_drawn_from_the_seed() -> None:
    decks = {random_mix(3, seed) for seed in range(40)}
    assert len(decks) > 5  # not one fixed deck
    assert all(deck.refusal_for(3) is None for deck in decks)
    assert random_mix(4, 7) == random_mix(4, random.Random(7))  # a seed or its generator
    assert default_options(2, 7) == ClaimOptions()  # two players: Claim 2, as before


@pytest.mark.parametrize("count", [2, 3, 4])
def test_factions_random_for_any_player_count(started: list[Match], count: int) -> None:
    names = ",".join(["Ann", "Ben", "Cid", "Dan"][:count])
    argv = ["new", "claim", "--players", names, "--seed", "3", "--option", "factions=random"]
    assert cli.main(argv) == 0
    [match] = started
    assert match.options == random_mix(count, 3)
    assert len(match.options.singles) == SINGLES_FOR[count]


def test_box_pair_and_singles_still_choose_the_deck(started: list[Match]) -> None:
    argv = ["new", "claim", "--players", "Ann,Ben,Cid", "--seed", "5"]
    argv += ["--option", "box=mixed", "--option", "pair=gnomes-giants"]
    argv += ["--option", "singles=undead,dwarf,doppelganger,dragon,seer"]
    assert cli.main(argv) == 0
    assert cli.main(["new", "claim", "--players", "Ann,Ben", "--option", "box=claim"]) == 0
    mixed, claim1 = (match.options for match in started)
    assert mixed == ClaimOptions(
        box="mixed",
        pair="gnomes-giants",
        singles=("undead", "dwarf", "doppelganger", "dragon", "seer"),
    )
    assert claim1 == ClaimOptions(box="claim")


@pytest.mark.parametrize(
    ("options", "words"),
    [
        (["factions=random", "box=mixed"], "factions=random draws the whole deck: leave out box"),
        (["factions=mine"], "factions can only be 'random'"),
        (["box=claim2"], "3 players need both boxes"),
    ],
)
def test_factions_refusals(
    started: list[Match], capsys: pytest.CaptureFixture[str], options: list[str], words: str
) -> None:
    argv = ["new", "claim", "--players", "Ann,Ben,Cid"]
    for option in options:
        argv += ["--option", option]
    assert cli.main(argv) == 2
    assert words in capsys.readouterr().err
    assert not started


def test_simulate_takes_the_same(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "claim", "--games", "3", "--seed", "2", "--players", "4"]
    assert cli.main(argv) == 0
    dealt = random_mix(4, 2)
    assert f"options        box=mixed, pair={dealt.pair}" in capsys.readouterr().out
    assert cli.main([*argv[:-2], "--option", "factions=random"]) == 0
    dealt = random_mix(2, 2)
    assert f"options        box=mixed, pair={dealt.pair}" in capsys.readouterr().out


def test_list_and_help_name_factions_random(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["list"]) == 0
    assert "factions  random" in capsys.readouterr().out
    assert cli.main(["new", "claim", "--help"]) == 0
    assert "  factions=random\n" in capsys.readouterr().out
