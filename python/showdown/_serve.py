"""`serve`: a Python function as a program speaking showdown's line protocol.

The protocol (docs/protocol.md in the showdown repository) sends one hand per
line and reads one answer per line. `serve` does the reading, the parsing, the
formatting and the flushing; the function only evaluates.
"""

from __future__ import annotations

import numbers
import os
import re
import sys
import traceback
from typing import Any, Callable, Iterable, List, Mapping, Optional, Set, TextIO, Tuple

from ._protocol import (
    CATEGORIES,
    CATEGORY_ALIASES,
    COMPONENT_RANGE,
    DEFAULT_GAME,
    GAMES,
    LOW_HALF_SEPARATOR,
    MAX_COMPONENTS,
    PROTOCOL,
    RANKS,
    SUITS,
    counts_text,
    game_of,
)

__all__ = [
    "CATEGORIES",
    "GAMES",
    "PROTOCOL",
    "Card",
    "Skip",
    "answer_line",
    "format_answer",
    "parse_request",
    "serve",
]

_STRENGTH = re.compile(r"-?[0-9]+(\.-?[0-9]+)*")
# Cactus Kev's scale (treys, deuces, phevaluator): 1 is the royal flush,
# 7462 the worst high card; the worst rank on that scale of each category,
# strongest first.
_CACTUS_KEV_WORST = tuple(zip((10, 166, 322, 1599, 1609, 2467, 3325, 6185, 7462), reversed(CATEGORIES)))


class Card(str):
    """A card as the protocol writes it: two characters, rank then suit ("As", "Td").

    A `Card` *is* its two-character string (`Card("As") == "As"`), so a
    function may treat cards as plain strings, unpack them as
    `rank, suit = card` (the ("A", "s") form), or use the properties below.
    """

    __slots__ = ()

    def __new__(cls, text: str) -> "Card":
        if len(text) != 2 or text[0] not in RANKS or text[1] not in SUITS:
            raise ValueError(f"bad card {text!r} (a card is a rank of {RANKS} and a suit of {SUITS})")
        return super().__new__(cls, text)

    @property
    def rank(self) -> str:
        """The rank character: one of `23456789TJQKA`."""
        return self[0]

    @property
    def suit(self) -> str:
        """The suit character: one of `cdhs`."""
        return self[1]

    @property
    def rank_index(self) -> int:
        """The rank as a number: 2 is 0, ..., A is 12."""
        return RANKS.index(self[0])

    @property
    def suit_index(self) -> int:
        """The suit as a number: c 0, d 1, h 2, s 3."""
        return SUITS.index(self[1])

    @property
    def canonical_index(self) -> int:
        """The canonical card index `rank_index * 4 + suit_index` (2c is 0, As is 51)."""
        return self.rank_index * 4 + self.suit_index


class Skip(Exception):
    """Raise from the served function to answer `skip <text>`: a hand it does not handle."""


def _declared_counts(text: Optional[str]) -> Optional[Set[int]]:
    """The card counts in SHOWDOWN_CARDS ("5-7", "5,7", "9"), or None if unset or unreadable."""
    if not text:
        return None
    counts: Set[int] = set()
    try:
        for part in text.split(","):
            lo, _, hi = part.strip().partition("-")
            counts.update(range(int(lo), int(hi or lo) + 1))
    except ValueError:
        return None
    return counts


def _cards(text: str) -> List[Card]:
    return [Card(token) for token in text.split()]


