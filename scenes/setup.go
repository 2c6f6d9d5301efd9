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
	"goose/ui/store"
)

// Setup is the table: 2 to 6 seats, the rules and the options.
type Setup struct {
	s        store.Setup
	rows     []seatRow
	add      ui.Button
	presets  []ui.Button
	own      ui.Button     // the board of one's own, once a rules file was dropped (RULES §7.3)
	board    *engine.Rules // that board, read
	edit     ui.Button     // the board editor, on the rules chosen
	shelf    *boardShelf   // the player's folder of boards
	open     ui.Button     // the desktop's: shows path, for a rules file's
	path     pathEntry
	opts     []ui.Check
	start    ui.Button
	online   ui.Button // this table as a room over the network
	back     ui.Button
	focus    ui.Focus // Tab through the seats, the options, the rules and the buttons at the foot
	ring     []ui.Focusable
	err      string
	autoT    int
	summary  string
	wrapped  wrappedSummary
	dropHint string
	head     [3]string // "Who plays?", "Rules", "Options": set by Layout
	// where the headings and the summary go, set by Layout
	left, right, summaryY, summaryW, optsY, rulesY float64
}

type seatRow struct {
	name   ui.Field
	color  ui.Button
	kind   ui.Button
	level  ui.Button
	remove ui.Button
}

var optionNames = []string{"stakes", "teams", "placings", "drink61"}

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
	s.start = ui.Button{Primary: true, Key: ebiten.KeyEnter}
	s.back = ui.Button{Key: ebiten.KeyEscape}
	s.presets = make([]ui.Button, len(engine.Presets))
	opt := "," + s.s.Options + ","
	for _, n := range optionNames {
		s.opts = append(s.opts, ui.Check{On: strings.Contains(opt, ","+n+",")})
	}
	s.rebuildRows()
	return s
}

func (s *Setup) Name() string { return "setup" }

func (s *Setup) rebuildRows() {
	s.rows = s.rows[:0]
	for _, st := range s.s.Seats {
		r := seatRow{name: ui.Field{Text: st.Name, Max: store.MaxName}}
		r.remove = ui.Button{Label: "×"}
		s.rows = append(s.rows, r)
	}
	s.refresh()
}

