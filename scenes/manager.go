// Package scenes holds the screens of the game (title, setup, play, results,
// rules, settings). Each is a thin Update/Draw over the engine: the play scene
// animates the engine's events one after another and never decides a rule.
package scenes

import (
	"fmt"
	"image"
	"image/png"
	"log"
	"os"
	"path/filepath"
	"runtime/debug"
	"runtime/metrics"
	"sort"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/scenes/present"
	"goose/ui"
	"goose/ui/form"
	"goose/ui/store"
)

// Scene is one screen.
type Scene interface {
	Name() string
	// Layout places widgets for a screen of c.W×c.H pixels; called on entry and on resize.
	Layout(c *Context)
	// Update advances one tick and returns the scene to go to, or nil to stay.
	Update(c *Context) Scene
	Draw(dst *ebiten.Image, c *Context)
}

// A Rester is a scene that can say its picture is still: nothing in it moves
// until input comes. Such a scene is not drawn again while it rests (with
// Manager.Rest), so a game waiting for a person costs next to nothing. A
// scene that is not a Rester is drawn every frame.
type Rester interface {
	Resting(c *Context) bool
}

// redrawFrames is how many frames are drawn after the last change: the one
// that shows it, and one more for what the next tick made of it.
const redrawFrames = 2

// Sounds is what scenes ask of the sound player.
type Sounds interface {
	Play(name string)
	SetVolume(v float64)
	SetMusic(on bool)
	SetMuted(m bool)
	Update()
}

// Silent is the sound player of tests and of machines without a device.
type Silent struct{}

func (Silent) Play(string)       {}
func (Silent) SetVolume(float64) {}
func (Silent) SetMusic(bool)     {}
func (Silent) SetMuted(bool)     {}
func (Silent) Update()           {}

// Options are the command-line choices that reach the scenes.
type Options struct {
	Rules         string // preset for a quick game (with Seats)
	RuleOptions   string
	Seats         string // "Ann,Ben,cpu:hard"
	Seed          uint64
	SeedSet       bool
	Autoplay      bool // every seat a computer, fastest speed, through every scene
	ExitAfterGame bool
	ScreenshotDir string
	Stats         bool
	Version       string
	QuitAfter     time.Duration // quit after this much game time (ticks at 60 a second)
	Room          string        // a room to join, from a link (--room, ?room=): checked by the online screen
	Watch         bool          // Room is to be watched, not joined (--watch, ?watch=)
}

// Context is what every scene reads: input, theme, settings, storage, sound.
type Context struct {
	In       ui.Input
	Th       *ui.Theme
	W, H     int
	Opt      Options
	Settings store.Settings
	Store    store.Store
	Sound    Sounds
	Notice   string // a message for the title screen (a damaged file, ...)
	Hooks
	// Net is what this platform offers online play.
	Net  Net
	Quit bool
	Tick int
	run  autoRun
}

// Hooks are what a platform offers the scenes beyond the window (the browser's).
type Hooks struct {
	// OnScene, if set, hears the name of each scene as it is first drawn
	// (the browser build tells the page, for tests).
	OnScene func(name string)
	// Download, if set, offers an exported file to the player (the browser);
	// otherwise an export is kept beside the settings.
	Download func(name string, data []byte) error
	// Upload, if set, asks the player for a file to open (the browser's
	// upload dialog) and hands it to got later, from outside the game loop.
	Upload func(got func(name string, data []byte, err error))
}

// autoRun is what a run of the game for tests and screenshots keeps.
type autoRun struct {
	// watched: autoplay has been through the kept games once (it walks there once a run).
	watched  bool
	shots    []string // screenshots asked for, taken at the next Draw
	shotSeen map[string]bool
}

// Shot asks for a screenshot named name at the next frame (with --screenshot-dir).
func (c *Context) Shot(name string) {
	if c.Opt.ScreenshotDir == "" || c.run.shotSeen[name] {
		return
	}
	if c.run.shotSeen == nil {
		c.run.shotSeen = map[string]bool{}
	}
	c.run.shotSeen[name] = true
	c.run.shots = append(c.run.shots, name)
}

// SaveSettings writes the settings, logging (not failing) on error.
func (c *Context) SaveSettings() {
	if err := store.SaveSettings(c.Store, &c.Settings); err != nil {
		log.Printf("settings: %v", err)
	}
}

