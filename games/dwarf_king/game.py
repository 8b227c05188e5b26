"""The Dwarf King for three to five players: the rules object the app drives (see
``seeds/dwarf-king.md``). The rules speak in events and messages (keys and parameters, see
``tablebox/catalog/en/dwarf_king.py``); they never write a sentence."""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from itertools import combinations
from typing import Any, ClassVar

from games.common.cards import check_same_cards, shuffled
from games.common.checked import CheckedRules
from games.dwarf_king import cards as c
from games.dwarf_king import exchanges, faceup
from games.dwarf_king import view as views
from games.dwarf_king.history import DealHistory, Play, TrickRecord
from games.dwarf_king.options import DwarfKingOptions
from games.dwarf_king.quests import TILES, tiles_for
from games.dwarf_king.redeal import deal_hidden, redeal_hidden
from games.dwarf_king.scoring import outcome_of, score_deal, tied_leaders
from games.dwarf_king.state import (
    DRUID,
    GIVE,
    OVER,
    PASS,
    PLAY,
    QUEST,
    STEAL,
    DealResult,
    DwarfKingState,
)
from games.dwarf_king.tricks import PLAIN as _PLAIN
from games.dwarf_king.tricks import Situation, playable, refusal, trick_winner
from tablebox.engine import Event, IllegalAction, Message, Outcome, Param, Secret

QUEST_, STEAL_, GIVE_, SWAP_, PASS_, SORCERER_ = (
    "quest ",
    "steal ",
    "give ",
    "swap ",
    "pass ",
    "sorcerer ",
)
"""The action words besides a card id (DWK-8)."""
DIRECTIONS = {"left": 1, "right": -1}
"""``pass left`` hands every hand to the next seat (seat + 1), ``right`` to the previous."""
MAX_ACTION_CHARS = 80
_LOWER: dict[str, str] = {card.lower(): card for card in c.ALL_CARDS}
_MAGIC = frozenset(c.MAGIC)
_SUIT: dict[str, str | None] = {card: info.suit for card, info in c.INFO.items()}
_STRENGTH: dict[str, int] = {card: info.strength for card, info in c.INFO.items()}
_new = tuple.__new__


class DwarfKingSetupError(IllegalAction, ValueError):
    """A setup the rules refuse: a ValueError with a catalog message."""


