"""Issue 29: Czech as the boxes print it, held by tests.

- The glossary: the rulebooks' terms, per game, checked against every rendered Czech message
  (the seed's word where the English one speaks of it, and none of the wrong forms it replaces).
- English left over: every Czech message and every footer key rendered, with no English word
  that has a Czech one (an allow-list keeps the notation meant for developers).
- Numbers in the language's own format (Babel's locale rules), and the preposition "s"/"se"
  before a numeral.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import re
from collections.abc import Iterator
from dataclasses import dataclass

import pytest

import tablebox
import tablebox.catalog.en
from tablebox.catalog import Catalog
from tablebox.catalog.cs import thrones as czech_thrones
from tablebox.catalog.cs.common import with_count
from tablebox.engine import Message
from tests.tablebox.test_catalog import fields, sample_for

MODULES = sorted(info.name for info in pkgutil.iter_modules(tablebox.catalog.en.__path__))
NAMES = ["Adam", "Bára", "Cyril"]
CZECH = Catalog("cs", NAMES)


def module_messages(language: str, name: str) -> dict[str, str]:
    messages: dict[str, str] = importlib.import_module(
        f"tablebox.catalog.{language}.{name}"
    ).MESSAGES
    return messages


def rendered(key: str, template: str, catalog: Catalog = CZECH) -> str:
    """``key`` in words, its fields filled with sample values of their kinds."""
    prefix = key.split(".", 1)[0]
    params = {name: sample_for(prefix, spec) for name, spec in fields(template)}
    return catalog.text(Message(key, params))  # type: ignore[arg-type]


def czech_messages() -> Iterator[tuple[str, str, str]]:
    """(key, English template, Czech text) for every key of every module."""
    for name in MODULES:
        english = module_messages("en", name)
        for key, template in module_messages("cs", name).items():
            yield key, english.get(key, ""), rendered(key, template)


# -- the glossary ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Term:
    """A rulebook's term: where the English template says ``english`` (a regular expression),
    the Czech text says ``czech``; no Czech text of the game says any of ``wrong``."""

    game: str
    english: str | None
    czech: str | None
    wrong: tuple[str, ...]
    why: str
    exempt: frozenset[str] = frozenset()


GLOSSARY = (
    Term(
        "oriflamme",
        r"\binfluence\b",
        r"\bbod(y|ů|em)?\b",
        (r"\bvlivy\b", r"\bvlivů\b", r"\bvlivem\b", r"\d vliv\b", r"\bSkrýt \(\+1"),
        "the rulebook counts 'body vlivu' (70 žetonů bodů vlivu); the reveal choice is"
        " 'Ponechat lícem dolů'",
        # Column headings and the players' table: a label, not a count.
        frozenset({"oriflamme.ui.players.numbers", "oriflamme.ui.players.numbers-short"}),
    ),
    Term(
        "thrones",
        r"\bpower\b",
        r"síl[ay]|\bsíl\b",
        (r"\bmoci\b", r"\bmoc\b"),
        "the seed calls power tokens 'žetony síly' (100 žetonů síly)",
        # A Westeros card's crowns and the House cards' texts speak of power as the rules do.
        frozenset(),
    ),
    Term(
        "thrones",
        None,
        None,
        (r"mokřad", r"Prasklepeto", r"\bRovina\b", r"Kailinsk", r"Nabídky o stupnici Noční"),
        "a march is a borderland (pomezí), no invented area names, the wildling bid is no track",
    ),
    Term(
        "dwarf-king",
        None,
        None,
        (r"pokud v něm není eso", r"\bZačátečníci\b", r"\bztrácí 3 body", r"\bSudá\b", r"Lichá"),
        "the reviewer's fixes: ledaže, Pro začátečníky, ztratí, Sudé/Liché",
    ),
    Term(
        "claim",
        None,
        None,
        (r"rozšlapuje", r"\bs [234]\b"),
        "the giant 'rozšlápne' a gnome; 'se' before 2, 3, 4",
    ),
    Term(
        "truel",
        None,
        None,
        (r"staví na políčko",),
        "'končí na políčku, kde stojí Adam, a bere mu'",
    ),
)


@pytest.mark.parametrize("term", GLOSSARY, ids=lambda term: f"{term.game}:{term.why[:30]}")
def test_the_czech_messages_keep_the_rulebooks_terms(term: Term) -> None:
    prefix = f"{term.game}."
    problems = []
    checked = 0
    for key, english, czech in czech_messages():
        if not key.startswith(prefix) or key in term.exempt:
            continue
        checked += 1
        for wrong in term.wrong:
            if re.search(wrong, czech):
                problems.append(f"{key}: {wrong!r} in {czech!r}")
        said = term.english and re.search(term.english, english, re.IGNORECASE)
        if said and term.czech and not re.search(term.czech, czech, re.IGNORECASE):
            problems.append(f"{key}: no {term.czech!r} in {czech!r}")
    assert checked > 10, f"no messages of {term.game}"
    assert not problems, f"{term.why}:\n" + "\n".join(problems)


def test_every_oriflamme_count_of_influence_says_bod() -> None:
    """The example the issue gives: every Oriflamme message that counts influence says bod."""
    gains = CZECH.text(
        Message(
            "oriflamme.gains",
            {"seat": 1, "amount": 2, "kind": "lord", "family": "red", "why": Message("x")},
        )
    )
    assert "Bára získává 2 body vlivu" in gains
    assert CZECH.text("oriflamme.ui.reveal.hide") == "Ponechat lícem dolů (+1 bod vlivu)"


def test_no_thrones_name_is_a_marsh_or_made_up() -> None:
    names = [*czech_thrones.AREA_NAMES.values(), *czech_thrones.MAP_LABELS.values()]
    assert not [name for name in names if "mokřad" in name or "Prasklep" in name]
    assert czech_thrones.AREA_NAMES["dornish_marches"] == "Dornské pomezí"
    # An area without a certain Czech name keeps the English one.
    assert CZECH.term("thrones", "crackclaw_point") == "Crackclaw Point"


def test_the_wildling_bid_is_not_a_track() -> None:
    bids = Message("thrones.bids-revealed", {"track": "wildlings", "bids": []})
    assert CZECH.text(bids).startswith("Nabídky proti divokým")
    throne = Message("thrones.bids-revealed", {"track": "iron_throne", "bids": []})
    assert CZECH.text(throne).startswith("Nabídky o stupnici Železný trůn")


TABLEBOX_UNDECLINED = re.compile(r"\b(hr[ua]|hrou|hry|jazyk|okn[oě]|verz[ei]|s|se)\s+tablebox\b")
"""The program's name after a noun or "s" stays in the nominative: "uložená hra tablebox"."""


