# Sourced by the scripts that build the browser game: wasm_build OUT [LDFLAGS].
# LDFLAGS default to -s -w, which drop the symbol and debug tables, -trimpath this machine's paths.
# -l turns inlining off where code mostly runs once or waits on a person
# (Ebitengine's shader compiler, the font and JSON readers, the game's
# screens, the rulebook, rooms and replays): that takes about 560 KB off the
# gzip download. The engine, its odds and players (the rollouts), the ui's
# drawing, the presentation model, the runtime and Ebitengine's drawing path,
# which run every frame, stay inlined.
wasm_build() {
	GOOS=js GOARCH=wasm CGO_ENABLED=0 go build -trimpath -ldflags="${2--s -w}" \
		-gcflags=all=-l -gcflags=runtime/...= -gcflags=goose/engine= \
		-gcflags=goose/engine/odds= -gcflags=goose/engine/player= \
		-gcflags=goose/ui= -gcflags=goose/scenes/present= \
		-gcflags=github.com/hajimehoshi/ebiten/v2= \
		-gcflags=github.com/hajimehoshi/ebiten/v2/vector= \
		-gcflags=github.com/hajimehoshi/ebiten/v2/internal/atlas= \
		-gcflags=github.com/hajimehoshi/ebiten/v2/internal/graphicscommand= \
		-o "$1" .
}
