"""CLM-10: a two-player deck of your own from both boxes (one pair and three singles), its
options and refusals, and the abilities of both boxes meeting in one game (CLM-10.4)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games.claim.options import ClaimOptions, random_mix
from games.claim.state import CLAIMING, RECRUITING
from tablebox.catalog import english
from tablebox.engine import Message
from tests.games.claim.table_builders import (
    CARD_VALUES,
    NAMES,
    PAIR_FACTIONS,
    SINGLES,
    act,
    expected_deck,
    mixed,
    rules,
    table_state,
)
from tests.refusals import refused

PLAYERS = NAMES[:2]


def expected(pair: str, singles: tuple[str, ...]) -> Counter[str]:
    return expected_deck((*PAIR_FACTIONS[pair], *singles))


# -- CLM-10.1 to 10.3 options and deck -----------------------------------------------------------


@pytest.mark.parametrize(
    ("pair", "singles"),
    [
        ("knights-goblins", ("undead", "dragon", "seer")),
        ("gnomes-giants", ("dwarf", "doppelganger", "troll")),
        ("knights-goblins", ("seer", "troll", "dwarf")),
    ],
)
def test_clm_10_3_the_deck_is_exactly_the_chosen_factions(
    pair: str, singles: tuple[str, ...]
) -> None:
    """CLM-10.1 to 10.3: one pair (22 cards) and three singles (3 x 10): exactly those 52
    cards, nothing of the other pair or the other singles; 13 each, 26 in the draw pile."""
    options = {"box": "mixed", "pair": pair, "singles": list(singles)}
    state = rules.new_game(list(PLAYERS), options, seed=8)
    cards = Counter(state.all_cards())
    assert cards == expected(pair, singles)
    assert sum(cards.values()) == 52
    per_faction = Counter(card.rsplit("-", 1)[0] for card in cards.elements())
    assert sum(per_faction[f] for f in PAIR_FACTIONS[pair]) == 22
    assert all(per_faction[s] == 10 for s in singles)
    assert set(per_faction) == {*PAIR_FACTIONS[pair], *singles}
    assert [len(hand) for hand in state.hands] == [13, 13]
    assert len(state.draw_pile) + len(state.prizes) == 26
    assert state.tricks_per_phase == 13
    assert set(rules.view(state, 0).factions) == set(per_faction)


def test_clm_10_3_a_deck_order_must_hold_the_chosen_factions() -> None:
    """CLM-10.3 with CLM-1.4: a fixed order of another deck is refused and names the cards."""
    options = mixed("knights-goblins", "undead", "dragon", "seer")
    claim1 = [f"{f}-{v}" for f in ("goblin", "knight", "undead", "dwarf", "doppelganger")
              for v in CARD_VALUES[f]]  # fmt: skip
    with pytest.raises(ValueError) as raised:
        rules.new_game(list(PLAYERS), options, deck=claim1)
    assert "missing" in str(raised.value) and "seer-9" in str(raised.value)
    assert "not in this game" in str(raised.value) and "dwarf-0" in str(raised.value)


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"box": "mixed", "singles": ["undead", "dragon", "seer"]}, "needs one pair"),
        ({"box": "mixed", "pair": "knights-goblins", "singles": []}, "not 0"),
        ({"box": "mixed", "pair": "knights-goblins", "singles": ["undead", "seer"]}, "not 2"),
        (
            {
                "box": "mixed",
                "pair": "gnomes-giants",
                "singles": ["undead", "dwarf", "seer", "troll"],
            },
            "not 4",
        ),
        ({"box": "mixed", "pair": "gnomes-giants", "singles": list(SINGLES)}, "not 6"),
        (
            {"box": "mixed", "pair": "gnomes-giants", "singles": ["seer", "seer", "troll"]},
            "chosen once, not seer",
        ),
        (
            {"box": "mixed", "pair": "gnomes-giants", "singles": ["troll", "undead", "troll"]},
            "chosen once, not troll",
        ),
        ({"box": "claim", "pair": "knights-goblins"}, "only for a mixed deck"),
        ({"box": "claim", "singles": ["undead", "dwarf", "seer"]}, "only for a mixed deck"),
        ({"box": "claim2", "pair": "gnomes-giants", "singles": ["dragon"]}, "only for a mixed"),
        (
            {"box": "mixed", "pair": "gnomes-knights", "singles": ["undead", "dwarf", "seer"]},
            "pair",
        ),
        (
            {"box": "mixed", "pair": "knights-goblins", "singles": ["gnome", "dwarf", "seer"]},
            "singles",
        ),
    ],
    ids=[
        "no-pair",
        "0-singles",
        "2-singles",
        "4-singles",
        "6-singles",
        "repeated-seer",
        "repeated-troll",
        "claim-with-pair",
        "claim-with-singles",
        "claim2-with-both",
        "unknown-pair",
        "pair-faction-as-single",
    ],
)
def test_clm_10_3_any_other_selection_is_refused_with_the_reason(
    options: dict[str, object], words: str
) -> None:
    """CLM-10.3 (and CLM-1.5, CLM-9): a mixed deck needs one pair and three different singles of
    the six; a box plays its own factions. Anything else raises ValueError saying why, both
    when building the options and when starting a game."""
    with refused(ValueError, words):
        ClaimOptions(**options)  # type: ignore[arg-type]
    with refused(ValueError, words):
        rules.new_game(list(PLAYERS), options)


def test_clm_10_2_five_singles_are_refused_for_two_players() -> None:
    """CLM-10.2 with CLM-11.1: five singles make the 72-card deck of three or four players; two
    players are refused with the arithmetic."""
    options = mixed("knights-goblins", "undead", "dwarf", "doppelganger", "dragon", "seer")
    assert options.refusal_for(2) == Message(
        "claim.mixed-singles", {"n": 2, "wanted": 3, "deck": 52, "chosen": 5}
    )
    assert english(options.refusal_for(2)) == (
        "2 players mix one pair with 3 single factions (52 cards), not 5"
    )
    with refused(ValueError, r"3 single factions \(52 cards\), not 5"):
        rules.new_game(list(PLAYERS), options)


def test_clm_10_3_three_singles_are_accepted_for_two_players_only() -> None:
    """CLM-10.3, CLM-11.1: a 52-card mix is fine for two players and refused for three or
    four."""
    options = mixed("gnomes-giants", "undead", "dwarf", "seer")
    assert options.refusal_for(2) is None
    for players in (3, 4):
        refusal = options.refusal_for(players)
        assert refusal is not None and refusal.key == "claim.mixed-singles"
        assert english(refusal) == (
            f"{players} players mix one pair with 5 single factions (72 cards), not 3"
        )
        with refused(ValueError, "5 single factions"):
            rules.new_game(NAMES[:players], options)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_clm_10_and_11_random_mix_is_always_legal(players: int) -> None:
    """CLM-10.1/10.2 and CLM-11.1: the setup screen's random mix is, for every rng seed tried,
    one pair and 3 (two players) or 5 (three or four) different singles, accepted for that
    player count; over the seeds both pairs and every single come up."""
    pairs: set[str] = set()
    singles_seen: set[str] = set()
    for seed in range(300):
        options = random_mix(players, random.Random(seed))
        assert options.box == "mixed"
        assert options.pair in PAIR_FACTIONS
        assert len(options.singles) == (3 if players == 2 else 5)
        assert len(set(options.singles)) == len(options.singles)
        assert set(options.singles) <= set(SINGLES)
        assert options.refusal_for(players) is None
        pairs.add(options.pair)
        singles_seen.update(options.singles)
    assert pairs == set(PAIR_FACTIONS)
    assert singles_seen == set(SINGLES)
    state = rules.new_game(NAMES[:players], random_mix(players, random.Random(1)), seed=1)
    assert sum(Counter(state.all_cards()).values()) == (52 if players == 2 else 72)


@pytest.mark.parametrize(
    ("options", "text"),
    [
        (
            mixed("knights-goblins", "undead", "dragon", "seer"),
            "Goblins & Knights (22) + Undead, Dragons, Seers (3 × 10): 52 cards",
        ),
        (
            mixed("gnomes-giants", "undead", "dwarf", "doppelganger", "dragon", "troll"),
            "Gnomes & Giants (22) + Undead, Dwarves, Doppelgangers, Dragons, Trolls (5 × 10):"
            " 72 cards",
        ),
        (ClaimOptions(box="claim"), "Goblins, Knights, Undead, Dwarves, Doppelgangers: 52 cards"),
        (ClaimOptions(), "Gnomes, Giants, Dragons, Trolls, Seers: 52 cards"),
    ],
    ids=["2p-mix", "72-card-mix", "claim", "claim2"],
)
def test_clm_10_3_describe_gives_the_deck_arithmetic(options: ClaimOptions, text: str) -> None:
    """CLM-10.3, CLM-11.1: the deck in words with its arithmetic, 22 + 3 x 10 = 52 or 22 + 5 x
    10 = 72, as the setup screen and the view show it."""
    assert english(options.describe()) == text
    players = 2 if options.box != "mixed" or len(options.singles) == 3 else 3
    view = rules.view(rules.new_game(NAMES[:players], options), None)
    assert view.deck == options.describe()


def test_clm_10_3_describe_names_the_chosen_singles_in_any_order() -> None:
    """CLM-10.3: the description of a mix chosen in another order names the same singles."""
    text = english(mixed("gnomes-giants", "seer", "undead", "troll").describe())
    assert text.startswith("Gnomes & Giants (22) + ")
    assert text.endswith("(3 × 10): 52 cards")
    for name in ("Undead", "Trolls", "Seers"):
        assert name in text
    for name in ("Dwarves", "Doppelgangers", "Dragons", "Goblins", "Knights"):
        assert name not in text


# -- CLM-10.4 abilities of both boxes together ---------------------------------------------------

UNDEAD_SEER = mixed("knights-goblins", "undead", "dwarf", "seer")
DWARF_GNOMES = mixed("gnomes-giants", "undead", "dwarf", "troll")


@pytest.mark.parametrize("choice", ["take-deck", "take-prize"])
def test_clm_10_4_undead_and_seer_in_one_trick_are_independent(choice: str) -> None:
    """CLM-10.4: Ann leads seer 6, Ben has no seer and plays undead 9. Ann wins with a seer:
    the undead goes to Ann's score pile at once (CLM-6.8) and stays there whichever card Ann
    keeps (CLM-6.5); Ben gets the other."""
    state = table_state(
        UNDEAD_SEER,
        [["seer-6", "goblin-1"], ["undead-9", "goblin-2"]],
        prizes=["knight-7"],
        pile=["dwarf-4", "goblin-8"],
    )
    state = act(state, "seer-6", "undead-9")
    assert state.chooser == 0 and state.peek
    assert state.score_piles == [["undead-9"], []]
    assert rules.view(state, 0).seer_peek.id == "dwarf-4"
    after = act(state, choice)
    assert after.score_piles == [["undead-9"], []]
    kept, given = ("dwarf-4", "knight-7") if choice == "take-deck" else ("knight-7", "dwarf-4")
    assert after.followers[0][-1] == kept
    assert after.followers[1][-1] == given
    assert after.prizes == ["goblin-8"]
    assert "seer-6" in after.discarded


def test_clm_10_4_a_dwarf_and_a_gnome_in_phase_2() -> None:
    """CLM-10.4: Ann leads gnome 5, Ben has no gnome and plays dwarf 9: Ann wins; the gnome lies
    in front of Ann (CLM-6.1), the dwarf goes to Ben, the loser (CLM-6.9)."""
    state = table_state(
        DWARF_GNOMES, [["gnome-5", "undead-1"], ["dwarf-9", "undead-2"]], phase=CLAIMING
    )
    after = act(state, "gnome-5", "dwarf-9")
    assert after.last_trick.winner == 0
    assert after.gnome_rows == [["gnome-5"], []]
    assert after.score_piles == [[], ["dwarf-9"]]


def test_clm_10_4_a_dwarf_led_against_a_giant() -> None:
    """CLM-10.4: Ann leads dwarf 2, Ben has no dwarf and plays giant 7: Ann wins; the dwarf
    goes to Ben (the loser), the giant scores for Ann and crushes Ben's gnome 7 (CLM-6.2)."""
    state = table_state(
        DWARF_GNOMES,
        [["dwarf-2", "undead-1"], ["giant-7", "undead-2"]],
        phase=CLAIMING,
        gnome_rows=[["gnome-7"], ["gnome-7", "gnome-5"]],
    )
    after = act(state, "dwarf-2", "giant-7")
    assert after.last_trick.winner == 0
    assert after.score_piles == [["giant-7"], ["dwarf-2"]]
    assert after.gnome_rows == [["gnome-7"], ["gnome-5"]]
    assert Counter(after.discarded) - Counter(state.discarded) == {"gnome-7": 1}


