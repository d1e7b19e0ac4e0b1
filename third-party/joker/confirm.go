//go:build ignore

// The direct call: github.com/notnil/joker/hand (this folder's go.mod)
// called without the adapter on the hands given as arguments: the hand =>
// hand.New's ranking, description and cards => the category.
//
//	go run confirm.go 'As Ks Qs Js Ts'
package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/notnil/joker/hand"
)

var symbols = map[byte]string{'s': "♠", 'h': "♥", 'd': "♦", 'c': "♣"}
var tokens = []string{"", "high-card", "one-pair", "two-pair", "three-of-a-kind", "straight", "flush",
	"full-house", "four-of-a-kind", "straight-flush", "straight-flush"}

func main() {
	for _, text := range os.Args[1:] {
		var cards []hand.Card
		for _, w := range strings.Fields(text) {
			var c hand.Card
			if err := c.UnmarshalText([]byte(w[:1] + symbols[w[1]])); err != nil {
				panic(err)
			}
			cards = append(cards, c)
		}
		h := hand.New(cards)
		fmt.Printf("%s => %d %q %v => %s\n", text, int(h.Ranking()), h.Description(), h.Cards(), tokens[h.Ranking()])
	}
}
