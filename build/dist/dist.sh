#!/bin/sh
# Builds the double-click apps for Linux, Windows and macOS into dist/ (make dist):
#   goose-V-linux-{amd64,arm64}.tar.gz   the program, menu entry, icons, README, install.sh
#   goose_V_{amd64,arm64}.deb            the same as a Debian/Ubuntu package
#   Goose-V-windows-{amd64,arm64}.zip    Goose.exe with its icon, manifest and version
#   Goose-V-macos.zip                    Goose.app, one universal binary for arm64 and amd64
#   SHA256SUMS
# V is the git tag (git describe --tags, without its "v") or else the VERSION
# file; GOOSE_VERSION overrides both.
#
# Everything is built with CGO_ENABLED=0 from a copy of the work tree, so that
# the Windows resource files (rsrc_windows_*.syso) never land in the
# repository, where they would go into everyone's Windows builds.
set -eu
cd "$(dirname "$0")/../.."
root=$(pwd)
. build/checkgo.sh
sh build/deps.sh dist
export CGO_ENABLED=0
umask 022

version=${GOOSE_VERSION:-}
if [ -z "$version" ]; then
  version=$(git describe --tags 2>/dev/null || true)
  version=${version#v}
fi
[ -n "$version" ] || version=$(tr -d ' \t\r\n' <VERSION)
case "$version" in
  [0-9]*) ;;
  *) echo "dist: the version \"$version\" does not start with a digit" >&2; exit 1 ;;
esac
short=$(echo "$version" | sed 's/[^0-9.].*//; s/\.*$//')        # 0.1.0 of 0.1.0-3-gabc
debver=$(echo "$version" | sed 's/-/+/g')                        # Debian keeps '-' for its revision
winver=$(echo "$short.0.0.0" | cut -d. -f1-4)                    # Windows wants four numbers
bundle_id=${GOOSE_BUNDLE_ID:-io.github.goosegame.Goose}
maintainer=${GOOSE_MAINTAINER:-Seed 51c84238 maintainers <maintainers@users.noreply.a-seed-51c84238.example>}
winres=github.com/tc-hib/go-winres@v0.3.3

out="$root/dist"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
start=$(date +%s)
step() { echo "== $* ($(($(date +%s) - start))s)"; }

step "goose $version: a copy of the work tree"
src="$work/src"
mkdir -p "$src"
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  # tracked and new files as they are now, without the ignored ones (dist/, builds)
  git ls-files --cached --others --exclude-standard | while IFS= read -r f; do
    [ -f "$f" ] && printf '%s\n' "$f"
  done >"$work/files"
  tar -cf - -T "$work/files" | tar -xf - -C "$src"
else
  tar -cf - --exclude=./dist --exclude=./.git . | tar -xf - -C "$src"
