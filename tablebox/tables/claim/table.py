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

from tablebox.engine import Message
from tablebox.screens.info import InfoScreen
from tablebox.screens.results import ResultsScreen
from tablebox.screens.trick_table import TrickTableScreen
from tablebox.screens.worded import key_words
from tablebox.tables.claim.faces import FACTIONS, SHORT_KEYS, SYMBOLS
from tablebox.tables.claim.results import headline, results_text
from tablebox.tables.claim.tricks import last_trick_lines, team_initials, team_tag
from tablebox.tables.claim.words import styled, ui
from tablebox.widgets.card_frames import Block
from tablebox.widgets.cards import CardFace, ChoiceFace, pack, suit_run_parts, suit_runs
from tablebox.widgets.trick_area import cards_block, framed_trick, held_trick, trick_blocks

if TYPE_CHECKING:
    from games.claim.view import CardView, ClaimView

HEADER_WORDINGS = (
    (True, "claim.ui.followers"),
    (True, "claim.ui.followers-short"),
    (False, "claim.ui.followers-short"),
)
"""A seat's line from the longest to the shortest: ``(team A&C)`` or ``(A&C)``, followers."""
PHASES = {1: "claim.ui.phase-1", 2: "claim.ui.phase-2", 3: "claim.ui.phase-3"}


