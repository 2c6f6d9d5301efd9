#!/bin/sh
# Prints the share of one core the game uses while nothing moves, per scene,
# in a real window under Xvfb (issue 17: the goal is at most 2%), and the
# game's resident memory there (goal: at most 120 MB in play). xdotool
# clicks and types as a player would to reach each scene.
#   sh build/measure/idle.sh [seconds]   (default 20 s a scene)
#   GOOSE_BIN=path sh build/measure/idle.sh   measures that build instead
#   GOOSE_SHOTS=dir  saves a picture of each scene as measured (needs ImageMagick)
set -eu
cd "$(dirname "$0")/../.."
secs=${1:-20}
command -v xdotool >/dev/null 2>&1 && command -v Xvfb >/dev/null 2>&1 || {
	echo "needs xdotool and Xvfb (apt-get install xdotool xvfb)" >&2
	exit 1
}
work=$(mktemp -d)
bin=${GOOSE_BIN:-$work/goose}
[ -n "${GOOSE_BIN:-}" ] || go build -o "$bin" .
hz=$(getconf CLK_TCK)

# A screen of the game's own window size, so that clicks land where the
# scenes lay their buttons out for 1280×720.
n=77
while [ -e "/tmp/.X$n-lock" ]; do n=$((n + 1)); done
Xvfb ":$n" -screen 0 1280x720x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; rm -rf "$work"' EXIT INT TERM
export DISPLAY=":$n"
sleep 1

cpu() { awk '{print $14 + $15}' "/proc/$1/stat"; }
rss() { awk '/VmRSS/ {printf "%.0f", $2 / 1024}' "/proc/$1/status"; }

# measure NAME "xdotool steps" FLAGS...: starts the game, takes the steps
# (each "x y" clicks there, "key K" presses a key, "wait S" waits), waits for the scene to
# settle, then counts the clock ticks the process uses.
measure() {
	name=$1 steps=$2
	shift 2
	dir=$(mktemp -d -p "$work")
	"$bin" --mute --config-dir "$dir" "$@" >/dev/null 2>&1 &
	pid=$!
	sleep 4 # start-up: the window opens, the board is drawn once
	echo "$steps" | tr ';' '\n' | while read -r a b; do
		[ -n "$a" ] || continue
		case $a in
		key) xdotool key "$b" ;;
		wait) sleep "$b" ;;
		*) xdotool mousemove "$a" "$b" click 1 ;;
		esac
		sleep 1.5
	done
	sleep 2
	if ! kill -0 "$pid" 2>/dev/null; then echo "$name: the game did not run"; return; fi
	[ -z "${GOOSE_SHOTS:-}" ] || { mkdir -p "$GOOSE_SHOTS"; xwd -root -silent | convert xwd:- "$GOOSE_SHOTS/$(echo "$name" | tr -c 'a-z0-9\n' '-').png"; }
	t0=$(cpu "$pid")
	sleep "$secs"
	t1=$(cpu "$pid")
	mem=$(rss "$pid")
	kill "$pid" 2>/dev/null || true
	wait "$pid" 2>/dev/null || true
	awk -v n="$name" -v t=$((t1 - t0)) -v s="$secs" -v hz="$hz" -v m="$mem" \
		'BEGIN { printf "%-44s %5d ticks in %d s = %5.1f%% of one core, %4d MB resident\n", n, t, s, 100 * t / (s * hz), m }'
}

# The title's buttons at 1280×720 (scenes/title.go): New game, Rules, Settings.
measure "title" ""
measure "setup" "640 328"
measure "rules" "560 460"
measure "settings" "640 526"
measure "play, waiting for a person's throw" "" --seats Ann,Ben
measure "play, a team game waiting for a choice" "key space;key space;key space" --seats Ann,Ben --option teams --seed 7
measure "results (two computers, instant speed)" "wait 20" --seats cpu,cpu --seed 3 --speed instant
