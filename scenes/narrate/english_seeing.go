package narrate

// The words of seeing (issue 29): the text size and the high-contrast theme.
func init() {
	more(Table{
		"ui.textSize":      "Text size",
		"ui.percent":       "%d%%",
		"ui.theme":         "Colours",
		"ui.themeNormal":   "Printed",
		"ui.themeContrast": "High contrast",
		"ui.keys.seeing":   "Seeing, in the settings' Accessibility page: Text size makes every word 125, 150 or 200 % as large, and each screen lays itself out again (one too long for the window scrolls, by the wheel, a drag or the focus); in a browser the page's zoom makes the words larger too. High contrast draws light words on black, the main button in yellow.",
		"ui.seeingHelp":    "Larger words make every screen lay out again; a screen too long for the window scrolls. High contrast draws light words on black.",
	})
}
