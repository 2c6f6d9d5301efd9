package narrate

// The desktop's file dialogs (issue 30, #8).
func init() {
	more(Table{
		"ui.file.openBoard":    "Open a board",
		"ui.file.boards":       "Goose boards",
		"ui.file.all":          "All files",
		"ui.file.exportBoard":  "Export the board",
		"ui.file.exportEvents": "Save the game's events",
		"ui.file.failed":       "The file dialog did not open (%v): type the file's path instead.",
	})
}
