package art

import "encoding/binary"

// singleSubs reads the single substitutions of an OpenType feature (such as
// "lnum", lining figures) from a font's GSUB table: glyph → replacement.
// The sfnt package applies no features, and EB Garamond's default figures
// are old-style. Any malformed table gives an empty map, never a panic.
func singleSubs(font []byte, feature string) map[uint16]uint16 {
	out := map[uint16]uint16{}
	u16 := func(o int) (int, bool) {
		if o < 0 || o+2 > len(font) {
			return 0, false
		}
		return int(binary.BigEndian.Uint16(font[o:])), true
	}
	u32 := func(o int) (int, bool) {
		if o < 0 || o+4 > len(font) {
			return 0, false
		}
		return int(binary.BigEndian.Uint32(font[o:])), true
	}
	n, ok := u16(4)
	if !ok {
		return out
	}
	gsub := -1
	for i := 0; i < n && i < 64; i++ {
		rec := 12 + 16*i
		if rec+16 > len(font) {
			return out
		}
		if string(font[rec:rec+4]) == "GSUB" {
			gsub, _ = u32(rec + 8)
		}
	}
	if gsub < 0 {
		return out
	}
	featOff, ok1 := u16(gsub + 6)
	lookOff, ok2 := u16(gsub + 8)
	if !ok1 || !ok2 {
		return out
	}
	fl, ll := gsub+featOff, gsub+lookOff
	nf, _ := u16(fl)
	var lookups []int
	for i := 0; i < nf && i < 4096; i++ {
		rec := fl + 2 + 6*i
		if rec+6 > len(font) {
			break
		}
		if string(font[rec:rec+4]) != feature {
			continue
		}
		fo, _ := u16(rec + 4)
		cnt, _ := u16(fl + fo + 2)
		for j := 0; j < cnt && j < 256; j++ {
			if li, ok := u16(fl + fo + 4 + 2*j); ok {
				lookups = append(lookups, li)
			}
		}
	}
	nl, _ := u16(ll)
	for _, li := range lookups {
		if li >= nl {
			continue
		}
		lo, _ := u16(ll + 2 + 2*li)
		lk := ll + lo
		typ, _ := u16(lk)
		nsub, _ := u16(lk + 4)
		for s := 0; s < nsub && s < 256; s++ {
			so, _ := u16(lk + 6 + 2*s)
			st, styp := lk+so, typ
			if styp == 7 { // extension: the real subtable is further on
				et, _ := u16(st + 2)
				eo, _ := u32(st + 4)
				st, styp = st+eo, et
			}
			if styp != 1 {
				continue
			}
			format, _ := u16(st)
			covOff, _ := u16(st + 2)
			cov := coverage(font, st+covOff, u16)
			switch format {
			case 1:
				delta, _ := u16(st + 4)
				for _, g := range cov {
					out[uint16(g)] = uint16(g + delta)
				}
			case 2:
				cnt, _ := u16(st + 4)
				for i, g := range cov {
					if i < cnt {
						if r, ok := u16(st + 6 + 2*i); ok {
							out[uint16(g)] = uint16(r)
						}
					}
				}
			}
		}
	}
	return out
}

// coverage lists the glyphs of an OpenType coverage table in order.
func coverage(font []byte, o int, u16 func(int) (int, bool)) []int {
	format, ok := u16(o)
	if !ok {
		return nil
	}
	var out []int
	switch format {
	case 1:
		n, _ := u16(o + 2)
		for i := 0; i < n && i < 65536; i++ {
			if g, ok := u16(o + 4 + 2*i); ok {
				out = append(out, g)
			}
		}
	case 2:
		n, _ := u16(o + 2)
		for i := 0; i < n && i < 65536; i++ {
			s, ok1 := u16(o + 4 + 6*i)
			e, ok2 := u16(o + 6 + 6*i)
			if !ok1 || !ok2 || e < s || e-s > 65535 {
				break
			}
			for g := s; g <= e; g++ {
				out = append(out, g)
			}
		}
	}
	return out
}
