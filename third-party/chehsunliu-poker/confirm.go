//go:build ignore

// The direct call: github.com/chehsunliu/poker (the pinned version of go.mod)
// called without the adapter on the hands given as arguments, one line per
// hand: the hand => what the library returns => the answer it makes.
//
//	go run confirm.go '2c 3c 4c 5c 6d 7c'
package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/chehsunliu/poker"
)

var tokens = map[string]string{
	"Straight Flush": "straight-flush", "Four of a Kind": "four-of-a-kind", "Full House": "full-house",
	"Flush": "flush", "Straight": "straight", "Three of a Kind": "three-of-a-kind",
	"Two Pair": "two-pair", "Pair": "one-pair", "High Card": "high-card",
}

func main() {
	for _, hand := range os.Args[1:] {
		var cards []poker.Card
		for _, c := range strings.Fields(hand) {
			cards = append(cards, poker.NewCard(c))
		}
		rank := poker.Evaluate(cards)
		name := poker.RankString(rank)
		fmt.Printf("%s => rank %d, %s => %s %d\n", hand, rank, name, tokens[name], 7463-int(rank))
	}
}
