#!/bin/sh
# Says clearly what to do when Go is missing or too old for go.mod.
set -eu
if ! command -v go >/dev/null 2>&1; then
  for d in /usr/local/go/bin "$HOME/go/bin"; do
    [ -x "$d/go" ] && PATH="$d:$PATH" && export PATH
  done
fi
if ! command -v go >/dev/null 2>&1; then
  echo "Goose needs Go 1.26 or newer: https://go.dev/doc/install (then run this again)." >&2
  exit 1
fi