// Manager runs the current scene and fades between scenes. It is the ebiten.Game.
type Manager struct {
	C     *Context
	cur   Scene
	prev  *ebiten.Image // the last frame of the previous scene, for the fade
	fade  int
	stats frameStats
	shots assistShots // the scanning highlight's and dwell ring's screenshots
	told  string      // the scene last told to OnScene
	// Rest lets a resting scene go undrawn (the window keeps its last
	// frame: the app turns off clearing the screen every frame). Tests
	// leave it off and see every frame drawn.
	Rest  bool
	dirty int // frames still to draw
	// OnRest, if set, hears when the scene falls asleep (still for
	// sleepTicks, every sound ready) and when input or a change wakes it:
	// the app then lets Ebitengine run frames only on input.
	OnRest func(asleep bool)
	still  int // ticks the scene has been still
	asleep bool
	acc    mirrored // what assistive technology was last told
}

// sleepTicks is how long a scene keeps still before the window sleeps.
const sleepTicks = 30

const fadeTicks = 16

// NewManager starts at the first scene.
func NewManager(c *Context, first Scene) *Manager {
	if c.Sound == nil {
		c.Sound = Silent{}
	}
	return &Manager{C: c, cur: first}
}

// Current is the scene on screen.
func (m *Manager) Current() Scene { return m.cur }

// Update reads input once and advances the scene.
func (m *Manager) Update() error {
	c := m.C
	m.stats.tick()
	if c.W == 0 {
		return nil // no Layout yet
	}
	a := m.stats.allocs(c.Opt.Stats)
	c.In.Read()
	err := m.Step()
	if c.Opt.Stats {
		m.stats.updateAllocs += m.stats.allocs(true) - a
	}
	return err
}

// Step advances one tick with the input already in c.In (tests call it directly).
func (m *Manager) Step() error {
	c := m.C
	c.Tick++
	m.keys(c)
	if len(c.run.shots) > 0 && c.W > 0 {
		return nil // hold still until Draw has taken the screenshot asked for
	}
	next := m.update(c)
	if next != nil {
		m.enter(c, next)
	}
	m.shots.take(c, m.cur)
	m.mirror()
	m.rest(c, next != nil)
	if c.Opt.QuitAfter > 0 && c.Tick >= int(c.Opt.QuitAfter.Seconds()*60) {
		c.Quit = true
	}
	if c.Quit {
		return ebiten.Termination
	}
	return nil
}

// keys are what every screen shares: F11, the sound's tick, the fade.
func (m *Manager) keys(c *Context) {
	if c.In.Key(ebiten.KeyF11) {
		c.Settings.Fullscreen = !c.Settings.Fullscreen
		ebiten.SetFullscreen(c.Settings.Fullscreen)
		c.SaveSettings()
	}
	c.Sound.Update()
	if c.W > 0 {
		m.Resize(c.W, c.H) // a text size just chosen, or the page zoomed
	}
	if m.fade > 0 {
		m.fade--
	}
}

// enter goes to the next scene: the one left stops its background work,
// the new one is laid out, and fades in unless it should not (autoplay,
// the instant speed, a watched game that jumps).
func (m *Manager) enter(c *Context, next Scene) {
	if l, ok := m.cur.(interface{ leave() }); ok && next != m.cur {
		l.leave()
	}
	_, wasPlay := m.cur.(*Play)
	m.cur = next
	m.cur.Layout(c)
	m.fade = fadeTicks
	if np, ok := next.(*Play); c.Opt.Autoplay || present.Speed(c.Settings.Speed).Instant() || (ok && wasPlay && np.watch != nil) {
		m.fade = 0
	}
}

// rest counts the ticks the screen is still, so that it is not drawn again
// and the window may sleep.
func (m *Manager) rest(c *Context, moved bool) {
	if moved || m.fade > 0 || c.In.Active() || !resting(m.cur, c) || dwelling(m.cur) {
		m.dirty = redrawFrames
		m.still = 0
	} else {
		m.still++
	}
	// Autoplay and --quit-after run on the tick clock, which sleep would slow.
	clocked := c.Opt.Autoplay || c.Opt.QuitAfter > 0
	// Scanning counts ticks: a window asleep runs four a second, and the
	// focus would move fifteen times too slowly.
	m.sleep(c, m.still > sleepTicks && m.dirty == 0 && settled(c.Sound) && !clocked && form.Assisting.Scan == 0)
}

