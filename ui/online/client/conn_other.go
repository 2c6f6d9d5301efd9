//go:build !js

package client

import (
	"context"
	"io"

	"github.com/coder/websocket"
)

// wsConn is coder/websocket's connection, and the buffer its messages are
// read into: each client reads every update of its room.
type wsConn struct {
	ws  *websocket.Conn
	buf []byte
}

func dialConn(ctx context.Context, url string) (conn, error) {
	ws, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(16 << 20) // a whole game's updates fit
	return &wsConn{ws: ws, buf: make([]byte, 0, 4096)}, nil
}

func (w *wsConn) read(ctx context.Context) ([]byte, error) {
	_, r, err := w.ws.Reader(ctx)
	if err != nil {
		return nil, err
	}
	b := w.buf[:0]
	if cap(b) > 1<<16 {
		b = make([]byte, 0, 4096) // a history's large welcome is not kept for ever
	}
	for {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		n, err := r.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err == io.EOF {
			w.buf = b
			return b, nil
		}
		if err != nil {
			return nil, err
		}
	}
}

func (w *wsConn) write(ctx context.Context, text bool, data []byte) error {
	typ := websocket.MessageBinary
	if text {
		typ = websocket.MessageText
	}
	return w.ws.Write(ctx, typ, data)
}

func (w *wsConn) close()    { w.ws.Close(websocket.StatusNormalClosure, "bye") }
func (w *wsConn) closeNow() { w.ws.CloseNow() }

// SendRaw sends a message as it is (tests send bad ones).
func (c *Client) SendRaw(typ websocket.MessageType, data []byte) error {
	return c.sendRaw(typ == websocket.MessageText, data)
}
