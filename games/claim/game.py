"""Claim and Claim 2 for two to four players: the rules object the app drives (see
``seeds/claim.md``)."""

from __future__ import annotations

from typing import Any, ClassVar

from games.claim import view as views
from games.claim.factions import card_label, deck_of, faction_of, value_of
from games.claim.options import HAND_SIZES, ClaimOptions
from games.claim.scoring import FactionVote, outcome_of
from games.claim.state import CLAIMING, OVER, RECRUITING, ClaimState, Play, TrickRecord
from games.claim.tricks import (
    follow_refusal,
    last_dragon_player,
    led_faction,
    lowest_player,
    playable_cards,
    ranking,
)
from games.common.cards import check_same_cards, shuffled
from tablebox.engine import IllegalAction, LogEntry, Outcome

TAKE_PRIZE, TAKE_DECK = "take-prize", "take-deck"
"""Two players: the choices after winning with a seer (CLM-6.5)."""
TAKE = "take "
"""Three or four players: ``take <card-id>`` chooses a prize (CLM-11.6)."""


class ClaimRules:
    id: ClassVar[str] = "claim"
    title: ClassVar[str] = "Claim"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    snapshot_version: ClassVar[int] = 2
    """2: prize choices for 3–4 players (``chooser``, ``peek``, ``placement``) and the trick
    ranking in each record. Saves with older snapshots are replayed without the cross-check."""
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
            raise ValueError(refusal)
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
            lead_reason=f"{players[0]} leads: first player (CLM-1.3)",
            prizes=[],
            plays=[],
        )
        if count == 4:
            state.log.append(
                LogEntry(
                    f"Teams: {players[0]} & {players[2]} against {players[1]} & {players[3]}"
                    " (CLM-11.3)."
                )
            )
        state.log.append(LogEntry(f"Phase 1 begins: {players[0]} leads the first trick."))
        _reveal_prizes(state)
        return state

    # -- whose turn, what is legal ------------------------------------------------------------

    def current_seats(self, state: ClaimState) -> list[int]:
        actor = _actor(state)
        return [] if actor is None else [actor]

    def legal_actions(self, state: ClaimState, seat: int) -> list[str]:
        if seat != _actor(state):
            return []
        if state.chooser is not None:
            return prize_choices(state)
        return playable_cards(state.hands[seat], led_faction(state.plays))

    def refusal(self, state: ClaimState, seat: int, action: object) -> str | None:
        """Why ``seat`` may not take ``action`` now, in plain words; None if it may."""
        actor = _actor(state)
        if actor is None:
            return "the game is over"
        if seat != actor:
            return f"it is {state.players[actor]}'s turn"
        if state.chooser is not None:
            choices = prize_choices(state)
            if action in choices:
                return None
            return f"choose {' or '.join(choices)}: {_why_choosing(state)}"
        if action in (TAKE_PRIZE, TAKE_DECK) or (
            isinstance(action, str) and action.startswith(TAKE)
        ):
            return "there is no prize to choose now"
        hand = state.hands[seat]
        if not isinstance(action, str) or action not in hand:
            return f"{action} is not in your hand"
        if not state.plays:
            return None  # CLM-3.1: the leader may play anything
        refusal = follow_refusal(hand, led_faction(state.plays), action)
        return f"you {refusal}" if refusal else None

    def parse_action(self, state: ClaimState, seat: int, text: str) -> str:
        action = " ".join(text.lower().split())
        problem = self.refusal(state, seat, action)
        if problem:
            raise IllegalAction(problem)
        return action

    # -- doing it ---------------------------------------------------------------------------

    def apply(self, state: ClaimState, seat: int, action: str) -> ClaimState:
        new = state.copy()
        self.advance(new, seat, action)
        return new

    def advance(self, state: ClaimState, seat: int, action: str) -> None:
        problem = self.refusal(state, seat, action)
        if problem:
            raise IllegalAction(problem)
        if state.chooser is not None:
            _choose(state, action)
        else:
            _play(state, seat, action)

    # -- reading it -------------------------------------------------------------------------

    def view(self, state: ClaimState, seat: int | None) -> views.ClaimView:
        outcome, votes = self._scored(state)
        legal = self.legal_actions(state, seat) if seat is not None else []
        return views.build(state, seat, self.current_seats(state), legal, outcome, votes)

    def outcome(self, state: ClaimState) -> Outcome | None:
        return self._scored(state)[0]

    def votes(self, state: ClaimState) -> list[FactionVote] | None:
        return self._scored(state)[1]

    def _scored(self, state: ClaimState) -> tuple[Outcome | None, list[FactionVote] | None]:
        if state.phase != OVER:
            return None, None
        return outcome_of(state.score_piles, state.factions, state.players)

    def status(self, state: ClaimState) -> str:
        if state.phase == OVER:
            outcome = self.outcome(state)
            assert outcome is not None
            names = " and ".join(state.players[s] for s in outcome.winners)
            return f"game over, {names} won"
        return f"phase {state.phase}, trick {state.trick} of {state.tricks_per_phase}"

    def has_secrets(self, state: ClaimState, seat: int) -> bool:
        return state.phase != OVER


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


