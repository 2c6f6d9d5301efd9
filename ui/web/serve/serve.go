//go:build !js

// Package serve is `goose serve`: a small static server that hands the web
// build (build/web/out) to a browser on this machine. It is not linked into
// the browser build (serve_js.go stands in there).
package serve

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

const serveUsage = `usage: goose serve [flags]     serve the web build (make web) to a browser

  --addr HOST:PORT     where to listen (default 127.0.0.1:8080; port 0 picks a free one)
  --dir DIR            the built site (default build/web/out)

Only this machine can connect unless --addr names another interface.
`

// Main runs `goose serve` until interrupted: 0 when stopped, 2 for bad
// flags, 1 when the folder or the address cannot be used.
func Main(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("goose serve", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	addr := fs.String("addr", "127.0.0.1:8080", "")
	dir := fs.String("dir", filepath.Join("build", "web", "out"), "")
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprint(stdout, serveUsage)
		return 0
	}
	if err == nil && fs.NArg() > 0 {
		err = fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if err == nil {
		_, _, err = net.SplitHostPort(*addr)
	}
	if err != nil {
		fmt.Fprintf(stderr, "goose serve: %v\n\n%s", err, serveUsage)
		return 2
	}
	if st, err := os.Stat(filepath.Join(*dir, "index.html")); err != nil || !st.Mode().IsRegular() {
		fmt.Fprintf(stderr, "goose serve: %s has no index.html: build the site first (make web)\n", *dir)
		return 1
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := serve(ctx, *addr, *dir, stdout); err != nil {
		fmt.Fprintf(stderr, "goose serve: %v\n", err)
		return 1
	}
	return 0
}

// serve listens on addr and serves dir until ctx ends. Its first line of
// output names the address, with the port chosen when addr asked for port 0
// (tests read it).
//
// The site is opened as an os.Root: no link inside it reaches a file
// outside (issue 11.6).
func serve(ctx context.Context, addr, dir string, stdout io.Writer) error {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return err
	}
	defer root.Close()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	srv := &http.Server{
		Handler:           siteHandler(root.FS()),
		ReadHeaderTimeout: 10 * time.Second,
		MaxHeaderBytes:    16 << 10,
		// A connection that idles, or a reader too slow to take the largest
		// file (the wasm, some MB) in time, is let go (issue 11.12).
		IdleTimeout:  limits.idle,
		WriteTimeout: limits.write,
	}
	fmt.Fprintf(stdout, "serving %s at http://%s/ (Ctrl-C stops)\n", dir, ln.Addr())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	shut, cancel := context.WithTimeout(context.Background(), limits.shutdown)
	defer cancel()
	if err := srv.Shutdown(shut); errors.Is(err, context.DeadlineExceeded) {
		// Downloads still running after the grace are cut: stopping is
		// what was asked, not a failure.
		srv.Close()
	} else if err != nil {
		return err
	}
	return nil
}

// limits are the server's timeouts (tests shorten them).
var limits = struct{ idle, write, shutdown time.Duration }{
	idle:     30 * time.Second,
	write:    2 * time.Minute,
	shutdown: 5 * time.Second,
}

// siteTypes are the content types of the site's files, set here rather than
// read from the system's MIME tables, which may lack application/wasm.
var siteTypes = map[string]string{
	".html": "text/html; charset=utf-8",
	".js":   "text/javascript; charset=utf-8",
	".mjs":  "text/javascript; charset=utf-8",
	".json": "application/json",
	".wasm": "application/wasm",
	".css":  "text/css; charset=utf-8",
	".png":  "image/png",
	".svg":  "image/svg+xml",
	".ico":  "image/x-icon",
	".txt":  "text/plain; charset=utf-8",
}

// encodings are the precompressed variants build/web/build.sh writes, best first.
var encodings = []struct{ name, ext string }{{"br", ".br"}, {"gzip", ".gz"}}

// siteHandler serves the files of site: GET and HEAD only, no directory
// listings, index.html for a folder, and for a file that has a precompressed
// twin (goose.wasm.br, goose.wasm.gz) the smallest one the browser accepts.
func siteHandler(site fs.FS) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		if name, ok := siteFile(site, w, r); ok {
			serveFile(site, w, r, name)
		}
	})
}