// refresh copies the setup into the widgets' labels.
func (s *Setup) refresh() {
	for i := range s.rows {
		st := &s.s.Seats[i]
		r := &s.rows[i]
		r.color.Label = say(narrate.ID("mark." + art.SeatMark(st.Color)))
		if st.Computer {
			r.kind.Label = say("ui.computer")
			if _, err := player.ParseLevel(st.Level); err != nil {
				st.Level = "normal"
			}
			r.level.Label = say(narrate.ID("level." + st.Level))
			r.level.Hidden = false
		} else {
			r.kind.Label = say("ui.person")
			r.level.Hidden = true
		}
		r.remove.Disabled = len(s.rows) <= store.MinSeats
	}
	s.add.Disabled = len(s.s.Seats) >= store.MaxSeats
	for i, p := range engine.Presets {
		s.presets[i].Selected = p == s.s.Rules && !s.s.OwnBoard
	}
	s.summary = say(narrate.ID("summary." + s.s.Rules))
	if _, ok := narrate.English[narrate.ID("summary."+s.s.Rules)]; !ok {
		s.summary = engine.PresetSummary[s.s.Rules] // a board file's own words
	}
	s.own.Hidden, s.own.Selected = s.board == nil || s.shelved(), s.s.OwnBoard
	if s.board != nil && s.s.OwnBoard {
		s.summary = s.board.Summary
		if s.summary == "" {
			s.summary = narrate.M("ui.ownBoardPlain").String()
		}
	}
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
			s.own.Label = narrate.M("ui.ownBoard", r.Name).String()
		}
	}
	if s.board == nil {
		s.s.Board, s.s.OwnBoard = nil, false
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
	s.shelf.list = store.LoadBoards(c.Store)
	s.shelf.words()
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

// words sets the labels in the game's current language.
func (s *Setup) words(c *Context) {
	s.add.Label, s.start.Label, s.back.Label = say("ui.addSeat"), say("ui.start"), say("ui.back")
	s.online.Label = say("net.playOnline")
	for i, p := range engine.Presets {
		s.presets[i].Label = narrate.RulesName(p).String()
	}
	for i, n := range optionNames {
		s.opts[i].Label = say(narrate.ID("opt." + n))
	}
	s.head = [3]string{say("ui.whoPlays"), say("ui.rules"), say("ui.options")}
	s.dropHint, s.edit.Label, s.open.Label = say("ui.dropBoard"), say("ui.ed.new"), say("ui.openFile")
	if c.Upload == nil { // a desktop: a path may be given too
		s.dropHint = say("ui.dropOrOpen")
	}
	s.refresh()
}

func (s *Setup) Layout(c *Context) {
	s.words(c)
	s.ring = s.ring[:0]
	for i := range s.rows {
		r := &s.rows[i]
		s.ring = append(s.ring, &r.name, &r.color, &r.kind, &r.level, &r.remove)
	}
	s.ring = append(s.ring, &s.add)
	for i := range s.opts {
		s.ring = append(s.ring, &s.opts[i])
	}
	for i := range s.presets {
		s.ring = append(s.ring, &s.presets[i])
	}
	s.ring = append(s.ring, &s.own)
	for i := range s.shelf.rows {
		r := &s.shelf.rows[i]
		s.ring = append(s.ring, &r.choose, &r.edit, &r.del)
	}
	s.ring = append(s.ring, &s.shelf.prev, &s.shelf.next)
	s.ring = append(s.ring, &s.open)
	if s.path.shown {
		s.ring = append(s.ring, &s.path.Field)
	}
	s.ring = append(s.ring, &s.online, &s.edit, &s.back, &s.start)
	s.focus.Set(s.ring...)
	th := c.Th
	if th.Portrait {
		s.layoutPortrait(c)
		return
	}
	x0 := float64(c.W)/2 - th.S(580)
	s.left, s.right = x0+th.S(60), x0+th.S(880)
	s.optsY = th.S(425)
	// The seats share the room above the options: six a little closer than
	// four. Add a seat stays put on the heading's line, however many there are.
	y := th.S(110)
	pitch := min(th.S(58), (s.optsY-th.S(12)-y)/float64(len(s.rows)))
	rh := min(th.S(46), pitch-th.S(8))
	for i := range s.rows {
		r := &s.rows[i]
		r.name.Rect = ui.Rect(x0+th.S(60), y, th.S(220), rh)
		r.color.Rect = ui.Rect(x0+th.S(296), y, th.S(150), rh)
		r.kind.Rect = ui.Rect(x0+th.S(462), y, th.S(150), rh)
		r.level.Rect = ui.Rect(x0+th.S(628), y, th.S(130), rh)
		r.remove.Rect = ui.Rect(x0+th.S(820)-rh, y, rh, rh)
		y += pitch
	}
	s.add.Rect = ui.Rect(x0+th.S(600), th.S(42), th.S(220), th.S(46))
	py := th.S(110)
	pw := th.S(136)
	for i := range s.presets {
		s.presets[i].Rect = ui.Rect(s.right+float64(i%2)*(pw+th.S(8)), py+float64(i/2)*th.S(50), pw, th.S(42))
	}
	py += float64((len(s.presets)+1)/2)*th.S(50) + th.S(6)
	py = s.shelf.place(th, s.right, py, th.S(280), 3)
	s.own.Rect = ui.Rect(s.right, py, th.S(280), th.S(42)) // a board in play from elsewhere (--rules FILE)
	s.summaryY = py + th.S(10) + th.S(50)*b2f(!s.own.Hidden)
	s.summaryW = th.S(300)
	oy := s.optsY + th.S(45)
	for i := range s.opts {
		s.opts[i].Rect = ui.Rect(x0+th.S(60), oy+float64(i)*th.S(40), th.S(420), th.S(36))
	}
	s.rulesY = th.S(50)
	s.back.Rect = ui.Rect(float64(c.W)/2+th.S(170), float64(c.H)-th.S(90), th.S(180), th.S(54))
	s.edit.Rect = ui.Rect(float64(c.W)/2-th.S(80), float64(c.H)-th.S(90), th.S(230), th.S(54))
	s.start.Rect = ui.Rect(float64(c.W)/2+th.S(370), float64(c.H)-th.S(90), th.S(210), th.S(54))
	s.online.Rect = ui.Rect(float64(c.W)/2-th.S(340), float64(c.H)-th.S(90), th.S(240), th.S(54))
	// Open a file… at the foot's left (the rules' column has no room to
	// spare for a bad file's faults); its path's field takes its place.
	s.open.Hidden = c.Upload != nil || s.path.shown // a browser's page has no paths
	s.open.Rect = ui.Rect(float64(c.W)/2-th.S(600), float64(c.H)-th.S(90), th.S(240), th.S(54))
	s.path.Rect = ui.Rect(float64(c.W)/2-th.S(600), float64(c.H)-th.S(86), th.S(240), th.S(46))
}

// layoutPortrait stacks the seats (two lines each), the rules and the
// options; Add a seat sits on the heading's line. The seats take the room the
// rest leaves above Play online: five or six are set closer.
func (s *Setup) layoutPortrait(c *Context) {
	th := c.Th
	m := th.S(24)
	w := float64(c.W) - 2*m
	s.left, s.right = m+th.S(36), m
	top, rh := th.S(86), th.S(40)
	s.add.Rect = ui.Rect(m+w-th.S(200), th.S(28), th.S(200), rh)
	bw := (w - 2*th.S(12)) / 3
	s.back.Rect = ui.Rect(m, float64(c.H)-th.S(80), bw, th.S(52))
	s.edit.Rect = ui.Rect(m+bw+th.S(12), float64(c.H)-th.S(80), bw, th.S(52))
	s.start.Rect = ui.Rect(m+2*(bw+th.S(12)), float64(c.H)-th.S(80), bw, th.S(52))
	s.online.Rect = ui.Rect(m, float64(c.H)-th.S(140), w, th.S(50))
	n := float64(len(s.rows))
	room := float64(s.online.Rect.Min.Y) - th.S(8) - top - th.S(10) - s.layoutRules(c, 0)
	pitch := min(th.S(100), room/n)
	srh := max(th.S(28), min(rh, (pitch-th.S(12))/2)) // a seat's line
	y := top
	for i := range s.rows {
		r := &s.rows[i]
		r.name.Rect = ui.Rect(m+th.S(36), y, w-th.S(36)-srh-th.S(8), srh)
		r.remove.Rect = ui.Rect(m+w-srh, y, srh, srh)
		bw := (w - th.S(36) - 2*th.S(8)) / 3
		r.color.Rect = ui.Rect(m+th.S(36), y+srh+th.S(4), bw, srh)
		r.kind.Rect = ui.Rect(m+th.S(36)+bw+th.S(8), y+srh+th.S(4), bw, srh)
		r.level.Rect = ui.Rect(m+th.S(36)+2*(bw+th.S(8)), y+srh+th.S(4), bw, srh)
		y += max(pitch, 2*srh+th.S(12))
	}
	s.layoutRules(c, y+th.S(10))
}

// layoutRules places the portrait's rules and options from y down and
// returns where they end.
func (s *Setup) layoutRules(c *Context, y float64) float64 {
	th := c.Th
	m := th.S(24)
	w := float64(c.W) - 2*m
	rh := th.S(40)
	s.rulesY = y
	y += th.S(40)
	pw := (w - 2*th.S(8)) / 3
	for i := range s.presets {
		s.presets[i].Rect = ui.Rect(m+float64(i%3)*(pw+th.S(8)), y+float64(i/3)*(rh+th.S(8)), pw, rh)
	}
	y += 2*(rh+th.S(8)) + th.S(4)
	s.own.Rect = image.Rectangle{} // the folder's list shows the board in play
	y = s.shelf.place(th, m, y, w, 1)
	s.open.Hidden = c.Upload != nil // a browser's page has no paths
	s.open.Rect = ui.Rect(m, y, w/2, rh)
	s.path.Rect = ui.Rect(m+w/2+th.S(8), y, w/2-th.S(8), rh)
	y += (rh + th.S(8)) * b2f(!s.open.Hidden)
	s.summaryY, s.summaryW = y, w
	y += th.S(58)
	s.optsY = y
	y += th.S(40)
	for i := range s.opts {
		s.opts[i].Rect = ui.Rect(m, y+float64(i)*th.S(38), w, th.S(34))
	}
	return y + float64(len(s.opts))*th.S(38)
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
	held := s.focus.Held() && !s.typing() // Enter and Escape are the focused control's
	held = held || s.path.Focused         // Enter opens the file, Escape leaves the field
	s.focus.Update(in)
	s.start.Key, s.back.Key = ebiten.KeyEnter, ebiten.KeyEscape
	if held {
		s.start.Key, s.back.Key = 0, 0
	}
	for i := range s.rows {
		r := &s.rows[i]
		st := &s.s.Seats[i]
		if r.name.Update(in) {
			st.Name, st.Typed = r.name.Text, true
		}
		if r.color.Update(in) {
			st.Color = s.nextColor(i)
		}
		if r.kind.Update(in) {
			st.Computer = !st.Computer
		}
		if r.level.Update(in) {
			l, _ := player.ParseLevel(st.Level)
			st.Level = player.Level((int(l) + 1) % 3).String()
		}
		if r.remove.Update(in) && len(s.s.Seats) > store.MinSeats {
			s.s.Seats = append(s.s.Seats[:i], s.s.Seats[i+1:]...)
			s.rebuildRows()
			s.Layout(c)
			return nil
		}
	}
	if s.add.Update(in) && len(s.s.Seats) < store.MaxSeats {
		n := len(s.s.Seats)
		st := store.Seat{Name: say("ui.playerN", n+1), Computer: true, Level: "normal"}
		s.s.Seats = append(s.s.Seats, st)
		s.s.Seats[n].Color = s.nextColor(n)
		s.rebuildRows()
		s.Layout(c)
	}
	for i := range s.presets {
		if s.presets[i].Update(in) {
			s.s.Rules, s.s.OwnBoard = engine.Presets[i], false
		}
	}
	if s.own.Update(in) {
		s.s.OwnBoard = true
	}
	if in.Dropped != nil {
		s.dropBoard(c, in.Dropped)
	}
	if path, ok := s.path.update(in); ok { // before open shows it: the Enter that uses open is not the field's
		_, r, err := readPath(path)
		s.takeBoard(c, r, err)
	}
	if s.open.Update(in) {
		s.path.show()
		s.Layout(c)
	}
	if data, edit, problem := s.shelf.update(c, in, s.playing()); data != nil {
		r, err := engine.ParseOwnRules("your board", data, presetCopyName)
		switch {
		case err != nil: // a file of the folder damaged since it was saved
			s.err = err.Error()
		case edit:
			c.Settings.Setup = s.s
			return NewEditor(c, r)
		default: // kept as Goose writes it (the folder's file may be UTF-16, or spread out)
			s.s.Board, s.s.OwnBoard, s.err = r.File(), true, ""
			s.keepBoard(s.s.Board)
		}
	} else if problem != "" {
		s.err = problem
	}
	if s.edit.Update(in) {
		if r, err := s.s.BaseRules(); err == nil {
			c.Settings.Setup = s.s
			return NewEditor(c, r)
		}
	}
	var on []string
	for i := range s.opts {
		s.opts[i].Update(in)
		if s.opts[i].On {
			on = append(on, optionNames[i])
		}
	}
	s.s.Options = strings.Join(on, ",")
	ownHidden := s.own.Hidden
	s.refresh()
	if s.own.Hidden != ownHidden { // the summary moves to make room, or takes it back
		s.Layout(c)
	}
	if s.back.Update(in) {
		c.Settings.Setup = s.s
		c.SaveSettings()
		return NewTitle(c)
	}
	if s.start.Update(in) {
		return s.begin(c)
	}
	if s.online.Update(in) || (in.Key(ebiten.KeyO) && !s.typing()) {
		s.tidyNames()
		c.Settings.Setup = s.s
		c.SaveSettings()
		return NewOnline(c)
	}
	return nil
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

// typing reports whether a seat's name or a file's path is being typed (a
// key is a letter then).
func (s *Setup) typing() bool {
	for i := range s.rows {
		if s.rows[i].name.Focused {
			return true
		}
	}
	return s.path.Focused
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
	p, err := NewPlay(c, s.s, nil)
	if err != nil {
		s.err = narrate.FileError(err)
		return nil
	}
	return p
}

func (s *Setup) Draw(dst *ebiten.Image, c *Context) {
	sharedBackdrop.draw(dst, c)
	th := c.Th
	ui.Panel(dst, ui.Rect(th.S(12), th.S(12), float64(c.W)-th.S(24), float64(c.H)-th.S(24)), th, ui.Paper)
	headY := th.S(50)
	if th.Portrait {
		headY = th.S(36)
	}
	ui.Text(dst, s.head[0], th.Head, s.left, headY, ui.Madder, ui.Left)
	ui.Text(dst, s.head[1], th.Head, s.right, s.rulesY, ui.Madder, ui.Left)
	placeHead(s.head[0], th.Head, s.left, headY)
	placeHead(s.head[1], th.Head, s.right, s.rulesY)
	placeHead(s.head[2], th.Head, s.left-th.S(36)*b2f(th.Portrait), s.optsY)
	for i := range s.rows {
		r := &s.rows[i]
		st := &s.s.Seats[i]
		// The seat's goose colour beside its name.
		gx, gy := float64(r.name.Rect.Min.X)-th.S(22), float64(r.name.Rect.Min.Y+r.name.Rect.Dy()/2)
		ui.Circle(dst, gx, gy, th.S(14), th.S(2), art.SeatColor(st.Color), ui.Ink)
		r.name.Draw(dst, th)
		r.color.Draw(dst, th)
		r.kind.Draw(dst, th)
		r.level.Draw(dst, th)
		r.remove.Draw(dst, th)
	}
	s.add.Draw(dst, th)
	for i := range s.presets {
		s.presets[i].Draw(dst, th)
	}
	if !th.Portrait {
		s.own.Draw(dst, th)
	}
	s.open.Draw(dst, th)
	if s.path.shown {
		s.path.Draw(dst, th)
	}
	s.shelf.draw(dst, th, s.right)
	s.edit.Draw(dst, th)
	y := s.summaryY
	if s.err != "" && !th.Portrait { // a bad rules file names its faults in the summary's place
		s.drawErr(dst, c, y, s.summaryW)
	} else {
		for _, l := range s.summaryLines(c) {
			ui.Text(dst, l, th.Small, s.right, y, ui.InkSoft, ui.Left)
			y += th.Small.Size * 1.3
		}
	}
	y += th.Small.Size * 0.5
	if s.err != "" && th.Portrait { // over the options
		s.drawErr(dst, c, float64(s.opts[len(s.opts)-1].Rect.Max.Y)+th.S(8), float64(c.W)-s.right-th.S(40))
	} else if s.err == "" && !th.Portrait {
		// Whole or not at all: a long rule set's summary leaves it no room
		// above the buttons in some languages.
		lines := ui.Wrap(nil, s.dropHint, th.Small, s.summaryW)
		if y+float64(len(lines))*th.Small.Size*1.3 <= float64(s.back.Rect.Min.Y) {
			for _, l := range lines {
				ui.Text(dst, l, th.Small, s.right, y, ui.InkSoft, ui.Left)
				y += th.Small.Size * 1.3
			}
		}
	}
	ui.Text(dst, s.head[2], th.Head, s.left-th.S(36)*b2f(th.Portrait), s.optsY, ui.Madder, ui.Left)
	for i := range s.opts {
		s.opts[i].Draw(dst, th)
	}
	s.back.Draw(dst, th)
	s.start.Draw(dst, th)
	s.online.Draw(dst, th)
}

// placeHead tells the layout tests (ui.Placed) where a heading is drawn, so
// that a button on it counts as an overlap.
func placeHead(s string, face *ui.Face, x, y float64) {
	if ui.Placed != nil {
		ui.Placed(ui.Rect(x, y, ui.TextWidth(s, face), face.Size), s)
	}
}

// wrappedSummary is the summary's lines, made again only when it, its
// width or its room changes.
type wrappedSummary struct {
	text  string
	w     float64
	n     int
	lines []string
}

// summaryLines are the summary's lines. A board's own summary is the
// player's words: a word too long for the line is broken, and what the
// room above the options (on a phone) or the buttons has no lines for is
// left out with an ellipsis.
func (s *Setup) summaryLines(c *Context) []string {
	th := c.Th
	own := s.board != nil && s.s.OwnBoard && s.summary == s.board.Summary
	n := -1 // a preset's words, the game's own: wrapped whole
	if own {
		bottom := float64(s.back.Rect.Min.Y) - th.S(8)
		if th.Portrait {
			bottom = s.optsY - th.S(4)
		}
		n = max(1, int((bottom-s.summaryY)/(th.Small.Size*1.3)))
	}
	if w := &s.wrapped; w.text != s.summary || w.w != s.summaryW || w.n != n || w.lines == nil {
		w.text, w.w, w.n = s.summary, s.summaryW, n
		if own {
			w.lines = ui.WrapTyped(w.lines[:0], s.summary, th.Small, s.summaryW, n)
		} else {
			w.lines = ui.Wrap(w.lines[:0], s.summary, th.Small, s.summaryW)
		}
	}
	return s.wrapped.lines
}

// drawErr draws a bad rules file's faults from y down to the buttons, in the
// tiny face if the small one needs more lines than there is room for.
func (s *Setup) drawErr(dst *ebiten.Image, c *Context, y, w float64) {
	th := c.Th
	bottom := float64(s.back.Rect.Min.Y) - th.S(8)
	var lines []string
	face := th.Small
	for _, face = range []*ui.Face{th.Small, th.Tiny} {
		if lines = ui.Wrap(lines[:0], s.err, face, w); float64(len(lines))*face.Size*1.3 <= bottom-y {
			break
		}
	}
	for _, l := range ui.Lines(lines, int((bottom-y)/(face.Size*1.3))) {
		ui.Text(dst, l, face, s.right, y, ui.Madder, ui.Left)
		y += face.Size * 1.3
	}
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
