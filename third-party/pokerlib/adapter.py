#!/usr/bin/env python3
"""showdown line-protocol adapter for pokerlib (PyPI `pokerlib`, pinned in
third-party/requirements.txt), hold'em high, 5 to 7 cards.

What pokerlib returns: `HandParser(cards)` parses any number of cards:
`handenum` is a `Hand` IntEnum (HIGHCARD = 0 ... STRAIGHTFLUSH = 8), and
`handfullcards` the cards of the made hand then its kickers, in the order its
comparison (`HandParser.__gt__`) reads them: handenum first, then the ranks of
handfullcards one by one.

Mapping: category = the enum's name through NAMES; strength = (handenum, the
rank of each of handfullcards) as a tuple — the key `__gt__` compares (higher
is better). Nothing is corrected.

Cards: a card is the tuple (Rank, Suit) of its IntEnums (Rank.TWO = 0 ...
Rank.ACE = 12; Suit.SPADE, CLUB, DIAMOND, HEART); read back through the
enums' names.

Domain (its README): a hand of any number of cards; hold'em is 5 to 7. Other
games: none (the package's table and round model hold'em).
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402

RANK_NAMES = "TWO THREE FOUR FIVE SIX SEVEN EIGHT NINE TEN JACK QUEEN KING ACE".split()
SUIT_NAMES = {"s": "SPADE", "c": "CLUB", "d": "DIAMOND", "h": "HEART"}


class Adapter:
    LIBRARY = "pokerlib"
    NAMES = {
        "HIGHCARD": "high-card",
        "ONEPAIR": "one-pair",
        "TWOPAIR": "two-pair",
        "THREEOFAKIND": "three-of-a-kind",
        "STRAIGHT": "straight",
        "FLUSH": "flush",
        "FULLHOUSE": "full-house",
        "FOUROFAKIND": "four-of-a-kind",
        "STRAIGHTFLUSH": "straight-flush",
    }
    OTHER_GAMES = []
    RETURNS = (
        "HandParser: handenum (Hand 0..8) and handfullcards (made hand, then kickers), "
        "compared in that order. Mapped: category = enum name, strength = (handenum, ranks...)"
    )

    def load(self):
        from pokerlib import HandParser
        from pokerlib.enums import Rank, Suit

        self.Parser = HandParser
        self.Rank = Rank
        self.Suit = Suit

    def encode(self, cards):
        return [
            (self.Rank[RANK_NAMES["23456789TJQKA".index(c[0])]], self.Suit[SUIT_NAMES[c[1]]])
            for c in cards
        ]

    def decode(self, card):
        rank, suit = card
        letter = {v: k for k, v in SUIT_NAMES.items()}[suit.name]
        return "23456789TJQKA"[RANK_NAMES.index(rank.name)] + letter

    def rank_of(self, card):
        return int(card[0])

    def suit_of(self, card):
        return int(card[1])

    def evaluate(self, cards):
        hand = self.Parser(list(cards))
        name = hand.handenum.name
        key = (int(hand.handenum),) + tuple(int(rank) for rank, _ in hand.handfullcards)
        return self.NAMES[name], key, name


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
