"""Issue 27.1: what a player needs to choose a House card, from the seat's view alone.

Before the reveal the battle panel shows each side's public strength so far (units, order,
supports); the choice lists each card of the hand with its strength, swords, fortifications
and text (House cards are public data, GOT-6.11), and names the cards already used; at the
Valyrian Steel Blade question both sides' totals without and with it, and who would win.
"""

from __future__ import annotations

from rich.text import Text

from games.thrones.board import HOUSE_CARDS
from games.thrones.view import BattleView, ThronesView
from tablebox.engine import Message
from tablebox.tables.thrones.realm import mark
from tablebox.tables.thrones.words import Say, ui

SO_FAR_KEYS = {
    "units": "thrones.ui.cards.part-units",
    "order": "thrones.ui.cards.part-order",
    "support": "thrones.ui.cards.part-support",
}


BLADE_KEYS = {"no": "thrones.ui.cards.blade-no", "yes": "thrones.ui.cards.blade-yes"}
"""The Blade question's two totals: without it, then with it (keys written whole)."""


def so_far_line(battle: BattleView, house: str, say: Say) -> Text | None:
    """``  so far 3 (units 2 + order 1)`` before the reveal, naming only what adds something
    (units always); None after."""
    parts = battle.so_far.get(house)
    if not parts:
        return None
    shown = " + ".join(
        say(ui(key, n=parts[part]))
        for part, key in SO_FAR_KEYS.items()
        if parts[part] or part == "units"
    )
    total = say(ui("thrones.ui.cards.so-far", n=sum(parts.values())))
    return Text.assemble(("  " + total, "bold"), (f" ({shown})", "dim"))


def stats(card: str, say: Say) -> str:
    """``3 ⚔2 ▤0`` in words: strength, swords, fortifications."""
    _, _, strength, swords, towers = HOUSE_CARDS[card]
    return say(ui("thrones.ui.cards.stats", strength=strength, swords=swords, towers=towers))


def card_label(card: str, say: Say) -> Text:
    """A row of the choice: the card's name and numbers, then its text (wrapped by the list)."""
    name = say(Message("thrones.ui.choice.card", {"card": card}))
    label = Text.assemble((name, "bold"), "  ", (stats(card, say), "cyan"))
    text = say(Message(f"thrones.card-text.{card}"))
    if text:
        label.append("\n" + text, "dim")
    return label


def hand_lines(view: ThronesView, say: Say, compact: bool = False) -> list[Text]:
    """Under the prompt of the choice: the cards already used, and the opponent's hand (not
    when ``compact``: a small terminal keeps its room for the cards, and the realm view ``r``
    lists the others' hands)."""
    battle, seat = view.battle, view.viewer
    if battle is None or seat is None:
        return []
    house = view.houses[seat]
    lines: list[Text] = []
    used = view.discards.get(house, [])
    if used:
        named = ", ".join(f"{_name(c, say)} {stats(c, say)}" for c in used)
        lines.append(Text(say(ui("thrones.ui.cards.used", cards=named)), "dim"))
    other = battle.defender if house == battle.attacker else battle.attacker
    if other and not compact:
        hand = sorted(view.hands.get(other, []), key=lambda c: (-HOUSE_CARDS[c][2], c))
        named = ", ".join(f"{_name(c, say)} {HOUSE_CARDS[c][2]}" for c in hand)
        lines.append(Text(say(ui("thrones.ui.cards.their-hand", house=other, cards=named))))
    return lines


def blade_lines(view: ThronesView, say: Say) -> list[Text]:
    """At the Blade question: each answer's totals, and who would win (a tie goes to the
    house higher on the Fiefdoms track, GOT-6.7)."""
    battle = view.battle
    if battle is None:
        return []
    lines: list[Text] = []
    attacker, defender = battle.attacker, battle.defender
    for answer, key in BLADE_KEYS.items():
        totals = battle.blade_totals.get(answer)
        if not totals:
            continue
        attack, defence = totals.get(attacker, 0), totals.get(defender, 0)
        said = say(
            ui(
                key,
                attacker=attacker,
                attack=attack,
                defender=defender,
                defence=defence,
            )
        )
        lines.append(Text(said + " " + say(winner(view, attack, defence)), "bold"))
    return lines


def winner(view: ThronesView, attack: int, defence: int) -> Message:
    """Who wins at these totals, and on a tie why (the Fiefdoms track, GOT-6.7)."""
    battle = view.battle
    assert battle is not None
    if attack != defence:
        house = battle.attacker if attack > defence else battle.defender
        return ui("thrones.ui.cards.wins", house=house)
    fiefdoms = view.tracks.get("fiefdoms", [])
    sides = [battle.attacker, battle.defender]
    house = min(sides, key=lambda h: fiefdoms.index(h) if h in fiefdoms else len(fiefdoms))
    return ui("thrones.ui.cards.wins-tie", house=house)


def _name(card: str, say: Say) -> str:
    return say(Message("thrones.ui.choice.card", {"card": card}))


def whose(view: ThronesView, say: Say) -> Text:
    """Issue 27.5: ``L Ann (Lannister) decides``: the player and house a decision belongs to."""
    seat = view.viewer or 0
    house = view.houses[seat]
    said = say(ui("thrones.ui.whose", player=view.players[seat], house=house))
    return Text.assemble(mark(house), " ", (said, "italic"))
