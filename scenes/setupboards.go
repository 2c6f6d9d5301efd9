package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/store"
)

// boardShelf is the setup's list of the player's folder of boards (RULES
// §7.3), a page at a time: choose one to play, open it in the editor, or
// delete it (a second click confirms).
type boardShelf struct {
	list       []store.BoardEntry
	rows       [3]boardRow
	shown      int // rows a page shows: 3 on a wide screen, 1 on a phone
	page       int
	prev, next ui.Button
	confirm    int // the slot asked to be deleted, or -1
	th         *ui.Theme
	head       string // "Your boards (N)"
	y          float64
}

type boardRow struct{ choose, edit, del ui.Button }

func newBoardShelf(st store.Store) *boardShelf {
	return &boardShelf{list: store.LoadBoards(st), shown: 3, confirm: -1}
}

// entry is the board row i shows, or nil.
func (b *boardShelf) entry(i int) *store.BoardEntry {
	k := b.page*b.shown + i
	if i >= b.shown || k >= len(b.list) {
		return nil
	}
	return &b.list[k]
}

// place lays the shelf out at x, y, w wide; it returns where it ends.
func (b *boardShelf) place(th *ui.Theme, x, y, w float64, rows int) float64 {
	b.shown, b.th = rows, th
	b.page = min(b.page, max(0, (len(b.list)-1)/rows))
	rh, gap := th.S(40), th.S(8)
	b.y = y + th.S(20)
	pw := th.S(40)
	b.prev.Rect = ui.Rect(x+w-2*pw-gap, y, pw, th.S(34))
	b.next.Rect = ui.Rect(x+w-pw, y, pw, th.S(34))
	y += th.S(42)
	// Edit (or No, asking before a delete) is as wide as its word: "Modifica", "Правка".
	ew, dw := th.S(76), th.S(40)
	for _, id := range []narrate.ID{"ui.boards.edit", "ui.boards.keep"} {
		ew = max(ew, ui.TextWidth(say(id), th.Body)+th.S(20))
	}
	for i := range b.rows {
		r := &b.rows[i]
		r.choose.Rect = ui.Rect(x, y, w-ew-dw-2*gap, rh)
		r.edit.Rect = ui.Rect(x+w-ew-dw-gap, y, ew, rh)
		r.del.Rect = ui.Rect(x+w-dw, y, dw, rh)
		if i < rows {
			y += rh + gap
		}
	}
	b.words()
	return y
}

// words sets the labels, after a change or in a new language.
func (b *boardShelf) words() {
	if b.th == nil {
		return // not laid out yet: place says them
	}
	b.head = say("ui.boards", len(b.list))
	b.prev.Label, b.next.Label = "‹", "›"
	b.prev.Disabled, b.next.Disabled = b.page == 0, (b.page+1)*b.shown >= len(b.list)
	b.prev.Hidden, b.next.Hidden = len(b.list) <= b.shown, len(b.list) <= b.shown
	for i := range b.rows {
		r := &b.rows[i]
		e := b.entry(i)
		r.choose.Hidden, r.edit.Hidden, r.del.Hidden = e == nil, e == nil, e == nil
		if e == nil {
			continue
		}
		// A name is the player's, up to 60 characters: it is cut to fit.
		name := ui.ClipTyped(e.Name, b.th.Tiny, float64(r.choose.Rect.Dx())-b.th.S(16))
		r.choose.Label, r.choose.Primary = name, false
		r.edit.Label, r.del.Label = say("ui.boards.edit"), "×"
		if e.Slot == b.confirm {
			r.choose.Label, r.choose.Primary = ui.Clip(say("ui.boards.delete", e.Name), b.th.Tiny, float64(r.choose.Rect.Dx())-b.th.S(16)), true
			r.edit.Label, r.del.Hidden = say("ui.boards.keep"), true
		}
	}
}

// update handles the shelf's buttons: a board chosen to play (its rules
// file) or to edit; problem says why a board could not be read or deleted.
func (b *boardShelf) update(c *Context, in *ui.Input, playing string) (chosen []byte, edit bool, problem string) {
	changed := false
	if b.prev.Update(in) && b.page > 0 {
		b.page, b.confirm, changed = b.page-1, -1, true
	}
	if b.next.Update(in) && (b.page+1)*b.shown < len(b.list) {
		b.page, b.confirm, changed = b.page+1, -1, true
	}
	for i := range b.rows {
		r := &b.rows[i]
		e := b.entry(i)
		if e == nil {
			break
		}
		r.choose.Selected = e.Name == playing && e.Slot != b.confirm
		choose, ed, del := r.choose.Update(in), r.edit.Update(in), r.del.Update(in)
		switch {
		case choose && e.Slot == b.confirm: // confirmed: it goes
			if err := store.DeleteBoard(c.Store, e.Slot); err != nil {
				problem = err.Error()
			}
			b.list, b.confirm, changed = store.LoadBoards(c.Store), -1, true
		case ed && e.Slot == b.confirm: // not deleted after all
			b.confirm, changed = -1, true
		case choose || ed:
			data, err := store.LoadBoard(c.Store, e.Slot)
			if err == nil {
				return data, ed, ""
			}
			problem = narrate.M("ui.boards.bad", e.Name, err).String()
		case del:
			b.confirm, changed = e.Slot, true
		}
	}
	if changed {
		b.words()
	}
	return nil, false, problem
}

func (b *boardShelf) draw(dst *ebiten.Image, th *ui.Theme, x float64) {
	ui.Text(dst, b.head, th.Small, x, b.y-th.S(14), ui.InkSoft, ui.Left)
	b.prev.Draw(dst, th)
	b.next.Draw(dst, th)
	for i := range b.rows {
		r := &b.rows[i]
		r.choose.Draw(dst, th)
		r.edit.Draw(dst, th)
		r.del.Draw(dst, th)
	}
}
