// Package sim is the headless face of the engine: `goose sim` plays one game
// and prints its events or final state, or plays many and prints a summary.
package sim

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"

	"goose/engine"
	"goose/engine/boards"
	"goose/engine/player"
	"goose/engine/replay"
	"goose/engine/room"
)

// Config is what the flags say.
type Config struct {
	Rules   engine.Rules
	Seats   []SeatSpec
	Seed    uint64
	Start   [][]int
	Dice    []int
	Turns   int
	Events  bool
	JSON    bool
	Games   int
	Workers int
	// Swap rotates the players round the seats every other game, so that a
	// level's wins are not the first seat's advantage. Wins count per player.
	Swap bool
	// Replay plays a recorded game (--replay) instead of computer players; Record
	// writes the game played to a replay file (--record).
	Replay *replay.Replay
	Record string
}

// MaxGames bounds --games: ten million games take minutes on every core;
// more is a typing slip, not a run to wait days for.
const MaxGames = 10_000_000

// SeatSpec is one seat: a name and the computer level that plays its choices.
type SeatSpec struct {
	Name  string
	Level player.Level
}

const usage = `usage: goose sim [flags]

Plays the Game of the Goose without a window.

  --rules NAME|FILE   classic, french, medici, ancient, dutch or spanish (default
                      classic), or a rules file (goose board export classic > my.json)
  --option LIST       stakes[=PURSE],teams,placings,drink61,deadlock=release|draw
  --players N         N computer seats (1 to 8; default 2)
  --seats A,B,...     seats by name, or cpu:easy|cpu:normal|cpu:hard
  --seed S            seed for the dice (default 1)
  --order seat|roll   seat: seat 1 plays first; roll: a roll-off decides
                      (default: as the rules say)
  --start 60,17       squares every seat stands on before play (teams: 60/17/0/0,...)
  --dice 6,3,4,5      die values consumed in order (then no roll-off)
  --turns K           stop after K turns (a lost or held turn counts)
  --events            print every event as one JSON object per line
  --json              print the final state (or with --games the summary) as JSON
  --games N           play N games (1 to 10000000) and print a summary (uses every core)
  --swap              with --games: rotate the players round the seats every
                      other game; wins are counted per player, not per seat
  --replay FILE       play a recorded game again (with --events: its events)
  --record FILE       write the game played to a replay file
`

