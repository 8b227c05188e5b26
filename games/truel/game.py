"""Truel for three players: the rules object the app drives (see ``seeds/truel.md``).

Actions (their notation is public API, TRL-9): ``<card>@<triple>`` lays a card on the free
slot of its type in triple 1-3; ``show-hand`` when no card can be laid; ``as:<meaning>`` gives
a rainbow card its meaning; ``via:<space>`` sends a pawn on at a crossroads; ``discard:<card>``
loses a card of the hand (one action per card owed)."""

from __future__ import annotations

import random
from collections.abc import Collection
from typing import Any, ClassVar

from games.common.checked import CheckedRules
from games.truel import faceup
from games.truel import view as views
from games.truel.board import Board, check_board
from games.truel.data import CARD_TYPES
from games.truel.deck import JOKER_MEANINGS, Deck, check_deck
from games.truel.gems import GameWon
from games.truel.moves import ways
from games.truel.options import TruelOptions
from games.truel.redeal import redeal_hidden
from games.truel.resolve import (
    discard,
    give_meaning,
    go_way,
    play_card,
    show_hand,
    unmeant_joker,
)
from games.truel.setup import deal, first_order
from games.truel.standard import standard_board, standard_deck
from games.truel.state import DISCARD, JOKER, OVER, WAY, TruelState
from tablebox.engine import Decision, Event, IllegalAction, Message, Option, Outcome, Secret

SHOW_HAND = "show-hand"
MEANING, WAY_TO, DISCARD_ONE, ON = "as:", "via:", "discard:", "@"
MATCH_WINS = 3
"""Three won games make the champion of the evening (TRL-7.2)."""
MAX_ACTION_CHARS = 60

_STANDARD: tuple[Board, Deck] | None = None


def _standard() -> tuple[Board, Deck]:
    """Tablebox's own board and deck, checked once."""
    global _STANDARD
    if _STANDARD is None:
        _STANDARD = check_board(standard_board()), check_deck(standard_deck())
    return _STANDARD


def board_and_deck(options: TruelOptions) -> tuple[Board, Deck]:
    """The checked board and deck of ``options``; BoardError or DeckError (ValueErrors) name
    what is wrong with a given one."""
    board, deck = _standard()
    if options.board is not None:
        board = check_board(options.board)
    if options.deck is not None:
        deck = check_deck(options.deck)
    return board, deck


