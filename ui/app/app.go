// Package app runs the game's window: it reads the flags (or, in a browser,
// the page's URL), opens the store and the sound, and hands the first scene
// to Ebitengine. Per-platform glue sits here in build-tagged files.
package app

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"io"
	"log"
	"os"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine/boards"
	"goose/engine/player"
	"goose/engine/room"
	"goose/scenes"
	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/appicon"
	"goose/ui/sound"
	"goose/ui/store"
)

const gameUsage = `usage: goose [flags]          play
       goose sim [flags]      play without a window (goose sim --help)
       goose serve [flags]    serve the web build to a browser (goose serve --help)
       goose board ...        rules files: export a preset, check your own (goose board help)
       goose host [flags]     the server for games over the network (goose host --help)

  --rules NAME|FILE    classic, french, medici, ancient, dutch or spanish, or a
                       rules file of your own (goose board export classic > my.json)
  --option LIST        stakes,teams,placings,drink61,deadlock=draw
  --seats A,B,...      start a game at once with these seats: a name is a person,
                       cpu or cpu:easy|normal|hard (or Name:level) a computer
  --seed S             seed for the dice
  --lang CODE          speak en, es, it, fr, nl, de, pt-PT, pt-BR or ru (this run only; the
                       Settings keep a choice); otherwise the saved one, or the system's
  --speed S            show the game at 0.25x, 0.5x, 1x, 2x, 4x or instant (this run only)
  --mute               no sound
  --fullscreen         start fullscreen
  --window WxH         the window's size, 200 to 8192 a side, e.g. 390x844 for a
                       phone's (default 1280x720)
  --autoplay           every seat a computer at the fastest speed, through every scene
  --screenshot-dir DIR save a PNG of every scene, of the board during play and
                       of each kind of banner (a goose, the bridge, the inn...)
  --exit-after-game    quit instead of going back to the title from the results
                       (Back to title; with --autoplay, once they have been shown)
  --stats              print measured TPS, FPS and frame times at exit
  --quit-after D       quit after D of play time (e.g. 30s), for measurements
  --memprofile FILE    write an allocation profile at exit (go tool pprof)
  --config-dir DIR     keep settings and the saved game here instead of the user's config folder
  --edit               open the board editor on the rules given (--rules NAME|FILE)
  --room CODE          join a room over the network (Play online opens with it)
  --replay LINK|FILE   watch a shared game: its link (…?replay=…) or its file
  --watch LINK|CODE    watch a room's game over the network, holding no seat
  --version            print the version
`

type gameFlags struct {
	opt        scenes.Options
	mute       bool
	full       bool
	configDir  string
	version    bool
	setup      *store.Setup
	edit       bool // open the board editor on the rules given
	winW, winH int  // --window
	memProfile string
	lang       *narrate.Language // --lang, or nil
	speed      *int              // --speed, or nil (a present.Speed)
	replay     *room.Room        // --replay: the shared game to watch
	replayPage []byte            // ?replay= in a page: read once the player's language is known
}

// maxWindow bounds a side of --window: an 8K screen is 7680 wide, and a
// window larger than any screen only costs memory (16384x16384 took 5.4 GB).
const maxWindow = 8192

// givenFlags are the flags read as text, checked once parsing is done.
type givenFlags struct {
	rules, option, seats string
	seed                 uint64
	lang, speed, window  string
	replay               string
}

func parseGameFlags(args []string) (*gameFlags, error) {
	f := &gameFlags{}
	var g givenFlags
	fs := f.flagSet(&g)
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if err := f.checkGiven(fs); err != nil {
		return nil, err
	}
	f.opt.Seed = g.seed
	for _, read := range []func(givenFlags) error{f.readSpeed, f.readWindow, f.readLang, f.readSetup, f.readReplay} {
		if err := read(g); err != nil {
			return nil, err
		}
	}
	return f, nil
}