def test_the_programs_name_is_declined() -> None:
    """Issue 29.3: "uložená hra tablebox", "okně tablebox" -> "tableboxu" (and "s tableboxem"),
    everywhere the name follows a noun or a preposition, not only in the example given."""
    problems = [
        f"{key}: {found.group()!r} in {czech!r}"
        for key, _, czech in czech_messages()
        if (found := TABLEBOX_UNDECLINED.search(czech))
    ]
    assert not problems, "\n".join(problems)


# -- English left over ----------------------------------------------------------------------------

LEFTOVERS = re.compile(
    r"\b(seed|Seed|SEED|FILE|Space|space|left|right|GAME|NAMES|SECONDS|ADDRESS|CODE|BOTS"
    r"|Enter plays|Computer|Human|wins|player|players)\b"
)
"""English words that have a Czech one, as whole words."""

DEVELOPER_NOTATION = re.compile(
    r"\$TABLEBOX_[A-Z_]+|config\.json|think_seconds|--[a-z-]+|`[^`]*`|'[^']*'"
    r"|tablebox\[web\]|pip install[^,;)]*"
    r"|\b[a-z_]+=[a-z0-9,-]+|\b[a-z]+(?:-[a-z]+)+ \([^)]*\)"
)
"""Notation meant for developers or typed as it is (variables, files, options, commands, an
option's typed value: ``direction=left-to-right``, or a value given with its meaning beside it,
``right-to-left (zprava doleva)``)."""


TYPED_NOTATION = re.compile(r"<[^>]+>")
"""A message that spells out an action's typed notation shows its parts as <placeholders>
("place <karta> left"): the notation is the same in every language (tools drive the games by
it), so its words stay."""


def without_notation(text: str) -> str:
    return "" if TYPED_NOTATION.search(text) else DEVELOPER_NOTATION.sub(" ", text)


