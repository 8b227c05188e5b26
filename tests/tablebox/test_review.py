"""Issue 30.2: a finished game reviewed move by move (``tablebox/review.py``, ``tablebox
review``): every decision searched again as its seat saw it, the review kept beside the save,
checked when read, done again when damaged or stale, never for an unfinished game."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from games.claim import rules as claim
from tablebox import cli
from tablebox.controller import Match, Seat
from tablebox.review import (
    REVIEW_VERSION,
    Review,
    ReviewProblem,
    decisions_of,
    read_review,
    review_match,
    review_path,
    reviewed,
    search_decision,
)
from tablebox.saves import list_saves

BUDGET = 0.01
"""Seconds a decision: the tests check the review's shape, not its judgement."""


def finished_claim(folder: Path, seed: int = 4) -> tuple[Match, Path]:
    path = folder / "claim.json"
    seats = [Seat("Ann", "computer", "normal"), Seat("Ben", "computer", "normal")]
    match = Match.start("claim", seats, seed=seed, save_path=path)
    match.play_computers()
    match.save()
    match.close()
    return Match.load(path, read_only=True), path


def test_every_decision_with_a_choice_is_reviewed(tmp_path: Path) -> None:
    """Each move made where its seat had more than one legal move is searched again: its
    number, seat and move as made, the move preferred, and chances that are chances."""
    match, _ = finished_claim(tmp_path)
    review = review_match(match, BUDGET, jobs=1)
    expected = [decision.move for decision in decisions_of(match)]
    assert [decision.move for decision in review.decisions] == expected
    assert 0 < len(expected) < len(match.actions)  # forced moves are left out
    for decision in review.decisions:
        record = match.actions[decision.move - 1]
        assert (decision.seat, decision.made) == (record.seat, record.action)
        assert decision.best in {str(a) for a in claim.legal_actions(*_before(match, decision))}
        assert 0.0 <= decision.made_chance <= 1.0 and 0.0 <= decision.best_chance <= 1.0
        assert len(decision.chances) == 2 and all(0.0 <= c <= 1.0 for c in decision.chances)
        assert decision.loss >= 0.0
        if decision.made == decision.best:
            assert decision.loss == 0.0 and not decision.marked


def _before(match: Match, decision: object) -> tuple[object, int]:
    move, seat = decision.move, decision.seat  # type: ignore[attr-defined]
    state = claim.new_game(match.names, match.options, match.seed, match.deck)
    for record in match.actions[: move - 1]:
        claim.advance(state, record.seat, claim.parse_action(state, record.seat, record.action))
    return state, seat


def test_a_review_on_both_cores_reviews_the_same_decisions(tmp_path: Path) -> None:
    """Decisions are searched in worker processes, one a core: the same decisions, in order."""
    match, _ = finished_claim(tmp_path)
    review = review_match(match, BUDGET, jobs=2)
    assert [d.move for d in review.decisions] == [d.move for d in decisions_of(match)]


def test_the_review_reads_only_what_the_seat_saw(tmp_path: Path) -> None:
    """Honesty: a decision searched from two positions that differ only in cards hidden from
    its seat (the other hand and the draw pile) gives the same review for the same seed."""
    match, _ = finished_claim(tmp_path)
    first = next(iter(decisions_of(match)))
    other = claim.determinize(first.state, first.seat, random.Random(5))
    assert claim.view(other, first.seat) == claim.view(first.state, first.seat)
    twin = type(first)(first.move, first.seat, first.made, other)
    one = search_decision("claim", first, BUDGET, match.seed, iterations=60)
    two = search_decision("claim", twin, BUDGET, match.seed, iterations=60)
    assert one == two


def test_the_review_is_kept_beside_the_save_and_read_back(tmp_path: Path) -> None:
    """``<stem>.review.json``: written once, read back equal, not done again; never listed as
    a save."""
    match, path = finished_claim(tmp_path)
    made, fresh = reviewed(path, match, BUDGET, jobs=1)
    assert fresh and review_path(path) == tmp_path / "claim.review.json"
    assert read_review(review_path(path), match) == made
    again, fresh = reviewed(path, match, BUDGET, jobs=1)
    assert not fresh and again == made
    assert [summary.path.name for summary in list_saves(tmp_path)] == ["claim.json"]


DAMAGED = [
    b"",
    b"{",
    b"[]",
    b'{"version": 1}',
    b'{"format": "tablebox-review", "version": 1, "game": "claim", "save_digest": "x",'
    b' "seconds": 0.2, "decisions": [{"move": "one"}]}',
    b"\xff\xfe not text",
]


