/* Shared test fixtures: the shipped Chariot and Phalanx data, loaded once, and games built on
 * them. */
#ifndef PRESTAGS_TESTS_FIXTURE_H
#define PRESTAGS_TESTS_FIXTURE_H

#include "prestags.h"

/* data/chariot, loaded on first use (aborts the test run if it does not load). */
const ps_data *fixture_data(void);
/* data/phalanx, loaded on first use. */
const ps_data *fixture_px_data(void);
/* A scenario's map and rules with no units, in its first Player-Turn (caller frees).  The
 * scenario is Chariot's or, if Chariot has none of that id, Phalanx's ("cannae"). */
ps_game *fixture_empty(const char *scenario);
/* A scenario deployed from the seed, both sides (caller frees). */
ps_game *fixture_deployed(const char *scenario, uint64_t seed);
/* Plays an action that must be legal; reports the refusal as a test failure. */
#define PLAY(g, text) CHECK_STR(fixture_play((g), (text)), "ok")
const char *fixture_play(ps_game *g, const char *text);
/* The same action: kind, task, units and hexes (unused hex and unit slots may hold anything). */
bool fixture_same_action(const ps_action *a, const ps_action *b);

#endif
