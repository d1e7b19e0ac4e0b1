module github.com/showdown-poker/showdown/go

go 1.21