def _why_choosing(state: ClaimState) -> str:
    if state.peek:
        return "after winning with a seer"
    return "the best placed player chooses a prize"


def _reveal_prizes(state: ClaimState) -> None:
    """CLM-4.1, CLM-11.4: the top card (two cards with 3–4 players) of the deck are the prizes
    of this phase-1 trick."""
    count = 1 if len(state.players) == 2 else 2
    state.prizes = state.draw_pile[:count]
    del state.draw_pile[:count]
    shown = " and ".join(card_label(prize) for prize in state.prizes)
    noun = "prize is" if count == 1 else "prizes are"
    state.log.append(LogEntry(f"Trick {state.trick}: the {noun} {shown}."))


def _play(state: ClaimState, seat: int, card: str) -> None:
    state.hands[seat].remove(card)
    state.plays.append(Play(seat, card))
    state.log.append(LogEntry(f"{state.players[seat]} plays {card_label(card)}."))
    if len(state.plays) == len(state.players):
        _finish_trick(state)


def _finish_trick(state: ClaimState) -> None:
    plays = tuple(state.plays)
    prizes = tuple(state.prizes)
    order = ranking(plays)
    winner = order[0]
    dragon = last_dragon_player(plays)
    next_leader = winner if dragon is None else dragon
    names = state.players
    notes = [f"{names[winner]} wins the trick."]
    if len(names) > 2:
        places = ", ".join(f"{place}. {names[seat]}" for place, seat in enumerate(order, 1))
        notes.append(f"Ranking: {places} (CLM-11.5).")
    if dragon is not None:
        notes.append(f"{names[dragon]} played the last dragon and leads next (CLM-6.3).")
    state.plays = []
    state.log.extend(LogEntry(note) for note in notes)
    if state.phase == RECRUITING:
        notes.extend(_recruit(state, plays, order))
    else:
        notes.extend(_claim(state, plays, order))
    state.last_trick = TrickRecord(
        state.phase, state.trick, plays, prizes, winner, next_leader, tuple(notes), tuple(order)
    )
    if state.chooser is None:
        _next_trick(state)


def _recruit(state: ClaimState, plays: tuple[Play, ...], order: list[int]) -> list[str]:
    """CLM-4.2 to 4.4, CLM-11.5/11.6: played undead score for the winner, the rest leave the
    game; then the prizes are chosen or handed out by the ranking. Returns notes."""
    names, notes = state.players, []
    winner = order[0]
    state.received = {}
    for play in plays:
        if faction_of(play.card) == "undead":  # CLM-6.8
            state.score_piles[winner].append(play.card)
            notes.append(f"{card_label(play.card)} joins {names[winner]}'s score pile (CLM-6.8).")
        else:
            state.discarded.append(play.card)
    state.log.extend(LogEntry(note) for note in notes)
    won_with_seer = faction_of(dict(plays)[winner]) == "seer"
    if won_with_seer and state.draw_pile:  # CLM-6.5, CLM-12.3
        notes.append(f"{names[winner]} won with a seer and may take the deck's top card.")
        state.log.append(LogEntry(f"{names[winner]} won with a seer and peeks at the deck."))
        state.log.append(
            LogEntry(f"The top card of the deck is {card_label(state.draw_pile[0])}.", winner)
        )
        _ask(state, order, peek=True)
    elif len(set(state.prizes)) > 1:  # CLM-11.6
        _ask(state, order, peek=False)
    else:
        _hand_out(state, order)
    return notes


def _ask(state: ClaimState, order: list[int], *, peek: bool) -> None:
    state.chooser, state.peek, state.placement = order[0], peek, list(order)


def _choose(state: ClaimState, action: str) -> None:
    """The chooser takes a prize or the deck's top card; the others are served in order."""
    seat, *rest = state.placement
    state.chooser, state.peek, state.placement = None, False, []
    if action == TAKE_DECK:  # CLM-6.5, CLM-12.3
        card = state.draw_pile.pop(0)
        state.followers[seat].append(card)
        state.received[seat] = "deck"
        state.log.append(LogEntry(f"{state.players[seat]} keeps the deck's top card."))
        state.log.append(LogEntry(f"You keep {card_label(card)}.", seat))
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
    state.log.append(LogEntry(f"{state.players[seat]} takes the prize, {card_label(prize)}."))


