package scenes

import (
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/engine/player"
	"goose/engine/room"
	"goose/scenes/narrate"
	"goose/scenes/present"
	"goose/scenes/table"
	"goose/ui/store"
)

// Play is a game in progress, kept thin: the table (a game on one screen,
// an online room, or a game kept and watched again: table.Table) gives the
// changes to show and takes this screen's actions; the changes' events go
// to the presentation model (present.Model), and the model is drawn. Each
// other job has a type of its own: the computers' turns, a person's
// choice, the pause menu, the HUD.
type Play struct {
	setup  store.Setup
	t      table.Table  // the game behind the screen
	g      *engine.Game // t's game, as far as shown: read, never played here
	names  []string
	show   *present.Model // what is on screen, fed the table's events
	view   playView       // the model in pixels
	cpu    computers
	picker choicePicker
	pause  pauseMenu
	hud    hud
	odds   liveOdds
	kept   bool // the finished game is in the list of replays
	aids
	tableKind
	lang *narrate.Language // the language the words on screen are in
}

// aids are what helps a player through the game beyond the board: the
// first-game guide, scanning and dwell, and the table waiting for them.
type aids struct {
	guide  *guide     // a guided game's first-game guide (guide.go), or nil
	assist playAssist // one switch or a rested pointer (issue 29)
	await  awaiting   // the table waiting for the player before a turn it plays itself (playwait.go)
}

// tableKind is what one kind of table adds to the screen, where the
// presentation truly differs: extra, called by the scene whatever the
// table (plain for a game on one screen); watch or net, the same, for the HUD.
type tableKind struct {
	extra extra
	watch *watching // a kept game watched again: its scrubber and pause
	net   *netPlay  // an online room: the reconnect banner, seats handed to computers, "(you)"
}

// extra is what one kind of table adds to the play screen, where only the
// presentation differs: a scrubber for a game watched again (watching),
// the creator's buttons and the reconnect banner for an online room
// (netPlay), nothing for a game on one screen (plain).
type extra interface {
	update(c *Context, p *Play) Scene   // each tick, first: another scene, or nil
	layout(c *Context, p *Play)         // after the board, the HUD and the menu
	seated(p *Play)                     // the seats changed
	draw(dst *ebiten.Image, c *Context) // over the board and the HUD
}

type plain struct{}

func (plain) update(*Context, *Play) Scene { return nil }
func (plain) layout(*Context, *Play)       {}
func (plain) seated(*Play)                 {}
func (plain) draw(*ebiten.Image, *Context) {}

// NewPlay starts a game of a setup on this screen, through a room of its
// own (room.NewLocal) as an online game goes through its host's; resume,
// when set, is the game so far to go on with.
func NewPlay(c *Context, s store.Setup, resume *room.Room) (*Play, error) {
	if err := s.Check(); err != nil {
		return nil, err
	}
	rm, cpuSeed := resume, uint64(0)
	if rm == nil {
		r, err := s.BaseRules()
		if err != nil {
			return nil, err
		}
		if err := r.Apply(s.Options); err != nil {
			return nil, err
		}
		cpuSeed = c.Opt.Seed
		if !c.Opt.SeedSet {
			cpuSeed = uint64(c.Tick)*0x9e3779b97f4a7c15 ^ uint64(nowNano())
		}
		if rm, err = room.NewLocal(r, roomSeats(s), cpuSeed, recordTime()); err != nil {
			return nil, err
		}
	}
	who := make([]table.Who, len(s.Seats))
	for i, st := range s.Seats {
		who[i] = table.Person
		if st.Computer || c.Opt.Autoplay {
			who[i] = table.Computer
		}
	}
	t, err := table.NewLocal(rm, who)
	if err != nil {
		return nil, err
	}
	return newPlay(c, s, t, cpuSeed)
}

// newPlay puts table t on the play screen, its seats as setup s names
// them; the computers' choices follow cpuSeed.
func newPlay(c *Context, s store.Setup, t table.Table, cpuSeed uint64) (*Play, error) {
	if err := s.Check(); err != nil {
		return nil, err
	}
	p := &Play{setup: s, t: t, g: t.Game(), tableKind: tableKind{extra: plain{}}}
	if len(p.g.State.Seats) != len(s.Seats) {
		return nil, errors.New(say("ui.gameMismatch"))
	}
	p.cpu.gone = make(chan struct{})
	colors := make([]int, len(s.Seats))
	for i, st := range s.Seats {
		p.names = append(p.names, st.Name)
		colors[i] = st.Color
		var pl player.Player // nil for a person
		l := player.Normal
		if st.Computer || c.Opt.Autoplay {
			if lv, err := player.ParseLevel(st.Level); err == nil {
				l = lv
			}
			pl = player.NewUntil(l, cpuSeed+uint64(i), p.cpu.gone)
		}
		p.cpu.players, p.cpu.levels = append(p.cpu.players, pl), append(p.cpu.levels, l)
	}
	p.show = present.New(&p.g.Rules, p.names, &p.g.State, c.Sound, &p.view)
	p.view.init(p.show, colors)
	p.hud.init()
	p.pause.init(c, p)
	p.odds.init()
	p.lang = narrate.Current()
	return p, nil
}

