/* Internal to the Phalanx movement files (px_move.c, px_face.c, px_cost.c, px_reach.c): one
 * step of a move priced and checked, the enemy's stop zones, and the search of every legal
 * path.  A move is a path of steps; each step goes to the neighbour in direction d and leaves
 * the unit facing d [Phalanx Facing H]. */
#ifndef PRESTAGS_CORE_PHALANX_PX_MOVE_H
#define PRESTAGS_CORE_PHALANX_PX_MOVE_H

#include <stddef.h>

#include "core/unit_keys.h"
#include "px_rules.h"

/* How the first step of a move may turn for free, from what the unit did in its hex
 * [Phalanx Facing G] "60 degrees in each hex": */
enum px_turn_rule {
    PX_TURN_FRONT,    /* no turn yet: any front direction is free */
    PX_TURN_STRAIGHT, /* its free 60 degrees used in place: only straight ahead is free */
    PX_TURN_PAID,     /* it paid 1 MP turning in place: any direction is free */
};
int px_turn_rule_now(const ps_game *g, int u);

/* The hexes where enemies of a side stop a move: ZONE_MISSILE [Phalanx errata Movement K],
 * ZONE_RIVER [Phalanx Cross River Attack]. */
enum { PX_ZONE_MISSILE = 1, PX_ZONE_RIVER = 2 };
struct px_zones {
    uint8_t z[MAP_MAX_HEXES];
};
void px_zones_build(const ps_game *g, int side, struct px_zones *z);
/* The side's stop zones: the game's kept view when it has its search memory (made again only
 * when an enemy unit's key or the side lists changed), else built into local. */
const struct px_zones *px_zones_for(ps_game *g, int side, struct px_zones *local);
/* The kept views that their keys call valid equal zones built now (the invariant checker). */
ps_status px_zones_check(ps_game *g);
/* Entering hex `to` ends the move (the unit "may move no further"). */
static inline bool px_zone_stops(const struct px_zones *z, hex_id to)
{
    return (z->z[to] & (PX_ZONE_MISSILE | PX_ZONE_RIVER)) != 0;
}
/* [Phalanx Cross River Attack] "cannot move directly from one such hex to another". */
static inline bool px_zone_forbids(const struct px_zones *z, hex_id from, hex_id to)
{
    return (z->z[from] & PX_ZONE_RIVER) && (z->z[to] & PX_ZONE_RIVER);
}

/* A stream hex for movement and the Cross River rule: stream, ford or bridge water. */
bool px_stream_hex(const ps_game *g, hex_id h);

/* px_enter_cost with the refusal written to why (may be NULL). */
fx px_enter_cost_why(const ps_game *g, int u, hex_id from, hex_id to, char *why, size_t len);
/* The same for a step from a map hex in direction d to its neighbour to (d -1: from off the
 * map), when the caller knows d. */
fx px_enter_cost_dir(const ps_game *g, int u, hex_id from, int d, hex_id to, char *why,
                     size_t len);
/* The same for a unit of type t (NULL: a unit no terrain restricts). */
fx px_enter_cost_type(const ps_game *g, const struct px_unit_type *t, hex_id from, int d,
                      hex_id to, char *why, size_t len);

/* One step: unit u in `from` facing `facing` with `spent` MP moves toward d.  Fills out and
 * returns true, or writes the rule that refuses it to why (may be NULL). */
struct px_step {
    hex_id to;
    fx spent; /* MP spent after the step */
    bool road;
    bool stop; /* entered a stop zone: the move ends here */
};
bool px_step(const ps_game *g, int u, const struct px_zones *z, hex_id from, int facing,
             int rule, fx spent, int d, struct px_step *out, char *why, size_t len);