def parse_request(line: str, game: str = DEFAULT_GAME, declared: Optional[Set[int]] = None) -> Tuple[List[Card], ...]:
    """Parses one request line into the arguments of the served function.

    Returns `(cards,)` for a game without hole cards and `(hole, board)` for
    a game whose layout is `hole-and-board` (Omaha, Omaha hi-lo). Raises
    `ValueError` (with the reason) for a bad card, a card given twice, a card
    not in the game's deck, a count the game or `declared` does not take, or
    a malformed deal: `serve` answers those with an `error` line, as the
    protocol asks. An unknown game is a `ShowdownError`.
    """
    rules = game_of(game)
    if rules["layout"] == "hole-and-board":
        if line.count("|") != 1:
            raise ValueError("a deal of this game is written HOLE | BOARD")
        hole_text, board_text = line.split("|")
        hole, board = _cards(hole_text), _cards(board_text)
        if len(hole) not in rules["hole"] or len(board) not in rules["board"]:
            raise ValueError(
                f"{len(hole)} hole and {len(board)} board cards: {game} takes "
                f"{counts_text(rules['hole'])} and {counts_text(rules['board'])}"
            )
        everything = hole + board
        parts: Tuple[List[Card], ...] = (hole, board)
    else:
        if "|" in line:
            raise ValueError(f"{game} deals no hole cards: no '|' expected")
        everything = _cards(line)
        if len(everything) not in rules["cards"]:
            raise ValueError(f"{len(everything)} cards: a hand of {game} has {counts_text(rules['cards'])}")
        parts = (everything,)
    seen = set()
    for card in everything:
        if card in seen:
            raise ValueError(f"the card {card} appears twice")
        seen.add(card)
    deck = rules["deck"]
    lowest = RANKS.index(deck["lowest_rank"])
    outside = [c for c in everything if c.rank_index < lowest]
    if outside:
        raise ValueError(f"{outside[0]} is not in the {deck['size']}-card deck of {game}")
    if declared is not None and len(everything) not in declared:
        counts = ",".join(str(n) for n in sorted(declared))
        raise ValueError(f"{len(everything)} cards: this program declares {counts}")
    return parts


def _is_int(x: Any) -> bool:
    return isinstance(x, numbers.Integral) and not isinstance(x, bool)


def _strength(value: Any) -> str:
    """An int or a sequence of ints as the protocol's dotted strength."""
    parts = [value] if _is_int(value) else list(value) if isinstance(value, (tuple, list)) else None
    if not parts or not all(_is_int(p) for p in parts):
        raise TypeError(f"a strength is an int or a tuple of ints, not {value!r}")
    if len(parts) > MAX_COMPONENTS:
        raise ValueError(f"a strength has at most {MAX_COMPONENTS} components, not {len(parts)}: {value!r}")
    for p in parts:
        if not COMPONENT_RANGE[0] <= int(p) <= COMPONENT_RANGE[1]:
            raise ValueError(f"strength component {p} does not fit a signed 64-bit integer")
    return ".".join(str(int(p)) for p in parts)


def _category(name: str) -> str:
    token = name.strip().lower().replace("_", "-").replace(" ", "-")
    if token in CATEGORY_ALIASES:
        return token
    if token not in CATEGORIES:
        raise ValueError(f"unknown category {name!r} (one of {', '.join(CATEGORIES)})")
    return token


def _raw_high(text: str) -> str:
    try:
        return _category(text)  # "one-pair", also "One Pair"
    except ValueError:
        pass
    words = text.split()
    if not words or len(words) > 2:
        raise ValueError(f"not an answer: {text!r}")
    category = _category(words[0])
    if len(words) == 2:
        if not _STRENGTH.fullmatch(words[1]):
            raise ValueError(f"not a strength: {words[1]!r} (integers joined by dots)")
        return f"{category} {words[1]}"
    return category


def _on_cactus_kev_scale(rules: Mapping[str, Any]) -> bool:
    """Whether a game ranks high hands as hold'em does (its categories in the file's order)."""
    return rules["wins"] == "higher" and tuple(rules["categories"]) == CATEGORIES


