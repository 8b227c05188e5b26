"""Claim and Claim 2 for two to four players: the rules object the app drives (see
``seeds/claim.md``).

The rules speak in events and messages (keys and parameters, see
``tablebox/catalog/en/claim.py``); they never write a sentence.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Collection, Sequence
from functools import cache, lru_cache
from typing import Any, ClassVar

from games.claim import faceup
from games.claim import view as views
from games.claim.factions import FACTIONS, deck_of, faction_of, value_of
from games.claim.options import HAND_SIZES, ClaimOptions
from games.claim.redeal import deal_hidden, redeal_hidden
from games.claim.scoring import FactionVote, outcome_of
from games.claim.state import CLAIMING, OVER, RECRUITING, ClaimState, Entry, Play, TrickRecord
from games.claim.tricks import (
    FOLLOWING,
    RANKS,
    follow_refusal,
    last_dragon_player,
    led_faction,
    lowest_player,
    rank_function,
)
from games.claim.words import listed
from games.common.cards import check_same_cards, shuffled
from games.common.checked import CheckedRules
from games.common.tricks import ranking as common_ranking
from tablebox.engine import Event, IllegalAction, Message, Outcome, Secret

_FACTION = {card: faction_of(card) for card in deck_of(tuple(FACTIONS))}
"""``faction_of`` as a plain dict, read inline on the hot paths."""
_new = tuple.__new__
"""Builds the named tuples of the hot paths (plays, events, records) without their
Python-level ``__new__``: ``_new(Event, (key, params, None))`` is ``Event(key, params)``."""

TAKE_PRIZE, TAKE_DECK = "take-prize", "take-deck"
"""Two players: the choices after winning with a seer (CLM-6.5)."""
TAKE = "take "
"""Three or four players: ``take <card-id>`` chooses a prize (CLM-11.6)."""
MAX_ACTION_CHARS = 40
"""Longer than any action's notation: such a text is refused quoting only its start."""


_LEADS_FIRST = Message("claim.leads-first", {"seat": 0})
_PHASE_1_BEGINS = Event("claim.phase-1-begins", {"seat": 0})
"""How every game begins, built once (messages and events are never mutated)."""


class ClaimSetupError(IllegalAction, ValueError):
    """A setup the rules refuse (player count, deck): a ValueError with a catalog message."""


