"""Evaluators for the test suite: one correct, and each known bug on purpose.

Each takes the cards `showdown.serve` passes (two-character strings, `Card`)
and returns `(category, strength)`; the strength is a tuple that starts with
the category index, so a higher tuple is the better hand.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import TYPE_CHECKING, List, Optional, Sequence, Tuple

if TYPE_CHECKING:
    import showdown

RANKS = "23456789TJQKA"
CATEGORIES = ("high-card", "one-pair", "two-pair", "three-of-a-kind", "straight",
              "flush", "full-house", "four-of-a-kind", "straight-flush")

Key = Tuple[int, ...]


def _straight_top(ranks: Sequence[int], ace_low: bool = True) -> Optional[int]:
    present = set(ranks)
    if ace_low and 12 in present:
        present.add(-1)
    for top in range(12, 2, -1):
        if all(r in present for r in range(top - 4, top + 1)):
            return top
    return None


def _key(cards: Sequence[str], ace_low: bool = True, kickers: bool = True) -> Key:
    """The best hand of 1 to 7 cards as (category index, tiebreak ranks...)."""
    ranks = [RANKS.index(c[0]) for c in cards]
    by_suit: dict = {}
    for c, r in zip(cards, ranks):
        by_suit.setdefault(c[1], []).append(r)
    flush = next((sorted(rs, reverse=True) for rs in by_suit.values() if len(rs) >= 5), None)
    if flush:
        top = _straight_top(flush, ace_low)
        if top is not None:
            return (8, top)
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    singles = sorted(ranks, reverse=True)

    def rest(*used: int) -> List[int]:
        return [r for r in singles if r not in used]

    quads = [r for r, n in groups if n == 4]
    trips = [r for r, n in groups if n == 3]
    pairs = [r for r, n in groups if n == 2]
    if quads:
        return (7, quads[0], *rest(quads[0])[:1])
    if trips and (len(trips) > 1 or pairs):
        return (6, trips[0], max(trips[1:] + pairs))
    if flush:
        return (5, *flush[:5])
    top = _straight_top(ranks, ace_low)
    if top is not None:
        return (4, top)
    if trips:
        return (3, trips[0], *rest(trips[0])[:2])
    if len(pairs) >= 2:
        return (2, pairs[0], pairs[1], *rest(pairs[0], pairs[1])[:1])
    if pairs:
        return (1, pairs[0], *(rest(pairs[0])[:3] if kickers else []))
    return (0, *singles[:5])


def _answer(key: Key) -> Tuple[str, Key]:
    return CATEGORIES[key[0]], key


def evaluate(cards: Sequence[str]) -> Tuple[str, Key]:
    """A correct hold'em evaluator."""
    return _answer(_key(cards))


def evaluate_key(cards: Sequence[str]) -> Key:
    """The same, returning only the tuple (category index first)."""
    return _key(cards)


def wheel_missed(cards: Sequence[str]) -> Tuple[str, Key]:
    """The ace never plays low: 5-4-3-2-A is not a straight."""
    return _answer(_key(cards, ace_low=False))


def kicker_ignored(cards: Sequence[str]) -> Tuple[str, Key]:
    """One pair is scored by the pair alone: its kickers never count."""
    return _answer(_key(cards, kickers=False))


def raises_on_two_of_clubs(cards: Sequence[str]) -> Tuple[str, Key]:
    """Correct, except that it raises on any hand with the two of clubs."""
    if "2c" in cards:
        raise ZeroDivisionError("the two of clubs")
    return evaluate(cards)


def omaha(hole: Sequence[str], board: Sequence[str]) -> Tuple[str, Key]:
    """A correct Omaha evaluator: exactly two hole cards and three board cards."""
    best = max(_key(list(h) + list(b)) for h in combinations(hole, 2) for b in combinations(board, 3))
    return _answer(best)


def omaha_any_five(hole: Sequence[str], board: Sequence[str]) -> Tuple[str, Key]:
    """The classic Omaha bug: the best five of all the cards, as in hold'em."""
    return _answer(_key(list(hole) + list(board)))


def _low(cards: Sequence[str]) -> Optional[Tuple[int, ...]]:
    """The eight-or-better low of any five cards: None, or a strength where higher is the better low."""
    low_ranks = sorted({1 if c[0] == "A" else RANKS.index(c[0]) + 2 for c in cards} & set(range(1, 9)))
    if len(low_ranks) < 5:
        return None
    # The five lowest ranks; compared from the highest down, and the lower low wins: negate.
    return tuple(-r for r in sorted(low_ranks[:5], reverse=True))


def stud_hilo(cards: Sequence[str]) -> Tuple[Tuple[str, Key], Optional[Tuple[int, ...]]]:
    """A correct stud hi-lo evaluator: (high, low)."""
    return evaluate(cards), _low(cards)


def stud_hilo_never_low(cards: Sequence[str]) -> Tuple[Tuple[str, Key], None]:
    """Stud hi-lo with a right high half and never a low."""
    return evaluate(cards), None


def uses_card_properties(cards: Sequence["showdown.Card"]) -> Tuple[str, Key]:
    """Correct, reading the cards through showdown.Card's properties."""
    return evaluate([RANKS[c.rank_index] + c.suit for c in cards])


def straight_plus_flush(cards: Sequence[str]) -> Tuple[str, Key]:
    """A straight and a flush from different cards called a straight flush."""
    key = _key(cards)
    suits = Counter(c[1] for c in cards)
    top = _straight_top([RANKS.index(c[0]) for c in cards])
    if key[0] == 5 and max(suits.values()) >= 5 and top is not None:
        return _answer((8, top))
    return _answer(key)


def straight_plus_flush_on_six(cards: Sequence[str]) -> Tuple[str, Key]:
    """The same bug on six cards only: a default check (5, 6 and 7 cards) must catch it."""
    return straight_plus_flush(cards) if len(cards) == 6 else evaluate(cards)


def returns_pokersolver_name(cards: Sequence[str]) -> str:
    """pokersolver's names instead of the protocol's tokens."""
    return "Pair"


def returns_none(cards: Sequence[str]) -> None:
    """Forgets to return."""
    return None


def returns_five_cards(cards: Sequence[str]) -> List[str]:
    """The five best cards instead of a value."""
    return list(cards[:5])


def returns_index_from_one(cards: Sequence[str]) -> Key:
    """Category indexes counted from 1: a straight flush is 9."""
    return (9, len(cards))


def make_evaluator(bug: bool = False):
    """A factory, as a library may have one: its product is `evaluate` inside."""

    def evaluate(cards: Sequence[str]) -> Tuple[str, Key]:
        return straight_plus_flush(cards) if bug else _answer(_key(cards))

    return evaluate


def five_or_seven_skip(cards: Sequence[str]) -> Tuple[str, Key]:
    """Written for 5 and 7 cards: `skip` to six."""
    import showdown

    if len(cards) == 6:
        raise showdown.Skip("written for 5 and 7 cards")
    return evaluate(cards)


def five_or_seven_error(cards: Sequence[str]) -> Tuple[str, Key]:
    """Written for 5 and 7 cards: raises on six (an `error` answer)."""
    if len(cards) == 6:
        raise ValueError("written for 5 and 7 cards")
    return evaluate(cards)
