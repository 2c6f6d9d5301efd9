package art

import "encoding/binary"

// singleSubs reads the single substitutions of an OpenType feature (such as
// "lnum", lining figures) from a font's GSUB table: glyph → replacement.
// The sfnt package applies no features, and EB Garamond's default figures
// are old-style. Any malformed table gives an empty map, never a panic.
func singleSubs(font []byte, feature string) map[uint16]uint16 {
	out := map[uint16]uint16{}
	f := fontBytes(font)
	gsub := f.table("GSUB")
	if gsub < 0 {
		return out
	}
	featOff, ok1 := f.u16(gsub + 6)
	lookOff, ok2 := f.u16(gsub + 8)
	if !ok1 || !ok2 {
		return out
	}
	ll := gsub + lookOff
	nl, _ := f.u16(ll)
	for _, li := range f.featureLookups(gsub+featOff, feature) {
		if li < nl {
			lo, _ := f.u16(ll + 2 + 2*li)
			f.lookupSubs(ll+lo, out)
		}
	}
	return out
}

// fontBytes is a font file read with every offset checked: a read past its
// end gives false.
type fontBytes []byte

func (f fontBytes) u16(o int) (int, bool) {
	if o < 0 || o+2 > len(f) {
		return 0, false
	}
	return int(binary.BigEndian.Uint16(f[o:])), true
}

func (f fontBytes) u32(o int) (int, bool) {
	if o < 0 || o+4 > len(f) {
		return 0, false
	}
	return int(binary.BigEndian.Uint32(f[o:])), true
}

// table is where the font's table tagged tag begins, or -1.
func (f fontBytes) table(tag string) int {
	n, ok := f.u16(4)
	if !ok {
		return -1
	}
	at := -1
	for i := 0; i < n && i < 64; i++ {
		rec := 12 + 16*i
		if rec+16 > len(f) {
			return -1
		}
		if string(f[rec:rec+4]) == tag {
			at, _ = f.u32(rec + 8)
		}
	}
	return at
}

// featureLookups lists the lookups of the feature tagged feature in the
// feature list at fl.
func (f fontBytes) featureLookups(fl int, feature string) []int {
	var lookups []int
	nf, _ := f.u16(fl)
	for i := 0; i < nf && i < 4096; i++ {
		rec := fl + 2 + 6*i
		if rec+6 > len(f) {
			break
		}
		if string(f[rec:rec+4]) != feature {
			continue
		}
		fo, _ := f.u16(rec + 4)
		cnt, _ := f.u16(fl + fo + 2)
		for j := 0; j < cnt && j < 256; j++ {
			if li, ok := f.u16(fl + fo + 4 + 2*j); ok {
				lookups = append(lookups, li)
			}
		}
	}
	return lookups
}

// lookupSubs adds to out the single substitutions of the lookup at lk,
// through extension subtables; other kinds of lookup add nothing.
func (f fontBytes) lookupSubs(lk int, out map[uint16]uint16) {
	typ, _ := f.u16(lk)
	nsub, _ := f.u16(lk + 4)
	for s := 0; s < nsub && s < 256; s++ {
		so, _ := f.u16(lk + 6 + 2*s)
		st, styp := lk+so, typ
		if styp == 7 { // extension: the real subtable is further on
			et, _ := f.u16(st + 2)
			eo, _ := f.u32(st + 4)
			st, styp = st+eo, et
		}
		if styp == 1 {
			f.singleSub(st, out)
		}
	}
}

// singleSub adds to out the substitutions of the single-substitution
// subtable at st: a delta for every glyph covered (format 1), or a
// replacement for each (format 2).
func (f fontBytes) singleSub(st int, out map[uint16]uint16) {
	format, _ := f.u16(st)
	covOff, _ := f.u16(st + 2)
	cov := f.coverage(st + covOff)
	switch format {
	case 1:
		delta, _ := f.u16(st + 4)
		for _, g := range cov {
			out[uint16(g)] = uint16(g + delta)
		}
	case 2:
		cnt, _ := f.u16(st + 4)
		for i, g := range cov {
			if i >= cnt {
				break
			}
			if r, ok := f.u16(st + 6 + 2*i); ok {
				out[uint16(g)] = uint16(r)
			}
		}
	}
}

// coverage lists the glyphs of an OpenType coverage table in order.
func (f fontBytes) coverage(o int) []int {
	format, ok := f.u16(o)
	if !ok {
		return nil
	}
	var out []int
	switch format {
	case 1:
		n, _ := f.u16(o + 2)
		for i := 0; i < n && i < 65536; i++ {
			if g, ok := f.u16(o + 4 + 2*i); ok {
				out = append(out, g)
			}
		}
	case 2:
		n, _ := f.u16(o + 2)
		for i := 0; i < n && i < 65536; i++ {
			s, ok1 := f.u16(o + 4 + 6*i)
			e, ok2 := f.u16(o + 6 + 6*i)
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
