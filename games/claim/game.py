"""Claim 2 for two players: the rules object the app drives (see ``seeds/claim.md``)."""

from __future__ import annotations

from typing import Any, ClassVar

from games.claim import view as views
from games.claim.factions import BOXES, card_label, deck_of, faction_of, value_of
from games.claim.scoring import FactionVote, outcome_of
from games.claim.state import (
    CLAIMING,
    OVER,
    RECRUITING,
    ClaimOptions,
    ClaimState,
    Play,
    TrickRecord,
)
from games.claim.tricks import (
    follow_refusal,
    last_dragon_player,
    led_faction,
    playable_cards,
    ranking,
)
from games.common.cards import check_same_cards, shuffled
from tablebox.engine import IllegalAction, LogEntry, Outcome

TAKE_PRIZE, TAKE_DECK = "take-prize", "take-deck"
HAND_SIZE = 13


class ClaimRules:
    id: ClassVar[str] = "claim"
    title: ClassVar[str] = "Claim 2"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    Options: ClassVar[type[ClaimOptions]] = ClaimOptions

    # -- setup -----------------------------------------------------------------------------

    def new_game(
        self,
        players: list[str],
        options: ClaimOptions | dict[str, Any] | None = None,
        seed: int = 0,
        deck: list[str] | None = None,
    ) -> ClaimState:
        """Shuffle (or take ``deck``, top first), deal 13 each, reveal the first prize."""
        if not self.min_players <= len(players) <= self.max_players:
            raise ValueError(f"Claim 2 is played by exactly 2 players, not {len(players)}")
        opts = options if isinstance(options, ClaimOptions) else ClaimOptions(**(options or {}))
        factions = BOXES[opts.box]
        cards = deck_of(factions)
        if deck is None:
            order = shuffled(cards, seed)
        else:
            check_same_cards(cards, deck, "the deck")
            order = list(deck)
        count = len(players)
        state = ClaimState(
            players=list(players),
            options=opts,
            factions=factions,
            hands=[order[seat * HAND_SIZE : (seat + 1) * HAND_SIZE] for seat in range(count)],
            draw_pile=order[count * HAND_SIZE :],
            followers=[[] for _ in players],
            score_piles=[[] for _ in players],
            gnome_rows=[[] for _ in players],
            trolls_aside=[],
            discarded=[],
            phase=RECRUITING,
            trick=1,
            tricks_per_phase=HAND_SIZE,
            leader=0,
            lead_reason=f"{players[0]} leads: first player (CLM-1.3)",
            prizes=[],
            plays=[],
        )
        state.log.append(LogEntry(f"Phase 1 begins: {players[0]} leads the first trick."))
        _reveal_prize(state)
        return state

    # -- whose turn, what is legal ------------------------------------------------------------

    def current_seats(self, state: ClaimState) -> list[int]:
        actor = _actor(state)
        return [] if actor is None else [actor]

    def legal_actions(self, state: ClaimState, seat: int) -> list[str]:
        if seat != _actor(state):
            return []
        if state.seer is not None:
            return [TAKE_PRIZE, TAKE_DECK]
        return playable_cards(state.hands[seat], led_faction(state.plays))

    def refusal(self, state: ClaimState, seat: int, action: object) -> str | None:
        """Why ``seat`` may not take ``action`` now, in plain words; None if it may."""
        actor = _actor(state)
        if actor is None:
            return "the game is over"
        if seat != actor:
            return f"it is {state.players[actor]}'s turn"
        if state.seer is not None:
            if action in (TAKE_PRIZE, TAKE_DECK):
                return None
            return f"choose {TAKE_PRIZE} or {TAKE_DECK} after winning with a seer"
        if action in (TAKE_PRIZE, TAKE_DECK):
            return "there is no seer choice to make"
        hand = state.hands[seat]
        if not isinstance(action, str) or action not in hand:
            return f"{action} is not in your hand"
        if not state.plays:
            return None  # CLM-3.1: the leader may play anything
        refusal = follow_refusal(hand, led_faction(state.plays), action)
        return f"you {refusal}" if refusal else None

    def parse_action(self, state: ClaimState, seat: int, text: str) -> str:
        action = text.strip().lower()
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
        if state.seer is not None:
            _choose_after_seer(state, action)
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
    if state.seer is not None:
        return state.seer
    return (state.leader + len(state.plays)) % len(state.players)