def _high(result: Any, game: str) -> str:
    if isinstance(result, str):
        return _raw_high(result)
    if _is_int(result):
        if not _on_cactus_kev_scale(game_of(game)):
            raise TypeError(
                f"a bare int is read on Cactus Kev's hold'em scale, which {game} does not use: "
                "return (category, strength)"
            )
        rank = int(result)
        for worst, category in _CACTUS_KEV_WORST:
            if 1 <= rank <= worst:
                return f"{category} {7463 - rank}"
        raise ValueError(f"{rank} is not on Cactus Kev's scale (1 best to 7462 worst)")
    if isinstance(result, (tuple, list)) and result:
        first = result[0]
        if isinstance(first, str) and len(result) == 2:
            category = _category(first)
            if result[1] is None:
                return category
            return f"{category} {_strength(result[1])}"
        if all(_is_int(x) for x in result):
            if not 0 <= int(first) < len(CATEGORIES):
                raise ValueError(
                    f"a tuple strength starts with the category index 0-8, not {first}: {result!r}"
                )
            return f"{CATEGORIES[int(first)]} {_strength(result)}"
    raise TypeError(
        f"cannot read an answer from {result!r}: return a category name, "
        "(category, strength), a tuple (category index, ...), or a Cactus Kev int"
    )


def _low(result: Any) -> str:
    if result is None or result is False:
        return "no-low"
    if result is True:
        return "low"
    if isinstance(result, str):
        words = result.split()
        if words == ["no-low"] or words == ["low"]:
            return words[0]
        if len(words) == 2 and words[0] == "low" and _STRENGTH.fullmatch(words[1]):
            return result.strip()
        raise ValueError(f"not a low half: {result!r} (no-low, low, or low <strength>)")
    return f"low {_strength(result)}"


def format_answer(result: Any, game: str = DEFAULT_GAME) -> str:
    """Turns what the served function returned into one protocol answer line (no newline).

    High-only games accept:

    - a category name: `"one-pair"` (also `"One Pair"`, `"one_pair"`); no strength;
    - `(category, strength)`: `("one-pair", (12, 11, 8, 5))` or `("flush", 1234)`;
    - a tuple of ints starting with the category index 0-8 (high card to
      straight flush), the whole tuple being the strength: `(1, 12, 11, 8, 5)`;
    - an int on Cactus Kev's scale (treys, deuces, phevaluator: 1 is the royal
      flush, 7462 the worst high card; only in the games that rank high hands
      as hold'em does): the category is read from it and the strength printed
      is `7463 - n`, so higher is better;
    - an answer already written out: `"one-pair 1.12.11.8.5"`.

    A higher strength must be the better hand (in the lowball games: the better low).
    Hi-lo games (answer `high-low` in `PROTOCOL["games"]`) take `(high, low)`: `high` as above,
    `low` None (no low), True (a low, no strength), or an int / tuple of ints where
    higher is the better low; or a written-out line `"flush 5.12 / low 56"`.
    Low-only games (answer `low-only`: badugi) take the strength alone, an int or
    a tuple of ints (higher is the better hand), True (a low, no strength), or a
    written-out line `"low 1092"`; the answer is `low <strength>`, with no category.
    """
    if game_of(game)["answer"] == "low-only":
        if result is None or result is False or result == "no-low":
            raise ValueError(f"a {game} answer is a low alone, never no-low: {result!r}")
        return _low(result)
    if game_of(game)["answer"] == "high-low":
        if isinstance(result, str):
            high, sep, low = result.partition(LOW_HALF_SEPARATOR)
            if not sep:
                raise ValueError(f"a {game} answer has a high and a low half: {result!r}")
            return f"{_raw_high(high)} / {_low(low)}"
        if not (isinstance(result, (tuple, list)) and len(result) == 2):
            raise TypeError(f"a {game} answer is (high, low), not {result!r}")
        return f"{_high(result[0], game)} / {_low(result[1])}"
    return _high(result, game)


def _one_line(text: str) -> str:
    return " ".join(text.split()) or "(no message)"