// Parse reads the flags. Errors say what is wrong.
func Parse(args []string) (*Config, error) {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	rules := fs.String("rules", "classic", "")
	option := fs.String("option", "", "")
	players := fs.Int("players", 0, "")
	seats := fs.String("seats", "", "")
	seed := fs.Uint64("seed", 1, "")
	order := fs.String("order", "", "")
	start := fs.String("start", "", "")
	dice := fs.String("dice", "", "")
	turns := fs.Int("turns", 0, "")
	events := fs.Bool("events", false, "")
	asJSON := fs.Bool("json", false, "")
	games := fs.Int("games", 0, "")
	swap := fs.Bool("swap", false, "")
	replayFile := fs.String("replay", "", "")
	record := fs.String("record", "", "")
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	for _, name := range []string{"rules", "seats", "start", "dice", "order", "replay", "record"} {
		if set[name] && strings.TrimSpace(fs.Lookup(name).Value.String()) == "" {
			return nil, fmt.Errorf("--%s is empty", name)
		}
	}
	switch {
	case set["players"] && (*players < 1 || *players > engine.MaxSeats):
		return nil, fmt.Errorf("--players %d: 1 to %d", *players, engine.MaxSeats)
	case set["games"] && (*games == 0 || *games > MaxGames):
		return nil, fmt.Errorf("--games %d: 1 to %d", *games, MaxGames)
	case *swap && *games == 0:
		return nil, errors.New("--swap rotates the players between games: give --games too")
	case set["turns"] && *games > 0:
		return nil, errors.New("--turns stops one game: it does not go with --games")
	}
	c := &Config{Seed: *seed, Turns: *turns, Events: *events, JSON: *asJSON, Games: *games, Workers: runtime.GOMAXPROCS(0), Swap: *swap, Record: *record}
	if *replayFile != "" {
		for _, other := range []string{"rules", "option", "players", "seats", "seed", "order", "start", "dice", "games", "swap", "record"} {
			if set[other] {
				return nil, fmt.Errorf("--replay plays the recorded game: --%s does not go with it", other)
			}
		}
		f, err := boards.Open(*replayFile, "replay")
		if err != nil {
			return nil, fmt.Errorf("--replay %w", err)
		}
		defer f.Close()
		// A game the Goose kept (a room), or a replay file.
		data, err := io.ReadAll(io.LimitReader(f, replay.MaxFile+1))
		var rm *room.Room
		if err == nil {
			rm, err = room.Read(data)
		}
		if err != nil {
			return nil, fmt.Errorf("--replay %s: %w", *replayFile, err)
		}
		c.Replay = rm.Replay()
		c.Rules, c.Seed = c.Replay.Rules, c.Replay.Seed
		for _, s := range c.Replay.Seats {
			c.Seats = append(c.Seats, SeatSpec{Name: s.Name, Level: player.Normal})
		}
		return c, nil
	}
	if *record != "" && *games > 0 {
		return nil, errors.New("--record writes one game: it does not go with --games")
	}
	r, err := boards.Load(*rules)
	if err != nil {
		return nil, err
	}
	switch {
	case !set["order"]: // the file's own order (§1, §4.8)
	case *order == "seat":
		r.Order = engine.OrderSeat
	case *order == "roll":
		r.Order = engine.OrderRoll
	default:
		return nil, fmt.Errorf("--order %s: want seat or roll", *order)
	}
	if err := r.Apply(*option); err != nil {
		return nil, err
	}
	c.Rules = r
	switch {
	case *seats != "" && *players != 0:
		return nil, errors.New("give --players or --seats, not both")
	case *seats != "":
		for _, s := range strings.Split(*seats, ",") {
			spec, err := ParseSeat(s)
			if err != nil {
				return nil, err
			}
			c.Seats = append(c.Seats, spec)
		}
	default:
		n := *players
		if n == 0 {
			n = 2
		}
		if n < 1 || n > engine.MaxSeats {
			return nil, fmt.Errorf("--players %d: 1 to %d", n, engine.MaxSeats)
		}
		for i := 0; i < n; i++ {
			c.Seats = append(c.Seats, SeatSpec{Name: fmt.Sprintf("Seat %d", i+1), Level: player.Normal})
		}
	}
	if len(c.Seats) > engine.MaxSeats {
		return nil, fmt.Errorf("%d seats; at most %d", len(c.Seats), engine.MaxSeats)
	}
	if *start != "" {
		for _, s := range strings.Split(*start, ",") {
			var sq []int
			for _, f := range strings.Split(s, "/") {
				n, err := strconv.Atoi(strings.TrimSpace(f))
				if err != nil {
					return nil, fmt.Errorf("--start: %q is not a square number", f)
				}
				sq = append(sq, n)
			}
			c.Start = append(c.Start, sq)
		}
		if len(c.Start) > len(c.Seats) {
			return nil, fmt.Errorf("--start names %d seats but there are %d", len(c.Start), len(c.Seats))
		}
	}
	if *dice != "" {
		for _, f := range strings.Split(*dice, ",") {
			n, err := strconv.Atoi(strings.TrimSpace(f))
			if err != nil || n < 1 || n > 6 {
				return nil, fmt.Errorf("--dice: %q is not a die face 1 to 6", f)
			}
			c.Dice = append(c.Dice, n)
		}
		c.Rules.Order = engine.OrderSeat
	}
	if c.Turns < 0 || c.Games < 0 {
		return nil, errors.New("--turns and --games take a positive number")
	}
	if c.Games > 0 && (c.Dice != nil || c.Events) {
		return nil, errors.New("--games plays random games: --dice and --events are for one game")
	}
	if err := c.Rules.Validate(); err != nil {
		return nil, err
	}
	// Set the game up once here, so that a bad start fails as a flag, before any game is played.
	g, _, err := NewGame(c, engine.NewPCG(c.Seed))
	if err != nil {
		return nil, err
	}
	if c.Start != nil && len(c.Start) != len(c.Seats) { // a seat left out would stand at the start unsaid
		return nil, fmt.Errorf("--start names %d seats but there are %d: give each seat's square (0 for the start)", len(c.Start), len(c.Seats))
	}
	for i, sq := range c.Start {
		if n := len(g.State.Seats[i].Pieces); len(sq) != n {
			return nil, fmt.Errorf("--start: seat %d has %d pieces, not %d: give each piece's square (0 for the start)", i+1, n, len(sq))
		}
	}
	if err := g.CheckPosition(); err != nil {
		return nil, fmt.Errorf("--start: %s", strings.TrimPrefix(err.Error(), "state: "))
	}
	return c, nil
}

