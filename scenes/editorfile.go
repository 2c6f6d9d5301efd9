package scenes

import (
	"io"
	"io/fs"
	"strings"
	"unicode"

	"goose/engine"
	"goose/scenes/narrate"
	"goose/ui/store"
)

// The editor's file page: the folder of boards, export and import (RULES §7.3).

// load opens a board's file: the browser's upload dialog, on the desktop
// the system's file dialog, or where it has none a field for its path (a
// file dropped on the window opens too).
func (e *Editor) load(c *Context) {
	if c.Upload == nil {
		e.openFile()
		return
	}
	got := e.pan.uploads
	c.Upload(func(name string, data []byte, err error) {
		select { // one file at a time; a second before the first is read waits for the next dialog
		case got <- upload{name, data, err}:
		default:
		}
	})
}

// say notes what a file action did.
func (e *Editor) say(m narrate.Message, bad bool) {
	e.pan.note, e.pan.noteBad, e.stale = m.String(), bad, true
}

// saveToFolder keeps the board in the player's folder of boards under its name.
func (e *Editor) saveToFolder(c *Context) bool {
	en, err := store.SaveBoard(c.Store, e.r.Name, e.r.File())
	if err != nil {
		e.say(narrate.M("ui.ed.notSaved", err), true)
		return false
	}
	e.say(narrate.M("ui.ed.saved", en.Name, len(store.LoadBoards(c.Store))), false)
	return true
}

// exportName is the file a board is exported as: its name, in letters,
// digits and dashes.
func exportName(name string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(name) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		case b.Len() > 0 && !strings.HasSuffix(b.String(), "-"):
			b.WriteByte('-')
		}
	}
	s := strings.Trim(b.String(), "-")
	if s == "" {
		s = "board"
	}
	return s + ".goose.json"
}

// exportFile writes the board's rules file: in a browser a download, on the
// desktop where the player says (the system's save dialog) or in their
// Documents; the full path is shown.
func (e *Editor) exportFile(c *Context) {
	name, data := exportName(e.r.Name), e.r.File()
	if c.Download != nil {
		if err := c.Download(name, data); err != nil {
			e.say(narrate.M("ui.ed.notExported", err), true)
			return
		}
		e.say(narrate.M("ui.ed.downloaded", name), false)
		return
	}
	e.exportTo(name, data)
}

// importDropped opens the first file dropped on the window.
func (e *Editor) importDropped(files fs.FS) {
	if name, r, ok, err := readDropped(files); ok {
		e.importRules(name, r, err)
	}
}

// importFile opens a rules file in the editor (undo goes back); a bad one
// is named with its faults and changes nothing.
func (e *Editor) importFile(name string, from io.Reader, err error) {
	var r engine.Rules
	if err == nil {
		r, err = engine.ReadOwnRules(name, from, presetCopyName)
	}
	e.importRules(name, r, err)
}

// importRules puts r, read from the file name, in the editor, or says err.
func (e *Editor) importRules(name string, r engine.Rules, err error) {
	if err != nil {
		e.say(narrate.M("ui.ed.notImported", narrate.FileError(err)), true)
		return
	}
	e.change()
	r.SetDrink61(false)
	e.r, e.at.sel, e.at.pick = r, 0, pickNone
	e.pan.name, e.pan.summary = r.Name, r.Summary
	e.say(narrate.M("ui.ed.imported", name, r.Board.Goal()), false)
}