def test_clm_10_4_dwarf_against_troll_the_winner_takes_one_troll() -> None:
    """CLM-10.4 with CLM-6.4 and CLM-6.9: troll 8 waits aside. Ann leads troll 3; Ben has no
    troll and plays dwarf 5: Ann wins and scores troll 8 (the highest), troll 3 is set aside,
    the dwarf goes to Ben. Next Ann leads dwarf 6 and Ben, with no dwarf, plays undead 9: Ann
    wins, scores undead 9 and the highest troll aside (troll 3), the dwarf goes to Ben."""
    state = table_state(
        DWARF_GNOMES,
        [["troll-3", "dwarf-6", "undead-1"], ["dwarf-5", "undead-9", "undead-2"]],
        phase=CLAIMING,
        trolls_aside=["troll-8"],
    )
    state = act(state, "troll-3", "dwarf-5")
    assert state.last_trick.winner == 0
    assert state.score_piles == [["troll-8"], ["dwarf-5"]]
    assert state.trolls_aside == ["troll-3"]
    state = act(state, "dwarf-6", "undead-9")
    assert state.last_trick.winner == 0
    assert Counter(state.score_piles[0]) == {"troll-8": 1, "undead-9": 1, "troll-3": 1}
    assert Counter(state.score_piles[1]) == {"dwarf-5": 1, "dwarf-6": 1}
    assert state.trolls_aside == []


