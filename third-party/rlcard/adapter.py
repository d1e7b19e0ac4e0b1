#!/usr/bin/env python3
"""showdown line-protocol adapter for RLCard (PyPI `rlcard` 1.2.0, pinned in
third-party/requirements.txt), hold'em high, exactly seven cards: the winner
code of its limit and no-limit hold'em games.

What rlcard returns: `rlcard.games.limitholdem.utils.Hand(cards)` takes the
cards as strings, suit then rank ("SA", "HT"); `evaluateHand()` refuses
anything but seven cards (it raises "There are not enough 7 cards in this
hand") and sets `category`, an int numbered in its own comments: 1 High
Card, 2 One Pair, 3 Two Pairs, 4 Three of a Kind, 5 Straight, 6 Flush,
7 Full House, 8 Four of a Kind, 9 Straight Flush. Which hand wins is decided
by `compare_hands(hands)` (the function rlcard's judger calls at showdown,
no-limit hold'em's judger included): a list with 1 for each winner, 0 for
each loser. rlcard gives no number that orders hands within a category.

Mapping: category = Hand.category through NAMES (rlcard's number n is the
n-th category token, weakest first, from the protocol's own list).
Strength built by sorting, because the comparison is all rlcard offers: the
4,824 seven-card hands of ladder.txt (one per value a seven-card hold'em
hand can have; make_ladder.py) are sorted at start-up with rlcard's
compare_hands on two hands ([1, 0] above, [0, 1] below, [1, 1] a tie), and
a hand's strength is its place among them found by binary search with the
same comparison (common `ComparatorStrength`). Nothing is corrected: the
order is rlcard's.

Cards: `rlcard.games.base.Card(suit, rank)`, suits "S", "H", "D", "C",
ranks "A", "2".."9", "T", "J", "Q", "K"; the hand is handed over as
`card.get_index()` (suit + rank), as rlcard's judger does; read back with
`str(card)` (rank + suit); rank values from Hand's own RANK_LOOKUP.

Domain: seven cards (Hand: "two hand cards + five public cards"); any other
count is refused by rlcard itself (manifest `cards = [7]`). The self-test's
five-card sets are scored with two more cards (the two lowest of the deck
not in the set); on first use it also checks the numbering on nine known
seven-card hands, one per category, and that rlcard refuses five, six and
eight cards, so that a wrong mapping never shows as a finding.
Other games: none here (its other games are not poker hand rankings).
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))

# One seven-card hand of each category, weakest first (the order of
# showdown_adapter.TOKENS), for the self-test of the numbering.
KNOWN = [
    "2c 4d 6h 8s Tc Qd Ah",
    "2c 2d 6h 8s Tc Qd Ah",
    "2c 2d 6h 6s Tc Qd Ah",
    "2c 2d 2h 8s Tc Qd Ah",
    "3c 4d 5h 6s 7c Qd Ah",
    "2c 4c 6c 8c Tc Qd Ah",
    "2c 2d 2h 8s 8c Qd Ah",
    "2c 2d 2h 2s Tc Qd Ah",
    "2h 3h 4h 5h 6h Qd Ac",
]


class Adapter:
    LIBRARY = "rlcard"
    # rlcard's category number n (1..9) -> the n-th token, weakest first.
    NAMES = {n: token for n, token in enumerate(showdown_adapter.TOKENS, start=1)}
    OTHER_GAMES = []
    RETURNS = (
        "Hand(7 cards).evaluateHand(): category 1..9, and compare_hands (who wins) only. "
        "Mapped: category = that number; strength = place among the hands of ladder.txt "
        "sorted by compare_hands"
    )

    def load(self):
        from rlcard.games.base import Card
        from rlcard.games.limitholdem.utils import Hand, compare_hands

        self.Card, self.Hand, self.compare_hands = Card, Hand, compare_hands
        self.rank_lookup = Hand([]).RANK_LOOKUP
        self.order = None  # sorted on first use
        self.known_checked = False

    def compare(self, a, b):
        """a, b: lists of rlcard card strings; rlcard's verdict as -1, 0, 1."""
        winners = self.compare_hands([a, b])
        verdict = {(1, 0): 1, (0, 1): -1, (1, 1): 0}.get(tuple(winners))
        if verdict is None:
            raise ValueError("compare_hands answered %r for two hands" % (winners,))
        return verdict

    def ladder(self):
        if self.order is None:
            with open(os.path.join(HERE, "ladder.txt")) as f:
                hands = [self.strings(self.encode(line.split())) for line in f if line.strip()]
            self.order = showdown_adapter.ComparatorStrength(hands, self.compare)
        return self.order

    def encode(self, cards):
        return [self.Card(c[1].upper(), c[0]) for c in cards]

    def decode(self, card):
        text = str(card)
        return text[0] + text[1].lower()

    def rank_of(self, card):
        return self.rank_lookup.index(card.rank)

    def suit_of(self, card):
        return card.suit

    @staticmethod
    def strings(cards):
        return [c.get_index() for c in cards]

    def category(self, strings):
        hand = self.Hand(list(strings))
        hand.evaluateHand()
        return hand.category

    def evaluate(self, cards):
        strings = self.strings(cards)
        number = self.category(strings)
        return self.NAMES[number], (self.ladder().strength(strings),), number

    def check_known(self):
        """The numbering on known hands, and the refusal of other counts."""
        for number, text in enumerate(KNOWN, start=1):
            got = self.category(self.strings(self.encode(text.split())))
            if got != number:
                raise AssertionError("rlcard numbers %s as %r, the adapter expects %d" % (text, got, number))
        for n in (5, 6, 8):
            cards = "2c 4d 6h 8s Tc Qd Ah Kc".split()[:n]
            try:
                self.category(self.strings(self.encode(cards)))
            except Exception:
                continue
            raise AssertionError("rlcard judged %d cards, the adapter assumes it refuses them" % n)

    def self_test_evaluate(self, cards):
        if not self.known_checked:
            self.check_known()
            self.known_checked = True
        have = {self.decode(c) for c in cards}
        free = [r + s for r in showdown_adapter.RANKS for s in showdown_adapter.SUITS if r + s not in have]
        return self.evaluate(list(cards) + self.encode(free[:2]))


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
