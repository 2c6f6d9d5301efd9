package scenes

import (
	"image"
	"io/fs"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/engine/player"
	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/art"
	"goose/ui/form"
	"goose/ui/store"
)

// Setup is the table: 2 to 6 seats, the rules and the options.
type Setup struct {
	s     store.Setup
	form  *form.Form
	board *engine.Rules // the board of one's own, read (RULES §7.3)
	shelf *boardShelf   // the player's folder of boards
	path  pathTyped     // the desktop's: a rules file's path, typed
	ask   fileAsk       // the desktop's file dialog, while it is open
	opts  [len(optionNames)]bool
	err   string
	sum   wrappedSummary
	at    setupPlaces
	next  Scene    // where a control leads, this tick
	ctx   *Context // for the seats' rows declared again
	autoT int
}

// pathTyped is the field for a rules file's path that "Open a file…" shows.
type pathTyped struct {
	text  string
	shown bool
	node  *form.Node
}

// setupPlaces is what the layout worked out: the shape it was declared
// for, the room the foot is pushed down by, where each seat's goose goes.
type setupPlaces struct {
	th       *ui.Theme
	portrait bool
	page     int     // a phone's page: the seats, the rules or the options
	fill     float64 // pixels between the rest and the foot
	hint     bool    // the drop hint has room
	geese    []image.Rectangle
	looks    lookPics // each seat's goose, drawn in geese
}

var optionNames = [...]string{"stakes", "teams", "placings", "drink61"}

// touch is the height of a control on a phone (theme units): 44 px at its
// scale, the least a finger is sure to hit.
const touch = 63

// A seat's row on a wide screen, and the room between two (theme units).
const seatH, seatGap = 46, 8

func NewSetup(c *Context) *Setup {
	s := &Setup{s: c.Settings.Setup, shelf: newBoardShelf(c.Store)}
	if s.s.Check() != nil || len(s.s.Seats) < store.MinSeats {
		s.s = store.DefaultSetup()
	}
	if len(s.s.Seats) > store.MaxSeats {
		s.s.Seats = s.s.Seats[:store.MaxSeats]
	}
	localNames(&s.s)
	if _, err := engine.Preset(s.s.Rules); err != nil {
		s.s.Rules = "classic"
	}
	s.keepBoard(s.s.Board)
	opt := "," + s.s.Options + ","
	for i, n := range optionNames {
		s.opts[i] = strings.Contains(opt, ","+n+",")
	}
	s.at.th, s.at.portrait = c.Th, c.Th != nil && c.Th.Portrait
	s.form = form.New(sayID, s.declare(c))
	return s
}

func (s *Setup) Name() string { return "setup" }

// Form is the setup's controls.
func (s *Setup) Form() *form.Form { return s.form }

// rebuildRows declares the form again after the seats changed; the focus
// stays on the control in the same place.
func (s *Setup) rebuildRows() {
	s.form.Set(s.declare(s.ctx))
}

// declare is the screen's controls. A wide screen has the seats and the
// options on the left, the rules on the right and the buttons at the foot;
// a phone shows the seats, the rules or the options, a page at a time, so
// that every control keeps a finger's height.
func (s *Setup) declare(c *Context) *form.Node {
	s.ctx = c
	s.fixLevels()
	s.at.geese = make([]image.Rectangle, len(s.s.Seats))
	fill := form.Box(func(float64) float64 { return s.at.fill }, nil)
	errs := form.TextLong(func() string { return s.err }).In(form.Small).Ink(ui.Madder).When(func() bool { return s.err != "" })
	if s.at.portrait {
		page := func(k int) func() bool { return func() bool { return s.at.page == k } }
		setPage := func(k int) { s.at.page = k }
		at := func() int { return s.at.page }
		return form.Panel(form.Col(
			form.Row(form.Tab("ui.whoPlays", at, 0, setPage).H(touch), form.Tab("ui.rules", at, 1, setPage).H(touch),
				form.Tab("ui.options", at, 2, setPage).H(touch)).Gap(8).OneFace(),
			form.Col(s.seats(c), s.addNode(c)).When(page(0)),
			form.Col(append(s.rules(c), s.openNodes(c)...)...).When(page(1)),
			form.Col(s.checks(0, len(optionNames))...).When(page(2)),
			fill, errs,
			form.Row(s.backNode(c), s.onlineNode(c), s.startNode(c)).Gap(8),
		)).Pad(12)
	}
	hint := "ui.dropBoard"
	if c.Upload == nil { // a desktop: a path may be given too
		hint = "ui.dropOrOpen"
	}
	rules := append(s.rules(c), form.Box(s.summaryHeight, s.putSummary).When(s.noErr), errs,
		form.Text(hint).In(form.Small).Ink(ui.InkSoft).When(func() bool { return s.err == "" && s.at.hint }))
	foot := append(s.openNodes(c), s.onlineNode(c), s.editNode(c), s.backNode(c), s.startNode(c))
	return form.Panel(form.Col(
		form.Row(
			form.Col(
				form.Row(form.Heading("ui.whoPlays").Ink(ui.Madder).Grow(2), s.addNode(c).Grow(1)),
				s.seats(c),
				form.Box(s.seatsLeft, nil), // the options stay put as seats come and go
				form.Heading("ui.options").Ink(ui.Madder),
				form.Row(form.Col(s.checks(0, 2)...).Gap(4), form.Col(s.checks(2, 4)...).Gap(4)),
			).Grow(3).Top(),
			form.Col(rules...).Gap(10).Grow(1).MaxW(300).Top(),
		).Gap(48),
		fill,
		form.Row(foot...).Gap(20),
	)).Pad(24)
}