class ClaimRules(CheckedRules[ClaimState]):
    id: ClassVar[str] = "claim"
    title: ClassVar[str] = "Claim"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    snapshot_version: ClassVar[int] = 3
    """3: no text in the state (events instead of the log, messages for the lead reason and
    the trick notes). 2: prize choices for 3–4 players (``chooser``, ``peek``, ``placement``)
    and the trick ranking in each record. Saves with older snapshots (only in save files of
    version 1) are replayed without the cross-check; raising this needs a new save version."""
    Options: ClassVar[type[ClaimOptions]] = ClaimOptions

    # -- setup -----------------------------------------------------------------------------

    def new_game(
        self,
        players: list[str],
        options: ClaimOptions | dict[str, Any] | None = None,
        seed: int = 0,
        deck: list[str] | None = None,
    ) -> ClaimState:
        """Shuffle (or take ``deck``, top first), deal, reveal the first prize(s)."""
        opts = options if isinstance(options, ClaimOptions) else ClaimOptions(**(options or {}))
        count = len(players)
        refusal = opts.refusal_for(count)
        if refusal:
            raise ClaimSetupError(refusal.key, **refusal.params)
        factions = opts.factions
        cards = deck_of(factions)
        if deck is None:
            order = shuffled(cards, seed)
        else:
            check_same_cards(cards, deck, "the deck")
            order = list(deck)
        hand_size = HAND_SIZES[count]
        state = ClaimState(
            players=list(players),
            options=opts,
            factions=factions,
            hands=[order[seat * hand_size : (seat + 1) * hand_size] for seat in range(count)],
            draw_pile=order[count * hand_size :],
            followers=[[] for _ in players],
            score_piles=[[] for _ in players],
            gnome_rows=[[] for _ in players],
            trolls_aside=[],
            discarded=[],
            phase=RECRUITING,
            trick=1,
            tricks_per_phase=hand_size,
            leader=0,
            lead_reason=_LEADS_FIRST,
            prizes=[],
            plays=[],
        )
        if count == 4:
            state.log.append(Event("claim.teams", {"a": 0, "b": 2, "c": 1, "d": 3}))
        state.log.append(_PHASE_1_BEGINS)
        _reveal_prizes(state)
        return state

    # -- whose turn, what is legal ------------------------------------------------------------

    def current_seats(self, state: ClaimState) -> list[int]:
        if state.phase == OVER:
            return []
        if state.chooser is not None:
            return [state.chooser]
        return [(state.leader + len(state.plays)) % len(state.players)]

    def legal_actions(self, state: ClaimState, seat: int) -> list[str]:
        if state.phase == OVER:
            return []
        if state.chooser is not None:
            return prize_choices(state) if seat == state.chooser else []
        plays = state.plays
        if seat != (state.leader + len(plays)) % len(state.players):
            return []
        hand = state.hands[seat]
        if not plays:
            return hand[:]  # CLM-3.1: the leader may play anything
        suit, follows = FOLLOWING[plays[0][1]]  # CLM-3.2, CLM-6.10
        legal = list(filter(follows.__contains__, hand))
        if not legal or suit.isdisjoint(legal):  # none of the led faction: anything goes
            return hand[:]
        return legal

    def refusal(self, state: ClaimState, seat: int, action: object) -> IllegalAction | None:
        """Why ``seat`` may not take ``action`` now (a code and its parameters); None if it
        may."""
        actor = _actor(state)
        if actor is None:
            return IllegalAction("common.game-over")
        if seat != actor:
            return IllegalAction("common.not-your-turn", seat=actor)
        if state.chooser is not None:
            if action in prize_choices(state):
                return None
            return IllegalAction(_choose_first(state).key)
        if action in (TAKE_PRIZE, TAKE_DECK) or (
            isinstance(action, str) and action.startswith(TAKE)
        ):
            return IllegalAction("claim.no-prize-to-choose")
        hand = state.hands[seat]
        if not isinstance(action, str) or action not in hand:
            return IllegalAction("claim.not-in-hand", action=str(action))
        if not state.plays:
            return None  # CLM-3.1: the leader may play anything
        refusal = follow_refusal(hand, led_faction(state.plays), action)
        return None if refusal is None else IllegalAction(refusal.key, **refusal.params)

    def parse_action(self, state: ClaimState, seat: int, text: str) -> str:
        action = " ".join(text.lower().split())
        if len(action) > MAX_ACTION_CHARS:  # no card id is this long; quote only its start
            raise IllegalAction("claim.not-in-hand", action=action[: MAX_ACTION_CHARS - 1] + "…")
        self.check(state, seat, action)
        return action

    # -- doing it ---------------------------------------------------------------------------

    def _advance(self, state: ClaimState, seat: int, action: str) -> None:
        if state.chooser is not None:
            _choose(state, action)
        else:
            _play(state, seat, action)

    def advance(self, state: ClaimState, seat: int, action: str, trusted: bool = False) -> None:
        """As :meth:`CheckedRules.advance`, with the check skipped when ``trusted``: the search
        and the simulator call it for every move."""
        if not trusted:
            self.check(state, seat, action)
        self._advance(state, seat, action)

    def clone(self, state: ClaimState) -> ClaimState:
        return state.copy()

    # -- hidden information -----------------------------------------------------------------

    def determinize(self, state: ClaimState, seat: int, rng: random.Random) -> ClaimState:
        """A copy in which every card hidden from ``seat`` is dealt again at random among the
        places hidden from it: the other hands, the draw pile and, in phase 1, the other
        seats' followers. What ``seat`` knows stays where it is: the prizes it saw the others
        take, the card it peeked at with a seer (on the deck, or with whoever got it), and
        every count. The copy's events are those ``seat`` may read."""
        events = state.events
        new = state.copy()
        # Another seat's private events name the very cards dealt again: the copy keeps only
        # what ``seat`` may read (``Event.visible_to``, inline: the search deals every try).
        visible: list[Event | Entry] = [
            event for event in events if event.audience is None or event.audience == seat
        ]
        new.log, new.built = visible, len(visible)
        deal_hidden(new, state, (seat,), known_elsewhere(state, seat), rng)
        return new

    def redeal(self, state: ClaimState, keep: Collection[int], rng: random.Random) -> ClaimState:
        """Play on from here (issue 30.3): a copy with everything hidden from all the seats of
        ``keep`` dealt again, each kept seat's own things as they were; the others' private events
        sealed (``tablebox.engine.sealed``)."""
        return redeal_hidden(state, keep, rng, known_elsewhere)

    def reveals(self, state: ClaimState, seat: int, action: object) -> bool:
        """Whether ``action`` uncovers a hidden card: a draw from the deck (prizes revealed,
        the losers' draws, the seer's deck card) or a seer's peek. A plain play inside a trick
        reveals nothing (the card goes face up, but that is the play itself)."""
        if self.refusal(state, seat, action) is not None:
            return False
        after = state.copy()
        self.advance(after, seat, str(action), trusted=True)
        if len(after.draw_pile) < len(state.draw_pile):
            return True
        return after.peek and after.chooser is not None and not state.peek

    # -- reading it -------------------------------------------------------------------------

    def view(self, state: ClaimState, seat: int | None) -> views.ClaimView:
        outcome, votes = self._scored(state)
        legal = self.legal_actions(state, seat) if seat is not None else []
        decision = None
        if legal and seat is not None:
            if state.chooser is not None:
                decision = views.take_decision(state, prize_options(state))
            else:
                decision = views.play_decision(state, seat, legal)
        to_act = self.current_seats(state)
        return views.build(state, seat, to_act, legal, decision, outcome, votes)

    def events(self, state: ClaimState) -> Sequence[Event]:
        return state.events

    def outcome(self, state: ClaimState) -> Outcome | None:
        return self._scored(state)[0]

    def votes(self, state: ClaimState) -> list[FactionVote] | None:
        return self._scored(state)[1]

    def _scored(self, state: ClaimState) -> tuple[Outcome | None, list[FactionVote] | None]:
        if state.phase != OVER:
            return None, None
        return outcome_of(state.score_piles, state.factions, len(state.players))

    def status(self, state: ClaimState) -> Message:
        if state.phase == OVER:
            outcome = self.outcome(state)
            assert outcome is not None
            return Message("common.game-over-won", {"seats": list(outcome.winners)})
        return Message(
            "claim.status",
            {"phase": state.phase, "trick": state.trick, "tricks": state.tricks_per_phase},
        )

    def has_secrets(self, state: ClaimState, seat: int) -> bool:
        return state.phase != OVER

    def face_up(self, state: ClaimState) -> list[Secret]:
        """Every seat's hidden things, for a finished game's replay (see ``faceup``)."""
        return faceup.face_up(state)


