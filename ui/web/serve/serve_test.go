//go:build !js

package serve

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

func testSite() fstest.MapFS {
	return fstest.MapFS{
		"index.html":       {Data: []byte("<!doctype html>index")},
		"wasm_exec.js":     {Data: []byte("// js")},
		"goose.wasm":       {Data: []byte("\x00asm raw")},
		"goose.wasm.gz":    {Data: []byte("gzipped")},
		"goose.wasm.br":    {Data: []byte("brotli")},
		"goose.json":       {Data: []byte(`{}`)},
		"only.txt.gz":      {Data: []byte("gz only")},
		"only.txt":         {Data: []byte("plain")},
		"sub/index.html":   {Data: []byte("sub index")},
		"secret.bin":       {Data: []byte{1, 2, 3}},
		"play.html":        {Data: []byte("play")},
		"shots/title.png":  {Data: []byte("\x89PNG")},
		"nested/deep.wasm": {Data: []byte("deep")},
	}
}

func get(t *testing.T, h http.Handler, method, target, acceptEncoding string) *httptest.ResponseRecorder {
	t.Helper()
	r := httptest.NewRequest(method, target, nil)
	if acceptEncoding != "" {
		r.Header.Set("Accept-Encoding", acceptEncoding)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

func TestSiteHandler(t *testing.T) {
	h := siteHandler(testSite())
	cases := []struct {
		method, path, accept string
		code                 int
		typ, enc, body, vary string
	}{
		{"GET", "/", "", 200, "text/html; charset=utf-8", "", "<!doctype html>index", ""},
		{"GET", "/index.html", "gzip, br", 200, "text/html; charset=utf-8", "", "<!doctype html>index", ""},
		{"GET", "/wasm_exec.js", "", 200, "text/javascript; charset=utf-8", "", "// js", ""},
		{"GET", "/goose.json", "", 200, "application/json", "", "{}", ""},
		{"GET", "/goose.wasm", "", 200, "application/wasm", "", "\x00asm raw", "Accept-Encoding"},
		{"GET", "/goose.wasm", "gzip, deflate, br, zstd", 200, "application/wasm", "br", "brotli", "Accept-Encoding"},
		{"GET", "/goose.wasm", "gzip", 200, "application/wasm", "gzip", "gzipped", "Accept-Encoding"},
		{"GET", "/goose.wasm", "br;q=0, gzip;q=0.5", 200, "application/wasm", "gzip", "gzipped", "Accept-Encoding"},
		{"GET", "/goose.wasm", "br;q=0, gzip;q=0", 200, "application/wasm", "", "\x00asm raw", "Accept-Encoding"},
		{"GET", "/goose.wasm", "*", 200, "application/wasm", "br", "brotli", "Accept-Encoding"},
		{"GET", "/goose.wasm", "identity", 200, "application/wasm", "", "\x00asm raw", "Accept-Encoding"},
		{"GET", "/goose.wasm?v=abc", "BR", 200, "application/wasm", "br", "brotli", "Accept-Encoding"},
		{"GET", "/nested/deep.wasm", "br", 200, "application/wasm", "", "deep", ""},
		{"GET", "/only.txt", "br, gzip", 200, "text/plain; charset=utf-8", "gzip", "gz only", "Accept-Encoding"},
		{"HEAD", "/goose.wasm", "br", 200, "application/wasm", "br", "", "Accept-Encoding"},
		{"GET", "/secret.bin", "", 200, "application/octet-stream", "", "\x01\x02\x03", ""},
		{"GET", "/sub/", "", 200, "text/html; charset=utf-8", "", "sub index", ""},
		{"GET", "/sub", "", 301, "", "", "", ""},
		{"GET", "/shots/", "", 404, "", "", "", ""},
		{"GET", "/missing.wasm", "br", 404, "", "", "", ""},
		{"GET", "/goose.wasm.br", "br", 404, "", "", "", ""},
		{"GET", "/../../etc/passwd", "", 404, "", "", "", ""},
		{"POST", "/index.html", "", 405, "", "", "", ""},
	}
	for _, c := range cases {
		w := get(t, h, c.method, c.path, c.accept)
		name := c.method + " " + c.path + " [" + c.accept + "]"
		if w.Code != c.code {
			t.Errorf("%s: status %d, want %d", name, w.Code, c.code)
			continue
		}
		if c.code != 200 {
			continue
		}
		hd := w.Header()
		if got := hd.Get("Content-Type"); got != c.typ {
			t.Errorf("%s: Content-Type %q, want %q", name, got, c.typ)
		}
		if got := hd.Get("Content-Encoding"); got != c.enc {
			t.Errorf("%s: Content-Encoding %q, want %q", name, got, c.enc)
		}
		if got := hd.Get("Vary"); got != c.vary {
			t.Errorf("%s: Vary %q, want %q", name, got, c.vary)
		}
		if got := w.Body.String(); got != c.body {
			t.Errorf("%s: body %q, want %q", name, got, c.body)
		}
		if c.enc == "br" && hd.Get("Content-Length") != "6" {
			t.Errorf("%s: Content-Length %q, want the brotli file's 6", name, hd.Get("Content-Length"))
		}
	}
}

func TestSiteHandlerRevalidates(t *testing.T) {
	site := testSite()
	mod := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	site["goose.wasm.br"].ModTime = mod
	h := siteHandler(site)
	r := httptest.NewRequest("GET", "/goose.wasm", nil)
	r.Header.Set("Accept-Encoding", "br")
	r.Header.Set("If-Modified-Since", mod.Format(http.TimeFormat))
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	if w.Code != http.StatusNotModified {
		t.Errorf("status %d, want 304", w.Code)
	}
	if got := w.Header().Get("Cache-Control"); got != "no-cache" {
		t.Errorf("Cache-Control %q, want no-cache", got)
	}
}

func TestSiteHandlerRangeOfEncoded(t *testing.T) {
	h := siteHandler(testSite())
	r := httptest.NewRequest("GET", "/goose.wasm", nil)
	r.Header.Set("Accept-Encoding", "gzip")
	r.Header.Set("Range", "bytes=0-1")
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	if w.Code != 200 || w.Body.String() != "gzipped" || w.Header().Get("Content-Length") != "7" {
		t.Errorf("range of an encoded file: %d %q length %q, want the whole file", w.Code, w.Body.String(), w.Header().Get("Content-Length"))
	}
	r = httptest.NewRequest("GET", "/goose.json", nil)
	r.Header.Set("Range", "bytes=0-0")
	w = httptest.NewRecorder()
	h.ServeHTTP(w, r)
	if w.Code != http.StatusPartialContent || w.Body.String() != "{" {
		t.Errorf("range of a plain file: %d %q", w.Code, w.Body.String())
	}
}

func TestAccepts(t *testing.T) {
	for _, c := range []struct {
		header, coding string
		want           bool
	}{
		{"", "br", false},
		{"br", "br", true},
		{"gzip, deflate, br", "br", true},
		{"gzip;q=1.0, br;q=0.0", "br", false},
		{"gzip; q=0.8", "gzip", true},
		{"*;q=0, gzip", "br", false},
		{"*", "gzip", true},
		{"br;q=0, *", "br", false},
		{"gzip;q=x", "gzip", false},
		{"xgzip", "gzip", false},
	} {
		if got := accepts(c.header, c.coding); got != c.want {
			t.Errorf("accepts(%q, %q) = %v, want %v", c.header, c.coding, got, c.want)
		}
	}
}

func TestServeMainBadFlags(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{{"--bogus"}, {"--addr"}, {"extra"}, {"--addr", "no-port"}} {
		var out, errb bytes.Buffer
		if code := Main(args, &out, &errb); code != 2 {
			t.Errorf("%q: exit %d, want 2", args, code)
		}
		if !strings.Contains(errb.String(), "usage: goose serve") {
			t.Errorf("%q: no usage in %q", args, errb.String())
		}
	}
	var out, errb bytes.Buffer
	if code := Main([]string{"--help"}, &out, &errb); code != 0 || !strings.Contains(out.String(), "--addr") {
		t.Errorf("--help: exit %d, output %q", code, out.String())
	}
	errb.Reset()
	if code := Main([]string{"--dir", dir}, &out, &errb); code != 1 || !strings.Contains(errb.String(), "make web") {
		t.Errorf("empty dir: exit %d, %q", code, errb.String())
	}
}

// TestServe listens for real on a free loopback port and stops when told.
func TestServe(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("hello"), 0o644); err != nil {
		t.Fatal(err)
	}
	url, stop := startServe(t, dir)
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || string(body) != "hello" {
		t.Errorf("GET %s: %d %q", url, resp.StatusCode, body)
	}
	if err := stop(); err != nil {
		t.Errorf("serve: %v", err)
	}
}

// issue 11.6: no redirect leaves the site. GET //example.com/.. used to
// answer Location: //example.com/../, another site to a browser.
func TestNoRedirectLeavesTheSite(t *testing.T) {
	h := siteHandler(testSite())
	for _, c := range []struct{ path, want string }{
		{"//example.com/..", "/"},
		{"//example.com/../sub", "/sub/"},
		{"/sub", "/sub/"},
		{"/sub?v=2", "/sub/?v=2"},
		{"/sub//", "/sub/"},
		{"/./sub/", "/sub/"},
	} {
		w := get(t, h, "GET", c.path, "")
		if w.Code != http.StatusMovedPermanently || w.Header().Get("Location") != c.want {
			t.Errorf("GET %s: %d Location %q, want 301 to %q", c.path, w.Code, w.Header().Get("Location"), c.want)
		}
	}
}

// issue 11.6: the server stays inside --dir: links out of it (to a file, to
// a folder) and dotfiles (.git/config, .env) are not served.
func TestServeStaysInItsFolder(t *testing.T) {
	outside := t.TempDir()
	os.WriteFile(filepath.Join(outside, "passwd"), []byte("root:x:0:0"), 0o644)
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "index.html"), []byte("hello"), 0o644)
	os.WriteFile(filepath.Join(dir, "real.txt"), []byte("real"), 0o644)
	os.WriteFile(filepath.Join(dir, ".env"), []byte("SECRET=1"), 0o644)
	os.MkdirAll(filepath.Join(dir, ".git"), 0o755)
	os.WriteFile(filepath.Join(dir, ".git", "config"), []byte("[core]"), 0o644)
	if err := os.Symlink(filepath.Join(outside, "passwd"), filepath.Join(dir, "passwd.txt")); err != nil {
		t.Skip(err)
	}
	os.Symlink(outside, filepath.Join(dir, "out"))
	os.Symlink("real.txt", filepath.Join(dir, "inside.txt")) // a link within the site is fine
	url, stop := startServe(t, dir)
	defer stop()
	for path, want := range map[string]int{
		"/passwd.txt":  404,
		"/out/passwd":  404,
		"/.env":        404,
		"/.git/config": 404,
		"/.git/":       404,
		"/real.txt":    200,
		"/inside.txt":  200,
	} {
		resp, err := http.Get(url + path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != want || strings.Contains(string(body), "root:") || strings.Contains(string(body), "SECRET") {
			t.Errorf("GET %s: %d %q, want %d", path, resp.StatusCode, body, want)
		}
	}
}

