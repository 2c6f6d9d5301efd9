package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"testing"
)

const src = `package scenes

import "goose/ui"

func six(a, b int) int {
	if a > 0 && b > 0 { // if, &&
		return 1
	}
	for i := 0; i < a; i++ { // for
	}
	switch a { // two cases; default is not counted
	case 1:
	case 2, 3:
	default:
	}
	return 0
}

func (s *screen) seven(ch chan int, xs []int) {
	for range xs { // range
	}
	select { // one comm clause; default is not counted
	case <-ch:
	default:
	}
	f := func() bool { return s == nil || ch == nil && xs == nil } // the closure's || and && count here
	_ = f
	switch x := any(s).(type) { // a type switch's case counts too
	case *screen:
		_ = x
	}
	if true { // if
	}
}

var lit = func(a bool) { if a {} }

type screen struct {
	ok, back   ui.Button
	opts       [3]*ui.Check
	name       ui.Field
	th         *ui.Theme
	n          int
	inner      struct{ more []ui.Button }
}

func (s *screen) Layout() {
	th := s.th
	x := th.S(4) + s.th.S(2) + c.Th.S(1)
	_ = x
}

func (s *screen) draw() { _ = s.th.S(1) + s.t.S(9) }
`

func TestComplexityIsGocyclos(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "x.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	// gocyclo's own tests give a package-level func literal 1 + its decisions.
	want := map[string]int{"six": 6, "(*screen).seven": 7, "(*screen).Layout": 1, "lit": 2}
	got := map[string]int{}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			got[funcName(d)] = Complexity(d)
		case *ast.GenDecl:
			for _, s := range d.Specs {
				if vs, ok := s.(*ast.ValueSpec); ok {
					got[vs.Names[0].Name] = Complexity(vs.Values[0])
				}
			}
		}
	}
	for name, w := range want {
		if got[name] != w {
			t.Errorf("%s: complexity %d, gocyclo says %d", name, got[name], w)
		}
	}
}

func TestShapeOfAFile(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "x.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var p Package
	measureFile(fset, f, &p)
	// ok, back, opts, name, and inner's more (a struct of its own); th and n are not widgets.
	if p.WidgetFields != 5 {
		t.Errorf("widget fields %d, want 5", p.WidgetFields)
	}
	if p.Largest.Name != "screen" || p.Largest.Value != 7 || p.LargestWidgets != 4 {
		t.Errorf("largest %+v with %d widgets, want screen, 7 fields, 4 widgets", p.Largest, p.LargestWidgets)
	}
	if p.Complexity.Name != "(*screen).seven" || p.Complexity.Value != 7 {
		t.Errorf("highest complexity %+v, want (*screen).seven 7", p.Complexity)
	}
	if p.FuncsOver != nil {
		t.Errorf("functions over 15: %v, want none", p.FuncsOver)
	}
	if p.CoordsLayout != 3 || p.CoordsElse != 1 {
		t.Errorf("coordinates %d in Layout, %d elsewhere; want 3 and 1 (the theme's t.S is not counted)", p.CoordsLayout, p.CoordsElse)
	}
}
