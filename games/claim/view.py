"""What one seat may see of a Claim game (CLM-8). The app renders these and nothing else."""

from __future__ import annotations

from collections.abc import Callable

from pydantic import BaseModel, ConfigDict

from games.claim.factions import FACTIONS, faction_of, value_of
from games.claim.scoring import FactionVote, sides_of
from games.claim.state import ClaimState
from games.claim.tricks import DOPPELGANGER, follow_refusal, led_faction
from games.claim.words import kind, side_fields
from games.common.tricks import TrickModel, trick_model
from tablebox.engine import Decision, Message, Option, Outcome


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True)


class CardView(_Frozen):
    id: str
    faction: str
    value: int
    playable: bool = False
    why_not: Message | None = None
    """Why a card in the viewer's hand may not be played now, e.g. ``claim.must-follow``."""


class PlayView(_Frozen):
    seat: int
    card: CardView


class TrickView(_Frozen):
    phase: int
    number: int
    plays: list[PlayView]
    """In play order: the leader's card first."""
    leader: int
    """The seat that led the trick (the first of ``plays``)."""
    prizes: list[CardView]
    winner: int
    next_leader: int
    notes: list[Message]
    ranking: list[int]
    """Every seat, best placed first: who chose a prize, who took the other, who drew."""
    taken: dict[int, str]
    """Phase 1: what each seat got so far, a prize's card id, ``"deck"`` or ``"draw"`` (a seat
    still waiting for a choice is missing); empty for phase 2."""
    trick: TrickModel
    """The same trick as the shared trick-taking view model."""


class VoteView(_Frozen):
    faction: str
    values: list[list[int]]
    """Per side (see ``ClaimView.sides``), its values of this faction, highest first."""
    winner: int | None
    """The winning side, or None."""
    reason: Message
    """Why, without the faction's name (``claim.vote-*``)."""


class ClaimView(_Frozen):
    viewer: int | None
    players: list[str]
    factions: list[str]
    abilities: dict[str, Message]
    """Each faction's ability as it reads at this player count (CLM-6, CLM-12)."""
    deck: Message
    """The deck with its arithmetic (``claim.deck-box`` or ``claim.deck-mixed``)."""
    sides: list[list[int]]
    """Who wins votes: each player, or at four the two teams (seats 0 and 2, 1 and 3)."""
    side_names: list[Message]
    """Each side's name: ``claim.side.solo`` or ``claim.side.team`` ("Ann & Cid")."""
    side_of: list[int]
    """Each seat's side: its own seat, or at four its team (0: seats 0 and 2, 1: seats 1
    and 3)."""
    phase: int
    """1 recruiting, 2 winning factions, 3 over."""
    trick: int
    tricks_per_phase: int
    leader: int
    lead_reason: Message
    """Who leads this trick and why (``claim.leads-*``)."""
    to_act: list[int]
    chooser: int | None
    """The seat choosing a prize, or after a seer's win the deck's top card (public)."""
    chooser_peeks: bool
    """Whether the chooser won with a seer and may take the deck's top card."""
    decision: Decision | None
    """The viewer's decision: ``play`` (one option per card in hand, refused ones saying
    why) or ``take`` (a prize ``{"prize": card}`` or the deck's top card ``{"deck": 1}``);
    None unless the viewer acts now."""
    prizes: list[CardView]
    draw_pile: int
    plays: list[PlayView]
    led_faction: str | None
    follow: list[Message]
    """What the trick asks of the players still to play, for everyone to see before they try a
    card (CLM-3.2, CLM-6.7, CLM-6.10): ``claim.follow-lead`` before the lead,
    ``claim.follow-led`` once a faction is led, then ``claim.follow-doppelganger`` when
    doppelgangers may be played instead and ``claim.follow-knights`` on a goblin lead with
    knights in the deck; empty while a prize is chosen and once the game is over."""
    current_trick: TrickModel
    """The trick being played, as the shared trick-taking view model."""
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
    votes: list[VoteView] | None
    outcome: Outcome | None


