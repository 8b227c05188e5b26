"""Helpers for the Claim 2 rule tests: scripted decks, hand-built states, playing tricks.

Everything goes through the public rules object except the builders of mid-game states, which
construct a :class:`ClaimState` directly and always hold all 52 cards (the unused ones are put
in ``discarded``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from games.claim.factions import BOXES, deck_of
from games.claim.state import CLAIMING, OVER, RECRUITING, ClaimOptions, ClaimState
from tablebox import registry
from tablebox.catalog import Catalog, english
from tablebox.engine import Event, Message

rules = registry.get("claim")

PLAYERS = ["Ann", "Bob"]
"""Seat 0 is "A" of the rulebook examples, seat 1 is "B"."""

FACTIONS = BOXES["claim2"]
FULL_DECK: list[str] = deck_of(FACTIONS)
"""The 52 card ids of Claim 2, each copy listed (``gnome-1`` three times)."""


def remaining(*used: Iterable[str]) -> list[str]:
    """The cards of the full deck left over once ``used`` are taken out (deck order)."""
    left = Counter(FULL_DECK)
    for group in used:
        taken = Counter(group)
        missing = taken - left
        assert not missing, f"not enough copies in the deck of {sorted(missing.elements())}"
        left -= taken
    rest = []
    for card in FULL_DECK:
        if left[card] > 0:
            rest.append(card)
            left[card] -= 1
    return rest


def scripted_deck(
    hand0: Sequence[str], hand1: Sequence[str], pile: Sequence[str] = ()
) -> list[str]:
    """A full deck, top first: ``hand0`` then ``hand1`` (each exactly 13 cards), then ``pile``
    (the draw pile, top first), then every other card in deck order."""
    assert len(hand0) == 13 and len(hand1) == 13
    return [*hand0, *hand1, *pile, *remaining(hand0, hand1, pile)]


def new_scripted_game(
    hand0: Sequence[str], hand1: Sequence[str], pile: Sequence[str] = ()
) -> ClaimState:
    return rules.new_game(list(PLAYERS), deck=scripted_deck(hand0, hand1, pile))


def recruiting_state(
    hand0: Sequence[str],
    hand1: Sequence[str],
    prize: str,
    pile: Sequence[str] = (),
    followers: tuple[Sequence[str], Sequence[str]] = ((), ()),
    *,
    leader: int = 0,
) -> ClaimState:
    """A consistent phase-1 state at the start of a trick, its prize already revealed.

    With ``n`` cards in each hand this is trick ``14 - n``: the draw pile holds ``2n - 1``
    cards (``pile`` on top, then filler) and each followers pile ``13 - n`` (``followers``
    first, then filler). Everything else has been discarded by earlier tricks.
    """
    size = len(hand0)
    assert len(hand1) == size and len(pile) <= 2 * size - 1
    assert all(len(f) <= 13 - size for f in followers)
    filler = remaining(hand0, hand1, [prize], pile, *followers)
    draw_pile = [*pile, *filler[: 2 * size - 1 - len(pile)]]
    filler = filler[2 * size - 1 - len(pile) :]
    piles = []
    for own in followers:
        extra = 13 - size - len(own)
        piles.append([*own, *filler[:extra]])
        filler = filler[extra:]
    return ClaimState(
        players=list(PLAYERS),
        options=ClaimOptions(),
        factions=FACTIONS,
        hands=[list(hand0), list(hand1)],
        draw_pile=draw_pile,
        followers=piles,
        score_piles=[[], []],
        gnome_rows=[[], []],
        trolls_aside=[],
        discarded=filler,
        phase=RECRUITING,
        trick=14 - size,
        tricks_per_phase=13,
        leader=leader,
        lead_reason=Message("claim.leads-set-up", {"seat": leader}),
        prizes=[prize],
        plays=[],
    )


def claiming_state(
    hand0: Sequence[str],
    hand1: Sequence[str],
    *,
    leader: int = 0,
    score_piles: tuple[Sequence[str], Sequence[str]] = ((), ()),
    gnome_rows: tuple[Sequence[str], Sequence[str]] = ((), ()),
    trolls_aside: Sequence[str] = (),
) -> ClaimState:
    """A phase-2 state at the start of a trick; the trick number follows from the hand size."""
    assert len(hand0) == len(hand1)
    zones = [hand0, hand1, *score_piles, *gnome_rows, trolls_aside]
    return ClaimState(
        players=list(PLAYERS),
        options=ClaimOptions(),
        factions=FACTIONS,
        hands=[list(hand0), list(hand1)],
        draw_pile=[],
        followers=[[], []],
        score_piles=[list(p) for p in score_piles],
        gnome_rows=[list(r) for r in gnome_rows],
        trolls_aside=list(trolls_aside),
        discarded=remaining(*zones),
        phase=CLAIMING,
        trick=14 - len(hand0),
        tricks_per_phase=13,
        leader=leader,
        lead_reason=Message("claim.leads-set-up", {"seat": leader}),
        prizes=[],
        plays=[],
    )


def trick_state(
    phase: int, hand0: Sequence[str], hand1: Sequence[str], prize: str = "troll-9"
) -> ClaimState:
    """The start of a trick in ``phase`` (1 or 2), seat 0 to lead; ``prize`` only in phase 1."""
    if phase == RECRUITING:
        return recruiting_state(hand0, hand1, prize)
    return claiming_state(hand0, hand1)


def finished_state(score_piles: tuple[Sequence[str], Sequence[str]]) -> ClaimState:
    """A game that has ended with these score piles (gnome rows already added, CLM-7.1)."""
    return ClaimState(
        players=list(PLAYERS),
        options=ClaimOptions(),
        factions=FACTIONS,
        hands=[[], []],
        draw_pile=[],
        followers=[[], []],
        score_piles=[list(p) for p in score_piles],
        gnome_rows=[[], []],
        trolls_aside=[],
        discarded=remaining(*score_piles),
        phase=OVER,
        trick=13,
        tricks_per_phase=13,
        leader=0,
        lead_reason=Message("claim.leads-set-up", {"seat": 0}),
        prizes=[],
        plays=[],
    )


def actor(state: ClaimState) -> int:
    """The one seat that must act now."""
    seats = rules.current_seats(state)
    assert len(seats) == 1, seats
    return seats[0]


def play(state: ClaimState, action: str) -> ClaimState:
    """The seat to act takes ``action``."""
    return rules.apply(state, actor(state), action)


def play_trick(state: ClaimState, lead: str, follow: str) -> ClaimState:
    """The leader plays ``lead``, then the other seat plays ``follow``."""
    return play(play(state, lead), follow)


def play_first_legal(state: ClaimState, *, until_phase: int) -> ClaimState:
    """Take the first legal action (``take-prize`` for seers) until the phase changes."""
    while state.phase < until_phase:
        seat = actor(state)
        state = rules.apply(state, seat, rules.legal_actions(state, seat)[0])
    return state


def view_cards(cards: Iterable) -> list[str]:
    """The ids of a list of CardView."""
    return [card.id for card in cards]


def vote_of(state: ClaimState, faction: str):
    """The public VoteView of ``faction`` in a finished game."""
    votes = rules.view(state, None).votes
    assert votes is not None
    (vote,) = [v for v in votes if v.faction == faction]
    return vote


# -- reading events and messages ----------------------------------------------------------------


def card_label(card: str) -> str:
    """A card's English name, "Giant 3", from the catalog."""
    return Catalog().card("claim", card)


def say(message: Message | Event, players: Sequence[str] = PLAYERS) -> str:
    """A message in English with these players' names."""
    return english(message, players)


def log(state: ClaimState, seat: int | None) -> list[str]:
    """The log as ``seat`` may read it, in English (the table's log)."""
    return [say(e, state.players) for e in rules.events(state) if e.visible_to(seat)]


def keys(messages: Iterable[Message | Event]) -> list[str]:
    return [message.key for message in messages]


def choices(state: ClaimState, seat: int) -> list[str]:
    """The actions of the options ``seat`` may take now (empty unless it acts)."""
    decision = rules.view(state, seat).decision
    return [] if decision is None else [option.action for option in decision.allowed]
