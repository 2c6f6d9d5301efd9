//go:build !js

package host

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/pprof"
	"strings"
	"sync"
	"syscall"

	"goose/ui/online/proto"
)

const hostUsage = `usage: goose host [flags]     the game server for playing over the network

  --addr HOST:PORT       where players connect (default 127.0.0.1:8080; port 0 picks one)
  --data DIR             the embedded NATS store (default goose-host in the user config folder)
  --nats URL             use this NATS server or cluster instead of the embedded one
  --nats-addr HOST:PORT  where the embedded NATS server listens (default 127.0.0.1, a free port;
                         with --nats-only 127.0.0.1:4222)
  --nats-only            run the embedded NATS server alone, for hosts started with --nats
  --nats-nkey FILE       the NATS key (an nkey seed file): the one the embedded server admits
                         (default DATA/nats-host.nk, made on the first start, readable by you only),
                         or with --nats the one to connect with (copy the NATS machine's to each host)
  --nats-creds FILE      with --nats: a NATS credentials file (JWT and key) to connect with; a user
                         and password or a token go in the URL (nats://USER:PASSWORD@HOST:4222)
  --nats-tls-cert FILE   the embedded server's TLS certificate (with --nats: a client certificate)
  --nats-tls-key FILE    its key
  --nats-tls-ca FILE     with --nats: the authority that signs NATS's certificate; for the
                         embedded server: hosts must show a certificate it signs
  --replicas N           copies a NATS cluster keeps of rooms and updates (default 1; 3 in a cluster of 3)
  --store-mb N           the most the rooms' updates take in NATS, in megabytes (default 4096; the
                         snapshots a quarter more); a full store refuses changes until rooms expire
  --site DIR             the web build to serve (default build/web/out, when it is built)
  --origin PATTERN       also accept pages from this origin, and requests naming it as their host
                         (repeatable; e.g. goose.example.org, a proxy's site); other names are
                         refused (DNS rebinding), addresses, localhost and this machine's name are not
  --joins N              create, join and refused resume requests a minute from one address
                         (default 30; an IPv6 address's /64 is one address)
  --rooms N              rooms one address may make an hour (default 100)
  --conns N              connections one address may hold at once (default 256)
  --trust-proxy          behind a proxy on this machine (a TLS proxy): count joins and connections
                         against the player's address it names (the last of X-Forwarded-For, or
                         X-Real-IP); a connection whose header names no address is refused
  --public-url URL       where people open this host's pages (e.g. https://goose.example.org), for
                         the link in a room's turn posts; without it the posts carry no link
  --hooks-private        let a room's web address (its turn posts) lead to this machine or a private
                         network (a host at home, for a family's own ntfy); refused by default
  --no-hooks             post to no web address: a room made with one is refused (each web host
                         otherwise takes at most 60 posts a minute from this host, 20 at once)
  --cpuprofile FILE      write a CPU profile, and FILE.heap the memory in use, when stopped (go tool pprof)

Only this machine can connect unless --addr names another interface.
`

