package scenes

import (
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"runtime/debug"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/engine/player"
	"goose/scenes/narrate"
	"goose/scenes/present"
	"goose/ui"
	"goose/ui/store"
)

// Play is a game in progress, kept thin: input becomes an engine action, the
// engine's events go to the presentation model (present.Model), and the
// model is drawn. Each other job has a type of its own: the computers'
// turns, a person's choice, the pause menu, the HUD.
type Play struct {
	setup  store.Setup
	g      *engine.Game
	seed   uint64
	names  []string
	show   *present.Model // what is on screen, fed the engine's events
	view   playView       // the model in pixels
	cpu    computers
	picker choicePicker
	pause  pauseMenu
	hud    hud
	odds   liveOdds
	record record
	watch  *watching         // a kept game watched again, or nil
	net    *netPlay          // a game over the network, or nil
	lang   *narrate.Language // the language the words on screen are in
}

// NewPlay starts a game for a setup. game is a saved game to resume, or nil.
func NewPlay(c *Context, s store.Setup, game *engine.Game) (*Play, error) {
	if err := s.Check(); err != nil {
		return nil, err
	}
	p := &Play{setup: s}
	if game == nil {
		r, err := s.BaseRules()
		if err != nil {
			return nil, err
		}
		if err := r.Apply(s.Options); err != nil {
			return nil, err
		}
		p.seed = c.Opt.Seed
		if !c.Opt.SeedSet {
			p.seed = uint64(c.Tick)*0x9e3779b97f4a7c15 ^ uint64(nowNano())
		}
		if game, err = engine.New(r, len(s.Seats), engine.NewPCG(p.seed)); err != nil {
			return nil, err
		}
		p.record.rec = newRecord(game, s, p.seed)
	}
	if len(game.State.Seats) != len(s.Seats) {
		return nil, errors.New(say("ui.gameMismatch"))
	}
	p.g = game
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
			pl = player.NewUntil(l, p.seed+uint64(i), p.cpu.gone)
		}
		p.cpu.players, p.cpu.levels = append(p.cpu.players, pl), append(p.cpu.levels, l)
	}
	p.show = present.New(&p.g.Rules, p.names, &p.g.State, c.Sound, &p.view)
	p.view.init(p.show, colors)
	p.hud.init()
	p.pause.init()
	p.odds.init()
	p.lang = narrate.Current()
	return p, nil
}

// savedGame is what the game file holds. The rules are in it once, in Game:
// the setup's board and the replay are kept without them (a save made
// before has them three times, and still loads).
type savedGame struct {
	Setup store.Setup     `json:"setup"`
	Game  json.RawMessage `json:"game"`
	Log   []string        `json:"log"`
	// Replay is the game so far, from its seed, to keep it once finished.
	// It is read apart: a damaged one costs the replay, never the game.
	Replay json.RawMessage `json:"replay,omitempty"`
}

