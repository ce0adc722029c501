/* Facing [16.0]-[16.33] (optional rule PS_OPT_FACING): what movement.c, reach.c, fire.c,
 * melee.c, strength.c, chariot.c, results.c and deploy share.
 *
 * Representation (docs/rules-as-coded.md, [16.0]): hexes are pointy-topped, so a unit's six
 * hexsides face E, NE, NW, W, SW, SE (enum hex_dir).  unit.facing is the hexside its counter's
 * top points at; its front is that hexside and the two beside it (facing-1, facing, facing+1),
 * its flank the other three.  A facing is always one hexside, so a unit is never "ambiguously
 * faced" [16.13].  unit.facing is set (where a unit is placed, moves, turns, advances) and
 * read only while the option is on; without it every unit keeps the 0 it was created with. */
#ifndef PRESTAGS_CORE_PRESTAGS_FACING_H
#define PRESTAGS_CORE_PRESTAGS_FACING_H

#include <stdbool.h>

#include "movement.h"

/* An entering unit on its first map hex has no front yet: its next step is free [16.1]. */
enum { FACING_FREE = HEX_DIRS, FACING_STATES = HEX_DIRS + 1 };

static inline bool facing_used(const ps_game *g)
{
    return g->st.options >> PS_OPT_FACING & 1u;
}

/* [16.0] Is hexside dir one of the three front hexsides of a unit facing `facing`? */
static inline bool facing_front(int facing, int dir)
{
    if (facing == FACING_FREE)
        return true;
    int k = (dir - facing + HEX_DIRS) % HEX_DIRS;
    return k == 0 || k == 1 || k == HEX_DIRS - 1;
}

/* The hexside of a toward its neighbour b, or -1. */
int facing_dir(hex_id a, hex_id b);
/* "E", "NE", ... for 0..5; "?" otherwise. */
const char *facing_name(int dir);

/* [16.2] Does the unit front on its neighbour hex h (through one of its front hexsides)? */
bool facing_fronts_on(const struct unit *un, hex_id h);
/* [16.31] Does the line of fire from the unit to target leave through its front: is target
 * in the half of the plane in front of it (a line leaving exactly through the corner between
 * a front and a flank hexside counts as through the front)? */
bool facing_fire_front(const struct unit *un, hex_id target);

/* The default facing of a unit of `side` standing in h: the hexside most nearly toward the
 * enemy's deployment (the centre of the enemy force's deployment areas and entry edges);
 * ties go to the first of E, NE, NW, W, SW, SE. */
int facing_toward_enemy(const ps_game *g, int side, hex_id h);

/* [16.1], [16.11] The turns a path needs: turn[i] is 1 MP when hexes[i] lies outside the
 * front the unit has in the hex before (it first turns in place, up to 180 degrees), else 0
 * (it reorients to face the hex entered for nothing).  start is the hex it starts in, or
 * HEX_NONE for a unit entering the map: its first hex has no front to keep to, and the step
 * after it is free.  Returns the sum; *final is the facing at the end (the last step's
 * direction; FACING_FREE after a one-hex entry). */
fx facing_path(int facing, hex_id start, const hex_id *hexes, int n, fx *turn, int *final);

/* facing_place (rules.h): a unit set up or placed faces the enemy, facing_toward_enemy. */

/* The facing a unit of `side` ends with after a move that leaves it facing `final` in h. */
int facing_settle(const ps_game *g, int side, hex_id h, int final);

/* ---- facing_reach.c: legal moves with facing ---- */

/* The cheapest legal path to every (hex, facing) a mover can end in (see facing_reach.c). */
struct freach;
struct freach *freach_new(void);
void freach_free(struct freach *r);
void freach_search(const ps_game *g, const struct move_ctx *c, const struct mover *m,
                   struct freach *r);
/* Appends one move per (hex, facing) reached and one exit per exit-zone hex (as move_legal
 * does without facing) to out[n..max); returns the new count. */
int facing_moves(const ps_game *g, const struct move_ctx *c, const struct mover *m,
                 struct freach *r, const struct stack_entry *arrive, int narrive, bool exits,
                 ps_action *out, int max, int n);
/* The cheapest cost of each hex reached (for ps_game_unit_reach): hexes as CCRR. */
int freach_hexes(const struct freach *r, int *hexes, int32_t *cost, int max);

#endif