def _hand_out(state: ClaimState, seats: list[int]) -> None:
    """CLM-4.2/4.3, CLM-11.6: the best placed seats take the prizes left, in order; everyone
    else draws from the deck (a card only they see)."""
    for seat in seats:
        if state.prizes:
            _take_prize(state, seat, state.prizes[0])
            continue
        card = state.draw_pile.pop(0)
        state.followers[seat].append(card)
        state.received[seat] = "draw"
        state.log.append(LogEntry(f"{state.players[seat]} draws a follower from the deck."))
        state.log.append(LogEntry(f"You draw {card_label(card)}.", seat))


def _claim(state: ClaimState, plays: tuple[Play, ...], order: list[int]) -> list[str]:
    """CLM-5.3 and the phase-2 abilities: where each played card goes. Returns notes."""
    names, notes = state.players, []
    winner = order[0]
    last_trick = state.trick == state.tricks_per_phase
    by_faction: dict[str, list[str]] = {}
    for play in plays:
        by_faction.setdefault(faction_of(play.card), []).append(play.card)

    dwarves = by_faction.pop("dwarf", [])
    if dwarves:  # CLM-6.9; with 3–4 players CLM-12.4
        if len(names) == 2:
            taker, rule = order[1], "CLM-6.9"
        else:
            taker, rule = lowest_player(plays), "CLM-12.4"
        state.score_piles[taker].extend(dwarves)
        shown = ", ".join(card_label(dwarf) for dwarf in dwarves)
        notes.append(f"{names[taker]} takes {shown} ({rule}).")
    opponents = [s for s in range(len(names)) if state.team_of(s) != state.team_of(winner)]
    crush_rule = "CLM-6.2" if len(names) == 2 else "CLM-12.5"
    for giant in by_faction.pop("giant", []):  # CLM-6.2; with 3–4 players CLM-12.5
        state.score_piles[winner].append(giant)
        target = f"gnome-{value_of(giant)}"
        for seat in opponents:
            if target in state.gnome_rows[seat]:
                state.gnome_rows[seat].remove(target)
                state.discarded.append(target)
                notes.append(
                    f"{names[winner]}'s {card_label(giant)} crushes {names[seat]}'s"
                    f" {card_label(target)} ({crush_rule})."
                )
    for gnome in by_faction.pop("gnome", []):  # CLM-6.1
        state.gnome_rows[winner].append(gnome)
        notes.append(f"{card_label(gnome)} lies face up in front of {names[winner]} (CLM-6.1).")
    trolls = state.trolls_aside + by_faction.pop("troll", [])  # CLM-6.4
    if trolls:
        if last_trick:
            kept, aside = trolls, []
        else:
            best = max(trolls, key=value_of)
            kept, aside = [best], [troll for troll in trolls if troll != best]
        state.score_piles[winner].extend(kept)
        state.trolls_aside = aside
        taken = ", ".join(card_label(t) for t in kept)
        notes.append(f"{names[winner]} scores {taken} (CLM-6.4).")
        if aside:
            waiting = ", ".join(card_label(t) for t in aside)
            notes.append(f"{waiting} wait{'s' if len(aside) == 1 else ''} aside (CLM-6.4).")
    for cards in by_faction.values():
        state.score_piles[winner].extend(cards)
    for note in notes:
        state.log.append(LogEntry(note))
    return notes


def _why_leading(record: TrickRecord) -> str:
    """CLM-3.4 and CLM-6.3 in a few words, for the table's "who leads and why"."""
    won = record.next_leader == record.winner
    dragon = any(
        play.seat == record.next_leader and faction_of(play.card) == "dragon"
        for play in record.plays
    )
    if won and dragon:
        return f"won trick {record.number} and played its last dragon"
    if won:
        return f"won trick {record.number}"
    return f"played the last dragon in trick {record.number} (CLM-6.3)"


def _next_trick(state: ClaimState) -> None:
    """Hand the lead on (CLM-3.4, CLM-6.3) and move to the next trick or phase."""
    record = state.last_trick
    assert record is not None
    names = state.players
    state.leader = record.next_leader
    state.lead_reason = f"{names[record.next_leader]} leads: {_why_leading(record)}"
    if state.trick < state.tricks_per_phase:
        state.trick += 1
        if state.phase == RECRUITING:
            _reveal_prizes(state)
        else:
            state.log.append(LogEntry(f"Trick {state.trick}: {names[state.leader]} leads."))
        return
    if state.phase == RECRUITING:  # CLM-5.1, CLM-5.2
        state.phase, state.trick = CLAIMING, 1
        state.hands, state.followers = state.followers, [[] for _ in state.players]
        state.log.append(
            LogEntry(
                "Phase 2 begins: everyone takes their followers into hand."
                f" Trick 1: {names[state.leader]} leads."
            )
        )
        return
    for seat, row in enumerate(state.gnome_rows):  # CLM-7.1
        state.score_piles[seat].extend(row)
        state.gnome_rows[seat] = []
    state.phase = OVER
    state.log.append(LogEntry("The game is over: the factions cast their votes."))
