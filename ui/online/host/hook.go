//go:build !js

package host

import (
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"goose/engine/room"
	"goose/ui/online/proto"
)

// A room's creator may give a web address (proto.Request.Hook): when it
// becomes a person's turn, the host that logged the change posts to it
// once (retried after a failure), so a family chat bot or an ntfy topic can
// tell them. The post is a plain-text body, which ntfy shows as it is
// (a die, the seat's name, the room's code, its link), with the same in
// headers for programs (hookPost).
//
// A host is open to anyone, so it posts only where it would be safe to:
// http or https, no address in a private network (checked on the address
// connected to, so no name or redirect leads there) unless the host is
// told (--hooks-private), a short time for each try, a little of the
// answer read; and never in the way of the game: a queue of its own,
// bounded, the oldest dropped when full.

// Bounds on posting.
var (
	// hookWaits are the waits before each try again: 5 tries in about
	// 3.5 minutes in all (tests shorten them).
	hookWaits = []time.Duration{5 * time.Second, 20 * time.Second, time.Minute, 2 * time.Minute}
	// hookTimeout bounds one try: connecting, sending and the answer.
	hookTimeout = 5 * time.Second
)

const (
	hookQueue   = 256     // posts waiting (and waiting to try again), at most
	hookWorkers = 4       // posts at once
	hookAnswer  = 4 << 10 // bytes of an answer read, at most
	hookFind    = 3 * time.Second
)

var errPrivate = errors.New("the address is in a private network")

// hooks posts rooms' turns.
type hooks struct {
	public  string // the host's public address (--public-url), or ""
	private bool   // private addresses allowed (--hooks-private)
	client  *http.Client

	mu      sync.Mutex
	queue   []*hookJob
	waiting int // jobs whose next try is waiting to be queued
	wake    chan struct{}
	done    chan struct{}
	stop    sync.Once

	sent, dropped, failed atomic.Int64
}

// hookJob is one turn's post.
type hookJob struct {
	url   string
	post  hookPost
	tries int
}

// hookPost is what a turn's post says.
type hookPost struct {
	Code string
	Seat int // from 0; said from 1, as people count seats
	Name string
	Turn uint64 // the update at which the turn began: with Code, the turn's one id
	Link string // the room's page, or "" when the host does not know its address
}

func newHooks(public string, private bool) *hooks {
	hk := &hooks{public: strings.TrimSuffix(public, "/"), private: private,
		wake: make(chan struct{}, 1), done: make(chan struct{})}
	dial := &net.Dialer{Timeout: hookTimeout, Control: hk.control}
	hk.client = &http.Client{
		Timeout: hookTimeout,
		Transport: &http.Transport{
			Proxy: nil, DialContext: dial.DialContext, // no proxy: the address connected to is the one checked
			TLSHandshakeTimeout: hookTimeout, ResponseHeaderTimeout: hookTimeout,
			MaxIdleConns: hookWorkers, IdleConnTimeout: time.Minute, MaxResponseHeaderBytes: hookAnswer,
		},
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if len(via) >= 3 || req.URL.Scheme != "http" && req.URL.Scheme != "https" {
				return errors.New("too many redirects, or not to the web")
			}
			return nil
		},
	}
	for range hookWorkers {
		go hk.work()
	}
	return hk
}

func (hk *hooks) close() {
	hk.stop.Do(func() { close(hk.done) })
}

// control refuses a connection to a private address, when they are not allowed.
func (hk *hooks) control(_, address string, _ syscall.RawConn) error {
	ap, err := netip.ParseAddrPort(address)
	if err != nil {
		return err
	}
	if !hk.private && private(ap.Addr()) {
		return errPrivate
	}
	return nil
}

// cgnat is the carriers' shared space (RFC 6598): not the open internet.
var cgnat = netip.MustParsePrefix("100.64.0.0/10")

// private reports whether a is an address a host open to anyone must not
// post to: this machine, a private network, a link's own, or no one's.
func private(a netip.Addr) bool {
	a = a.Unmap()
	return a.IsLoopback() || a.IsPrivate() || a.IsLinkLocalUnicast() || a.IsLinkLocalMulticast() ||
		a.IsUnspecified() || a.IsMulticast() || a.IsInterfaceLocalMulticast() || cgnat.Contains(a) ||
		a.Is4() && a.As4()[0] == 0
}

func badHook(format string, a ...any) error {
	return problem(proto.ErrBadHook, "the room's web address "+format, a...)
}

// check checks a room's web address when the room is made, returning it
// as it will be posted to ("" for none): an address refused makes no room.
func (hk *hooks) check(raw string) (string, error) {
	if raw == "" {
		return "", nil
	}
	if len(raw) > proto.MaxHook {
		return "", badHook("is %d bytes long; at most %d", len(raw), proto.MaxHook)
	}
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "http" && u.Scheme != "https" || u.Hostname() == "" || u.Opaque != "" {
		return "", badHook("%q is not an http or https address", echo(raw))
	}
	u.Fragment, u.RawFragment = "", ""
	ctx, cancel := context.WithTimeout(context.Background(), hookFind)
	defer cancel()
	addrs, err := net.DefaultResolver.LookupNetIP(ctx, "ip", u.Hostname())
	if err != nil || len(addrs) == 0 {
		return "", badHook("names %q, which cannot be found", echo(u.Hostname()))
	}
	for _, a := range addrs {
		if !hk.private && private(a) {
			return "", badHook("leads into a private network (%s): this host posts only to the internet", a.Unmap())
		}
	}
	return u.String(), nil
}

