// The showdown line-protocol adapter for the Go module
// github.com/cardrank/cardrank (pinned v0.9.0 in go.mod and go.sum), deuce-to-seven lowball as cardrank.Lowball.New(cards, nil); order only: its LowballDesc names no category (it prints "(lowball desc incomplete: N)").
//
// What it returns: an Eval whose HiRank is a Cactus Kev eval rank (1 royal
// flush .. 7462, lower is better; EvalRank.String names its category); for Lowball, 7463 minus the Cactus Kev rank of exactly five cards (HiRank Invalid for other counts).
// HiRank Invalid (the library's "invalid number of cards") is answered
// `error`. Who wins is decided by the type's comparator, Type.NewComp.
//
// Mapping: no category (order only); strength = the rank's place under the type's own
// comparator (common/gocardrank). Nothing is corrected.
//
// Cards: protocol "As" read by cardrank.FromString, written back by
// Card.String (self-test); the self-test's five-card sets are scored by cardrank.Holdem, which reads cards the same way.
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
	row := gocardrank.NewRow("lowball", false, map[int]cardrank.Type{0: cardrank.Lowball})
	a := gocardrank.Adapter("cardrank Lowball: HiRank (Cactus Kev eval rank); strength = place under Type.NewComp, the library's comparator")
	a.Evaluate = row.Evaluate
	a.OrderOnly = true
	a.SelfTestEvaluate = gocardrank.Holdem
	os.Exit(goadapter.Main(a))
}
