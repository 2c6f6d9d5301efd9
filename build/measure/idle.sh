#!/bin/sh
# Prints the share of one core the game uses while nothing moves, per scene, in a
# real window under Xvfb (issue 17: the goal is at most 2%). Usage:
#   sh build/measure/idle.sh [seconds]        (default 20 s a scene)
set -eu
cd "$(dirname "$0")/../.."
secs=${1:-20}
bin=$(mktemp -d)/goose
go build -o "$bin" .
hz=$(getconf CLK_TCK)

# cpu PID: the process's user+system clock ticks so far.
cpu() { awk '{print $14 + $15}' "/proc/$1/stat"; }

measure() { # name, then the game's flags
	name=$1; shift
	dir=$(mktemp -d)
	xvfb-run -a -s "-screen 0 1280x720x24" "$bin" --mute --config-dir "$dir" "$@" >/dev/null 2>&1 &
	sleep 4 # start-up: the window opens, the board is drawn once
	pid=$(pgrep -n -f "$bin --mute --config-dir $dir" || true)
	if [ -z "$pid" ]; then echo "$name: the game did not start"; return; fi
	a=$(cpu "$pid"); sleep "$secs"; b=$(cpu "$pid")
	kill "$pid" 2>/dev/null || true
	wait 2>/dev/null || true
	awk -v n="$name" -v t=$((b - a)) -v s="$secs" -v hz="$hz" \
		'BEGIN { printf "%-34s %5d ticks in %d s = %5.1f%% of one core\n", n, t, s, 100 * t / (s * hz) }'
}

measure "title" 
measure "play, waiting for a person's throw" --seats Ann,Ben