// personDue is the person's seat due in r, or -1: none (a computer's, no game
// going on, or a room with no web address, whose turns are not followed).
func personDue(r *room.Room) int {
	if r == nil || r.Hook == "" || r.Phase != room.Playing {
		return -1
	}
	g, err := r.Engine()
	if err != nil || g.Over() {
		return -1
	}
	if cur := g.Current(); cur >= 0 && cur < len(r.Seats) && r.Seats[cur].Level == "" {
		return cur
	}
	return -1
}

// turned queues the post for a change of r (its updates ups) when it made
// it a person's turn: before was the person due before it (personDue). A
// person who throws again keeps the turn; one whose turn comes round
// again after others played has a new one. Only the host that logged the
// change calls it, so one host posts each turn.
func (hk *hooks) turned(r *room.Room, before int, ups []room.Update) {
	now := personDue(r)
	if now < 0 {
		return
	}
	fresh := now != before
	for _, u := range ups {
		fresh = fresh || u.Seat >= 0 && u.Seat != now
	}
	if !fresh {
		return
	}
	p := hookPost{Code: r.Code, Seat: now, Name: r.Seats[now].Name, Turn: r.Seq}
	if hk.public != "" {
		p.Link = hk.public + "/?room=" + r.Code
	}
	hk.put(&hookJob{url: r.Hook, post: p})
}

// put queues j, dropping the oldest post waiting when the queue is full.
func (hk *hooks) put(j *hookJob) {
	hk.mu.Lock()
	if len(hk.queue)+hk.waiting >= hookQueue {
		if len(hk.queue) == 0 { // every place is a post waiting to try again: this one goes
			hk.mu.Unlock()
			hk.dropped.Add(1)
			return
		}
		hk.queue = hk.queue[1:]
		hk.dropped.Add(1)
	}
	hk.queue = append(hk.queue, j)
	hk.mu.Unlock()
	select {
	case hk.wake <- struct{}{}:
	default:
	}
}

// take is the next post to try, or nil.
func (hk *hooks) take() *hookJob {
	hk.mu.Lock()
	defer hk.mu.Unlock()
	if len(hk.queue) == 0 {
		return nil
	}
	j := hk.queue[0]
	hk.queue[0] = nil
	hk.queue = hk.queue[1:]
	if len(hk.queue) > 0 {
		select { // another worker takes the next
		case hk.wake <- struct{}{}:
		default:
		}
	}
	return j
}

// work tries posts until the host closes.
func (hk *hooks) work() {
	for {
		select {
		case <-hk.done:
			return
		case <-hk.wake:
		}
		for j := hk.take(); j != nil; j = hk.take() {
			hk.try(j)
		}
	}
}

// try posts j once; a failure worth trying again is queued again after
// its wait, up to the last try.
func (hk *hooks) try(j *hookJob) {
	again, err := hk.post(j)
	if err == nil {
		hk.sent.Add(1)
		return
	}
	if !again || j.tries >= len(hookWaits) {
		hk.failed.Add(1)
		complain("room %s: its web address: %v (given up after %d tries)", j.post.Code, err, j.tries+1)
		return
	}
	wait := hookWaits[j.tries]
	j.tries++
	hk.mu.Lock()
	hk.waiting++
	hk.mu.Unlock()
	time.AfterFunc(wait, func() {
		hk.mu.Lock()
		hk.waiting--
		hk.mu.Unlock()
		select {
		case <-hk.done:
		default:
			hk.put(j)
		}
	})
}

// post sends j's post once: again says whether a failure may pass (the
// receiver away or busy), not a refusal.
func (hk *hooks) post(j *hookJob) (again bool, err error) {
	p := &j.post
	body := "🎲 " + p.Name + " · " + p.Code
	if p.Link != "" {
		body += "\n" + p.Link
	}
	req, err := http.NewRequest(http.MethodPost, j.url, strings.NewReader(body))
	if err != nil {
		return false, err
	}
	hd := req.Header
	hd.Set("Content-Type", "text/plain; charset=utf-8")
	hd.Set("User-Agent", "goose-host")
	hd.Set("X-Goose-Event", "turn")
	hd.Set("X-Goose-Room", p.Code)
	hd.Set("X-Goose-Seat", strconv.Itoa(p.Seat+1))
	hd.Set("X-Goose-Name", mime.BEncoding.Encode("utf-8", p.Name)) // as it is when ASCII
	hd.Set("X-Goose-Turn", strconv.FormatUint(p.Turn, 10))
	hd.Set("Tags", "game_die") // ntfy's: a die before the message
	if p.Link != "" {
		hd.Set("X-Goose-Link", p.Link)
		hd.Set("Click", p.Link) // ntfy's: the notification opens the room
	} else {
		hd.Set("X-Goose-Link", "none") // the host was not told its address (--public-url)
	}
	resp, err := hk.client.Do(req)
	if err != nil {
		return !errors.Is(err, errPrivate), err
	}
	io.Copy(io.Discard, io.LimitReader(resp.Body, hookAnswer))
	resp.Body.Close()
	switch c := resp.StatusCode; {
	case c >= 200 && c < 300:
		return false, nil
	case c == http.StatusRequestTimeout || c == http.StatusTooManyRequests || c >= 500:
		return true, fmt.Errorf("answered %s", resp.Status)
	default:
		return false, fmt.Errorf("answered %s", resp.Status)
	}
}