// siteFile is the name of the site's file a request asks for; where there is
// none to send (a hidden or precompressed file, a folder asked for by another
// path), it answers the request itself and reports false.
func siteFile(site fs.FS, w http.ResponseWriter, r *http.Request) (string, bool) {
	name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
	if name == "" {
		name = "."
	}
	if hidden(name) {
		http.NotFound(w, r) // .git, .env: never the site's business (issue 11.6)
		return "", false
	}
	if st, err := fs.Stat(site, name); err == nil && st.IsDir() {
		// To the folder's own clean path on this site: a request like
		// //example.com/.. must not send the browser elsewhere.
		if to := "/" + strings.TrimPrefix(name+"/", "./"); r.URL.Path != to {
			if r.URL.RawQuery != "" {
				to += "?" + r.URL.RawQuery
			}
			http.Redirect(w, r, to, http.StatusMovedPermanently)
			return "", false
		}
		name = path.Join(name, "index.html")
	}
	if !fs.ValidPath(name) || strings.HasSuffix(name, ".br") || strings.HasSuffix(name, ".gz") {
		http.NotFound(w, r)
		return "", false
	}
	return name, true
}

// serveFile sends the site's file name, precompressed where the browser
// takes it, with the site's headers.
func serveFile(site fs.FS, w http.ResponseWriter, r *http.Request, name string) {
	typ, ok := siteTypes[path.Ext(name)]
	if !ok {
		typ = "application/octet-stream"
	}
	h := w.Header()
	h.Set("Content-Type", typ)
	h.Set("X-Content-Type-Options", "nosniff")
	// Revalidate every time: a rebuilt site must reach the next reload.
	h.Set("Cache-Control", "no-cache")

	file, enc, twins := encoded(site, name, r.Header.Get("Accept-Encoding"))
	if twins {
		// Caches must key this answer on the request's encodings.
		h.Set("Vary", "Accept-Encoding")
	}
	f, err := site.Open(file)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	st, err := f.Stat()
	rs, seekable := f.(io.ReadSeeker)
	if err != nil || st.IsDir() || !seekable {
		http.NotFound(w, r)
		return
	}
	h.Set("Referrer-Policy", referrer)
	if strings.HasSuffix(name, ".html") {
		h.Set("Content-Security-Policy", policy(site, name, st.Size(), st.ModTime()))
	}
	if enc != "" {
		h.Set("Content-Encoding", enc)
		// ServeContent leaves the length of an encoded body unsaid; the
		// loading screen's progress bar reads it. Ranges of an encoded
		// file help nobody, so such a request gets the whole file.
		h.Set("Content-Length", strconv.FormatInt(st.Size(), 10))
		r.Header.Del("Range")
	}
	// ServeContent adds Last-Modified, answers If-Modified-Since and ranges.
	http.ServeContent(w, r, name, st.ModTime(), rs)
}

// encoded is the file to send for name: its best precompressed twin the
// browser accepts (enc names its coding), else name itself. twins reports
// whether name has any twin, so the answer depends on Accept-Encoding.
func encoded(site fs.FS, name, accept string) (file, enc string, twins bool) {
	file = name
	for _, e := range encodings {
		if _, err := fs.Stat(site, name+e.ext); err != nil {
			continue
		}
		twins = true
		if enc == "" && accepts(accept, e.name) {
			file, enc = name+e.ext, e.name
		}
	}
	return file, enc, twins
}

// hidden reports whether a path has a part that starts with a dot.
func hidden(name string) bool {
	for _, part := range strings.Split(name, "/") {
		if strings.HasPrefix(part, ".") && part != "." {
			return true
		}
	}
	return false
}

// accepts reports whether an Accept-Encoding header allows coding: named (or
// "*") with a quality above zero.
func accepts(header, coding string) bool {
	star := false
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if name != coding && name != "*" {
			continue
		}
		ok := true
		for _, p := range strings.Split(params, ";") {
			k, v, _ := strings.Cut(strings.TrimSpace(p), "=")
			if strings.EqualFold(strings.TrimSpace(k), "q") {
				q, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
				ok = err == nil && q > 0
			}
		}
		if name == coding {
			return ok
		}
		star = ok
	}
	return star
}