// Main runs `goose host` until interrupted: 0 when stopped, 2 for bad
// flags, 1 when it cannot start.
func Main(args []string, stdout, stderr io.Writer) int {
	hf, err := parseHostFlags(args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprint(stdout, hostUsage)
		return 0
	}
	if err != nil {
		fmt.Fprintf(stderr, "goose host: %v\n\n%s", err, hostUsage)
		return 2
	}
	StoreBytes = hf.storeMB << 20
	cfg := &hf.cfg
	if cfg.Data == "" {
		cfg.Data = defaultData()
	}
	if err := findSite(cfg); err != nil {
		fmt.Fprintf(stderr, "goose host: %v\n", err)
		return 1
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	endProfile := func() {}
	if hf.cpuprofile != "" {
		end, err := profile(hf.cpuprofile)
		if err != nil {
			fmt.Fprintf(stderr, "goose host: --cpuprofile: %v\n", err)
			return 1
		}
		endProfile = sync.OnceFunc(end)
		defer endProfile()
	}
	if hf.only {
		return runNATS(ctx, cfg, stdout, stderr)
	}
	return runHost(ctx, cfg, endProfile, stdout, stderr)
}

// hostFlags are goose host's flags: the host's Config, and how to run it.
type hostFlags struct {
	cfg        Config
	only       bool // --nats-only
	cpuprofile string
	storeMB    int64
}

// defaultSite is where the web build is, when it is built.
var defaultSite = filepath.Join("build", "web", "out")

// parseHostFlags reads and checks the flags.
func parseHostFlags(args []string) (*hostFlags, error) {
	hf := &hostFlags{}
	cfg := &hf.cfg
	fs := flag.NewFlagSet("goose host", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&cfg.Addr, "addr", "127.0.0.1:8080", "")
	fs.StringVar(&cfg.Data, "data", "", "")
	fs.StringVar(&cfg.NATS, "nats", "", "")
	fs.StringVar(&cfg.NATSAddr, "nats-addr", "", "")
	fs.StringVar(&cfg.Site, "site", defaultSite, "")
	fs.BoolVar(&hf.only, "nats-only", false, "")
	fs.StringVar(&cfg.NATSAuth.NKey, "nats-nkey", "", "")
	fs.StringVar(&cfg.NATSAuth.Creds, "nats-creds", "", "")
	fs.StringVar(&cfg.NATSAuth.Cert, "nats-tls-cert", "", "")
	fs.StringVar(&cfg.NATSAuth.Key, "nats-tls-key", "", "")
	fs.StringVar(&cfg.NATSAuth.CA, "nats-tls-ca", "", "")
	fs.StringVar(&hf.cpuprofile, "cpuprofile", "", "")
	fs.IntVar(&cfg.JoinsPerMinute, "joins", proto.JoinRate, "")
	fs.IntVar(&cfg.Replicas, "replicas", 1, "")
	fs.IntVar(&cfg.RoomsPerHour, "rooms", RoomsPerHour, "")
	fs.IntVar(&cfg.ConnsPerAddr, "conns", ConnsPerAddr, "")
	fs.Int64Var(&hf.storeMB, "store-mb", StoreBytes>>20, "")
	fs.BoolVar(&cfg.TrustProxy, "trust-proxy", false, "")
	fs.StringVar(&cfg.Hooks.PublicURL, "public-url", "", "")
	fs.BoolVar(&cfg.Hooks.Private, "hooks-private", false, "")
	fs.BoolVar(&cfg.Hooks.Off, "no-hooks", false, "")
	fs.Func("origin", "", func(s string) error {
		for _, o := range strings.Split(s, ",") {
			if o = strings.TrimSpace(o); o != "" {
				cfg.Origins = append(cfg.Origins, o)
			}
		}
		return nil
	})
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	return hf, hf.check()
}

// check checks the flags' values, in the order they are listed.
func (hf *hostFlags) check() error {
	cfg := &hf.cfg
	if _, _, err := net.SplitHostPort(cfg.Addr); err != nil {
		return err
	}
	if cfg.NATSAddr != "" {
		if _, _, err := net.SplitHostPort(cfg.NATSAddr); err != nil {
			return err
		}
	}
	for _, b := range []bound{
		{"replicas", int64(cfg.Replicas), 1, 5},
		{"store-mb", hf.storeMB, 16, 1 << 30},
		{"joins", int64(cfg.JoinsPerMinute), 1, 0},
		{"rooms", int64(cfg.RoomsPerHour), 1, 0},
		{"conns", int64(cfg.ConnsPerAddr), 1, 0},
	} {
		if err := b.check(); err != nil {
			return err
		}
	}
	if cfg.Hooks.PublicURL != "" {
		u, err := url.Parse(cfg.Hooks.PublicURL)
		if err != nil || u.Scheme != "http" && u.Scheme != "https" || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
			return fmt.Errorf("--public-url %q: an http or https address, such as https://goose.example.org", cfg.Hooks.PublicURL)
		}
	}
	if hf.only && cfg.NATS != "" {
		return errors.New("--nats-only runs the embedded server; --nats names another")
	}
	return checkAuth(cfg.NATS != "", cfg.NATSAuth)
}

