/* Stepping forward and back through a game record (a save file).
 *
 * Opening a record loads it (ps_game_load replays it whole), keeps every recorded action with
 * its dice, and undoes back to the start, taking the state hash of every step on the way.
 * Stepping back is an undo; stepping forward plays the recorded action again.  A die the
 * record took from the game's seeded stream comes again from the stream (it is part of the
 * state); a die that was forced is forced again: the first prefix of the recorded dice whose
 * forcing reproduces the recorded state hash is the one that was forced.  Every step forward
 * is checked against the hash of the record. */
#ifndef PRESTAGS_CLI_REPLAY_H
#define PRESTAGS_CLI_REPLAY_H

#include <stddef.h>
#include <stdint.h>

#include "prestags.h"

struct replay;

/* NULL with the reason in err ("file:line: ..." for a malformed record). */
struct replay *replay_open(const ps_data *d, const char *path, char *err, size_t len);
void replay_free(struct replay *r);

ps_game *replay_game(struct replay *r);
int replay_length(const struct replay *r); /* actions in the record */
int replay_pos(const struct replay *r);    /* actions played so far: 0 .. length */
/* The recorded state hash after step actions (0 .. length). */
uint64_t replay_hash(const struct replay *r, int step);
/* The side that played action i (who was to act before it). */
int replay_actor(const struct replay *r, int i);
const ps_action *replay_action(const struct replay *r, int i);
/* The dice action i rolled; returns how many. */
int replay_dice(const struct replay *r, int i, const int **dice);

/* One step forward (plays the next action, events in ps_game_events) or back (undo).
 * PS_ESTATE at either end; any other failure means the record does not replay, with the
 * reason in err. */
ps_status replay_forward(struct replay *r, char *err, size_t len);
ps_status replay_back(struct replay *r);
ps_status replay_goto(struct replay *r, int step, char *err, size_t len);

/* An action in the notation, followed by the codes of its units: "move 5+6 1012   (MS L2)". */
void replay_describe(const ps_game *g, const ps_action *a, char *buf, size_t len);

/* After action i of g's history: "forced dice: 6 4 (not rolled)" when any of its dice were
 * forced, else "" (issue 12 B11: a shared report shows them).  Returns the length. */
size_t replay_forced_note(const ps_game *g, int i, char *buf, size_t len);

#endif
