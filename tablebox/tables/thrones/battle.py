"""The battle under way in words (issue 18.6), from the per-seat view alone: both sides and
the area, the supports declared, each combatant's House card (before the reveal only the
viewer's own: the view hides the others' and says only whether they have chosen), and after
the reveal the strengths and the winner."""

from __future__ import annotations

from rich.text import Text

from games.thrones.view import BattleView
from tablebox.engine import Message
from tablebox.tables.thrones.realm import mark
from tablebox.tables.thrones.words import Say, ui


def battle_text(battle: BattleView, say: Say) -> Text:
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
        if house in battle.strengths:
            strength = ui("thrones.ui.battle.strength", strength=battle.strengths[house])
            lines.append(Text("  " + say(strength), "bold"))
    if not battle.defender:
        lines.append(Text(say(ui("thrones.ui.battle.no-defender")), "dim"))
    for house, side in battle.support.items():
        backed = side in (battle.attacker, battle.defender)
        key = "thrones.ui.battle.support" if backed else "thrones.ui.battle.support-none"
        lines.append(_line(house, say(ui(key, house=side)), say))
    if battle.winner:
        lines.append(Text(say(ui("thrones.ui.battle.winner", house=battle.winner)), "bold"))
    return Text("\n").join(lines)


def _line(house: str, words: str, say: Say) -> Text:
    """``S Stark attacks from Winterfell``: the house by letter and name, then ``words``."""
    return Text.assemble(mark(house), " ", say(Message(f"thrones.term.{house}")), " ", words)