// ParseSeat reads "Ann", "cpu", "cpu:hard" or "Ann:hard".
func ParseSeat(s string) (SeatSpec, error) {
	s = strings.TrimSpace(s)
	name, lvl, has := strings.Cut(s, ":")
	spec := SeatSpec{Name: name, Level: player.Normal}
	if name == "" {
		return spec, fmt.Errorf("seat %q has no name", s)
	}
	if has {
		l, err := player.ParseLevel(lvl)
		if err != nil {
			return spec, fmt.Errorf("seat %q: %w", s, err)
		}
		spec.Level = l
	}
	return spec, nil
}

// Main runs `goose sim` and returns the exit status: 2 for bad flags.
func Main(args []string, stdout, stderr io.Writer) int {
	c, err := Parse(args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprint(stdout, usage)
			return 0
		}
		fmt.Fprintf(stderr, "goose sim: %v\n\n%s", err, usage)
		return 2
	}
	out := bufio.NewWriter(stdout)
	err = nil
	if c.Games > 0 {
		s := RunMany(c)
		if c.JSON {
			b, _ := json.Marshal(s)
			fmt.Fprintf(out, "%s\n", b)
		} else {
			s.Print(out)
		}
	} else if c.Replay != nil {
		err = runReplay(c, out)
	} else {
		err = RunOne(c, out)
	}
	// A full disk or a closed pipe must not pass for a run that printed its answer.
	if ferr := out.Flush(); ferr != nil && err == nil {
		err = fmt.Errorf("writing the output: %w", ferr)
	}
	if err != nil {
		fmt.Fprintf(stderr, "goose sim: %v\n", err)
		return 1
	}
	return 0
}

// NewGame sets up one game as the config says, with the given dice.
func NewGame(c *Config, dice engine.Dice) (*engine.Game, []player.Player, error) {
	g, err := engine.New(c.Rules, len(c.Seats), dice)
	if err != nil {
		return nil, nil, err
	}
	for i, sq := range c.Start {
		if err := g.Place(i, sq...); err != nil {
			return nil, nil, fmt.Errorf("--start: %w", err)
		}
	}
	ps := make([]player.Player, len(c.Seats))
	for i, s := range c.Seats {
		ps[i] = player.New(s.Level, c.Seed*31+uint64(i))
	}
	return g, ps, nil
}