// sleep tells OnRest when the window falls asleep or wakes.
func (m *Manager) sleep(c *Context, asleep bool) {
	if asleep == m.asleep || m.OnRest == nil || !m.Rest {
		return
	}
	m.asleep = asleep
	m.OnRest(asleep)
}

// settled reports whether the sounds need no more ticks to get ready (the
// browser makes them a tick at a time; the music starts once it is made).
func settled(s Sounds) bool {
	st, ok := s.(interface{ Settled() bool })
	return !ok || st.Settled()
}

// dwelling reports whether a dwell ring fills on sc: drawn every tick.
func dwelling(sc Scene) bool {
	if d, ok := sc.(interface{ Dwelling() bool }); ok {
		return d.Dwelling()
	}
	if f, ok := sc.(formed); ok {
		return f.Form().Dwelling()
	}
	return false
}

// resting reports whether sc is a Rester at rest, the board behind the
// menus drawn.
func resting(sc Scene, c *Context) bool {
	r, ok := sc.(Rester)
	return ok && r.Resting(c) && !sharedBackdrop.pending()
}

// Drawn reports whether the next Draw will draw (for tests of resting).
func (m *Manager) Drawn() bool { return !m.Rest || m.dirty > 0 || len(m.C.run.shots) > 0 }

// update runs the scene's Update. A panic there (a saved state no check
// foresaw) reaches no player: the game file is set aside and the title says
// what happened (issue 11.1).
func (m *Manager) update(c *Context) (next Scene) {
	if catchPanics {
		defer func() {
			if r := recover(); r != nil {
				log.Printf("goose: %s: %v\n%s", m.cur.Name(), r, debug.Stack())
				c.Notice = say("ui.crashed", r)
				if _, ok := m.cur.(*Play); ok {
					c.Notice = setGameAside(c, fmt.Errorf("%v", r)).Error()
				}
				next = NewTitle(c)
			}
		}()
	}
	return m.cur.Update(c)
}

// Draw draws the scene, the fade, and takes any screenshot asked for.
func (m *Manager) Draw(screen *ebiten.Image) {
	c := m.C
	if c.OnScene != nil && m.cur.Name() != m.told {
		m.told = m.cur.Name()
		c.OnScene(m.told)
	}
	if !m.Drawn() {
		return // the window shows the last frame; Ebitengine stops presenting
	}
	if m.Rest {
		m.dirty = max(m.dirty-1, 0)
		screen.Clear() // not cleared for us: a scene may leave a margin undrawn
	}
	if m.stats.frame() && c.Opt.Stats {
		// For build/measure/startup.sh: when the first picture was drawn.
		fmt.Printf("stats: first frame (%s) drawn at unix ms %d\n", m.cur.Name(), time.Now().UnixMilli())
	}
	a := m.stats.allocs(c.Opt.Stats)
	ui.NextFrame()
	m.cur.Draw(screen, c)
	if c.Opt.Stats {
		n := m.stats.allocs(true) - a
		m.stats.drawAllocs += n
		if _, ok := m.cur.(*Play); ok {
			m.stats.playFrames++
			m.stats.playAllocs += n
			if len(m.stats.perFrame) < cap(m.stats.perFrame) {
				m.stats.perFrame = append(m.stats.perFrame, uint32(n))
			}
		}
	}
	if m.fade > 0 {
		ui.Dim(screen, uint8(m.fade*200/fadeTicks))
	}
	if len(c.run.shots) > 0 && m.fade == 0 {
		name := c.run.shots[0]
		c.run.shots = c.run.shots[1:]
		saveShot(screen, filepath.Join(c.Opt.ScreenshotDir, name+".png"))
	}
}

// Layout is the integer form; Ebitengine calls LayoutF when it exists.
func (m *Manager) Layout(outW, outH int) (int, int) {
	w, h := m.LayoutF(float64(outW), float64(outH))
	return int(w), int(h)
}

// LayoutF reports the screen size in device pixels and lays out on change.
func (m *Manager) LayoutF(outW, outH float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	w, h := int(outW*s), int(outH*s)
	if w < 1 {
		w = 1
	}
	if h < 1 {
		h = 1
	}
	m.Resize(w, h)
	return float64(w), float64(h)
}

// Resize lays the scene out for a new size or text size (tests call it directly).
func (m *Manager) Resize(w, h int) {
	c := m.C
	text := max(c.Settings.Access.Text.Factor()*pageZoom(), 1)
	if w == c.W && h == c.H && c.Th != nil && c.Th.Text == text {
		return
	}
	c.W, c.H = w, h
	c.Th = ui.NewThemeText(w, h, text)
	m.cur.Layout(c)
	m.dirty = redrawFrames
}