// tall is a control's height: u on a wide screen, a finger's on a phone.
func (s *Setup) tall(u float64) float64 {
	if s.at.portrait {
		return max(u, touch)
	}
	return u
}

func (s *Setup) noErr() bool { return s.err == "" }

// seats is a row per seat: its goose's colour, its name, its mark, person
// or computer, the computer's level and ×; a phone puts them on two lines.
func (s *Setup) seats(c *Context) *form.Node {
	rows := make([]*form.Node, len(s.s.Seats))
	h := s.tall(seatH)
	for i := range s.s.Seats {
		st := &s.s.Seats[i]
		computer := func() bool { return st.Computer }
		name := form.Row(form.Box(nil, func(r image.Rectangle) { s.at.geese[i] = r }).W(h).H(h),
			form.Field("", &st.Name, store.MaxName, func() { st.Typed = true }).H(h).Grow(1))
		rest := form.Row(
			form.ButtonOf(func() string { return say(narrate.ID("mark." + art.SeatMark(st.Color))) },
				func() { st.Color = s.nextColor(i) }).H(h),
			form.ButtonOf(func() string { return seatKind(st) },
				func() { st.Computer = !st.Computer; s.fixLevels() }).H(h),
			form.ButtonOf(func() string { return say(narrate.ID("level." + st.Level)) }, func() {
				l, _ := player.ParseLevel(st.Level)
				st.Level = player.Level((int(l) + 1) % 3).String()
			}).H(h).When(computer),
			form.Box(nil, nil).H(h).When(func() bool { return !st.Computer }), // the level's place, kept
			form.ButtonOf(func() string { return "×" }, func() { s.removeSeat(i) }).W(h).H(h).
				Enabled(func() bool { return len(s.s.Seats) > store.MinSeats }),
		).Gap(12).Grow(1.3)
		rows[i] = form.Row(name, rest).Gap(16)
		if s.at.portrait { // its name on one line, the rest on the next
			rows[i] = form.Col(name, rest).Gap(6)
		}
	}
	gap := float64(seatGap)
	if s.at.portrait {
		gap = 14 // between one seat's two lines and the next seat's
	}
	return form.Col(rows...).Gap(gap).OneFace()
}

// seatKind says whether the seat is a person's or a computer's.
func seatKind(st *store.Seat) string {
	if st.Computer {
		return say("ui.computer")
	}
	return say("ui.person")
}

// seatsLeft is the room of the seats a wide screen's table has yet to
// seat (a row and the gap above it each).
func (s *Setup) seatsLeft(float64) float64 {
	return float64(store.MaxSeats-len(s.s.Seats)) * s.at.th.S(seatH+seatGap)
}

// fixLevels gives a computer without a level (a person made one) the normal one.
func (s *Setup) fixLevels() {
	for i := range s.s.Seats {
		if st := &s.s.Seats[i]; st.Computer {
			if _, err := player.ParseLevel(st.Level); err != nil {
				st.Level = "normal"
			}
		}
	}
}

func (s *Setup) removeSeat(i int) {
	if len(s.s.Seats) > store.MinSeats {
		s.s.Seats = append(s.s.Seats[:i], s.s.Seats[i+1:]...)
		s.rebuildRows()
	}
}

func (s *Setup) addNode(c *Context) *form.Node {
	return form.Button("ui.addSeat", func() {
		if n := len(s.s.Seats); n < store.MaxSeats {
			s.s.Seats = append(s.s.Seats, store.Seat{Name: say("ui.playerN", n+1), Computer: true, Level: "normal"})
			s.s.Seats[n].Color = s.nextColor(n)
			s.rebuildRows()
		}
	}).H(s.tall(46)).Enabled(func() bool { return len(s.s.Seats) < store.MaxSeats })
}

