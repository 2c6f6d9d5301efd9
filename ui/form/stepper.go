package form

// A stepper is a figure with a − and a + that step it (turns lost, a purse,
// a die): step hears −1 or +1, can says whether that step is allowed (the
// button is then enabled). Its row never stacks.

var minus, plus = func() string { return "−" }, func() string { return "+" }

// stepButtons are a stepper's − and +, as tall as its figure.
func stepButtons(figure *Node, step func(d int), can func(d int) bool) (less, more *Node) {
	less = ButtonOf(minus, func() { step(-1) }).Enabled(func() bool { return can(-1) }).H(figure.look.h)
	more = ButtonOf(plus, func() { step(1) }).Enabled(func() bool { return can(1) }).H(figure.look.h)
	return less, more
}

// Stepper is figure then − and +, the figure taking half the row.
func Stepper(figure *Node, step func(d int), can func(d int) bool) *Node {
	less, more := stepButtons(figure, step, can)
	return Row(figure.Grow(2), less, more).Keep()
}

// Spinner is − then figure then +, in three equal places.
func Spinner(figure *Node, step func(d int), can func(d int) bool) *Node {
	less, more := stepButtons(figure, step, can)
	return Row(less, figure, more).Keep()
}
