"""Claim's table: the trick table filled from a ``ClaimView`` and nothing else.

Everything Claim-specific on screen is here: prizes, followers, score piles by faction, gnome
rows, trolls set aside, teams at four, and the prize choices. How the last trick ended is told by
``tricks``. Faction colours come from the stylesheet (``ClaimTableScreen > .faction--<id>``
in ``tablebox.tcss``: one set for dark themes, one for light ones, ``ClaimTableScreen:light``),
and every card and pile names its faction in words too, so the table reads without colour.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.style import Style
from rich.table import Table
from rich.text import Text
from textual.binding import Binding, BindingType
from textual.screen import Screen

from tablebox.screens.info import InfoScreen
from tablebox.screens.results import ResultsScreen
from tablebox.screens.trick_table import TrickTableScreen
from tablebox.tables.claim.faces import FACTIONS, SHORT_NAMES, SYMBOLS
from tablebox.tables.claim.results import headline, results_text
from tablebox.tables.claim.tricks import PLACES, last_trick_lines, team_tag
from tablebox.widgets.cards import CardFace, ChoiceFace, pack, suit_run_parts, suit_runs
from tablebox.widgets.trick_area import cards_block, framed_trick, trick_blocks

if TYPE_CHECKING:
    from games.claim.view import CardView, ClaimView

HEADER_WORDINGS = ((True, "followers"), (True, "foll."), (False, "foll."))
"""A seat's line from the longest to the shortest: ``(team A&C)`` or ``(A&C)``, followers."""
PHASES = {1: "recruiting followers", 2: "winning factions", 3: "game over"}


