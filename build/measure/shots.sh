#!/bin/sh
# Screenshots of every screen in every language, at 1280x720 and at a phone's
# 390x844, for comparing the screens before and after a change (issue 25):
#   sh build/measure/shots.sh DIR       writes DIR/<lang>/<shot>.png and DIR/<lang>/phone-<shot>.png
#   go run ./build/measure/shotdiff BEFORE AFTER
# Under xvfb-run, one bounded run (timeout 120) each:
#   --autoplay: title, rules, settings, setup, play (start, early, banners, end), results;
#   the same with a finished game kept: replays, watch, and the replay's own shots (replay-*);
#   --edit --rules classic: the editor;
#   --room CODE: Play online, the code filled in, nothing dialled;
#   --autoplay --room LINK: the lobby of a room made on a `goose host` on 127.0.0.1
#   (build/measure/openroom makes it). Its code is new each run, so lobby.png
#   always differs in that line.
# Env: LANGS (default all 9), SIZES (default "1280x720 390x844"), PORT (default 18431).
set -eu
[ $# -eq 1 ] || { echo "usage: sh build/measure/shots.sh DIR" >&2; exit 2; }
mkdir -p "$1"
out=$(cd "$1" && pwd)
cd "$(dirname "$0")/../.."
langs=${LANGS:-"en de es fr it nl pt-PT pt-BR ru"}
sizes=${SIZES:-"1280x720 390x844"}
port=${PORT:-18431}
tmp=$(mktemp -d)
host=
cleanup() {
	[ -n "$host" ] && kill "$host" 2>/dev/null
	rm -rf "$tmp"
}
trap cleanup EXIT INT TERM
go build -o "$tmp/goose" .
go build -o "$tmp/openroom" ./build/measure/openroom

# One finished game, seed 7, kept as a replay: a normal run keeps it at the
# end (a demonstration writes nothing); its date is made fixed.
mkdir "$tmp/kept"
timeout 20 xvfb-run -a -s "-screen 0 1400x1000x24" "$tmp/goose" --config-dir "$tmp/kept" --mute \
	--seed 7 --seats cpu,cpu --speed instant --lang en >/dev/null 2>&1 || true
[ -f "$tmp/kept/replays.json" ] || { echo "shots: no replay kept" >&2; exit 1; }
sed -i 's/"when":"[^"]*"/"when":"2026-01-02T15:04:05Z"/' "$tmp/kept"/replay*.json
rm -f "$tmp/kept/goose.lock"

"$tmp/goose" host --addr "127.0.0.1:$port" --data "$tmp/host" --rooms 1000 >"$tmp/host.log" 2>&1 &
host=$!
sleep 2

# run NAME PREFIX CONFIG SIZE LANG ARGS...: one bounded run; its shots are
# copied as PREFIX<shot>.png (a failed run is said, and the others go on).
run() {
	name=$1 prefix=$2 config=$3 size=$4 lang=$5
	shift 5
	dir="$tmp/run" cfg="$tmp/cfg"
	rm -rf "$dir" "$cfg"
	mkdir -p "$dir" "$cfg"
	[ -n "$config" ] && cp -r "$config"/. "$cfg"/
	if ! timeout 120 xvfb-run -a -s "-screen 0 1400x1000x24" "$tmp/goose" --config-dir "$cfg" --mute --seed 7 \
		--window "$size" --lang "$lang" --screenshot-dir "$dir" "$@" >"$tmp/log" 2>&1; then
		echo "shots: $lang $size $name failed:" >&2
		tail -3 "$tmp/log" >&2
	fi
	for f in "$dir"/*.png; do
		[ -e "$f" ] && cp "$f" "$out/$lang/$prefix$(basename "$f")"
	done
	return 0
}

for lang in $langs; do
	mkdir -p "$out/$lang"
	for size in $sizes; do
		p=
		[ "$size" = 1280x720 ] || p=phone-
		run autoplay "$p" "" "$size" "$lang" --autoplay --exit-after-game
		run replays "${p}replay-" "$tmp/kept" "$size" "$lang" --autoplay --exit-after-game
		run editor "$p" "" "$size" "$lang" --edit --rules classic --quit-after 3s
		run online "$p" "" "$size" "$lang" --room 04ARN0CMNY --quit-after 3s
		if code=$("$tmp/openroom" "ws://127.0.0.1:$port/ws"); then
			run lobby "${p}lobby-" "" "$size" "$lang" --autoplay --room "http://127.0.0.1:$port/?room=$code" --quit-after 5s
			# only the lobby: its online.png is the one above, with a changing code
			rm -f "$out/$lang/${p}lobby-online.png"
			[ -e "$out/$lang/${p}lobby-lobby.png" ] && mv "$out/$lang/${p}lobby-lobby.png" "$out/$lang/${p}lobby.png"
		else
			echo "shots: $lang $size: no room made on the local host" >&2
		fi
	done
	echo "$lang: $(ls "$out/$lang" | wc -l) screenshots"
done
