package narrate

// The words of seeing (issue 29): the text size and the high-contrast theme.
func init() {
	more(Table{
		"ui.textSize":      "Text size",
		"ui.percent":       "%d%%",
		"ui.theme":         "Colours",
		"ui.themeNormal":   "Printed",
		"ui.themeContrast": "High contrast",
		"ui.seeingHelp":    "Larger words make every screen lay out again; a screen too long for the window scrolls. High contrast draws light words on black.",
	})
}