@pytest.mark.parametrize("phase", [RECRUITING, CLAIMING])
def test_clm_10_4_a_dragon_never_wins_off_faction(phase: int) -> None:
    """CLM-10.4: Ann leads goblin 4, Ben has no goblin and plays dragon 9: Ann wins (a dragon
    is no knight), but Ben played the dragon and leads next (CLM-6.3)."""
    options = mixed("knights-goblins", "undead", "dragon", "seer")
    hands = [["goblin-4", "undead-1"], ["dragon-9", "undead-2"]]
    if phase == RECRUITING:
        state = table_state(options, hands, prizes=["seer-9"])
    else:
        state = table_state(options, hands, phase=CLAIMING)
    after = act(state, "goblin-4", "dragon-9")
    assert after.last_trick.winner == 0
    assert after.last_trick.next_leader == 1
    assert rules.current_seats(after) == [1]
    if phase == RECRUITING:
        assert after.followers[0][-1] == "seer-9"
    else:
        assert Counter(after.score_piles[0]) == {"goblin-4": 1, "dragon-9": 1}


def test_clm_10_4_a_doppelganger_winning_a_gnome_lead_is_no_gnome() -> None:
    """CLM-10.4 with CLM-6.10 and CLM-6.11: Ann leads gnome 3, Ben answers doppelganger 7 and
    wins: the gnome lies in front of Ben, the doppelganger goes to Ben's score pile (it never
    gains the gnomes' ability)."""
    options = mixed("gnomes-giants", "doppelganger", "dragon", "troll")
    state = table_state(
        options, [["gnome-3", "troll-1"], ["doppelganger-7", "gnome-1"]], phase=CLAIMING
    )
    after = act(state, "gnome-3", "doppelganger-7")
    assert after.last_trick.winner == 1
    assert after.gnome_rows == [[], ["gnome-3"]]
    assert after.score_piles == [[], ["doppelganger-7"]]


