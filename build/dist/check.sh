#!/bin/sh
# Checks what build/dist/dist.sh put in dist/ (make dist-check builds it first):
# the .deb's fields and files, the menu entries, the kind of every binary and
# the version stamped in it, the .exe's resources, the Mac bundle; then installs
# the .deb for amd64 on this machine, starts the game from the Exec line of the
# installed menu entry under Xvfb for one computer-played game, and removes it.
# Needs root (or sudo) for dpkg. Prints "N passed, N failed" last.
set -eu
cd "$(dirname "$0")/../.."
. build/checkgo.sh
sh build/deps.sh dist
out=dist
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $*"; }
fail() { failed=$((failed + 1)); echo "FAIL $*"; }
# check DESCRIPTION COMMAND...: passes when COMMAND succeeds.
check() {
  what=$1
  shift
  if "$@" >"$work/last" 2>&1; then pass "$what"; else fail "$what"; sed 's/^/     /' "$work/last" | tail -20; fi
}
# kind FILE: what file(1) says of it, first line.
kind() { file -b "$1" | head -1 | cut -c1-70; }
has() { grep -q -- "$1" "$2"; }
# built FILE: go version -m shows the build settings dist.sh uses. (-trimpath
# leaves -ldflags out of them: the version stamp is checked by running the
# program, and in the other binaries by its text.)
built() { go version -m "$1" >"$work/m" && has "CGO_ENABLED=0" "$work/m" && has "-trimpath=true" "$work/m"; }
stamped() { grep -a -q -- "$version" "$1"; }

deb_amd64=$(ls $out/goose_*_amd64.deb 2>/dev/null | head -1)
[ -n "$deb_amd64" ] || { echo "dist-check: no dist/goose_*_amd64.deb: run make dist first" >&2; exit 1; }
debver=$(dpkg-deb --field "$deb_amd64" Version)
version=$(echo "$debver" | sed 's/+/-/g')
short=$(echo "$version" | sed 's/[^0-9.].*//; s/\.*$//')
echo "== goose $version"
sizes="16 24 32 48 64 128 256 512"

