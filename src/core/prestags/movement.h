/* Movement internals shared by movement.c (moves, entering, exiting, the phase's start and
 * end), chariot.c (embarking, debarking), terrain_cost.c (what a hex costs to enter),
 * stacking.c ([5.3], [5.4], [C1.9]) and reach.c (every hex a unit can reach).
 *
 * Movement Points are fixed point (fx, FX_ONE = 1 MP): halved allowances keep their
 * fractions [5.27], [10.23].  Nothing here allocates; the search works in caller-owned
 * arrays sized by MAP_MAX_HEXES. */
#ifndef PRESTAGS_CORE_PRESTAGS_MOVEMENT_H
#define PRESTAGS_CORE_PRESTAGS_MOVEMENT_H

#include <stdbool.h>
#include <stddef.h>

#include "prestags_rules.h"

/* ---- terrain_cost.c ---- */

/* MP to enter `to` from its neighbour `from` [5.11], [5.5], [5.6], [9.0]; from == HEX_NONE
 * when the unit enters from off the map.  -1 if the hex may not be entered at all. */
fx terrain_entry_cost(const ps_game *g, hex_id from, hex_id to);
/* The same, with the direction from `from` to `to` already known (-1 with HEX_NONE). */
fx terrain_entry_cost_dir(const ps_game *g, hex_id from, int dir, hex_id to);
/* True if the hex is a stream hex that stops a Chariot [C1.5]. */
bool terrain_stops_chariot(const ps_game *g, hex_id h);
/* Writes MP as the rules write them: "3", "1/2", "1 1/2". */
void mp_format(fx v, char *buf, size_t len);

/* ---- stacking.c ---- */

/* A unit as it would stand in a hex: its index and the Chariot carrying it (-1 if none). */
struct stack_entry {
    int16_t u;
    int16_t carrier;
};

/* Why a hex breaks the stacking rules. */
struct stack_problem {
    const char *rule; /* "[5.32]", "[5.4]", "[C1.9]" ... */
    int a, b;         /* the two units that may not share the hex ([5.3], [C1.9]) */
    int count;        /* [5.4]: units counted */
};

/* When a hex is judged: where a move (an entry, a debarkation) ends, only what may "never" be
 * [5.32], [5.34]; when listing legal actions, everything, so that no listed move leaves the
 * phase unable to end; at the end of the phase (and in combat, retreats, panic), everything:
 * "Stacking limitations do not apply during the Movement Phase" [5.26], [5.4], and [C1.9]
 * holds "at the end of a given Friendly Chariot or Movement Phase". */
enum stack_when { STACK_AT_MOVE_END, STACK_LISTING, STACK_AT_PHASE_END };

/* Checks hex as it would be with `arrive` added to the units there now (units listed in
 * arrive are not counted twice); units aboard Chariots never count for the limit [C1.8].
 * phase_end: STACK_AT_PHASE_END (true) or STACK_LISTING (false).  True if the hex is within
 * the rules; else fills why. */
bool stack_hex_ok(const ps_game *g, hex_id hex, int side, const struct stack_entry *arrive,
                  int narrive, bool phase_end, struct stack_problem *why);
bool stack_hex_ok_when(const ps_game *g, hex_id hex, int side, const struct stack_entry *arrive,
                       int narrive, enum stack_when when, struct stack_problem *why);
/* Turns a problem into the refusal, naming the hex and the rule. */
ps_status stack_fail(ps_game *g, hex_id hex, int side, const struct stack_problem *why,
                     bool phase_end);
/* Adds unit u, and if it is a Chariot the units it carries, to list (at most max). */
int stack_add_with_passengers(const ps_game *g, int u, struct stack_entry *list, int n,
                              int max);

/* ---- reach.c ---- */

/* The neighbour of id in direction dir (enum hex_dir), or HEX_NONE: map_neighbour's answer
 * (hex.h: even rows sit half a hex east), inlined for the search's inner loop.  A test checks
 * the two agree for every hex and direction. */
static inline hex_id reach_step(const struct map *m, hex_id id, int dir)
{
    static const int8_t dcol[2][HEX_DIRS] = {
        {+1, +1, 0, -1, 0, +1},  /* even RR: E NE NW W SW SE */
        {+1, 0, -1, -1, -1, 0},  /* odd RR */
    };
    static const int8_t drow[HEX_DIRS] = {0, -1, -1, 0, +1, +1};
    int col = id % MAP_MAX_COLS + 1, row = id / MAP_MAX_COLS + 1;
    col += dcol[row & 1][dir];
    row += drow[dir];
    if (col < 1 || col > m->cols || row < 1 || row > m->rows)
        return HEX_NONE;
    hex_id n = map_id(col, row);
    return m->hexes[n].exists ? n : HEX_NONE;
}

/* What the enemy of `side` imposes on every hex, computed once per check or generation. */
enum { MOVE_EDGE_MAX = 8 * MAP_MAX_COLS + 8 * MAP_MAX_ROWS };
struct move_ctx {
    int side;
    uint8_t zoc[MAP_MAX_HEXES]; /* next to an undisrupted enemy fire unit [6.41], [6.44] */
    int nedge;                  /* map edge hexes, for units entering [11.1] */
    hex_id edge[MOVE_EDGE_MAX];
    uint8_t edge_mask[MOVE_EDGE_MAX]; /* enum edge bits of each */
};
void move_ctx_init(const ps_game *g, int side, int only, struct move_ctx *c);
/* The enemy fire unit whose Defensive Fire Zone covers h [6.41], or -1. */
int move_zoc_unit(const ps_game *g, int side, hex_id h);