// marshal writes the game file. A game too long for the store to read back
// (store.MaxBlob) is kept without its replay: the game goes on, and is
// recorded from where it resumes.
func (sg *savedGame) marshal() ([]byte, error) {
	s := *sg
	s.Setup.Board = nil
	data, err := json.Marshal(&s)
	if err == nil && len(data) > store.MaxBlob && s.Replay != nil {
		log.Printf("save: the game's record (%d KB) is left out, to keep the game within %d KB", len(s.Replay)>>10, store.MaxBlob>>10)
		s.Replay = nil
		data, err = json.Marshal(&s)
	}
	return data, err
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
	var g *engine.Game
	if err == nil {
		err = json.Unmarshal(data, &sg)
	}
	if err == nil {
		sg.Setup.ClipNames()
		sg.Log = tidyLog(sg.Log)
		if g, err = engine.Load(sg.Game); err == nil {
			if sg.Setup.OwnBoard && len(sg.Setup.Board) == 0 {
				sg.Setup.Board = g.Rules.File() // kept once, in the game
			}
			if p, err = NewPlay(c, sg.Setup, g); err == nil {
				p.show.Log.Lines = sg.Log
				p.record.resume(sg.Replay, g, sg.Setup)
				p.show.Log.Note(narrate.M("resumes"))
				return p, nil
			}
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

func (p *Play) save(c *Context) {
	if p.watch != nil || p.net != nil {
		return // a game watched again is no game in progress
	}
	if p.g.Over() {
		p.record.keep(c, p.g, p.names)
		if err := c.Store.Remove(store.GameName); err != nil {
			log.Printf("save: %v", err)
		}
		return
	}
	gb, err := p.g.Save()
	var rb []byte
	if err == nil && p.record.rec != nil {
		rb, err = p.record.rec.MarshalBare()
	}
	if err == nil {
		var data []byte
		lines := p.show.Log.Lines
		if cur := p.show.Log.Current(); cur != "" { // the turn's line, shown though not yet ended
			lines = append(lines[:len(lines):len(lines)], narrate.Ended(cur))
		}
		if len(lines) > maxLogLines {
			lines = lines[len(lines)-maxLogLines:]
		}
		if data, err = (&savedGame{Setup: p.setup, Game: gb, Log: lines, Replay: rb}).marshal(); err == nil {
			err = c.Store.Save(store.GameName, data)
		}
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
		return p.pause.update(c, p)
	}
	if p.hud.update(c) {
		p.pause.open = true
		return nil
	}
	if p.watch != nil {
		to, ok := p.watch.scrub(&c.In)
		if c.Opt.Autoplay && !p.watch.moved && p.watch.at >= 4 {
			to, ok = len(p.watch.rec.Actions)/2, true // autoplay goes to the middle, as a tap on the scrubber does
		}
		if ok && to != p.watch.at {
			if np, err := watchFrom(c, p.watch.rec, to, p); err == nil {
				return np
			}
		}
	}
	if p.net != nil {
		p.net.poll(c, p)
	}
	next := p.step(c)
	p.hud.refresh(c, p)
	return next
}

// step shows the events of a tick, then takes the next action when it is due.
func (p *Play) step(c *Context) Scene {
	sp := p.speed(c)
	p.show.Tick(sp)
	if b := &p.show.Banner; b.ID != "" && b.For == present.BannerTicks-20 && len(c.shots) == 0 {
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

// act asks the engine for the next action when it is due: at once for a
// forced turn, at a natural pace for a computer, on a click for a person.
func (p *Play) act(c *Context, sp present.Speed) {
	g := p.g
	if p.watch != nil {
		p.watch.next(c, p)
		return
	}
	if p.net != nil {
		p.net.next(c, p)
		return
	}
	if g.Due() == engine.ActBegin {
		p.do(c, engine.Begin)
		return
	}
	if !p.show.Due() {
		return
	}
	seat := g.Current()
	switch g.Due() {
	case engine.ActRoll:
		if !g.WillThrow() || !p.cpu.person(seat) {
			p.do(c, engine.Roll)
			return
		}
		if p.hud.throw(c, p.names[seat]) {
			p.do(c, engine.Roll)
		}
	case engine.ActChoose:
		if !p.cpu.person(seat) {
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
}

// do plays an action and gives its events to the model.
func (p *Play) do(c *Context, a engine.Action) {
	evs, err := p.g.Play(a)
	if err != nil {
		// The scene only offers what the engine allows; say so loudly if not.
		log.Printf("play: %v", err)
		p.hud.setNote(err.Error())
		return
	}
	p.show.Feed(evs, p.speed(c).Pause())
	p.odds.moved()
	p.record.played(a)
	if p.g.Due() != engine.ActChoose {
		p.save(c)
	}
	shootPlay(c, p.g.State.Turn)
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
	p.view.arrange(c, p.g)
	p.hud.layout(c, &p.view)
	if p.watch != nil {
		th := c.Th
		x, y, bw := float64(p.view.hud.Min.X)+th.S(18), float64(p.view.diceY)+th.S(throwTop), th.S(110)
		p.watch.pause.Rect = ui.Rect(x, y-th.S(8), bw, th.S(40)) // the pause, left of the track
		p.watch.words()
		p.watch.track = ui.Rect(x+bw+th.S(22), y+th.S(6), float64(p.view.hud.Dx())-bw-th.S(70), th.S(14))
	}
	p.pause.layout(c)
	if p.net != nil {
		p.net.layoutHand(c, &p.pause)
	}
	p.layoutChoices(c)
	p.hud.follow(c, p)
	p.hud.refresh(c, p)
}

func (p *Play) layoutChoices(c *Context) {
	th := c.Th
	p.picker.layout(float64(p.view.hud.Min.X)+th.S(18), float64(p.view.diceY)+th.S(throwTop-4), float64(p.view.hud.Dx())-th.S(36), th)
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
	if p.net != nil {
		p.net.drawOffline(dst, c)
	}
	p.pause.draw(dst, c, p)
}

// preview is where the choice being offered or made would take the geese.
func (p *Play) preview() []engine.Event {
	if p.picker.open() {
		return p.picker.preview
	}
	return p.cpu.shown()
}

// choosing reports whether a person of this table may be offered a choice
// now (not in a game watched again): the odds then weigh each one.
func (p *Play) choosing() bool {
	s := p.g.Current()
	if p.net != nil {
		return p.net.s.mine(s)
	}
	return p.watch == nil && s >= 0 && p.cpu.person(s)
}

// Game is the engine game being played (results, tests).
func (p *Play) Game() *engine.Game { return p.g }

func easeInOut(t float64) float64 { return t * t * (3 - 2*t) }

func nowNano() int64 { return time.Now().UnixNano() }