# -- what a seat knows of the hidden places ----------------------------------------------------


def known_elsewhere(state: ClaimState, seat: int) -> list[Counter[str]]:
    """Per seat, the cards ``seat`` knows are among that seat's followers (phase 1) or in its
    hand (phase 2): the prizes it took in public, and the deck card ``seat`` peeked at when
    that seat received it; minus those it has played since."""
    known: list[Counter[str]] = [Counter() for _ in state.players]
    peeked: str | None = None
    for key, params, audience in state.events:
        if key == "claim.plays":  # the most frequent: what nobody knew was held costs least
            player = params["seat"]
            assert isinstance(player, int)
            held = known[player]
            if held:
                card = str(params["card"])
                if held.get(card, 0) > 0:
                    held[card] -= 1
        elif key == "claim.takes-prize":
            known[_int(params["seat"])][str(params["card"])] += 1
        elif key == "claim.peek" and audience == seat:
            peeked = str(params["card"])
        elif key in ("claim.keeps-deck", "claim.draws") and peeked is not None:
            known[_int(params["seat"])][peeked] += 1  # the peeked card is the top one
            peeked = None
        elif key in ("claim.prize", "claim.prizes"):
            peeked = None  # the top card became a prize: public now
    known[seat] = Counter()
    return known


def _int(value: object) -> int:
    assert isinstance(value, int)
    return value


# -- the steps of a trick ---------------------------------------------------------------------


