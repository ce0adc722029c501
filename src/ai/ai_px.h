/* The level players in a Phalanx game (docs/ai.md, "Phalanx").  Phalanx turns on facing: a
 * unit attacks only through its front and defends weakly on its flanks, and Type I armies
 * move only beside their commanders.  So this player picks each unit's whole move as a
 * destination and a facing together, one unit at a time, best improvement first:
 *
 *   movement    every legal (hex, facing) of every unit scored by ai_px_place_score: close
 *               on the enemy in a line, front toward him, no enemy on a flank, beside a
 *               commander in a Type I army; commanders last, among their units, out of
 *               the enemy's front
 *   allocation  the attack with the best expected worth (the engine's own odds, every die
 *               face valued), one at a time, while one is worth making
 *   fire, melee the allocated attacks; defensive fire at the best target
 *   decisions   losses by default; withdraw when the odds favour the attacker; advance
 *
 * Level 2 and 3 search the Movement Phase as for Chariot (ai_search.c's method): candidate
 * plans from varied weights, each played out on reseeded clones to the end of the enemy's
 * next Player-Turn, judged by ai_px_evaluate. */
#ifndef PRESTAGS_AI_PX_H
#define PRESTAGS_AI_PX_H

#include "ai_int.h"

struct ai_px_params {
    int w_close;   /* per hex nearer the enemy */
    int w_front;   /* the enemy ahead */
    int w_flank;   /* an enemy beside or behind (a penalty) */
    int w_line;    /* friends beside it */
    int w_command; /* beside a commander (Type I armies) */
    int min_worth; /* the least expected worth (centi-VP) of an attack it allocates */
    int noise;     /* random spread of each score, 0 none */
};

extern const struct ai_px_params ai_px_params_default;

/* True if g is a Phalanx game. */
bool ai_px_game(const ps_game *g);

/* The next action of the side to act (never during set-up: the engine's automatic set-up is
 * used).  Level 1 when st->plans <= 1, else the Movement Phase is searched. */
ps_status ai_px_choose(struct ai_state *st, ps_game *g, ai_rng *r, struct ai_scratch *s,
                       ps_action *out, long *nodes);

/* A whole Movement Phase of the side to act with the given weights (ai_px_move.c): each
 * unit's best move or turn, made on a copy of g, then "end". */
ps_status ai_px_plan_movement(ps_game *g, const struct ai_px_params *p, ai_rng *r,
                              struct ai_scratch *s, struct ai_plan *plan, long *nodes);

/* A planner of a whole phase with the given weights. */
typedef ps_status (*ai_px_planner)(ps_game *g, const struct ai_px_params *p, ai_rng *r,
                                  struct ai_scratch *s, struct ai_plan *plan, long *nodes);

/* The Allocation Phase (ai_px.c): the attack with the best expected worth, one after another
 * on a copy of g while one is worth p->min_worth, then "end". */
ps_status ai_px_plan_allocation(ps_game *g, const struct ai_px_params *p, ai_rng *r,
                                struct ai_scratch *s, struct ai_plan *plan, long *nodes);
/* The best attack to allocate now, if one is worth p->min_worth. */
bool ai_px_best_allocation(ps_game *g, const struct ai_px_params *p, ps_action *out,
                           long *nodes);

/* Level 2 and 3's Movement and Allocation Phases (ai_px_search.c): st->plans candidate plans
 * from the planner with varied weights, each played out st->playouts times on reseeded
 * clones; the best mean of ai_px_evaluate wins. */
void ai_px_search(struct ai_state *st, ps_game *g, ai_rng *r, struct ai_scratch *s,
                  ai_px_planner plan, struct ai_plan *out, long *nodes);

/* How good the position is for side, in centi-VP: VP scored less VP lost, and the units
 * still fit to fight. */
int64_t ai_px_evaluate(const ps_game *g, int side);

#endif