/* Is a turn from facing f to direction d free under rule?  (Inline: asked for every step.) */
static inline bool px_turn_free(int rule, int f, int d)
{
    switch (rule) {
    case PX_TURN_PAID:
        return true;
    case PX_TURN_STRAIGHT:
        return f == d;
    default:
        return px_front_dir(f, d);
    }
}
static inline fx px_round_up(fx v)
{
    return (v + FX_ONE - 1) / FX_ONE * FX_ONE;
}
/* The cheapest way off the map from edge hex h facing f (turn rule) with spent MP: the MP
 * spent after leaving, or -1 (not an edge hex). */
fx px_exit_cost(const ps_game *g, hex_id h, int f, int rule, fx spent);
/* MP as text: "3", "1/2", "2 1/2". */
const char *px_mp_text(fx v, char buf[24]);
/* The hexside names E NE NW W SW SE. */
extern const char *const px_dir_name[HEX_DIRS];
/* [Phalanx errata Movement C] unit u acts now: the unit that moved before it is done. */
void px_begin_acting(ps_game *g, int u);
/* Four-digit hex number of a map hex, for messages and actions. */
static inline int px_ccrr(hex_id h)
{
    return map_ccrr(h);
}

/* The search [Phalanx Movement], [Phalanx Facing]: the cheapest legal path to every (hex,
 * facing of its last step). */
enum { PX_NODES = MAP_MAX_HEXES * HEX_DIRS, PX_FROM_START = -2 };
struct px_search {
    int u;
    hex_id start;
    fx ma;
    fx cost[PX_NODES];     /* MP spent on arrival, -1 unreached */
    int16_t prev[PX_NODES]; /* node before, PX_FROM_START for the first step */
    int16_t pos[PX_NODES];  /* -1 never queued, -2 settled, else queued (its heap place) */
    uint8_t stop[PX_NODES];
    int16_t heap[PX_NODES];
    int nheap;
    int16_t list[PX_NODES]; /* nodes reached, in the order settled */
    int n;
};
/* Readies s for its first search (later searches clean up after the one before). */
void px_search_init(struct px_search *s);

/* A game's movement-search memory (px_scratch.c), made on the first legal-move query and freed
 * with the game as one block (a clone starts without): a search readied once, and what a step
 * costs, which depends on the map and the unit's type alone (the terrain never changes in a
 * game), remembered as it is first priced.  The tables hold value + 2, so that the zeroes of
 * a fresh block mean "not known yet": a neighbour (HEX_NONE + 2 = 1 off the map), an entry cost
 * of the type (-1 + 2 = 1 may not enter, [Phalanx errata Terrain Effects Chart]). */
/* The bucket queue of a search with the tables (px_reach.c): one bucket a half MP
 * (PX_BUCKET_SHIFT), each a set of nodes read in id order, so that nodes settle in the
 * heap's order (cost, then node id).  Every step costs at least a half MP, so settling a
 * node only adds to later buckets.  The walk leaves every bucket empty.  A bucket's words
 * that hold bits are marked in its summary, so that reading it skips the empty ones (a
 * unit's nodes lie a few rows apart: most words between its first and last are empty). */
enum {
    PX_BUCKET_SHIFT = 7,
    PX_BUCKETS = 64,
    PX_WORDS = (PX_NODES + 63) / 64,
    PX_SUMS = (PX_WORDS + 63) / 64
};
struct px_buckets {
    uint64_t bits[PX_BUCKETS][PX_WORDS]; /* bit node: queued at that cost */
    uint64_t used[PX_BUCKETS][PX_SUMS];  /* bit w: bits[k][w] may hold bits */
};
/* A move's path as walked and checked step by step (px_move.c). */
struct px_walk {
    int n;
    hex_id hex[PS_ACTION_MAX_HEXES];
    int8_t dir[PS_ACTION_MAX_HEXES];
    bool charge_ok[PS_ACTION_MAX_HEXES]; /* clear, and no other unit there when entered (the
                                          * last hex: charge_end_ok) */
    hex_id dest;
    int facing;
    fx spent;
};

