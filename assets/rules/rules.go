// Package rules holds the rule sets Goose ships, one rules file each (RULES
// §7.3, §8): every preset is such a file, as a player's own board is.
package rules

import "embed"

// Files holds NAME.json for every preset, and the JSON Schema of the format.
//
//go:embed *.json
var Files embed.FS
