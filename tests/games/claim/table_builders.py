"""Helpers for the rule tests of the Claim 1 box, the mixed decks and the game for three or four
players: options, scripted decks for any player count, and hand-built mid-game states.

Like ``builders.py``, everything goes through the public rules object except the builders of
mid-game states, which construct a :class:`ClaimState` directly. Those always hold every card of
the game's deck: cards the scenario does not place are put on the draw pile and the followers
piles as far as a consistent state needs them, and in ``discarded`` otherwise.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from games.claim.factions import deck_of
from games.claim.options import ClaimOptions
from games.claim.state import OVER, RECRUITING, ClaimState
from games.claim.view import VoteView
from tablebox import registry
from tablebox.engine import Message, Outcome
from tests.games.claim.builders import actor

rules = registry.get("claim")

NAMES = ["Ann", "Ben", "Cid", "Dan"]
"""Seats 0 to 3. At four, Ann & Cid (seats 0 and 2) play against Ben & Dan (1 and 3)."""
ANN, BEN, CID, DAN = range(4)

HAND = {2: 13, 3: 12, 4: 9}
"""Cards dealt per seat (CLM-1.2, CLM-11.2), written out here rather than imported."""

CARD_VALUES: dict[str, list[int]] = {
    "goblin": [0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    "knight": [2, 3, 4, 5, 6, 7, 8, 9],
    "gnome": [1, 1, 1, 3, 3, 3, 5, 5, 5, 7, 7, 7, 9],
    "giant": [1, 1, 3, 3, 5, 5, 7, 7, 9],
    **{single: list(range(10)) for single in ("undead", "dwarf", "doppelganger")},
    **{single: list(range(10)) for single in ("dragon", "troll", "seer")},
}
"""Every faction's card values as the fact sheet (section 1) and seeds/claim.md list them,
written out here independently of ``games/claim`` to check the decks against."""
PAIR_FACTIONS = {"knights-goblins": ("goblin", "knight"), "gnomes-giants": ("gnome", "giant")}
SINGLES = ("undead", "dwarf", "doppelganger", "dragon", "troll", "seer")


def expected_deck(factions: Iterable[str]) -> Counter[str]:
    """The cards of ``factions`` according to :data:`CARD_VALUES`."""
    return Counter(f"{f}-{v}" for f in factions for v in CARD_VALUES[f])


CLAIM1 = ClaimOptions(box="claim")


def mixed(pair: str, *singles: str) -> ClaimOptions:
    return ClaimOptions(box="mixed", pair=pair, singles=singles)  # type: ignore[arg-type]


KG_NO_TROLL = mixed("knights-goblins", "undead", "dwarf", "doppelganger", "dragon", "seer")
"""72 cards: goblins, knights, undead, dwarves, doppelgangers, dragons, seers."""
GG_NO_SEER = mixed("gnomes-giants", "undead", "dwarf", "doppelganger", "dragon", "troll")
"""72 cards: gnomes, giants, undead, dwarves, doppelgangers, dragons, trolls."""
GG_NO_UNDEAD = mixed("gnomes-giants", "dwarf", "doppelganger", "dragon", "troll", "seer")
"""72 cards: gnomes, giants, dwarves, doppelgangers, dragons, trolls, seers."""


def cards_of(options: ClaimOptions) -> list[str]:
    return deck_of(options.factions)


def leftover(options: ClaimOptions, *used: Iterable[str]) -> list[str]:
    """The deck's cards once ``used`` are taken out (in deck order)."""
    left = Counter(cards_of(options))
    for group in used:
        taken = Counter(group)
        missing = taken - left
        assert not missing, f"not enough copies in the deck of {sorted(missing.elements())}"
        left -= taken
    rest = []
    for card in cards_of(options):
        if left[card] > 0:
            rest.append(card)
            left[card] -= 1
    return rest


def scripted_deck(
    options: ClaimOptions, hands: Sequence[Sequence[str]], pile: Sequence[str] = ()
) -> list[str]:
    """A full deck, top first: each hand in seat order (full hands), then ``pile`` (the draw
    pile, top first), then every other card in deck order."""
    assert all(len(hand) == HAND[len(hands)] for hand in hands)
    return [*(c for hand in hands for c in hand), *pile, *leftover(options, *hands, pile)]


def new_table(
    options: ClaimOptions, hands: Sequence[Sequence[str]], pile: Sequence[str] = ()
) -> ClaimState:
    """A new game of ``len(hands)`` players dealt from :func:`scripted_deck`."""
    deck = scripted_deck(options, hands, pile)
    return rules.new_game(NAMES[: len(hands)], options, deck=deck)