class DwarfKingRules(CheckedRules[DwarfKingState]):
    id: ClassVar[str] = "dwarf-king"
    title: ClassVar[str] = "The Dwarf King"
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 5
    snapshot_version: ClassVar[int] = 1
    Options: ClassVar[type[DwarfKingOptions]] = DwarfKingOptions

    # -- setup -----------------------------------------------------------------------------

    def new_game(
        self,
        players: list[str],
        options: DwarfKingOptions | dict[str, Any] | None = None,
        seed: int = 0,
        deck: list[str] | None = None,
    ) -> DwarfKingState:
        """Draw the order of special cards and quest tiles, and start deal 1. ``deck`` fixes
        the first deal's cards in dealing order (the first card to the dealer's left)."""
        opts = (
            options
            if isinstance(options, DwarfKingOptions)
            else DwarfKingOptions(**(options or {}))
        )
        count = len(players)
        if count not in c.HAND_SIZES:
            raise DwarfKingSetupError("dwarf-king.player-count", n=count)
        if opts.first_dealer == "random":
            dealer = random.Random(f"{seed}:dealer").randrange(count)
        elif 0 <= opts.first_dealer < count:
            dealer = opts.first_dealer
        else:
            raise DwarfKingSetupError("dwarf-king.no-such-dealer", seat=opts.first_dealer, n=count)
        tiles = tiles_for(opts.quests)
        for scripted in opts.deck:
            _check_script(scripted.special, scripted.tile, scripted.hands, tiles, count)
        specials = [s.special for s in opts.deck]
        scripted_tiles = [s.tile for s in opts.deck]
        if len(set(specials)) < len(specials) or len(set(scripted_tiles)) < len(specials):
            raise ValueError("a scripted deck uses each special card and tile at most once")
        state = DwarfKingState(
            players=list(players),
            options=opts,
            seed=seed,
            specials_left=specials + [s for s in shuffled(c.SPECIALS, seed) if s not in specials],
            tiles_left=scripted_tiles
            + [t for t in _shuffled_tiles(tiles, seed) if t not in scripted_tiles],
            deal=1,
            dealer=dealer,
            special="",
            tile=0,
            quest=None,
            phase=QUEST,
            actor=0,
            victim=None,
            hands=[[] for _ in players],
            tricks_per_deal=c.HAND_SIZES[count],
            leader=0,
            lead_reason=Message("dwarf-king.leads-goblins-five", {"seat": 0}),
            plays=[],
            tricks=[],
            totals=[0] * count,
            results=[],
            known=[[[] for _ in players] for _ in players],
        )
        state.events.append(Event("dwarf-king.first-dealer", {"seat": dealer}))
        _start_deal(state, deck)
        return state

    # -- whose turn, what is legal --------------------------------------------------------

    def current_seats(self, state: DwarfKingState) -> list[int]:
        return [] if state.phase == OVER else [state.actor]

    def legal_actions(self, state: DwarfKingState, seat: int) -> list[str]:
        phase = state.phase
        if phase == OVER or seat != state.actor:
            return []
        if phase == PLAY:
            hand = state.hands[seat]
            special = state.special
            plays = state.plays
            if special not in _MAGIC or (
                special not in hand and (not plays or plays[0].card != special)
            ):  # the usual case: no magic card in the hand or leading the trick
                return _PLAIN.playable(hand, _SUIT[plays[0].card] if plays else None)
            legal = playable(hand, _situation(state))
            if special == c.SORCERER and special in hand and state.tricks:
                legal += [SORCERER_ + card for card in state.tricks[-1].cards]
            return legal
        if phase == QUEST:
            return [QUEST_ + quest.slug for quest in TILES[state.tile]]
        count = len(state.players)
        if phase in (STEAL, DRUID):
            word = STEAL_ if phase == STEAL else SWAP_
            return [f"{word}{other}" for other in range(count) if other != seat]
        if phase == GIVE:
            hand = sorted(state.hands[seat], key=c.sort_key)
            return [f"{GIVE_}{a} {b}" for a, b in combinations(hand, 2)]
        return [PASS_ + word for word in DIRECTIONS]

    def refusal(self, state: DwarfKingState, seat: int, action: object) -> IllegalAction | None:
        """Why ``seat`` may not take ``action`` now; None if it may."""
        if state.phase == OVER:
            return IllegalAction("common.game-over")
        if seat != state.actor:
            return IllegalAction("common.not-your-turn", seat=state.actor)
        if not isinstance(action, str):
            return IllegalAction("common.not-a-choice", action=str(action))
        if state.phase == PLAY:
            return _play_refusal(state, seat, action)
        if action in self.legal_actions(state, seat):
            return None
        return IllegalAction(f"dwarf-king.choose-{state.phase}", action=action)

    def parse_action(self, state: DwarfKingState, seat: int, text: str) -> str:
        words = text.split()
        if len(text) > MAX_ACTION_CHARS:
            raise IllegalAction("common.not-a-choice", action=text[: MAX_ACTION_CHARS - 1] + "…")
        words = [_LOWER.get(word.lower(), word.lower()) for word in words]
        if len(words) == 3 and words[0] == GIVE_.strip():
            words[1:] = sorted(words[1:], key=lambda w: c.sort_key(w) if w in c.INFO else (9, 0))
        action = " ".join(words)
        self.check(state, seat, action)
        return action

    # -- doing it ---------------------------------------------------------------------------

    def _advance(self, state: DwarfKingState, seat: int, action: str) -> None:
        phase = state.phase
        if phase == PLAY:
            if action.startswith(SORCERER_):
                exchanges.take_with_sorcerer(state, seat, action[len(SORCERER_) :])
            else:
                _play(state, seat, action)
        elif phase == QUEST:
            _choose_quest(state, seat, action[len(QUEST_) :])
        elif phase == STEAL:
            exchanges.steal(state, seat, int(action[len(STEAL_) :]))
            state.phase = GIVE
        elif phase == GIVE:
            first, second = action[len(GIVE_) :].split()
            exchanges.give(state, seat, first, second)
            _start_play(state)
        elif phase == DRUID:
            exchanges.swap(state, seat, int(action[len(SWAP_) :]))
            _next_trick(state)
        else:
            exchanges.pass_hands(state, seat, DIRECTIONS[action[len(PASS_) :]])
            _next_trick(state)

    def clone(self, state: DwarfKingState) -> DwarfKingState:
        return state.copy()

    # -- hidden information -----------------------------------------------------------------

    def determinize(self, state: DwarfKingState, seat: int, rng: random.Random) -> DwarfKingState:
        """A copy in which the cards of the other hands that ``seat`` does not know are dealt
        again among those hands (every hand keeps its size and the cards ``seat`` knows are
        there: shown fives, exchanged hands, a Sorcerer's take); the specials and tiles to come
        and the shuffles of later deals are drawn again (the tile being chosen is public,
        DWK-2.4). Events are those ``seat`` may read. (What a failure to
        follow suit tells about a hand is not kept.)"""
        new = state.copy()
        new.events = [event for event in state.events if event.visible_to(seat)]
        deal_hidden(new, state, (seat,), rng)
        return new

    def redeal(
        self, state: DwarfKingState, keep: Collection[int], rng: random.Random
    ) -> DwarfKingState:
        """Play on from here (issue 30.3): a copy with everything hidden from all the seats of
        ``keep`` dealt again, each kept seat's own things as they were; the others' private events
        sealed (``tablebox.engine.sealed``)."""
        return redeal_hidden(state, keep, rng)

    def reveals(self, state: DwarfKingState, seat: int, action: object) -> bool:
        """Whether ``action`` uncovers something hidden: the quest side (and the red Flag
        Bearer's holder), a steal, a give, a Druid's swap, a passed hand, and the play that
        ends a deal (the next deal is dealt). Plain plays and the Sorcerer's public take do
        not."""
        if self.refusal(state, seat, action) is not None:
            return False
        if state.phase != PLAY:
            return True
        assert isinstance(action, str)
        if action.startswith(SORCERER_):
            return False
        last_trick = len(state.tricks) == state.tricks_per_deal - 1
        return last_trick and len(state.plays) == len(state.players) - 1

    # -- reading it -------------------------------------------------------------------------

    def view(self, state: DwarfKingState, seat: int | None) -> views.DwarfKingView:
        legal = self.legal_actions(state, seat) if seat is not None else []
        return views.build(state, seat, self.current_seats(state), legal, self.outcome(state))

    def events(self, state: DwarfKingState) -> Sequence[Event]:
        return state.events

    def outcome(self, state: DwarfKingState) -> Outcome | None:
        if state.phase != OVER:
            return None
        return outcome_of(state.totals, state.results, state.options.deals)

    def status(self, state: DwarfKingState) -> Message:
        if state.phase == OVER:
            outcome = self.outcome(state)
            assert outcome is not None
            return Message("common.game-over-won", {"seats": list(outcome.winners)})
        key = "dwarf-king.status" if state.deal <= state.options.deals else "dwarf-king.status-tie"
        return Message(
            key,
            {
                "deal": state.deal,
                "deals": state.options.deals,
                "trick": min(state.trick, state.tricks_per_deal),
                "tricks": state.tricks_per_deal,
            },
        )

    def has_secrets(self, state: DwarfKingState, seat: int) -> bool:
        return state.phase != OVER

    def face_up(self, state: DwarfKingState) -> list[Secret]:
        """Every seat's hidden things, for a finished game's replay (see ``faceup``)."""
        return faceup.face_up(state)


