# Sourced by the scripts that build the browser game: wasm_build OUT [LDFLAGS].
# LDFLAGS default to -s -w, which drop the symbol and debug tables, -trimpath this machine's paths.
# -l turns inlining off in the libraries, whose code mostly runs once
# (Ebitengine's shader compiler, the font and JSON readers): that takes
# about 500 KB off the gzip download. The game's own packages, the runtime
# and Ebitengine's drawing path, which run every frame, stay inlined.
wasm_build() {
	GOOS=js GOARCH=wasm CGO_ENABLED=0 go build -trimpath -ldflags="${2--s -w}" \
		-gcflags=all=-l -gcflags=goose/...= -gcflags=runtime/...= \
		-gcflags=github.com/hajimehoshi/ebiten/v2= \
		-gcflags=github.com/hajimehoshi/ebiten/v2/vector= \
		-gcflags=github.com/hajimehoshi/ebiten/v2/internal/atlas= \
		-gcflags=github.com/hajimehoshi/ebiten/v2/internal/graphicscommand= \
		-o "$1" .
}
