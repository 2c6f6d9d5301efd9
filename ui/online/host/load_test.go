//go:build load && !js

package host

// The load test: `go test -tags load -run Load -v ./ui/online/host` (see
// flags below). It builds goose, runs `goose host` processes on loopback
// (one with its embedded NATS, or NATS alone and two hosts on it), and
// simulated clients playing rooms at full speed for a fixed time; then it
// prints actions a second, the time from action to its update (p50, p99),
// the processes' peak memory, and updates lost or duplicated. With
// -watchers N each room has N watchers too, whose every update must be
// the players'.

import (
	"bufio"
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"goose/engine"
	"goose/engine/room"
	"goose/ui/online/proto"
)

var (
	loadRooms   = flag.Int("rooms", 200, "rooms played at once")
	loadClients = flag.Int("clients", 4, "people (clients) in each room")
	loadFor     = flag.Duration("for", 60*time.Second, "how long to play")
	loadHosts   = flag.Int("hosts", 1, "1: one host with embedded NATS; 2: NATS alone and two hosts")
	loadThink   = flag.Duration("think", 0, "how long a client waits before acting (0: full speed)")
	loadWatch   = flag.Int("watchers", 0, "watchers in each room (proto.MaxWatchers at most), coming as the game goes on")
	loadByRoom  = flag.Bool("byroom", false, "with 2 hosts: a room's people on one host (a balancer that sends a room link to its host), not spread over both")
	loadInside  = flag.Bool("inside", false, "with 2 hosts: NATS inside the first host (goose host --nats-addr), the second on it, not NATS alone")
	loadProfile = flag.String("hostprofile", "", "write each goose process's CPU profile to FILE.N (N: 1, 2…; NATS alone: 0)")
)

// process is a goose subprocess and the first line it printed.
type process struct {
	cmd  *exec.Cmd
	line string
}

func run(t *testing.T, bin string, args ...string) *process {
	t.Helper()
	cmd := exec.Command(bin, args...)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		// Interrupted, a process writes its profile; killed if it hangs.
		cmd.Process.Signal(os.Interrupt)
		stopped := time.AfterFunc(10*time.Second, func() { cmd.Process.Kill() })
		cmd.Wait()
		stopped.Stop()
	})
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatalf("%s %v: %v", bin, args, err)
	}
	return &process{cmd: cmd, line: line}
}

// cpu is the processor time a process has used (user and system), read
// from /proc: on a shared machine, time per action says more than latency.
func (p *process) cpu() time.Duration { return cpuOf(fmt.Sprint(p.cmd.Process.Pid)) }

// cpuOf is the processor time used by the process pid ("self": this one).
func cpuOf(pid string) time.Duration {
	data, _ := os.ReadFile("/proc/" + pid + "/stat")
	s := string(data)
	if i := strings.LastIndexByte(s, ')'); i >= 0 {
		s = s[i+1:]
	}
	f := strings.Fields(s) // from the state: utime and stime are the 12th and 13th
	if len(f) < 13 {
		return 0
	}
	var ut, st int64
	fmt.Sscan(f[11], &ut)
	fmt.Sscan(f[12], &st)
	return time.Duration(ut+st) * time.Second / 100 // USER_HZ, 100 on Linux
}

// steal is the processor time the machine's host gave to other machines
// (from /proc/stat, in ticks): a virtual machine's figures drop with it.
func steal() (stolen, all int64) {
	data, _ := os.ReadFile("/proc/stat")
	f := strings.Fields(strings.SplitN(string(data), "\n", 2)[0])
	for i := 1; i < len(f); i++ {
		var n int64
		fmt.Sscan(f[i], &n)
		all += n
		if i == 8 {
			stolen = n
		}
	}
	return stolen, all
}

// loadavg is the machine's load average over 1, 5 and 15 minutes: the
// latencies mean little without it on a shared machine.
func loadavg() string {
	data, _ := os.ReadFile("/proc/loadavg")
	f := strings.Fields(string(data))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}

// peak is a process's peak resident memory in MB.
func (p *process) peak() float64 {
	data, _ := os.ReadFile(fmt.Sprintf("/proc/%d/status", p.cmd.Process.Pid))
	m := regexp.MustCompile(`VmHWM:\s+(\d+) kB`).FindSubmatch(data)
	if m == nil {
		return 0
	}
	var kb float64
	fmt.Sscan(string(m[1]), &kb)
	return kb / 1024
}

var wsURL = regexp.MustCompile(`ws://\S+/ws`)
var natsURL = regexp.MustCompile(`nats://[^\s)]+`)

