# The two commands a new player needs: `make run` plays, `make test` tests.
.PHONY: run test sim bench pgo dist dist-check web

run:
	sh build/run.sh $(ARGS)

test:
	sh build/test.sh

# A quick look at the engine's speed (one core, as the target is set).
bench:
	GOMAXPROCS=1 go run . sim --players 1 --games 2000000
	go test -run XXX -bench . -benchmem ./engine/...

# Refreshes default.pgo, the profile `go build` uses to optimise the engine's hot paths.
pgo:
	go test -run XXX -bench ClassicOne -benchtime 3s -cpuprofile default.pgo ./engine/

# Double-click apps for Linux, Windows and macOS, into dist/ (build/dist/dist.sh).
dist:
	sh build/dist/dist.sh

# Builds them, then checks them and installs the .deb on this machine to start it once.
dist-check: dist
	sh build/dist/check.sh

# The browser version, into build/web/out (build/web/build.sh); `go run . serve` serves it.
web:
	sh build/web/build.sh
