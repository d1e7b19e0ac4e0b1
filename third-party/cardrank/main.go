// The showdown line-protocol adapter for the Go module
// github.com/cardrank/cardrank (pinned v0.9.0 in go.mod and go.sum), hold'em high, 5 to 7 cards: cardrank.Holdem.New(cards, nil).
//
// What it returns: an Eval whose HiRank is a Cactus Kev eval rank (1 royal
// flush .. 7462, lower is better; EvalRank.String names its category).
// HiRank Invalid (the library's "invalid number of cards") is answered
// `error`. Who wins is decided by the type's comparator, Type.NewComp.
//
// Mapping: category = the library's name of the rank; strength = the rank's place under the type's own
// comparator (common/gocardrank). Nothing is corrected.
//
// Cards: protocol "As" read by cardrank.FromString, written back by
// Card.String (self-test).
//
// Domain: the README's "5, 6, or 7 card poker hands".
package main

import (
	"os"

	"github.com/cardrank/cardrank"
	"github.com/showdown-poker/showdown/third-party/common/goadapter"
	"github.com/showdown-poker/showdown/third-party/common/gocardrank"
)

func main() {
	row := gocardrank.NewRow("high", false, map[int]cardrank.Type{0: cardrank.Holdem})
	a := gocardrank.Adapter("cardrank Holdem: HiRank (Cactus Kev eval rank); strength = place under Type.NewComp, the library's comparator")
	a.Evaluate = row.Evaluate
	os.Exit(goadapter.Main(a))
}
