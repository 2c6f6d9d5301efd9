// Package present is what the play screen shows, as plain data and without
// Ebitengine: fed the engine's events and advanced by ticks, a Model holds each
// goose along its path, the holds, chips and pot, the dice, the banner and the
// log, what is still queued, and when the next action is due. It reads the
// rules and the state a game starts (or resumes) from, then only events: a
// live game, a resumed one and a replay look the same at every tick.
package present

import (
	"math"

	"goose/engine"
	"goose/scenes/narrate"
)

// Sounds plays a sound by name; the model says when, the caller how.
type Sounds interface{ Play(name string) }

// Animator hears where the moving goose has got to, as often as it
// advances: the view turns it into pixels.
type Animator interface {
	Animate(mo *Motion)
}

// MotionKind is how a goose goes from one square to another.
type MotionKind uint8

const (
	Still    MotionKind = iota
	Hop                 // square by square along Walk (a throw, a goose)
	Fly                 // through the air (bridge, maze, a jump)
	Glide               // slid back (a swap, a dutch collision)
	WalkBack            // all the way back along the track, from death
)

// Motion is the goose moving now and how far it has got.
type Motion struct {
	Kind        MotionKind
	Seat, Piece int
	From, To    int     // squares
	Walk        []int16 // Hop: the squares entered, in order
	Step        int     // Hop: the index in Walk of the square being hopped to
	F           float64 // 0 to 1
	Leap        bool    // Hop: on from a goose square, flying low over the squares
	// Reduced: motion reduced (Model.Reduced): F stands the goose on a
	// square, never between two, and it is drawn on the ground.
	Reduced bool
}

// Goose is one goose as shown.
type Goose struct {
	Square   int
	Off      bool // home in the garden, or out
	Out      bool // its seat went broke: not shown
	Moving   bool // on its way: drawn above the rest, where the animation says
	Held     bool // held until rescued, or (dutch) while alone
	Released bool // dutch: released though alone (§4.7)
	Owed     int  // turns it alone still loses (team variation prison)
}

// Seat is a player as shown.
type Seat struct {
	Geese  []Goose
	Chips  int
	Place  int
	Out    bool
	Owed   int // turns the whole seat still loses, resting on OwedAt
	OwedAt int
}

// Model is the play screen's state. Feed gives it events; Tick advances it.
type Model struct {
	Rules   *engine.Rules
	Seats   []Seat
	Pot     int
	Round   int
	Turn    int // the seat whose turn is shown, -1 before the first
	End     End
	Dice    Dice
	Banner  Banner
	Ticks   int
	Log     *narrate.Log
	Ver     int // changes whenever what the HUD says may have changed
	Settled int // changes whenever resting geese may stand differently
	Calm        // how the player wants time kept (reduced motion, headlines held)
	q       queue
	sound   Sounds
	anim    Animator
}

// Dice are the dice on the table.
type Dice struct {
	Values [3]int8 // the last throw shown
	N      int
	Tumble int       // ticks they still tumble
	Labels [3]string // which goose each die moves
}

// BannerTicks is how long a headline shows at 1× (Speed.BannerTicks).
const BannerTicks = 70

// Banner is the moment's headline.
type Banner struct {
	Text  string
	ID    narrate.ID // which headline (a screenshot's name)
	For   int        // ticks it still shows
	Shown int        // ticks it has shown
	Stay  bool       // held until the player's next input (Calm.Hold): For does not run down
}

// Calm is what a player asks of the show who needs it stiller or slower
// (issue 29): set by the screen from the settings, read every tick.
type Calm struct {
	// Reduced: each goose steps square by square, never between two, and
	// is not lifted (the view leaves out bobbing, tumbling and confetti).
	Reduced bool
	// Hold: a headline stays until the screen lets it go (Banner.Stay).
	Hold bool
}

// End is how the game ended, once shown.
type End struct {
	Over      bool
	Winner    int
	Draw      bool
	For       int // ticks since the end was shown
	Celebrate int // ticks since the winner was shown, 0 before
}

// queue is the events still to show and the one being shown.
type queue struct {
	events  []engine.Event
	i       int
	cur     engine.Event
	busy    bool
	t, dur  int
	motion  Motion
	lastHop int
	wait    int // Sub steps before the next automatic action
	sp      Speed
}