/* A side's stop zones kept between queries: the zones are a function of the enemy units'
 * keys alone (px_zones.c), so the view is valid while the keys and the side lists it was made
 * with are. */
struct px_zones_view {
    struct unit_keys keys; /* the enemy units' keys it was made from (core/unit_keys.h) */
    struct px_zones z;
};

/* A Phalanx scenario's step tables (px_scratch.c): every hex's neighbour in each direction
 * (hex + 2, so that 1 is off the map) and, for each unit type the scenario's units have, what
 * each step costs (cost + 2: 1 where it may not be entered), span nodes a type, every hex of
 * the map lying in the first rows.  They depend on the map, the scenario's terrain rule and
 * the chart alone: made whole by the first game of the scenario that searches and shared,
 * read only, with its clones and the later games made from the same data (ps_game.map_tables,
 * core/scenario_tables.h), as Chariot's are. */
struct px_step_tables {
    struct shared_block held; /* first: the block freed by the last game holding it */
    bool heap_only;           /* a step costs other than a whole number of half MP: the heap */
    int8_t slot[PX_TYPES_MAX]; /* each type's table, -1 for a type no unit has */
    int span;
    uint16_t step_to[PX_NODES];
    uint16_t step_cost[];
};

struct px_scratch {
    struct px_search s;
    struct px_zones_view zones[2];
    /* The walk the check of the move ps_game_play is playing made, for its apply in the same
     * call (game.h, memo_state): the path is not walked twice. */
    struct px_walk memo_walk;
    /* The scenario's step tables (the game's map_tables); a step that costs other than a
     * whole number of half MP (a chart the buckets do not fit: tab->heap_only) makes every
     * search use the heap. */
    const struct px_step_tables *tab;
    struct px_buckets q;
    /* The search's map: the zones, and the hexes the unit searched may not enter (enemy
     * units [Phalanx Movement A], a stack too full [Phalanx Stacking B]). */
    uint8_t hexes[MAP_MAX_HEXES];
    /* The tables' slot of each type (a copy: -1 for a type without one, whose searches price
     * every step). */
    int8_t slot[PX_TYPES_MAX];
};
/* The game's search memory; NULL when out of memory (the caller searches without it). */
struct px_scratch *px_scratch(ps_game *g);
/* The step-cost table of a unit type in sc, NULL if it has none. */
static inline const uint16_t *px_step_costs(const struct px_scratch *sc, int type)
{
    return sc->slot[type] < 0 ? NULL
                              : sc->tab->step_cost + (size_t)sc->slot[type] * (size_t)sc->tab->span;
}
/* Searches as px_search_run into sc->s with the game's tables and the bucket queue when it
 * fits, or the heap when heap is true (the tests compare the three ways). */
void px_search_run_kept(const ps_game *g, int u, const struct px_zones *z,
                        struct px_scratch *sc, bool heap);
/* Searches every path of u from where it stands (its facing, MP spent and turn rule). */
void px_search_run(const ps_game *g, int u, const struct px_zones *z, struct px_search *s);
/* The hexes (CCRR) of the cheapest path to node, without the start; returns the count. */
int px_search_path(const struct px_search *s, int node, int16_t *out, int max);

/* Unit-level checks before any path or turn (phase, side, panic, rampage, moved...). */
ps_status px_move_unit_check(ps_game *g, int u);
/* [Phalanx Combat K] is u held in its hex by Contact?  Cavalry in contact with non-cavalry
 * only is not [Phalanx errata Cavalry]. */
bool px_held_in_contact(const ps_game *g, int u);
/* Cavalry rode out of Contact from hex `from`: the pairs of that hex end if no unit there is
 * still in Contact, and units left in no pair leave Contact [Phalanx errata Cavalry]. */
void px_contact_release(ps_game *g, hex_id from);
/* ... and before leaving the hex: Darius, command, contact. */
ps_status px_move_leave_check(ps_game *g, int u);

#endif
