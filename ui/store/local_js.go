//go:build js

package store

import (
	"errors"
	"fmt"
	"syscall/js"
	"time"
)

// Local keeps blobs in the browser's localStorage under "goose/NAME".
type Local struct{}

// Open is the page's local storage: a browser has no folders to choose.
// It fails when the page may not use it (site data blocked, a sandboxed
// frame: reading window.localStorage then throws).
func Open(string) (Store, error) {
	if _, err := storage(); err != nil {
		return nil, err
	}
	return Local{}, nil
}

func storage() (ls js.Value, err error) {
	defer func() {
		if r := recover(); r != nil { // a SecurityError thrown by the getter
			err = fmt.Errorf("this page may not use local storage: %v", r)
		}
	}()
	// Through Reflect.get: a getter that throws inside Call becomes a Go
	// panic (recovered above); a throw inside a plain Get would unwind
	// through the whole program.
	ls = js.Global().Get("Reflect").Call("get", js.Global(), "localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return js.Value{}, errors.New("this browser keeps no local storage")
	}
	// Some browsers hand out the object and throw on first use.
	ls.Call("getItem", "goose/"+SettingsName)
	return ls, nil
}

// call runs a method of local storage, turning a throw into an error.
func call(method string, args ...any) (v js.Value, err error) {
	ls, err := storage()
	if err != nil {
		return js.Value{}, err
	}
	defer func() {
		if r := recover(); r != nil { // quota exceeded, storage revoked
			err = fmt.Errorf("local storage: %v", r)
		}
	}()
	return ls.Call(method, args...), nil
}

func (Local) Load(name string) ([]byte, error) {
	v, err := call("getItem", "goose/"+name)
	if err != nil {
		return nil, &UnreadableError{err}
	}
	if v.IsNull() || v.IsUndefined() {
		return nil, ErrMissing
	}
	// A browser keeps a few MB a site: this copy is bounded by that.
	b := []byte(v.String())
	if len(b) > MaxBlob {
		return nil, ErrTooBig
	}
	return b, nil
}

// Save is atomic by nature: setItem replaces the value whole.
func (Local) Save(name string, data []byte) error {
	_, err := call("setItem", "goose/"+name, string(data))
	return err
}

func (Local) Remove(name string) error {
	_, err := call("removeItem", "goose/"+name)
	return err
}

// Aside keeps every damaged copy under a name no other key has.
func (l Local) Aside(name string) (string, error) {
	v, err := call("getItem", "goose/"+name)
	if err != nil {
		return "", err
	}
	if v.IsNull() {
		return "", ErrMissing
	}
	base := fmt.Sprintf("%s.damaged-%d", name, time.Now().Unix())
	to := base
	for i := 2; ; i++ {
		w, err := call("getItem", "goose/"+to)
		if err != nil {
			return "", err
		}
		if w.IsNull() {
			break
		}
		to = fmt.Sprintf("%s-%d", base, i)
	}
	if _, err := call("setItem", "goose/"+to, v); err != nil {
		return "", err
	}
	return "goose/" + to + " in local storage", l.Remove(name)
}

// Where is the key a blob named name is kept under.
func (Local) Where(name string) string { return "goose/" + name + " in local storage" }