def test_no_czech_message_leaves_english_words() -> None:
    problems = [
        f"{key}: {found.group()!r} in {czech!r}"
        for key, _, czech in czech_messages()
        if (found := LEFTOVERS.search(without_notation(czech)))
    ]
    assert not problems, "\n".join(problems)


def all_bindings() -> Iterator[tuple[str, object]]:
    """Every binding of every screen and widget class in tablebox."""
    from textual.dom import DOMNode

    for info in pkgutil.walk_packages(tablebox.__path__, "tablebox."):
        if ".serve" in info.name or info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, DOMNode) and cls.__module__ == module.__name__:
                for binding in vars(cls).get("BINDINGS", []):
                    yield f"{info.name}.{cls.__name__}", binding


def test_every_footer_key_reads_in_czech() -> None:
    """Each binding's description and its key's name, as the Czech footer shows them."""
    from textual.binding import Binding

    from tablebox.widgets.language import described, key_shown

    catalog = Catalog("cs")
    problems = []
    seen = 0
    for owner, binding in all_bindings():
        if not isinstance(binding, Binding) or not binding.show:
            continue
        seen += 1
        shown = (
            f"{described(binding.description, catalog)} {key_shown(binding.key_display, catalog)}"
        )
        if found := LEFTOVERS.search(shown):
            problems.append(f"{owner} {binding.key}: {found.group()!r} in {shown!r}")
    assert seen > 40
    assert not problems, "\n".join(problems)


ENGLISH_COLOUR_LETTERS = re.compile(r"(?<![^\W\d_])[rgbRGB](?![^\W\d_])")
"""Truel's colours by their English initials (red, green, blue), a letter standing alone (not
in a word): on a Czech table they are č z m (červená, zelená, modrá, the rulebook's colours),
issue 29.4. The board has no words: any r, g or b on it is a colour's."""


def test_truels_colour_letters_are_czech_on_a_czech_table() -> None:
    """The board's spaces, the pawns, the legend, the players' colours and gems: no English
    initial left; each colour's Czech initial where the English table shows its English one."""
    from games.truel import rules
    from tablebox.tables.truel.board_text import board_text, legend_text
    from tablebox.tables.truel.panels import players_text
    from tablebox.tables.truel.results import results_text

    state = rules.new_game(["Ota", "Iva", "Ema"], {}, seed=1)
    state.pawns = ["R3", "R3", "G3"]  # two pawns on one space, one alone
    view = rules.view(state, 0)
    czech, english = Catalog("cs").text, Catalog("en").text
    board = board_text(view, say=czech).plain.splitlines()[1:]  # under the ruler's a…o
    drawn = {
        "board": "\n".join(board),
        "legend": legend_text(czech).plain,
        "players": players_text(view, say=czech).plain,
        "results": results_text(view, czech).plain,
    }
    for where, text in drawn.items():
        shown = without_notation(text)
        for name in ("Ota", "Iva", "Ema"):
            shown = shown.replace(name, "")
        letters = re.compile("[rgbRGB]") if where == "board" else ENGLISH_COLOUR_LETTERS
        found = letters.findall(shown)
        assert not found, f"{where}: {found} in\n{text}"
    assert re.findall(r"◆[čzm]\d", drawn["players"]) and "č z m" in drawn["legend"]
    assert re.findall(r"◆[rgb]\d", players_text(view, say=english).plain)
    assert "r g b" in legend_text(english).plain


@pytest.mark.parametrize(("language", "reference"), [("en", "truel.md"), ("cs", "cs/truel.md")])
def test_truels_rule_reference_names_the_signs_the_table_draws(
    language: str, reference: str
) -> None:
    """The reference's list of the board's signs uses the letters the table of its language
    draws (Czech `č` `z` `m`, `S→č`, `Č→č` or `(Z)`)."""
    from pathlib import Path

    from tablebox.tables.truel.board_text import colour_mark

    text = (Path(__file__).parents[2] / "seeds" / reference).read_text(encoding="utf-8")
    say = Catalog(language).text
    red, green, blue = (colour_mark(colour, say) for colour in ("red", "green", "blue"))
    assert f"`{red}` `{green}` `{blue}`" in text
    assert f"`S→{red}`" in text and f"`{red.upper()}→{red}`" in text
    assert f"`({green.upper()})`" in text


def test_the_hand_off_cover_names_space_in_czech() -> None:
    from tablebox.widgets.language import key_shown

    assert key_shown("Enter/Space", Catalog("cs")) == "Enter/mezerník"
    assert key_shown("Enter/Space", Catalog("en")) == "Enter/Space"