// flagSet declares the flags: those kept as they are straight into f, the
// others as text into g.
func (f *gameFlags) flagSet(g *givenFlags) *flag.FlagSet {
	fs := flag.NewFlagSet("goose", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&g.rules, "rules", "", "")
	fs.StringVar(&g.option, "option", "", "")
	fs.StringVar(&g.seats, "seats", "", "")
	fs.Uint64Var(&g.seed, "seed", 0, "")
	fs.StringVar(&g.lang, "lang", "", "")
	fs.StringVar(&g.speed, "speed", "", "")
	fs.StringVar(&g.window, "window", "1280x720", "")
	fs.BoolVar(&f.mute, "mute", false, "")
	fs.BoolVar(&f.full, "fullscreen", false, "")
	fs.BoolVar(&f.opt.Autoplay, "autoplay", false, "")
	fs.StringVar(&f.opt.ScreenshotDir, "screenshot-dir", "", "")
	fs.BoolVar(&f.opt.ExitAfterGame, "exit-after-game", false, "")
	fs.BoolVar(&f.opt.Stats, "stats", false, "")
	fs.StringVar(&f.configDir, "config-dir", "", "")
	fs.DurationVar(&f.opt.QuitAfter, "quit-after", 0, "")
	fs.StringVar(&f.memProfile, "memprofile", "", "")
	fs.BoolVar(&f.version, "version", false, "")
	fs.BoolVar(&f.edit, "edit", false, "")
	fs.StringVar(&f.opt.Room, "room", "", "")
	fs.StringVar(&g.replay, "replay", "", "")
	fs.Var(watchFlag{&f.opt}, "watch", "")
	return fs
}

// watchFlag is --watch: the room of Options, to watch.
type watchFlag struct{ o *scenes.Options }

func (w watchFlag) String() string {
	if w.o == nil || !w.o.Watch {
		return ""
	}
	return w.o.Room
}

func (w watchFlag) Set(v string) error {
	w.o.Room, w.o.Watch = v, true
	return nil
}

// checkGiven looks at the flags given: --seed given sets SeedSet; a flag
// given empty is a mistake (an unset variable in a script), not "the
// default"; a time to play must be positive.
func (f *gameFlags) checkGiven(fs *flag.FlagSet) error {
	var bad error
	quitSet := false
	fs.Visit(func(fl *flag.Flag) {
		f.opt.SeedSet = f.opt.SeedSet || fl.Name == "seed"
		quitSet = quitSet || fl.Name == "quit-after"
		if fl.Value.String() == "" && fl.Name != "option" && bad == nil {
			bad = fmt.Errorf("--%s needs a value", fl.Name)
		}
	})
	if bad == nil && quitSet && f.opt.QuitAfter <= 0 {
		bad = fmt.Errorf("--quit-after %v: a time to play must be positive", f.opt.QuitAfter)
	}
	return bad
}

func (f *gameFlags) readSpeed(g givenFlags) error {
	if g.speed == "" {
		return nil
	}
	n := slices.Index([]string{"1x", "2x", "4x", "instant", "0.5x", "0.25x"}, g.speed) // as present.Speed numbers them
	if n < 0 {
		return fmt.Errorf("--speed %q: the speeds are 0.25x, 0.5x, 1x, 2x, 4x and instant", g.speed)
	}
	f.speed = &n
	return nil
}

func (f *gameFlags) readWindow(g givenFlags) error {
	_, err := fmt.Sscanf(g.window, "%dx%d", &f.winW, &f.winH)
	if err != nil || fmt.Sprintf("%dx%d", f.winW, f.winH) != g.window || !windowSide(f.winW) || !windowSide(f.winH) {
		return fmt.Errorf("--window %q: want WIDTHxHEIGHT, each 200 to %d pixels (a side of the largest screens), like 1280x720", g.window, maxWindow)
	}
	return nil
}

// windowSide reports whether n pixels may be a side of --window.
func windowSide(n int) bool { return n >= 200 && n <= maxWindow }