# -- setup helpers ------------------------------------------------------------------------------


def _shuffled_tiles(tiles: list[int], seed: int) -> list[int]:
    order = shuffled([f"tile-{t:02d}" for t in tiles], seed + 1)
    return [int(name.removeprefix("tile-")) for name in order]


def _check_script(
    special: str, tile: int, hands: Sequence[Sequence[str]], tiles: list[int], count: int
) -> None:
    if special not in c.SPECIALS:
        raise ValueError(f"{special!r} is not a special card")
    if tile not in tiles:
        raise ValueError(f"quest tile {tile} is not among this game's tiles")
    if len(hands) != count or any(len(hand) != c.HAND_SIZES[count] for hand in hands):
        raise ValueError(f"a scripted deal gives {count} hands of {c.HAND_SIZES[count]} cards")
    check_same_cards(
        [*c.basic_deck(count), special], [card for hand in hands for card in hand], "a deal"
    )


def _start_deal(state: DwarfKingState, deck: Sequence[str] | None = None) -> None:
    """DWK-2.2 to 2.4: reveal the special card, deal, and hand the quest tile to the holder
    of the 5 of Knights."""
    count = len(state.players)
    script = state.options.deck
    scripted = script[state.deal - 1] if state.deal <= len(script) else None
    hands: list[list[str]]
    if scripted is not None:
        special, tile = scripted.special, scripted.tile
        hands = [list(hand) for hand in scripted.hands]
    else:
        special = next(s for s in state.specials_left if s not in _later_scripted(state))
        tile = next(t for t in state.tiles_left if t not in _later_tiles(state))
        if deck is not None:  # the first deal's cards in dealing order
            special = next((card for card in deck if card in c.SPECIALS), special)
            order = list(deck)
            check_same_cards([*c.basic_deck(count), special], order, "the deck")
        else:
            cards = [*c.basic_deck(count), special]
            order = shuffled(cards, (state.seed * 1_000_003 + state.deal) & 0xFFFFFFFF)
        hands = [[] for _ in range(count)]
        for index, card in enumerate(order):
            hands[(state.dealer + 1 + index) % count].append(card)
    state.specials_left.remove(special)
    state.tiles_left.remove(tile)
    state.special, state.tile, state.quest = special, tile, None
    state.hands = hands
    state.tricks, state.plays = [], []
    state.victim = None
    state.known = [[[] for _ in range(count)] for _ in range(count)]
    chooser = _holder(state, c.QUEST_FIVE)
    state.phase, state.actor = QUEST, chooser
    tiebreak = state.deal > state.options.deals
    key = "dwarf-king.tiebreak-deal-begins" if tiebreak else "dwarf-king.deal-begins"
    params: dict[str, Param] = {
        "deal": state.deal,
        "deals": state.options.deals,
        "seat": state.dealer,
    }
    state.events.append(Event(key, {**params, "card": special}))
    exchanges.show(state, chooser, c.QUEST_FIVE)
    state.events.append(Event("dwarf-king.draws-tile", {"seat": chooser}))
    a, b = TILES[tile]
    state.events.append(
        Event("dwarf-king.your-tile", {"tile": tile, "a": a.slug, "b": b.slug})
    )  # DWK-2.4: the chooser reads both sides aloud


