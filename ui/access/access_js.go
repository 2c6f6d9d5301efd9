//go:build js

package access

import (
	"strconv"
	"syscall/js"

	"goose/ui/form"
)

// dom is the mirror's elements, made on first use.
type dom struct {
	root, title, list, log, alert js.Value
	onClick                       js.Func
}

var page *dom

// hide is the usual "visually hidden" style: off the picture, still in the
// accessibility tree (display:none would take it out).
const hide = "position:absolute;left:0;top:0;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap;"

func elements() *dom {
	if page != nil {
		return page
	}
	doc := js.Global().Get("document")
	d := &dom{}
	mk := func(tag, id string) js.Value {
		e := doc.Call("createElement", tag)
		e.Set("id", id)
		return e
	}
	d.root = mk("div", "goose-access")
	d.root.Get("style").Set("cssText", hide)
	d.title = mk("h1", "goose-screen")
	d.list = mk("div", "goose-controls")
	d.list.Call("setAttribute", "role", "group")
	d.log = mk("div", "goose-log")
	d.log.Call("setAttribute", "role", "log")
	d.log.Call("setAttribute", "aria-live", "polite")
	d.alert = mk("div", "goose-alert")
	d.alert.Call("setAttribute", "role", "alert")
	for _, e := range []js.Value{d.title, d.list, d.log, d.alert} {
		d.root.Call("appendChild", e)
	}
	doc.Get("body").Call("appendChild", d.root)
	d.onClick = js.FuncOf(func(this js.Value, args []js.Value) any {
		if i, err := strconv.Atoi(this.Get("dataset").Get("i").String()); err == nil {
			Activate(i)
		}
		return nil
	})
	page = d
	return d
}

func show(m *mirror) {
	d := elements()
	d.title.Set("textContent", m.screen)
	d.list.Call("setAttribute", "aria-label", m.screen)
	d.list.Set("textContent", "")
	doc := js.Global().Get("document")
	canvas := doc.Call("querySelector", "canvas")
	dpr := pixelsPerCSS(canvas)
	active := ""
	for i, c := range m.controls {
		e := element(doc, c)
		id := "goose-c" + strconv.Itoa(i)
		e.Set("id", id)
		e.Get("dataset").Set("i", i)
		// Where it is drawn, in the page's pixels: a test (or a tool) can
		// point at a control it found by its name, as a hand would.
		ds, r := e.Get("dataset"), c.Rect
		ds.Set("x", float64(r.Min.X)/dpr)
		ds.Set("y", float64(r.Min.Y)/dpr)
		ds.Set("w", float64(r.Dx())/dpr)
		ds.Set("h", float64(r.Dy())/dpr)
		if focusable(c.Role) {
			e.Call("addEventListener", "click", d.onClick)
		}
		if c.Focused {
			active = id
			e.Call("setAttribute", "data-focused", "true")
		}
		d.list.Call("appendChild", e)
	}
	if canvas.Truthy() {
		canvas.Call("setAttribute", "role", "application")
		canvas.Call("setAttribute", "aria-label", m.screen)
		canvas.Call("setAttribute", "aria-owns", "goose-controls")
		if active != "" {
			canvas.Call("setAttribute", "aria-activedescendant", active)
		} else {
			canvas.Call("removeAttribute", "aria-activedescendant")
		}
	}
}

// pixelsPerCSS is the canvas's pixels to a page pixel: the device pixel
// ratio as Ebitengine read it at the start, which a zoom since has not
// changed (the page's ratio has), or the page's ratio with no canvas.
func pixelsPerCSS(canvas js.Value) float64 {
	if canvas.Truthy() {
		if w := canvas.Get("clientWidth").Float(); w > 0 {
			return canvas.Get("width").Float() / w
		}
	}
	if dpr := js.Global().Get("devicePixelRatio").Float(); dpr > 0 {
		return dpr
	}
	return 1
}

// element is a control's mirror: the element a screen reader knows for its role.
func element(doc js.Value, c form.Info) js.Value {
	var e js.Value
	switch c.Role {
	case form.RoleHeading:
		e = doc.Call("createElement", "h2")
	case form.RoleText:
		e = doc.Call("createElement", "p")
	case form.RoleField:
		e = doc.Call("createElement", "input")
		e.Set("type", "text")
		e.Set("value", c.Value)
		e.Call("setAttribute", "aria-label", c.Label)
		e.Set("tabIndex", -1)
		return e
	default:
		e = doc.Call("createElement", "button")
		e.Set("tabIndex", -1) // the canvas keeps the keys; the focus is its active descendant
		if r := c.Role.String(); r != "button" {
			e.Call("setAttribute", "role", r)
		}
		switch c.Role {
		case form.RoleCheck, form.RoleOption:
			e.Call("setAttribute", "aria-checked", strconv.FormatBool(c.Selected))
		case form.RoleTab:
			e.Call("setAttribute", "aria-selected", strconv.FormatBool(c.Selected))
		default:
			if c.Selected {
				e.Call("setAttribute", "aria-pressed", "true")
			}
		}
		if !c.Enabled {
			e.Call("setAttribute", "aria-disabled", "true")
		}
	}
	e.Set("textContent", c.Label)
	return e
}

func focusable(r form.Role) bool { return r != form.RoleText && r != form.RoleHeading }

func say(line string, urgent bool) {
	d := elements()
	if urgent {
		d.alert.Set("textContent", line)
		return
	}
	p := js.Global().Get("document").Call("createElement", "p")
	p.Set("textContent", line)
	d.log.Call("appendChild", p)
	for d.log.Get("childElementCount").Int() > maxLog {
		d.log.Call("removeChild", d.log.Get("firstElementChild"))
	}
}