for arch in amd64 arm64; do
  deb="$out/goose_${debver}_$arch.deb"
  echo "== $deb"
  dpkg-deb --info "$deb" >"$work/info" 2>&1 || true
  dpkg-deb --contents "$deb" >"$work/contents" 2>&1 || true
  check "deb $arch: Package goose, Version $debver, Architecture $arch" \
    sh -c "grep -q '^ Package: goose$' '$work/info' && grep -q '^ Version: $debver$' '$work/info' && grep -q '^ Architecture: $arch$' '$work/info'"
  check "deb $arch: depends on libGL, the X11 libraries and libasound" \
    sh -c "grep '^ Depends:' '$work/info' | grep libgl1 | grep libx11-6 | grep libxrandr2 | grep libxcursor1 | grep -q libasound2"
  want="./usr/bin/goose ./usr/share/applications/goose.desktop ./usr/share/doc/goose/copyright"
  for s in $sizes; do want="$want ./usr/share/icons/hicolor/${s}x$s/apps/goose.png"; done
  missing=""
  for f in $want; do awk '{print $6}' "$work/contents" | grep -qx -- "$f" || missing="$missing $f"; done
  check "deb $arch: holds the program, the menu entry and ${sizes% *}… px icons${missing:+ (missing:$missing)}" test -z "$missing"
  check "deb $arch: /usr/bin/goose is root's and executable" sh -c "grep ' ./usr/bin/goose$' '$work/contents' | grep -q '^-rwxr-xr-x root/root'"
  x="$work/deb-$arch"
  dpkg-deb -x "$deb" "$x"
  check "deb $arch: desktop-file-validate" desktop-file-validate "$x/usr/share/applications/goose.desktop"
  check "deb $arch: the menu entry's StartupWMClass is the window's X11 class (Goose)" \
    grep -qx 'StartupWMClass=Goose' "$x/usr/share/applications/goose.desktop"
  file -b "$x/usr/share/icons/hicolor/256x256/apps/goose.png" >"$work/f"
  check "deb $arch: the 256 px icon is a 256 x 256 PNG" has "PNG image data, 256 x 256" "$work/f"
  kind "$x/usr/bin/goose" >"$work/f"
  case $arch in amd64) m="x86-64" ;; arm64) m="ARM aarch64" ;; esac
  check "deb $arch: the program is a Linux $m executable ($(cut -d, -f1-2 "$work/f"))" has "ELF 64-bit LSB.*$m" "$work/f"
  check "deb $arch: built with CGO_ENABLED=0 and -trimpath" built "$x/usr/bin/goose"

  tgz="$out/goose-$version-linux-$arch.tar.gz"
  echo "== $tgz"
  t="$work/tar-$arch"
  mkdir -p "$t"
  tar -xzf "$tgz" -C "$t"
  d="$t/goose-$version-linux-$arch"
  missing=""
  for f in goose goose.desktop README.txt install.sh; do [ -f "$d/$f" ] || missing="$missing $f"; done
  for s in $sizes; do [ -f "$d/icons/goose-$s.png" ] || missing="$missing icons/goose-$s.png"; done
  check "tar.gz $arch: program, menu entry, README, install.sh, icons${missing:+ (missing:$missing)}" test -z "$missing"
  check "tar.gz $arch: the README names the runtime libraries" \
    sh -c "grep -q libGL '$d/README.txt' && grep -q libX11 '$d/README.txt' && grep -q libasound '$d/README.txt'"
  check "tar.gz $arch: desktop-file-validate" desktop-file-validate "$d/goose.desktop"
  check "tar.gz $arch: the program is the .deb's" cmp "$d/goose" "$x/usr/bin/goose"
  if [ "$arch" = arm64 ] && command -v qemu-aarch64 >/dev/null 2>&1; then
    check "tar.gz arm64: goose --version prints \"goose $version\" (under qemu)" sh -c "[ \"\$(qemu-aarch64 '$d/goose' --version)\" = 'goose $version' ]"
  elif [ "$arch" = arm64 ]; then
    check "tar.gz arm64: the program holds the version text $version" stamped "$d/goose"
  fi
  if [ "$arch" = amd64 ]; then
    check "tar.gz amd64: goose --version prints \"goose $version\"" sh -c "[ \"\$('$d/goose' --version)\" = 'goose $version' ]"
    h="$work/home"
    mkdir -p "$h"
    check "tar.gz amd64: install.sh puts a valid menu entry, with the program's full path, in the user's menu" sh -c "
      HOME='$h' XDG_DATA_HOME='$h/share' '$d/install.sh' &&
      desktop-file-validate '$h/share/applications/goose.desktop' &&
      grep -qx 'Exec=\"$h/.local/bin/goose\"' '$h/share/applications/goose.desktop' &&
      [ -x '$h/.local/bin/goose' ] && [ -f '$h/share/icons/hicolor/48x48/apps/goose.png' ] &&
      HOME='$h' XDG_DATA_HOME='$h/share' '$d/install.sh' --remove && [ ! -e '$h/.local/bin/goose' ]"
  fi
done

for arch in amd64 arm64; do
  z="$out/Goose-$version-windows-$arch.zip"
  echo "== $z"
  w="$work/win-$arch"
  mkdir -p "$w"
  unzip -q "$z" -d "$w"
  exe="$w/Goose.exe"
  kind "$exe" >"$work/f"
  case $arch in amd64) m="x86-64" ;; arm64) m="Aarch64" ;; esac
  check "exe $arch: a PE32+ GUI executable for $m ($(cat "$work/f"))" has "^PE32+ executable (GUI) $m" "$work/f"
  wrestool -l "$exe" >"$work/res" 2>&1 || true
  check "exe $arch: carries an icon group, a manifest and version information" \
    sh -c "grep -q 'type=group_icon' '$work/res' && grep -q 'type=version' '$work/res' && grep -q -- '--type=24' '$work/res'"
  wrestool -x --type=group_icon -o "$w/goose.ico" "$exe" 2>/dev/null || true
  file -b "$w/goose.ico" >"$work/f" 2>&1 || true
  check "exe $arch: the icon has 6 pictures, 16 to 256 px" has "MS Windows icon resource - 6 icons" "$work/f"
  wrestool -x --raw --type=version "$exe" 2>/dev/null | tr -d '\000' >"$work/ver" || true
  check "exe $arch: the version information says $version" has "ProductVersion$version" "$work/ver"
  check "exe $arch: built with CGO_ENABLED=0 and -trimpath" built "$exe"
  check "exe $arch: the program holds the version text $version" stamped "$exe"
done

