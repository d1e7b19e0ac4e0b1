// The showdown line-protocol adapter for the Go module
// github.com/cardrank/cardrank (pinned v0.9.0 in go.mod and go.sum), badugi as
// cardrank.Badugi.New(cards, nil) on four cards.
//
// What it returns: an Eval whose HiRank is the library's badugi rank (lower
// is better); who wins is decided by the type's comparator, Type.NewComp.
// HiRank Invalid is answered `error`.
//
// Mapping: the answer is a low alone (`low <strength>`, docs/protocol.md,
// "Badugi"): strength = the rank's place under the type's own comparator
// (common/gocardrank), higher is better. Nothing is corrected.
//
// Cards: protocol "As" read by cardrank.FromString, written back by
// Card.String (self-test); the self-test's five-card sets are scored by
// cardrank.Holdem, which reads cards the same way.
package main

import (
	"os"

	"github.com/cardrank/cardrank"
	"github.com/showdown-poker/showdown/third-party/common/goadapter"
	"github.com/showdown-poker/showdown/third-party/common/gocardrank"
)

func main() {
	row := gocardrank.NewRow("badugi", false, map[int]cardrank.Type{0: cardrank.Badugi})
	a := gocardrank.Adapter("cardrank Badugi: HiRank (the library's badugi rank, lower is better); strength = place under Type.NewComp, the library's comparator, answered as a low alone")
	a.Evaluate = row.Evaluate
	a.SelfTestEvaluate = gocardrank.Holdem
	os.Exit(goadapter.Main(a))
}