// savedGame is what the game file holds: the game so far, as a room, with
// the setup that made it (its board kept once, in the room's rules) and
// the last lines of its log. A save made before games were kept as rooms
// holds the game as an engine save (Game) and its record apart (Replay),
// and still loads (fromOlderSave).
type savedGame struct {
	Setup store.Setup     `json:"setup"`
	Room  json.RawMessage `json:"room,omitempty"`
	Log   []string        `json:"log"`
	Game  json.RawMessage `json:"game,omitempty"`
	// Replay is the older save's record of the game, from its seed. It is
	// read apart: a damaged one costs the record, never the game.
	Replay json.RawMessage `json:"replay,omitempty"`
}

// ResumePlay loads the game in progress. A damaged file is set aside; one
// that cannot be read now is left for later. Nothing in the file can crash
// resuming (issue 11.1): a panic sets the file aside too.
func ResumePlay(c *Context) (p *Play, err error) {
	data, err := c.Store.Load(store.GameName)
	if store.Unreadable(err) {
		return nil, errors.New(say("ui.gameNotNow", err))
	}
	if err != nil && !errors.Is(err, store.ErrTooBig) {
		return nil, fmt.Errorf("no saved game: %w", err)
	}
	defer func() {
		if r := recover(); r != nil && catchPanics {
			log.Printf("resume: %v\n%s", r, debug.Stack())
			p, err = nil, setGameAside(c, fmt.Errorf("%v", r))
		}
	}()
	var sg savedGame
	var rm *room.Room
	if err == nil {
		err = json.Unmarshal(data, &sg)
	}
	if err == nil {
		sg.Setup.ClipNames()
		sg.Log = tidyLog(sg.Log)
		if len(sg.Room) > 0 {
			rm, err = room.Load(sg.Room)
			if err == nil && !rm.Local {
				err = errors.New("the game is an online room's")
			}
		} else {
			rm, err = fromOlderSave(&sg)
		}
	}
	if err == nil {
		if sg.Setup.OwnBoard && len(sg.Setup.Board) == 0 {
			sg.Setup.Board = rm.Rules.File() // kept once, in the room
		}
		if p, err = NewPlay(c, sg.Setup, rm); err == nil {
			p.show.Log.Lines = sg.Log
			p.show.Log.Note(narrate.M("resumes"))
			return p, nil
		}
	}
	return nil, setGameAside(c, err)
}

func (p *Play) Name() string { return "play" }

// leave is called when another scene takes over: the live odds stop working
// out this game's position (a game on a long board would keep a core busy),
// and a hard computer stops waiting for its board's tables.
func (p *Play) leave() {
	p.odds.leave()
	p.cpu.leave()
}

// save keeps what this screen keeps of its game (table.Keep): a game on
// one screen as it goes, to be resumed; any game of its own, once over, in
// the list of replays.
func (p *Play) save(c *Context) {
	k := p.t.Keeps()
	if k == table.KeepNothing {
		return
	}
	rm := p.t.Record()
	if p.g.Over() {
		p.keep(c, rm)
		if k == table.KeepAll {
			if err := c.Store.Remove(store.GameName); err != nil {
				log.Printf("save: %v", err)
			}
		}
		return
	}
	if k != table.KeepAll || rm == nil {
		return
	}
	lines := p.show.Log.Lines
	if cur := p.show.Log.Current(); cur != "" { // the turn's line, shown though not yet ended
		lines = append(lines[:len(lines):len(lines)], narrate.Ended(cur))
	}
	if len(lines) > maxLogLines {
		lines = lines[len(lines)-maxLogLines:]
	}
	data, err := marshalSave(p.setup, rm, lines)
	if err == nil {
		err = c.Store.Save(store.GameName, data)
	}
	if err != nil {
		p.hud.setNote(narrate.M("ui.notSaved", err).String())
		log.Printf("save: %v", err)
	}
}

func (p *Play) speed(c *Context) present.Speed {
	if c.Opt.Autoplay {
		return present.Instant
	}
	return present.Speed(c.Settings.Speed)
}

