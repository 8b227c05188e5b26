"""What each game hides from whom, named for the contract tests (issue 8, point 8).

One adapter per registered game. The tests read a game's state only through these adapters
(the state is opaque to everything else), so a new game adds one adapter here and the contract
suite checks it like the others. An adapter answers, for a state and a seat (None: the public
table):

- ``all_cards``: every card of the game wherever it lies, as a multiset (card ids may repeat:
  Claim has five ``goblin-0``);
- ``hidden``: the cards whose identity that seat cannot know; the seat may legitimately see the
  rest (``all_cards - hidden``);
- ``surely_hidden``: the hidden cards the seat cannot know even from what it has seen
  earlier (``determinize`` must be able to re-deal these);
- ``card_named``: the card id a message nested in an event's params stands for, if the game
  names cards that way rather than by id (None otherwise);
- ``secrets``: the cards the seat holds that the others cannot see (its hand...), to tell a
  card it shows of its own from one an action uncovers;
- ``redeal``: an independent copy of the state in which the cards hidden from the seat have
  been dealt again at random among the places hidden from it, keeping every count and
  everything the seat can see. The test's own re-deal, written from the rules and not from the
  game's ``determinize``: a view that changes under it shows something hidden;
- ``known``: the state as JSON with every hidden place reduced to what the seat knows of it (its
  size, a card's back): what ``determinize`` must leave equal.

Adapters read the game's state dataclasses (read-only) and never change ``games/``.
"""

from __future__ import annotations

import copy
import dataclasses
import random
from collections import Counter
from typing import Any, Protocol

from tablebox.engine import Message, snapshot_of


class HiddenItems(Protocol):
    def all_cards(self, state: Any) -> Counter[str]: ...

    def hidden(self, state: Any, seat: int | None) -> Counter[str]: ...

    def secrets(self, state: Any, seat: int) -> Counter[str]: ...

    def surely_hidden(self, state: Any, seat: int) -> Counter[str]: ...

    def card_named(self, message: Message) -> str | None: ...

    def redeal(self, state: Any, seat: int | None, rng: random.Random) -> Any: ...

    def known(self, state: Any, seat: int | None) -> Any: ...


# -- helpers ----------------------------------------------------------------------------------


def _others(players: int, seat: int | None) -> list[int]:
    return [other for other in range(players) if other != seat]


def _shuffle_places(places: list[tuple[list[str], int]], rng: random.Random) -> None:
    """Deal the cards lying at ``places`` (a list and an index in it) again at random."""
    cards = [zone[index] for zone, index in places]
    rng.shuffle(cards)
    for (zone, index), card in zip(places, cards, strict=True):
        zone[index] = card


def _copy(state: Any) -> Any:
    """An independent copy of a state dataclass (its event log, long and immutable, shared)."""
    return copy.deepcopy(state, memo={id(state.events): list(state.events)})


