package form

// HeadingOf is a title's words that text makes (the rules of a preset by
// name, a winner's headline), in the head face unless told: assistive
// technology names the screen by its first heading.
func HeadingOf(text func() string) *Node {
	n := leaf(&words{wording: wording{text: text}, role: RoleHeading})
	n.look.face = Head
	return n
}