func TestLoad(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "goose")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Dir = filepath.Join("..", "..", "..")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	joins := fmt.Sprint(1 << 30) // every simulated client comes from 127.0.0.1
	prof := func(n int, args ...string) []string {
		if *loadProfile == "" {
			return args
		}
		return append(args, "--cpuprofile", fmt.Sprintf("%s.%d", *loadProfile, n))
	}
	var procs []*process
	var urls []string
	if *loadHosts == 1 || *loadInside {
		data := t.TempDir()
		args := []string{"host", "--addr", "127.0.0.1:0", "--data", data, "--joins", joins, "--rooms", joins, "--conns", joins}
		if *loadHosts > 1 {
			args = append(args, "--nats-addr", "127.0.0.1:0") // for the others
		}
		p := run(t, bin, prof(1, args...)...)
		procs, urls = append(procs, p), append(urls, wsURL.FindString(p.line))
		nurl := natsURL.FindString(p.line)
		for i := 1; i < *loadHosts; i++ {
			p := run(t, bin, prof(i+1, "host", "--addr", "127.0.0.1:0", "--nats", nurl, "--nats-nkey", NATSKeyFile(data, NATSAuth{}), "--joins", joins, "--rooms", joins, "--conns", joins)...)
			procs, urls = append(procs, p), append(urls, wsURL.FindString(p.line))
		}
	} else {
		data := t.TempDir()
		ns := run(t, bin, prof(0, "host", "--nats-only", "--nats-addr", "127.0.0.1:0", "--data", data)...)
		procs = append(procs, ns)
		nurl := natsURL.FindString(ns.line)
		for i := range *loadHosts {
			p := run(t, bin, prof(i+1, "host", "--addr", "127.0.0.1:0", "--nats", nurl, "--nats-nkey", NATSKeyFile(data, NATSAuth{}), "--joins", joins, "--rooms", joins, "--conns", joins)...)
			procs, urls = append(procs, p), append(urls, wsURL.FindString(p.line))
		}
	}
	for _, p := range procs {
		t.Log(strings.TrimSpace(p.line))
	}

	var mu sync.Mutex
	var lat, seen, watched []time.Duration
	var games, actions, lost, dupes, mismatched int
	var wlost, wdupes, wmismatched, wupdates int
	errs := map[string]int{}
	end := time.Now().Add(*loadFor)
	// Games under way at the end are played out; one that cannot finish in
	// two minutes more is counted apart, not as lost.
	ctx, cancel := context.WithDeadline(context.Background(), end.Add(2*time.Minute))
	defer cancel()
	var wg sync.WaitGroup
	start := time.Now()
	load0 := loadavg()
	stolen0, all0 := steal()
	cpu0 := make([]time.Duration, len(procs))
	for i, p := range procs {
		cpu0[i] = p.cpu()
	}
	self0 := cpuOf("self")
	for i := range *loadRooms {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := 0; time.Now().Before(end); n++ {
				g, err := loadGame(ctx, urls, i+n)
				mu.Lock()
				if err != nil {
					errs[err.Error()]++
				} else {
					games++
					actions += g.actions
					lat, seen, watched = append(lat, g.lat...), append(seen, g.seen...), append(watched, g.watched...)
					lost += g.lost
					dupes += g.dupes
					if g.mismatch {
						mismatched++
					}
					wlost, wdupes, wmismatched, wupdates = wlost+g.w.lost, wdupes+g.w.dupes, wmismatched+g.w.mismatched, wupdates+g.w.updates
					for k, v := range g.errs {
						errs[k] += v
					}
				}
				mu.Unlock()
				if err != nil {
					time.Sleep(100 * time.Millisecond)
				}
			}
		}()
	}
	wg.Wait()
	took := time.Since(start)
	slices.Sort(lat)
	slices.Sort(seen)
	slices.Sort(watched)
	pct := func(lat []time.Duration, p float64) time.Duration {
		if len(lat) == 0 {
			return 0
		}
		return lat[min(len(lat)-1, int(float64(len(lat))*p))].Round(10 * time.Microsecond)
	}
	self := cpuOf("self") - self0
	load1 := loadavg()
	stolen1, all1 := steal()
	stolen := float64(stolen1-stolen0) / float64(max(1, all1-all0)) * 100
	per := func(d time.Duration) time.Duration {
		return (d / time.Duration(max(actions, 1))).Round(time.Microsecond)
	}
	var mem, each []string
	var cpu time.Duration
	for i, p := range procs {
		used := p.cpu() - cpu0[i]
		cpu += used
		name := fmt.Sprintf("host %d", i+1)
		if *loadHosts > 1 && !*loadInside {
			name = fmt.Sprintf("host %d", i)
			if i == 0 {
				name = "NATS"
			}
		}
		mem = append(mem, fmt.Sprintf("%s %.0f MB", name, p.peak()))
		each = append(each, fmt.Sprintf("%s %v", name, per(used)))
	}
	spread := ""
	if *loadHosts > 1 && *loadInside {
		spread = ", NATS inside the first"
	}
	if *loadHosts > 1 && *loadByRoom {
		spread += ", each room's people on one host"
	}
	watchers := ""
	if *loadWatch > 0 {
		watchers = fmt.Sprintf(" + %d watchers", *loadWatch)
	}
	fmt.Printf("LOAD %d host(s)%s, %d rooms × %d clients%s, think %v, %v: %d games, %d actions, %.0f actions/s; action→update at the actor p50 %v p99 %v max %v, at the other people p50 %v p99 %v max %v; peak memory %s; lost %d, duplicated %d, games unlike their replay %d; refusals %v; host CPU %v, %v an action (%s); clients' CPU %v an action; load average %s before, %s after; stolen by the machine's host %.1f%%; %d CPUs\n",
		*loadHosts, spread, *loadRooms, *loadClients, watchers, *loadThink, took.Round(time.Second), games, actions, float64(actions)/took.Seconds(),
		pct(lat, 0.5), pct(lat, 0.99), pct(lat, 1), pct(seen, 0.5), pct(seen, 0.99), pct(seen, 1), strings.Join(mem, ", "), lost, dupes, mismatched, errs,
		cpu.Round(10*time.Millisecond), per(cpu), strings.Join(each, ", "), per(self), load0, load1, stolen, runtime.NumCPU())
	if *loadWatch > 0 {
		fmt.Printf("WATCHERS %d a room: %d updates watched; action→update at the watchers p50 %v p99 %v max %v; at the watchers lost %d, duplicated %d, watchers' updates unlike the players' %d\n",
			*loadWatch, wupdates, pct(watched, 0.5), pct(watched, 0.99), pct(watched, 1), wlost, wdupes, wmismatched)
	}
	if lost+dupes+mismatched > 0 {
		t.Error("updates lost, duplicated, or a game unlike its replay")
	}
	if wlost+wdupes+wmismatched > 0 {
		t.Error("updates lost or duplicated at a watcher, or a watcher's updates unlike the players'")
	}
}