// startServe runs serve on a free loopback port and returns its URL and a
// stop that waits for it to end.
func startServe(t *testing.T, dir string) (string, func() error) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- serve(ctx, "127.0.0.1:0", dir, pw); pw.Close() }()
	line, err := bufio.NewReader(pr).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	go io.Copy(io.Discard, pr)
	_, rest, ok := strings.Cut(line, "http://")
	if !ok || !strings.HasPrefix(rest, "127.0.0.1:") {
		t.Fatalf("first line %q names no loopback address", line)
	}
	return "http://" + strings.TrimSuffix(strings.Fields(rest)[0], "/"), func() error {
		cancel()
		select {
		case err := <-done:
			return err
		case <-time.After(10 * time.Second):
			t.Fatal("serve did not stop")
			return nil
		}
	}
}

// issue 11.12: an idle keep-alive connection and a reader too slow to take
// a file are let go; stopping during such a download ends serve without an
// error (SIGTERM used to exit 1).
func TestServeLetsGoOfIdleAndSlowClients(t *testing.T) {
	old := limits
	defer func() { limits = old }()
	limits.idle, limits.write, limits.shutdown = 300*time.Millisecond, 500*time.Millisecond, 300*time.Millisecond
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "index.html"), []byte("hello"), 0o644)
	os.WriteFile(filepath.Join(dir, "big.wasm"), bytes.Repeat([]byte("x"), 64<<20), 0o644)
	url, stop := startServe(t, dir)
	host := strings.TrimPrefix(url, "http://")

	// Idle: one request on a keep-alive connection, then silence.
	idle, err := net.Dial("tcp", host)
	if err != nil {
		t.Fatal(err)
	}
	defer idle.Close()
	fmt.Fprintf(idle, "GET / HTTP/1.1\r\nHost: x\r\n\r\n")
	idle.SetReadDeadline(time.Now().Add(5 * time.Second))
	if _, err := io.ReadAll(idle); err != nil {
		t.Errorf("the idle connection was not closed by the server: %v", err)
	}

	// Slow: ask for 64 MB and read nothing for a while.
	slow, err := net.Dial("tcp", host)
	if err != nil {
		t.Fatal(err)
	}
	defer slow.Close()
	fmt.Fprintf(slow, "GET /big.wasm HTTP/1.1\r\nHost: x\r\n\r\n")
	time.Sleep(time.Second)
	slow.SetReadDeadline(time.Now().Add(5 * time.Second))
	n, err := io.Copy(io.Discard, slow)
	if err != nil || n >= 64<<20 {
		t.Errorf("a slow reader got %d bytes (%v): the write timeout did not cut it", n, err)
	}

	// Stopping while a download hangs: serve returns nil after the grace.
	hang, err := net.Dial("tcp", host)
	if err != nil {
		t.Fatal(err)
	}
	defer hang.Close()
	fmt.Fprintf(hang, "GET /big.wasm HTTP/1.1\r\nHost: x\r\n\r\n")
	time.Sleep(100 * time.Millisecond)
	if err := stop(); err != nil {
		t.Errorf("stopping during a download: %v", err)
	}
}

