/* The tables a rule system makes from a scenario's map (Chariot: the movement search's
 * struct move_tables), made by the first game of the scenario that needs them and then shared,
 * read only, by every later game made from the same loaded data: each new random game of a
 * bench or a soak would otherwise make them again.  The data and each game made from it hold
 * a count on the holder, so it outlives whichever is freed last; a slot's block is held by
 * the holder and by every game reading it (core/shared_block.h).  Counts and slots are
 * atomic: games of one data may be made, played and freed on several threads. */
#ifndef PRESTAGS_CORE_SCENARIO_TABLES_H
#define PRESTAGS_CORE_SCENARIO_TABLES_H

#include "shared_block.h"

struct scenario_tables;

/* A holder with every slot empty, held by its maker; NULL when out of memory. */
struct scenario_tables *scenario_tables_new(void);
void scenario_tables_hold(struct scenario_tables *t);
/* The last release lets go of every slot's block and frees the holder.  NULL: nothing. */
void scenario_tables_release(struct scenario_tables *t);
/* Slot si's block, held for the caller; NULL when it is empty (or t is NULL). */
struct shared_block *scenario_tables_take(struct scenario_tables *t, int si);
/* Puts b, held by the caller, in slot si if it is still empty; returns the block the slot
 * holds then, held for the caller: b, or the one another game put there first (b is let go).
 * With no holder (t NULL), b. */
struct shared_block *scenario_tables_offer(struct scenario_tables *t, int si,
                                           struct shared_block *b);

#endif