func (p *Play) Update(c *Context) Scene {
	p.cpu.back() // (after the rules page, say)
	if p.pause.open {
		return p.pause.update(c)
	}
	if p.guide.update(c, p) { // the guide's card took the input
		return nil
	}
	p.hud.squares.update(c, &p.view, &p.g.Rules, false, -1) // (first: its Escape and arrows are not the HUD's)
	p.assist.update(c, p)
	if p.hud.update(c) {
		p.pause.show()
		return nil
	}
	if np := p.extra.update(c, p); np != nil {
		return np
	}
	if c.In.Key(ebiten.KeyL) { // listen: the last line again, and where every goose stands
		c.Narrate(p.retell(), true)
	}
	if note := p.t.Poll(); note != "" {
		p.hud.setNote(note)
	}
	p.scrollLog(c)
	next := p.step(c)
	p.hud.refresh(c, p)
	return next
}

// step shows the events of a tick, then takes the next action when it is due.
func (p *Play) step(c *Context) Scene {
	sp := p.speed(c)
	p.show.Calm = p.calm(c)
	p.letGo(c)
	p.show.Tick(sp)
	if said := p.show.Log.Fresh(); said != "" {
		c.Narrate(said, p.show.End.Over) // the winner cuts in
	}
	if b := &p.show.Banner; b.ID != "" && b.Shown == 20 && len(c.run.shots) == 0 {
		c.Shot(string(b.ID)) // each headline once, its goose on the way, in a frame of its own (--screenshot-dir)
	}
	p.view.update()
	p.odds.tick(p.g, p.show.Drained(), !c.Settings.HideOdds, p.choosing())
	p.hud.follow(c, p)
	if !p.show.Drained() {
		return nil
	}
	if p.show.End.Over {
		if p.show.End.For == 45 {
			c.Shot("play-end") // the celebration at its height
		}
		if p.show.End.For > sp.Celebrate() {
			return NewResults(c, p)
		}
		return nil
	}
	p.act(c, sp)
	return nil
}

// act shows the table's next change when the screen is ready for it, or
// lets the seat whose turn it is act when it is played here: at once for
// a forced turn, at a natural pace for a computer, on a click for a person.
func (p *Play) act(c *Context, sp present.Speed) {
	g := p.g
	if g.Due() == engine.ActBegin || p.show.Due() {
		if st, ok := p.t.Next(); ok {
			p.feed(c, st)
			return
		}
	}
	if p.t.Waiting() || g.Over() {
		return
	}
	seat := g.Current()
	who := p.t.Who(seat)
	if who == table.Away {
		return
	}
	if g.Due() == engine.ActBegin {
		p.do(c, engine.Begin)
		return
	}
	if !p.show.Due() {
		return
	}
	// Autoplay: the seat's computer plays it (newPlay gives every seat one).
	person := who == table.Person && !c.Opt.Autoplay
	switch g.Due() {
	case engine.ActRoll:
		p.roll(c, seat, person)
	case engine.ActChoose:
		p.choose(c, sp, seat, person)
	}
}

// roll throws for the seat: the person's throw when they press, else the
// table's own (a computer's, a turn lost) once the player lets it go.
func (p *Play) roll(c *Context, seat int, person bool) {
	g := p.g
	if (!g.WillThrow() || !person) && p.holds(c, seat) {
		return // waiting for the player (Pace.WaitForMe)
	}
	if g.WillThrow() && person {
		p.chime(c)
	}
	if !g.WillThrow() || !person || p.hud.throw(c, p.names[seat]) {
		p.do(c, engine.Roll) // a turn lost is still the seat's to play: the table says what it costs
	}
}

// choose makes the seat's choice: its computer's, or the person's from
// the choices offered.
func (p *Play) choose(c *Context, sp present.Speed, seat int, person bool) {
	g := p.g
	if !person {
		if ch, ok := p.cpu.choose(g, seat, sp); ok {
			p.do(c, engine.Choose(ch))
		}
		return
	}
	if !p.picker.open() {
		p.picker.offer(g)
		p.layoutChoices(c)
	}
	p.markChoices(c)
	if ch, ok := p.picker.update(&c.In, g); ok {
		p.do(c, engine.Choose(ch))
	}
}

// do gives the table an action of this screen, and shows its change when
// it comes at once (a game on one screen).
func (p *Play) do(c *Context, a engine.Action) {
	if err := p.t.Act(a); err != nil {
		// The scene only offers what the engine allows; say so loudly if not.
		log.Printf("play: %v", err)
		p.hud.setNote(err.Error())
		return
	}
	if st, ok := p.t.Next(); ok {
		p.feed(c, st)
	}
}

