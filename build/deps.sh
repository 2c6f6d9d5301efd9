#!/bin/sh
# Installs the Debian/Ubuntu packages a task needs, only those missing.
# usage: build/deps.sh run|test|web|dist|fonts
set -eu
want="libgl1 libgl1-mesa-dri libx11-6 libxcursor1 libxrandr2 libxinerama1 libxi6 libxxf86vm1 libasound2"
case "${1:-run}" in
  run) ;;
  test) want="$want xvfb xauth" ;;
  web) want="$want chromium brotli zopfli"
       # Node runs the browser test (build/web/e2e); a Node from elsewhere will do.
       command -v npm >/dev/null 2>&1 || want="$want nodejs npm" ;;
  dist) want="$want icnsutils icoutils desktop-file-utils file dpkg-dev zip unzip python3 xvfb xauth" ;;
  fonts) want="fonttools" ;; # build/fonts.sh, run by hand when the fonts' letters change
  *) echo "deps.sh: unknown task $1" >&2; exit 2 ;;
esac

# libasound2 was renamed on newer releases.
if ! apt-cache show libasound2 >/dev/null 2>&1 && apt-cache show libasound2t64 >/dev/null 2>&1; then
  want=$(echo "$want" | sed 's/libasound2/libasound2t64/')
fi

missing=""
for p in $want; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0

echo "Installing:$missing"
sudo=""
if [ "$(id -u)" != 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "deps.sh: need root (or sudo) to install:$missing" >&2; exit 1; }
  sudo=sudo
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq || true
# shellcheck disable=SC2086
$sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null
