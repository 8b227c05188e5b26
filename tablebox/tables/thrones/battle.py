"""The battle under way in words (issue 18.6), from the per-seat view alone: both sides and
the area, the supports declared, each combatant's House card (before the reveal only the
viewer's own: the view hides the others' and says only whether they have chosen), and after
the reveal each side's strength line by line (units, order, support, card, blade) and the
winner."""

from __future__ import annotations

from rich.text import Text

from games.thrones.view import BattleView
from tablebox.engine import Message
from tablebox.tables.thrones.house_cards import so_far_line
from tablebox.tables.thrones.realm import mark
from tablebox.tables.thrones.words import Say, ui


def battle_text(battle: BattleView, say: Say, compact: bool = False) -> Text:
    """The panel's text; ``compact`` (a small terminal) sums each side's strength on one
    line, naming only what adds something, so the decision below keeps its room."""
    lines = [Text(say(ui("thrones.ui.battle.title", area=battle.area)), "bold underline")]
    sides = [(battle.attacker, ui("thrones.ui.battle.attacker", area=battle.source))]
    if battle.defender:
        sides.append((battle.defender, ui("thrones.ui.battle.defender")))
    for house, role in sides:
        lines.append(_line(house, say(role), say))
        card = battle.cards.get(house)
        if card:
            said = say(ui("thrones.ui.battle.card", card=card))
        elif house in battle.chosen:
            said = say(ui("thrones.ui.battle.card-hidden"))
        else:
            said = say(ui("thrones.ui.battle.card-waiting"))
        lines.append(Text("  " + said, "bold" if card else "dim"))
        so_far = so_far_line(battle, house, say)  # issue 27.1: before the reveal
        if so_far is not None:
            lines.append(so_far)
        if house in battle.strengths:
            parts = battle.parts.get(house, {})
            strength = ui("thrones.ui.battle.strength", strength=battle.strengths[house])
            if compact and parts:
                lines.append(_one_line(parts, say(strength), say))
                continue
            lines.extend(_sum(parts, say))
            lines.append(Text("  " + say(strength), "bold"))
    if not battle.defender:
        lines.append(Text(say(ui("thrones.ui.battle.no-defender")), "dim"))
    for house, side in battle.support.items():
        backed = side in (battle.attacker, battle.defender)
        key = "thrones.ui.battle.support" if backed else "thrones.ui.battle.support-none"
        lines.append(_line(house, say(ui(key, house=side)), say))
    if battle.winner:
        key = "thrones.ui.battle.winner"
        if len(set(battle.strengths.values())) == 1 and len(battle.strengths) == 2:
            key = "thrones.ui.battle.winner-tie"  # issue 27.11: why a tie goes to this house
        lines.append(Text(say(ui(key, house=battle.winner)), "bold"))
    return Text("\n").join(lines)


PART_KEYS = {
    "units": "thrones.ui.battle.part-units",
    "order": "thrones.ui.battle.part-order",
    "support": "thrones.ui.battle.part-support",
    "card": "thrones.ui.battle.part-card",
    "blade": "thrones.ui.battle.part-blade",
}
"""A side's strength line by line, in the order the rules add it up (GOT-6.6). The engine has
no garrisons (not in the 1st edition's base game), so there is no such line."""


def _sum(parts: dict[str, int], say: Say) -> list[Text]:
    """``    units        +3`` and so on: every line of the sum, a zero one too (the Blade
    unused, no support), so a player sees that it was counted."""
    rows = [(say(ui(key)), parts[part]) for part, key in PART_KEYS.items() if part in parts]
    width = max((len(name) for name, _ in rows), default=0)
    return [Text(f"    {name:<{width}} {value:+d}", "dim") for name, value in rows]


def _one_line(parts: dict[str, int], total: str, say: Say) -> Text:
    """``  strength 6 = units 3 + order 1 + House card 2``."""
    shown = [
        f"{say(ui(key))} {parts[part]}"
        for part, key in PART_KEYS.items()
        if parts.get(part) or part == "units"
    ]
    return Text.assemble(("  " + total, "bold"), (" = " + " + ".join(shown), "dim"))


def _line(house: str, words: str, say: Say) -> Text:
    """``S Stark attacks from Winterfell``: the house by letter and name, then ``words``."""
    return Text.assemble(mark(house), " ", say(Message(f"thrones.term.{house}")), " ", words)
