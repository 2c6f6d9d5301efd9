// Package commands runs the goose commands other than the game itself:
// `goose sim`, `goose board`, `goose host` and `goose serve`. They run on
// a computer only; the browser build links none of them (commands_js.go).
package commands
