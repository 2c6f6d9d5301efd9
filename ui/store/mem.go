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
	return b, nil
}

func (m *Mem) Save(name string, data []byte) error {
	m.M[name] = append([]byte(nil), data...)
	return nil
}

func (m *Mem) Remove(name string) error { delete(m.M, name); return nil }

func (m *Mem) Aside(name string) (string, error) {
	to := name + ".damaged"
	m.M[to] = m.M[name]
	delete(m.M, name)
	return fmt.Sprintf("%s (in memory)", to), nil
}
