/* The computer players' shared internals: the map as the players see it (ai_map.c), a
 * position read through the public API (ai_view.c), what combat results are worth and which
 * attacks to make (ai_combat.c), movement plans (ai_move.c), set-up (ai_deploy.c) and the
 * static evaluation (ai_eval.c).  Everything is read through include/prestags.h only.
 *
 * Invariants: scores are integers in hundredths of a Victory Point ("centi-VP"), so a seed
 * reproduces a game on any machine; nothing here reads the clock; a player's searches run on
 * clones reseeded from the player's own stream, never on the game it plays. */
#ifndef PRESTAGS_AI_INT_H
#define PRESTAGS_AI_INT_H

#include <stdbool.h>
#include <stdint.h>

#include "ai.h"

/* A copy of g to search on, quiet (ps_game_set_quiet): no player reads the events of what it
 * tries, so their text is never formatted.  NULL when out of memory. */
static inline ps_game *ai_clone(const ps_game *g)
{
    ps_game *c = ps_game_clone(g);
    if (c)
        ps_game_set_quiet(c, true);
    return c;
}

/* Hexes are indexed by (row - 1) * AI_COLS + (col - 1), the printed CCRR's row and column. */
enum { AI_COLS = 48, AI_HEXES = 48 * 48, AI_UNITS = 320, AI_FAR = 1 << 24, AI_FX = 256 };

static inline int ai_hex(int ccrr)
{
    return (ccrr % 100 - 1) * AI_COLS + (ccrr / 100 - 1);
}

static inline int ai_ccrr(int h)
{
    return (h % AI_COLS + 1) * 100 + h / AI_COLS + 1;
}

/* ---- the map, fixed for a scenario (ai_map.c) ---- */

struct ai_map {
    char scenario[32];
    int nhex;
    int16_t list[AI_HEXES];        /* hexes that exist */
    bool exists[AI_HEXES];
    int16_t nb[AI_HEXES][6];       /* neighbour or -1 */
    int16_t cost[AI_HEXES][6];     /* MP (fixed point) to enter nb[h][d] from h, -1 never */
    int16_t entry_cost[AI_HEXES];  /* MP to enter h from off the map, -1 never */
    /* Every cost above 0 is a multiple of cost_step, and at most cost_max (both 0: none is). */
    int32_t cost_step, cost_max;
    ps_hex_combat comb[AI_HEXES];
    bool edge[AI_HEXES];           /* a neighbour is off the map */
    ps_crt crt;
    /* Faces of the die giving each result, by +1 [8.2] and column: ai_crt_faces. */
    uint8_t crt_faces[2][PS_CRT_MAX_COLS][PS_RESULT_COUNT];
    int stacking[2];
    int ngoals[2];
    ps_goal goal[2][PS_GOAL_MAX];
    uint8_t objective[AI_HEXES];   /* bit s: side s must control the hex */
    uint8_t region[2][AI_HEXES];   /* side s keeps the enemy out of these hexes */
    uint8_t exitz[2][AI_HEXES];    /* side s's units count when leaving from here */
    bool keeps_out[2], exits[2], controls[2], destroys[2];
    /* MP (fixed point) from each hex to where side s's conditions are decided: the hexes to
     * control (its own or the enemy's), its exit zone, the region it must enter or guard.
     * AI_FAR where the scenario gives no such place (a battle of destruction). */
    int32_t dgoal[2][AI_HEXES];
    bool has_place[2];
    int8_t cube_x[AI_HEXES], cube_z[AI_HEXES]; /* for distances without a call */
    /* The hexes within two of each hex (the hex itself first), with their distance. */
    uint8_t nnear[AI_HEXES];
    int16_t near[AI_HEXES][19];
    uint8_t near_dist[AI_HEXES][19];
    /* MP from every hex to one hex, made when first asked (ai_map_distance_from): the
     * terrain never changes during a battle, so each is computed once per player. */
    int32_t *from[AI_HEXES];
};

/* Adds s to to[x] for every hex x of the map within r hexes of h. */
void ai_map_add_within(const struct ai_map *m, int h, int r, int32_t s, int32_t *to);