class ClaimTableScreen(TrickTableScreen):
    COMPONENT_CLASSES: ClassVar[set[str]] = {f"faction--{faction}" for faction in FACTIONS}
    BINDINGS: ClassVar[list[BindingType]] = [Binding("a", "abilities", "Abilities")]

    view: ClaimView | None

    # -- colours and cards -----------------------------------------------------------------------

    def faction_style(self, faction: str) -> Style:
        if faction not in FACTIONS:
            return Style()
        return self.get_component_rich_style(f"faction--{faction}", partial=True)

    def label(self, card_id: str) -> str:
        """A card's name, "Giant 3" (or a faction's, "Giants"), from the catalog."""
        return self.match.catalog.card("claim", card_id)

    def face(self, card: CardView, action: str | None = None) -> CardFace:
        """A card of a hand, with the option that plays it and why it may not be played."""
        return self.face_of(
            card.id,
            action=action,
            playable=card.playable,
            why_not=None if card.why_not is None else self.say(card.why_not),
        )

    def face_of(
        self,
        card_id: str,
        action: str | None = None,
        playable: bool = True,
        why_not: str | None = None,
    ) -> CardFace:
        """A card as the widgets draw it: its names, colour and symbol, from its id."""
        faction, _, value = card_id.rpartition("-")
        label = self.label(card_id)
        return CardFace(
            action=card_id if action is None else action,
            label=label,
            short=value,
            suit=faction,
            suit_name=self.label(faction),
            suit_short=SHORT_NAMES.get(faction, ""),
            style=self.faction_style(faction),
            playable=playable,
            why_not=why_not,
            symbol=SYMBOLS.get(faction, ""),
            name=label.removesuffix(f" {value}"),
        )

    def card_text(self, card: CardView, short: bool = False) -> Text:
        return self.card_id_text(card.id, short)

    def card_id_text(self, card_id: str, short: bool = False) -> Text:
        """``◆ Dwarf 9`` (short: ``◆ Dwa 9``): the symbol teaches which faction it stands for."""
        faction, _, value = card_id.rpartition("-")
        label = f"{SHORT_NAMES[faction]} {value}" if short else self.label(card_id)
        symbol = SYMBOLS.get(faction)
        if symbol:
            label = f"{symbol} {label}"
        return Text(label, style=self.faction_style(faction) + Style(bold=True))

    def _parts(self, view: ClaimView, cards: list[CardView], short: bool = False) -> list[Text]:
        return suit_run_parts([self.face(card) for card in cards], short)

    def side_names(self, view: ClaimView) -> list[str]:
        return [self.say(name) for name in view.side_names]

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
        """Who leads and what must be followed, then the prizes and the trick as framed cards:
        each seat's name over the card it played."""
        lines = [Text(self.say(view.lead_reason))]
        size = self.card_size
        blocks = []
        if view.prizes:
            title = "Prize" if len(view.prizes) == 1 else "Prizes"
            blocks.append(cards_block(title, [self.face(card) for card in view.prizes], size))
        if view.chooser is not None:
            lines.append(Text(self._chooser_line(view), style="bold"))
        else:
            if view.follow:  # what must be followed, before anyone tries a card
                lines.append(Text("; ".join(self.say(m) for m in view.follow), style="italic"))
            blocks += trick_blocks(view.current_trick, view.players, self.face_of, size)
        room = self.trick_panel.content_size.width or 38
        trick = framed_trick(blocks, room, size, lines)
        return f"Trick {view.trick} of {view.tricks_per_phase}", trick

    def _chooser_line(self, view: ClaimView) -> str:
        assert view.chooser is not None
        name = view.players[view.chooser]
        if len(view.players) == 2:
            return f"{name} won with a seer and chooses: the prize or the deck's top card."
        if view.chooser_peeks:
            return f"{name} won with a seer and chooses: a prize or the deck's top card."
        ranking = view.last_trick.ranking if view.last_trick else [view.chooser]
        place = PLACES[ranking.index(view.chooser)]
        return f"{name} ({place} in the trick) chooses a prize."

    def last_trick_text(self, view: ClaimView) -> tuple[str, Text] | None:
        last = view.last_trick
        if last is None:
            return None
        room = self.last_panel.content_size.width or 38
        lines = last_trick_lines(view, self.card_text, room, self.say)
        return f"Last trick: {last.number} of phase {last.phase}", Text("\n").join(lines)

    def players_title(self, view: ClaimView) -> str:
        if len(view.players) == 4:
            return f"Players · teams {' v '.join(self.side_names(view))}"
        return "Players"

    def players_text(self, view: ClaimView) -> Text:
        lines = self._players_lines(view, short=False)
        # Names spelled out while they fit; abbreviated before the log is squeezed out.
        room = self.query_one("#table-right").content_size.height
        if room and len(lines) > room - 4:
            lines = self._players_lines(view, short=True)
        return Text("\n").join(lines)

    def _players_lines(self, view: ClaimView, short: bool) -> list[Text]:
        lines: list[Text] = []
        room = self.players_panel.content_size.width or 37
        # The first wording that fits every seat on one line.
        for team_word, followers in HEADER_WORDINGS:
            headers = self._headers(view, team_word, followers)
            if all(row.cell_len <= room for row in headers):
                break
        for seat, header in enumerate(headers):
            lines.append(header)
            pile = [card for cards in view.score_piles[seat].values() for card in cards]
            groups = self._parts(view, pile, short)
            if view.gnome_rows[seat]:
                gnomes = self._parts(view, view.gnome_rows[seat], short)
                groups += [Text.assemble("in front: ", part) for part in gnomes]
            lines.extend(pack(groups, room, indent=4))
        if view.trolls_aside:
            aside = [Text.assemble("Set aside: ", *self._parts(view, view.trolls_aside, short))]
            lines.extend(pack(aside, room, indent=0))
        return lines

    @staticmethod
    def _headers(view: ClaimView, team_word: bool, followers: str) -> list[Text]:
        """Each seat's line: its turn marker, name, team at four, hand and followers."""
        width = max(len(name) for name in view.players)
        rows = []
        for seat, name in enumerate(view.players):
            marker = "▶ " if seat in view.to_act else "  "
            row = Text.assemble(marker, (f"{name:<{width}}", "bold"))
            if len(view.players) == 4:
                tag = team_tag(view, seat)
                row.append(f" ({tag if team_word else tag.removeprefix('team ')})")
            row.append(f" hand {view.hand_sizes[seat]}")
            if view.phase == 1:  # followers are taken into hand for phase 2
                row.append(f" · {followers} {view.follower_counts[seat]}")
            rows.append(row)
        return rows

    # -- the hand and the prize choices ----------------------------------------------------------

    def hand_title(self, view: ClaimView) -> str:
        if view.viewer is None:
            return "Hands hidden"
        name = view.players[view.viewer]
        if view.seer_peek is not None:
            return f"{name}: the seer's choice"
        if self._choosing(view):
            return f"{name}: choose a prize"
        count = len(view.hand or [])
        return f"{name}'s hand ({count} card{'' if count == 1 else 's'})"

    def hand_faces(self, view: ClaimView) -> list[CardFace]:
        """The hand, each card carrying the option that plays it (the view's decision)."""
        actions: dict[str, str] = {}
        if view.decision is not None and view.decision.kind == "play":
            actions = {str(o.parts["card"]): o.action for o in view.decision.options}
        return [self.face(card, actions.get(card.id)) for card in view.hand or []]

    def hand_note(self, view: ClaimView) -> Text | None:
        if view.viewer is None or view.phase != 1:
            return None
        followers = [self.face(card) for card in view.followers or []]
        return Text.assemble(
            "Your followers (only you see them): ", suit_runs(followers, empty="none yet")
        )

    @staticmethod
    def _choosing(view: ClaimView) -> bool:
        decision = view.decision
        return view.viewer is not None and decision is not None and decision.kind == "take"

    def choice_faces(self, view: ClaimView) -> list[ChoiceFace]:
        if not self._choosing(view):
            return []
        assert view.decision is not None
        two = len(view.players) == 2
        faces = []
        for option in view.decision.allowed:
            prize, deck = option.parts.get("prize"), option.parts.get("deck")
            if deck and view.seer_peek is not None:
                # Short enough for three choices on one line at 80 columns; the intro says whose.
                words = "Keep the deck's top card: " if two else "Take the top card: "
                label = Text.assemble(words, self.card_text(view.seer_peek))
                faces.append(ChoiceFace(action=option.action, key="d", label=label))
            elif prize is not None and two:
                label = Text.assemble("Keep the prize: ", self.card_id_text(str(prize)))
                faces.append(ChoiceFace(action=option.action, key="p", label=label))
            elif prize is not None:
                key = str(len(faces) + 1)
                label = Text.assemble("Take ", self.card_id_text(str(prize)))
                faces.append(ChoiceFace(action=option.action, key=key, label=label))
        return faces

    def choice_intro(self, view: ClaimView) -> Text:
        names, viewer = view.players, view.viewer
        assert viewer is not None  # only the chooser's own view offers choices
        if len(names) == 2:
            others = [name for seat, name in enumerate(names) if seat != viewer]
            return Text(
                "You won with a seer and peeked at the deck (only you see it). Keep one card;"
                f" {' and '.join(others)} gets the other."
            )
        ranking = view.last_trick.ranking if view.last_trick else []
        after = [names[seat] for seat in ranking[ranking.index(viewer) + 1 :]] if ranking else []
        drawing = after[1:]
        verb = "draws" if len(drawing) == 1 else "draw"
        draw = f"; {' and '.join(drawing)} {verb} from the deck" if drawing else ""
        if view.seer_peek is not None:
            return Text(
                "You won with a seer and peeked at the deck's top card (only you see it). Take"
                f" it or a prize: if you take it, {after[0]} chooses between the prizes."
            )
        place = PLACES[ranking.index(viewer)] if viewer in ranking else "best"
        return Text(f"You placed {place}: choose a prize. {after[0]} gets the other{draw}.")

    # -- the factions' abilities ---------------------------------------------------------------

    def action_abilities(self) -> None:
        """The deck, the teams and how prizes go at this table, and what each faction does."""
        view = self.view
        if view is None:
            return
        page = Table.grid(padding=(0, 2))
        page.add_column(no_wrap=True)
        page.add_column()
        page.add_row(Text("Deck", style="bold"), self.say(view.deck))
        if len(view.players) == 4:
            page.add_row(
                Text("Teams", style="bold"),
                f"{' against '.join(self.side_names(view))}: partners sit opposite and win votes"
                " together.",
            )
        if len(view.players) > 2:
            page.add_row(
                Text("Prizes", style="bold"),
                "two per trick in phase 1: the best placed player chooses one, the next takes"
                " the other, the rest draw from the deck.",
            )
        for faction in view.factions:
            name = Text(self.label(faction), style=self.faction_style(faction))
            name.stylize("bold")
            ability = view.abilities.get(faction)
            page.add_row(name, self.say(ability) if ability is not None else "")
        heading = f"{self.match.rules.title}: the factions at this table"
        self.app.push_screen(InfoScreen(heading, page, close_key="a"))

    # -- the end -------------------------------------------------------------------------------

    def results_screen(self, view: ClaimView) -> Screen[None]:
        palette = {faction: self.faction_style(faction) for faction in view.factions}
        names = self.side_names(view)
        return ResultsScreen(
            f"{self.match.rules.title}: {headline(view, names)}",
            results_text(view, palette, self.say, names),
        )