func (f *gameFlags) readLang(g givenFlags) error {
	if g.lang == "" {
		return nil
	}
	l, ok := narrate.Lookup(g.lang)
	if !ok {
		return fmt.Errorf("--lang %q: Goose speaks %s", g.lang, languageCodes())
	}
	f.lang = l
	return nil
}

// readSetup makes the game --rules, --option and --seats name, if any.
func (f *gameFlags) readSetup(g givenFlags) error {
	if g.rules == "" && g.option == "" && g.seats == "" {
		return nil
	}
	s := store.DefaultSetup()
	if err := setRules(&s, g.rules, g.option); err != nil {
		return err
	}
	if g.seats != "" {
		seats, err := parseSeats(g.seats, chooseLanguage(f.lang, ""))
		if err != nil {
			return err
		}
		s.Seats = seats
	}
	f.setup = &s
	return nil
}

// setRules gives s the rules (a preset's name or a rules file, or the
// default for "") with the options, checked.
func setRules(s *store.Setup, rules, option string) error {
	if rules != "" {
		s.Rules = rules
	}
	if boards.IsFile(rules) {
		r, err := boards.ReadFile(rules)
		if err != nil {
			return err
		}
		s.Board, s.OwnBoard = r.File(), true
	}
	r, err := s.BaseRules()
	if err != nil {
		return err
	}
	if err := r.Apply(option); err != nil {
		return err
	}
	s.Options = option
	return nil
}

// parseSeats reads --seats: a comma between seats, as many as a game seats.
func parseSeats(list string, lang *narrate.Language) ([]store.Seat, error) {
	var seats []store.Seat
	for i, spec := range strings.Split(list, ",") {
		st, err := parseSeat(strings.TrimSpace(spec), i, lang)
		if err != nil {
			return nil, err
		}
		seats = append(seats, st)
	}
	if len(seats) < store.MinSeats || len(seats) > store.MaxSeats {
		return nil, fmt.Errorf("--seats names %d seats; the game seats %d to %d", len(seats), store.MinSeats, store.MaxSeats)
	}
	return seats, nil
}

// languageCodes lists the languages' codes: "en, es, ...".
func languageCodes() string {
	codes := make([]string, len(narrate.Languages))
	for i, l := range narrate.Languages {
		codes[i] = l.Code
	}
	return strings.Join(codes, ", ")
}

// chooseLanguage is --lang, else the language kept in the settings, else the
// nearest to the system's (the environment, the user's locale, the browser's).
func chooseLanguage(flagLang *narrate.Language, saved string) *narrate.Language {
	if flagLang != nil {
		return flagLang
	}
	if l, ok := narrate.Lookup(saved); ok && saved != "" {
		return l
	}
	return narrate.Match(systemLanguages()...)
}

// parseSeat reads "Ann" (a person), "cpu", "cpu:hard" or "Ann:hard" (computers).
func parseSeat(spec string, i int, lang *narrate.Language) (store.Seat, error) {
	name, lvl, hasLvl := strings.Cut(spec, ":")
	st := store.Seat{Name: name, Color: i, Typed: true} // typed on the command line: kept in every language
	if name == "" {
		return st, fmt.Errorf("seat %d has no name", i+1)
	}
	if !utf8.ValidString(name) {
		return st, fmt.Errorf("seat %d: the name is not valid UTF-8 text", i+1)
	}
	if utf8.RuneCountInString(name) > store.MaxName {
		return st, fmt.Errorf("seat %d: a name has at most %d characters", i+1, store.MaxName)
	}
	if strings.EqualFold(name, "cpu") {
		st.Computer, st.Level, st.Typed = true, "normal", false
		st.Name = lang.Text(narrate.M("ui.computerN", i+1)) // in the language of the run as far as the flags know it
	}
	if hasLvl {
		l, err := player.ParseLevel(lvl)
		if err != nil {
			return st, fmt.Errorf("seat %q: %w", spec, err)
		}
		st.Computer, st.Level = true, l.String()
	}
	return st, nil
}