/* Hexes between two hexes of the map. */
static inline int ai_dist(const struct ai_map *m, int a, int b)
{
    int dx = m->cube_x[a] - m->cube_x[b], dz = m->cube_z[a] - m->cube_z[b], dy = -dx - dz;
    if (dx < 0)
        dx = -dx;
    if (dy < 0)
        dy = -dy;
    if (dz < 0)
        dz = -dz;
    return (dx + dy + dz) / 2;
}

/* Returns the map of g's scenario, rebuilding *cache when it is for another one.  NULL only
 * when out of memory. */
const struct ai_map *ai_map_get(struct ai_map **cache, const ps_game *g);
/* Releases a map made by ai_map_get. */
void ai_map_free(struct ai_map *m);
/* Multi-source cheapest MP to reach any of the sources from each hex (fixed point). */
void ai_map_distance(const struct ai_map *m, const int16_t *src, int nsrc, int32_t *dist);
/* For a few sources, the single-source fields kept in the map, one for each source on the map,
 * into fields (at most nsrc): the least of them at a hex is exactly what the search above
 * finds, and the planner asks for the same hexes again and again.  Returns how many, or -1
 * out of memory.  The map is const to its readers; its field cache is not. */
int ai_map_fields(const struct ai_map *m, const int16_t *src, int nsrc, const int32_t **fields);

/* ---- a position (ai_view.c) ---- */

struct ai_view {
    const struct ai_map *map;
    ps_status_info st;
    int side;                     /* the side the view judges for */
    int nunits;
    ps_unit_more u[AI_UNITS];
    int32_t value[AI_UNITS];      /* centi-VP the unit is worth to its side */
    int16_t head[AI_HEXES];       /* first unit in a hex, -1 empty */
    int16_t next[AI_UNITS];
    int8_t occ[AI_HEXES];         /* side in the hex, or -1 */
    int8_t control[AI_HEXES];     /* [11.3] for objective hexes only, else -1 */
    int alive[2];                 /* counted units on the map or still to come */
    int lost[2];                  /* counted units lost */
    int count_bonus[2];           /* extra worth of a counted unit of side s (unit-count goals) */
};

void ai_view_build(struct ai_view *v, const struct ai_map *m, ps_game *g, int side);
/* The defence of a hex's units in melee, estimated (the odds functions give the real one). */
int32_t ai_hex_defence(const struct ai_view *v, int h);
/* Units of a hex that count for stacking, and the melee attack strength of side's ready units
 * that could attack from it (fixed point). */
int ai_hex_count(const struct ai_view *v, int h);
/* True if the unit may take part in a melee attack in its side's next Melee Phase. */
bool ai_can_melee(const struct ai_view *v, int u);

/* What the enemy of `side` can do to each hex in its next Player-Turn, and what side can do
 * now: strengths in fixed point. */
struct ai_threat {
    int side;
    int32_t enemy_melee[AI_HEXES]; /* melee strength that can reach a hex next to h */
    int32_t enemy_fire[AI_HEXES];  /* fire strength that can reach range of h */
    int32_t enemy_dfire[AI_HEXES]; /* Defensive Fire now against a unit moving into h [6.42] */
    int32_t own_melee[AI_HEXES];   /* side's melee strength that can reach a hex next to h */
    int32_t enemy_near[AI_HEXES];  /* MP (fixed point) to the nearest hex next to an enemy */
};

void ai_threat_build(struct ai_threat *t, const struct ai_view *v, ps_game *g,
                     bool own_reach);

/* ---- the Combat Results Table as estimates (ai_combat.c) ---- */

/* The column index the strengths reach, or -1 below the table [7.32], [8.1]. */
int ai_crt_column(const ps_crt *crt, int32_t att, int32_t def);
/* The map's table of the faces giving each result at that column, with +1 or not [8.2]. */
void ai_crt_faces_build(struct ai_map *m);
static inline const uint8_t *ai_crt_faces(const struct ai_map *m, int column, bool plus)
{
    return m->crt_faces[plus][column];
}

/* What a result on hex h is worth to the attacker (centi-VP): units eliminated, disrupted,
 * leaders reduced [8.1], [8.22], [10.3].  dis: worth of disrupting a unit, in percent of its
 * value. */
int32_t ai_result_value(const struct ai_view *v, int h, int result, bool fire, int dis);
/* True if the result leaves no unit of the stack in its hex. */
bool ai_result_clears(const struct ai_view *v, const int16_t *units, int n, int result,
                      bool fire);
