#!/usr/bin/env python3
"""showdown line-protocol adapter for clubs (PyPI `clubs`, pinned in
third-party/requirements.txt), hold'em high, 5 to 7 cards.

What clubs returns: `Evaluator(suits, ranks, cards_for_hand,
mandatory_hole_cards=0, order=None).evaluate(hole, community)` gives an
integer hand rank, 0 the best, up to `evaluator.table.max_rank` (7462 for a
52-card deck and five-card hands): the best five-card combination of hole and
community cards. `get_rank_class(rank)` names its category ("straight
flush" ... "pair", "high card"). clubs orders the categories by their rarity
in the deck unless `order=` is given (for the 52-card deck that is the usual
order).

Mapping: category = get_rank_class(rank) through NAMES; strength =
max_rank - rank (one integer, higher is better). Nothing is corrected.

Cards: protocol "As" is clubs's own string form (`Card("As")`, rank
2-9/T/J/Q/K/A, suit s/h/d/c); it is read back from the card's `rank`
attribute and its `suit` symbol (clubs's PRETTY_SUITS). The first two cards
are the hole cards, the rest the community cards (mandatory_hole_cards=0:
every five compete).

Domain (clubs's docs): 1- to 5-card hands chosen from any number of hole and
community cards; hold'em is 2 hole + 3 to 5 community, so 5, 6, 7 cards.
Other games: Omaha (`mandatory_hole_cards=2`, ../clubs-omaha/) and any deck
of up to 4 suits x 13 ranks (short deck: ../clubs-short-deck/).
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402


class Adapter:
    LIBRARY = "clubs"
    NAMES = {
        "straight flush": "straight-flush",
        "four of a kind": "four-of-a-kind",
        "full house": "full-house",
        "flush": "flush",
        "straight": "straight",
        "three of a kind": "three-of-a-kind",
        "two pair": "two-pair",
        "pair": "one-pair",
        "high card": "high-card",
    }
    OTHER_GAMES = [
        "omaha (mandatory_hole_cards=2)",
        "short deck and other decks (ranks=9, order=...)",
        "Leduc, Kuhn (3-card decks)",
    ]
    RETURNS = (
        "rank 0 (best) .. max_rank, get_rank_class(rank) names the category. "
        "Mapped: category = that name, strength = max_rank - rank"
    )
    RANKS = 13
    MANDATORY = 0
    ORDER = None

    def load(self):
        from clubs.poker import card, evaluator

        self.card = card
        self.evaluator = evaluator.Evaluator(
            4, self.RANKS, 5, mandatory_hole_cards=self.MANDATORY, order=self.ORDER
        )
        self.suit_chars = {sym: ch for ch, sym in
                           ((k.lower(), card.PRETTY_SUITS[v])
                            for k, v in card.CHAR_SUIT_TO_INT_SUIT.items())}

    def encode(self, cards):
        return [self.card.Card(c) for c in cards]

    def decode(self, c):
        return c.rank + self.suit_chars[c.suit]

    def rank_of(self, c):
        return self.card.STR_RANKS.index(c.rank)

    def suit_of(self, c):
        return c.suit

    def score(self, ev, hole, board):
        rank = ev.evaluate(hole, board)
        name = ev.get_rank_class(rank)
        return self.NAMES[name], (ev.table.max_rank - rank,), name

    def evaluate(self, cards):
        return self.score(self.evaluator, cards[:2], cards[2:])


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