// feed shows a change: its events go to the model.
func (p *Play) feed(c *Context, st table.Step) {
	if st.Lobby != nil {
		p.seated(st.Lobby)
	}
	if st.Action == nil {
		return
	}
	p.show.Feed(st.Events, int(float64(p.speed(c).Pause())*c.Settings.Pace.PauseScale()))
	p.guide.feed(&p.g.Rules, st.Events)
	p.odds.moved()
	if p.g.Due() != engine.ActChoose {
		p.save(c)
	}
	shootPlay(c, p.g.State.Turn)
}

// seated takes the seats as they changed: one handed to a computer is
// prompted as a computer's.
func (p *Play) seated(v *room.View) {
	for i, st := range v.Seats {
		if l, err := player.ParseLevel(st.Level); err == nil && st.Level != "" && i < len(p.cpu.players) && p.cpu.players[i] == nil {
			p.cpu.players[i], p.cpu.levels[i] = player.NewUntil(l, 0, p.cpu.gone), l
		}
	}
	p.extra.seated(p)
}

// shootPlay asks for the play screenshots (--screenshot-dir) at a few moments of a game.
func shootPlay(c *Context, turn int) {
	switch turn {
	case 1:
		c.Shot("play-start")
	case 4:
		c.Shot("play-early")
	case 30:
		c.Shot("play-middle")
	}
}

func (p *Play) Layout(c *Context) {
	if p.lang != narrate.Current() { // the settings changed the language
		p.lang = narrate.Current()
		p.hud.roll.Label, p.hud.menu.Label = say("ui.throw"), say("ui.menu")
		p.pause.words()
		p.show.Log.Retell()
	}
	p.view.arrange(c, p.g, p.mostChoices())
	p.hud.layout(c, &p.view)
	p.pause.layout(c, p)
	p.extra.layout(c, p)
	p.layoutChoices(c)
	p.hud.follow(c, p)
	p.hud.refresh(c, p)
	p.guide.place(c, p)
}

func (p *Play) layoutChoices(c *Context) {
	p.picker.layout(c.Th, p.hud.under)
}

// mostChoices is the most uses of the dice a person at this screen may be
// offered at once: none unless the team variation is played by a person
// here; with k geese each, k sums and k(k-1) splits.
func (p *Play) mostChoices() int {
	if !p.g.Rules.Teams {
		return 0
	}
	for s := range p.g.State.Seats {
		if p.t.Who(s) == table.Person {
			k := p.g.Rules.PiecesPerSeat(len(p.g.State.Seats))
			return k * k
		}
	}
	return 0
}

// Draw draws the model and the HUD; it changes nothing.
func (p *Play) Draw(dst *ebiten.Image, c *Context) {
	p.view.draw(dst, c)
	if pv := p.preview(); len(pv) > 0 {
		p.view.drawPreview(dst, c, pv)
	}
	p.hud.draw(dst, c, &p.view)
	p.view.drawDice(dst, c)
	p.view.drawBanner(dst, c)
	p.extra.draw(dst, c)
	p.hud.squares.draw(dst, &p.view)
	p.guide.draw(dst, c, p)
	p.assist.draw(dst, c.Th)
	p.pause.draw(dst, c)
}

// Dwelling reports whether a dwell ring is filling on the screen or its menu.
func (p *Play) Dwelling() bool {
	if p.pause.open {
		return p.pause.form.Dwelling()
	}
	return p.assist.Dwelling()
}

// preview is where the choice being offered or made would take the geese.
func (p *Play) preview() []engine.Event {
	if p.picker.open() {
		return p.picker.preview
	}
	return p.cpu.shown()
}

// choosing reports whether a person at this screen may be offered a
// choice now (not in a game watched again): the odds then weigh each one.
func (p *Play) choosing() bool {
	s := p.g.Current()
	return s >= 0 && p.t.Who(s) == table.Person
}

// Game is the engine game being played (results, tests).
func (p *Play) Game() *engine.Game { return p.g }

func easeInOut(t float64) float64 { return t * t * (3 - 2*t) }

func nowNano() int64 { return time.Now().UnixNano() }

// retell is the story's last line, the round and every seat's line, for a
// player who asks again (L): read aloud, or to a screen reader's live region.
func (p *Play) retell() string {
	last := p.show.Log.Current()
	if l := p.show.Log.Lines; last == "" && len(l) > 0 {
		last = l[len(l)-1]
	}
	parts := append([]string{last, p.hud.header}, p.hud.status...)
	return strings.Join(slices.DeleteFunc(parts, func(s string) bool { return s == "" }), ". ")
}
