#!/usr/bin/env python3
"""showdown line-protocol adapter for phevaluator (PyPI `phevaluator`, the
Python binding of HenryRLee/PokerHandEvaluator, pinned in
third-party/requirements.txt), hold'em high, 5 to 7 cards.

What phevaluator returns: `evaluate_cards(*cards)` gives a rank from 1
(royal flush) to 7462 (7-5-4-3-2 offsuit), "smaller is stronger" — the
same 7,462 classes as Cactus Kev's. The Python package has no category
function; the C library's `get_rank_category` splits the ranks as 1–10
straight flush, 11–166 four of a kind, 167–322 full house, 323–1599 flush,
1600–1609 straight, 1610–2467 three of a kind, 2468–3325 two pair,
3326–6185 one pair, 6186–7462 high card.

Mapping: category = the range the rank falls in (above); strength =
7463 - rank (higher is better). Nothing is corrected.

Cards: `Card("As")` (the library's parser) gives the card whose id is
rank * 4 + suit (2 = 0 .. A = 12; c d h s = 0 1 2 3) — the protocol's own
canonical index; read back with `describe_card()` (self-test). The ids go
to `evaluate_cards`.

Domain (its docs: "The number of cards must be between 5 and 7"): 5–7.
Other games: Omaha (`evaluate_omaha_cards`, 5 board + 4 hole cards: checked
by ../phevaluator-omaha/) and PLO5 / PLO6 (`evaluate_plo5_cards`,
`evaluate_plo6_cards`, not wired yet).
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402

# (highest rank of the category, token), best category first.
RANGES = [
    (10, "straight-flush"),
    (166, "four-of-a-kind"),
    (322, "full-house"),
    (1599, "flush"),
    (1609, "straight"),
    (2467, "three-of-a-kind"),
    (3325, "two-pair"),
    (6185, "one-pair"),
    (7462, "high-card"),
]


def category(rank):
    for top, token in RANGES:
        if rank <= top:
            return token
    raise ValueError("rank %d is outside 1..7462" % rank)


class Adapter:
    LIBRARY = "phevaluator"
    NAMES = {}
    OTHER_GAMES = ["omaha (evaluate_omaha_cards: 5 board + 4 hole)", "plo5", "plo6"]
    RETURNS = (
        "rank 1 (royal flush) .. 7462 (worst high card), smaller is stronger; no category "
        "function. Mapped: category = the rank's range (10/166/322/1599/1609/2467/3325/6185/7462), "
        "strength = 7463 - rank"
    )

    def load(self):
        import phevaluator
        from phevaluator.card import Card

        self.Card = Card
        self.evaluate_cards = phevaluator.evaluate_cards

    def encode(self, cards):
        return [self.Card(c) for c in cards]

    def decode(self, card):
        return card.describe_card()

    def rank_of(self, card):
        return card.id_ // 4

    def suit_of(self, card):
        return card.describe_suit()

    def evaluate(self, cards):
        rank = self.evaluate_cards(*[c.id_ for c in cards])
        return category(rank), (7463 - rank,), None


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
