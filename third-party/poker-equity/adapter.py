#!/usr/bin/env python3
"""showdown line-protocol adapter for poker-equity (PyPI `poker-equity`, a
Rust / PyO3 abi3 wheel, pinned in third-party/requirements.txt). ORDER ONLY.
One adapter for the four rankings it shares with showdown; the folder's
manifest picks one (`--kernel`): `high` (hold'em, this folder),
`short_deck` (../poker-equity-short-deck/), `low_a5` (../poker-equity-ace-to-five/),
`deuce_seven` (../poker-equity-deuce-to-seven/).

What poker-equity returns: `score_batch(kernel, hands)` scores each hand
(cards as one string, "AhKhQsQd2c7d9s") under a ranking kernel, "lower is
better"; its Python module names no category (the Rust `evaluate_hand` does,
the Python API does not expose it), so the adapter derives none.

Mapping: no category; strength = -score (higher is better, as the protocol
wants, for the high and the low rankings alike), answered in the protocol's
order-only form `order <strength>` (manifest `answers = "order-only"`).
Nothing is corrected.

Cards: the library's own names (`card_index("As")` = rank * 4 + suit,
`card_name(index)` back); a hand goes in as the cards' names joined.

Domain (its docs): hands of five to seven cards for these kernels. Other
games: equity for fifteen variants (Omaha, stud, razz, badugi ...), not
hand-by-hand rankings.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402

KERNELS = ["high", "short_deck", "low_a5", "deuce_seven"]


class Adapter:
    LIBRARY = "poker-equity"
    NAMES = {}
    ORDER_ONLY = True
    OTHER_GAMES = ["short deck (kernel short_deck)", "ace-to-five (low_a5)",
                   "deuce-to-seven (deuce_seven)", "badugi (badugi)"]
    RETURNS = "score_batch(kernel, hands): a score, lower is better, no category. Mapped: order -score"

    def __init__(self, kernel="high"):
        self.kernel = kernel

    def load(self):
        import poker_equity

        self.pe = poker_equity

    def encode(self, cards):
        return [self.pe.card_index(c) for c in cards]

    def decode(self, index):
        return self.pe.card_name(index)

    def rank_of(self, index):
        return index // 4

    def suit_of(self, index):
        return index % 4

    def score(self, kernel, cards):
        text = "".join(self.pe.card_name(i) for i in cards)
        return None, (-self.pe.score_batch(kernel, [text])[0],), None

    def self_test_evaluate(self, cards):
        # The self-test's sets hold deuces to fives, not in the short deck:
        # they are scored by the high kernel, which reads cards the same way.
        return self.score("high" if self.kernel == "short_deck" else self.kernel, cards)

    def evaluate(self, cards):
        return self.score(self.kernel, cards)


if __name__ == "__main__":
    args = sys.argv[1:]
    kernel = "high"
    if len(args) >= 2 and args[0] == "--kernel" and args[1] in KERNELS:
        kernel = args[1]
        del sys.argv[1:3]
    sys.exit(showdown_adapter.main(Adapter(kernel)))