def _later_scripted(state: DwarfKingState) -> set[str]:
    return {s.special for s in state.options.deck[state.deal :]}


def _later_tiles(state: DwarfKingState) -> set[int]:
    return {s.tile for s in state.options.deck[state.deal :]}


def _holder(state: DwarfKingState, card: str) -> int:
    for seat, hand in enumerate(state.hands):
        if card in hand:
            return seat
    raise AssertionError(card)


# -- the phases ----------------------------------------------------------------------------------


def _choose_quest(state: DwarfKingState, seat: int, slug: str) -> None:
    state.quest = slug
    state.events.append(
        Event("dwarf-king.quest-chosen", {"seat": seat, "quest": slug, "tile": state.tile})
    )
    if state.special == c.GOBLIN_FLAG_BEARER:  # DWK-5.9
        holder = _holder(state, c.GOBLIN_FLAG_BEARER)
        exchanges.show(state, holder, c.GOBLIN_FLAG_BEARER)
        state.phase, state.actor = STEAL, holder
        return
    _start_play(state)


def _start_play(state: DwarfKingState) -> None:
    """DWK-2.6: the holder of the 5 of Goblins shows it and leads trick 1."""
    leader = _holder(state, c.LEAD_FIVE)
    exchanges.show(state, leader, c.LEAD_FIVE)
    state.phase, state.leader, state.actor = PLAY, leader, leader
    state.lead_reason = Message("dwarf-king.leads-goblins-five", {"seat": leader})


