package scenes

import (
	"io"
	"io/fs"

	"goose/engine/replay"
	"goose/ui"
)

// Import on the replays: a game shared as a link (pasted: Ctrl+V, or
// Import on the desktop, which reads the clipboard) or as a file (dropped
// on the window, or the browser's upload dialog). It is kept among the
// replays and opened; what cannot be read is said and changes nothing.

// importAsk is Import: the browser's upload dialog, or on the desktop the
// clipboard read, with words on the other ways in.
func (r *ReplayList) importAsk(c *Context) {
	r.note = say("ui.replays.importHint")
	if c.Upload == nil {
		ui.AskPaste()
		return
	}
	got := r.uploads
	c.Upload(func(_ string, data []byte, err error) {
		select { // one file at a time
		case got <- upload{data: data, err: err}:
		default:
		}
	})
}

// importCame imports what came this tick: a paste, a dropped file or an
// upload; the scene to go to, or nil.
func (r *ReplayList) importCame(c *Context) Scene {
	var data []byte
	var err error
	select {
	case u := <-r.uploads:
		data, err = u.data, u.err
	default:
		switch {
		case c.In.Dropped != nil:
			if data, err = readFirst(c.In.Dropped); err != nil {
				r.note = say("ui.replays.bad", err)
				return nil
			}
		case c.In.PastedText() != "":
			data = []byte(c.In.PastedText())
		default:
			return nil
		}
	}
	if err == nil {
		var next Scene
		if next, err = importShared(c, data); err == nil {
			return next
		}
	}
	r.note = err.Error()
	r.form.Refresh()
	return nil
}

// readFirst reads the first file dropped, up to a replay file's limit (a
// larger one is refused by the reader without being read whole).
func readFirst(files fs.FS) ([]byte, error) {
	entries, err := fs.ReadDir(files, ".")
	if err != nil || len(entries) == 0 {
		return nil, replay.ErrNotLink
	}
	f, err := files.Open(entries[0].Name())
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, replay.MaxFile+1))
}