def test_clm_10_4_a_doppelganger_on_a_giant_lead_crushes_nothing() -> None:
    """CLM-10.4 with CLM-6.11: a doppelganger 5 on a giant lead is no giant: only the real
    giant 1 crushes; Ann's gnome 5 stays."""
    options = mixed("gnomes-giants", "doppelganger", "dragon", "troll")
    state = table_state(
        options,
        [["giant-1", "troll-1"], ["doppelganger-5", "troll-2"]],
        phase=CLAIMING,
        gnome_rows=[["gnome-5", "gnome-1"], []],
    )
    after = act(state, "giant-1", "doppelganger-5")
    assert after.last_trick.winner == 1
    assert after.gnome_rows == [["gnome-5"], []]
    assert Counter(after.score_piles[1]) == {"giant-1": 1, "doppelganger-5": 1}


def test_clm_10_3_a_seer_on_the_last_phase_1_trick_of_a_mixed_deck() -> None:
    """CLM-10.3 with CLM-6.5 (fact sheet, section 7: seer on the last trick): one card is left
    in the pile when the last prize is revealed; Ben wins with a seer, keeps that card, Ann
    gets the prize, and phase 2 starts with 13 followers each, Ben leading (CLM-5.2)."""
    hands = [["seer-2"], ["seer-8"]]
    state = table_state(UNDEAD_SEER, hands, prizes=["knight-9"], pile=["dwarf-0"])
    assert state.trick == 13 and state.draw_pile == ["dwarf-0"]
    state = act(state, "seer-2", "seer-8")
    assert rules.current_seats(state) == [1]
    assert rules.view(state, 1).seer_peek.id == "dwarf-0"
    assert rules.view(state, 0).seer_peek is None
    state = act(state, "take-deck")
    assert state.phase == CLAIMING and state.trick == 1
    assert "dwarf-0" in state.hands[1] and "knight-9" in state.hands[0]
    assert [len(hand) for hand in state.hands] == [13, 13]
    assert rules.current_seats(state) == [1]
