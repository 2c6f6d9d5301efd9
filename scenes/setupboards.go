package scenes

import (
	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/form"
	"goose/ui/store"
)

// boardShelf is the setup's list of the player's folder of boards (RULES
// §7.3), a page at a time: choose one to play, open it in the editor, or
// delete it (a second click confirms).
type boardShelf struct {
	st      store.Store
	list    []store.BoardEntry
	page    int
	confirm int // the slot asked to be deleted, or -1
}

// shelfRows is how many boards a page of the shelf shows.
const shelfRows = 3

func newBoardShelf(st store.Store) *boardShelf {
	return &boardShelf{st: st, list: store.LoadBoards(st), confirm: -1}
}

// entry is the board row i shows, or nil.
func (b *boardShelf) entry(i int) *store.BoardEntry {
	k := b.page*shelfRows + i
	if i >= shelfRows || k >= len(b.list) {
		return nil
	}
	return &b.list[k]
}

// reload reads the folder's list again (a board kept or deleted).
func (b *boardShelf) reload() {
	b.list, b.confirm = store.LoadBoards(b.st), -1
	b.page = min(b.page, max(0, (len(b.list)-1)/shelfRows))
}

// node declares the shelf: "Your boards (N)" with the pages' arrows, then a
// row per board: its name (to play it), Edit and ×. While a delete is asked
// the name asks "Delete …?" and Edit says No. use hears a board's file read,
// to play or to edit, or why it could not be read or deleted.
func (b *boardShelf) node(h, pagerH float64, playing func() string, use func(data []byte, edit bool, problem string)) *form.Node {
	many := func() bool { return len(b.list) > shelfRows }
	rows := []*form.Node{form.Row(
		form.TextArgs("ui.boards", func() []any { return []any{len(b.list)} }).In(form.Small).Ink(ui.InkSoft).Grow(1),
		form.ButtonOf(func() string { return "‹" }, b.turn(-1)).W(pagerH+6).H(pagerH).When(many).
			Enabled(func() bool { return b.page > 0 }),
		form.ButtonOf(func() string { return "›" }, b.turn(1)).W(pagerH+6).H(pagerH).When(many).
			Enabled(func() bool { return (b.page+1)*shelfRows < len(b.list) }),
	).Gap(8)}
	for i := range shelfRows {
		asked := func() bool { e := b.entry(i); return e != nil && e.Slot == b.confirm }
		rows = append(rows, form.Row(
			form.ButtonCut(func() string { return b.name(i) }, asked, func() { b.choose(i, use) }).H(h).Grow(1).
				Selected(func() bool { e := b.entry(i); return e != nil && e.Name == playing() && !asked() }),
			form.ButtonOf(func() string {
				if asked() {
					return say("ui.boards.keep")
				}
				return say("ui.boards.edit")
			}, func() { b.edit(i, use) }).H(h).Grow(0.01), // as wide as its word: "Modifica", "Правка"
			form.ButtonOf(func() string { return "×" }, func() { b.confirm = b.entry(i).Slot }).W(h).H(h).
				When(func() bool { return !asked() }),
		).Gap(8).When(func() bool { return b.entry(i) != nil }))
	}
	return form.Col(rows...).Gap(8)
}

// name is what row i's button says: the board's name, or the question
// before it is deleted.
func (b *boardShelf) name(i int) string {
	e := b.entry(i)
	switch {
	case e == nil:
		return ""
	case e.Slot == b.confirm:
		return say("ui.boards.delete", e.Name)
	}
	return e.Name // the player's, up to 60 characters: cut to fit
}

func (b *boardShelf) turn(d int) func() {
	return func() {
		if p := b.page + d; p >= 0 && p*shelfRows < len(b.list) {
			b.page, b.confirm = p, -1
		}
	}
}

// choose plays row i's board, or deletes it once asked.
func (b *boardShelf) choose(i int, use func([]byte, bool, string)) {
	e := b.entry(i)
	if e.Slot != b.confirm {
		b.load(e, false, use)
		return
	}
	if err := store.DeleteBoard(b.st, e.Slot); err != nil {
		use(nil, false, err.Error())
	}
	b.reload()
}

// edit opens row i's board in the editor, or keeps it after all.
func (b *boardShelf) edit(i int, use func([]byte, bool, string)) {
	if e := b.entry(i); e.Slot == b.confirm {
		b.confirm = -1
	} else {
		b.load(e, true, use)
	}
}

func (b *boardShelf) load(e *store.BoardEntry, edit bool, use func([]byte, bool, string)) {
	data, err := store.LoadBoard(b.st, e.Slot)
	if err != nil {
		use(nil, false, narrate.M("ui.boards.bad", e.Name, err).String())
		return
	}
	use(data, edit, "")
}