z="$out/Goose-$version-macos.zip"
echo "== $z"
mac="$work/mac"
mkdir -p "$mac"
unzip -q "$z" -d "$mac"
app="$mac/Goose.app/Contents"
cat >"$work/plist.py" <<'EOF'
import os, plistlib, sys
app, version = sys.argv[1], sys.argv[2]
with open(os.path.join(app, "Info.plist"), "rb") as f:
    p = plistlib.load(f)
exe = os.path.join(app, "MacOS", p["CFBundleExecutable"])
icon = os.path.join(app, "Resources", p["CFBundleIconFile"])
problems = []
if not (os.path.isfile(exe) and os.access(exe, os.X_OK)):
    problems.append("CFBundleExecutable %r is not an executable in Contents/MacOS" % p["CFBundleExecutable"])
if not os.path.isfile(icon):
    problems.append("CFBundleIconFile %r is not in Contents/Resources" % p["CFBundleIconFile"])
if p.get("CFBundleShortVersionString") != version:
    problems.append("CFBundleShortVersionString is %r, want %r" % (p.get("CFBundleShortVersionString"), version))
if p.get("NSHighResolutionCapable") is not True:
    problems.append("NSHighResolutionCapable is not true")
if "." not in p.get("CFBundleIdentifier", ""):
    problems.append("CFBundleIdentifier %r is not reverse-DNS" % p.get("CFBundleIdentifier"))
if p.get("CFBundlePackageType") != "APPL":
    problems.append("CFBundlePackageType is not APPL")
print("\n".join(problems) or "CFBundleExecutable=%s CFBundleIdentifier=%s" % (p["CFBundleExecutable"], p["CFBundleIdentifier"]))
sys.exit(1 if problems else 0)
EOF
check "app: Info.plist parses and names the executable, icon and version ($short) in the bundle" python3 "$work/plist.py" "$app" "$short"
file -b "$app/MacOS/goose" >"$work/f"
check "app: a universal Mach-O binary for x86_64 and arm64" \
  sh -c "grep -q 'Mach-O universal binary with 2 architectures' '$work/f' && grep -q 'x86_64' '$work/f' && grep -q 'arm64' '$work/f'"
go run ./build/dist/lipo -info "$app/MacOS/goose" >"$work/slices" 2>&1 || true
check "app: the arm64 slice is signed (ad hoc), as Apple silicon requires" has "CpuArm64 signed" "$work/slices"
check "app: built with CGO_ENABLED=0 and -trimpath" built "$app/MacOS/goose"
check "app: the program holds the version text $version" stamped "$app/MacOS/goose"
icns2png -l "$app/Resources/goose.icns" >"$work/icns" 2>&1 || true
missing=""
for s in 16x16 32x32 48x48 128x128 256x256 512x512 1024x1024; do has " $s 32-bit icon" "$work/icns" || missing="$missing $s"; done
check "app: goose.icns holds 16 to 1024 px pictures${missing:+ (missing:$missing)}" test -z "$missing"

check "SHA256SUMS matches every artifact" sh -c "cd '$out' && sha256sum -c --quiet SHA256SUMS"

echo "== install the amd64 .deb and start the game from its menu entry"
if [ "$(dpkg --print-architecture)" != amd64 ]; then
  fail "install: this machine is $(dpkg --print-architecture); the install test is written for amd64"
else
  sudo=""
  [ "$(id -u)" = 0 ] || sudo=sudo
  before=$(dpkg-query -W -f='${Status}' goose 2>/dev/null || true)
  check "install: dpkg -i $deb_amd64" $sudo dpkg -i "$deb_amd64"
  entry=/usr/share/applications/goose.desktop
  check "install: the menu entry and a hicolor icon are in place" test -f $entry -a -f /usr/share/icons/hicolor/48x48/apps/goose.png
  exe=$(sed -n 's/^Exec=//p' $entry | head -1)
  # The game keeps its settings and saves under XDG_CONFIG_HOME: a fresh one
  # leaves the player's own alone.
  check "install: \"$exe --autoplay --mute --exit-after-game\" plays a game under Xvfb and exits 0" \
    env XDG_CONFIG_HOME="$work/config" timeout 600 xvfb-run -a -s "-screen 0 1280x720x24" \
    sh -c "$exe --autoplay --mute --exit-after-game"
  case "$before" in
    *"install ok installed"*) echo "     (goose was installed before: left installed)" ;;
    *) check "install: dpkg -r goose" $sudo dpkg -r goose ;;
  esac
fi

echo "dist-check: $passed passed, $failed failed"
[ "$failed" = 0 ]
