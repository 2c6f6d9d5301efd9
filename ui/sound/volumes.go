package sound

// SetMusicVolume gives the music a volume of its own, from 0 to 1, apart
// from the effects' (SetVolume): a player may want the dice loud and the
// music soft, or none.
func (p *Player) SetMusicVolume(v float64) {
	if !(v >= 0) { // NaN too
		v = 0
	}
	p.musicV = min(v, 1)
	if p.music.player != nil {
		p.music.player.SetVolume(p.musicV)
	}
}

// musicLevel is the music's volume: its own once set, else the effects'.
func (p *Player) musicLevel() float64 {
	if p.musicV < 0 {
		return p.volume
	}
	return p.musicV
}
