#!/bin/sh
# Puts Goose in your desktop's menu, for you only: the program in
# ~/.local/bin, the menu entry and the icons under ~/.local/share.
# usage: ./install.sh [--remove]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
bin="$HOME/.local/bin"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
sizes="16 24 32 48 64 128 256 512"
if [ "${1:-}" = "--remove" ]; then
  rm -f "$bin/goose" "$data/applications/goose.desktop"
  for s in $sizes; do rm -f "$data/icons/hicolor/${s}x${s}/apps/goose.png"; done
  echo "Goose removed."
  exit 0
fi
mkdir -p "$bin" "$data/applications"
cp "$here/goose" "$bin/goose"
chmod 755 "$bin/goose"
for s in $sizes; do
  mkdir -p "$data/icons/hicolor/${s}x${s}/apps"
  cp "$here/icons/goose-$s.png" "$data/icons/hicolor/${s}x${s}/apps/goose.png"
done
# The menu starts the program by its full path: ~/.local/bin is not on
# every session's PATH.
sed "s|^Exec=goose|Exec=\"$bin/goose\"|" "$here/goose.desktop" >"$data/applications/goose.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$data/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true
echo "Goose is in your menu (Games). Run it from here with: $bin/goose"