// result is one game's figures.
type result struct {
	actions, lost, dupes int
	mismatch             bool
	lat, seen, watched   []time.Duration // watched: from an action to its update at a watcher
	errs                 map[string]int
	w                    watchResult
}

// watchResult is what a game's watchers got: their updates, and of those
// how many were missing, came twice, or differ from the players' (a
// watcher's count, not an update's).
type watchResult struct {
	updates, lost, dupes, mismatched int
}

// loadGame plays one room from creation to the end: people spread over
// the hosts, each acting as soon as its seat is due.
func loadGame(ctx context.Context, urls []string, n int) (*result, error) {
	ps := make([]*person, *loadClients)
	tb := &table{}
	for i := range ps {
		at := n + i
		if *loadByRoom {
			at = n
		}
		p, err := dialSim(ctx, urls[at%len(urls)])
		if err != nil {
			return nil, err
		}
		defer p.ws.CloseNow()
		p.think, p.table = *loadThink, tb
		ps[i] = p
	}
	if err := ps[0].send(&proto.Request{Type: proto.Create, Name: "P0", Rules: &proto.Rules{Preset: "classic"}, Seats: make([]room.SeatSpec, len(ps))}); err != nil {
		return nil, err
	}
	if err := ps[0].waitWelcome(ctx); err != nil {
		return nil, err
	}
	code := ps[0].code
	for i, p := range ps[1:] {
		seat := -1
		if err := p.send(&proto.Request{Type: proto.Join, Code: code, Name: fmt.Sprint("P", i+1), Seat: &seat}); err != nil {
			return nil, err
		}
		if err := p.waitWelcome(ctx); err != nil {
			return nil, err
		}
	}
	for seen := func() uint64 { ps[0].mu.Lock(); defer ps[0].mu.Unlock(); return ps[0].last }; seen() < uint64(len(ps)); {
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(time.Millisecond):
		}
	}
	ws, werr := watchGame(ctx, urls, n, code, ps[0], tb)
	for _, w := range ws {
		defer w.ws.CloseNow()
	}
	if err := ps[0].send(&proto.Request{Type: proto.Start}); err != nil {
		return nil, err
	}
	if err := <-werr; err != nil {
		return nil, err
	}
	for _, p := range append(ps, ws...) {
		select {
		case <-p.done:
		case <-ctx.Done():
		}
	}
	if ctx.Err() != nil {
		var why []string
		for _, p := range ps {
			why = append(why, p.stalled())
		}
		for _, w := range ws {
			why = append(why, w.stalled())
		}
		fmt.Println("STALLED", code, strings.Join(why, "; "))
		return nil, fmt.Errorf("unfinished at the deadline")
	}
	res := &result{errs: map[string]int{}}
	var first [][]byte
	var firstEvs []room.Event
	for i, p := range ps {
		p.mu.Lock()
		if !p.over {
			res.lost++
		}
		res.lat, res.seen = append(res.lat, p.lat...), append(res.seen, p.seen...)
		for k, v := range p.errs {
			res.errs[k] += v
		}
		res.dupes += p.dupes
		ups := p.ups
		p.mu.Unlock()
		for j := 1; j < len(ups); j++ {
			if intAfter(ups[j], `"seq":`) != intAfter(ups[j-1], `"seq":`)+1 {
				res.lost++
			}
		}
		if i > 0 {
			// The first person's updates from this one's welcome on: the same
			// bytes, as the host forwards them, or, as one re-sent from the
			// log is written, the same events; which are the replay's.
			if len(ups) > len(first) || !slices.EqualFunc(ups, first[len(first)-len(ups):], bytes.Equal) {
				evs, _, err := p.events(ups)
				res.mismatch = res.mismatch || err != nil || len(evs) > len(firstEvs) || !slices.Equal(evs, firstEvs[len(firstEvs)-len(evs):])
			}
			continue
		}
		evs, rp, err := p.events(ups)
		first, firstEvs = ups, evs
		// The replay of the same seed and actions gives the same events.
		var replayed []room.Event
		if err != nil || rp == nil || rp.Play(func(_ int, evs []engine.Event) error {
			for _, e := range evs {
				replayed = append(replayed, room.Event(e))
			}
			return nil
		}) != nil || !slices.Equal(replayed, evs) {
			res.mismatch = true
			continue
		}
		res.actions += len(rp.Actions)
	}
	for _, w := range ws {
		w.mu.Lock()
		ups, over := w.ups, w.over
		res.watched = append(res.watched, w.seen...)
		res.w.dupes += w.dupes
		w.mu.Unlock()
		res.w.updates += len(ups)
		if !over || len(ups) == 0 || intAfter(ups[0], `"seq":`) != 1 {
			res.w.lost++ // the game's end, or its first update, never came
		}
		for j := 1; j < len(ups); j++ {
			if intAfter(ups[j], `"seq":`) != intAfter(ups[j-1], `"seq":`)+1 {
				res.w.lost++
			}
		}
		// A watcher gets every update from the room's first: the first
		// person's, from that person's first, are its last ones.
		if len(ups) < len(first) || !slices.EqualFunc(ups[len(ups)-len(first):], first, bytes.Equal) {
			evs, _, err := w.events(ups[len(ups)-min(len(ups), len(first)):])
			if err != nil || !slices.Equal(evs, firstEvs) {
				res.w.mismatched++
			}
		}
	}
	return res, nil
}

