module github.com/showdown-poker/showdown/third-party/common/gocardrank

go 1.21

require (
	github.com/cardrank/cardrank v0.9.0
	github.com/showdown-poker/showdown/third-party/common/goadapter v0.0.0
)

replace github.com/showdown-poker/showdown/third-party/common/goadapter => ../goadapter
