"""Claim's table: the trick table filled from a ``ClaimView`` and nothing else.

Everything Claim-specific on screen is here: prizes, followers piles, score piles by faction,
gnome rows, trolls set aside and the seer's choice. Faction colours come from the stylesheet
(``ClaimTableScreen > .faction--<id>`` in ``tablebox.tcss``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.style import Style
from rich.text import Text
from textual.screen import Screen

from tablebox.screens.claim_results import headline, results_text
from tablebox.screens.results import ResultsScreen
from tablebox.screens.trick_table import TrickTableScreen
from tablebox.widgets.cards import CardFace, ChoiceFace, pack, suit_run_parts, suit_runs

if TYPE_CHECKING:
    from games.claim.view import CardView, ClaimView, PlayView

FACTIONS = ("gnome", "giant", "dragon", "troll", "seer")
"""Factions with a colour in the stylesheet; others are drawn in the plain text colour."""

PHASES = {1: "recruiting followers", 2: "winning factions", 3: "game over"}
SEER_CHOICES = {
    "take-prize": ("p", "Keep the prize"),
    "take-deck": ("d", "Keep the deck's top card"),
}


class ClaimTableScreen(TrickTableScreen):
    COMPONENT_CLASSES: ClassVar[set[str]] = {f"faction--{faction}" for faction in FACTIONS}

    view: ClaimView | None

    # -- colours and cards -----------------------------------------------------------------------

    def faction_style(self, faction: str) -> Style:
        if faction not in FACTIONS:
            return Style()
        return self.get_component_rich_style(f"faction--{faction}", partial=True)

    def face(self, card: CardView, names: dict[str, str]) -> CardFace:
        return CardFace(
            action=card.id,
            label=card.label,
            short=str(card.value),
            suit=card.faction,
            suit_name=names.get(card.faction, card.faction),
            style=self.faction_style(card.faction),
            playable=card.playable,
            why_not=card.why_not,
        )

    def card_text(self, card: CardView) -> Text:
        return Text(card.label, style=self.faction_style(card.faction) + Style(bold=True))

    def runs(self, view: ClaimView, cards: list[CardView], empty: str = "none") -> Text:
        return suit_runs([self.face(card, view.faction_names) for card in cards], empty)

    # -- the panels ------------------------------------------------------------------------------

    def status_text(self, view: ClaimView) -> Text:
        parts = [
            Text(self.match.rules.title, style="bold"),
            Text(f"Phase {min(view.phase, 2)}: {PHASES.get(view.phase, '')}"),
        ]
        if view.phase < 3:
            parts.append(Text(f"Trick {view.trick} of {view.tricks_per_phase}"))
        if view.phase == 1:
            parts.append(Text(f"Draw pile {view.draw_pile}"))
        return Text(" │ ").join(parts)

    def trick_text(self, view: ClaimView) -> tuple[str, Text]:
        names = view.players
        lines: list[Text] = []
        if view.prizes:
            prizes = Text(", ").join(self.card_text(card) for card in view.prizes)
            lines.append(Text.assemble(("Prize  ", "bold"), prizes))
        elif view.phase == 2:
            lines.append(Text("Stakes  the winner scores both cards", style="italic"))
        lines.append(Text(view.lead_reason))
        if view.seer_choosing is not None:
            chooser = names[view.seer_choosing]
            lines.append(
                Text(f"{chooser} won with a seer and chooses: the prize or the deck's top card.")
            )
        else:
            lines.extend(self._plays(view))
        return f"Trick {view.trick} of {view.tricks_per_phase}", Text("\n").join(lines)

    def _plays(self, view: ClaimView) -> list[Text]:
        played = {play.seat: play for play in view.plays}
        width = max(len(name) for name in view.players)
        count = len(view.players)
        rows: list[Text] = []
        for offset in range(count):
            seat = (view.leader + offset) % count
            row = Text(f"  {view.players[seat]:<{width}}  ")
            if seat in played:
                row.append_text(self.card_text(played[seat].card))
            elif seat in view.to_act:
                row.append("to play…", style="italic")
            else:
                row.append("—", style="dim")
            rows.append(row)
        return rows

    def last_trick_text(self, view: ClaimView) -> tuple[str, Text] | None:
        last = view.last_trick
        if last is None:
            return None
        names = view.players
        played = Text(" · ").join(self._play_text(view, play) for play in last.plays)
        if last.prizes:
            prize = Text(", ").join(self.card_text(card) for card in last.prizes)
            played.append_text(Text.assemble("  for ", prize))
        # The notes already say why when a dragon, not the win, hands on the lead.
        lines = [
            played,
            Text(" ".join(last.notes)),
            Text(f"Next: {names[last.next_leader]} leads.", style="italic"),
        ]
        return f"Last trick: {last.number} of phase {last.phase}", Text("\n").join(lines)

    def _play_text(self, view: ClaimView, play: PlayView) -> Text:
        return Text.assemble(f"{view.players[play.seat]} ", self.card_text(play.card))

    def players_text(self, view: ClaimView) -> Text:
        lines: list[Text] = []
        width = max(len(name) for name in view.players)
        room = self.players_panel.content_size.width or 44
        for seat, name in enumerate(view.players):
            marker = "▶ " if seat in view.to_act else "  "
            line = Text.assemble(marker, (f"{name:<{width}}", "bold"))
            line.append(f"  hand {view.hand_sizes[seat]:>2}")
            if view.phase == 1:  # followers are taken into hand for phase 2
                line.append(f" · followers {view.follower_counts[seat]:>2}")
            lines.append(line)
            pile = [card for cards in view.score_piles[seat].values() for card in cards]
            groups = self._parts(view, pile)
            if view.gnome_rows[seat]:
                gnomes = self._parts(view, view.gnome_rows[seat])
                groups += [Text.assemble("in front: ", part) for part in gnomes]
            lines.extend(pack(groups, room, indent=4))
        if view.trolls_aside:
            aside = [Text.assemble("Set aside: ", *self._parts(view, view.trolls_aside))]
            lines.extend(pack(aside, room, indent=0))
        return Text("\n").join(lines)

    def _parts(self, view: ClaimView, cards: list[CardView]) -> list[Text]:
        return suit_run_parts([self.face(card, view.faction_names) for card in cards])

    # -- the hand and the seer's choice ----------------------------------------------------------

    def hand_title(self, view: ClaimView) -> str:
        if view.viewer is None:
            return "Hands hidden"
        name = view.players[view.viewer]
        if view.seer_peek is not None:
            return f"{name}: the seer's choice"
        return f"{name}'s hand ({len(view.hand or [])} cards)"

    def hand_faces(self, view: ClaimView) -> list[CardFace]:
        return [self.face(card, view.faction_names) for card in view.hand or []]

    def hand_note(self, view: ClaimView) -> Text | None:
        if view.viewer is None or view.phase != 1:
            return None
        return Text.assemble(
            "Your followers (only you see them): ",
            self.runs(view, view.followers or [], empty="none yet"),
        )

    def choice_faces(self, view: ClaimView) -> list[ChoiceFace]:
        if set(view.choices) != set(SEER_CHOICES) or view.seer_peek is None:
            return []
        cards = {"take-prize": view.prizes[0] if view.prizes else None, "take-deck": view.seer_peek}
        faces = []
        for action, (key, words) in SEER_CHOICES.items():
            card = cards[action]
            label = Text(f"{words}: ")
            if card is not None:
                label.append_text(self.card_text(card))
            faces.append(ChoiceFace(action=action, key=key, label=label))
        return faces

    def choice_intro(self, view: ClaimView) -> Text:
        others = [name for seat, name in enumerate(view.players) if seat != view.viewer]
        return Text(
            f"You won with a seer and peeked at the deck (only you see it). Keep one card;"
            f" {' and '.join(others)} gets the other."
        )

    # -- the end -------------------------------------------------------------------------------

    def results_screen(self, view: ClaimView) -> Screen[None]:
        palette = {faction: self.faction_style(faction) for faction in view.factions}
        return ResultsScreen(
            f"{self.match.rules.title}: {headline(view)}", results_text(view, palette)
        )
