# The two commands a new player needs: `make run` plays, `make test` tests.
.PHONY: run test sim bench pgo

run:
	sh build/run.sh

test:
	sh build/test.sh

# A quick look at the engine's speed (one core, as the target is set).
bench:
	GOMAXPROCS=1 go run . sim --players 1 --games 2000000
	go test -run XXX -bench . -benchmem ./engine/...

# Refreshes default.pgo, the profile `go build` uses to optimise the engine's hot paths.
pgo:
	go test -run XXX -bench 'ClassicOne|Turn' -benchtime 2s -cpuprofile default.pgo ./engine/
