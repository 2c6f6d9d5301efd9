package scenes

import "goose/scenes/narrate"

// say is message id in the game's current language. Scenes set their words in
// Layout, which runs on entry, on resize and when the language changes, so a
// new language shows at once.
func say(id narrate.ID, args ...any) string { return narrate.M(id, args...).String() }

// sayID is say for the form layer, which names messages by plain strings.
func sayID(id string, args ...any) string { return say(narrate.ID(id), args...) }