def _reveal_prize(state: ClaimState) -> None:
    """CLM-4.1: the top card of the deck is the prize of this phase-1 trick."""
    prize = state.draw_pile.pop(0)
    state.prizes = [prize]
    state.log.append(LogEntry(f"Trick {state.trick}: the prize is {card_label(prize)}."))


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
    if dragon is not None:
        notes.append(f"{names[dragon]} played the last dragon and leads next (CLM-6.3).")
    state.plays = []
    if state.phase == RECRUITING:
        state.discarded.extend([play.card for play in plays])
        won_with_seer = faction_of(dict(plays)[winner]) == "seer"
        if won_with_seer and state.draw_pile:
            notes.append(f"{names[winner]} won with a seer and may take the deck's top card.")
            state.seer = winner
            state.log.append(LogEntry(notes[0]))
            state.log.append(LogEntry(f"{names[winner]} won with a seer and peeks at the deck."))
            state.log.append(
                LogEntry(f"The top card of the deck is {card_label(state.draw_pile[0])}.", winner)
            )
        else:
            state.log.append(LogEntry(notes[0]))
            _recruit(state, order, took_deck=False)
    else:
        state.log.append(LogEntry(notes[0]))
        notes.extend(_claim(state, plays, winner))
    state.last_trick = TrickRecord(
        state.phase, state.trick, plays, prizes, winner, next_leader, tuple(notes)
    )
    if state.seer is None:
        _next_trick(state)


def _choose_after_seer(state: ClaimState, choice: str) -> None:
    """CLM-6.5: the seer's winner keeps the prize or the deck's top card; the loser gets the
    other."""
    record = state.last_trick
    assert record is not None and state.seer is not None
    state.seer = None
    _recruit(state, ranking(record.plays), took_deck=choice == TAKE_DECK)
    _next_trick(state)


def _recruit(state: ClaimState, order: list[int], *, took_deck: bool) -> None:
    """CLM-4.2/4.3: the winner takes the prize, everyone else draws from the deck."""
    names = state.players
    winner, *others = order
    prize = state.prizes[0]
    state.prizes = []
    if took_deck:
        card = state.draw_pile.pop(0)
        state.followers[winner].append(card)
        state.log.append(LogEntry(f"{names[winner]} keeps the deck's top card."))
        state.log.append(LogEntry(f"You keep {card_label(card)}.", winner))
        runner_up, *others = others
        state.followers[runner_up].append(prize)
        state.log.append(LogEntry(f"{names[runner_up]} takes the prize, {card_label(prize)}."))
    else:
        state.followers[winner].append(prize)
        state.log.append(LogEntry(f"{names[winner]} takes the prize, {card_label(prize)}."))
    for seat in others:
        card = state.draw_pile.pop(0)
        state.followers[seat].append(card)
        state.log.append(LogEntry(f"{names[seat]} draws a follower from the deck."))
        state.log.append(LogEntry(f"You draw {card_label(card)}.", seat))


def _claim(state: ClaimState, plays: tuple[Play, ...], winner: int) -> list[str]:
    """CLM-5.3 and the phase-2 abilities: where each played card goes. Returns notes."""
    names, notes = state.players, []
    last_trick = state.trick == state.tricks_per_phase
    played = [play.card for play in plays]
    by_faction: dict[str, list[str]] = {}
    for card in played:
        by_faction.setdefault(faction_of(card), []).append(card)

    for giant in by_faction.pop("giant", []):  # CLM-6.2
        state.score_piles[winner].append(giant)
        target = f"gnome-{value_of(giant)}"
        for seat in range(len(state.players)):
            if seat != winner and target in state.gnome_rows[seat]:
                state.gnome_rows[seat].remove(target)
                state.discarded.append(target)
                notes.append(
                    f"{names[winner]}'s {card_label(giant)} crushes {names[seat]}'s"
                    f" {card_label(target)} (CLM-6.2)."
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
            _reveal_prize(state)
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
