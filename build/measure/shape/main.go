// Command shape prints the shape of the screens' code, the figures issue 25
// is judged by: lines, widget fields in structs, the largest struct,
// cyclomatic complexity (gocyclo's count, which the module proxy here does
// not serve) and hand-placed coordinates. Standard library only.
//
//	usage: go run ./build/measure/shape [-v] [-json] [dir | dir/... ...]
//
// The default is ./scenes/... ./ui/...: every package under them, one row
// each, _test.go files and testdata left out. Files for every GOOS are read
// (offloop_js.go beside offloop_other.go), as gocyclo reads them.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"text/tabwriter"
)

// over is the goal's bound, for functions' complexity and structs' fields.
const over = 15

// Named is a function or a struct and its figure.
type Named struct {
	Name  string `json:"name"`
	Value int    `json:"value"`
	Pos   string `json:"pos"`
}

// Package is one package's figures.
type Package struct {
	Dir            string  `json:"dir"`
	Lines          int     `json:"lines"`
	WidgetFields   int     `json:"widgetFields"`
	Largest        Named   `json:"largestStruct"`
	LargestWidgets int     `json:"largestStructWidgets"`
	Complexity     Named   `json:"highestComplexity"`
	FuncsOver      []Named `json:"funcsOver15"`
	StructsOver    []Named `json:"structsOver15"`
	CoordsLayout   int     `json:"coordsInLayout"`
	CoordsElse     int     `json:"coordsElsewhere"`
}

func main() {
	verbose := flag.Bool("v", false, "list the functions and structs over 15")
	asJSON := flag.Bool("json", false, "print JSON rather than a table")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: shape [-v] [-json] [dir | dir/... ...] (default ./scenes/... ./ui/...)")
		flag.PrintDefaults()
	}
	flag.Parse()
	args := flag.Args()
	if len(args) == 0 {
		args = []string{"./scenes/...", "./ui/..."}
	}
	var dirs []string
	for _, a := range args {
		d, err := expand(a)
		if err != nil {
			fmt.Fprintln(os.Stderr, "shape:", err)
			os.Exit(1)
		}
		dirs = append(dirs, d...)
	}
	var pkgs []Package
	for _, d := range dirs {
		p, ok, err := measureDir(d)
		if err != nil {
			fmt.Fprintln(os.Stderr, "shape:", err)
			os.Exit(1)
		}
		if ok {
			pkgs = append(pkgs, p)
		}
	}
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(pkgs); err != nil {
			fmt.Fprintln(os.Stderr, "shape:", err)
			os.Exit(1)
		}
		return
	}
	printTable(pkgs, *verbose)
}

// expand turns "dir/..." into dir and every directory under it that is not
// testdata, hidden or _-prefixed (the go tool's rule).
func expand(arg string) ([]string, error) {
	root, rec := strings.CutSuffix(arg, "/...")
	root = filepath.Clean(root)
	if _, err := os.Stat(root); err != nil {
		return nil, err
	}
	if !rec {
		return []string{root}, nil
	}
	var dirs []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		name := d.Name()
		if path != root && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
			return filepath.SkipDir
		}
		dirs = append(dirs, path)
		return nil
	})
	return dirs, err
}

// measureDir measures the non-test .go files of one directory; ok is false
// where it holds none.
func measureDir(dir string) (p Package, ok bool, err error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return p, false, err
	}
	p.Dir = dir
	fset := token.NewFileSet()
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return p, false, err
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), src, parser.SkipObjectResolution)
		if err != nil {
			return p, false, err
		}
		ok = true
		p.Lines += countLines(src)
		measureFile(fset, f, &p)
	}
	sort.Slice(p.FuncsOver, func(i, j int) bool { return p.FuncsOver[i].Value > p.FuncsOver[j].Value })
	sort.Slice(p.StructsOver, func(i, j int) bool { return p.StructsOver[i].Value > p.StructsOver[j].Value })
	return p, ok, nil
}

// countLines counts as wc -l does.
func countLines(src []byte) int {
	n := strings.Count(string(src), "\n")
	if len(src) > 0 && src[len(src)-1] != '\n' {
		n++
	}
	return n
}

func measureFile(fset *token.FileSet, f *ast.File, p *Package) {
	pkg := f.Name.Name
	// Structs: every struct type, named or not; a field per name.
	named := map[*ast.StructType]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		var name string
		var st *ast.StructType
		switch n := n.(type) {
		case *ast.TypeSpec:
			s, ok := n.Type.(*ast.StructType)
			if !ok {
				return true
			}
			name, st = n.Name.Name, s
			named[s] = true
		case *ast.StructType:
			if named[n] {
				return true // counted as its TypeSpec
			}
			name, st = "struct{...}", n
		default:
			return true
		}
		fields, widgets := countFields(st, pkg)
		p.WidgetFields += widgets
		s := Named{Name: name, Value: fields, Pos: short(fset.Position(st.Pos()))}
		if fields > p.Largest.Value {
			p.Largest, p.LargestWidgets = s, widgets
		}
		if fields > over {
			p.StructsOver = append(p.StructsOver, s)
		}
		return true // a struct type nested in a field is a struct of its own
	})
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			noteFunc(p, funcName(d), Complexity(d), short(fset.Position(d.Pos())))
			inLayout := strings.HasPrefix(strings.ToLower(d.Name.Name), "layout")
			n := countCoords(d)
			if inLayout {
				p.CoordsLayout += n
			} else {
				p.CoordsElse += n
			}
		case *ast.GenDecl:
			// gocyclo also measures a function literal given to a
			// package-level var; so do the coordinates in it count.
			for _, s := range d.Specs {
				vs, ok := s.(*ast.ValueSpec)
				if !ok {
					continue
				}
				for _, v := range vs.Values {
					if fl, ok := v.(*ast.FuncLit); ok {
						noteFunc(p, vs.Names[0].Name, Complexity(fl), short(fset.Position(fl.Pos())))
					}
				}
				p.CoordsElse += countCoords(vs)
			}
		}
	}
}

