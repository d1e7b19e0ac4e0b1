#!/usr/bin/env python3
"""showdown line-protocol adapter for PyPokerEngineWheel (PyPI `PyPokerEngineWheel`,
pinned in third-party/requirements-apart.txt), hold'em high, 2 hole cards and 3 to
5 board cards.

What PyPokerEngine returns: `HandEvaluator.eval_hand(hole, community)` is the
integer the engine's own showdown compares (higher wins): a category bit
(HIGHCARD = 0, ONEPAIR = 1 << 8 ... STRAIGHTFLASH = 1 << 15) shifted left by
8 with up to two 4-bit ranks of the made hand, then the two hole cards' ranks
in the lowest 8 bits. `gen_hand_rank_info(hole, community)["hand"]
["strength"]` names the category ("HIGHCARD" ... "STRAIGHTFLASH").

Mapping: category = that name through NAMES; strength = eval_hand's integer
as it is (one component, higher is better). Nothing is corrected: hole cards
that break ties, or a missing straight, go out as PyPokerEngine says.

Cards: PyPokerEngine writes a card suit first ("SA" for the ace of spades,
"CT" for the ten of clubs); `Card.from_str` makes it and `str(card)` reads it
back. The last two cards of a request are the hole cards (manifest
`order = "hole-last"`), the others the community cards.

PyPokerEngineWheel 1.0.1 is PyPokerEngine 1.0.1 republished as a wheel: its
module is the same `pypokerengine`, its hand_evaluator.py the same code (line
endings apart), so it lives in its own environment (.venv-apart) beside the
original in .venv.

Domain (its docs and engine): two hole cards and a board of three to five
community cards, so 5, 6, 7 cards. Other games: none.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402


class Adapter:
    LIBRARY = "PyPokerEngineWheel"
    NAMES = {
        "HIGHCARD": "high-card",
        "ONEPAIR": "one-pair",
        "TWOPAIR": "two-pair",
        "THREECARD": "three-of-a-kind",
        "STRAIGHT": "straight",
        "FLASH": "flush",
        "FULLHOUSE": "full-house",
        "FOURCARD": "four-of-a-kind",
        "STRAIGHTFLASH": "straight-flush",
    }
    OTHER_GAMES = []
    RETURNS = (
        "eval_hand: an int (category bit << 8 | made-hand ranks, hole ranks in the low 8 bits), "
        "higher wins; gen_hand_rank_info names the category. "
        "Mapped: category = that name, strength = the int"
    )

    def load(self):
        from pypokerengine.engine.card import Card
        from pypokerengine.engine.hand_evaluator import HandEvaluator

        self.Card = Card
        self.he = HandEvaluator

    def encode(self, cards):
        return [self.Card.from_str(c[1].upper() + c[0]) for c in cards]

    def decode(self, card):
        text = str(card)
        return text[1] + text[0].lower()

    def rank_of(self, card):
        return card.rank

    def suit_of(self, card):
        return card.suit

    def evaluate(self, cards):
        hole, community = cards[-2:], cards[:-2]
        value = self.he.eval_hand(hole, community)
        name = self.he.gen_hand_rank_info(hole, community)["hand"]["strength"]
        return self.NAMES[name], (value,), name


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
