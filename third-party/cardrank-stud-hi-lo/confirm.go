//go:build ignore

// The direct call: cardrank v0.9.0 (this folder's go.mod) called without the
// adapter on the hands given as arguments, one line per hand: the hand =>
// what StudHiLo.New returns => the answer it makes.
//
//	go run confirm.go '2c 3c 4c 5c 6d 7c'
package main

import (
	"os"

	"github.com/cardrank/cardrank"
	"github.com/showdown-poker/showdown/third-party/common/gocardrank"
)

func main() {
	gocardrank.NewRow("high", true, map[int]cardrank.Type{0: cardrank.StudHiLo}).Confirm(os.Args[1:])
}
