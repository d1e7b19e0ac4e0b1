//go:build ignore

// The direct call: cardrank v0.9.0 (this folder's go.mod) called without the
// adapter on the hands given as arguments, one line per hand: the hand =>
// what OmahaHiLo/CourchevelHiLo.New returns => the answer it makes.
//
//	go run confirm.go 'Ah 2s Qd Js | 2c 3d 4h 5s 9c'
package main

import (
	"os"

	"github.com/cardrank/cardrank"
	"github.com/showdown-poker/showdown/third-party/common/gocardrank"
)

func main() {
	gocardrank.NewRow("high", true, map[int]cardrank.Type{4: cardrank.OmahaHiLo, 5: cardrank.CourchevelHiLo}).Confirm(os.Args[1:])
}