// checks are the options from i to j.
func (s *Setup) checks(i, j int) []*form.Node {
	var out []*form.Node
	for k := i; k < j; k++ {
		out = append(out, form.Check(string(narrate.ID("opt."+optionNames[k])), &s.opts[k], s.setOptions).H(s.tall(36)))
	}
	return out
}

func (s *Setup) setOptions() {
	var on []string
	for i, n := range optionNames {
		if s.opts[i] {
			on = append(on, n)
		}
	}
	s.s.Options = strings.Join(on, ",")
}

// rules are the presets, the folder of boards and a board of one's own;
// on a phone, with the summary and Make a board.
func (s *Setup) rules(c *Context) []*form.Node {
	per, h := 2, 42.0
	if s.at.portrait {
		per, h = 3, touch
	}
	out := []*form.Node{form.Heading("ui.rules").Ink(ui.Madder).When(func() bool { return !s.at.portrait })}
	at := func() int {
		for i, p := range engine.Presets {
			if p == s.s.Rules && !s.s.OwnBoard {
				return i
			}
		}
		return -1
	}
	choose := func(i int) { s.s.Rules, s.s.OwnBoard = engine.Presets[i], false }
	var row, presets []*form.Node
	for i, p := range engine.Presets {
		row = append(row, form.Option(string(narrate.RulesName(p).ID), at, i, choose).H(h))
		if len(row) == per || i == len(engine.Presets)-1 {
			presets, row = append(presets, form.Row(row...).Gap(8)), nil
		}
	}
	out = append(out, form.Col(presets...).OneFace(), s.shelf.node(s.tall(40), s.tall(34), s.playing, func(data []byte, edit bool, problem string) { s.useBoard(c, data, edit, problem) }),
		// a board in play from elsewhere (--rules FILE), not in the folder
		form.ButtonOf(func() string { return s.ownLabel() }, func() { s.s.OwnBoard = true }).H(h).
			Selected(func() bool { return s.s.OwnBoard }).When(func() bool { return s.board != nil && !s.shelved() }))
	if s.at.portrait {
		out = append(out, form.Box(s.summaryHeight, s.putSummary), s.editNode(c))
	}
	return out
}

func (s *Setup) ownLabel() string {
	if s.board == nil {
		return ""
	}
	return narrate.M("ui.ownBoard", s.board.Name).String()
}

// openNodes are "Open a file…" and the field for the path it shows (a
// browser's page has no paths: its upload dialog does this).
func (s *Setup) openNodes(c *Context) []*form.Node {
	desk := func() bool { return c.Upload == nil }
	s.path.node = form.Field("ui.filePath", &s.path.text, ui.MaxPaste, nil).H(s.tall(46)).
		When(func() bool { return desk() && s.path.shown }).Grow(1)
	return []*form.Node{
		form.Button("ui.openFile", func() { s.openFile(c) }).
			H(s.tall(54)).When(func() bool { return desk() && !s.path.shown }).Enabled(s.ask.idle).Grow(1),
		s.path.node,
	}
}

// openPath makes the rules file at path the board in play, or says why not.
func (s *Setup) openPath(c *Context, path string) {
	_, r, err := readPath(path)
	s.takeBoard(c, r, err)
}

func (s *Setup) editNode(c *Context) *form.Node {
	return form.Button("ui.ed.new", func() {
		if r, err := s.s.BaseRules(); err == nil {
			c.Settings.Setup = s.s
			s.next = NewEditor(c, r)
		}
	}).H(s.tall(54)).Grow(1)
}

func (s *Setup) backNode(c *Context) *form.Node {
	return form.Button("ui.back", func() {
		c.Settings.Setup = s.s
		c.SaveSettings()
		s.next = NewTitle(c)
	}).Key(ebiten.KeyEscape).H(s.tall(54)).Grow(1)
}

func (s *Setup) startNode(c *Context) *form.Node {
	return form.Button("ui.start", func() { s.next = s.begin(c) }).Primary().Key(ebiten.KeyEnter).H(s.tall(54)).Grow(1)
}

func (s *Setup) onlineNode(c *Context) *form.Node {
	return form.Button("net.playOnline", func() {
		s.tidyNames()
		c.Settings.Setup = s.s
		c.SaveSettings()
		s.next = NewOnline(c)
	}).Key(ebiten.KeyO).H(s.tall(54)).Grow(1)
}