def card_view(card: str, playable: bool = False, why_not: Message | None = None) -> CardView:
    return CardView(
        id=card,
        faction=faction_of(card),
        value=value_of(card),
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
    decision: Decision | None,
    outcome: Outcome | None,
    votes: list[FactionVote] | None,
) -> ClaimView:
    key = sort_key(state.factions)
    led = led_faction(state.plays)
    hand = None
    if seat is not None:
        mine = sorted(state.hands[seat], key=key)
        hand = [_hand_card(card, mine, led, legal, state.chooser is not None) for card in mine]
    piles = [
        {
            f: [card_view(c) for c in sorted(pile, key=key) if faction_of(c) == f]
            for f in state.factions
        }
        for pile in state.score_piles
    ]
    record = state.last_trick
    count = len(state.players)
    members = sides_of(count)
    actor = to_act[0] if to_act and state.chooser is None else None
    return ClaimView(
        viewer=seat,
        players=state.players,
        factions=list(state.factions),
        abilities={f: FACTIONS[f].ability(count) for f in state.factions},
        deck=state.options.describe(),
        sides=members,
        side_names=[Message(f"claim.side.{kind(g)}", side_fields("s", g)) for g in members],
        side_of=[next(s for s, m in enumerate(members) if seat in m) for seat in range(count)],
        phase=state.phase,
        trick=state.trick,
        tricks_per_phase=state.tricks_per_phase,
        leader=state.leader,
        lead_reason=state.lead_reason,
        to_act=to_act,
        chooser=state.chooser,
        chooser_peeks=state.peek,
        decision=decision,
        prizes=[card_view(c) for c in state.prizes],
        draw_pile=len(state.draw_pile),
        plays=[PlayView(seat=p.seat, card=card_view(p.card)) for p in state.plays],
        led_faction=led,
        follow=follow_messages(state, led),
        current_trick=trick_model(state.leader, count, state.plays, faction_of, to_play=actor),
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
            leader=record.plays[0].seat,
            prizes=[card_view(c) for c in record.prizes],
            winner=record.winner,
            next_leader=record.next_leader,
            notes=[note.message for note in record.notes],
            ranking=list(record.ranking),
            taken=dict(state.received) if record.phase == 1 else {},
            trick=trick_model(
                record.plays[0].seat, count, record.plays, faction_of, winner=record.winner
            ),
        ),
        votes=None
        if votes is None
        else [
            VoteView(
                faction=v.faction,
                values=[list(values) for values in v.values],
                winner=v.winner,
                reason=v.reason,
            )
            for v in votes
        ],
        outcome=outcome,
    )


def follow_messages(state: ClaimState, led: str | None) -> list[Message]:
    """What the trick being played asks (see ``ClaimView.follow``); public."""
    if state.phase > 2 or state.chooser is not None:
        return []
    if led is None:
        return [Message("claim.follow-lead")]
    notes = [Message("claim.follow-led", {"faction": led})]
    if DOPPELGANGER in state.factions and led != DOPPELGANGER:
        notes.append(Message("claim.follow-doppelganger", {"faction": led}))
    if led == "goblin" and "knight" in state.factions:
        notes.append(Message("claim.follow-knights"))
    return notes


def play_decision(state: ClaimState, seat: int, legal: list[str]) -> Decision:
    """CLM-3: one option per card in the hand (sorted as shown); the cards that may not follow
    the led faction carry the refusal."""
    mine = sorted(state.hands[seat], key=sort_key(state.factions))
    led = led_faction(state.plays)
    allowed = set(legal)
    options = [
        Option(
            action=card,
            parts={"card": card},
            refusal=None if card in allowed else follow_refusal(mine, led, card),
        )
        for card in mine
    ]
    return Decision(kind="play", prompt=Message("claim.prompt-play"), options=options)


def take_decision(state: ClaimState, choices: list[tuple[str, dict[str, str | int]]]) -> Decision:
    """CLM-6.5, CLM-11.6, CLM-12.3: the prizes (and after a seer's win the deck's top card)."""
    prompt = Message("claim.prompt-seer" if state.peek else "claim.prompt-take")
    options = [Option(action=action, parts=parts) for action, parts in choices]
    return Decision(kind="take", prompt=prompt, options=options)


def _hand_card(
    card: str, hand: list[str], led: str | None, legal: list[str], choosing: bool
) -> CardView:
    if card in legal:
        return card_view(card, playable=True)
    if not legal:
        return card_view(card, why_not=Message("claim.not-your-turn-to-play"))
    if choosing:
        return card_view(card, why_not=Message("claim.choose-prize-first"))
    return card_view(card, why_not=follow_refusal(hand, led, card))