func noteFunc(p *Package, name string, c int, pos string) {
	n := Named{Name: name, Value: c, Pos: pos}
	if c > p.Complexity.Value {
		p.Complexity = n
	}
	if c > over {
		p.FuncsOver = append(p.FuncsOver, n)
	}
}

// countFields counts a struct's fields (each name one field; an embedded
// field one) and those whose type is a widget. A struct type nested in a
// field is one field here and a struct of its own.
func countFields(st *ast.StructType, pkg string) (fields, widgets int) {
	for _, f := range st.Fields.List {
		n := len(f.Names)
		if n == 0 {
			n = 1
		}
		fields += n
		if isWidget(f.Type, pkg) {
			widgets += n
		}
	}
	return fields, widgets
}

// widgetNames are ui's widget types.
var widgetNames = map[string]bool{"Button": true, "Check": true, "Field": true}

// isWidget tells whether t is ui.Button, ui.Check, ui.Field or any type of a
// package named form, or a pointer, array, slice or map value of one.
func isWidget(t ast.Expr, pkg string) bool {
	switch t := t.(type) {
	case *ast.StarExpr:
		return isWidget(t.X, pkg)
	case *ast.ArrayType:
		return isWidget(t.Elt, pkg)
	case *ast.MapType:
		return isWidget(t.Value, pkg)
	case *ast.SelectorExpr:
		x, ok := t.X.(*ast.Ident)
		if !ok {
			return false
		}
		return x.Name == "form" || x.Name == "ui" && widgetNames[t.Sel.Name]
	case *ast.Ident:
		// Inside the packages themselves the names are bare.
		return pkg == "ui" && widgetNames[t.Name] || pkg == "form" && ast.IsExported(t.Name)
	}
	return false
}

// Complexity is gocyclo's cyclomatic complexity of a function: 1, and one
// for each if, for, range, case clause but default, select clause but
// default, && and ||. Function literals inside count towards it.
func Complexity(fn ast.Node) int {
	c := 1
	ast.Inspect(fn, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.IfStmt, *ast.ForStmt, *ast.RangeStmt:
			c++
		case *ast.CaseClause:
			if n.List != nil {
				c++
			}
		case *ast.CommClause:
			if n.Comm != nil {
				c++
			}
		case *ast.BinaryExpr:
			if n.Op == token.LAND || n.Op == token.LOR {
				c++
			}
		}
		return true
	})
	return c
}

// countCoords counts the calls X.S(...) where X is named th or ends in Th
// (th.S, c.Th.S, m.C.Th.S, b.th.S): a length scaled by the theme, which is
// how a coordinate is placed by hand. The theme's own t.S is not counted.
func countCoords(n ast.Node) int {
	c := 0
	ast.Inspect(n, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "S" {
			return true
		}
		var name string
		switch x := sel.X.(type) {
		case *ast.Ident:
			name = x.Name
		case *ast.SelectorExpr:
			name = x.Sel.Name
		}
		if name == "th" || strings.HasSuffix(name, "Th") {
			c++
		}
		return true
	})
	return c
}

// funcName names a function as gocyclo does: (*T).Name or Name.
func funcName(fn *ast.FuncDecl) string {
	if fn.Recv == nil || len(fn.Recv.List) == 0 {
		return fn.Name.Name
	}
	return "(" + recvString(fn.Recv.List[0].Type) + ")." + fn.Name.Name
}

func recvString(t ast.Expr) string {
	switch t := t.(type) {
	case *ast.Ident:
		return t.Name
	case *ast.StarExpr:
		return "*" + recvString(t.X)
	case *ast.IndexExpr:
		return recvString(t.X)
	case *ast.IndexListExpr:
		return recvString(t.X)
	}
	return "?"
}

func short(p token.Position) string {
	return fmt.Sprintf("%s:%d", filepath.Base(p.Filename), p.Line)
}

func printTable(pkgs []Package, verbose bool) {
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "package\tlines\twidget fields\tlargest struct\t\thighest complexity\t\tfuncs >15\tstructs >15\tth.S( in layout\telsewhere\t")
	for _, p := range pkgs {
		largest := fmt.Sprintf("%d (%d widgets)", p.Largest.Value, p.LargestWidgets)
		fmt.Fprintf(w, "%s\t%d\t%d\t%s\t%s\t%d\t%s\t%d\t%d\t%d\t%d\t\n", p.Dir, p.Lines, p.WidgetFields,
			largest, p.Largest.Name, p.Complexity.Value, p.Complexity.Name,
			len(p.FuncsOver), len(p.StructsOver), p.CoordsLayout, p.CoordsElse)
	}
	w.Flush()
	if !verbose {
		return
	}
	for _, p := range pkgs {
		for _, f := range p.FuncsOver {
			fmt.Printf("%s: complexity %d %s %s\n", p.Dir, f.Value, f.Name, f.Pos)
		}
		for _, s := range p.StructsOver {
			fmt.Printf("%s: %d fields %s %s\n", p.Dir, s.Value, s.Name, s.Pos)
		}
	}
}
