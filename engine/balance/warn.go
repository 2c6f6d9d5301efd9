package balance

// WarningKind says what a warning is about; the scenes word it.
type WarningKind uint8

const (
	// RarelyEnds: a game often never ends. Seats is the table size (1: a
	// goose alone); Value its chance of never ending (or, for a table, of
	// coming to the deadlock of §4.7), Limit the limit passed.
	RarelyEnds WarningKind = iota
	// Favoured: the seat playing Place-th (0: first) in a table of Seats
	// wins Value of the games, more than Limit times its fair share 1/Seats.
	Favoured
	// Long: a game of Seats seats takes Value minutes at the slowest speed,
	// more than Limit.
	Long
)

var warningNames = []string{"rarelyEnds", "favoured", "long"}

func (k WarningKind) String() string {
	if int(k) < len(warningNames) {
		return warningNames[k]
	}
	return "warning"
}

// Warning is one thing the meter warns of, as figures.
type Warning struct {
	Kind  WarningKind
	Seats int
	Place int
	Value float64
	Limit float64
}

// Warn lists the warnings the figures of rep call for, under limits l.
func Warn(rep *Report, l Limits) []Warning {
	var out []Warning
	if a := &rep.Alone; a.Exact && a.NeverEnds > l.NeverEnds {
		out = append(out, Warning{Kind: RarelyEnds, Seats: 1, Value: a.NeverEnds, Limit: l.NeverEnds})
	}
	for i := range rep.Tables {
		t := &rep.Tables[i]
		if t.Games == 0 {
			continue
		}
		// A table that comes to the deadlock has, in the published model's
		// terms, a game that never ends (§4.7, §4.8): release is a way out
		// the engine offers, not the board's own end.
		if v := max(t.NeverEnds, t.Deadlocks); v > l.NeverEnds {
			out = append(out, Warning{Kind: RarelyEnds, Seats: t.Seats, Value: v, Limit: l.NeverEnds})
		}
		fair := 1 / float64(t.Seats)
		for k, w := range t.Wins {
			// Beyond the spread of the games played: three standard errors.
			if w > l.Favoured*fair && w-3*t.SE(w) > fair {
				out = append(out, Warning{Kind: Favoured, Seats: t.Seats, Place: k, Value: w, Limit: l.Favoured})
			}
		}
		if len(t.Minutes) > 0 && t.Minutes[0] > l.Minutes {
			out = append(out, Warning{Kind: Long, Seats: t.Seats, Value: t.Minutes[0], Limit: l.Minutes})
		}
	}
	return out
}
