package engine

// GameSeed is the seed of game i of a run of many seeded seed: output i of
// a splitmix64 stream started at seed, so runs of different seeds share no
// games (seed+i would give seeds 1 and 2 all but one game alike). goose sim
// --games and the balance meter seed their games with it.
func GameSeed(seed uint64, i int) uint64 {
	x := seed + uint64(i+1)*0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
