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
 *   decisions   losses by default; withdraw when that is worth more than fighting
 *               (ai_px_pending.c); advance
 *   concession  by a road exit when the battle is lost (ai_px_stakes.c)
 *
 * Level 2 and 3 search the Movement Phase as for Chariot (ai_search.c's method): candidate
 * plans from varied weights, each played out on reseeded clones to the end of the enemy's
 * next Player-Turn (level 3: and a whole Game-Turn on), judged by ai_px_evaluate. */
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
 * clones (with st->deep, level 3, on through a whole Game-Turn more); the best mean of
 * ai_px_evaluate wins. */
void ai_px_search(struct ai_state *st, ps_game *g, ai_rng *r, struct ai_scratch *s,
                  ai_px_planner plan, struct ai_plan *out, long *nodes);

/* How good the position is for side, in centi-VP: VP scored less VP lost, the units still
 * fit to fight, and the stakes (ai_px_stakes_value). */
int64_t ai_px_evaluate(const ps_game *g, int side);

/* What the battle is fought for, both armies (ai_px_stakes.c): read from ps_game_goals'
 * PS_GOAL_VP and ps_game_panic. */
struct ai_px_stakes {
    int turn, length, first; /* first: the side whose Player-Turn comes first */
    bool over;
    int winner;
    int need[2];        /* the least victory level that wins (1 Marginal .. 3 Decisive) */
    int level[2];       /* the level reached now, after the loss limits (0 none) */
    bool wins[2];       /* the side would win were the game to end now */
    int pv[2];          /* the army's Victory Point Value */
    int scored[2];      /* VP scored (the enemy's losses) */
    int panic_level[2]; /* the enemy VP at which the army panics, 0 none */
    bool panicked[2];
};

void ai_px_stakes_read(const ps_game *g, struct ai_px_stakes *k);
/* The stakes' part of the evaluation for side (centi-VP): a panicked army, losses in the last
 * quarter before the Panic Level, a victory the side would have now (more as the end
 * nears); a game over is +-20000. */
int64_t ai_px_stakes_value(const struct ai_px_stakes *k, int side);
/* Is the battle lost for side, so that a Tactical Concession saves the result?  Only when
 * the concession's Tactical Victory would not be enough for the enemy, the enemy has not
 * panicked and a Player-Turn of his is left, and side has panicked or is near its Panic Level
 * while the enemy leads two to one [Phalanx Tactical Concession]. */
bool ai_px_battle_lost(const struct ai_px_stakes *k, int side);
/* The same with lower thresholds (60% of the Panic Level, the enemy leading three to two):
 * the battle is going that way, and a unit is sent toward a road exit beforehand, so that it
 * can leave when the battle is lost (ai_px_move.c). */
bool ai_px_battle_failing(const struct ai_px_stakes *k, int side);

/* A decision a combat waits for (ai_px_pending.c): withdraw before a melee [Phalanx
 * Withdrawal] when that is worth more than fighting, judged by ai_px_evaluate over every face
 * of the die on copies of g; otherwise advance where allowed, or the default ("end"). */
ps_status ai_px_decide_pending(ps_game *g, struct ai_scratch *s, ps_action *out, long *nodes);

/* A legal road exit of the side to act now [Phalanx Tactical Concession], the unit worth the
 * least first; false when none can leave this phase. */
bool ai_px_concession(ps_game *g, struct ai_scratch *s, ps_action *out);

#endif