// RunOne plays one game, printing events and/or the final state.
func RunOne(c *Config, out io.Writer) error {
	var dice engine.Dice = engine.NewPCG(c.Seed)
	if c.Dice != nil {
		dice, _ = engine.NewScript(c.Dice...)
	}
	g, ps, err := NewGame(c, dice)
	if err != nil {
		return err
	}
	var rec *replay.Replay
	if c.Record != "" {
		if c.Dice != nil || c.Start != nil {
			return errors.New("--record keeps games played from the start with seeded dice: not with --dice or --start")
		}
		var seats []replay.Seat
		for _, s := range c.Seats {
			seats = append(seats, replay.Seat{Name: s.Name, Level: s.Level.String()})
		}
		rec = replay.New(c.Rules, seats, c.Seed, "")
	}
	for !g.Over() {
		if c.Turns > 0 && g.State.Turn >= c.Turns && g.Due() != engine.ActChoose {
			break
		}
		a := engine.Roll
		switch g.Due() {
		case engine.ActBegin:
			a = engine.Begin
		case engine.ActChoose:
			a = engine.Choose(ps[g.Current()].Choose(g))
		}
		evs, err := g.Play(a)
		if errors.Is(err, engine.ErrDiceRanOut) {
			break
		}
		if err != nil {
			return err
		}
		if rec != nil {
			rec.Record(a)
		}
		if c.Events {
			for _, e := range evs {
				b, _ := json.Marshal(e)
				fmt.Fprintf(out, "%s\n", b)
			}
		}
	}
	if c.JSON || !c.Events {
		b, _ := json.Marshal(Final(g))
		fmt.Fprintf(out, "%s\n", b)
	}
	if rec != nil {
		if err := rec.WriteFile(c.Record); err != nil {
			return fmt.Errorf("--record: %w", err)
		}
	}
	return nil
}

// runReplay plays a recorded game: its events (--events), its final state.
func runReplay(c *Config, out io.Writer) error {
	if c.Events {
		if err := c.Replay.WriteEvents(out); err != nil {
			return err
		}
	}
	if c.JSON || !c.Events {
		g, err := c.Replay.Game()
		if err != nil {
			return err
		}
		for i, a := range c.Replay.Actions {
			if _, err := g.Play(a); err != nil {
				return fmt.Errorf("replay: action %d: %w", i+1, err)
			}
		}
		b, _ := json.Marshal(Final(g))
		fmt.Fprintf(out, "%s\n", b)
	}
	return nil
}

// FinalState is what `--json` prints of one game.
type FinalState struct {
	Positions []any  `json:"positions"` // a square per seat; a list per seat with teams
	Winner    *int   `json:"winner"`
	Draw      bool   `json:"draw"`
	Owed      []int  `json:"owed"`
	Held      []bool `json:"held"`
	Places    []int  `json:"places"`
	Out       []bool `json:"out"`
	Turns     int    `json:"turns"`
	Rounds    int    `json:"rounds"`
	Over      bool   `json:"over"`
	Purses    []int  `json:"purses,omitempty"`
	Pot       *int   `json:"pot,omitempty"`
}

// Final summarises a game's state.
func Final(g *engine.Game) FinalState {
	st := &g.State
	f := FinalState{Turns: st.Turn, Rounds: st.Round, Over: g.Over(), Draw: st.Draw}
	if st.Winner >= 0 {
		w := st.Winner
		f.Winner = &w
	}
	goal := g.Rules.Board.Goal()
	for i := range st.Seats {
		seat := &st.Seats[i]
		sq := make([]int, len(seat.Pieces))
		for j, p := range seat.Pieces {
			sq[j] = p.Square
			if p.Off && !seat.Out {
				sq[j] = goal
			}
		}
		if g.Rules.Teams {
			f.Positions = append(f.Positions, sq)
		} else {
			f.Positions = append(f.Positions, sq[0])
		}
		f.Owed = append(f.Owed, g.Owed(i))
		f.Held = append(f.Held, g.Held(i))
		f.Places = append(f.Places, seat.Place)
		f.Out = append(f.Out, seat.Out)
		if g.Rules.Stakes.On {
			f.Purses = append(f.Purses, seat.Chips)
		}
	}
	if g.Rules.Stakes.On {
		p := st.Pot
		f.Pot = &p
	}
	return f
}