// Main plays the game with these flags and returns the exit status: 0 when
// the player quits, 2 for bad flags, 1 when the window cannot run.
func Main(args []string, version string) (code int) {
	f, err := parseGameFlags(args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Print(gameUsage)
		return 0
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "goose: %v\n\n%s", err, gameUsage)
		return 2
	}
	if f.version {
		fmt.Println("goose", version)
		return 0
	}
	if err := ui.LoadFonts(); err != nil {
		fmt.Fprintf(os.Stderr, "goose: %v\n", err)
		return 1
	}
	m, unlock, err := start(f, version)
	defer unlock()
	if err != nil {
		fmt.Fprintf(os.Stderr, "goose: %v\n", err)
		return 2
	}
	sleepWhenStill(m)
	openWindow(f, m.C)
	return run(m, f, unlock)
}

// sleepWhenStill lets a still window rest, then sleep.
func sleepWhenStill(m *scenes.Manager) {
	// A still scene is not drawn again: the window keeps its last frame and
	// Ebitengine stops presenting it, so waiting for a person costs almost
	// nothing (issue 17). Update still runs at 60 ticks a second, so input
	// is answered within a frame and animations keep their pace.
	m.Rest = true
	ebiten.SetScreenClearedEveryFrame(false)
	// Still for half a second, the window sleeps: frames run only on input,
	// and four times a second for what happens off the loop (FPS modes are
	// deprecated in Ebitengine 2.5+ but still the only way to stop Update).
	var freed scenes.Scene
	m.OnRest = func(asleep bool) {
		if !asleep {
			ebiten.SetFPSMode(ebiten.FPSModeVsyncOn)
			return
		}
		ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
		// The first time a new screen rests, while no one waits on a
		// frame, hand the memory its making took (a board drawn, the first
		// frame's buffers) back to the system (about 100 MB after a
		// board); once a screen, as it costs a few hundred milliseconds.
		if m.Current() != freed {
			freed = m.Current()
			debug.FreeOSMemory()
		}
	}
	go func() {
		for range time.Tick(time.Second / 4) {
			ebiten.ScheduleFrame() // nothing unless asleep
		}
	}()
}

// openWindow names the window, gives it its icon and size, and makes it
// fullscreen when asked or kept so.
func openWindow(f *gameFlags, c *scenes.Context) {
	ebiten.SetWindowTitle(narrate.M("title.window").String())
	if runtime.GOOS != "js" { // a page has its own icon; don't spend start-up time drawing one
		ebiten.SetWindowIcon([]image.Image{appicon.Render(16), appicon.Render(32), appicon.Render(48), appicon.Render(64)})
	}
	ebiten.SetWindowSize(f.winW, f.winH)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetFullscreen(f.full || c.Settings.Fullscreen)
}

// run runs the window until the player quits, and returns the exit status.
func run(m *scenes.Manager, f *gameFlags, unlock func()) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(os.Stderr, "goose: the window could not run: %v\n", r)
			code = 1
		}
	}()
	if f.memProfile != "" {
		runtime.MemProfileRate = 1
		defer writeMemProfile(f.memProfile)
	}
	// The X11 class matches StartupWMClass in goose.desktop (build/dist), so
	// that desktops show the menu entry's icon for the window.
	err := ebiten.RunGameWithOptions(m, &ebiten.RunGameOptions{X11ClassName: "Goose", X11InstanceName: "goose"})
	if f.opt.Stats {
		fmt.Println(m.Report())
	}
	if err != nil && !f.mute && sound.IsDeviceError(err) {
		// The device looked present but would not open: the audio error ends
		// RunGame for good, so start again, silent. The game was saved each turn.
		log.Printf("sound: %v; starting again without sound", err)
		unlock() // the next run takes the folder
		return rerunMuted()
	}
	if err != nil && !errors.Is(err, ebiten.Termination) {
		fmt.Fprintf(os.Stderr, "goose: %v\n", explain(err))
		return 1
	}
	return 0
}