fi
rm -f "$src"/rsrc_*.syso "$src"/*.syso

step "icons"
icons="$work/icons"
(cd "$src" && go run ./build/dist/icon -out "$icons")

step "Windows resources (go-winres)"
sed -e "s/@VERSION@/$version/g" -e "s/@WIN_VERSION@/$winver/g" build/dist/winres.json >"$icons/winres.json"
(cd "$src" && go run "$winres" make --in "$icons/winres.json" --arch amd64,arm64 --out "$src/rsrc")
ls "$src"/rsrc_windows_amd64.syso "$src"/rsrc_windows_arm64.syso >/dev/null

# build GOOS GOARCH OUT [LDFLAGS]
ldflags="-s -w -X main.version=$version"
build() {
  (cd "$src" && GOOS=$1 GOARCH=$2 go build -trimpath -ldflags "$ldflags ${4:-}" -o "$3" .)
}
# Two builds at a time, each "GOOS GOARCH OUT [LDFLAGS]": the links run one on each core.
pair() {
  # shellcheck disable=SC2086
  build $1 &
  p1=$!
  # shellcheck disable=SC2086
  build $2 &
  p2=$!
  ok=0
  wait $p1 || ok=1
  wait $p2 || ok=1
  return $ok
}
bin="$work/bin"
mkdir -p "$bin"
step "build linux amd64 + arm64"
pair "linux amd64 $bin/goose-linux-amd64" "linux arm64 $bin/goose-linux-arm64"
step "build windows amd64 + arm64"
pair "windows amd64 $bin/Goose-windows-amd64.exe -H=windowsgui" "windows arm64 $bin/Goose-windows-arm64.exe -H=windowsgui"
step "build darwin amd64 + arm64"
pair "darwin amd64 $bin/goose-darwin-amd64" "darwin arm64 $bin/goose-darwin-arm64"

rm -rf "$out"
mkdir -p "$out"
sizes="16 24 32 48 64 128 256 512"

# linux_packages ARCH makes the tarball and the .deb.
linux_packages() {
  arch=$1
  # the tarball
  name="goose-$version-linux-$arch"
  d="$work/$name"
  mkdir -p "$d/icons"
  cp "$bin/goose-linux-$arch" "$d/goose"
  cp build/dist/goose.desktop build/dist/install.sh "$d/"
  for s in $sizes; do cp "$icons/goose-$s.png" "$d/icons/"; done
  sed -e "s/@VERSION@/$version/g" -e "s/@DEB_VERSION@/$debver/g" -e "s/@ARCH@/$arch/g" build/dist/README-linux.txt >"$d/README.txt"
  chmod 755 "$d/goose" "$d/install.sh"
  tar -C "$work" --owner=0 --group=0 -czf "$out/$name.tar.gz" "$name"

  # the .deb
  r="$work/deb-$arch"
  mkdir -p "$r/DEBIAN" "$r/usr/bin" "$r/usr/share/applications" "$r/usr/share/doc/goose"
  cp "$bin/goose-linux-$arch" "$r/usr/bin/goose"
  chmod 755 "$r/usr/bin/goose"
  cp build/dist/goose.desktop "$r/usr/share/applications/goose.desktop"
  for s in $sizes; do
    mkdir -p "$r/usr/share/icons/hicolor/${s}x$s/apps"
    cp "$icons/goose-$s.png" "$r/usr/share/icons/hicolor/${s}x$s/apps/goose.png"
  done
  cp CREDITS.md "$r/usr/share/doc/goose/copyright"
  kb=$(du -sk "$r/usr" | cut -f1)
  sed -e "s/@DEB_VERSION@/$debver/g" -e "s/@ARCH@/$arch/g" -e "s/@SIZE_KB@/$kb/g" \
    -e "s|@MAINTAINER@|$maintainer|g" build/dist/control >"$r/DEBIAN/control"
  dpkg-deb --root-owner-group -Zxz --build "$r" "$out/goose_${debver}_$arch.deb" >/dev/null
}
step "Linux packages"
# xz takes a while: one architecture on each core.
linux_packages amd64 &
p1=$!
linux_packages arm64 &
p2=$!
wait $p1
wait $p2

step "Windows zips"
for arch in amd64 arm64; do
  d="$work/win-$arch"
  mkdir -p "$d"
  cp "$bin/Goose-windows-$arch.exe" "$d/Goose.exe"
  (cd "$d" && zip -q -X "$out/Goose-$version-windows-$arch.zip" Goose.exe)
done

step "macOS app"
app="$work/mac/Goose.app"
mkdir -p "$app/Contents/MacOS" "$app/Contents/Resources"
(cd "$src" && go run ./build/dist/lipo -o "$app/Contents/MacOS/goose" "$bin/goose-darwin-amd64" "$bin/goose-darwin-arm64")
sed -e "s/@VERSION@/$version/g" -e "s/@SHORT_VERSION@/$short/g" -e "s/@BUNDLE_ID@/$bundle_id/g" \
  build/dist/Info.plist >"$app/Contents/Info.plist"
printf 'APPL????' >"$app/Contents/PkgInfo"
# The bundle's localized names: one <lang>.lproj/InfoPlist.strings a language.
for f in build/dist/lproj/*.strings; do
  l=$(basename "$f" .strings)
  mkdir -p "$app/Contents/Resources/$l.lproj"
  cp "$f" "$app/Contents/Resources/$l.lproj/InfoPlist.strings"
done
# png2icns picks each picture's slot by its size.
(cd "$icons" && png2icns "$app/Contents/Resources/goose.icns" \
  goose-16.png goose-32.png goose-48.png goose-128.png goose-256.png goose-512.png goose-1024.png >/dev/null)
(cd "$work/mac" && zip -q -r -X -y "$out/Goose-$version-macos.zip" Goose.app)

(cd "$out" && sha256sum -- * >SHA256SUMS)
step "done: dist/"
ls -l "$out" | sed 1d