def _actor(state: ClaimState) -> int | None:
    """The one seat that acts now (Claim never asks two seats at once), None at the end."""
    if state.phase == OVER:
        return None
    if state.chooser is not None:
        return state.chooser
    return (state.leader + len(state.plays)) % len(state.players)


def prize_choices(state: ClaimState) -> list[str]:
    """What the chooser may take: with two players ``take-prize`` or ``take-deck`` after a
    seer's win (CLM-6.5); with three or four ``take <card-id>`` for each different prize, and
    ``take-deck`` after a seer's win (CLM-11.6, CLM-12.3)."""
    if len(state.players) == 2:
        return [TAKE_PRIZE, TAKE_DECK]
    choices = [TAKE + prize for prize in dict.fromkeys(state.prizes)]
    return [*choices, TAKE_DECK] if state.peek else choices


def prize_options(state: ClaimState) -> list[tuple[str, dict[str, str | int]]]:
    """The prize choices with what each takes: ``{"prize": card}`` or ``{"deck": 1}``."""
    options: list[tuple[str, dict[str, str | int]]] = []
    for action in prize_choices(state):
        if action == TAKE_DECK:
            options.append((action, {"deck": 1}))
        elif action == TAKE_PRIZE:
            options.append((action, {"prize": state.prizes[0]}))
        else:
            options.append((action, {"prize": action.removeprefix(TAKE)}))
    return options


def _choose_first(state: ClaimState) -> Message:
    if state.peek:
        return Message("claim.choose-seer-first")
    return Message("claim.choose-prize-first")


def _reveal_prizes(state: ClaimState) -> None:
    """CLM-4.1, CLM-11.4: the top card (two cards with 3–4 players) of the deck are the prizes
    of this phase-1 trick."""
    count = 1 if len(state.players) == 2 else 2
    state.prizes = state.draw_pile[:count]
    del state.draw_pile[:count]
    if count == 1:
        state.log.append(("claim.prize", None, state.trick, state.prizes[0]))
    else:
        state.log.append(Event("claim.prizes", {"trick": state.trick, "cards": list(state.prizes)}))


def _play(state: ClaimState, seat: int, card: str) -> None:
    state.hands[seat].remove(card)
    plays = state.plays
    play = _new(Play, (seat, card))
    plays.append(play)
    state.log.append(play)  # the event ``claim.plays``, built when read
    if len(plays) == len(state.players):
        if len(plays) == 2:
            _finish_two(state)
        else:
            _finish_trick(state)


def _finish_trick(state: ClaimState) -> None:
    plays = tuple(state.plays)
    prizes = tuple(state.prizes)
    order = common_ranking(plays, rank_function(faction_of(plays[0].card)))  # CLM-3.3
    dragon = last_dragon_player(plays)
    winner = order[0]
    next_leader = winner if dragon is None else dragon
    notes = [_WINS_TRICK[winner]]
    if len(order) > 2:
        notes.append(Event(*listed("claim.ranking", "p", order)))
    if dragon is not None:
        notes.append(_LAST_DRAGON[dragon])
    state.plays = []
    state.log.extend(notes)
    if state.phase == RECRUITING:
        notes.extend(_recruit(state, plays, order))
    else:
        notes.extend(_claim(state, plays, order))
    state.last_trick = _new(
        TrickRecord,
        (state.phase, state.trick, plays, prizes, winner, next_leader, tuple(notes), tuple(order)),
    )
    if state.chooser is None:
        _next_trick(state)


