//go:build !js

package host

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"os"
	"path"
	"strings"
	"sync"
)

// clientIP is the address a request's joins are counted against: the
// connection's own, or, with trustProxy and a connection from this machine
// (a TLS proxy beside the host), the one the proxy names: the last address
// of X-Forwarded-For (the one the proxy itself saw), else X-Real-IP. A
// header that names no address is refused, not counted as the proxy's.
func clientIP(r *http.Request, trustProxy bool) (string, error) {
	ip, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		ip = r.RemoteAddr
	}
	if !trustProxy || !net.ParseIP(ip).IsLoopback() {
		return ip, nil
	}
	if xff := r.Header.Values("X-Forwarded-For"); len(xff) > 0 {
		all := strings.Join(xff, ",")
		return headerIP("X-Forwarded-For", all, all[strings.LastIndexByte(all, ',')+1:])
	}
	if xr := r.Header.Values("X-Real-IP"); len(xr) > 0 {
		return headerIP("X-Real-IP", strings.Join(xr, ","), xr[len(xr)-1])
	}
	return ip, nil // not through the proxy: a player on this machine
}

// headerIP reads one address of a proxy's header ("203.0.113.7",
// "2001:db8::1", or either with a port), in its canonical form.
func headerIP(name, header, s string) (string, error) {
	s = strings.TrimSpace(s)
	if h, _, err := net.SplitHostPort(s); err == nil {
		s = h
	}
	ip := net.ParseIP(s)
	if ip == nil {
		if len(header) > 80 {
			header = header[:80] + "…"
		}
		return "", fmt.Errorf("--trust-proxy: the proxy's %s header %q names no client address", name, header)
	}
	return ip.String(), nil
}

// checkHost refuses a request whose Host header names this host by a name
// it does not know: a foreign page whose name was pointed at this host's
// address (DNS rebinding) is otherwise the host's own origin, to a browser
// and to the Origin check. Known: any address (rebinding needs a name),
// localhost, this machine's name, the name --addr gives, and --origin's.
func (h *Host) checkHost(next http.Handler) http.Handler {
	names := map[string]bool{"localhost": true}
	if name, err := os.Hostname(); err == nil && name != "" {
		name = strings.ToLower(name)
		names[name], names[name+".local"] = true, true
	}
	if host, _, err := net.SplitHostPort(h.cfg.Addr); err == nil && host != "" {
		names[strings.ToLower(host)] = true
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !knownHost(r.Host, names, h.cfg.Origins) {
			http.Error(w, fmt.Sprintf("this host does not answer to the name %q: a site served under it is named with --origin", echo(r.Host)),
				http.StatusMisdirectedRequest)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// knownHost reports whether a Host header (name or address, with or
// without a port) is one this host answers to.
func knownHost(host string, names map[string]bool, origins []string) bool {
	if host == "" {
		return true // HTTP/1.0, no browser's
	}
	host = strings.ToLower(host)
	name := host
	if n, _, err := net.SplitHostPort(host); err == nil {
		name = n
	}
	name = strings.TrimSuffix(strings.Trim(name, "[]"), ".")
	if _, err := netip.ParseAddr(name); err == nil {
		return true
	}
	if names[name] || strings.HasSuffix(name, ".localhost") {
		return true
	}
	for _, o := range origins {
		o = strings.ToLower(o)
		if i := strings.Index(o, "://"); i >= 0 {
			o = o[i+3:]
		}
		if ok, _ := path.Match(o, name); ok {
			return true
		}
		if ok, _ := path.Match(o, host); ok {
			return true
		}
	}
	return false
}

// pageConns are connections an address may hold beside its WebSockets:
// a browser loading the page opens a few.
const pageConns = 16

// capListener closes at once any connection past n at once from one
// address (addrKey), before it costs more than its descriptor: an address
// cannot take all the host's. Behind a trusted proxy its own connections
// are not counted here (serveWS counts the players it names).
func capListener(ln net.Listener, n int, trustProxy bool) net.Listener {
	return &capped{Listener: ln, n: n, trustProxy: trustProxy, open: map[string]int{}}
}

type capped struct {
	net.Listener
	n          int
	trustProxy bool
	mu         sync.Mutex
	open       map[string]int
}

func (l *capped) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		ip, _, err := net.SplitHostPort(c.RemoteAddr().String())
		if err != nil || (l.trustProxy && net.ParseIP(ip).IsLoopback()) {
			return c, nil
		}
		key := addrKey(ip)
		l.mu.Lock()
		if l.open[key] >= l.n {
			l.mu.Unlock()
			c.Close()
			continue
		}
		l.open[key]++
		l.mu.Unlock()
		return &cappedConn{Conn: c, l: l, key: key}, nil
	}
}

// cappedConn gives its place back when closed.
type cappedConn struct {
	net.Conn
	l    *capped
	key  string
	once sync.Once
}

func (c *cappedConn) Close() error {
	c.once.Do(func() {
		c.l.mu.Lock()
		if c.l.open[c.key]--; c.l.open[c.key] <= 0 {
			delete(c.l.open, c.key)
		}
		c.l.mu.Unlock()
	})
	return c.Conn.Close()
}