// Summary is what `--games` prints.
type Summary struct {
	Games          int      `json:"games"`
	Wins           []int    `json:"wins"`
	Draws          int      `json:"draws"`
	MeanRounds     float64  `json:"meanRounds"`
	MeanTurns      float64  `json:"meanTurns"`
	Releases       int      `json:"deadlockReleases"`
	Seconds        float64  `json:"seconds"`
	GamesPerSecond float64  `json:"gamesPerSecond"`
	Workers        int      `json:"workers"`
	Players        []string `json:"players"`
	Rules          string   `json:"rules"`
	Options        string   `json:"options"`
	Errors         int      `json:"errors"`
	FirstError     string   `json:"firstError,omitempty"`
	// DecideP50 and DecideP99 are the computer players' decision times in microseconds.
	DecideP50 float64 `json:"decideP50us,omitempty"`
	DecideP99 float64 `json:"decideP99us,omitempty"`
}

// GameSeed is the seed of game i of a run seeded seed (engine.GameSeed).
func GameSeed(seed uint64, i int) uint64 { return engine.GameSeed(seed, i) }

// RunMany plays c.Games games over c.Workers goroutines. Game i uses seed
// GameSeed(c.Seed, i), so the totals do not depend on the number of workers.
func RunMany(c *Config) Summary {
	n := len(c.Seats)
	workers := c.Workers
	if workers < 1 {
		workers = 1
	}
	if workers > c.Games {
		workers = c.Games
	}
	type part struct {
		wins                 []int
		draws, rounds, turns int
		releases, errs       int
		firstErr             string
		decide               durations
	}
	parts := make([]part, workers)
	t0 := time.Now()
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			pt := &parts[w]
			pt.wins = make([]int, n)
			dice := engine.NewPCG(0)
			g, ps, err := NewGame(c, dice)
			if err != nil {
				pt.errs, pt.firstErr = 1, err.Error()
				return
			}
			timed := c.Rules.Teams
			rotated := make([]player.Player, n)
			for j := range ps {
				rotated[j] = ps[(j+1)%n]
			}
			for i := w; i < c.Games; i += workers {
				*dice = *engine.NewPCG(GameSeed(c.Seed, i))
				g.Reset(n)
				for j, sq := range c.Start {
					_ = g.Place(j, sq...)
				}
				seats, shift := ps, 0
				if c.Swap && i%2 == 1 {
					seats, shift = rotated, 1
				}
				if err := playOut(g, seats, timed, &pt.decide); err != nil {
					pt.errs++
					if pt.firstErr == "" {
						pt.firstErr = err.Error()
					}
					continue
				}
				st := &g.State
				if st.Winner >= 0 {
					pt.wins[(st.Winner+shift)%n]++
				} else {
					pt.draws++
				}
				pt.rounds += st.Round
				pt.turns += st.Turn
				pt.releases += st.Releases
			}
		}(w)
	}
	wg.Wait()
	s := Summary{Games: c.Games, Wins: make([]int, n), Workers: workers, Rules: c.Rules.Name, Options: c.Rules.Options()}
	for _, sp := range c.Seats {
		s.Players = append(s.Players, fmt.Sprintf("%s (%s)", sp.Name, sp.Level))
	}
	var decide durations
	rounds, turns := 0, 0
	for _, pt := range parts {
		for i, w := range pt.wins {
			s.Wins[i] += w
		}
		s.Draws += pt.draws
		rounds += pt.rounds
		turns += pt.turns
		s.Releases += pt.releases
		s.Errors += pt.errs
		if s.FirstError == "" {
			s.FirstError = pt.firstErr
		}
		decide.merge(&pt.decide)
	}
	s.Seconds = time.Since(t0).Seconds()
	if played := c.Games - s.Errors; played > 0 {
		s.MeanRounds = float64(rounds) / float64(played)
		s.MeanTurns = float64(turns) / float64(played)
	}
	s.GamesPerSecond = float64(c.Games) / s.Seconds
	if decide.n > 0 {
		s.DecideP50 = decide.quantile(0.5).Seconds() * 1e6
		s.DecideP99 = decide.quantile(0.99).Seconds() * 1e6
	}
	return s
}