def _finish_two(state: ClaimState) -> None:
    """A trick's end with two players, by far the most played: the steps of
    :func:`_finish_trick` and, in phase 1, of :func:`_recruit`, inline."""
    plays = tuple(state.plays)
    (first, lead), (second, other) = plays
    lead_faction, other_faction = _FACTION[lead], _FACTION[other]
    rank = RANKS[lead_faction]
    if rank[lead] >= rank[other]:  # CLM-3.3: the leader wins ties
        winner, loser, winning = first, second, lead_faction
    else:
        winner, loser, winning = second, first, other_faction
    order = (winner, loser)
    notes = [_WINS_TRICK[winner]]
    if other_faction == "dragon":  # CLM-6.3: the last dragon's player leads next
        next_leader = second
        notes.append(_LAST_DRAGON[second])
    elif lead_faction == "dragon":
        next_leader = first
        notes.append(_LAST_DRAGON[first])
    else:
        next_leader = winner
    state.plays = []
    log = state.log
    log.extend(notes)
    prizes = tuple(state.prizes)
    phase = state.phase
    if phase == RECRUITING:  # as _recruit(state, plays, order)
        if lead_faction != "undead" != other_faction:  # both cards leave the game
            state.discarded.extend((lead, other))
        else:
            _undead_score(state, (lead, other), winner, notes)
        if winning == "seer" and state.draw_pile:  # CLM-6.5
            state.received = {}
            notes.append(_SEER_MAY_TAKE[winner])
            log.append(("claim.seer-peeks", None, winner))
            log.append(("claim.peek", winner, state.draw_pile[0]))
            _ask(state, order, peek=True)
        elif len(prizes) == 1 and state.draw_pile:  # as _hand_out(state, order), inline
            prize, card = prizes[0], state.draw_pile.pop(0)
            state.prizes = []
            state.followers[winner].append(prize)
            state.followers[loser].append(card)
            state.received = {winner: prize, loser: "draw"}
            log += (
                ("claim.takes-prize", None, winner, prize),
                ("claim.draws", None, loser),
                ("claim.you-draw", loser, card),
            )
        else:
            state.received = {}
            _hand_out(state, order)
    else:
        if lead_faction == other_faction:
            by_faction = {lead_faction: [lead, other]}
        else:
            by_faction = {lead_faction: [lead], other_faction: [other]}
        notes.extend(_claim(state, plays, order, by_faction))
    state.last_trick = _new(
        TrickRecord, (phase, state.trick, plays, prizes, winner, next_leader, tuple(notes), order)
    )
    if state.chooser is None:  # as _next_trick(state), with what is known here
        if next_leader != winner:
            reason = "claim.leads-dragon"
        elif lead_faction == "dragon" or other_faction == "dragon":
            reason = "claim.leads-won-dragon"
        else:
            reason = "claim.leads-won"
        _lead_on(state, next_leader, reason)


def _undead_score(
    state: ClaimState, cards: tuple[str, ...], winner: int, notes: list[Event]
) -> None:
    """CLM-6.8: played undead score for the trick's winner; the other cards leave the game."""
    for card in cards:
        if _FACTION[card] == "undead":
            state.score_piles[winner].append(card)
            note = _new(Event, ("claim.undead-scores", {"card": card, "seat": winner}, None))
            notes.append(note)
            state.log.append(note)
        else:
            state.discarded.append(card)


def _recruit(state: ClaimState, plays: tuple[Play, ...], order: Sequence[int]) -> list[Event]:
    """CLM-4.2 to 4.4, CLM-11.5/11.6: played undead score for the winner, the rest leave the
    game; then the prizes are chosen or handed out by the ranking. Returns notes."""
    notes: list[Event] = []
    winner = order[0]
    state.received = {}
    events = state.log
    for _, card in plays:
        if _FACTION[card] == "undead":  # CLM-6.8
            state.score_piles[winner].append(card)
            note = _new(Event, ("claim.undead-scores", {"card": card, "seat": winner}, None))
            notes.append(note)
            events.append(note)
        else:
            state.discarded.append(card)
    won_with_seer = _FACTION[_card_of(plays, winner)] == "seer"
    if won_with_seer and state.draw_pile:  # CLM-6.5, CLM-12.3
        notes.append(_SEER_MAY_TAKE[winner])
        events.append(("claim.seer-peeks", None, winner))
        events.append(("claim.peek", winner, state.draw_pile[0]))
        _ask(state, order, peek=True)
    elif len(state.prizes) > 1 and len(set(state.prizes)) > 1:  # CLM-11.6
        _ask(state, order, peek=False)
    else:
        _hand_out(state, order)
    return notes


_WINS_TRICK = tuple(_new(Event, ("claim.wins-trick", {"seat": s}, None)) for s in range(4))
_LAST_DRAGON = tuple(_new(Event, ("claim.last-dragon", {"seat": s}, None)) for s in range(4))
_SEER_MAY_TAKE = tuple(_new(Event, ("claim.seer-may-take", {"seat": s}, None)) for s in range(4))
"""The trick's notes that name only a seat, built once per seat: events are never mutated."""


