#!/bin/sh
# Makes the embedded fonts (assets/fonts): EB Garamond cut to the letters of
# the game's eight languages. Players type their own names, so whole alphabets
# are kept, not only the letters the messages use. Rerun it to change the set.
#
# Regular and italic: Georg Duffner's EB Garamond 12, from Debian's
# fonts-ebgaramond. Bold: that package's bold is an unfinished cut (ASCII
# only), so the bold is the EB Garamond Project's (Octavio Pardo's
# continuation of the same design), from the npm package
# @expo-google-fonts/eb-garamond, which ships Google Fonts' static cuts.
# Both are under the SIL Open Font License 1.1 (assets/fonts/OFL.txt).
#
# usage: build/fonts.sh   (needs apt-get, npm and pyftsubset: build/deps.sh fonts)
set -eu
cd "$(dirname "$0")/.."
out=assets/fonts

command -v pyftsubset >/dev/null 2>&1 || build/deps.sh fonts
# pyftsubset's own Python has fontTools, whichever python3 comes first on PATH.
py=$(head -n 1 "$(command -v pyftsubset)" | sed 's/^#! *//')

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && apt-get download -q fonts-ebgaramond >/dev/null 2>&1 && dpkg-deb -x fonts-ebgaramond_*.deb deb)
(cd "$tmp" && npm pack --silent @expo-google-fonts/eb-garamond@0.4.3 >/dev/null 2>&1 && tar xzf expo-google-fonts-eb-garamond-*.tgz)
deb=$tmp/deb/usr/share/fonts/opentype/ebgaramond
npm=$tmp/package

# The alphabets: ASCII, Latin-1 and Latin Extended-A (es it fr nl de pt, with
# œ, ĳ and the capital ß), Cyrillic (ru, and its neighbours' letters),
# typographic quotes, dashes and ellipsis, the French ordinal ᵉ, №, €, and
# the arrows and signs the rules summaries use.
unicodes="U+0020-007E,U+00A0-00FF,U+0100-017F,U+1E9E,U+1D49,U+0400-045F"
unicodes="$unicodes,U+2010-2027,U+2030,U+2032-2033,U+2039-203A,U+2044,U+20AC,U+2116,U+2122"
unicodes="$unicodes,U+2190-2195,U+2212,U+2248,U+2260,U+2264-2265"
# lnum: the board's square numbers use lining figures (ui/art).
features="kern,liga,clig,calt,ccmp,locl,mark,mkmk,lnum,onum,pnum,tnum"

cut() { # cut SOURCE TARGET
  pyftsubset "$1" --output-file="$2" --unicodes="$unicodes" --layout-features="$features" \
    --no-hinting --name-IDs=0,1,2,3,4,5,6,13,14 --name-languages=0x409 --drop-tables+=FFTM,STAT
  echo "$2: $(wc -c <"$1") -> $(wc -c <"$2") bytes"
}
cut "$deb/EBGaramond12-Regular.otf" "$out/EBGaramond12-Regular.otf"
cut "$deb/EBGaramond12-Italic.otf" "$out/EBGaramond12-Italic.otf"
cut "$npm/700Bold/EBGaramond_700Bold.ttf" "$out/EBGaramond-Bold.ttf"

# The bold sets its lines like the regular (same ascent and descent), so a
# heading that changes face sits on the same baseline.
"$py" - "$out/EBGaramond12-Regular.otf" "$out/EBGaramond-Bold.ttf" <<'EOF'
import sys
from fontTools.ttLib import TTFont
reg, bold = TTFont(sys.argv[1]), TTFont(sys.argv[2], recalcTimestamp=False)  # the same bytes each run
for t, fields in (("hhea", ("ascent", "descent", "lineGap")),
                  ("OS/2", ("sTypoAscender", "sTypoDescender", "sTypoLineGap"))):
    for f in fields:
        setattr(bold[t], f, getattr(reg[t], f))
bold.save(sys.argv[2])
EOF
