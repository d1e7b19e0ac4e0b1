// The showdown line-protocol adapter for the Go module
// github.com/cardrank/cardrank (pinned v0.9.0 in go.mod and go.sum), ace-to-five lowball as cardrank.Razz.New(cards, nil).
//
// What it returns: an Eval whose HiRank is a Cactus Kev eval rank (1 royal
// flush .. 7462, lower is better; EvalRank.String names its category); for Razz, RankRazz's ace-to-five rank (below 16384 a no-pair low, else Invalid minus the paired five's Cactus Kev rank; RazzDesc).
// HiRank Invalid (the library's "invalid number of cards") is answered
// `error`. Who wins is decided by the type's comparator, Type.NewComp.
//
// Mapping: category = the library's name of the rank; strength = the rank's place under the type's own
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
	row := gocardrank.NewRow("razz", false, map[int]cardrank.Type{0: cardrank.Razz})
	a := gocardrank.Adapter("cardrank Razz: HiRank (Cactus Kev eval rank); strength = place under Type.NewComp, the library's comparator")
	a.Evaluate = row.Evaluate
	a.SelfTestEvaluate = gocardrank.Holdem
	os.Exit(goadapter.Main(a))
}
