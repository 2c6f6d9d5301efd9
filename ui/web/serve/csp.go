//go:build !js

package serve

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"io/fs"
	"strings"
	"sync"
	"time"
)

// The pages' Content-Security-Policy: the site's own files and nothing
// else, the inline script and style of each page by their hashes. The wasm
// needs 'wasm-unsafe-eval'; Ebitengine's text input (phones' keyboard) runs
// a script of its own through eval as it starts, hence 'unsafe-eval', and
// its sound (oto) loads its audio worklet from a blob:. The game talks to
// its host over WebSocket; data: and blob: are the page's icon and the
// files it hands the player. Frames are allowed: play.html embeds the
// game, and other sites may.
const cspBase = "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data: blob:; " +
	"object-src 'none'; base-uri 'none'; form-action 'none'; "

// referrer: a room's link (its code) is not passed to another site.
const referrer = "no-referrer"

// pagePolicies are the policies of the site's pages, made once for each
// version of a page (its size and time).
var pagePolicies struct {
	sync.Mutex
	m map[string]pagePolicy
}

type pagePolicy struct {
	size int64
	mod  time.Time
	csp  string
}

// policy is the Content-Security-Policy for the page name of site.
func policy(site fs.FS, name string, size int64, mod time.Time) string {
	pagePolicies.Lock()
	defer pagePolicies.Unlock()
	key := name
	if p, ok := pagePolicies.m[key]; ok && p.size == size && p.mod.Equal(mod) {
		return p.csp
	}
	page, err := fs.ReadFile(site, name)
	if err != nil || len(page) > 1<<20 {
		page = nil // no inline script or style is allowed
	}
	csp := cspBase + "script-src 'self' blob: 'unsafe-eval' 'wasm-unsafe-eval'" + hashes(page, "script") +
		"; style-src 'self'" + hashes(page, "style")
	if pagePolicies.m == nil || len(pagePolicies.m) > 64 {
		pagePolicies.m = map[string]pagePolicy{}
	}
	pagePolicies.m[key] = pagePolicy{size, mod, csp}
	return csp
}

// hashes are the CSP hash sources of the page's inline elements of tag
// (<script> without src, <style>), each " 'sha256-…'".
func hashes(page []byte, tag string) string {
	var out strings.Builder
	open, end := []byte("<"+tag), []byte("</"+tag+">")
	for {
		i := bytes.Index(page, open)
		if i < 0 {
			return out.String()
		}
		page = page[i+len(open):]
		gt := bytes.IndexByte(page, '>')
		if gt < 0 {
			return out.String()
		}
		attrs := page[:gt]
		if len(attrs) > 0 && attrs[0] != ' ' && attrs[0] != '\t' && attrs[0] != '\n' && attrs[0] != '\r' {
			continue // another tag that starts alike (<scripts>)
		}
		page = page[gt+1:]
		j := bytes.Index(page, end)
		if j < 0 {
			return out.String()
		}
		if !bytes.Contains(attrs, []byte("src=")) {
			sum := sha256.Sum256(page[:j])
			out.WriteString(" 'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'")
		}
		page = page[j+len(end):]
	}
}
