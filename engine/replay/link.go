package replay

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"strings"

	"goose/engine"
)

// A replay link carries a finished game in a URL's ?replay= parameter: a
// version letter, then the replay's JSON compressed (DEFLATE) and written
// in unpadded base64url. The version comes first and alone, so that a later
// Goose can change everything after it and still read this one.
const (
	// LinkVersion is the version this Goose writes: '1', the JSON of
	// Replay (its format 1 or 2), with "preset" naming the rules instead
	// when they are a preset's unchanged.
	LinkVersion = '1'
	// MaxLink is the longest link data a game is shared as; a longer one
	// goes as a file. 8,000 characters keep the whole address under the
	// 8 KB that common web servers and proxies take in a request line
	// (nginx's and Apache's defaults, about 8,190 bytes), which browsers
	// themselves far exceed: a link a chat program or a server cuts short
	// would be a damaged game.
	MaxLink = 8000
	// LinkParam is the URL parameter a link travels in.
	LinkParam = "replay"
)

// linked is a replay as a link writes it.
type linked struct {
	Preset string `json:"preset,omitempty"`
	*Replay
}

// Link is the replay as link data (the value of ?replay=). Rules that are a
// preset's, unchanged, go by name: an own board goes whole.
func (r *Replay) Link() (string, error) {
	l := linked{Replay: r}
	if p, err := engine.Preset(r.Rules.Name); err == nil && sameRules(&p, &r.Rules) {
		cp := *r
		cp.Rules = engine.Rules{}
		l = linked{Preset: r.Rules.Name, Replay: &cp}
	}
	data, err := json.Marshal(&l)
	if err != nil {
		return "", err
	}
	packed, err := packLink(data)
	return string(LinkVersion) + packed, err
}

// packLink is data compressed, in base64url (whole strings, not streams:
// the browser's download has them already).
func packLink(data []byte) (string, error) {
	var buf bytes.Buffer
	zw, err := flate.NewWriter(&buf, flate.BestCompression)
	if err != nil {
		return "", err
	}
	zw.Write(data) // into memory: no error
	if err := zw.Close(); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(buf.Bytes()), nil
}

func sameRules(a, b *engine.Rules) bool {
	ja, err1 := json.Marshal(a)
	jb, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && bytes.Equal(ja, jb)
}

// ErrNotLink is what ReadLink says of text that is no replay link at all.
var ErrNotLink = errors.New("it holds no Goose replay (a link with ?replay=, or its data)")

// ReadLink reads a replay link: a whole address with ?replay=, the
// parameter alone, or its data; spaces and line breaks a chat program
// put in are passed over. Every fault is an error saying what is wrong
// (cut short, another version, not a game): nothing panics.
func ReadLink(s string) (*Replay, error) {
	data := linkData(s)
	if data == "" {
		return nil, ErrNotLink
	}
	if data[0] != LinkVersion {
		if data[0] >= '2' && data[0] <= '9' {
			return nil, fmt.Errorf("it was made by a newer Goose (link version %c; this one reads version %c)", data[0], LinkVersion)
		}
		return nil, ErrNotLink
	}
	if len(data) > 2*MaxFile {
		return nil, fmt.Errorf("it is longer than any game (%d characters)", len(data))
	}
	packed, err := base64.RawURLEncoding.DecodeString(data[1:])
	if err != nil {
		return nil, fmt.Errorf("its letters are not a game's (%v)", err)
	}
	raw, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(packed)), MaxFile+1))
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF):
		return nil, errors.New("it is cut short (part of the link is missing)")
	case err != nil:
		return nil, fmt.Errorf("its letters are not a game's (%v)", err)
	case len(raw) > MaxFile:
		return nil, fmt.Errorf("it unpacks to more than %d MB", MaxFile>>20)
	}
	l := linked{Replay: &Replay{}}
	if err := json.Unmarshal(raw, &l); err != nil {
		return nil, fmt.Errorf("it holds no game (%v)", err)
	}
	r := l.Replay
	if l.Preset != "" {
		p, err := engine.Preset(l.Preset)
		if err != nil {
			return nil, err
		}
		r.Rules = p
	}
	if err := r.check(); err != nil {
		return nil, err
	}
	return r, nil
}

// linkData is the link's data in s: the value of its replay parameter, or
// s itself, without the spaces a chat program may have broken it with.
func linkData(s string) string {
	s = strings.Join(strings.Fields(s), "")
	if i := strings.IndexByte(s, '?'); i >= 0 {
		if q, err := url.ParseQuery(s[i+1:]); err == nil && q.Get(LinkParam) != "" {
			return q.Get(LinkParam)
		}
	}
	if v, ok := strings.CutPrefix(s, LinkParam+"="); ok {
		return v
	}
	return s
}
