package store

import "fmt"

// Mem keeps blobs in memory: tests, and a fallback when nothing can be written.
type Mem struct{ M map[string][]byte }

func NewMem() *Mem { return &Mem{M: map[string][]byte{}} }

func (m *Mem) Load(name string) ([]byte, error) {
	b, ok := m.M[name]
	if !ok {
		return nil, ErrMissing
	}
	if len(b) > MaxBlob {
		return nil, ErrTooBig
	}
	return b, nil
}

func (m *Mem) Save(name string, data []byte) error {
	m.M[name] = append([]byte(nil), data...)
	return nil
}

func (m *Mem) Remove(name string) error { delete(m.M, name); return nil }

// Aside keeps every damaged copy: the second is name.damaged-2, and so on.
func (m *Mem) Aside(name string) (string, error) {
	b, ok := m.M[name]
	if !ok {
		return "", ErrMissing
	}
	to := name + ".damaged"
	for i := 2; m.M[to] != nil; i++ {
		to = fmt.Sprintf("%s.damaged-%d", name, i)
	}
	m.M[to] = b
	delete(m.M, name)
	return fmt.Sprintf("%s (in memory)", to), nil
}

// ReadOnly reads base but keeps every change in memory: a run that only
// shows or measures the game (autoplay), or a second Goose on a folder
// another one holds, leaves the player's files as they are.
func ReadOnly(base Store) Store { return &readOnly{base: base, mem: NewMem(), gone: map[string]bool{}} }

type readOnly struct {
	base Store
	mem  *Mem
	gone map[string]bool // removed here, still in base
}

func (r *readOnly) Load(name string) ([]byte, error) {
	if _, ok := r.mem.M[name]; ok || r.gone[name] {
		return r.mem.Load(name)
	}
	return r.base.Load(name)
}

func (r *readOnly) Save(name string, data []byte) error {
	delete(r.gone, name)
	return r.mem.Save(name, data)
}

func (r *readOnly) Remove(name string) error {
	r.gone[name] = true
	return r.mem.Remove(name)
}

func (r *readOnly) Aside(name string) (string, error) {
	b, err := r.Load(name)
	if err != nil && err != ErrTooBig {
		return "", err
	}
	r.mem.M[name] = b
	r.gone[name] = true
	return r.mem.Aside(name)
}
