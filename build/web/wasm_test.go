// Package web holds the tests of the browser build's scripts (wasm.sh).
package web

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The browser build compiles text/template without method calls by name
// (wasm.sh's overlay). Ebitengine's two shader templates must write the same
// shaders with it as without it, for every filter and address; and the patch
// must take: a template's call of a method fails with it.
func TestTemplatesWriteTheSameShaders(t *testing.T) {
	goBin := goCommand(t)
	ebiten := strings.TrimSpace(run(t, goBin, "list", "-m", "-f", "{{.Dir}}", "github.com/hajimehoshi/ebiten/v2"))
	sources := []string{
		filepath.Join(ebiten, "internal", "builtinshader", "shader.go"),
		filepath.Join(ebiten, "internal", "colormshader", "shader.go"),
	}
	dir := t.TempDir()
	sh := exec.Command("sh", "-c", `. build/web/wasm.sh && wasm_overlay "$1"`, "sh", dir)
	sh.Dir = "../.."
	if out, err := sh.CombinedOutput(); err != nil {
		t.Fatalf("wasm_overlay: %v\n%s", err, out)
	}
	prog := filepath.Join(dir, "shaders.go")
	if err := os.WriteFile(prog, []byte(shadersProgram), 0o644); err != nil {
		t.Fatal(err)
	}
	// "--" ends go run's list of files: the sources are the program's arguments.
	plain := run(t, goBin, append([]string{"run", prog, "--"}, sources...)...)
	patched := run(t, goBin, append([]string{"run", "-overlay", filepath.Join(dir, "overlay.json"), prog, "--"}, sources...)...)

	shaders, method, _ := strings.Cut(plain, "\nmethod: ")
	pShaders, pMethod, _ := strings.Cut(patched, "\nmethod: ")
	if strings.Count(shaders, "func Fragment") != 2*9 {
		t.Fatalf("expected 18 shaders from Ebitengine's two templates, got:\n%s", shaders)
	}
	if shaders != pShaders {
		t.Errorf("the overlay changes the shaders Ebitengine writes:\nplain:\n%s\npatched:\n%s", shaders, pShaders)
	}
	if strings.TrimSpace(method) != "called" {
		t.Errorf("without the overlay a template calls a method: %q", method)
	}
	if strings.TrimSpace(pMethod) == "called" {
		t.Error("with the overlay a template still calls a method by name: the patch did not take")
	}
}

// text/template's users in the browser build are Ebitengine's two shader
// templates, which call no method; any other would need checking first.
func TestOnlyEbitengineTemplatesInTheBrowser(t *testing.T) {
	out := browserDeps(t, `{{.ImportPath}}:{{range .Imports}} {{.}}{{end}}`)
	known := map[string]bool{
		"github.com/hajimehoshi/ebiten/v2/internal/builtinshader": true,
		"github.com/hajimehoshi/ebiten/v2/internal/colormshader":  true,
	}
	users := 0
	for _, line := range strings.Split(out, "\n") {
		pkg, imports, _ := strings.Cut(line, ":")
		for _, imp := range strings.Fields(imports) {
			if imp != "text/template" && imp != "html/template" {
				continue
			}
			users++
			if !known[pkg] {
				t.Errorf("%s uses %s in the browser build: check its templates call no method (build/web/wasm.sh)", pkg, imp)
			}
		}
	}
	if users == 0 {
		t.Log("no package uses text/template in the browser build: wasm.sh's overlay can go")
	}
}

// Only a host hashes a seat's token (engine/room's HashToken): crypto/sha256
// would bring the FIPS module's start-up into the browser (AES, SHA-3, HMAC
// and their self-tests: 48 KB of the gzip download).
func TestBrowserLinksNoCrypto(t *testing.T) {
	for _, pkg := range strings.Fields(browserDeps(t, "{{.ImportPath}}")) {
		if strings.HasPrefix(pkg, "crypto/") {
			t.Errorf("the browser build links %s", pkg)
		}
	}
}

// browserDeps is go list -deps -f format of the game for js/wasm.
func browserDeps(t *testing.T, format string) string {
	t.Helper()
	cmd := exec.Command(goCommand(t), "list", "-deps", "-f", format, "goose")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "goose/ui/app") {
		t.Fatalf("go list did not list the game:\n%s", out)
	}
	return string(out)
}

func goCommand(t *testing.T) string {
	t.Helper()
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	return goBin
}

func run(t *testing.T, name string, args ...string) string {
	t.Helper()
	out, err := exec.Command(name, args...).Output()
	if err != nil {
		msg := ""
		if ee, ok := err.(*exec.ExitError); ok {
			msg = string(ee.Stderr)
		}
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, msg)
	}
	return string(out)
}

// shadersProgram executes the templates of the Ebitengine sources named on
// its command line as their ShaderSource does (the same fields, every filter
// and address), then a template that calls a method.
const shadersProgram = `package main

import (
	"fmt"
	"os"
	"strings"
	"text/template"
)

type params struct {
	Filter, FilterNearest, FilterLinear, FilterPixelated             int
	Address, AddressUnsafe, AddressClampToZero, AddressRepeat int
}

type withMethod struct{}

func (withMethod) M() string { return "called" }

func main() {
	for _, name := range os.Args[2:] {
		src, err := os.ReadFile(name)
		if err != nil {
			panic(err)
		}
		_, text, ok := strings.Cut(string(src), "Parse(` + "`" + `")
		text, _, ok2 := strings.Cut(text, "` + "`" + `))")
		if !ok || !ok2 {
			panic(name + ": no template")
		}
		tmpl := template.Must(template.New("tmpl").Parse(text))
		for f := 0; f < 3; f++ {
			for a := 0; a < 3; a++ {
				p := params{f, 0, 1, 2, a, 0, 1, 2}
				fmt.Printf("== %s %d %d\n", name, f, a)
				if err := tmpl.Execute(os.Stdout, p); err != nil {
					panic(err)
				}
			}
		}
	}
	var b strings.Builder
	err := template.Must(template.New("m").Parse("{{.M}}")).Execute(&b, withMethod{})
	if err != nil {
		fmt.Printf("\nmethod: %v\n", err)
		return
	}
	fmt.Printf("\nmethod: %s\n", b.String())
}
`
