"""DWK-3, DWK-6: following suit, the magic cards and who wins a trick."""

from __future__ import annotations

from games.dwarf_king.history import Play, TrickRecord
from games.dwarf_king.quests import BY_SLUG
from games.dwarf_king.tricks import Situation, led_suit, playable, refusal, trick_winner
from tablebox.engine import Message
from tests.games.dwarf_king.builders import history


def plays(*cards: str, first: int = 0, players: int = 4) -> list[Play]:
    return [Play((first + i) % players, card) for i, card in enumerate(cards)]


PREVIOUS = TrickRecord(1, 0, tuple(plays("knights-9", "knights-Q", "goblins-2", "knights-4")), 1)
"""A finished trick 1 won by seat 1 with the Queen of Knights; its last card the 4 of Knights."""


def situation(*cards: str, trick: int = 2, last: bool = False) -> Situation:
    return Situation(plays(*cards), trick, last, PREVIOUS if trick > 1 else None)


def test_dwk_3_4_highest_of_the_led_suit_wins() -> None:
    assert trick_winner(plays("goblins-6", "goblins-9", "knights-A", "goblins-2"), None) == 1


def test_dwk_3_3_must_follow_the_led_suit() -> None:
    hand = ["goblins-3", "knights-8"]
    why = refusal(hand, situation("goblins-6"), "knights-8")
    assert why == Message("dwarf-king.must-follow", {"suit": "goblins"})
    assert playable(hand, situation("goblins-6")) == ["goblins-3"]
    assert playable(["knights-8", "dwarves-2"], situation("goblins-6")) == [
        "knights-8",
        "dwarves-2",
    ]


def test_dwk_6_1_dragon_wins_without_an_ace() -> None:
    assert trick_winner(plays("goblins-6", "dragon", "goblins-K", "goblins-2"), None) == 1


def test_dwk_6_1_dragon_loses_to_the_led_suits_ace() -> None:
    trick = plays("goblins-6", "knights-A", "dragon", "goblins-A")
    assert trick_winner(trick, None) == 3


def test_dwk_6_1_dragon_loses_to_the_last_off_suit_ace() -> None:
    trick = plays("goblins-6", "knights-A", "dragon", "dwarves-A")
    assert trick_winner(trick, None) == 3


def test_dwk_6_1_led_dragon_lets_the_next_card_set_the_suit() -> None:
    trick = plays("dragon", "knights-3", "goblins-K")
    assert led_suit(trick, None) == "knights"
    assert refusal(["knights-5", "goblins-4"], situation("dragon", "knights-3"), "goblins-4")


def test_dwk_6_1_dragon_may_be_played_holding_the_led_suit() -> None:
    assert refusal(["goblins-3", "dragon"], situation("goblins-6"), "dragon") is None


def test_dwk_6_5_excalibur_only_when_void_and_wins() -> None:
    hand = ["goblins-3", "excalibur"]
    assert refusal(hand, situation("goblins-6"), "excalibur") == Message(
        "dwarf-king.excalibur-void", {"suit": "goblins"}
    )
    assert refusal(["knights-3", "excalibur"], situation("goblins-6"), "excalibur") is None
    assert trick_winner(plays("goblins-6", "excalibur", "goblins-A", "goblins-K"), None) == 1


def test_dwk_6_5_excalibur_may_lead_and_wins() -> None:
    assert refusal(["goblins-3", "excalibur"], situation(trick=1), "excalibur") is None
    trick = plays("excalibur", "goblins-A", "goblins-K", "goblins-2")
    assert led_suit(trick, None) == "goblins"
    assert trick_winner(trick, None) == 0


def test_dwk_6_2_mummy_copies_the_previous_winning_card() -> None:
    """The Mummy is the Queen of Knights here: it beats the Jack, loses to the King."""
    assert trick_winner(plays("knights-J", "mummy", "knights-3", "goblins-A"), PREVIOUS) == 1
    assert trick_winner(plays("knights-J", "mummy", "knights-K", "goblins-A"), PREVIOUS) == 2


def test_dwk_6_2_mummy_not_in_trick_1() -> None:
    why = refusal(["mummy", "goblins-3"], situation(trick=1), "mummy")
    assert why == Message("dwarf-king.mummy-first-trick")


def test_dwk_6_2_mummy_follows_as_its_copied_suit() -> None:
    """On a knights lead the Mummy (a Queen of Knights) follows, and is the only knight in
    the hand, so it must be played; on a goblins lead it may not be played holding goblins."""
    hand = ["mummy", "goblins-3"]
    assert playable(hand, situation("knights-2")) == ["mummy"]
    assert refusal(hand, situation("goblins-6"), "mummy") == Message(
        "dwarf-king.must-follow", {"suit": "goblins"}
    )
    assert refusal(["mummy", "dwarves-3"], situation("goblins-6"), "mummy") is None


def test_dwk_6_2_led_mummy_sets_its_copied_suit() -> None:
    assert led_suit(plays("mummy", "goblins-2"), PREVIOUS) == "knights"


def test_dwk_6_3_rulebook_puppeteer_trick() -> None:
    """The rulebook's example: red 6 led, a blue 8 off suit, the Puppeteer (played holding
    red, which its text allows) a hair above the 8 and so off suit too, a red 3: the leader
    wins, and loses 2 with a quest against red cards (the Puppeteer has no colour)."""
    hand = ["puppeteer", "goblins-9"]
    assert refusal(hand, situation("goblins-6", "knights-8"), "puppeteer") is None
    trick = plays("goblins-6", "knights-8", "puppeteer", "goblins-3")
    assert trick_winner(trick, None) == 0
    deal = history(4, (0, "goblins-6 knights-8 puppeteer goblins-3"))
    assert BY_SLUG["goblin-defeat"].score(deal) == [-2, 0, 0, 0]


def test_dwk_6_3_puppeteer_after_the_led_suit_can_win() -> None:
    assert (
        trick_winner(
            plays("goblins-K", "puppeteer", "goblins-Q"),
            None,
        )
        == 1
    )


def test_dwk_6_3_puppeteer_leading_copies_the_previous_trick_last_card() -> None:
    """Trick 2 led by the Puppeteer: it is the 4 of Knights and a hair, so the 5 beats it."""
    assert led_suit(plays("puppeteer", "goblins-K"), PREVIOUS) == "knights"
    assert trick_winner(plays("puppeteer", "knights-3", "goblins-K"), PREVIOUS) == 0
    assert trick_winner(plays("puppeteer", "knights-5", "goblins-K"), PREVIOUS) == 1


def test_dwk_6_3_puppeteer_may_not_lead_trick_1() -> None:
    why = refusal(["puppeteer", "goblins-3"], situation(trick=1), "puppeteer")
    assert why == Message("dwarf-king.puppeteer-first-lead")
    assert refusal(["puppeteer", "goblins-3"], situation("goblins-2", trick=1), "puppeteer") is None


def test_dwk_6_4_sorcerer_is_played_only_in_the_last_trick_and_cannot_win() -> None:
    assert refusal(["sorcerer", "goblins-3"], situation(), "sorcerer") == Message(
        "dwarf-king.sorcerer-held"
    )
    assert refusal(["sorcerer"], situation("goblins-2", last=True), "sorcerer") is None
    assert trick_winner(plays("goblins-2", "sorcerer", "knights-A"), None) == 0
    assert trick_winner(plays("sorcerer", "knights-2", "knights-A"), None) == 2
