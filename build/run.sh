#!/bin/sh
# Plays the game: installs the runtime libraries when missing, builds, runs.
set -eu
cd "$(dirname "$0")/.."
. build/checkgo.sh
sh build/deps.sh run
export CGO_ENABLED=0
exec go run . "$@"
