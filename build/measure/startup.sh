#!/bin/sh
# Prints how long the game takes from its start to the title drawn, in a real
# window under Xvfb: each run and the median of N (issue 17: the goal is at
# most 400 ms for the median of 10).
#   sh build/measure/startup.sh [runs]     GOOSE_BIN=path measures that build
set -eu
cd "$(dirname "$0")/../.."
runs=${1:-10}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
bin=${GOOSE_BIN:-$work/goose}
[ -n "${GOOSE_BIN:-}" ] || go build -o "$bin" .
i=0
while [ "$i" -lt "$runs" ]; do
	i=$((i + 1))
	dir=$(mktemp -d -p "$work")
	# xvfb-run's own server start is not the game's: start the clock inside it.
	xvfb-run -a -s "-screen 0 1280x720x24" sh -c \
		'date +%s%3N >"$1/t0"; exec "$2" --mute --stats --quit-after 2s --config-dir "$1"' sh "$dir" "$bin" \
		>"$dir/out" 2>&1 || true
	t1=$(sed -n 's/^stats: first frame (.*) drawn at unix ms \([0-9]*\)$/\1/p' "$dir/out")
	if [ -z "$t1" ]; then echo "run $i: no frame drawn"; cat "$dir/out"; continue; fi
	echo $((t1 - $(cat "$dir/t0")))
done | tee "$work/ms" | sed 's/^[0-9]*$/& ms/'
sort -n "$work/ms" | grep -E '^[0-9]+$' | awk '{ v[NR] = $1 } END { if (NR) printf "median of %d runs: %d ms to the title (goal: at most 400 ms)\n", NR, v[int((NR + 1) / 2)] }'