def table_state(
    options: ClaimOptions,
    hands: Sequence[Sequence[str]],
    *,
    phase: int = RECRUITING,
    prizes: Sequence[str] = (),
    pile: Sequence[str] = (),
    followers: Sequence[Sequence[str]] | None = None,
    score_piles: Sequence[Sequence[str]] | None = None,
    gnome_rows: Sequence[Sequence[str]] | None = None,
    trolls_aside: Sequence[str] = (),
    leader: int = 0,
) -> ClaimState:
    """A consistent state at the start of a trick, for ``len(hands)`` players.

    Every hand holds ``h`` cards, so this is trick ``H - h + 1`` of the phase (``H`` cards dealt
    per seat). In phase 1 ``prizes`` are already revealed (one with two players, two with three
    or four), the draw pile holds ``n * h - len(prizes)`` cards (``pile`` on top, then filler) and
    every followers pile ``H - h`` (``followers`` first, then filler). In phase 2 the draw pile
    and followers piles are empty. Score piles, gnome rows and trolls aside are as given;
    everything else has been discarded.
    """
    count = len(hands)
    size = len(hands[0])
    assert all(len(hand) == size for hand in hands)
    full = HAND[count]
    own_followers = [list(f) for f in followers] if followers else [[] for _ in hands]
    piles = [list(p) for p in score_piles] if score_piles else [[] for _ in hands]
    rows = [list(r) for r in gnome_rows] if gnome_rows else [[] for _ in hands]
    filler = leftover(options, *hands, prizes, pile, *own_followers, *piles, *rows, trolls_aside)
    draw_pile: list[str] = []
    if phase == RECRUITING:
        assert len(prizes) == (1 if count == 2 else 2)
        wanted = count * size - len(prizes)
        assert len(pile) <= wanted
        draw_pile = [*pile, *filler[: wanted - len(pile)]]
        filler = filler[wanted - len(pile) :]
        for own in own_followers:
            extra = full - size - len(own)
            assert extra >= 0
            own.extend(filler[:extra])
            filler = filler[extra:]
    else:
        assert not prizes and not pile and not followers
    return ClaimState(
        players=NAMES[:count],
        options=options,
        factions=options.factions,
        hands=[list(hand) for hand in hands],
        draw_pile=draw_pile,
        followers=own_followers,
        score_piles=piles,
        gnome_rows=rows,
        trolls_aside=list(trolls_aside),
        discarded=filler,
        phase=phase,
        trick=full - size + 1,
        tricks_per_phase=full,
        leader=leader,
        lead_reason=Message("claim.leads-set-up", {"seat": leader}),
        prizes=list(prizes),
        plays=[],
    )


def finished(options: ClaimOptions, score_piles: Sequence[Sequence[str]]) -> ClaimState:
    """A game of ``len(score_piles)`` players that has ended with these score piles (gnome rows
    already added, CLM-7.1)."""
    count = len(score_piles)
    return ClaimState(
        players=NAMES[:count],
        options=options,
        factions=options.factions,
        hands=[[] for _ in score_piles],
        draw_pile=[],
        followers=[[] for _ in score_piles],
        score_piles=[list(p) for p in score_piles],
        gnome_rows=[[] for _ in score_piles],
        trolls_aside=[],
        discarded=leftover(options, *score_piles),
        phase=OVER,
        trick=HAND[count],
        tricks_per_phase=HAND[count],
        leader=0,
        lead_reason=Message("claim.leads-set-up", {"seat": 0}),
        prizes=[],
        plays=[],
    )


def act(state: ClaimState, *actions: str) -> ClaimState:
    """Whoever is to act takes each action in turn."""
    for action in actions:
        state = rules.apply(state, actor(state), action)
    return state


def play_until(state: ClaimState, phase: int, trick: int = 1) -> ClaimState:
    """Take the first legal action until the game reaches ``phase`` and ``trick``."""
    while (state.phase, state.trick) < (phase, trick):
        seat = actor(state)
        state = rules.apply(state, seat, rules.legal_actions(state, seat)[0])
    return state


def outcome_of(state: ClaimState) -> Outcome:
    outcome = rules.outcome(state)
    assert outcome is not None
    return outcome


def vote(state: ClaimState, faction: str) -> VoteView:
    """The public VoteView of ``faction`` in a finished game."""
    votes = rules.view(state, None).votes
    assert votes is not None
    (found,) = [v for v in votes if v.faction == faction]
    return found


def of(faction: str, pile: Iterable[str]) -> Counter[str]:
    """The cards of ``faction`` in ``pile``."""
    return Counter(card for card in pile if card.rsplit("-", 1)[0] == faction)
