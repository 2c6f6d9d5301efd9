//go:build !js

package host

import (
	"fmt"
	"net"
	"net/http"
	"strings"
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