// watchGame has -watchers people watch room code, which p made: the first
// half before the game starts (their welcome awaited), the others as it
// goes on, one every few updates, caught up from the room's log. The
// error comes once the first half are welcomed.
func watchGame(ctx context.Context, urls []string, n int, code string, p *person, tb *table) ([]*person, <-chan error) {
	werr := make(chan error, 1)
	ws := make([]*person, *loadWatch)
	var err error
	for i := range ws {
		if ws[i], err = dialSim(ctx, urls[(n+i)%len(urls)]); err != nil {
			break
		}
		ws[i].table, ws[i].watching = tb, code
	}
	if err != nil {
		for _, w := range ws {
			if w != nil {
				w.ws.CloseNow()
			}
		}
		werr <- err
		return nil, werr
	}
	watch := func(w *person) error { return w.send(&proto.Request{Type: proto.Watch, Code: w.watching}) }
	early := len(ws) / 2
	for _, w := range ws[:early] {
		if err == nil {
			err = watch(w)
		}
	}
	for _, w := range ws[:early] {
		if err == nil {
			err = w.waitWelcome(ctx)
		}
	}
	werr <- err
	go func() {
		for i, w := range ws[early:] {
			for at := uint64(len(ws) + 4*(i+1)); ctx.Err() == nil; time.Sleep(time.Millisecond) {
				if last, over := p.lastSeq(); last >= at || over {
					break
				}
			}
			watch(w) // refused, it says so in the watcher's errors and its game is counted lost
		}
	}()
	return ws, werr
}
