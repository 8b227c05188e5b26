"""What one seat may see of a Dwarf King game (DWK-9). The app renders these and nothing else.

A seat sees its own hand, the deal's special card, the quest side in play (and both sides of
the drawn tile while its holder chooses: they are read aloud), the trick being played and the
one before, how many tricks each player won and which, and of the won cards only those of its
own last won trick (every won card with ``open_tricks``); the running totals and every scored
deal.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel, ConfigDict

from games.common.tricks import TrickModel, trick_model
from games.dwarf_king import cards as c
from games.dwarf_king.history import Play, TrickRecord
from games.dwarf_king.quests import TILES
from games.dwarf_king.state import DRUID, GIVE, PASS, PLAY, QUEST, STEAL, DwarfKingState
from games.dwarf_king.tricks import Situation, led_suit, refusal
from tablebox.engine import Decision, Message, Option, Outcome


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True)


class CardView(_Frozen):
    id: str
    suit: str | None
    playable: bool = False
    why_not: Message | None = None
    """Why a card in the viewer's hand may not be played now, e.g. ``dwarf-king.must-follow``."""


class PlayView(_Frozen):
    seat: int
    card: str


class TrickView(_Frozen):
    number: int
    leader: int
    plays: list[PlayView]
    """In play order, as the cards lie now (a Sorcerer in place of the card it took)."""
    winner: int
    taken: str | None
    """The card a Sorcerer took out of this trick."""
    trick: TrickModel


class QuestView(_Frozen):
    slug: str
    tile: int
    side: str
    tracks_order: bool


class DealResultView(_Frozen):
    deal: int
    special: str
    quest: str
    quest_points: list[int]
    special_points: list[int]
    doubled: list[bool]
    points: list[int]
    totals: list[int]
    next_dealer: int
    tiebreak: bool
    tricks: list[int] = []
    """Per seat, how many tricks it won in this deal (public: every trick's winner is
    announced); empty if the log that tells it is missing."""


class DwarfKingView(_Frozen):
    viewer: int | None
    players: list[str]
    to_act: list[int]
    decision: Decision | None
    outcome: Outcome | None
    phase: str
    """``quest``, ``steal``, ``give``, ``play``, ``druid``, ``pass`` or ``over``."""
    doing: Message
    """Who does what now, for everyone (``dwarf-king.doing-*``)."""
    deal: int
    deals: int
    tiebreak: bool
    dealer: int
    special: str
    special_effect: Message
    quest: QuestView | None
    """The side in play; None while it is chosen."""
    quest_choices: list[QuestView]
    """Both sides of the drawn tile while it is chosen, for everyone (read aloud, DWK-2.4);
    only the chooser has the decision."""
    tricks_per_deal: int
    trick: int
    leader: int
    lead_reason: Message
    current_trick: TrickModel
    led_suit: str | None
    previous_trick: TrickView | None
    hand: list[CardView] | None
    """The viewer's own hand, sorted; None for the public view."""
    hand_sizes: list[int]
    tricks_won: list[list[int]]
    """Per seat, the numbers of the tricks it won this deal."""
    own_last_trick: TrickView | None
    """The viewer's own last won trick: the only won cards a player may look at (DWK-3.6)."""
    won_cards: list[list[str]] | None
    """Every seat's won cards, only with ``open_tricks``."""
    totals: list[int]
    results: list[DealResultView]


def quest_view(slug: str) -> QuestView:
    for tile, sides in TILES.items():
        for quest in sides:
            if quest.slug == slug:
                return QuestView(
                    slug=slug, tile=tile, side=quest.side, tracks_order=quest.tracks_order
                )
    raise KeyError(slug)


def _suit_or_blank(card: str) -> str:
    return c.suit_of(card) or ""


def _model(
    leader: int,
    count: int,
    plays: Sequence[Play],
    previous: TrickRecord | None,
    to_play: int | None = None,
    winner: int | None = None,
) -> TrickModel:
    """The shared trick model, with the led suit as the magic cards set it."""
    model = trick_model(leader, count, plays, _suit_or_blank, to_play=to_play, winner=winner)
    return model.model_copy(update={"led_suit": led_suit(plays, previous)})


def trick_view(record: TrickRecord, count: int, before: TrickRecord | None) -> TrickView:
    plays = [PlayView(seat=p.seat, card=p.card) for p in record.plays]
    return TrickView(
        number=record.number,
        leader=record.leader,
        plays=plays,
        winner=record.winner,
        taken=record.taken,
        trick=_model(record.leader, count, record.plays, before, winner=record.winner),
    )


