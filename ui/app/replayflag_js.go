package app

// readReplay keeps a page's ?replay= to read once the player's language is
// known (pageReplay): a page cannot print, so a damaged link is said on
// the title, and the game starts as ever.
func (f *gameFlags) readReplay(g givenFlags) error {
	if g.replay != "" {
		f.replayPage = []byte(g.replay)
	}
	return nil
}