def _card_of(plays: tuple[Play, ...], seat: int) -> str:
    for play in plays:
        if play.seat == seat:
            return play.card
    raise AssertionError(seat)


def _ask(state: ClaimState, order: Sequence[int], *, peek: bool) -> None:
    state.chooser, state.peek, state.placement = order[0], peek, list(order)


def _choose(state: ClaimState, action: str) -> None:
    """The chooser takes a prize or the deck's top card; the others are served in order."""
    seat, *rest = state.placement
    state.chooser, state.peek, state.placement = None, False, []
    if action == TAKE_DECK:  # CLM-6.5, CLM-12.3
        card = state.draw_pile.pop(0)
        state.followers[seat].append(card)
        state.received[seat] = "deck"
        state.log.append(("claim.keeps-deck", None, seat))
        state.log.append(("claim.you-keep", seat, card))
        if len(set(state.prizes)) > 1:  # CLM-12.3 (proposed): second place chooses
            _ask(state, rest, peek=False)
            return
        _hand_out(state, rest)
    else:
        prize = state.prizes[0] if action == TAKE_PRIZE else action.removeprefix(TAKE)
        _take_prize(state, seat, prize)
        _hand_out(state, rest)
    _next_trick(state)


def _take_prize(state: ClaimState, seat: int, prize: str) -> None:
    state.prizes.remove(prize)
    state.followers[seat].append(prize)
    state.received[seat] = prize
    state.log.append(("claim.takes-prize", None, seat, prize))


def _hand_out(state: ClaimState, seats: Sequence[int]) -> None:
    """CLM-4.2/4.3, CLM-11.6: the best placed seats take the prizes left, in order; everyone
    else draws from the deck (a card only they see)."""
    prizes, log = state.prizes, state.log
    for seat in seats:
        if prizes:  # as _take_prize(state, seat, prizes[0]), inline
            prize = prizes.pop(0)
            state.followers[seat].append(prize)
            state.received[seat] = prize
            log.append(("claim.takes-prize", None, seat, prize))
            continue
        card = state.draw_pile.pop(0)
        state.followers[seat].append(card)
        state.received[seat] = "draw"
        log.append(("claim.draws", None, seat))
        log.append(("claim.you-draw", seat, card))


def _claim(
    state: ClaimState,
    plays: tuple[Play, ...],
    order: Sequence[int],
    by_faction: dict[str, list[str]] | None = None,
) -> list[Event]:
    """CLM-5.3 and the phase-2 abilities: where each played card goes (``by_faction``: the
    played cards by faction, in the order the factions were first played, if the caller has
    them). Returns notes."""
    count = len(state.players)
    notes: list[Event] = []
    winner = order[0]
    won = state.score_piles[winner]
    if by_faction is None:
        by_faction = {}
        for _, card in plays:
            faction = _FACTION[card]
            if faction in by_faction:
                by_faction[faction].append(card)
            else:
                by_faction[faction] = [card]

    if "dwarf" in by_faction:  # CLM-6.9; with 3–4 players CLM-12.4
        dwarves = by_faction.pop("dwarf")
        if count == 2:
            taker, rule = order[1], "CLM-6.9"
        else:
            taker, rule = lowest_player(plays), "CLM-12.4"
        state.score_piles[taker].extend(dwarves)
        notes.append(Event(*listed("claim.dwarves", "c", dwarves, seat=taker, rule=rule)))
    if "giant" in by_faction:  # CLM-6.2; with 3–4 players CLM-12.5
        if count == 2:
            opponents = [1 - winner]
        else:
            opponents = [s for s in range(count) if state.team_of(s) != state.team_of(winner)]
        crush_rule = "CLM-6.2" if count == 2 else "CLM-12.5"
        for giant in by_faction.pop("giant"):
            won.append(giant)
            target = _CRUSHES[giant]
            for seat in opponents:
                if target in state.gnome_rows[seat]:
                    state.gnome_rows[seat].remove(target)
                    state.discarded.append(target)
                    notes.append(
                        Event(
                            "claim.crushes",
                            {
                                "seat": winner,
                                "giant": giant,
                                "victim": seat,
                                "gnome": target,
                                "rule": crush_rule,
                            },
                        )
                    )
    if "gnome" in by_faction:  # CLM-6.1
        for gnome in by_faction.pop("gnome"):
            state.gnome_rows[winner].append(gnome)
            notes.append(_gnome_in_front(gnome, winner))
    trolls = state.trolls_aside  # CLM-6.4
    if "troll" in by_faction:
        trolls = trolls + by_faction.pop("troll")
    if trolls:
        if state.trick == state.tricks_per_phase:  # the last trick
            kept, aside = trolls, []
        else:
            best = max(trolls, key=value_of)
            kept, aside = [best], [troll for troll in trolls if troll != best]
        won.extend(kept)
        state.trolls_aside = aside
        notes.append(_trolls_note("claim.scores-trolls", tuple(kept), winner))
        if aside:
            notes.append(_trolls_note("claim.trolls-aside", tuple(aside), None))
    for rest in by_faction.values():
        won.extend(rest)
    state.log.extend(notes)
    return notes


