# Sourced by the scripts that build the browser game: wasm_build OUT [LDFLAGS].
# LDFLAGS default to -s -w, which drop the symbol and debug tables, -trimpath this machine's paths.
# -l turns inlining off where code mostly runs once or waits on a person
# (Ebitengine's shader compiler, the font and JSON readers, the game's
# screens, the rulebook, rooms and replays): that takes about 560 KB off the
# gzip download. The engine, its odds and players (the rollouts), the ui's
# drawing, the presentation model, the runtime and Ebitengine's drawing path,
# which run every frame, stay inlined.
#
# The overlay (wasm_overlay) builds text/template without its call of a
# method by name: Ebitengine writes two shaders' sources with text/template,
# and a reachable reflect MethodByName makes Go's linker keep every exported
# method of every type that meets an interface, in every package, as a
# template could call any of them: 1.4 MB of code (420 KB gzip) that nothing
# calls. Those two templates read fields of a struct that has no methods, so
# they write the same shaders. build/web/wasm_test.go checks that text/template
# has no other user in the browser build and that the patch still applies.
wasm_build() {
	_wasm_dir=$(mktemp -d)
	wasm_overlay "$_wasm_dir" || { rm -rf "$_wasm_dir"; return 1; }
	GOOS=js GOARCH=wasm CGO_ENABLED=0 go build -trimpath -ldflags="${2--s -w}" \
		-overlay="$_wasm_dir/overlay.json" \
		-gcflags=all=-l -gcflags=runtime/...= -gcflags=goose/engine= \
		-gcflags=goose/engine/odds= -gcflags=goose/engine/player= \
		-gcflags=goose/ui= -gcflags=goose/scenes/present= \
		-gcflags=github.com/hajimehoshi/ebiten/v2= \
		-gcflags=github.com/hajimehoshi/ebiten/v2/vector= \
		-gcflags=github.com/hajimehoshi/ebiten/v2/internal/atlas= \
		-gcflags=github.com/hajimehoshi/ebiten/v2/internal/graphicscommand= \
		-o "$1" .
	_wasm_rc=$?
	rm -rf "$_wasm_dir"
	return $_wasm_rc
}

# wasm_overlay DIR writes DIR/exec.go, this Go's text/template/exec.go with
# its one method lookup by name answering "no such method" (a template's
# {{.X}} then reads a field or a map's key X, as it does for a type without
# methods), and DIR/overlay.json, which puts it in the build's place.
wasm_overlay() {
	_src="$(go env GOROOT)/src/text/template/exec.go"
	_call='ptr.MethodByName(fieldName)'
	if [ "$(grep -c -F "$_call" "$_src")" != 1 ]; then
		echo "wasm_overlay: $_src no longer calls $_call once: see build/web/wasm.sh" >&2
		return 1
	fi
	sed "s/ptr\.MethodByName(fieldName)/noMethodByName(ptr, fieldName)/" "$_src" >"$1/exec.go"
	cat >>"$1/exec.go" <<'EOF'

// noMethodByName stands for reflect.Value.MethodByName in the browser build
// (build/web/wasm.sh): there, no template calls a method.
func noMethodByName(reflect.Value, string) reflect.Value { return reflect.Value{} }
EOF
	printf '{"Replace": {"%s": "%s"}}\n' "$_src" "$1/exec.go" >"$1/overlay.json"
}
