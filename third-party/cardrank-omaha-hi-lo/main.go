// The showdown line-protocol adapter for the Go module
// github.com/cardrank/cardrank (pinned v0.9.0 in go.mod and go.sum), Omaha hi-lo: cardrank.OmahaHiLo (4 hole cards) and CourchevelHiLo (5: Courchevel's evaluation is five-card Omaha hi-lo), with a five-card board.
//
// What it returns: an Eval whose HiRank is a Cactus Kev eval rank (1 royal
// flush .. 7462, lower is better; EvalRank.String names its category) and LoRank the eight-or-better low (Invalid: no low).
// HiRank Invalid (the library's "invalid number of cards") is answered
// `error`. Who wins is decided by the type's comparator, Type.NewComp.
//
// Mapping: category = the library's name of the rank; strength = the rank's place under the type's own
// comparator (common/gocardrank); the low half from LoRank the same way. Nothing is corrected.
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
	row := gocardrank.NewRow("high", true, map[int]cardrank.Type{4: cardrank.OmahaHiLo, 5: cardrank.CourchevelHiLo})
	a := gocardrank.Adapter("cardrank OmahaHiLo/CourchevelHiLo: HiRank (Cactus Kev eval rank, LoRank); strength = place under Type.NewComp, the library's comparator")
	a.EvaluateDeal = row.EvaluateDeal
	a.HoleCards, a.BoardCards = []int{4, 5}, []int{5}
	a.SelfTestEvaluate = gocardrank.Holdem
	os.Exit(goadapter.Main(a))
}
