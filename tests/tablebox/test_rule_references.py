"""Issue 17.4: a rule reference reads as a player needs it. It opens with how to play, and what
only tools and the curious need (the notation, where the rules come from) waits in an appendix
at the end, so the Rules screen's contents do not list it among the rules."""

from __future__ import annotations

import re

import pytest

from tablebox import registry
from tablebox.resources import rule_reference

TOOLS_ONLY = re.compile(r"notation|about this reference|board and deck files", re.IGNORECASE)


def headings(game_id: str) -> list[tuple[int, str]]:
    found = re.findall(r"(?m)^(#{2,4}) (.+)$", rule_reference(game_id))
    return [(len(hashes), title.strip()) for hashes, title in found]


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_reference_opens_with_how_to_play(game_id: str) -> None:
    assert headings(game_id)[0] == (2, "How to play")


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_notation_and_sources_wait_in_an_appendix_at_the_end(game_id: str) -> None:
    titles = headings(game_id)
    top_level = [title for level, title in titles if level == 2]
    assert top_level[-1] == "Appendix"
    appendix_at = titles.index((2, "Appendix"))
    before = [title for _level, title in titles[:appendix_at] if TOOLS_ONLY.search(title)]
    assert before == []
    after = [title for _level, title in titles[appendix_at:] if TOOLS_ONLY.search(title)]
    assert any("Notation" in title for title in after)
    assert any(title == "About this reference" for title in after)
