#!/usr/bin/env python3
"""showdown line-protocol adapter for pokerface (PyPI `pokerface`, PokerKit's
predecessor by the same author, pinned in third-party/requirements.txt).
ORDER ONLY. One adapter for five of its games; the folder's manifest picks
one (`--game`): hold'em (`StandardEvaluator`, this folder), Omaha
(`OmahaEvaluator`, ../pokerface-omaha/), short deck (`ShortDeckEvaluator`,
../pokerface-short-deck/), ace-to-five (`LowballA5Evaluator`,
../pokerface-ace-to-five/), deuce-to-seven (`Lowball27Evaluator`,
../pokerface-deuce-to-seven/).

What pokerface returns: `<Game>Evaluator().evaluate_hand(hole, board)` gives
the best hand of the game as a hand object with an `index` and comparisons:
for a `HighIndexedHand` (standard, short deck) a lower index is the stronger
hand, for a `LowIndexedHand` (the lowball hands) a higher one (its `__lt__`).
It names no category, so the adapter derives none.

Mapping: no category; strength = -index for a HighIndexedHand, index for a
LowIndexedHand (higher is better, as the hand's own comparison says),
answered in the protocol's order-only form `order <strength>` (manifest
`answers = "order-only"`). Nothing is corrected.

Cards: `parse_cards("As")` (pokerface's own form), read back with `str(card)`;
`card.rank` and `card.suit` are its Rank and Suit enums. Hold'em-like games
take the first two cards as the hole cards (all cards compete), lowball the
whole hand as the hole; Omaha requests come as `HOLE | BOARD`.

Domain (its docs): hands of 5 to 7 cards; Omaha two of the hole cards with
three of the board. Other games: Greek hold'em, badugi (no showdown game).
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402

EVALUATORS = {
    "holdem": "StandardEvaluator",
    "omaha": "OmahaEvaluator",
    "short-deck": "ShortDeckEvaluator",
    "ace-to-five": "LowballA5Evaluator",
    "deuce-to-seven": "Lowball27Evaluator",
}


class Adapter:
    LIBRARY = "pokerface"
    NAMES = {}
    ORDER_ONLY = True
    OTHER_GAMES = ["omaha", "short deck", "ace-to-five", "deuce-to-seven", "Greek hold'em", "badugi"]
    RETURNS = (
        "evaluate_hand(hole, board): a hand with an index (lower is stronger for high hands, "
        "higher for low hands), no category. Mapped: order -index (high) or index (low)"
    )

    def __init__(self, game="holdem"):
        self.game = game

    def load(self):
        import pokerface

        self.pf = pokerface
        self.evaluator = getattr(pokerface, EVALUATORS[self.game])()
        self.standard = pokerface.StandardEvaluator()

    def encode(self, cards):
        return list(self.pf.parse_cards("".join(cards)))

    def decode(self, card):
        return str(card)

    def rank_of(self, card):
        return list(self.pf.Rank).index(card.rank)

    def suit_of(self, card):
        return card.suit.value

    def answer(self, hand):
        sign = -1 if isinstance(hand, self.pf.HighIndexedHand) else 1
        return None, (sign * hand.index,), None

    def self_test_evaluate(self, cards):
        # The self-test's sets are five-card hands with deuces to fives: the
        # standard evaluator reads them (the same cards, the same parser).
        return self.answer(self.standard.evaluate_hand(cards[:2], cards[2:]))

    def evaluate(self, cards):
        if self.game in ("ace-to-five", "deuce-to-seven"):
            return self.answer(self.evaluator.evaluate_hand(cards, []))
        return self.answer(self.evaluator.evaluate_hand(cards[:2], cards[2:]))

    def evaluate_omaha(self, hole, board):
        return self.answer(self.evaluator.evaluate_hand(hole, board))


if __name__ == "__main__":
    game = "holdem"
    if len(sys.argv) >= 3 and sys.argv[1] == "--game" and sys.argv[2] in EVALUATORS:
        game = sys.argv[2]
        del sys.argv[1:3]
    adapter = Adapter(game)
    if game == "omaha":
        adapter.evaluate_deal = adapter.evaluate_omaha
    sys.exit(showdown_adapter.main(adapter))
