module github.com/showdown-poker/showdown/third-party/chehsunliu-poker

go 1.21

require (
	github.com/chehsunliu/poker v0.1.0
	github.com/showdown-poker/showdown/third-party/common/goadapter v0.0.0
)

replace github.com/showdown-poker/showdown/third-party/common/goadapter => ../common/goadapter