// Pages carry a Content-Security-Policy that allows the site's own files,
// the wasm, and each page's inline script and style by its hash (nothing
// else inline), and every file a Referrer-Policy that keeps a room's link
// from other sites. The real loading page's inline script and style are
// the ones allowed.
func TestPagesPolicy(t *testing.T) {
	script, style := "\nconsole.log('hi');\n", "body { margin: 0 }"
	sum := func(s string) string {
		h := sha256.Sum256([]byte(s))
		return "'sha256-" + base64.StdEncoding.EncodeToString(h[:]) + "'"
	}
	real, err := os.ReadFile(filepath.Join("..", "..", "..", "build", "web", "index.html")) // the page build/web holds
	if err != nil {
		t.Fatal(err)
	}
	site := fstest.MapFS{
		"index.html":   {Data: []byte("<!doctype html><style>" + style + "</style><script src=\"wasm_exec.js\"></script><script>" + script + "</script>")},
		"real.html":    {Data: real},
		"wasm_exec.js": {Data: []byte("// js")},
	}
	h := siteHandler(site)
	w := get(t, h, "GET", "/", "")
	csp := w.Header().Get("Content-Security-Policy")
	for _, want := range []string{"default-src 'self'", "'wasm-unsafe-eval'", "object-src 'none'", "base-uri 'none'",
		"script-src 'self' blob: 'unsafe-eval' 'wasm-unsafe-eval' " + sum(script) + ";", "style-src 'self' " + sum(style)} {
		if !strings.Contains(csp, want) {
			t.Errorf("the page's policy %q lacks %q", csp, want)
		}
	}
	if strings.Count(csp, "sha256-") != 2 || strings.Contains(csp, "unsafe-inline") {
		t.Errorf("the page's policy allows more inline code: %q", csp)
	}
	if got := w.Header().Get("Referrer-Policy"); got != "no-referrer" {
		t.Errorf("Referrer-Policy %q", got)
	}
	if w := get(t, h, "GET", "/wasm_exec.js", ""); w.Header().Get("Referrer-Policy") != "no-referrer" || w.Header().Get("Content-Security-Policy") != "" {
		t.Errorf("a script's headers: %v", w.Header())
	}
	csp = get(t, h, "GET", "/real.html", "").Header().Get("Content-Security-Policy")
	if n := strings.Count(csp, "sha256-"); n != 2 || !strings.Contains(csp, "'wasm-unsafe-eval'") {
		t.Errorf("build/web/index.html's policy names %d inline elements, want its script and style: %q", n, csp)
	}
}
