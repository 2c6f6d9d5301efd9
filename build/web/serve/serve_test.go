//go:build !js

package serve

import (
	"bufio"
	"bytes"
	"context"
	"io"
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
	url := "http://" + strings.Fields(rest)[0]
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || string(body) != "hello" {
		t.Errorf("GET %s: %d %q", url, resp.StatusCode, body)
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("serve: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop")
	}
}
