//go:build !js

package client

import (
	"context"

	"github.com/coder/websocket"
)

// wsConn is coder/websocket's connection.
type wsConn struct{ ws *websocket.Conn }

func dialConn(ctx context.Context, url string) (conn, error) {
	ws, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(16 << 20) // a whole game's updates fit
	return wsConn{ws}, nil
}

func (w wsConn) read(ctx context.Context) ([]byte, error) {
	_, data, err := w.ws.Read(ctx)
	return data, err
}

func (w wsConn) write(ctx context.Context, text bool, data []byte) error {
	typ := websocket.MessageBinary
	if text {
		typ = websocket.MessageText
	}
	return w.ws.Write(ctx, typ, data)
}

func (w wsConn) close()    { w.ws.Close(websocket.StatusNormalClosure, "bye") }
func (w wsConn) closeNow() { w.ws.CloseNow() }

// SendRaw sends a message as it is (tests send bad ones).
func (c *Client) SendRaw(typ websocket.MessageType, data []byte) error {
	return c.sendRaw(typ == websocket.MessageText, data)
}