/* What emptying objective hex h is worth to either side now (0 for another hex) [11.3]. */
int32_t ai_objective_worth(const struct ai_view *v, int h);
/* The same for a list of units standing together (a stack that is only planned). */
int32_t ai_stack_result_value(const struct ai_view *v, const int16_t *units, int n, int result,
                              bool fire, int dis);
/* The expected worth of an attack with these odds (the sum over the die's faces). */
int32_t ai_odds_value(const struct ai_view *v, const ps_odds *o, int dis);
/* The expected loss of the units in h if attacked at strength att (estimate, centi-VP). */
int32_t ai_exposure(const struct ai_view *v, int h, int32_t att, int32_t def, bool disrupted,
                    int dis);

/* ---- tuning of one player (level, style) ---- */

struct ai_params {
    int w_goal;       /* percent on the goal terms */
    int w_safety;     /* percent on exposure */
    int w_attack;     /* percent on attack values in movement */
    int noise;        /* centi-VP of random noise on move scores (0 for level 1) */
    int skip_target;  /* percent chance to drop an attack target (plan diversity) */
    bool work_out_all; /* every risk worked out when asked, none kept (the check that the kept
                        * figures change no plan: tests/test_ai_memo.c) */
};

extern const struct ai_params ai_params_default;

/* ---- decisions (ai_combat.c, ai_move.c, ai_deploy.c) ---- */

struct ai_scratch {
    ps_action *buf;
    int max;
};

/* The best fire or melee attack now, or "end" (PS_ACT_END) when none is worth it. */
ps_status ai_choose_attack(ps_game *g, const struct ai_map *m, ai_rng *r, struct ai_scratch *s,
                           ps_action *out, long *nodes);
/* A pending combat decision: which units to lose [8.1], whether to advance [8.4]. */
ps_status ai_choose_pending(ps_game *g, const struct ai_map *m, struct ai_scratch *s,
                            ps_action *out, long *nodes);

enum { AI_PLAN_MAX = 600 };

/* A whole Chariot or Movement Phase: the actions in order, "end" last. */
struct ai_plan {
    int n;
    ps_action act[AI_PLAN_MAX];
};

/* A set-up action for the deploying side ("deploy U HEX", or "end" when none is left). */
ps_status ai_choose_deploy(ps_game *g, const struct ai_map *m, struct ai_scratch *s,
                           ps_action *out, long *nodes);

/* Plans the phase for the side to act (the phase must be Chariot or Movement). */
void ai_plan_movement(ps_game *g, const struct ai_map *m, const struct ai_params *p,
                      ai_rng *r, struct ai_scratch *s, struct ai_plan *out, long *nodes);
/* The same in two steps, for many plans of one phase: what they all start from (ai_prep.c),
 * then each plan.  The preparation keeps a pointer to g, which must not change meanwhile. */
struct ai_prep;
struct ai_prep *ai_prep_new(ps_game *g, const struct ai_map *m, struct ai_scratch *s,
                            long *nodes);
void ai_prep_free(struct ai_prep *pp);
struct dests;
/* Unit u's legal destinations and their paths' costs (start: its hex, -1 off the map;
 * ai_prep.c). */
void ai_read_dests(ps_game *g, int u, int start, struct ai_scratch *s, long *nodes,
                   struct dests *out);
void ai_plan_prepared(const struct ai_prep *pp, const struct ai_params *p, ai_rng *r,
                      struct ai_scratch *s, struct ai_plan *out, long *nodes);
/* Simultaneous sequence [19.0]-[21.1]: the fire and melee tasks of a plot (ai_plot.c):
 * writes up to max "plot" actions and marks their units in fixed[]; returns how many. */
int ai_plot_combat(const struct ai_prep *pp, struct ai_scratch *s, ps_action *out, int max,
                   bool *fixed, long *nodes);

/* ---- evaluation (ai_eval.c) ---- */

/* How good the position is for side (centi-VP; a won game is worth AI_WIN). */
enum { AI_WIN = 1000000 };
int32_t ai_evaluate(ps_game *g, const struct ai_map *m, int side);

/* ---- the level-1 decision, shared by the search (level1.c) ---- */

