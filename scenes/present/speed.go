package present

// Speed is how fast a game is shown: ¼×, ½×, 1×, 2×, 4× or instant. It is
// stored in the settings as its number (the slower speeds came later, so
// they are numbered after instant: Slowest gives the order a player sees).
type Speed int

const (
	Speed1x Speed = iota
	Speed2x
	Speed4x
	Instant
	Half    // ½×: for a player who needs longer to follow
	Quarter // ¼×
	NSpeeds = 6
)

// Slowest are the speeds from the slowest to instant, as they are offered.
var Slowest = [NSpeeds]Speed{Quarter, Half, Speed1x, Speed2x, Speed4x, Instant}

var speedLabels = [NSpeeds]string{"1×", "2×", "4×", "»", "½×", "¼×"}

// Label is the speed's button.
func (s Speed) Label() string { return speedLabels[s.clamp()] }

func (s Speed) clamp() Speed {
	if s < 0 || s >= NSpeeds {
		return Speed1x
	}
	return s
}

// Sub is how many steps a tick at 1× is cut into: the model counts time in
// them, so that at ½× or ¼× an animation goes on by a part of a tick.
const Sub = 4

// Rate is how many Sub steps of an animation pass in one tick (0 when instant).
func (s Speed) Rate() int { return [NSpeeds]int{Sub, 2 * Sub, 4 * Sub, 0, Sub / 2, Sub / 4}[s.clamp()] }

// Instant reports whether events are shown all at once.
func (s Speed) Instant() bool { return s.clamp() == Instant }

// Pause is the ticks (at 1×) the table rests after an action before the
// next automatic one, counted at the speed's own pace: a faster speed
// rests less, and faster (the pauses the game was first tuned with).
func (s Speed) Pause() int { return [NSpeeds]int{40, 20, 10, 0, 40, 40}[s.clamp()] }

// ShowChoice is the ticks (at 1×) a computer's choice stays shown before
// it is made, counted at the speed's pace as Pause is.
func (s Speed) ShowChoice() int { return [NSpeeds]int{50, 25, 12, 0, 50, 50}[s.clamp()] }

// Celebrate is the ticks the win is celebrated before the results, even at the fastest speed.
func (s Speed) Celebrate() int { return [NSpeeds]int{200, 120, 80, 60, 240, 300}[s.clamp()] }

// BannerTicks is how long a headline shows at this speed: as long as at
// 1× for a fraction of the events, longer when slower; at instant as at 1×
// (the events flash by, the headline stays to be read).
func (s Speed) BannerTicks() int {
	if s.Instant() {
		return BannerTicks
	}
	return BannerTicks * Sub / s.Rate()
}

// Countdown takes one tick at speed s off n Sub steps; instant ends it.
func (s Speed) Countdown(n int) int {
	if s.Instant() {
		return 0
	}
	return n - s.Rate()
}