def _relabel(value: Any, mapping: dict[str, str]) -> Any:
    """``value`` with every card id renamed by ``mapping`` (for games whose ids are unique)."""
    if isinstance(value, str):
        return mapping.get(value, value)
    if isinstance(value, list):
        return [_relabel(item, mapping) for item in value]
    if isinstance(value, tuple):
        items = [_relabel(item, mapping) for item in value]
        return type(value)(*items) if hasattr(value, "_fields") else tuple(items)
    if isinstance(value, dict):
        return {_relabel(k, mapping): _relabel(v, mapping) for k, v in value.items()}
    if isinstance(value, set | frozenset):
        return type(value)(_relabel(item, mapping) for item in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {
            f.name: _relabel(getattr(value, f.name), mapping)
            if f.name != "events"
            else list(getattr(value, f.name))
            for f in dataclasses.fields(value)
            if f.init
        }
        return dataclasses.replace(value, **changes)
    return value  # numbers, None, pydantic options: no card ids


# -- Claim ------------------------------------------------------------------------------------


class ClaimHidden:
    """CLM-8: a seat sees its own hand and followers, every score pile, gnome row, troll set
    aside, discarded card, prize and play; the seer's winner peeks at the deck's top card while
    choosing (CLM-6.5). Hidden: the other seats' hands and followers and the draw pile, but
    for the prizes of the last phase-1 trick (``received``: the view names who took which).
    Earlier prizes are public too, yet the state keeps no record of them: ``known`` and
    ``redeal`` treat them as hidden, which only makes them more lenient, and
    ``surely_hidden`` leaves phase 2 out."""

    def _over(self, state: Any) -> bool:
        from games.claim.state import OVER

        return bool(state.phase == OVER)

    def _peeks(self, state: Any, seat: int | None) -> bool:
        return seat is not None and bool(state.peek) and state.chooser == seat

    def all_cards(self, state: Any) -> Counter[str]:
        zones = [state.draw_pile, state.trolls_aside, state.discarded, state.prizes]
        zones += [*state.hands, *state.followers, *state.score_piles, *state.gnome_rows]
        cards = Counter(card for zone in zones for card in zone)
        cards.update(play.card for play in state.plays)
        return cards

    def _places(self, state: Any, seat: int | None) -> list[tuple[list[str], int]]:
        if self._over(state):
            return []
        first = 1 if self._peeks(state, seat) else 0
        places = [(state.draw_pile, i) for i in range(first, len(state.draw_pile))]
        for other in _others(len(state.players), seat):
            # the prize this seat took from the last phase-1 trick: the table saw it taken,
            # and the view says so (``received``)
            taken = state.received.get(other)
            for zone in (state.hands[other], state.followers[other]):
                for index, card in enumerate(zone):
                    if card == taken:
                        taken = None
                        continue
                    places.append((zone, index))
        return places

    def hidden(self, state: Any, seat: int | None) -> Counter[str]:
        return Counter(zone[index] for zone, index in self._places(state, seat))

    def card_named(self, message: Message) -> str | None:
        return None  # Claim's events name cards by id

    def surely_hidden(self, state: Any, seat: int) -> Counter[str]:
        """Phase 1: the draw pile and the hands dealt; later the seat may remember prizes."""
        from games.claim.state import RECRUITING

        if state.phase != RECRUITING:
            return Counter()
        first = 1 if self._peeks(state, seat) else 0
        others = _others(len(state.players), seat)
        return Counter([*state.draw_pile[first:], *(c for o in others for c in state.hands[o])])

    def secrets(self, state: Any, seat: int) -> Counter[str]:
        if self._over(state):
            return Counter()
        own = Counter([*state.hands[seat], *state.followers[seat]])
        return own - Counter([state.received.get(seat)])

    def redeal(self, state: Any, seat: int | None, rng: random.Random) -> Any:
        new = _copy(state)
        _shuffle_places(self._places(new, seat), rng)
        return new

    def known(self, state: Any, seat: int | None) -> Any:
        snapshot = snapshot_of(state)
        if self._over(state):
            return snapshot
        pile = state.draw_pile
        snapshot["draw_pile"] = [len(pile), pile[0] if self._peeks(state, seat) else None]
        for other in _others(len(state.players), seat):
            snapshot["hands"][other] = len(state.hands[other])
            snapshot["followers"][other] = len(state.followers[other])
        return snapshot


# -- Oriflamme --------------------------------------------------------------------------------


class OriflammeHidden:
    """ORI-10: a seat sees every card's back (so its family), the face-up cards, every pool
    and every removed card; it also sees its own hand, its set-aside cards and its own
    face-down cards in the row. Hidden from it: the other seats' hands, set-aside cards and
    face-down cards, and (two players) every draw pile's order; its own pile's cards are not
    counted hidden, since the seat can tell which they are, but their order is. Once the game
    is over nothing is hidden. Card ids are unique, ``<family>-<kind>``."""

    def _family(self, card: str) -> str:
        from games.oriflamme.cards import FAMILY_OF

        return str(FAMILY_OF[card])

    def _over(self, state: Any) -> bool:
        from games.oriflamme.state import OVER

        return bool(state.phase == OVER)

    def all_cards(self, state: Any) -> Counter[str]:
        zones = [*state.hands, *state.draw_piles, *state.set_aside, *state.row, *state.removed]
        return Counter(card for zone in zones for card in zone)

    def _face_down_of(self, state: Any, seat: int) -> list[str]:
        families = set(state.families[seat])
        return [
            card
            for stack in state.row
            for card in stack
            if not state.face_up[card] and self._family(card) in families
        ]

    def _secret_of(self, state: Any, seat: int) -> list[str]:
        """What ``seat`` holds that the others cannot see."""
        zones = [state.hands[seat], state.set_aside[seat], state.draw_piles[seat]]
        return [card for zone in zones for card in zone] + self._face_down_of(state, seat)

    def hidden(self, state: Any, seat: int | None) -> Counter[str]:
        if self._over(state):
            return Counter()
        return Counter(
            card
            for other in _others(len(state.players), seat)
            for card in self._secret_of(state, other)
        )

    def secrets(self, state: Any, seat: int) -> Counter[str]:
        if self._over(state):
            return Counter()
        return Counter(self._secret_of(state, seat)) - Counter(state.draw_piles[seat])

    def card_named(self, message: Message) -> str | None:
        """``oriflamme.card-up`` names a card by its family and kind."""
        if message.key == "oriflamme.card-up":
            return f"{message.params.get('family')}-{message.params.get('kind')}"
        return None

    def surely_hidden(self, state: Any, seat: int) -> Counter[str]:
        return self.hidden(state, seat)  # no ability shows a card to one seat only

    def redeal(self, state: Any, seat: int | None, rng: random.Random) -> Any:
        if self._over(state):
            return _copy(state)
        groups: list[list[str]] = []
        for other in _others(len(state.players), seat):
            secret = self._secret_of(state, other)
            for family in state.families[other]:  # a card's back shows its family
                groups.append([card for card in secret if self._family(card) == family])
        if seat is not None:  # the order of the seat's own draw pile is hidden from it too
            for family in state.families[seat]:
                pile = state.draw_piles[seat]
                groups.append([card for card in pile if self._family(card) == family])
        mapping: dict[str, str] = {}
        for group in groups:
            dealt = group[:]
            rng.shuffle(dealt)
            mapping.update(zip(group, dealt, strict=True))
        return _relabel(state, mapping)  # new lists and dicts throughout: a copy

    def known(self, state: Any, seat: int | None) -> Any:
        snapshot = snapshot_of(state)
        if self._over(state):
            return snapshot
        hidden = self.hidden(state, seat)

        def back(card: str) -> str:
            return f"<{self._family(card)}>" if card in hidden else card

        for other in _others(len(state.players), seat):
            for zone in ("hands", "set_aside", "draw_piles"):
                snapshot[zone][other] = sorted(back(card) for card in getattr(state, zone)[other])
        if seat is not None:
            snapshot["draw_piles"][seat] = sorted(state.draw_piles[seat])
        snapshot["row"] = [
            [[back(card), state.face_up[card], state.tokens[card]] for card in stack]
            for stack in state.row
        ]
        in_row = {card for stack in state.row for card in stack}
        for marks in ("face_up", "tokens"):
            snapshot[marks] = {k: v for k, v in snapshot[marks].items() if k not in in_row}
        return _relabel(snapshot, {card: back(card) for card in hidden})


# -- Truel ------------------------------------------------------------------------------------


class TruelHidden:
    """TRL-8: everything on the board is public, and so are the discard pile, the rainbow
    cards beside it and those in hands (everyone saw them taken). Hidden from a seat: the
    regular cards of the other hands and the deck (its order too). Once the game (or the
    match) is over nothing is hidden. Card ids are unique; the rule's future random draws
    (``seed``, ``chance``) are nobody's knowledge, so ``known`` leaves them out."""

    def _over(self, state: Any) -> bool:
        return bool(state.stage == "over")

    def _rainbow(self, state: Any, card: str) -> bool:
        return bool(state.deck.cards[card].rainbow)

    def all_cards(self, state: Any) -> Counter[str]:
        return Counter(state.all_cards())

    def _places(self, state: Any, seat: int | None) -> list[tuple[list[str], int]]:
        if self._over(state):
            return []
        places = [(state.draw_pile, i) for i in range(len(state.draw_pile))]
        for other in _others(len(state.players), seat):
            hand = state.hands[other]
            places += [(hand, i) for i, c in enumerate(hand) if not self._rainbow(state, c)]
        return places

    def hidden(self, state: Any, seat: int | None) -> Counter[str]:
        return Counter(zone[index] for zone, index in self._places(state, seat))

    def secrets(self, state: Any, seat: int) -> Counter[str]:
        if self._over(state):
            return Counter()
        return Counter(c for c in state.hands[seat] if not self._rainbow(state, c))

    def surely_hidden(self, state: Any, seat: int) -> Counter[str]:
        return Counter(state.draw_pile) if not self._over(state) else Counter()

    def card_named(self, message: Message) -> str | None:
        return None  # Truel's events name cards by id

    def redeal(self, state: Any, seat: int | None, rng: random.Random) -> Any:
        new = _copy(state)
        _shuffle_places(self._places(new, seat), rng)
        return new

    def known(self, state: Any, seat: int | None) -> Any:
        snapshot = snapshot_of(state)
        del snapshot["seed"], snapshot["chance"]
        if self._over(state):
            return snapshot
        snapshot["draw_pile"] = len(state.draw_pile)
        for other in _others(len(state.players), seat):
            hand = state.hands[other]
            snapshot["hands"][other] = [
                len(hand),
                sorted(c for c in hand if self._rainbow(state, c)),
            ]
        return snapshot


# -- The Dwarf King -----------------------------------------------------------------------------


class DwarfKingHidden:
    """DWK-9: a seat sees its own hand, every card played into a trick (won cards were played
    face up; the table only chooses to show fewer), and the deal's special card, revealed by
    the dealer (its holder stays hidden). Hidden: the other hands, but for that special card;
    also the quest tile being chosen (from all but its chooser), the order of the specials and
    tiles to come and the seed of later shuffles, which ``known`` leaves out. What a seat
    learnt of another hand (shown fives, exchanges, the Sorcerer's take) is read from the
    state's ``known`` for ``surely_hidden``."""

    def _over(self, state: Any) -> bool:
        return bool(state.phase == "over")

    def all_cards(self, state: Any) -> Counter[str]:
        return Counter(state.all_cards())

    def _places(self, state: Any, seat: int | None) -> list[tuple[list[str], int]]:
        if self._over(state):
            return []
        places = []
        for other in _others(len(state.players), seat):
            hand, known = state.hands[other], self._knows(state, seat, other)
            places += [(hand, i) for i, c in enumerate(hand) if c not in known]
        return places

    def _knows(self, state: Any, seat: int | None, other: int) -> set[str]:
        """What ``seat`` (None: everybody) knows is in ``other``'s hand: the special card's
        identity, shown fives, a Sorcerer's public take, exchanged cards."""
        if seat is not None:
            return {state.special, *state.known[seat][other]}
        rows = [set(state.known[o][other]) for o in range(len(state.players)) if o != other]
        return {state.special, *set.intersection(*rows)}

    def hidden(self, state: Any, seat: int | None) -> Counter[str]:
        return Counter(zone[index] for zone, index in self._places(state, seat))

    def secrets(self, state: Any, seat: int) -> Counter[str]:
        return Counter() if self._over(state) else Counter(state.hands[seat])

    def surely_hidden(self, state: Any, seat: int) -> Counter[str]:
        if self._over(state):
            return Counter()
        return Counter(
            card
            for other in _others(len(state.players), seat)
            for card in state.hands[other]
            if card not in self._knows(state, seat, other)
        )

    def card_named(self, message: Message) -> str | None:
        return None  # the game's events name cards by id

    def redeal(self, state: Any, seat: int | None, rng: random.Random) -> Any:
        new = _copy(state)
        _shuffle_places(self._places(new, seat), rng)
        return new

    def known(self, state: Any, seat: int | None) -> Any:
        snapshot = snapshot_of(state)
        for secret in ("known", "seed", "specials_left", "tiles_left"):
            del snapshot[secret]
        if state.phase == "quest" and seat != state.actor:
            del snapshot["tile"]
        if not self._over(state):
            for other in _others(len(state.players), seat):
                snapshot["hands"][other] = len(state.hands[other])
        return snapshot


# -- A Game of Thrones ---------------------------------------------------------------------------


class ThronesHidden:
    """GOT-10: the board, tracks, hands and discards are public (House cards are known to
    all). Hidden until revealed together: each house's face-down orders (which areas hold
    one is public, not the tokens), its secret bid and, in a battle, its chosen House card;
    hidden from everyone: the order of the three Westeros decks. Items are named by the
    place of the secret (``order/<house>/<area>``, ``bid/<house>``, ``card/<house>``) and
    ``deck/<deck>/<card>``: what lies there is what a re-deal changes, and views must not
    change under it."""

    def _over(self, state: Any) -> bool:
        return bool(state.phase == "over")

    def _secret(self, state: Any, house: str) -> Counter[str]:
        items: Counter[str] = Counter()
        for area in state.pending[house]:
            items[f"order/{house}/{area}"] += 1
        if house in state.bids:
            items[f"bid/{house}"] += 1
        fight = state.battle
        if fight is not None and not fight.revealed and house in fight.cards:
            items[f"card/{house}"] += 1
        return items

    def _deck(self, state: Any) -> Counter[str]:
        return Counter(
            f"deck/{deck}/{card}" for deck, cards in state.decks.items() for card in cards
        )

    def all_cards(self, state: Any) -> Counter[str]:
        items = self._deck(state)
        for house in state.houses:
            items.update(self._secret(state, house))
        return items

    def hidden(self, state: Any, seat: int | None) -> Counter[str]:
        if self._over(state):
            return Counter()  # the game is over: nothing is hidden any more
        items = self._deck(state)
        for house in state.houses:
            if seat is None or house != state.houses[seat]:
                items.update(self._secret(state, house))
        return items

    def secrets(self, state: Any, seat: int) -> Counter[str]:
        return self._secret(state, state.houses[seat])

    def surely_hidden(self, state: Any, seat: int) -> Counter[str]:
        return self.hidden(state, seat)

    def card_named(self, message: Message) -> str | None:
        return None

    def redeal(self, state: Any, seat: int | None, rng: random.Random) -> Any:
        if self._over(state):
            return _copy(state)
        return self._redeal(state, seat, rng)

    def _redeal(self, state: Any, seat: int | None, rng: random.Random) -> Any:
        """The other houses' pending tokens shuffled among their own face-down areas, their
        bids and chosen cards swapped for others they could have made, the decks shuffled."""
        new = _copy(state)
        own = state.houses[seat] if seat is not None else None
        for house, placed in new.pending.items():
            if house == own:
                continue
            tokens = list(placed.values())
            rng.shuffle(tokens)
            new.pending[house] = dict(zip(placed, tokens, strict=True))
        for house in new.bids:
            if house != own:
                new.bids[house] = rng.randint(0, new.power[house])
        fight = new.battle
        if fight is not None and not fight.revealed:
            for house in fight.cards:
                if house != own:
                    fight.cards[house] = rng.choice(new.hands[house])
        for cards in new.decks.values():
            rng.shuffle(cards)
        return new

    def known(self, state: Any, seat: int | None) -> Any:
        snapshot = snapshot_of(state)
        snapshot["seed"] = snapshot["shuffles"] = None
        snapshot["decks"] = {deck: sorted(cards) for deck, cards in state.decks.items()}
        if self._over(state):
            return snapshot
        own = state.houses[seat] if seat is not None else None
        for house in state.houses:
            if house == own:
                continue
            snapshot["pending"][house] = sorted(state.pending[house])
            if house in state.bids:
                snapshot["bids"][house] = "?"
            if snapshot["battle"] and not state.battle.revealed and house in state.battle.cards:
                snapshot["battle"]["cards"][house] = "?"
        return snapshot


ADAPTERS: dict[str, HiddenItems] = {
    "claim": ClaimHidden(),
    "oriflamme": OriflammeHidden(),
    "truel": TruelHidden(),
    "dwarf-king": DwarfKingHidden(),
    "thrones": ThronesHidden(),
}
"""Game id -> its adapter; every registered game must have one."""