@pytest.mark.parametrize("content", DAMAGED)
def test_a_damaged_review_is_refused_then_done_again(tmp_path: Path, content: bytes) -> None:
    """A damaged review is refused with the file named (never a traceback), and the next
    review replaces it."""
    match, path = finished_claim(tmp_path)
    kept = review_path(path)
    kept.write_bytes(content)
    with pytest.raises(ReviewProblem) as refused:
        read_review(kept, match)
    assert refused.value.message.key == "review.damaged"
    assert refused.value.message.params["file"] == str(kept)
    review, fresh = reviewed(path, match, BUDGET, jobs=1)
    assert fresh and read_review(kept, match) == review


def test_a_newer_review_is_left_as_it_is(tmp_path: Path) -> None:
    match, path = finished_claim(tmp_path)
    kept = review_path(path)
    text = json.dumps({"format": "tablebox-review", "version": REVIEW_VERSION + 1})
    kept.write_text(text)
    with pytest.raises(ReviewProblem) as refused:
        reviewed(path, match, BUDGET, jobs=1)
    assert refused.value.message.key == "review.newer"
    assert kept.read_text() == text


def test_a_review_of_a_save_that_changed_is_stale_and_done_again(tmp_path: Path) -> None:
    """The review is tied to the save's setup and moves: another game in its place (here the
    same players, another deal) makes it stale."""
    match, path = finished_claim(tmp_path)
    old, _ = reviewed(path, match, BUDGET, jobs=1)
    other, _ = finished_claim(tmp_path, seed=9)
    assert read_review(review_path(path), other) is None
    new, fresh = reviewed(path, other, BUDGET, jobs=1)
    assert fresh and new.save_digest != old.save_digest


def test_an_unfinished_game_is_not_reviewed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Only a finished game: an unfinished one is refused in words, and nothing is written."""
    path = tmp_path / "open.json"
    match = Match.start("claim", [Seat("Ann"), Seat("Ben")], seed=2, save_path=path)
    match.save()
    match.close()
    with pytest.raises(ReviewProblem):
        review_match(Match.load(path, read_only=True), BUDGET)
    assert cli.main(["review", str(path)]) == 1
    err = capsys.readouterr().err
    assert "Only a finished game can be reviewed" in err and "Traceback" not in err
    assert not review_path(path).exists()


def test_the_command_prints_the_marked_moves_in_words_and_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``tablebox review FILE``: where it is kept, a heading, each marked move in words with
    the move preferred; ``--json`` the whole review for tools."""
    _, path = finished_claim(tmp_path)
    assert cli.main(["review", str(path), "--seconds", "0.01", "--jobs", "1"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"Review kept in {review_path(path)}."
    assert out[1].startswith("Claim: ") and "decisions reviewed" in out[1]
    assert all(line.startswith("  Move ") or "No move gave away" in line for line in out[2:])
    assert cli.main(["review", str(path), "--json"]) == 0
    review = Review.model_validate_json(capsys.readouterr().out)
    assert review.decisions and review.game == "claim"


@pytest.mark.parametrize(
    ("game", "players"), [("oriflamme", 2), ("dwarf-king", 3), ("truel", 3), ("thrones", 3)]
)
def test_every_game_can_be_reviewed(tmp_path: Path, game: str, players: int) -> None:
    """Through the contract alone: a finished game of each kind is reviewed, one entry per
    decision with a choice, every seat's chances in each."""
    path = tmp_path / f"{game}.json"
    seats = [Seat(f"P{n}", "computer", "normal") for n in range(players)]
    match = Match.start(game, seats, seed=3, save_path=path)
    match.play_computers()
    match.save()
    match.close()
    loaded = Match.load(path, read_only=True)
    review = review_match(loaded, jobs=1, iterations=3)
    assert [d.move for d in review.decisions] == [d.move for d in decisions_of(loaded)]
    assert all(len(d.chances) == players for d in review.decisions)


def test_again_keeps_the_old_review_until_the_new_one_is_done(tmp_path: Path) -> None:
    """``--again`` redoes a current review; until the new one is written the old one stays
    (an interrupted review loses nothing)."""
    match, path = finished_claim(tmp_path)
    old, _ = reviewed(path, match, BUDGET, jobs=1)
    seen: list[bool] = []

    def progress(done: int, total: int) -> None:
        seen.append(read_review(review_path(path), match) == old)

    new, fresh = reviewed(path, match, BUDGET, jobs=1, progress=progress, again=True)
    assert fresh and seen and all(seen)
    assert read_review(review_path(path), match) == new
