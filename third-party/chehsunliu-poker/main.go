// The showdown line-protocol adapter for the Go module
// github.com/chehsunliu/poker (pinned v0.1.0 in go.mod and go.sum), hold'em
// high, 5 to 7 cards.
//
// What it returns: poker.Evaluate(cards) gives a Cactus Kev rank from 1
// (royal flush) to 7462 (7-5-4-3-2 offsuit), lower is better; six and seven
// cards through its own perfect-hash tables. poker.RankClass(rank) gives the
// class 1 (Straight Flush) … 9 (High Card), poker.RankString(rank) its name.
//
// Mapping: category = the class; strength = 7463 - rank (higher is better).
// Nothing is corrected.
//
// Cards: protocol "As" is the library's own string form, read by
// poker.NewCard and written back by Card.String (self-test); Card.Rank and
// Card.Suit are its rank and suit values.
//
// Domain: Evaluate takes 5, 6 or 7 cards (it panics "Only support 5, 6 and 7
// cards." otherwise). Other games: none.
package main

import (
	"fmt"
	"os"

	"github.com/chehsunliu/poker"
	"github.com/showdown-poker/showdown/third-party/common/goadapter"
)

var classTokens = map[int32]string{
	1: "straight-flush", 2: "four-of-a-kind", 3: "full-house", 4: "flush", 5: "straight",
	6: "three-of-a-kind", 7: "two-pair", 8: "one-pair", 9: "high-card",
}

func main() {
	os.Exit(goadapter.Main(goadapter.Adapter[poker.Card]{
		Library: "github.com/chehsunliu/poker",
		Returns: "poker.Evaluate: rank 1 (royal flush) .. 7462 (worst high card), lower is better; " +
			"class 1..9 via poker.RankClass. Mapped: category = class, strength = 7463 - rank",
		Names: map[string]string{
			"Straight Flush": "straight-flush", "Four of a Kind": "four-of-a-kind",
			"Full House": "full-house", "Flush": "flush", "Straight": "straight",
			"Three of a Kind": "three-of-a-kind", "Two Pair": "two-pair", "Pair": "one-pair",
			"High Card": "high-card",
		},
		Encode: func(card string) (poker.Card, error) { return poker.NewCard(card), nil },
		Decode: func(c poker.Card) string { return c.String() },
		RankOf: func(c poker.Card) int { return int(c.Rank()) },
		SuitOf: func(c poker.Card) int { return int(c.Suit()) },
		Evaluate: func(cards []poker.Card) (goadapter.Result, error) {
			rank := poker.Evaluate(cards)
			token, ok := classTokens[poker.RankClass(rank)]
			if !ok {
				return goadapter.Result{}, fmt.Errorf("library returned rank %d, class %d", rank, poker.RankClass(rank))
			}
			return goadapter.Result{Token: token, Strength: []int64{7463 - int64(rank)}, Name: poker.RankString(rank)}, nil
		},
	}))
}
