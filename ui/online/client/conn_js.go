//go:build js

package client

import (
	"context"
	"errors"
	"strconv"
	"sync"
	"syscall/js"
)

// jsConn is the browser's own WebSocket: messages come through its
// callbacks into a queue the client reads.
type jsConn struct {
	ws    js.Value
	in    chan []byte
	done  chan struct{} // closed when the socket is
	once  sync.Once
	err   error
	funcs []js.Func
}

func dialConn(ctx context.Context, url string) (conn, error) {
	c := &jsConn{in: make(chan []byte, inbox), done: make(chan struct{})}
	open := make(chan struct{})
	var ws js.Value
	func() {
		defer func() {
			if r := recover(); r != nil { // a URL the browser refuses (a bad scheme) throws
				c.err = errors.New("the browser refused the address")
			}
		}()
		ws = js.Global().Get("WebSocket").New(url)
	}()
	if c.err != nil {
		return nil, c.err
	}
	c.ws = ws
	ws.Set("binaryType", "arraybuffer")
	c.on("open", func(js.Value) { close(open) })
	c.on("message", func(ev js.Value) {
		d := ev.Get("data")
		var b []byte
		if d.Type() == js.TypeString {
			b = []byte(d.String())
		} else {
			arr := js.Global().Get("Uint8Array").New(d)
			b = make([]byte, arr.Length())
			js.CopyBytesToGo(b, arr)
		}
		select {
		case c.in <- b:
		default:
			c.shut(errors.New("too many messages waiting"))
		}
	})
	c.on("close", func(ev js.Value) {
		c.shut(errors.New("connection closed (" + strconv.Itoa(ev.Get("code").Int()) + ")"))
		c.release() // the socket's last event
	})
	c.on("error", func(js.Value) { c.shut(errors.New("connection failed")) })
	select {
	case <-open:
		return c, nil
	case <-c.done:
		return nil, c.err
	case <-ctx.Done():
		c.closeNow()
		return nil, ctx.Err()
	}
}

// on listens to the socket's event name.
func (c *jsConn) on(name string, fn func(ev js.Value)) {
	f := js.FuncOf(func(_ js.Value, args []js.Value) any {
		fn(args[0])
		return nil
	})
	c.funcs = append(c.funcs, f)
	c.ws.Call("addEventListener", name, f)
}

// shut marks the connection ended, once.
func (c *jsConn) shut(err error) {
	c.once.Do(func() {
		c.err = err
		close(c.done)
	})
}

func (c *jsConn) read(ctx context.Context) ([]byte, error) {
	select {
	case b := <-c.in:
		return b, nil
	default:
	}
	select {
	case b := <-c.in:
		return b, nil
	case <-c.done:
		return nil, c.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (c *jsConn) write(_ context.Context, text bool, data []byte) error {
	select {
	case <-c.done:
		return c.err
	default:
	}
	if text {
		c.ws.Call("send", string(data))
		return nil
	}
	arr := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	c.ws.Call("send", arr)
	return nil
}

func (c *jsConn) close() {
	c.ws.Call("close", 1000, "bye")
	c.shut(errors.New("closed"))
}

func (c *jsConn) closeNow() { c.close() }

// release lets go of the callbacks once the socket has closed: none is
// called after its close event.
func (c *jsConn) release() {
	for _, f := range c.funcs {
		f.Release()
	}
	c.funcs = nil
}
