// Package host is `goose host`, the game server: it runs the engine for
// every room, keeps rooms and their updates in NATS JetStream (embedded, or
// a cluster shared by several hosts), and talks to clients over WebSocket.
// It is not linked into the browser build (host_js.go stands in there).
package host
