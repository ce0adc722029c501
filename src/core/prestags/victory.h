/* Victory [11.0] measured from a position: each condition of each side with the value it was
 * judged on, who wins and at what level.  Shared by the evaluation (victory.c), the report
 * (victory_report.c) and the Tactical Concession (concession.c).
 *
 * Counting [11.25]: a unit counts when it is not Class D or E (and not a Chariot where the
 * condition says non-Chariot).  Lost: eliminated, or fled off the map in panic [13.0]
 * (UF_FLED).  Exited: left the map [11.4] and did not flee; it counts for an exit condition
 * when the hex it left from (exit_hex) lies in the condition's zone. */
#ifndef PRESTAGS_CORE_PRESTAGS_VICTORY_H
#define PRESTAGS_CORE_PRESTAGS_VICTORY_H

#include <stdbool.h>

#include "core/game.h"

/* [11.2] levels, as in ps_status_info.level. */
enum victory_level { LEVEL_NONE, LEVEL_MARGINAL, LEVEL_SUBSTANTIVE, LEVEL_DECISIVE };

struct cond_result {
    bool held;
    int value;     /* KEEP_OUT: counted enemy units in the region; ELIMINATE, DESTROY: enemy
                    * units lost; EXIT: units exited through the zone; PREVENT: 1 if the
                    * enemy's conditions hold */
    int own;       /* ELIMINATE, DESTROY: own units lost */
    int need;      /* ELIMINATE: ratio x own units lost */
    int elsewhere; /* EXIT: counted units that left the map outside the zone */
};

struct victory_outcome {
    struct cond_result cond[2][SIDE_MAX_CONDS];
    bool held[2];     /* all of the side's conditions hold */
    int lost[2];      /* units lost per [11.25] (no condition's non-Chariot filter) */
    int vp_level[2];  /* the level each side's Victory Points alone would give [11.2] */
    int conceded;     /* the side that conceded [15.0], or -1 */
    int winner;       /* -1: draw */
    int level;        /* enum victory_level; LEVEL_NONE for a draw */
};

/* The level a ratio of Victory Points gives [11.21]-[11.23], integers only. */
int victory_vp_level(int own, int enemy);
/* Who controls a hex [11.3]: the occupant, else the last occupant, else -1. */
int victory_controller(const ps_game *g, hex_id h);
/* True if the side has no unit on the map and none still to deploy or enter. */
bool victory_side_gone(const ps_game *g, int side);
/* Measures every condition and decides the winner and level as if the game ended now. */
void victory_measure(const ps_game *g, struct victory_outcome *o);

#endif