# -- numbers --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("language", "value", "decimals", "shown"),
    [
        ("en", 1172, 0, "1,172"),
        ("cs", 1172, 0, "1\N{NO-BREAK SPACE}172"),
        ("en", 0.009, 3, "0.009"),
        ("cs", 0.009, 3, "0,009"),
        ("en", 54.4, 1, "54.4"),
        ("cs", 54.4, 1, "54,4"),
        ("cs", 171454, 0, "171\N{NO-BREAK SPACE}454"),
    ],
)
def test_numbers_in_each_language(language: str, value: float, decimals: int, shown: str) -> None:
    assert Catalog(language).number(value, decimals) == shown


@pytest.mark.parametrize(
    ("language", "share", "shown"),
    [("en", 0.4, "40.00%"), ("cs", 0.4, "40,00\N{NO-BREAK SPACE}%"), ("cs", 0.5444, "54,44\xa0%")],
)
def test_percentages_in_each_language(language: str, share: float, shown: str) -> None:
    assert Catalog(language).percent(share, 2) == shown


@pytest.mark.parametrize(
    ("count", "shown"),
    [
        (1, "s 1"),
        (2, "se 2"),
        (3, "se 3"),
        (4, "se 4"),
        (5, "s 5"),
        (6, "se 6"),
        (7, "se 7"),
        (11, "s 11"),
        (12, "se 12"),
        (20, "se 20"),
        (52, "s 52"),
        (100, "se 100"),
    ],
)
def test_the_czech_with_takes_a_vowel_before_some_numerals(count: int, shown: str) -> None:
    assert with_count(count) == shown


def test_a_czech_report_formats_its_numbers(capsys: pytest.CaptureFixture[str]) -> None:
    from tablebox.cli import main

    assert main(["simulate", "claim", "--games", "20", "--seed", "1", "--lang", "cs"]) in (0, None)
    out = capsys.readouterr().out
    assert re.search(r"sekundy\s+\d+,\d{3}\b", out)
    assert re.search(r"\(\d+,\d\d\xa0%\)", out)
    assert re.search(r"průměrná délka \d+,\d tahu", out)
    assert not re.search(r"\d\.\d", out)


COMMANDS = ["", "new claim", "load", "replay", "simulate claim", "list", "stats", "host claim"]
COMMANDS += ["new oriflamme", "new dwarf-king", "new truel", "new thrones"]  # each game's options


@pytest.mark.parametrize("command", [*COMMANDS, "join"])
def test_the_czech_help_has_no_english_words(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """The help's placeholders and texts in Czech: SEMÍNKO, SOUBOR, ADRESA, never SEED or FILE
    (option names and typed values are notation, the same in every language)."""
    from tablebox.cli import main

    assert main(["--lang", "cs", *command.split(), "--help"]) == 0
    shown = capsys.readouterr().out
    found = [match.group() for match in LEFTOVERS.finditer(without_notation(shown))]
    assert not found, shown


def test_issue_29_2_the_area_panel_gives_the_english_name_beside_the_czech_one() -> None:
    """Issue 29.2: a player with the English board or the seed finds the area: the panel
    shows "Zimohrad (Winterfell)"; a name the same in both languages (or English) once."""
    from tablebox.catalog import Catalog
    from tablebox.tables.thrones.area_panel import describe

    czech = Catalog("cs").text
    assert describe("winterfell", None, czech).plain.splitlines()[0] == "Zimohrad (Winterfell)"
    english = Catalog().text
    assert describe("winterfell", None, english).plain.splitlines()[0] == "Winterfell"


def test_issue_29_4_oriflamme_family_marks_are_czech_initials() -> None:
    """Issue 29.4: the letters on Oriflamme's cards are the families' Czech initials in Czech
    (R, M, Z, Ž, Č), the English ones in English (R, B, G, Y, K), distinct within each."""
    from tablebox.catalog import Catalog
    from tablebox.tables.oriflamme.intrigue_row import family_mark

    families = ["red", "blue", "green", "yellow", "black"]
    czech = [family_mark(f, Catalog("cs").text) for f in families]
    english = [family_mark(f, Catalog().text) for f in families]
    assert czech == ["R", "M", "Z", "Ž", "Č"] and english == ["R", "B", "G", "Y", "K"]