def answer_line(fn: Callable[..., Any], line: str, game: str = DEFAULT_GAME,
                declared: Optional[Set[int]] = None, stderr: Optional[TextIO] = None) -> str:
    """The answer to one request line: the function's verdict, `error <text>` or `skip <text>`.

    Never raises for a bad line or a failing function: a card that cannot be
    parsed, or an exception from `fn`, becomes an `error` line (with the
    traceback on `stderr`, which showdown shows next to the hand), and `Skip`
    becomes a `skip` line. A value that is no answer (None, 'Pair', five
    cards) becomes `serve: cannot read an answer from <value>: <why>`, on
    purpose not a protocol line: showdown reports a bad response in plain
    words.
    """
    try:
        args = parse_request(line, game, declared)
    except ValueError as e:
        return f"error {_one_line(str(e))}"
    try:
        result = fn(*args)
    except Skip as e:
        return f"skip {_one_line(str(e) or 'not handled')}"
    except Exception as e:  # noqa: BLE001 - any failure of the function is an answer
        if stderr is not None:
            stderr.write(f"showdown.serve: {line.strip()}\n")
            traceback.print_exc(file=stderr)
            stderr.flush()
        return f"error {_one_line(f'{type(e).__name__}: {e}')}"
    try:
        return format_answer(result, game)
    except (TypeError, ValueError) as e:
        # Deliberately not a protocol line: showdown reports a bad response
        # and names the convention the value follows (Pair, None, five cards).
        shown = _one_line(repr(result))
        if len(shown) > 200:
            shown = shown[:197] + "..."
        why = _one_line(str(e)).replace(f"cannot read an answer from {result!r}: ", "")
        return f"serve: cannot read an answer from {shown}: {why}"
    except Skip as e:
        return f"skip {_one_line(str(e) or 'not handled')}"
    except Exception as e:  # noqa: BLE001 - any failure of the function is an answer
        if stderr is not None:
            stderr.write(f"showdown.serve: {line.strip()}\n")
            traceback.print_exc(file=stderr)
            stderr.flush()
        return f"error {_one_line(f'{type(e).__name__}: {e}')}"


def serve(fn: Callable[..., Any], game: str = DEFAULT_GAME, *, stdin: Optional[TextIO] = None,
          stdout: Optional[TextIO] = None, stderr: Optional[TextIO] = None) -> None:
    """Serves `fn` over showdown's line protocol until standard input closes.

    Each request line is parsed into cards (`Card`, a two-character string
    such as "As" that also unpacks as `rank, suit = card`) and `fn` is called:

    - `fn(cards)` in a game that deals no hole cards (hold'em, short deck, the
      lowball games, stud hi-lo);
    - `fn(hole, board)` in a game whose layout is `hole-and-board` (Omaha,
      Omaha hi-lo): the cards before and after `|`.

    `game` is any id of `GAMES` (the games of the protocol.json shipped in
    this package); another is refused with `ShowdownError`, naming them.

    What `fn` may return is described in `format_answer`. Each answer is one
    line, flushed at once. A bad request line or an exception raised by `fn`
    becomes an `error <text>` line and serving goes on; raising `Skip` answers
    `skip <text>`. The card counts showdown declares (the `SHOWDOWN_CARDS`
    environment variable) are enforced: other counts are refused with `error`.

    Run from the command line as `python -m showdown serve module:function --game omaha`.
    """
    game_of(game)
    stdin = sys.stdin if stdin is None else stdin
    stdout = sys.stdout if stdout is None else stdout
    stderr = sys.stderr if stderr is None else stderr
    declared = _declared_counts(os.environ.get("SHOWDOWN_CARDS"))
    for line in _lines(stdin):
        stdout.write(answer_line(fn, line, game, declared, stderr) + "\n")
        stdout.flush()


def _lines(stream: TextIO) -> Iterable[str]:
    # readline, not iteration: iteration may read ahead and wait for more
    # input before handing over a line that has already arrived.
    while True:
        line = stream.readline()
        if not line:
            return
        yield line.rstrip("\r\n")
