//go:build !js

package host

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
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
  --cpuprofile FILE      write a CPU profile, and FILE.heap the memory in use, when stopped (go tool pprof)

Only this machine can connect unless --addr names another interface.
`

// Main runs `goose host` until interrupted: 0 when stopped, 2 for bad
// flags, 1 when it cannot start.
func Main(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("goose host", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var cfg Config
	fs.StringVar(&cfg.Addr, "addr", "127.0.0.1:8080", "")
	fs.StringVar(&cfg.Data, "data", "", "")
	fs.StringVar(&cfg.NATS, "nats", "", "")
	fs.StringVar(&cfg.NATSAddr, "nats-addr", "", "")
	fs.StringVar(&cfg.Site, "site", filepath.Join("build", "web", "out"), "")
	only := fs.Bool("nats-only", false, "")
	fs.StringVar(&cfg.NATSAuth.NKey, "nats-nkey", "", "")
	fs.StringVar(&cfg.NATSAuth.Creds, "nats-creds", "", "")
	fs.StringVar(&cfg.NATSAuth.Cert, "nats-tls-cert", "", "")
	fs.StringVar(&cfg.NATSAuth.Key, "nats-tls-key", "", "")
	fs.StringVar(&cfg.NATSAuth.CA, "nats-tls-ca", "", "")
	cpuprofile := fs.String("cpuprofile", "", "")
	fs.IntVar(&cfg.JoinsPerMinute, "joins", proto.JoinRate, "")
	fs.IntVar(&cfg.Replicas, "replicas", 1, "")
	fs.IntVar(&cfg.RoomsPerHour, "rooms", RoomsPerHour, "")
	fs.IntVar(&cfg.ConnsPerAddr, "conns", ConnsPerAddr, "")
	storeMB := fs.Int64("store-mb", StoreBytes>>20, "")
	fs.BoolVar(&cfg.TrustProxy, "trust-proxy", false, "")
	fs.Func("origin", "", func(s string) error {
		for _, o := range strings.Split(s, ",") {
			if o = strings.TrimSpace(o); o != "" {
				cfg.Origins = append(cfg.Origins, o)
			}
		}
		return nil
	})
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprint(stdout, hostUsage)
		return 0
	}
	if err == nil && fs.NArg() > 0 {
		err = fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if err == nil {
		_, _, err = net.SplitHostPort(cfg.Addr)
	}
	if err == nil && cfg.NATSAddr != "" {
		_, _, err = net.SplitHostPort(cfg.NATSAddr)
	}
	if err == nil && (cfg.Replicas < 1 || cfg.Replicas > 5) {
		err = fmt.Errorf("--replicas %d: 1 to 5", cfg.Replicas)
	}
	if err == nil && (*storeMB < 16 || *storeMB > 1<<30) {
		err = fmt.Errorf("--store-mb %d: 16 to %d", *storeMB, 1<<30)
	}
	if err == nil && cfg.JoinsPerMinute < 1 {
		err = fmt.Errorf("--joins %d: at least 1", cfg.JoinsPerMinute)
	}
	if err == nil && cfg.RoomsPerHour < 1 {
		err = fmt.Errorf("--rooms %d: at least 1", cfg.RoomsPerHour)
	}
	if err == nil && cfg.ConnsPerAddr < 1 {
		err = fmt.Errorf("--conns %d: at least 1", cfg.ConnsPerAddr)
	}
	if err == nil && *only && cfg.NATS != "" {
		err = errors.New("--nats-only runs the embedded server; --nats names another")
	}
	if err == nil {
		err = checkAuth(cfg.NATS != "", cfg.NATSAuth)
	}
	if err != nil {
		fmt.Fprintf(stderr, "goose host: %v\n\n%s", err, hostUsage)
		return 2
	}
	StoreBytes = *storeMB << 20
	if cfg.Data == "" {
		dir, err := os.UserConfigDir()
		if err != nil {
			dir = "."
		}
		cfg.Data = filepath.Join(dir, "goose", "goose-host")
	}
	if st, err := os.Stat(filepath.Join(cfg.Site, "index.html")); err != nil || !st.Mode().IsRegular() {
		if cfg.Site != filepath.Join("build", "web", "out") {
			fmt.Fprintf(stderr, "goose host: %s has no index.html: build the site first (make web)\n", cfg.Site)
			return 1
		}
		cfg.Site = "" // the default folder is not built: serve players only
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	endProfile := func() {}
	if *cpuprofile != "" {
		end, err := profile(*cpuprofile)
		if err != nil {
			fmt.Fprintf(stderr, "goose host: --cpuprofile: %v\n", err)
			return 1
		}
		endProfile = sync.OnceFunc(end)
		defer endProfile()
	}
	if *only {
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
	h, err := Start(cfg)
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
	endProfile() // with the rooms still in memory
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