// summary is the words on the rules in play: a preset's, or a board's own.
func (s *Setup) summary() string {
	if s.board != nil && s.s.OwnBoard {
		if s.board.Summary == "" {
			return narrate.M("ui.ownBoardPlain").String()
		}
		return s.board.Summary
	}
	if _, ok := narrate.English[narrate.ID("summary."+s.s.Rules)]; !ok {
		return engine.PresetSummary[s.s.Rules] // a board file's own words
	}
	return say(narrate.ID("summary." + s.s.Rules))
}

// shelved reports whether the board of one's own is in the folder's list,
// where it shows (and the own button need not).
func (s *Setup) shelved() bool {
	for _, e := range s.shelf.list {
		if s.board != nil && e.Name == s.board.Name {
			return true
		}
	}
	return false
}

// playing is the name of the board of one's own in play, or "".
func (s *Setup) playing() string {
	if s.board == nil || !s.s.OwnBoard {
		return ""
	}
	return s.board.Name
}

// keepBoard makes data (a rules file, or nil) the board of one's own, read
// once here rather than every tick; a file that no longer reads is dropped.
func (s *Setup) keepBoard(data []byte) {
	s.board = nil
	if len(data) > 0 {
		if r, err := engine.ParseOwnRules("your board", data, presetCopyName); err == nil {
			s.board = &r
			s.s.Board = r.File() // a board kept under a preset's name is kept under its own
		}
	}
	if s.board == nil {
		s.s.Board, s.s.OwnBoard = nil, false
	}
}

// useBoard plays (or edits) a board of the folder, its file read, or says
// why it could not be read.
func (s *Setup) useBoard(c *Context, data []byte, edit bool, problem string) {
	if problem != "" {
		s.err = problem
		return
	}
	r, err := engine.ParseOwnRules("your board", data, presetCopyName)
	switch {
	case err != nil: // a file of the folder damaged since it was saved
		s.err = err.Error()
	case edit:
		c.Settings.Setup = s.s
		s.next = NewEditor(c, r)
	default: // kept as Goose writes it (the folder's file may be UTF-16, or spread out)
		s.s.Board, s.s.OwnBoard, s.err = r.File(), true, ""
		s.keepBoard(s.s.Board)
	}
}

// dropBoard reads a rules file dropped on the window (RULES §7.3): a good one
// becomes the board in play, a bad one is named with its faults.
func (s *Setup) dropBoard(c *Context, files fs.FS) {
	if _, r, ok, err := readDropped(files); ok {
		s.takeBoard(c, r, err)
	}
}

// takeBoard makes r, read from a file, the board in play and keeps it in
// the folder, or names err's faults.
func (s *Setup) takeBoard(c *Context, r engine.Rules, err error) {
	if err != nil {
		s.err = narrate.FileError(err)
		return
	}
	s.s.Board, s.s.OwnBoard, s.err = r.File(), true, ""
	s.keepBoard(s.s.Board)
	if _, err := store.SaveBoard(c.Store, r.Name, s.s.Board); err != nil { // kept in the folder too
		s.err = err.Error()
	}
	s.shelf.reload()
}

// readDropped reads the first file dropped on the window as a rules file
// (ReadRules refuses an oversized one without reading it whole); ok is false
// when no file came.
func readDropped(files fs.FS) (name string, r engine.Rules, ok bool, err error) {
	entries, err := fs.ReadDir(files, ".")
	if err != nil || len(entries) == 0 {
		return "", r, false, nil
	}
	name = entries[0].Name()
	r, err = readRulesIn(files, name)
	return name, r, true, err
}

// readRulesIn reads the rules file name in files (dropped, or at a path typed).
func readRulesIn(files fs.FS, name string) (engine.Rules, error) {
	f, err := files.Open(name)
	if err != nil {
		return engine.Rules{}, err
	}
	defer f.Close()
	return engine.ReadOwnRules(name, f, presetCopyName)
}

// Layout declares the form again for the screen's shape if it turned, then
// places it on the paper, the foot at the bottom: the drop hint is left out
// where it has no room.
func (s *Setup) Layout(c *Context) {
	th := c.Th
	s.at.th = th
	if th.Portrait != s.at.portrait {
		s.at.portrait = th.Portrait
		s.form.Set(s.declare(c))
	}
	area := image.Rect(0, 0, c.W, c.H).Inset(th.I(12)) // the board's frame shows round the paper
	s.at.fill, s.at.hint = 0, true
	clear(s.at.geese)
	s.sum.at, s.sum.w = image.Rectangle{}, -1 // wrapped again: the face may have changed
	s.form.Refresh()
	w := float64(area.Dx())
	if s.form.Height(th, w) > float64(area.Dy()) {
		s.at.hint = false
		s.form.Refresh()
	}
	s.at.fill = max(0, float64(area.Dy())-s.form.Height(th, w))
	s.form.Layout(th, area)
	if len(s.at.geese) > 0 {
		r := s.at.geese[0]
		s.at.looks.make(min(r.Dx(), r.Dy()), s.s.Seats)
	}
}

