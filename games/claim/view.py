"""What one seat may see of a Claim game (CLM-8). The app renders these and nothing else."""

from __future__ import annotations

from collections.abc import Callable

from pydantic import BaseModel, ConfigDict

from games.claim.factions import FACTIONS, card_label, faction_of, value_of
from games.claim.scoring import FactionVote, sides_of
from games.claim.state import ClaimState
from games.claim.tricks import follow_refusal, led_faction
from tablebox.engine import Outcome


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True)


class CardView(_Frozen):
    id: str
    faction: str
    value: int
    label: str
    playable: bool = False
    why_not: str | None = None
    """Why a card in the viewer's hand may not be played now, e.g. ``"must follow dragons"``."""


class PlayView(_Frozen):
    seat: int
    card: CardView


class TrickView(_Frozen):
    phase: int
    number: int
    plays: list[PlayView]
    prizes: list[CardView]
    winner: int
    next_leader: int
    notes: list[str]
    ranking: list[int]
    """Every seat, best placed first: who chose a prize, who took the other, who drew."""
    taken: dict[int, str]
    """Phase 1: what each seat got so far, a prize's card id, ``"deck"`` or ``"draw"`` (a seat
    still waiting for a choice is missing); empty for phase 2."""


class VoteView(_Frozen):
    faction: str
    faction_name: str
    values: list[list[int]]
    """Per side (see ``ClaimView.side_names``), its values of this faction, highest first."""
    winner: int | None
    """The winning side, or None."""
    reason: str


class ClaimView(_Frozen):
    viewer: int | None
    players: list[str]
    factions: list[str]
    faction_names: dict[str, str]
    abilities: dict[str, str]
    """Each faction's ability as it reads at this player count (CLM-6, CLM-12)."""
    deck: str
    """The deck in words, e.g. "Goblins & Knights (22) + Undead, Dragons, Seers (3 × 10): 52
    cards"."""
    side_names: list[str]
    """Who wins votes: each player, or at four the two teams ("Ann & Cid")."""
    side_of: list[int]
    """Each seat's side: its own seat, or at four its team (0: seats 0 and 2, 1: seats 1
    and 3)."""
    phase: int
    """1 recruiting, 2 winning factions, 3 over."""
    trick: int
    tricks_per_phase: int
    leader: int
    lead_reason: str
    """Who leads this trick and why, e.g. "Bob leads: played the last dragon in trick 3"."""
    to_act: list[int]
    chooser: int | None
    """The seat choosing a prize, or after a seer's win the deck's top card (public)."""
    chooser_peeks: bool
    """Whether the chooser won with a seer and may take the deck's top card."""
    choices: list[str]
    """The viewer's legal actions in notation; empty unless it is the viewer's turn."""
    prizes: list[CardView]
    draw_pile: int
    plays: list[PlayView]
    led_faction: str | None
    hand: list[CardView] | None
    """The viewer's own hand, sorted; None for the public view."""
    hand_sizes: list[int]
    follower_counts: list[int]
    followers: list[CardView] | None
    """The viewer's own followers pile (they know what is in it)."""
    score_piles: list[dict[str, list[CardView]]]
    gnome_rows: list[list[CardView]]
    trolls_aside: list[CardView]
    seer_peek: CardView | None
    """The top card of the deck, shown only to the seer's winner while they choose."""
    last_trick: TrickView | None
    log: list[str]
    votes: list[VoteView] | None
    outcome: Outcome | None


def card_view(card: str, playable: bool = False, why_not: str | None = None) -> CardView:
    return CardView(
        id=card,
        faction=faction_of(card),
        value=value_of(card),
        label=card_label(card),
        playable=playable,
        why_not=why_not,
    )


def sort_key(factions: list[str] | tuple[str, ...]) -> Callable[[str], tuple[int, int]]:
    """Order cards by faction (in deck order), then value."""
    order = {faction: index for index, faction in enumerate(factions)}
    return lambda card: (order[faction_of(card)], value_of(card))


def build(
    state: ClaimState,
    seat: int | None,
    to_act: list[int],
    legal: list[str],
    outcome: Outcome | None,
    votes: list[FactionVote] | None,
) -> ClaimView:
    key = sort_key(state.factions)
    led = led_faction(state.plays)
    hand = None
    if seat is not None:
        mine = sorted(state.hands[seat], key=key)
        hand = [_hand_card(card, mine, led, legal) for card in mine]
    piles = [
        {
            f: [card_view(c) for c in sorted(pile, key=key) if faction_of(c) == f]
            for f in state.factions
        }
        for pile in state.score_piles
    ]
    record = state.last_trick
    many = len(state.players) > 2
    side_names, members = sides_of(state.players)
    return ClaimView(
        viewer=seat,
        players=state.players,
        factions=list(state.factions),
        faction_names={f: FACTIONS[f].name for f in state.factions},
        abilities={
            f: (
                FACTIONS[f].ability_3_4 if many and FACTIONS[f].ability_3_4 else FACTIONS[f].ability
            )
            for f in state.factions
        },
        deck=state.options.describe(),
        side_names=side_names,
        side_of=[
            side
            for seat in range(len(state.players))
            for side, m in enumerate(members)
            if seat in m
        ],
        phase=state.phase,
        trick=state.trick,
        tricks_per_phase=state.tricks_per_phase,
        leader=state.leader,
        lead_reason=state.lead_reason,
        to_act=to_act,
        chooser=state.chooser,
        chooser_peeks=state.peek,
        choices=legal,
        prizes=[card_view(c) for c in state.prizes],
        draw_pile=len(state.draw_pile),
        plays=[PlayView(seat=p.seat, card=card_view(p.card)) for p in state.plays],
        led_faction=led,
        hand=hand,
        hand_sizes=[len(h) for h in state.hands],
        follower_counts=[len(f) for f in state.followers],
        followers=None
        if seat is None
        else [card_view(c) for c in sorted(state.followers[seat], key=key)],
        score_piles=piles,
        gnome_rows=[[card_view(c) for c in sorted(row, key=key)] for row in state.gnome_rows],
        trolls_aside=[card_view(c) for c in sorted(state.trolls_aside, key=key)],
        seer_peek=card_view(state.draw_pile[0])
        if seat is not None and state.peek and state.chooser == seat
        else None,
        last_trick=None
        if record is None
        else TrickView(
            phase=record.phase,
            number=record.number,
            plays=[PlayView(seat=p.seat, card=card_view(p.card)) for p in record.plays],
            prizes=[card_view(c) for c in record.prizes],
            winner=record.winner,
            next_leader=record.next_leader,
            notes=list(record.notes),
            ranking=list(record.ranking),
            taken=dict(state.received) if record.phase == 1 else {},
        ),
        log=[entry.text for entry in state.log if entry.visible_to(seat)],
        votes=None
        if votes is None
        else [
            VoteView(
                faction=v.faction,
                faction_name=FACTIONS[v.faction].name,
                values=[list(values) for values in v.values],
                winner=v.winner,
                reason=v.reason,
            )
            for v in votes
        ],
        outcome=outcome,
    )


def prize_choice(legal: list[str]) -> bool:
    """Whether the viewer's legal actions are a prize choice rather than plays."""
    return any(action.startswith("take") for action in legal)


def _hand_card(card: str, hand: list[str], led: str | None, legal: list[str]) -> CardView:
    if card in legal:
        return card_view(card, playable=True)
    if not legal:
        return card_view(card, why_not="not your turn to play")
    if prize_choice(legal):
        return card_view(card, why_not="choose a prize first")
    return card_view(card, why_not=follow_refusal(hand, led, card))