// start opens the store and builds the scenes the window will run. unlock
// lets go of the player's folder; call it even on an error.
func start(f *gameFlags, version string) (m *scenes.Manager, unlock func(), err error) {
	narrate.Speak(chooseLanguage(f.lang, "")) // the store's notices, before the settings are read
	st, storeNotice, unlock := openStore(f.configDir, f.demo())
	c := &scenes.Context{Opt: f.opt, Store: st}
	c.OnScene = sceneHook // the browser tells the page (page_js.go); nil on the desktop
	c.Download = download // the browser's download of an export; nil on the desktop
	c.Upload = upload     // the browser's upload dialog; nil on the desktop
	c.Net = netPlatform(f.configDir)
	c.Opt.Version = version
	var notice store.Notice
	c.Settings, notice = store.LoadSettings(st)
	if notice.ID != "" {
		c.Notice = narrate.M(narrate.ID(notice.ID), notice.Args...).String()
	}
	narrate.Speak(chooseLanguage(f.lang, c.Settings.Language))
	ui.UseContrast(bool(c.Settings.Access.Contrast))
	c.Notice = strings.TrimSpace(storeNotice + " " + c.Notice)
	f.pageReplay(c)
	if f.setup != nil {
		c.Settings.Setup = *f.setup
	}
	if f.speed != nil {
		c.Settings.Speed = *f.speed
	}
	if f.opt.Autoplay {
		c.Settings.Speed = 3
	}
	c.Sound = newSound(f.mute || f.opt.Autoplay, &c.Settings)

	var first scenes.Scene = scenes.NewTitle(c)
	if f.edit {
		r, err := c.Settings.Setup.BaseRules()
		if err != nil {
			return nil, unlock, err
		}
		first = scenes.NewEditor(c, r)
	} else if f.replay != nil {
		p, err := scenes.WatchReplay(c, f.replay)
		if err != nil {
			return nil, unlock, err
		}
		first = p
	} else if f.opt.Room != "" {
		first = scenes.NewOnline(c) // a link to a room: join it
	} else if f.setup != nil && f.setup.Seats != nil && !f.opt.Autoplay {
		p, err := scenes.NewPlay(c, *f.setup, nil)
		if err != nil {
			return nil, unlock, err
		}
		first = p
	}
	return scenes.NewManager(c, first), unlock, nil
}

// demo reports whether this run only shows or measures the game: it must
// leave the player's saves and settings as they are (issue 11.3).
func (f *gameFlags) demo() bool { return f.opt.Autoplay || f.opt.QuitAfter > 0 }

// openStore opens the player's store, taking its folder for this process.
// A demonstration reads it and writes nothing; a store that cannot be used
// (no config folder, storage blocked in a page, another Goose holding the
// folder) gives way to memory, and notice tells the player so.
func openStore(dir string, demo bool) (st store.Store, notice string, unlock func()) {
	unlock = func() {}
	st, err := store.Open(dir)
	if err != nil {
		log.Printf("goose: %v; settings and games will not be kept", err)
		return store.NewMem(), narrate.M("ui.notKept", err).String(), unlock
	}
	if demo {
		return store.ReadOnly(st), "", unlock
	}
	if d, ok := st.(interface{ Lock() (func(), error) }); ok {
		u, err := d.Lock()
		if err != nil {
			log.Printf("goose: %v; this one will not keep settings or games", err)
			return store.ReadOnly(st), narrate.M("ui.notKeptWindow", err).String(), unlock
		}
		unlock = u
	}
	return st, "", unlock
}

// explain turns a start-up failure into advice.
func explain(err error) string {
	s := err.Error()
	low := strings.ToLower(s)
	if strings.Contains(low, "display") || strings.Contains(low, "window system") || strings.Contains(s, "X11") {
		return s + "\n(no display: run Goose on a desktop, or under xvfb-run for tests)"
	}
	return s
}