class ClaimTableScreen(TrickTableScreen):
    COMPONENT_CLASSES: ClassVar[set[str]] = {f"faction--{faction}" for faction in FACTIONS}
    BINDINGS: ClassVar[list[BindingType]] = [
        # During a prize or seer's choice ←→ and Enter pick a choice, not a card: the footer
        # says so (``check_action`` lets one of each pair through; issue 26.4). A key bound
        # here replaces the trick table's binding of it, so both pairs are named here.
        Binding("left,h", "move(-1)", key_words("ui.key-card"), key_display="←→"),
        Binding("left,h", "choice_move(-1)", key_words("ui.key-choice"), key_display="←→"),
        Binding("enter,space", "play", key_words("ui.key-play")),
        Binding("enter,space", "choose", key_words("ui.key-choose")),
        Binding("a", "abilities", key_words("ui.key-abilities")),
    ]

    view: ClaimView | None

    # -- colours and cards -----------------------------------------------------------------------

    def faction_style(self, faction: str) -> Style:
        if faction not in FACTIONS:
            return Style()
        return self.get_component_rich_style(f"faction--{faction}", partial=True)

    def label(self, card_id: str) -> str:
        """A card's name, "Giant 3" (or a faction's, "Giants"), from the catalog."""
        return self.match.catalog.card("claim", card_id)

    def short_name(self, faction: str) -> str:
        """``Dop`` for the doppelgangers, from the catalog; empty for a faction without one."""
        key = SHORT_KEYS.get(faction)
        return self.say(key) if key is not None else ""

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
            suit_short=self.short_name(faction),
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
        label = f"{self.short_name(faction)} {value}" if short else self.label(card_id)
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
            Text(self.game_title, style="bold"),
            Text(self.say(ui(PHASES[view.phase]))),
        ]
        if view.phase < 3:
            parts.append(Text(self._trick_of(view)))
        if view.phase == 1:
            parts.append(Text(self.say(ui("claim.ui.draw-pile", count=view.draw_pile))))
        return Text(" │ ").join(parts)

    def trick_text(self, view: ClaimView) -> tuple[str, Text]:
        """Who leads and what must be followed, then the prizes and the trick as framed cards:
        each seat's name over the card it played."""
        lines = [Text(self.say(view.lead_reason))]
        size = self.card_size
        # A trick just finished stays on the table, with its prizes, until the next card.
        last, held = view.last_trick, None
        if view.chooser is None and last is not None:
            held = held_trick(view.current_trick, last.trick)
        prizes = view.prizes if held is None or last is None else last.prizes
        before: list[Block] = []
        blocks: list[Block] = []
        if prizes:
            title = self.say(ui("claim.ui.prizes-title", count=len(prizes)))
            before.append(cards_block(title, [self.face(card) for card in prizes], size))
        if view.chooser is not None:
            lines.append(Text(self._chooser_line(view), style="bold"))
        else:
            if view.follow:  # what must be followed, before anyone tries a card
                lines.append(Text("; ".join(self.say(m) for m in view.follow), style="italic"))
            if held is not None and held.winner is not None:
                said = Message("common.ui.trick-held", {"seat": held.winner})
                lines.append(Text(self.say(said), style="italic"))
            shown = view.current_trick if held is None else held
            blocks += trick_blocks(shown, view.players, self.face_of, size)
        room = self.trick_panel.content_size.width or 38
        trick = framed_trick(blocks, room, size, lines, before)
        if held is not None and last is not None:
            number = ui("claim.ui.trick-of", trick=last.number, tricks=view.tricks_per_phase)
            return self.say(number), trick
        return self._trick_of(view), trick

    def _trick_of(self, view: ClaimView) -> str:
        return self.say(ui("claim.ui.trick-of", trick=view.trick, tricks=view.tricks_per_phase))

    def _chooser_line(self, view: ClaimView) -> str:
        assert view.chooser is not None
        name = view.players[view.chooser]
        if len(view.players) == 2:
            return self.say(ui("claim.ui.seer-chooses-2", name=name))
        if view.chooser_peeks:
            return self.say(ui("claim.ui.seer-chooses", name=name))
        ranking = view.last_trick.ranking if view.last_trick else [view.chooser]
        place = ranking.index(view.chooser) + 1
        return self.say(ui("claim.ui.place-chooses", name=name, place=place))

    def last_trick_text(self, view: ClaimView) -> tuple[str, Text] | None:
        last = view.last_trick
        if last is None:
            return None
        room = self.last_panel.content_size.width or 38
        lines = last_trick_lines(view, self.card_text, room, self.say)
        title = self.say(ui("claim.ui.last-trick-title", number=last.number, phase=last.phase))
        return title, Text("\n").join(lines)

    def players_title(self, view: ClaimView) -> str:
        if len(view.players) == 4:
            first, second = self.side_names(view)  # the two teams
            return self.say(ui("claim.ui.players-teams", a=first, b=second))
        return self.say(ui("claim.ui.players"))

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
                in_front = ui("claim.ui.in-front")
                groups += [styled(self.say, in_front, cards=part) for part in gnomes]
            lines.extend(pack(groups, room, indent=4))
        if view.trolls_aside:
            trolls = Text.assemble(*self._parts(view, view.trolls_aside, short))
            aside = [styled(self.say, ui("claim.ui.set-aside"), cards=trolls)]
            lines.extend(pack(aside, room, indent=0))
        return lines

    def _headers(self, view: ClaimView, team_word: bool, followers: str) -> list[Text]:
        """Each seat's line: its turn marker, name, team at four, hand and followers (the key
        of its wording)."""
        say = self.say
        width = max(len(name) for name in view.players)
        rows = []
        for seat, name in enumerate(view.players):
            marker = "▶ " if seat in view.to_act else "  "
            row = Text.assemble(marker, (f"{name:<{width}}", "bold"))
            if len(view.players) == 4:
                tag = team_tag(view, seat, say) if team_word else team_initials(view, seat)
                row.append(f" ({tag})")
            row.append(f" {say(ui('claim.ui.hand-size', count=view.hand_sizes[seat]))}")
            if view.phase == 1:  # followers are taken into hand for phase 2
                row.append(f" · {say(ui(followers, count=view.follower_counts[seat]))}")
            rows.append(row)
        return rows

    # -- the hand and the prize choices ----------------------------------------------------------

    def hand_title(self, view: ClaimView) -> str:
        if view.viewer is None:
            return self.say(ui("claim.ui.hands-hidden"))
        name = view.players[view.viewer]
        if view.seer_peek is not None:
            return self.say(ui("claim.ui.hand-seer", name=name))
        if self._choosing(view):
            return self.say(ui("claim.ui.hand-choose", name=name))
        return self.say(ui("claim.ui.hand", name=name, count=len(view.hand or [])))

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
        runs = suit_runs(followers, empty=self.say(ui("claim.ui.none-yet")))
        return styled(self.say, ui("claim.ui.your-followers"), cards=runs)

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
                words = ui("claim.ui.keep-deck-card" if two else "claim.ui.take-top-card")
                label = styled(self.say, words, card=self.card_text(view.seer_peek))
                faces.append(ChoiceFace(action=option.action, key="d", label=label))
            elif prize is not None and two:
                card = self.card_id_text(str(prize))
                label = styled(self.say, ui("claim.ui.keep-prize"), card=card)
                faces.append(ChoiceFace(action=option.action, key="p", label=label))
            elif prize is not None:
                key = str(len(faces) + 1)
                card = self.card_id_text(str(prize))
                label = styled(self.say, ui("claim.ui.take-prize"), card=card)
                faces.append(ChoiceFace(action=option.action, key=key, label=label))
        return faces

    def choice_intro(self, view: ClaimView) -> Text:
        names, viewer = view.players, view.viewer
        assert viewer is not None  # only the chooser's own view offers choices
        join = self.match.catalog.join
        if len(names) == 2:
            others = [name for seat, name in enumerate(names) if seat != viewer]
            return Text(self.say(ui("claim.ui.intro-seer-2", others=join(others))))
        ranking = view.last_trick.ranking if view.last_trick else []
        after = [names[seat] for seat in ranking[ranking.index(viewer) + 1 :]] if ranking else []
        if view.seer_peek is not None:
            return Text(self.say(ui("claim.ui.intro-seer", next=after[0])))
        if viewer in ranking:
            place = self.say(ui("claim.ui.place", place=ranking.index(viewer) + 1))
        else:
            place = self.say(ui("claim.ui.place-best"))
        drawing = after[1:]
        if not drawing:
            return Text(self.say(ui("claim.ui.intro-placed", place=place, next=after[0])))
        key, names_drawing = "claim.ui.intro-placed-draw", join(drawing)
        intro = ui(key, place=place, next=after[0], drawing=names_drawing, count=len(drawing))
        return Text(self.say(intro))

    # -- the factions' abilities ---------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if (action == "move" and parameters == (-1,)) or action == "play":
            return not self.choices
        if action in ("choice_move", "choose"):
            return bool(self.choices)
        return super().check_action(action, parameters)

    def action_choice_move(self, step: int) -> None:
        self.action_move(step)

    def action_choose(self) -> None:
        self.action_play()

    def action_abilities(self) -> None:
        """The deck, the teams and how prizes go at this table, and what each faction does."""
        view = self.view
        if view is None:
            return
        page = Table.grid(padding=(0, 2))
        page.add_column(no_wrap=True)
        page.add_column()
        say = self.say
        page.add_row(Text(say(ui("claim.ui.deck")), style="bold"), say(view.deck))
        if len(view.players) == 4:
            first, second = self.side_names(view)  # the two teams
            teams = say(ui("claim.ui.teams-note", a=first, b=second))
            page.add_row(Text(say(ui("claim.ui.teams")), style="bold"), teams)
        if len(view.players) > 2:
            prizes = say(ui("claim.ui.prizes-note"))
            page.add_row(Text(say(ui("claim.ui.prizes")), style="bold"), prizes)
        for faction in view.factions:
            name = Text(self.label(faction), style=self.faction_style(faction))
            name.stylize("bold")
            ability = view.abilities.get(faction)
            page.add_row(name, self.say(ability) if ability is not None else "")
        heading = say(ui("claim.ui.abilities-title", title=self.game_title))
        self.app.push_screen(InfoScreen(heading, page, close_key="a"))

    # -- the end -------------------------------------------------------------------------------

    def results_screen(self, view: ClaimView) -> Screen[None]:
        palette = {faction: self.faction_style(faction) for faction in view.factions}
        names = self.side_names(view)
        title = ui(
            "claim.ui.results-title",
            title=self.game_title,
            headline=headline(view, names, self.say),
        )
        return ResultsScreen(self.say(title), results_text(view, palette, self.say, names))
