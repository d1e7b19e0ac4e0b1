// The showdown line-protocol adapter for the Go module
// github.com/cardrank/cardrank (pinned v0.9.0 in go.mod and go.sum), Omaha high: cardrank.Omaha (4 hole cards), OmahaFive (5), OmahaSix (6), each with a five-card board.
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
// Card.String (self-test); the self-test's five-card sets are scored by cardrank.Holdem, which reads cards the same way.
//
// Domain: a five-card board only (the Omaha evals index five board cards and panic on a flop or turn): other deals are answered skip.
package main

import (
	"os"

	"github.com/cardrank/cardrank"
	"github.com/showdown-poker/showdown/third-party/common/goadapter"
	"github.com/showdown-poker/showdown/third-party/common/gocardrank"
)

func main() {
	row := gocardrank.NewRow("high", false, map[int]cardrank.Type{4: cardrank.Omaha, 5: cardrank.OmahaFive, 6: cardrank.OmahaSix})
	a := gocardrank.Adapter("cardrank Omaha/OmahaFive/OmahaSix: HiRank (Cactus Kev eval rank); strength = place under Type.NewComp, the library's comparator")
	a.EvaluateDeal = row.EvaluateDeal
	a.HoleCards, a.BoardCards = []int{4, 5, 6}, []int{5}
	a.SelfTestEvaluate = gocardrank.Holdem
	os.Exit(goadapter.Main(a))
}