// saveShot writes the frame as a PNG. ReadPixels happens only on these frames.
func saveShot(screen *ebiten.Image, path string) {
	b := screen.Bounds()
	img := image.NewRGBA(b)
	screen.ReadPixels(img.Pix)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		log.Printf("screenshot: %v", err)
		return
	}
	f, err := os.Create(path)
	if err != nil {
		log.Printf("screenshot: %v", err)
		return
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		log.Printf("screenshot: %v", err)
	}
}

// frameStats measures ticks and frames for --stats.
type frameStats struct {
	last   time.Time
	frames []time.Duration
	ticks  int
	start  time.Time
	tps    []float64
	fps    []float64

	sample       []metrics.Sample
	updateAllocs uint64
	drawAllocs   uint64
	playAllocs   uint64
	playFrames   int
	perFrame     []uint32 // allocations of each play frame's Draw
}

// allocs reads the count of heap allocations so far (cheap: no stop-the-world).
func (s *frameStats) allocs(on bool) uint64 {
	if !on {
		return 0
	}
	if s.sample == nil {
		s.sample = []metrics.Sample{{Name: "/gc/heap/allocs:objects"}}
	}
	metrics.Read(s.sample)
	return s.sample[0].Value.Uint64()
}

func (s *frameStats) tick() {
	now := time.Now()
	if s.start.IsZero() {
		s.start = now
		s.frames = make([]time.Duration, 0, 1<<16)
		s.perFrame = make([]uint32, 0, 1<<16)
	}
	s.ticks++
	if s.ticks%60 == 0 && s.ticks > 120 {
		s.tps = append(s.tps, ebiten.ActualTPS())
		s.fps = append(s.fps, ebiten.ActualFPS())
	}
}

// frame notes a frame drawn; it reports whether it is the first.
func (s *frameStats) frame() (first bool) {
	now := time.Now()
	first = s.last.IsZero()
	if !s.last.IsZero() && len(s.frames) < cap(s.frames) {
		s.frames = append(s.frames, now.Sub(s.last))
	}
	s.last = now
	return first
}

// Report says what --stats prints at exit.
func (m *Manager) Report() string {
	s := &m.stats
	if len(s.frames) == 0 {
		return "stats: no frames drawn"
	}
	fr := append([]time.Duration(nil), s.frames...)
	sort.Slice(fr, func(i, j int) bool { return fr[i] < fr[j] })
	pct := func(p float64) float64 { return float64(fr[int(p*float64(len(fr)-1))].Microseconds()) / 1000 }
	mean := func(v []float64) float64 {
		if len(v) == 0 {
			return 0
		}
		t := 0.0
		for _, x := range v {
			t += x
		}
		return t / float64(len(v))
	}
	min := func(v []float64) float64 {
		if len(v) == 0 {
			return 0
		}
		m := v[0]
		for _, x := range v {
			if x < m {
				m = x
			}
		}
		return m
	}
	perPlay, p50, p90 := 0.0, uint32(0), uint32(0)
	if s.playFrames > 0 {
		perPlay = float64(s.playAllocs) / float64(s.playFrames)
	}
	if len(s.perFrame) > 0 {
		pf := append([]uint32(nil), s.perFrame...)
		sort.Slice(pf, func(i, j int) bool { return pf[i] < pf[j] })
		p50, p90 = pf[len(pf)/2], pf[len(pf)*9/10]
	}
	return fmt.Sprintf("stats: %d ticks, %d frames in %.1f s; TPS mean %.1f min %.1f; FPS mean %.1f min %.1f; frame time p50 %.2f ms p90 %.2f ms p99 %.2f ms max %.2f ms; allocations: %.2f per tick in Update, %.2f per frame in Draw; play frames (%d): mean %.2f, p50 %d, p90 %d (the mean includes compiling shaders and shaping each new line of text once)",
		s.ticks, len(fr)+1, time.Since(s.start).Seconds(), mean(s.tps), min(s.tps), mean(s.fps), min(s.fps), pct(0.5), pct(0.9), pct(0.99), pct(1),
		float64(s.updateAllocs)/float64(max(s.ticks, 1)), float64(s.drawAllocs)/float64(len(fr)+1), s.playFrames, perPlay, p50, p90)
}