// playOut plays a game to its end, timing the computer players' choices.
func playOut(g *engine.Game, ps []player.Player, timed bool, decide *durations) error {
	if _, err := g.Play(engine.Begin); err != nil {
		return err
	}
	for !g.Over() {
		var err error
		if g.Due() == engine.ActChoose {
			p := ps[g.Current()]
			t := time.Now()
			c := p.Choose(g)
			if timed {
				decide.add(time.Since(t))
			}
			_, err = g.Play(engine.Choose(c))
		} else {
			_, err = g.Play(engine.Roll)
		}
		if err != nil {
			return err // ErrTurnLimit too: no game plays for ever
		}
	}
	return nil
}

// durations counts decision times in buckets a twentieth of a decade wide, from
// 100 ns to 100 s: the percentiles to within 6% in fixed memory, however many
// games are played.
type durations struct {
	n      int
	counts [bucketCount]int
}

const (
	bucketsPerDecade = 20
	bucketCount      = 9*bucketsPerDecade + 1
	bucketFloor      = 100 * time.Nanosecond
)

func (h *durations) add(d time.Duration) {
	b := 0
	if d > bucketFloor {
		b = int(math.Log10(float64(d)/float64(bucketFloor)) * bucketsPerDecade)
	}
	h.counts[min(b, bucketCount-1)]++
	h.n++
}

func (h *durations) merge(o *durations) {
	h.n += o.n
	for i, c := range o.counts {
		h.counts[i] += c
	}
}

// quantile is the middle of the bucket holding the q-th of the times.
func (h *durations) quantile(q float64) time.Duration {
	rank := int(q * float64(h.n))
	for i, c := range h.counts {
		if rank < c {
			return time.Duration(float64(bucketFloor) * math.Pow(10, (float64(i)+0.5)/bucketsPerDecade))
		}
		rank -= c
	}
	return 0
}

// Print writes the summary for people.
func (s *Summary) Print(w io.Writer) {
	fmt.Fprintf(w, "rules      %s %s\n", s.Rules, s.Options)
	fmt.Fprintf(w, "games      %d\n", s.Games)
	for i, n := range s.Wins {
		lo, hi := s.Share(i)
		fmt.Fprintf(w, "seat %d     %-20s %d wins, %.2f%% (99%% interval %.2f%% to %.2f%%)\n", i+1, s.Players[i], n,
			100*float64(n)/float64(s.Games), 100*lo, 100*hi)
	}
	fmt.Fprintf(w, "draws      %d\n", s.Draws)
	fmt.Fprintf(w, "rounds     %.2f mean\n", s.MeanRounds)
	fmt.Fprintf(w, "turns      %.2f mean\n", s.MeanTurns)
	fmt.Fprintf(w, "releases   %d deadlock releases\n", s.Releases)
	if s.DecideP50 > 0 {
		fmt.Fprintf(w, "decisions  p50 %.1f µs, p99 %.1f µs\n", s.DecideP50, s.DecideP99)
	}
	if s.Errors > 0 {
		fmt.Fprintf(w, "errors     %d (first: %s)\n", s.Errors, s.FirstError)
	}
	fmt.Fprintf(w, "seconds    %.3f on %d workers\n", s.Seconds, s.Workers)
	fmt.Fprintf(w, "games/s    %.0f\n", s.GamesPerSecond)
}

// Share is the 99% confidence interval (Wilson score) of player i's share of
// the games won, draws counting as not won.
func (s *Summary) Share(i int) (lo, hi float64) {
	n := float64(s.Games)
	if n == 0 {
		return 0, 0
	}
	const z = 2.5758 // 99%
	p := float64(s.Wins[i]) / n
	centre := (p + z*z/(2*n)) / (1 + z*z/n)
	half := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n)) / (1 + z*z/n)
	return centre - half, centre + half
}