/* A unit about to move (or a Chariot with its passengers). */
struct mover {
    int u;
    bool chariot;
    bool entering;   /* waiting off the map; its first hex is on one of `edges` [11.1] */
    uint8_t edges;
    hex_id start;    /* HEX_NONE when entering */
    fx allowance;    /* this phase's allowance: MA, halved outside command [10.23] */
    fx avail;        /* MP it may still spend in this phase [C1.4] */
    bool one_hex;    /* may use the one-hex move [5.15], [10.24] */
};

enum {
    REACH_STOP = 1,    /* the move must end here: fire zone [6.41], stream [C1.5], [5.15] */
    REACH_ONE_HEX = 2, /* reached only by the one-hex move [5.15] */
    REACH_ZOC = 4,     /* next to an enemy fire unit [6.41] */
};

enum { REACH_COST_UNKNOWN = -2 }; /* a cost not yet priced (entry costs are -1 or more) */

/* Every hex a mover can reach this phase, with a cheapest legal path to each. */
struct reach {
    fx cost[MAP_MAX_HEXES];     /* MP to get there, -1 if unreached */
    hex_id prev[MAP_MAX_HEXES]; /* the hex before it on the path; HEX_NONE for an entry hex */
    uint8_t state[MAP_MAX_HEXES];
    hex_id list[MAP_MAX_HEXES]; /* reached hexes in the order they were settled */
    int n;
    /* The search's priority queue (cheapest first), and each hex's place in it: -1 never
     * queued, -2 settled.  Only the hexes in list are ever touched, so the next search
     * resets just those. */
    int16_t pos[MAP_MAX_HEXES];
    hex_id heap[MAP_MAX_HEXES];
    int nheap;
    /* Entry costs seen so far, by the hex's (elevation, cover, water): what a hex with no
     * road and no hilltop costs depends on nothing else (roads and hilltops [5.51], [5.62]
     * depend on the hexside crossed and are priced each time). */
    fx feature_cost[ELEV_COUNT * COVER_COUNT * WATER_COUNT];
    /* The cost of each step (hex * HEX_DIRS + direction), remembered as it is first priced, or
     * NULL: kept by a game's move_scratch (the map does not change in a game). */
    fx *step_cost;
    /* reach_step's answers (hex * HEX_DIRS + direction), or NULL: kept by a game's
     * move_scratch. */
    const hex_id *step_to;
};

/* Readies r for its first search (every later search cleans up after the one before). */
void reach_init(struct reach *r);

/* A game's search memory (move_scratch.c): one struct reach, readied once and left clean by
 * every search, with every hex's neighbours and the cost of every step priced so far, and the
 * map's edge hexes for units
 * entering [11.1], found once (the map does not change in a game).  Plain data, freed with the
 * game. */
struct move_scratch {
    struct reach r;
    fx step_cost[MAP_MAX_HEXES * HEX_DIRS]; /* r.step_cost */
    hex_id step_to[MAP_MAX_HEXES * HEX_DIRS]; /* r.step_to */
    bool edges_known;
    int nedge;
    hex_id edge[MOVE_EDGE_MAX];
    uint8_t edge_mask[MOVE_EDGE_MAX];
};
/* The game's search memory, made on first use; NULL when out of memory. */
struct move_scratch *move_scratch(ps_game *g);
/* Why a move must stop on entering h: an enemy fire zone [6.41] (REACH_ZOC), a stream for a
 * chariot [C1.5]; 0 if it may go on.  (Inline, with the next: the searches' inner loops.) */
static inline uint8_t reach_stops_at(const ps_game *g, const struct move_ctx *c,
                                     const struct mover *m, hex_id h)
{
    uint8_t s = 0;
    if (c->zoc[h])
        s |= REACH_STOP | REACH_ZOC;
    if (m->chariot && terrain_stops_chariot(g, h))
        s |= REACH_STOP;
    return s;
}
/* True if h holds units of the other side [5.23] (game_hex_side, inline). */
static inline bool reach_enemy_in(const ps_game *g, const struct move_ctx *c, hex_id h)
{
    int u = g->st.first_in_hex[h];
    return u >= 0 && g->st.units[u].side != c->side;
}
void reach_search(const ps_game *g, const struct move_ctx *c, const struct mover *m,
                  struct reach *r);
/* Writes the path to dest (the hexes entered, the start hex not included) as CCRR numbers;
 * returns its length, or -1 if it does not fit in max. */
int reach_path(const struct reach *r, const struct mover *m, hex_id dest, int16_t *out,
               int max);

/* ---- movement.c ---- */

/* Fills m for unit u, or refuses (naming the rule) if the unit may not move now. */
ps_status mover_init(ps_game *g, int u, struct mover *m);
/* True if the side may leave the map from h in pursuit of a victory condition [11.41]. */
bool exit_zone_hex(const ps_game *g, int side, hex_id h);
/* The hex as CCRR for actions. */
int16_t hex_ccrr(hex_id h);

/* False only when un certainly has no move and no exit now (the checks of mover_init that
 * need no search, without their refusal text); for prestags/actors.c. */
bool move_may_act(const ps_game *g, const struct unit *un);

/* ---- chariot.c ---- */

/* False only when un certainly may neither embark (as the unit or as the Chariot) nor
 * debark now [C1.0]; for prestags/actors.c. */
bool chariot_may_act(const ps_game *g, const struct unit *un);

/* The units carried by Chariot c [C1.0]; returns the count. */
int chariot_passengers(const ps_game *g, int c, int *out, int max);

#endif
