package app

import (
	"goose/scenes"
	"goose/ui/sound"
	"goose/ui/store"
)

// newSound makes the player; with no device it is silent and says so once.
func newSound(muted bool, s *store.Settings) scenes.Sounds {
	p := sound.New(muted)
	p.SetVolume(s.Volumes.Effects)
	p.SetMusicVolume(s.Volumes.Music)
	p.SetMusic(s.Music)
	return p
}