// New shows a game in state st (new, or resumed), played by names under r.
func New(r *engine.Rules, names []string, st *engine.State, snd Sounds, anim Animator) *Model {
	m := &Model{Rules: r, sound: snd, anim: anim, Turn: -1, Pot: st.Pot, Round: st.Round,
		End: End{Winner: st.Winner, Draw: st.Draw, Over: st.Phase == engine.PhaseOver}}
	m.q.lastHop = -1
	if st.Phase != engine.PhaseBegin && len(st.Order) > 0 {
		m.Turn = st.Order[st.At]
	}
	m.Seats = make([]Seat, len(st.Seats))
	for i := range st.Seats {
		s := &st.Seats[i]
		m.Seats[i] = Seat{Chips: s.Chips, Place: s.Place, Out: s.Out, Owed: s.Owed, OwedAt: s.OwedAt}
		for _, p := range s.Pieces {
			g := Goose{Square: p.Square, Off: p.Off, Out: s.Out, Owed: p.Owed, Released: p.Released, Held: p.Held}
			m.Seats[i].Geese = append(m.Seats[i].Geese, g)
		}
	}
	m.rehold()
	m.Log = narrate.NewLog(names, r, st)
	return m
}

// Feed queues events to show; pause is the ticks (at 1×) to rest after them
// before the next automatic action.
func (m *Model) Feed(evs []engine.Event, pause int) {
	m.q.events = append(m.q.events, evs...)
	m.q.wait = pause * Sub
}

// Drained reports whether every event fed has been shown.
func (m *Model) Drained() bool { return !m.q.busy && m.q.i >= len(m.q.events) }

// Due reports whether the next action may be taken: every event shown and the pause over.
func (m *Model) Due() bool { return m.Drained() && m.q.wait <= 0 }

// Current is the event being shown, or nil.
func (m *Model) Current() (e *engine.Event, f float64) {
	if !m.q.busy {
		return nil, 0
	}
	if m.q.dur <= 0 {
		return &m.q.cur, 1
	}
	return &m.q.cur, min(float64(m.q.t)/float64(m.q.dur), 1)
}

// Tick advances the show by one tick at speed sp: the events in order, all at
// once when instant; then the pause before the next action.
func (m *Model) Tick(sp Speed) {
	m.Ticks++
	m.q.sp = sp
	if m.Dice.Tumble > 0 {
		m.Dice.Tumble--
	}
	if m.Banner.For > 0 {
		m.Banner.Shown++
		if !m.Banner.Stay {
			m.Banner.For--
		}
	}
	if m.End.Celebrate > 0 {
		m.End.Celebrate++
	}
	for {
		if m.q.busy {
			if sp.Instant() {
				m.q.t = m.q.dur
			} else {
				m.q.t += sp.Rate()
			}
			m.advance()
			if m.q.t < m.q.dur {
				break
			}
			m.end()
		}
		if m.q.i >= len(m.q.events) {
			break
		}
		m.begin(m.q.events[m.q.i])
		m.q.i++
	}
	if !m.Drained() {
		return
	}
	if len(m.q.events) > 0 {
		m.Settled++ // every goose at rest where the engine left it
	}
	m.q.events, m.q.i = m.q.events[:0], 0
	switch {
	case m.End.Over:
		m.End.For++
	case m.q.wait > 0:
		m.q.wait = sp.Countdown(m.q.wait)
	}
}

// advance moves the current event on to tick t.
func (m *Model) advance() {
	mo := &m.q.motion
	if m.q.dur <= 0 || mo.Kind == Still {
		return
	}
	mo.F = min(float64(m.q.t)/float64(m.q.dur), 1)
	if mo.Reduced = m.Reduced; m.Reduced {
		m.onSquare(mo)
	}
	if mo.Kind == Hop {
		if len(mo.Walk) == 0 {
			return
		}
		mo.Step = min(int(mo.F*float64(len(mo.Walk))), len(mo.Walk)-1)
		if mo.Step != m.q.lastHop {
			m.q.lastHop = mo.Step
			m.play("hop")
		}
	}
	if m.anim != nil {
		m.anim.Animate(mo)
	}
}

// Moving is the goose moving now, if any.
func (m *Model) Moving() *Motion { return &m.q.motion }

func (m *Model) begin(e engine.Event) {
	m.q.cur, m.q.busy, m.q.t = e, true, 0
	m.q.motion.Kind = Still
	m.q.dur = shows[e.Kind].begin(m, &m.q.cur) * Sub
	if b := narrate.Banner(&m.q.cur); b.ID != "" {
		m.Banner = Banner{Text: b.String(), ID: b.ID, For: m.q.sp.BannerTicks(), Stay: m.Hold}
	}
	m.Log.Add(&m.q.cur)
	m.Ver++
}