def build(
    state: DwarfKingState,
    seat: int | None,
    to_act: list[int],
    legal: list[str],
    outcome: Outcome | None,
) -> DwarfKingView:
    count = len(state.players)
    tricks = state.tricks
    previous = tricks[-1] if tricks else None
    situation = Situation(
        state.plays, len(tricks) + 1, len(tricks) + 1 == state.tricks_per_deal, previous
    )
    hand = None
    if seat is not None and state.phase != "over":
        mine = sorted(state.hands[seat], key=c.sort_key)
        hand = [_hand_card(state, situation, mine, card, legal) for card in mine]
    own_last = None
    if seat is not None:
        own = [record for record in tricks if record.winner == seat]
        own_last = _record_view(tricks, own[-1], count) if own else None
    actor = state.actor if state.phase == PLAY else None
    choosing = state.phase == QUEST
    return DwarfKingView(
        viewer=seat,
        players=state.players,
        to_act=to_act,
        decision=decision(state, seat, legal, situation) if legal and seat is not None else None,
        outcome=outcome,
        phase=state.phase,
        doing=_doing(state),
        deal=min(state.deal, len(state.results) + (state.phase != "over")),
        deals=state.options.deals,
        tiebreak=state.deal > state.options.deals,
        dealer=state.dealer,
        special=state.special,
        special_effect=Message(f"dwarf-king.special.{state.special}"),
        quest=None if state.quest is None else quest_view(state.quest),
        quest_choices=[quest_view(q.slug) for q in TILES[state.tile]] if choosing else [],
        tricks_per_deal=state.tricks_per_deal,
        trick=min(len(tricks) + 1, state.tricks_per_deal),
        leader=state.leader,
        lead_reason=state.lead_reason,
        current_trick=_model(state.leader, count, state.plays, previous, to_play=actor),
        led_suit=situation.led,
        previous_trick=None if previous is None else _record_view(tricks, previous, count),
        hand=hand,
        hand_sizes=[len(h) for h in state.hands],
        tricks_won=[[t.number for t in tricks if t.winner == s] for s in range(count)],
        own_last_trick=own_last,
        won_cards=[
            sorted((card for t in tricks if t.winner == s for card in t.cards), key=c.sort_key)
            for s in range(count)
        ]
        if state.options.open_tricks
        else None,
        totals=list(state.totals),
        results=[
            DealResultView(
                tricks=counts,
                deal=r.deal,
                special=r.special,
                quest=r.quest,
                quest_points=list(r.quest_points),
                special_points=list(r.special_points),
                doubled=list(r.doubled),
                points=list(r.points),
                totals=list(r.totals),
                next_dealer=r.next_dealer,
                tiebreak=r.tiebreak,
            )
            for r, counts in zip(state.results, _tricks_by_deal(state), strict=True)
        ],
    )


def _tricks_by_deal(state: DwarfKingState) -> list[list[int]]:
    """Per scored deal, the tricks each seat won, counted from the public log (the scored
    results do not keep them); a deal whose log is missing gets an empty list."""
    count = len(state.players)
    deals: list[list[int]] = []
    won = [0] * count
    for event in state.events:
        if event.key == "dwarf-king.wins-trick":
            seat = event.params["seat"]
            assert isinstance(seat, int)
            won[seat] += 1
        elif event.key == "dwarf-king.deal-scored":
            deals.append(won)
            won = [0] * count
    return (deals + [[]] * len(state.results))[: len(state.results)]


def _record_view(tricks: list[TrickRecord], record: TrickRecord, count: int) -> TrickView:
    before = tricks[record.number - 2] if record.number > 1 else None
    return trick_view(record, count, before)


def _doing(state: DwarfKingState) -> Message:
    seat = state.actor
    if state.phase == QUEST:
        return Message("dwarf-king.doing-quest", {"seat": seat})
    if state.phase == STEAL:
        return Message("dwarf-king.doing-steal", {"seat": seat})
    if state.phase == GIVE:
        return Message("dwarf-king.doing-give", {"seat": seat, "victim": state.victim})
    if state.phase == DRUID:
        return Message("dwarf-king.doing-druid", {"seat": seat})
    if state.phase == PASS:
        return Message("dwarf-king.doing-pass", {"seat": seat})
    if state.phase == PLAY:
        return Message("dwarf-king.doing-play", {"seat": seat, "trick": state.trick})
    return Message("dwarf-king.doing-over")


def _hand_card(
    state: DwarfKingState, situation: Situation, hand: list[str], card: str, legal: list[str]
) -> CardView:
    suit = c.suit_of(card)
    if card in legal:
        return CardView(id=card, suit=suit, playable=True)
    if state.phase != PLAY or not legal:
        return CardView(id=card, suit=suit)
    return CardView(id=card, suit=suit, why_not=refusal(hand, situation, card))


def decision(
    state: DwarfKingState, seat: int | None, legal: list[str], situation: Situation
) -> Decision:
    """The acting seat's choices, each with what it picks in ``parts``."""
    phase = state.phase
    options: list[Option] = []
    if phase == PLAY:
        assert seat is not None
        allowed = set(legal)
        for card in sorted(state.hands[seat], key=c.sort_key):
            why = None if card in allowed else refusal(state.hands[seat], situation, card)
            options.append(Option(action=card, parts={"card": card}, refusal=why))
        for action in legal:
            if action.startswith("sorcerer "):
                options.append(Option(action=action, parts={"sorcerer": action.split()[1]}))
        return Decision(kind="play", prompt=Message("dwarf-king.prompt-play"), options=options)
    for action in legal:
        rest = action.partition(" ")[2]
        parts: dict[str, str | int]
        if phase == QUEST:
            parts = {"quest": rest, "side": quest_view(rest).side}
        elif phase in (STEAL, DRUID):
            parts = {"seat": int(rest)}
        elif phase == GIVE:
            first, second = rest.split()
            parts = {"card": first, "card2": second}
        else:
            parts = {"direction": rest}
        options.append(Option(action=action, parts=parts))
    kind = {QUEST: "quest", STEAL: "steal", GIVE: "give", DRUID: "swap", PASS: "pass"}[phase]
    return Decision(kind=kind, prompt=Message(f"dwarf-king.prompt-{kind}"), options=options)
