#!/bin/sh
# Builds the browser version into a static folder that any web server can host:
#   index.html     loading screen with progress, then the game filling the page
#   play.html      the game inside an <iframe allow="autoplay">, for embedding
#   wasm_exec.js   Go's loader, from this Go's GOROOT
#   goose.wasm     the game, with goose.wasm.gz (zopfli's gzip where it is installed,
#                  4% smaller than gzip -9; any browser reads it) and .br when brotli is installed
#   goose.json     the wasm's name, uncompressed size and hash (the progress bar's total)
# usage: build/web/build.sh [OUT]    (default build/web/out; `goose serve` serves it)
# GOOSE_BROTLI=0..11 sets brotli's quality (11, the smallest, takes a minute or two).
set -eu
cd "$(dirname "$0")/../.."
. build/checkgo.sh
out=${1:-build/web/out}
quality=${GOOSE_BROTLI:-11}
mkdir -p "$out"

echo "== go build (js/wasm) -> $out/goose.wasm"
. build/web/wasm.sh
wasm_build "$out/goose.wasm.new"
mv "$out/goose.wasm.new" "$out/goose.wasm"

root=$(go env GOROOT)
if [ -f "$root/lib/wasm/wasm_exec.js" ]; then
  cp "$root/lib/wasm/wasm_exec.js" "$out/"
else
  cp "$root/misc/wasm/wasm_exec.js" "$out/" # Go before 1.24
fi
cp build/web/index.html build/web/play.html "$out/"

size=$(wc -c <"$out/goose.wasm" | tr -d ' ')
hash=$(sha256sum "$out/goose.wasm" | cut -c1-16)
old="" oldq="" brq=""
if [ -f "$out/goose.json" ]; then
  old=$(sed -n 's/.*"hash": *"\([0-9a-f]*\)".*/\1/p' "$out/goose.json")
  oldq=$(sed -n 's/.*"brotli": *"\([0-9]*\)".*/\1/p' "$out/goose.json")
fi

# Compressing takes longer than building: keep the twins of an unchanged wasm.
# goose.json is written last, so a matching hash means the twins were made from this wasm.
fresh() { [ "$old" = "$hash" ] && [ -f "$1" ]; }
if fresh "$out/goose.wasm.gz"; then :; else
  # zopfli writes the same gzip format as gzip -9, searched harder: 190 KB
  # less to download for every player, for two to three minutes of one
  # core here (fifteen iterations: 18 KB less than one).
  if command -v zopfli >/dev/null 2>&1; then
    echo "== zopfli --i15"
    zopfli --i15 -c "$out/goose.wasm" >"$out/goose.wasm.gz.new"
  else
    echo "(no zopfli: build/deps.sh web installs it; gzip -9 is about 4% larger)"
    gzip -9 -n -c "$out/goose.wasm" >"$out/goose.wasm.gz.new"
  fi
  mv "$out/goose.wasm.gz.new" "$out/goose.wasm.gz"
fi
if command -v brotli >/dev/null 2>&1; then
  if fresh "$out/goose.wasm.br" && [ "$oldq" = "$quality" ]; then :; else
    echo "== brotli -q $quality"
    brotli -f -q "$quality" -o "$out/goose.wasm.br.new" "$out/goose.wasm" && mv "$out/goose.wasm.br.new" "$out/goose.wasm.br"
  fi
  brq=$quality
else
  rm -f "$out/goose.wasm.br"
  echo "(no brotli: build/deps.sh web installs it; serving gzip only)"
fi
printf '{"wasm": "goose.wasm", "size": %s, "hash": "%s", "brotli": "%s"}\n' "$size" "$hash" "$brq" >"$out/goose.json"

kb() { echo "$(( ($(wc -c <"$1") + 512) / 1024 )) KiB"; }
echo "== sizes"
echo "goose.wasm     $(kb "$out/goose.wasm")"
echo "goose.wasm.gz  $(kb "$out/goose.wasm.gz")"
[ -f "$out/goose.wasm.br" ] && echo "goose.wasm.br  $(kb "$out/goose.wasm.br") (brotli -q $quality)"
echo "built $out: serve it with \`go run . serve --dir $out\`"