def _situation(state: DwarfKingState) -> Situation:
    tricks = state.tricks
    return Situation(
        state.plays,
        len(tricks) + 1,
        len(tricks) + 1 == state.tricks_per_deal,
        tricks[-1] if tricks else None,
    )


def _play_refusal(state: DwarfKingState, seat: int, action: str) -> IllegalAction | None:
    hand = state.hands[seat]
    if action.startswith(SORCERER_):
        card = action[len(SORCERER_) :]
        if c.SORCERER not in hand:
            return IllegalAction("dwarf-king.no-sorcerer")
        if not state.tricks:
            return IllegalAction("dwarf-king.sorcerer-first-trick")
        if card not in state.tricks[-1].cards:
            return IllegalAction("dwarf-king.not-in-last-trick", action=card)
        return None
    if action not in hand:
        return IllegalAction("dwarf-king.not-in-hand", action=action)
    why = refusal(hand, _situation(state), action)
    return None if why is None else IllegalAction(why.key, **why.params)


def _play(state: DwarfKingState, seat: int, card: str) -> None:
    state.hands[seat].remove(card)
    plays = state.plays
    plays.append(_new(Play, (seat, card)))
    for row in state.known:
        mine = row[seat]
        if card in mine:
            mine.remove(card)
    state.events.append(_new(Event, ("dwarf-king.plays", {"seat": seat, "card": card}, None)))
    if len(plays) == len(state.players):
        _finish_trick(state)
    else:
        state.actor = (seat + 1) % len(state.players)


def _finish_trick(state: DwarfKingState) -> None:
    tricks = state.tricks
    plays = tuple(state.plays)
    special = state.special
    cards = [play.card for play in plays]
    if special in _MAGIC and special in cards:
        winner = trick_winner(plays, tricks[-1] if tricks else None)
    else:  # DWK-3.4 without a magic card: the highest of the led suit
        led = _SUIT[cards[0]]
        best = -1
        winner = plays[0].seat
        for play in plays:
            if _SUIT[play.card] == led and _STRENGTH[play.card] > best:
                best, winner = _STRENGTH[play.card], play.seat
    number = len(tricks) + 1
    record = _new(TrickRecord, (number, plays[0].seat, plays, winner, None))
    tricks.append(record)
    state.plays = []
    state.events.append(
        _new(Event, ("dwarf-king.wins-trick", {"seat": winner, "trick": number}, None))
    )
    last = number == state.tricks_per_deal
    if special in cards or (special == c.TINKERER and number > 1):
        _note_effect(state, record, last)
        player = (
            next(play.seat for play in plays if play.card == special) if special in cards else None
        )
        if player is not None and not last and special == c.DRUID:  # DWK-5.1
            state.phase, state.actor = DRUID, player
            return
        if player is not None and not last and special == c.KNIGHT_FLAG_BEARER:  # DWK-5.5
            state.phase, state.actor = PASS, player
            return
    if last:
        _end_deal(state)
    else:
        _next_trick(state)