class TruelRules(CheckedRules[TruelState]):
    id: ClassVar[str] = "truel"
    title: ClassVar[str] = "Truel"
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 3
    snapshot_version: ClassVar[int] = 1
    Options: ClassVar[type[TruelOptions]] = TruelOptions

    # -- setup -----------------------------------------------------------------------------

    def new_game(
        self,
        players: list[str],
        options: TruelOptions | dict[str, Any] | None = None,
        seed: int = 0,
        deck: list[str] | None = None,
    ) -> TruelState:
        opts = options if isinstance(options, TruelOptions) else TruelOptions(**(options or {}))
        if len(players) != 3:
            raise ValueError(f"Truel is played by exactly 3 players, not {len(players)}")
        board, cards = board_and_deck(opts)
        state = TruelState(
            players=list(players),
            options=opts,
            board=board,
            deck=cards,
            seed=seed,
            chance=0,
            hands=[],
            draw_pile=[],
            discard=[],
            supply=[],
            slots=[],
            pawns=[],
            gems=[],
            turn=0,
            pending=[0, 0, 0],
        )
        deal(state, first_order(state, seed, deck))
        return state

    # -- whose turn, what is legal ------------------------------------------------------------

    def current_seats(self, state: TruelState) -> list[int]:
        actor = _actor(state)
        return [] if actor is None else [actor]

    def legal_actions(self, state: TruelState, seat: int) -> list[str]:
        if seat != _actor(state):
            return []
        if state.stage == JOKER:
            return [MEANING + m for m in _meanings(state)]
        if state.stage == WAY:
            return [WAY_TO + space for space in ways(state)]
        if state.stage == DISCARD:
            return [DISCARD_ONE + card for card in sorted(set(state.hands[seat]))]
        plays = _plays(state, seat)
        return plays if plays else [SHOW_HAND]

    def refusal(self, state: TruelState, seat: int, action: object) -> IllegalAction | None:
        """Why ``seat`` may not take ``action`` now; None if it may."""
        actor = _actor(state)
        if actor is None:
            return IllegalAction("common.game-over")
        if seat != actor:
            return IllegalAction("common.not-your-turn", seat=actor)
        text = str(action)
        if state.stage == JOKER:
            if text in self.legal_actions(state, seat):
                return None
            return IllegalAction("truel.choose-meaning", card=unmeant_joker(state) or "")
        if state.stage == WAY:
            if text in self.legal_actions(state, seat):
                return None
            return IllegalAction("truel.choose-way", options=list(ways(state)))
        if state.stage == DISCARD:
            return _discard_refusal(state, seat, text)
        if text == SHOW_HAND:
            return IllegalAction("truel.can-play") if _plays(state, seat) else None
        return _play_refusal(state, seat, text)

    def parse_action(self, state: TruelState, seat: int, text: str) -> str:
        action = text.strip()
        if len(action) > MAX_ACTION_CHARS:
            raise IllegalAction("truel.unknown-action", action=action[:MAX_ACTION_CHARS] + "…")
        self.check(state, seat, action)
        return action

    # -- doing it ---------------------------------------------------------------------------

    def _advance(self, state: TruelState, seat: int, action: str) -> None:
        try:
            if state.stage == JOKER:
                give_meaning(state, action.removeprefix(MEANING))
            elif state.stage == WAY:
                go_way(state, action.removeprefix(WAY_TO))
            elif state.stage == DISCARD:
                discard(state, action.removeprefix(DISCARD_ONE))
            elif action == SHOW_HAND:
                show_hand(state, seat)
            else:
                card, _, triple = action.rpartition(ON)
                play_card(state, seat, card, int(triple) - 1)
        except GameWon as won:
            _game_won(state, won.seat)

    def clone(self, state: TruelState) -> TruelState:
        return state.copy()

    # -- hidden information -----------------------------------------------------------------

    def determinize(self, state: TruelState, seat: int, rng: random.Random) -> TruelState:
        """A copy in which the regular cards of the other hands and the deck are dealt again
        at random (the rainbow cards in hands were seen taken, so they stay), and the future
        shuffles are drawn anew. A player choosing cards to lose keeps the loss, with the
        hand dealt to them."""
        new = state.copy()
        new.events = [event for event in state.events if event.visible_to(seat)]
        if state.stage == OVER:
            return new  # nothing is hidden any more
        cards = state.deck.cards
        places: list[tuple[list[str], int]] = [
            (new.draw_pile, i) for i in range(len(new.draw_pile))
        ]
        for other in range(len(state.players)):
            if other != seat:
                hand = new.hands[other]
                places += [(hand, i) for i, card in enumerate(hand) if not cards[card].rainbow]
        dealt = sorted(zone[index] for zone, index in places)  # not the true order: honest
        rng.shuffle(dealt)
        for (zone, index), card in zip(places, dealt, strict=True):
            zone[index] = card
        new.seed = rng.randrange(2**31)
        return new

    def redeal(self, state: TruelState, keep: Collection[int], rng: random.Random) -> TruelState:
        """Play on from here (issue 30.3): a copy with everything hidden from all the seats of
        ``keep`` dealt again, each kept seat's own things as they were; the others' private events
        sealed (``tablebox.engine.sealed``)."""
        return redeal_hidden(state, keep, rng)

    def reveals(self, state: TruelState, seat: int, action: str) -> bool:
        """Whether ``action`` uncovers a card: a draw, a card dealt to a triple, a whole hand
        lost without a choice."""
        if self.refusal(state, seat, action) is not None:
            return False
        after = state.copy()
        self.advance(after, seat, action, trusted=True)
        return after.revealed != state.revealed

    # -- what is shown ------------------------------------------------------------------------

    def view(self, state: TruelState, seat: int | None) -> views.TruelView:
        actor = _actor(state)
        decision = _decision(self, state, seat) if seat is not None and seat == actor else None
        return views.view_of(
            state, seat, decision, [] if actor is None else [actor], self.outcome(state)
        )

    def events(self, state: TruelState) -> list[Event]:
        return state.events

    def outcome(self, state: TruelState) -> Outcome | None:
        if state.stage != OVER:
            return None
        if state.options.match:
            scores = {seat: float(state.wins[seat]) for seat in range(3)}
            ranks = sorted(set(state.wins), reverse=True)
            ranking = [[s for s in range(3) if state.wins[s] == wins] for wins in ranks]
            champion = ranking[0][0]
            explanation = [Message("truel.outcome-match", {"seat": champion, "wins": MATCH_WINS})]
            return Outcome(ranking=ranking, scores=scores, explanation=explanation)
        winner = max(range(3), key=lambda s: state.wins[s])
        scores = {seat: float(sum(1 for n in state.gems[seat] if n)) for seat in range(3)}
        others = [seat for seat in range(3) if seat != winner]
        return Outcome(
            ranking=[[winner], others],
            scores=scores,
            explanation=[Message("truel.outcome-game", {"seat": winner})],
        )

    def status(self, state: TruelState) -> Message:
        if state.stage == OVER:
            return Message(
                "truel.status-over", {"seat": max(range(3), key=lambda s: state.wins[s])}
            )
        if state.stage == WAY and state.moving is not None:
            return Message("truel.status-way", {"seat": state.moving.seat})
        if state.stage == DISCARD and state.losing is not None:
            return Message("truel.status-discard", {"seat": state.losing.seat})
        if state.options.match:
            return Message("truel.status-match", {"game": state.game, "seat": state.turn})
        return Message("truel.status", {"seat": state.turn})

    def has_secrets(self, state: TruelState, seat: int) -> bool:
        return state.stage != OVER and bool(state.hands[seat])

    def face_up(self, state: TruelState) -> list[Secret]:
        """Every seat's hidden things, for a finished game's replay (see ``faceup``)."""
        return faceup.face_up(state)


