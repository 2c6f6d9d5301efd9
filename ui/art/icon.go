package art

import (
	"image/color"
	"sync"
)

var (
	iconsOnce sync.Once
	iconSegs  map[string][]seg
)

// icon returns the parsed path of a game-icons.net icon (512×512 box).
func icon(name string) []seg {
	iconsOnce.Do(func() {
		iconSegs = map[string][]seg{}
		for k, v := range gameIcons {
			if s, err := parseSVGPath(v.D); err == nil {
				iconSegs[k] = s
			}
		}
	})
	return iconSegs[name]
}

// iconPath places icon name centred on (cx, cy), size px across, turned by angle.
func iconPath(name string, cx, cy, size, angle float64) *path {
	p := newPath()
	k := size / 512
	m := translate(-256, -256).then(scale(k, k)).then(rotate(angle)).then(translate(cx, cy))
	p.addSegs(icon(name), m)
	return p
}

// drawIcon inks an icon onto the canvas.
func (c *canvas) drawIcon(name string, cx, cy, size float64, col color.NRGBA, mode blend) {
	c.fill(iconPath(name, cx, cy, size, 0), col, mode)
}