func (s *Setup) Update(c *Context) Scene {
	c.Shot("setup")
	if c.Opt.Autoplay {
		s.autoT++
		if s.autoT > 30 {
			return s.begin(c)
		}
		return nil
	}
	in := &c.In
	s.next = nil
	changed := false
	if in.Dropped != nil {
		s.dropBoard(c, in.Dropped)
		changed = true
	}
	// Enter in the path's field opens the file, before the field hears it.
	if (in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeyNumpadEnter)) && s.form.Focused(s.path.node) && strings.TrimSpace(s.path.text) != "" {
		s.openPath(c, s.path.text)
		changed = true
	}
	if s.ask.poll() { // the dialog's answer
		changed = true
	}
	if s.form.Update(in) || changed {
		s.Layout(c)
	}
	return s.next
}

// nextColor is the next colour no other seat uses.
func (s *Setup) nextColor(i int) int {
	used := map[int]bool{}
	for j, st := range s.s.Seats {
		if j != i {
			used[st.Color] = true
		}
	}
	for k := 1; k <= 8; k++ {
		if col := (s.s.Seats[i].Color + k) % 8; !used[col] {
			return col
		}
	}
	return s.s.Seats[i].Color
}

// tidyNames trims the seats' names and names the nameless.
func (s *Setup) tidyNames() {
	for i := range s.s.Seats {
		s.s.Seats[i].Name = strings.TrimSpace(s.s.Seats[i].Name)
		if s.s.Seats[i].Name == "" {
			s.s.Seats[i].Name, s.s.Seats[i].Typed = say("ui.playerN", i+1), false
		}
	}
}

func (s *Setup) begin(c *Context) Scene {
	s.tidyNames()
	c.Settings.Setup = s.s
	c.SaveSettings()
	if guideDue(c, s.s) { // a first game: a guided one is offered (guideoffer.go)
		return newGuideOffer(c, s.s)
	}
	p, err := NewPlay(c, s.s, nil)
	if err != nil {
		s.err = narrate.FileError(err)
		s.Layout(c)
		return nil
	}
	return p
}

func (s *Setup) Draw(dst *ebiten.Image, c *Context) {
	sharedBackdrop.draw(dst, c)
	th := c.Th
	s.form.Draw(dst, th)
	for i, r := range s.at.geese { // each seat's goose in its look, beside its name
		if r.Dx() > 0 && i < len(s.s.Seats) && s.form.Visible(r) {
			s.at.looks.draw(dst, r, s.s.Seats[i].Color)
		}
	}
	if r := s.sum.at; r.Dx() > 0 && s.form.Visible(r) {
		y := float64(r.Min.Y)
		for _, l := range s.sum.lines {
			ui.Text(dst, l, th.Small, float64(r.Min.X), y, ui.InkSoft, ui.Left)
			y += th.Small.Size * 1.3
		}
	}
}

// wrappedSummary is the summary's lines, made again only when it or its
// width changes, and where they went.
type wrappedSummary struct {
	text  string
	w     float64
	lines []string
	at    image.Rectangle
}

// ownLines is how many lines a board's own summary may take: the player's
// words, up to engine.MaxSummary of them, are not to push the rest away.
const ownLines = 4

// summaryHeight wraps the summary to w pixels and is its height. A board's
// own summary is the player's words: a word too long for the line is
// broken, and what has no line is left out with an ellipsis.
func (s *Setup) summaryHeight(w float64) float64 {
	th, text := s.at.th, s.summary()
	if sw := &s.sum; sw.text != text || sw.w != w || sw.lines == nil {
		sw.text, sw.w = text, w
		if s.board != nil && s.s.OwnBoard && text == s.board.Summary {
			sw.lines = ui.WrapTyped(sw.lines[:0], text, th.Small, w, ownLines)
		} else {
			sw.lines = ui.Wrap(sw.lines[:0], text, th.Small, w)
		}
	}
	return float64(len(s.sum.lines)) * th.Small.Size * 1.3
}

func (s *Setup) putSummary(r image.Rectangle) { s.sum.at = r }

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