def _actor(state: TruelState) -> int | None:
    if state.stage == OVER:
        return None
    if state.stage == WAY:
        assert state.moving is not None
        return state.moving.seat
    if state.stage == DISCARD:
        assert state.losing is not None
        return state.losing.seat
    return state.turn


def _meanings(state: TruelState) -> tuple[str, ...]:
    card = unmeant_joker(state)
    assert card is not None
    return JOKER_MEANINGS[state.deck.cards[card].type]


def _plays(state: TruelState, seat: int) -> list[str]:
    """Every card of the hand on every free slot of its type (TRL-4.2)."""
    hand = state.hands[seat]
    if not hand:
        return []
    slot_of = state.deck.slot_of
    free = [[t for t in range(3) if state.slots[t][slot] is None] for slot in range(3)]
    return [f"{card}{ON}{t + 1}" for card in sorted(set(hand)) for t in free[slot_of[card]]]


def _play_refusal(state: TruelState, seat: int, text: str) -> IllegalAction | None:
    card, on, triple = text.rpartition(ON)
    if not on or triple not in ("1", "2", "3"):
        return IllegalAction("truel.unknown-action", action=text)
    if card not in state.hands[seat]:
        return IllegalAction("truel.not-in-hand", card=card)
    kind = state.deck.cards[card].type
    if state.slots[int(triple) - 1][CARD_TYPES.index(kind)] is not None:
        return IllegalAction("truel.slot-taken", triple=int(triple), type=kind)
    return None


def _discard_refusal(state: TruelState, seat: int, text: str) -> IllegalAction | None:
    assert state.losing is not None
    card = text.removeprefix(DISCARD_ONE)
    if card == text:
        return IllegalAction("truel.choose-discard", n=state.losing.left)
    if card not in state.hands[seat]:
        return IllegalAction("truel.not-in-hand", card=card)
    return None


def _decision(rules: TruelRules, state: TruelState, seat: int) -> Decision:
    if state.stage == JOKER:
        card = unmeant_joker(state) or ""
        return Decision(
            kind="meaning",
            prompt=Message("truel.prompt-meaning", {"card": card}),
            options=[
                Option(action=MEANING + m, parts={"card": card, "meaning": m})
                for m in _meanings(state)
            ],
        )
    if state.stage == WAY:
        assert state.moving is not None
        here = state.moving.path[-1]
        return Decision(
            kind="way",
            prompt=Message("truel.prompt-way", {"space": here}),
            options=[
                Option(action=WAY_TO + s, parts={"space": s, "from": here}) for s in ways(state)
            ],
        )
    if state.stage == DISCARD:
        assert state.losing is not None
        return Decision(
            kind="discard",
            prompt=Message("truel.prompt-discard", {"n": state.losing.left}),
            options=[
                Option(action=DISCARD_ONE + card, parts={"card": card})
                for card in sorted(set(state.hands[seat]))
            ],
        )
    cards = state.deck.cards
    options = []
    for card in sorted(set(state.hands[seat])):
        slot = CARD_TYPES.index(cards[card].type)
        for t in range(3):
            taken = state.slots[t][slot] is not None
            options.append(
                Option(
                    action=f"{card}{ON}{t + 1}",
                    parts={"card": card, "triple": t + 1, "slot": cards[card].type},
                    refusal=Message("truel.slot-taken", {"triple": t + 1, "type": cards[card].type})
                    if taken
                    else None,
                )
            )
    if not _plays(state, seat):
        options.append(Option(action=SHOW_HAND, parts={"show": "hand"}))
        return Decision(kind="show", prompt=Message("truel.prompt-show"), options=options)
    return Decision(kind="play", prompt=Message("truel.prompt-play"), options=options)


def _game_won(state: TruelState, seat: int) -> None:
    """``seat`` holds a gem of every colour (TRL-7.1): the game ends; in a match the next game
    is dealt until someone has won three (TRL-7.2)."""
    state.wins[seat] += 1
    state.moving = None
    state.losing = None
    state.completing = None
    state.meanings = {}
    state.events.append(Event("truel.wins", {"seat": seat, "game": state.game}))
    if not state.options.match:
        state.stage = OVER
        return
    if state.wins[seat] >= MATCH_WINS:
        state.stage = OVER
        state.events.append(Event("truel.champion", {"seat": seat, "wins": state.wins[seat]}))
        return
    state.events.append(Event("truel.match-score", {"wins": list(state.wins)}))
    state.game += 1
    deal(state)