_CRUSHES = {card: f"gnome-{value_of(card)}" for card in deck_of(("giant",))}
"""The gnome each giant crushes (CLM-6.2): the one of its value."""


@cache
def _gnome_in_front(gnome: str, seat: int) -> Event:
    """Built once per gnome and seat: events are never mutated."""
    return Event("claim.gnome-in-front", {"card": gnome, "seat": seat})


@lru_cache(maxsize=4096)
def _trolls_note(key: str, trolls: tuple[str, ...], seat: int | None) -> Event:
    """``claim.scores-trolls`` (with the seat) or ``claim.trolls-aside``, built once per line-up
    of trolls (a bounded cache: the line-ups aside are many in theory, few in play)."""
    if seat is None:
        return Event(*listed(key, "c", trolls))
    return Event(*listed(key, "c", trolls, seat=seat))


_LEADS = {
    key: [
        [
            Message(key, {"seat": seat, "trick": trick})
            for trick in range(max(HAND_SIZES.values()) + 1)
        ]
        for seat in range(4)
    ]
    for key in ("claim.leads-dragon", "claim.leads-won-dragon", "claim.leads-won")
}
"""``_LEADS[key][seat][trick]``: who leads after that trick and why, built once (messages are
never mutated)."""


def _next_trick(state: ClaimState) -> None:
    """Hand the lead on (CLM-3.4, CLM-6.3) and move to the next trick or phase."""
    record = state.last_trick
    assert record is not None
    _, _, plays, _, winner, leader, _, _ = record
    # CLM-3.4 and CLM-6.3: the last dragon's player leads (``leads-dragon``); when that is the
    # winner, or nobody played a dragon, the winner leads (``leads-won-dragon``, ``leads-won``).
    if leader != winner:
        reason = "claim.leads-dragon"
    else:
        reason = "claim.leads-won"
        for _, card in plays:
            if _FACTION[card] == "dragon":
                reason = "claim.leads-won-dragon"
                break
    _lead_on(state, leader, reason)


def _lead_on(state: ClaimState, leader: int, reason: str) -> None:
    """``leader`` leads the next trick for ``reason`` (a ``claim.leads-*`` key), or the next
    phase begins, or the game ends."""
    state.leader = leader
    state.lead_reason = _LEADS[reason][leader][state.trick]
    if state.trick < state.tricks_per_phase:
        state.trick += 1
        if state.phase == RECRUITING:
            if len(state.players) == 2 and state.draw_pile:  # as _reveal_prizes, inline
                prize = state.draw_pile.pop(0)
                state.prizes = [prize]
                state.log.append(("claim.prize", None, state.trick, prize))
            else:
                _reveal_prizes(state)
        else:
            state.log.append(("claim.trick-leads", None, state.trick, state.leader))
        return
    if state.phase == RECRUITING:  # CLM-5.1, CLM-5.2
        state.phase, state.trick = CLAIMING, 1
        state.hands, state.followers = state.followers, [[] for _ in state.players]
        state.log.append(Event("claim.phase-2-begins", {"seat": state.leader}))
        return
    for seat, row in enumerate(state.gnome_rows):  # CLM-7.1
        state.score_piles[seat].extend(row)
        state.gnome_rows[seat] = []
    state.phase = OVER
    state.log.append(Event("claim.game-over"))