// bound is the numbers a flag may take: lo to hi, or at least lo (hi 0).
type bound struct {
	flag      string
	n, lo, hi int64
}

func (b bound) check() error {
	switch {
	case b.hi == 0 && b.n < b.lo:
		return fmt.Errorf("--%s %d: at least %d", b.flag, b.n, b.lo)
	case b.hi != 0 && (b.n < b.lo || b.n > b.hi):
		return fmt.Errorf("--%s %d: %d to %d", b.flag, b.n, b.lo, b.hi)
	}
	return nil
}

// defaultData is the embedded NATS store's folder when --data names none.
func defaultData() string {
	dir, err := os.UserConfigDir()
	if err != nil {
		dir = "."
	}
	return filepath.Join(dir, "goose", "goose-host")
}

// findSite checks the web build to serve has its page; the default folder,
// not built, serves players only.
func findSite(cfg *Config) error {
	if st, err := os.Stat(filepath.Join(cfg.Site, "index.html")); err == nil && st.Mode().IsRegular() {
		return nil
	}
	if cfg.Site != defaultSite {
		return fmt.Errorf("%s has no index.html: build the site first (make web)", cfg.Site)
	}
	cfg.Site = ""
	return nil
}

// runNATS runs the embedded NATS server alone (--nats-only) until ctx ends.
func runNATS(ctx context.Context, cfg *Config, stdout, stderr io.Writer) int {
	addr := cfg.NATSAddr
	if addr == "" {
		addr = "127.0.0.1:4222"
	}
	ns, err := StartNATS(cfg.Data, addr, cfg.NATSAuth)
	if err != nil {
		fmt.Fprintf(stderr, "goose host: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "NATS with JetStream at %s, storing in %s; hosts connect with --nats-nkey %s (Ctrl-C stops)\n",
		ns.ClientURL(), cfg.Data, NATSKeyFile(cfg.Data, cfg.NATSAuth))
	<-ctx.Done()
	ns.Shutdown()
	ns.WaitForShutdown()
	return 0
}

// runHost hosts until ctx ends; endProfile writes the profile, if any, with
// the rooms still in memory.
func runHost(ctx context.Context, cfg *Config, endProfile func(), stdout, stderr io.Writer) int {
	h, err := Start(*cfg)
	if err != nil {
		fmt.Fprintf(stderr, "goose host: %v\n", err)
		return 1
	}
	site := "no web build"
	if cfg.Site != "" {
		site = "the web build from " + cfg.Site
	}
	fmt.Fprintf(stdout, "hosting at http://%s/ (players connect to ws://%s%s; %s; NATS %s) (Ctrl-C stops)\n",
		h.Addr(), h.Addr(), proto.Path, site, h.NATSURL())
	<-ctx.Done()
	endProfile()
	h.Close()
	return 0
}

// checkAuth checks the NATS flags that go together: a client's
// credentials only with --nats, one key at a time, a certificate with its key.
func checkAuth(remote bool, a NATSAuth) error {
	switch {
	case a.Creds != "" && !remote:
		return errors.New("--nats-creds connects to --nats; the embedded server admits --nats-nkey")
	case a.Creds != "" && a.NKey != "":
		return errors.New("--nats-creds or --nats-nkey, not both")
	case (a.Cert == "") != (a.Key == ""):
		return errors.New("--nats-tls-cert and --nats-tls-key go together")
	}
	for _, f := range []string{a.Creds, a.Cert, a.Key, a.CA} {
		if f == "" {
			continue
		}
		if _, err := os.Stat(f); err != nil {
			return err
		}
	}
	if remote && a.NKey != "" {
		if _, err := os.Stat(a.NKey); err != nil {
			return err
		}
	}
	return nil
}

// profile starts a CPU profile written to file; end stops and writes it.
func profile(file string) (end func(), err error) {
	f, err := os.Create(file)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
		if h, err := os.Create(file + ".heap"); err == nil {
			pprof.Lookup("heap").WriteTo(h, 0)
			h.Close()
		}
	}, nil
}
