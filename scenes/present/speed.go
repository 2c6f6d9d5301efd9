package present

// Speed is how fast a game is shown: 1×, 2×, 4× or instant. It is stored in
// the settings as its number.
type Speed int

const (
	Speed1x Speed = iota
	Speed2x
	Speed4x
	Instant
	NSpeeds = 4
)

var speedLabels = [NSpeeds]string{"1×", "2×", "4×", "»"}

// Label is the speed's button.
func (s Speed) Label() string { return speedLabels[s.clamp()] }

func (s Speed) clamp() Speed {
	if s < 0 || s >= NSpeeds {
		return Speed1x
	}
	return s
}

// Mult is how many ticks of an animation pass in one (0 when instant).
func (s Speed) Mult() int { return [NSpeeds]int{1, 2, 4, 0}[s.clamp()] }

// Instant reports whether events are shown all at once.
func (s Speed) Instant() bool { return s.clamp() == Instant }

// Pause is the ticks the table rests after an action before the next
// automatic one (at this speed's own pace).
func (s Speed) Pause() int { return [NSpeeds]int{40, 20, 10, 0}[s.clamp()] }

// ShowChoice is the ticks a computer's choice stays shown before it is made.
func (s Speed) ShowChoice() int { return [NSpeeds]int{50, 25, 12, 0}[s.clamp()] }

// Celebrate is the ticks the win is celebrated before the results, even at the fastest speed.
func (s Speed) Celebrate() int { return [NSpeeds]int{200, 120, 80, 60}[s.clamp()] }

// countdown takes one tick at speed s off n ticks; instant ends it.
func (s Speed) countdown(n int) int {
	if s.Instant() {
		return 0
	}
	return n - s.Mult()
}
