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
func Open(string) (Store, error) { return Local{}, nil }

func storage() (js.Value, error) {
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return js.Value{}, errors.New("this browser keeps no local storage")
	}
	return ls, nil
}

func (Local) Load(name string) ([]byte, error) {
	ls, err := storage()
	if err != nil {
		return nil, err
	}
	v := ls.Call("getItem", "goose/"+name)
	if v.IsNull() || v.IsUndefined() {
		return nil, ErrMissing
	}
	return []byte(v.String()), nil
}

// Save is atomic by nature: setItem replaces the value whole.
func (Local) Save(name string, data []byte) (err error) {
	ls, err := storage()
	if err != nil {
		return err
	}
	defer func() {
		if r := recover(); r != nil { // quota exceeded throws
			err = fmt.Errorf("local storage: %v", r)
		}
	}()
	ls.Call("setItem", "goose/"+name, string(data))
	return nil
}

func (Local) Remove(name string) error {
	ls, err := storage()
	if err != nil {
		return err
	}
	ls.Call("removeItem", "goose/"+name)
	return nil
}

func (l Local) Aside(name string) (string, error) {
	b, err := l.Load(name)
	if err != nil {
		return "", err
	}
	to := fmt.Sprintf("%s.damaged-%d", name, time.Now().Unix())
	if err := l.Save(to, b); err != nil {
		return "", err
	}
	return "goose/" + to + " in local storage", l.Remove(name)
}
