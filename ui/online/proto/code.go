package proto

import (
	"net/url"
	"strings"
)

// CodeAlphabet is Crockford's base 32: no I, L, O or U to misread.
const CodeAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// CodeLen letters of 5 bits: 50 random bits, past guessing at JoinRate.
const CodeLen = 10

// CleanCode reads a room code as a person may type it (any case, spaces
// and dashes between its letters, and as Crockford's base 32 reads them,
// I and L for 1 and O for 0: in some fonts they look alike), or returns "".
func CleanCode(s string) string {
	s = strings.Map(func(r rune) rune {
		if r == ' ' || r == '-' {
			return -1
		}
		return r
	}, s)
	if len(s) != CodeLen {
		return ""
	}
	b := []byte(strings.ToUpper(s))
	for i, c := range b {
		switch c {
		case 'I', 'L':
			b[i], c = '1', '1'
		case 'O':
			b[i], c = '0', '0'
		}
		if !strings.ContainsRune(CodeAlphabet, rune(c)) {
			return ""
		}
	}
	return string(b)
}

// CodeOf reads a room code, or a link to a room (…?room=CODE) or to watch
// one (…?watch=CODE), as a person pastes or types it; "" when it holds none.
func CodeOf(s string) string {
	s = strings.TrimSpace(s)
	if strings.Contains(s, "room=") || strings.Contains(s, "watch=") {
		if u, err := url.Parse(s); err == nil {
			q := u.Query()
			if q.Has("watch") {
				return CleanCode(q.Get("watch"))
			}
			return CleanCode(q.Get("room"))
		}
		return ""
	}
	return CleanCode(s)
}