def _note_effect(state: DwarfKingState, record: TrickRecord, last: bool) -> None:
    """A line in the log for what the special card just did (scored at the deal's end)."""
    special, winner = state.special, record.winner
    player = next((p.seat for p in record.plays if p.card == special), None)
    event: Event | None = None
    if special == c.TINKERER:
        previous = state.tricks[-2] if len(state.tricks) > 1 else None
        if previous is not None and c.TINKERER in previous.cards:
            event = Event(
                "dwarf-king.effect-points", {"seat": winner, "points": 3, "card": special}
            )
        elif player is not None and last:
            event = Event("dwarf-king.effect-none", {"card": special})
    elif special in (c.DWARF_FLAG_BEARER, c.SHAMAN):
        points = 3 if special == c.DWARF_FLAG_BEARER else -3
        event = Event(
            "dwarf-king.effect-points", {"seat": winner, "points": points, "card": special}
        )
    elif special == c.JESTER and player is not None:
        if last:
            event = Event(
                "dwarf-king.effect-points", {"seat": player, "points": 3, "card": special}
            )
        else:
            event = Event("dwarf-king.effect-none", {"card": special})
    elif special == c.SCOUT and player is not None:
        faces = sum(1 for card in record.cards if c.is_face(card))
        event = Event(
            "dwarf-king.effect-points", {"seat": player, "points": faces, "card": special}
        )
    elif special == c.ENCHANTER:
        event = Event("dwarf-king.effect-doubled", {"seat": winner})
    elif special in (c.DRUID, c.KNIGHT_FLAG_BEARER) and last:
        event = Event("dwarf-king.effect-none", {"card": special})
    if event is not None:
        state.events.append(event)


def _next_trick(state: DwarfKingState) -> None:
    """DWK-3.5: the winner leads the next trick."""
    record = state.tricks[-1]
    state.phase = PLAY
    state.leader = state.actor = record.winner
    state.lead_reason = _new(
        Message, ("dwarf-king.leads-won", {"seat": record.winner, "trick": record.number})
    )


def _end_deal(state: DwarfKingState) -> None:
    """DWK-7: score the deal, then deal again, break a tie, or end the game."""
    count = len(state.players)
    history = DealHistory(count, tuple(state.tricks))
    assert state.quest is not None
    quest_points, special_points, doubled, points = score_deal(history, state.quest, state.special)
    for seat in range(count):
        state.totals[seat] += points[seat]
    next_dealer = next(t.winner for t in state.tricks if c.DEALER_FIVE in t.cards)  # DWK-2.7
    state.results.append(
        DealResult(
            deal=state.deal,
            special=state.special,
            quest=state.quest,
            quest_points=tuple(quest_points),
            special_points=tuple(special_points),
            doubled=tuple(doubled),
            points=tuple(points),
            totals=tuple(state.totals),
            next_dealer=next_dealer,
            tiebreak=state.deal > state.options.deals,
        )
    )
    state.events.append(Event("dwarf-king.deal-scored", {"deal": state.deal, "quest": state.quest}))
    for seat in range(count):
        key = "dwarf-king.deal-points-doubled" if doubled[seat] else "dwarf-king.deal-points"
        params: dict[str, Param] = {
            "seat": seat,
            "quest": quest_points[seat],
            "special": special_points[seat],
            "points": points[seat],
            "total": state.totals[seat],
        }
        state.events.append(Event(key, params))
    state.events.append(Event("dwarf-king.next-dealer", {"seat": next_dealer}))
    state.deal += 1
    state.dealer = next_dealer
    if state.deal > state.options.deals:
        leaders = tied_leaders(state.totals)
        if len(leaders) == 1 or not state.specials_left or not state.tiles_left:  # DWK-7.5
            state.phase = OVER
            state.events.append(Event("dwarf-king.game-over"))
            return
        state.events.append(Event("dwarf-king.tie", {"seats": leaders}))
    _start_deal(state)
