"""Issue 20.3: the Czech rule references (``seeds/cs/<game>.md``) say the same numbered rules as
the English ones, in the same order, so that a rule id (``CLM-2.3``) names one rule in both
languages; and they are translations, laid out the same way, so the Rules screen's contents
read the same in both."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from markdown_it import MarkdownIt

from tablebox import registry
from tablebox.resources import data_dir, rule_reference, rule_reference_path

# A rule is defined where its id opens a heading (``## CLM-6``) or a bold lead-in at the start
# of a line or list item (``**CLM-6.2**``, ``**CLM-5.2 (proposed)**``, ``- **GOT-1.1**``).
RULE_DEFINITION = re.compile(r"(?m)^(?:#{2,4} |(?:- )?\*\*)([A-Z]{3}-\d+(?:\.\d+)*)(?=[\s*])")
HEADING = re.compile(r"(?m)^(#{2,4}) (.+)$")


def reference(language: str, game_id: str) -> str:
    """The text the Rules screen and ``tablebox rules`` show in that language."""
    return rule_reference(game_id, language)


def rule_ids(text: str) -> list[str]:
    return RULE_DEFINITION.findall(text)


def headings(text: str) -> list[tuple[int, str]]:
    return [(len(hashes), title.strip()) for hashes, title in HEADING.findall(text)]


def prose(text: str) -> set[str]:
    """The lines that are sentences: long enough, and not a table row or code."""
    lines = (line.strip() for line in text.splitlines())
    return {line for line in lines if len(line) > 40 and not line.startswith(("|", "`"))}


GAMES = registry.game_ids()


def test_every_game_has_a_czech_reference() -> None:
    folder: Path = data_dir("seeds") / "cs"
    assert sorted(path.stem for path in folder.glob("*.md")) == sorted(GAMES)
    for game_id in GAMES:  # found there, not the English fallback
        assert rule_reference_path(game_id, "cs") == folder / f"{game_id}.md"


@pytest.mark.parametrize("game_id", GAMES)
def test_both_languages_define_the_same_rule_ids_in_the_same_order(game_id: str) -> None:
    english = rule_ids(reference("en", game_id))
    assert len(english) > 20  # the pattern does find the rules
    assert rule_ids(reference("cs", game_id)) == english


@pytest.mark.parametrize("game_id", GAMES)
def test_the_czech_reference_is_a_translation(game_id: str) -> None:
    english, czech = reference("en", game_id), reference("cs", game_id)
    shared = prose(english) & prose(czech)
    assert len(shared) <= len(prose(english)) // 20, sorted(shared)[:5]
    assert re.search(r"[ěščřžýáíéůú]", czech), "no Czech letters"
    for english_heading in ("How to play", "Appendix", "About this reference"):
        assert f"## {english_heading}" not in czech


@pytest.mark.parametrize("game_id", GAMES)
def test_the_headings_keep_the_english_structure(game_id: str) -> None:
    """Rules screen contents: same tree of headings, opening with how to play, ending with the
    appendix (notation and sources, as the English test of issue 17.4 asks)."""
    english, czech = headings(reference("en", game_id)), headings(reference("cs", game_id))
    assert [level for level, _ in czech] == [level for level, _ in english]
    assert czech[0] == (2, "Jak hrát")
    top_level = [title for level, title in czech if level == 2]
    assert top_level[-1] == "Dodatek"
    after = [title for _level, title in czech[czech.index((2, "Dodatek")) :]]
    assert any("Zápis" in title for title in after)
    assert "O této příručce" in after
    # Numbered sections keep their id at the start of the heading.
    for (_, en_title), (_, cs_title) in zip(english, czech, strict=True):
        en_id = re.match(r"[A-Z]{3}-\d+(?:\.\d+)*", en_title)
        assert (en_id and cs_title.startswith(en_id.group() + " ")) or not en_id


@pytest.mark.parametrize("game_id", GAMES)
def test_markdown_parses_to_the_same_headings_and_tables(game_id: str) -> None:
    """What Textual's Markdown widget (markdown-it) builds: as many headings, tables and lists."""
    parser = MarkdownIt("gfm-like")

    def blocks(text: str) -> list[str]:
        kinds = ("heading_open", "table_open", "bullet_list_open", "hr")
        return [token.tag for token in parser.parse(text) if token.type in kinds]

    assert blocks(reference("cs", game_id)) == blocks(reference("en", game_id))


@pytest.mark.parametrize("game_id", GAMES)
def test_the_czech_reference_marks_proposed_rulings_as_navrzeno(game_id: str) -> None:
    english, czech = reference("en", game_id), reference("cs", game_id)
    if re.search(r"proposed", english, re.IGNORECASE):
        assert "navrženo" in czech
    assert not re.search(r"\bproposed\b", czech, re.IGNORECASE)