struct ai_state {
    struct ai_map *map;
    struct ai_plan plan;      /* the phase being played */
    int plan_pos;
    uint64_t plan_hash;       /* the game's hash after the plan's last action played */
    struct ai_params params;
    int playouts;             /* level 2: rollouts per movement decision (0: level 1) */
    int plans;                /* level 2: candidate plans */
    /* Chariot level 3, successive halving: `wide` candidates (in place of `plans`), `first`
     * playouts for every one, then `more` for each of the `keep` best (all 0, as for level 2:
     * each of `plans` candidates gets `playouts`). */
    int wide, first, keep, more;
    bool deep;                /* level 3: playouts go on through its own next Player-Turn and
                               * the enemy's after it */
    /* What the last search spent: its distinct candidates and the playouts they were given
     * (read by the tests). */
    int searched_plans, searched_playouts;
};

/* Plays the rest of the game from g with level-1 play on both sides (roll's memory) until
 * `side`'s next Player-Turn begins or the game ends (ai_search.c). */
void ai_playout(ps_game *g, struct ai_state *roll, int side, ai_rng *r, struct ai_scratch *s,
                long *nodes);

/* A playout's worth for side (ai_search.c): ai_playout, then the position judged (by
 * ai_evaluate with m, or in a Phalanx game by ai_px_evaluate, m unused); with roll->deep
 * (level 3) one more playout, through side's own next Player-Turn and the enemy's after it,
 * judged again, the two added. */
int64_t ai_playout_judged(ps_game *g, struct ai_state *roll, int side, ai_rng *r,
                          const struct ai_map *m, struct ai_scratch *s, long *nodes);

/* The level players' choice in g for the side to act (a plan is kept in st between calls). */
ps_status ai_level1_choose(struct ai_state *st, ps_game *g, ai_rng *r, struct ai_scratch *s,
                           ps_action *out, long *nodes);

/* ---- the search of levels 2 and 3 (ai_search.c) ---- */

enum {
    AI_LEVEL2_PLANS = 8, AI_LEVEL2_PLAYOUTS = 2,
    AI_LEVEL3_PLANS = 16, AI_LEVEL3_PLAYOUTS = 4,
    /* Chariot level 3: its 32 candidates get 2 playouts each, the 8 best 4 more each (96
     * playouts, the final choice on 6), every playout on through level 3's own next
     * Player-Turn and the enemy's after it.  Phalanx level 3 keeps 16 x 4 (ai_px_search.c),
     * its playouts as deep. */
    AI_LEVEL3_WIDE = 32, AI_LEVEL3_FIRST = 2, AI_LEVEL3_KEEP = 8, AI_LEVEL3_MORE = 4,
    AI_LEVEL3_DEEP = 1,
};

/* What a search spends: `candidates` plans, each judged on `first` playouts; with keep and
 * more (level 3's successive halving) the `keep` best then on `more` playouts each. */
struct ai_search_budget {
    int candidates, first, keep, more;
};
/* st's level's budget: st->plans x st->playouts, or with halving allowed (Chariot) level 3's
 * successive halving (st->wide ...). */
struct ai_search_budget ai_search_budget_of(const struct ai_state *st, bool halving);

/* Whether two plans are the same actions in the same order (a duplicate candidate). */
bool ai_plan_same(const struct ai_plan *a, const struct ai_plan *b);

/* The index of the best of plans[0 .. np - 1] (distinct candidates of the phase g is in, made
 * from r before) for the side to act: each played on reseeded clones of g with the same dice
 * drawn from r, then judged by ai_playout_judged (m: the Chariot map, NULL in Phalanx); the
 * best mean wins, the earlier on ties; 0 when np < 2 or out of memory.  Sets
 * st->searched_playouts. */
int ai_search_best(struct ai_state *st, ps_game *g, const struct ai_plan *plans, int np,
                   const struct ai_search_budget *b, const struct ai_map *m, ai_rng *r,
                   struct ai_scratch *s, long *nodes);

/* The best of st->plans sampled plans of the phase, each judged by st->playouts playouts
 * (level 3: st->wide plans, by successive halving): ai_search_best over the planner's
 * candidates. */
void ai_search_movement(struct ai_state *st, ps_game *g, const struct ai_map *m, ai_rng *r,
                        struct ai_scratch *s, struct ai_plan *out, long *nodes);

#endif
