"""Cards changing hands outside the tricks (DWK-5.1, DWK-5.5, DWK-5.9, DWK-6.4), with what
each seat learns of the others' hands (``state.known``, for ``determinize``) and the events."""

from __future__ import annotations

import random

from games.dwarf_king import cards as c
from games.dwarf_king.history import Play
from games.dwarf_king.state import DwarfKingState
from tablebox.engine import Event


def show(state: DwarfKingState, seat: int, card: str) -> None:
    """``seat`` shows ``card`` and keeps it: everyone knows where it is (DWK-2.4, DWK-2.6)."""
    for row in state.known:
        row[seat].append(card)
    state.events.append(Event("dwarf-king.shows", {"seat": seat, "card": card}))


def steal(state: DwarfKingState, seat: int, victim: int) -> None:
    """DWK-5.9: two random cards of the victim's hand go to the Flag Bearer's holder."""
    rng = random.Random(f"{state.seed}:{state.deal}:steal")
    taken = rng.sample(sorted(state.hands[victim], key=c.sort_key), 2)
    for card in taken:
        state.hands[victim].remove(card)
        state.hands[seat].append(card)
    state.victim = victim
    for observer, row in enumerate(state.known):
        if observer == seat:
            row[victim] = [card for card in row[victim] if card not in taken]
        elif observer == victim:
            row[seat] = [*row[seat], *taken]
        else:  # they saw two unknown cards move: forget what they knew of either hand
            row[victim] = []
            row[seat] = [card for card in row[seat] if card == c.GOBLIN_FLAG_BEARER]
    state.events.append(Event("dwarf-king.steals", {"seat": seat, "victim": victim}))
    state.events.append(Event("dwarf-king.you-steal", {"victim": victim, "cards": taken}, seat))
    state.events.append(Event("dwarf-king.stolen", {"seat": seat, "cards": taken}, victim))


def give(state: DwarfKingState, seat: int, first: str, second: str) -> None:
    """DWK-5.9: the holder gives any two cards back, the stolen ones and itself included."""
    victim = state.victim
    assert victim is not None
    given = [first, second]
    for card in given:
        state.hands[seat].remove(card)
        state.hands[victim].append(card)
    for observer, row in enumerate(state.known):
        if observer == seat:
            row[victim] = [*row[victim], *given]
        elif observer == victim:
            row[seat] = [card for card in row[seat] if card not in given]
        else:
            row[victim], row[seat] = [], []
    state.victim = None
    state.events.append(Event("dwarf-king.gives", {"seat": seat, "victim": victim}))
    state.events.append(Event("dwarf-king.you-give", {"victim": victim, "cards": given}, seat))
    state.events.append(Event("dwarf-king.given", {"seat": seat, "cards": given}, victim))


def take_with_sorcerer(state: DwarfKingState, seat: int, card: str) -> None:
    """DWK-6.4: take one card of the last finished trick; the Sorcerer takes its place."""
    record = state.tricks[-1]
    plays = tuple(
        Play(play.seat, c.SORCERER) if play.card == card else play for play in record.plays
    )
    state.tricks[-1] = record._replace(plays=plays, taken=card)
    state.hands[seat].remove(c.SORCERER)
    state.hands[seat].append(card)
    for row in state.known:
        row[seat].append(card)
    state.events.append(
        Event("dwarf-king.sorcerer", {"seat": seat, "card": card, "trick": record.number})
    )


def swap(state: DwarfKingState, seat: int, target: int) -> None:
    """DWK-5.1: the Druid's player swaps whole hands with the chosen player."""
    hands = state.hands
    mine, theirs = hands[seat], hands[target]
    hands[seat], hands[target] = theirs, mine
    for observer, row in enumerate(state.known):
        if observer == seat:
            row[target] = mine[:]
        elif observer == target:
            row[seat] = theirs[:]
        else:
            row[seat], row[target] = row[target], row[seat]
    state.events.append(Event("dwarf-king.swaps", {"seat": seat, "target": target}))


def pass_hands(state: DwarfKingState, seat: int, step: int) -> None:
    """DWK-5.5: every hand goes one seat to the left (+1) or right (−1)."""
    count = len(state.players)
    old = state.hands
    state.hands = [old[(target - step) % count] for target in range(count)]
    for observer, row in enumerate(state.known):
        moved = [row[(target - step) % count] for target in range(count)]
        moved[(observer + step) % count] = old[observer][:]
        state.known[observer] = moved
    direction = "left" if step == 1 else "right"
    state.events.append(Event("dwarf-king.passes", {"seat": seat, "direction": direction}))