func (m *Model) end() {
	m.q.busy = false
	if end := shows[m.q.cur.Kind].end; end != nil {
		end(m, &m.q.cur)
	}
	m.Ver++
}

func (m *Model) play(name string) {
	if m.sound != nil {
		m.sound.Play(name)
	}
}

func (m *Model) goose(s, p int8) *Goose { return &m.Seats[s].Geese[p] }

// rehold marks again as held every goose alone on a square that holds a goose
// while alone (dutch, §4.8), unless released: the engine says when company
// frees a goose, not when it is alone again.
func (m *Model) rehold() {
	sq := m.Rules.Board.Squares
	for i := range m.Seats {
		for j := range m.Seats[i].Geese {
			g := &m.Seats[i].Geese[j]
			if g.Off || g.Moving || sq[g.Square].Hold != engine.HoldAlone {
				continue
			}
			g.Held = !g.Released && m.alone(g)
		}
	}
}

func (m *Model) alone(g *Goose) bool {
	for i := range m.Seats {
		for j := range m.Seats[i].Geese {
			o := &m.Seats[i].Geese[j]
			if o != g && !o.Off && o.Square == g.Square {
				return false
			}
		}
	}
	return true
}

// Shown is the square where seat s's goose j is shown now: where it rests,
// or the square a moving one has got to on the board (a hop past half way
// is on the next square; a flight or a glide lands half way through; a goose
// walking back from death passes every square). The HUD names this one.
func (m *Model) Shown(s, j int) int {
	g, mo := &m.Seats[s].Geese[j], &m.q.motion
	if !g.Moving || !m.q.busy || mo.Seat != s || mo.Piece != j {
		return g.Square
	}
	switch mo.Kind {
	case Hop:
		if len(mo.Walk) == 0 {
			return g.Square
		}
		prev := mo.From
		if mo.Step > 0 {
			prev = int(mo.Walk[mo.Step-1])
		}
		if mo.F*float64(len(mo.Walk))-float64(mo.Step) >= 0.5 || mo.F >= 1 {
			return int(mo.Walk[mo.Step])
		}
		return prev
	case WalkBack:
		k := max(0, mo.F*1.1-0.1) // as the view walks it: a pause on the skull first
		return mo.From + int(math.Round(float64(mo.To-mo.From)*k))
	case Fly, Glide:
		if mo.F >= 0.5 {
			return mo.To
		}
		return mo.From
	}
	return g.Square
}

// ShownTurn is the seat whose turn the board shows: the one whose event is
// being shown, else (between events) next, the engine's current seat.
func (m *Model) ShownTurn(current int) int {
	if !m.q.busy || m.Turn < 0 {
		return current
	}
	return m.Turn
}

// Marked reports whether seat s's goose j is shown held: held, losing turns,
// or (dutch) held while alone.
func (m *Model) Marked(s, j int) bool {
	seat := &m.Seats[s]
	g := &seat.Geese[j]
	return !g.Off && (g.Held || g.Owed > 0 || (seat.Owed > 0 && seat.OwedAt == g.Square))
}

// SeatHeld reports whether seat s is held for good: it cannot throw until
// someone comes (no goose free to move, one held).
func (m *Model) SeatHeld(s int) bool {
	seat := &m.Seats[s]
	if seat.Owed > 0 {
		return false
	}
	held, movable := false, false
	for j := range seat.Geese {
		g := &seat.Geese[j]
		switch {
		case g.Off:
		case g.Held && m.stopsSeat(g.Square):
			return true
		case g.Held:
			held = true
		case g.Owed == 0:
			movable = true
		}
	}
	return held && !movable && !seat.Out && seat.Place == 0
}

// stopsSeat reports whether a hold on square sq stops the whole seat (in the
// team variation a square may hold one goose only).
func (m *Model) stopsSeat(sq int) bool { return !m.Rules.Teams || !m.Rules.Board.Squares[sq].Piece }

// SeatOwed is how many turns seat s still loses (the whole seat's, or its one goose's).
func (m *Model) SeatOwed(s int) int {
	n := m.Seats[s].Owed
	if !m.Rules.Teams {
		n += m.Seats[s].Geese[0].Owed
	}
	return n
}
