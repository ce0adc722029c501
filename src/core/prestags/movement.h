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

#include "core/unit_keys.h"
#include "prestags_rules.h"

/* ---- terrain_cost.c ---- */

/* MP to enter `to` from its neighbour `from` [5.11], [5.5], [5.6], [9.0]; from == HEX_NONE
 * when the unit enters from off the map.  -1 if the hex may not be entered at all. */
fx terrain_entry_cost(const ps_game *g, hex_id from, hex_id to);
/* The same, with the direction from `from` to `to` already known (-1 with HEX_NONE). */
fx terrain_entry_cost_dir(const ps_game *g, hex_id from, int dir, hex_id to);
/* True if the hex is a stream hex that stops a Chariot [C1.5]: "upon entering a stream hex";
 * a ford or bridge is a crossing, not the stream.  (Inline: the searches' inner loops.) */
static inline bool terrain_stops_chariot(const ps_game *g, hex_id h)
{
    return g->map.hexes[h].water == WATER_STREAM;
}
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
/* What a moving stack brings to the hexes where its move may end, worked out once for all
 * the hexes a search reaches: stack_arrival_ok answers as stack_hex_ok(..., false, ...)
 * does (the limit and [C1.9] judged as in a legal list), without the reason. */
enum { STACK_ARRIVAL_MAX = 16 };
struct stack_arrival {
    int n;               /* the units arriving (STACK_ARRIVAL_MAX at most, else not made) */
    struct stack_entry unit[STACK_ARRIVAL_MAX];
    uint8_t cls[STACK_ARRIVAL_MAX];
    unsigned conflicts;  /* [5.3] the classes one of them may not share a hex with */
    bool clash;          /* [5.3] two of them may not share a hex */
    int nonleaders;      /* [C1.9] units that are not leaders */
    int chariot_room;    /* [C1.9] the most non-leaders a hex may hold with the arriving
                          * Chariots: for each, itself and the non-leaders it carries (the
                          * fewest of these); INT_MAX: no Chariot arrives */
    int counted;         /* [5.4] units counting for the limit (not aboard a Chariot) */
};
/* False when arrive holds more than STACK_ARRIVAL_MAX units (ask stack_hex_ok). */
bool stack_arrival_make(const ps_game *g, const struct stack_entry *arrive, int narrive,
                        struct stack_arrival *a);
/* stack_hex_ok(g, hex, side, arrive, narrive, false, why) != false, for a hex that holds none
 * of the arriving units. */
bool stack_arrival_ok(const ps_game *g, hex_id hex, int side, const struct stack_arrival *a);
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

/* What the enemy of `side` imposes on every hex, and the map's entry edges: what a search
 * reads in its inner loop.  Made once per check or generation; with the game's search memory
 * the hex map is the one kept there for the side (move_zones), rebuilt only when the enemy
 * units it depends on changed. */
enum { MOVE_EDGE_MAX = 8 * MAP_MAX_COLS + 8 * MAP_MAX_ROWS };
enum {
    MOVE_ENEMY = 1, /* the hex holds units of the other side [5.23] */
    MOVE_ZOC = 2,   /* next to an undisrupted enemy fire unit [6.41], [6.44] */
    MOVE_STREAM = 4, /* a stream hex, which stops a Chariot [C1.5]: the map's, in both views
                      * (so that a search finds why it stops in one read) */
};
/* The hexes holding enemy units [5.23], each once: the MOVE_ENEMY hexes of a view, listed as
 * it is made, so that a search can bar them in its own cost array (reach.c). */
struct enemy_hexes {
    int n;
    hex_id hex[GAME_MAX_UNITS];
};

struct move_ctx {
    int side;
    const uint8_t *hexes;       /* MOVE_* bits of every hex */
    const struct enemy_hexes *enemy; /* the MOVE_ENEMY hexes of hexes */
    unsigned long enemy_made; /* the kept view's keys.builds; 0 for a view made for one query */
    int nedge;                  /* map edge hexes, for units entering [11.1] */
    const hex_id *edge;
    const uint8_t *edge_mask;   /* enum edge bits of each */
    /* Where hexes and the edges are made when the game has no search memory. */
    uint8_t own[MAP_MAX_HEXES];
    struct enemy_hexes own_enemy;
    hex_id own_edge[MOVE_EDGE_MAX];
    uint8_t own_edge_mask[MOVE_EDGE_MAX];
};
void move_ctx_init(const ps_game *g, int side, int only, struct move_ctx *c);
/* The enemy fire unit whose Defensive Fire Zone covers h [6.41], or -1. */
int move_zoc_unit(const ps_game *g, int side, hex_id h);
/* game_next_to_enemy, by the game's neighbour table once made (asked of every unit a player
 * draws in the combat phases). */
bool move_next_to_enemy(const ps_game *g, hex_id h, int side);
/* terrain_entry_cost for a step of a move (from == HEX_NONE: from off the map), read from the
 * game's map tables once a movement query has made them; MOVE_NOT_NEXT when from is a map hex
 * that is not next to to [5.11]. */
enum { MOVE_NOT_NEXT = -3 };
fx move_entry_cost(const ps_game *g, hex_id from, hex_id to);

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
/* The cost of a hex not reached: more than any offer, so that "no cheaper than the hex's
 * cost" turns away settled and queued hexes alike and lets the unreached through. */
enum { REACH_UNREACHED = INT32_MAX };
/* The cost an enemy-held hex has during a bucket search: less than any offer, so that the same
 * test turns it away [5.23] (reach.c). */
enum { REACH_ENEMY = -1 };

/* The search's bucket queue (move_scratch): a set of hexes per cost, cost >> shift, for a
 * map on which every step costs a whole multiple of 1 << shift.  Between searches every set
 * is empty.  A set's words that hold bits are marked in its summary word, so that reading it
 * skips the empty ones. */
enum { REACH_BUCKETS = 128, REACH_WORDS = (MAP_MAX_HEXES + 63) / 64 };
_Static_assert(REACH_WORDS <= 64, "a bucket's summary is one word");
struct reach_buckets {
    int shift;
    uint64_t bits[REACH_BUCKETS][REACH_WORDS]; /* bit h: hex h is queued at that cost */
    uint64_t used[REACH_BUCKETS];              /* bit w: bits[k][w] may hold bits */
};

/* A hex's six steps as the bucket search reads them: step_cost and step_to side by side, in 24
 * bytes a hex where the two tables take 36 in two places (together they are more than the
 * processor's first cache holds, and the search's reads of them missed it most).  cost[d] is
 * STEP_BARRED where step_cost has -1 or more than any allowance a bucket search takes, and
 * to[d] is then unused. */
struct step_row {
    uint16_t cost[HEX_DIRS];
    hex_id to[HEX_DIRS];
};
enum { STEP_BARRED = UINT16_MAX };

/* Every hex a mover can reach this phase, with a cheapest legal path to each. */
struct reach {
    fx cost[MAP_MAX_HEXES];     /* MP to get there, REACH_UNREACHED if unreached */
    hex_id prev[MAP_MAX_HEXES]; /* the hex before it on the path; HEX_NONE for an entry hex */
    uint8_t state[MAP_MAX_HEXES];
    uint8_t len[MAP_MAX_HEXES]; /* hexes on the path to it (0 at the start; 255: 255 or more) */
    /* Whether len was kept: not by a bucket search whose paths cannot be longer than an
     * action holds (every hex entered costs a bucket at least), where nobody needs it. */
    bool lens;
    /* Reached hexes in the order they were first offered: the order of the legal moves. */
    hex_id list[MAP_MAX_HEXES + 1]; /* + 1: the search writes one past its end (bucket_step) */
    int n;
    /* Each hex's place in the heap: -1 never queued, -2 settled, else queued (the bucket
     * search never writes it: it tells a hex reached or settled by its cost).  Only the
     * hexes in list are ever touched, so the next search resets just those (their cost, and
     * their pos when pos_used says a heap search wrote it: prev, state and len are written
     * when a hex is first offered, and read only in list). */
    int16_t pos[MAP_MAX_HEXES];
    bool pos_used;
    /* The queue, cheapest first and ties by hex id (the order decides the order of list):
     * the buckets when given (every step costs at least one of their units, so settling a
     * hex only adds to later buckets, and each bucket is settled in id order), else a binary
     * heap.  Both settle the hexes in the same order (a test compares them). */
    struct reach_buckets *buckets;
    hex_id heap[MAP_MAX_HEXES];
    int nheap;
    /* Entry costs seen so far, by the hex's (elevation, cover, water): what a hex with no
     * road and no hilltop costs depends on nothing else (roads and hilltops [5.51], [5.62]
     * depend on the hexside crossed and are priced each time). */
    fx feature_cost[ELEV_COUNT * COVER_COUNT * WATER_COUNT];
    /* The game's tables (move_scratch), or NULL: the cost of each step (hex * HEX_DIRS +
     * direction; -1 where it may not be entered), reach_step's answers, and the cost of
     * entering each hex from off the map.  The map does not change in a game. */
    const fx *step_cost;
    const hex_id *step_to;
    const fx *enter_cost;
    /* The bucket search's own form of the steps (move_tables.step_rows), or NULL. */
    const struct step_row *step_rows;
    fx min_step; /* the tables' cheapest step (move_tables.min_step); 0 without tables */
    /* The enemy's hexes the bucket search bars in cost (REACH_ENEMY), kept barred between
     * searches of one kept view (barred_view as made barred_made) and given back when another
     * view is searched: a side's searches follow one another between its enemy's moves. */
    const struct enemy_hexes *barred_view;
    unsigned long barred_made;
    int nbarred;
    hex_id barred[GAME_MAX_UNITS];
};

/* Readies r for its first search (every later search cleans up after the one before), with
 * no tables and the heap. */
void reach_init(struct reach *r);
/* Resets the hexes r's last search listed (reach.c's invariant), leaving r empty. */
void reach_clear(struct reach *r);

/* ---- reach_bits.c: the draw's search by rows of bits ---- */

/* A map row is one word: bit c - 1 of word r - 1 is hex CCRR = c, r (MAP_MAX_COLS fits). */
_Static_assert(MAP_MAX_COLS <= 64, "a map row in one word");
enum { BITS_CLASSES = 7, BITS_ROWS = 32, BITS_LAYERS = 32 };

/* The map's hexes by what entering them costs, in buckets (struct reach_buckets): in class v
 * (1 .. BITS_CLASSES) a hex every neighbour enters at v; in the exceptions one whose price
 * depends on the side it is entered from (roads [5.51], hilltops [5.62], a hexside that may not
 * be crossed) or is dearer, priced step by step.  Hexes nobody may enter are in neither. */
struct reach_bits_tables {
    bool usable; /* the map has buckets */
    int top_class; /* the dearest class that holds a hex */
    uint64_t cls[BITS_CLASSES + 1][MAP_MAX_ROWS];
    uint64_t except[MAP_MAX_ROWS];
    uint64_t stream[MAP_MAX_ROWS]; /* MOVE_STREAM: the hexes that stop a Chariot [C1.5] */
};

/* A side's view as rows of bits: MOVE_ENEMY and MOVE_ZOC (move_zones keeps it with hexes). */
struct view_bits {
    uint64_t enemy[MAP_MAX_ROWS], zoc[MAP_MAX_ROWS];
};

/* The enemy's imprint on the map as seen by one side (move_zones): valid while the sides'
 * lists are the ones read (side_lists_made) and every enemy unit's key is what it was when the
 * map was made. */
struct move_zones {
    struct unit_keys keys; /* the enemy units' keys it was made from (core/unit_keys.h) */
    uint8_t hexes[MAP_MAX_HEXES];
    struct enemy_hexes enemy;
    struct view_bits bits; /* hexes' MOVE_ENEMY and MOVE_ZOC as rows of bits */
    /* A copy of the enemy's unit records as the keys last found them, when they are one run of
     * the units array and the view reads nothing but those records (no facing [16.32], no
     * simultaneous sequence [21.1]): the same bytes mean the same keys, found with one
     * comparison of memory instead of a key per unit.  snap_n < 0: no copy. */
    int snap_first, snap_n;
    struct unit snap[GAME_MAX_UNITS];
};

/* The legal moves and exits of one mover in the order they are listed: for each hex reached,
 * in the search's order, its move (if the hex can hold the mover) then its exit; last the
 * exit from where it stands (hex == m.start).  The paths are the search's.  For a draw
 * (move_draw_begin) they may instead be candidates: every hex reached but the start, a move
 * each, whose stacking [5.3], [5.4], [C1.9] is judged only when one is drawn (unjudged). */
struct move_targets {
    int n;
    bool unjudged;     /* candidates, not yet judged for stacking */
    bool bits;         /* then, the candidates of the search by bits (move_scratch.bits) */
    bool copied;       /* then, in hex (else in the reach's list, from its place first) */
    int first;         /* the first candidate's place in the reach's list: past the start */
    bool arrival_made; /* what the stack brings, worked out at the first judgement */
    bool summed;
    struct stack_arrival arrival;
    struct mover m;
    hex_id hex[2 * MAP_MAX_HEXES + 1];
    uint8_t kind[2 * MAP_MAX_HEXES + 1]; /* PS_ACT_MOVE, PS_ACT_EXIT */
};

/* The map's tables (move_scratch.c): every hex's neighbours, the cost of every step and of
 * entering every hex from off the map, the map's edge hexes for units entering [11.1], the
 * bucket size the costs allow, and the short lines of sight.  They depend on the scenario's
 * map and charts alone: made on the first movement query of a scenario's games and shared,
 * read only, with the clones and the later games (ps_game.map_tables, core/scenario_tables.h). */
struct move_tables {
    struct shared_block held; /* first: the block freed by the last game holding it */
    fx step_cost[MAP_MAX_HEXES * HEX_DIRS];
    hex_id step_to[MAP_MAX_HEXES * HEX_DIRS];
    fx enter_cost[MAP_MAX_HEXES];
    int nedge;
    hex_id edge[MOVE_EDGE_MAX];
    uint8_t edge_mask[MOVE_EDGE_MAX];
    uint8_t zone_base[MAP_MAX_HEXES]; /* what every view starts from: the MOVE_STREAM hexes */
    int bucket_shift; /* -1: some step costs nothing, no buckets */
    struct step_row step_rows[MAP_MAX_HEXES]; /* with buckets: the steps as their search reads */
    fx min_step;      /* the cheapest step the map has: with less MP left, no step is taken */
    struct hex_near_lines lines; /* the short lines of sight [6.34] (los.c) */
    struct reach_bits_tables bits; /* with buckets: the map as rows of bits (reach_bits.c) */
};

/* One hex of a kept reach: what the search left for it in struct reach. */
struct reach_record {
    hex_id hex, prev;
    fx cost;
    uint8_t state, len;
};
/* Records r's reached hexes in the order of its list; returns their count. */
int reach_record(const struct reach *r, struct reach_record *rec);
/* Makes r the reach rec recorded (n hexes, lens as the search kept them), as if searched
 * now in c's view: the earlier search's hexes reset, another view's enemy hexes given back. */
void reach_recall(struct reach *r, const struct move_ctx *c, const struct reach_record *rec,
                  int n, bool lens);

/* The reach a search found for a unit entering the map [11.1], kept by what the search reads
 * (entry_reach.c): the mover's edges, Movement Points, Chariot stop [C1.5] and one-hex move
 * [5.15], and the side's view of the enemy (made again: not the same view).  Every unit of a
 * type entering from the same edges has the same reach, and a side brings on dozens: each
 * entering search settles about 270 hexes. */
enum { ENTRY_REACHES = 8 };
struct entry_reach {
    uint8_t edges, side;
    bool chariot, one_hex;
    bool lens;                 /* the search's reach.lens */
    fx avail;
    unsigned long view_builds; /* the view's keys.builds when it was searched */
    unsigned long last_used;   /* the oldest is the one replaced; 0: never used */
    int n;                     /* the hexes the search reached, as its list holds them */
    struct reach_record rec[MAP_MAX_HEXES];
};

/* The draw's search by rows of bits (reach_bits.c): the hexes settled at each cost, in
 * buckets, over the map rows the mover can reach; what is left of the candidates. */
struct reach_bits {
    hex_id start;
    int row0, nrows, top, shift, min_step; /* rows row0 ..; costs 0 .. top, in buckets */
    bool chariot;
    uint64_t settled[BITS_ROWS];
    uint64_t layer[BITS_LAYERS][BITS_ROWS]; /* the hexes that cost k */
    uint64_t pend[BITS_LAYERS][BITS_ROWS];  /* offered at k, perhaps more cheaply since */
    uint64_t one_hex[BITS_ROWS];            /* reached by [5.15] alone */
    int8_t span[BITS_LAYERS];               /* k / min_step: how far in rows cost k goes */
    uint64_t cand[BITS_ROWS];               /* the draw's candidates left */
    int8_t ncand_row[BITS_ROWS];            /* how many in each row */
    int ncand;
    int last_k;      /* the candidate last asked for (-1: none since the draw changed) */
    hex_id last_hex; /* and its hex */
};

/* A game's search memory (move_scratch.c), made once per game: one struct reach, left clean
 * by every search; the map's tables; each side's view of the enemy (move_zones); what the
 * last sampled movement query found; the kept reaches of entering units.  Plain data, freed
 * with the game (the tables with the last game holding them). */
struct move_scratch {
    struct reach r;
    struct reach_bits bits;
    struct reach_buckets buckets; /* r.buckets when the map allows them */
    const struct move_tables *tab; /* the game's (g->map_tables) */
    bool may_exit[2]; /* each side's move_side_may_exit, for the game's scenario */
    struct move_zones zones[2];
    struct move_targets t; /* the last unit's moves, for move_pick */
    struct entry_reach entry[ENTRY_REACHES]; /* touched only when units enter */
    unsigned long entry_clock;
};
/* sc->r made the reach of entering mover m (c from the side's kept view) from a kept search,
 * when one was kept for what m's search reads; true then.  (entry_reach.c) */
bool entry_reach_recall(struct move_scratch *sc, const struct move_ctx *c, const struct mover *m);
/* Keeps sc->r, just searched for entering mover m, in place of the oldest kept. */
void entry_reach_keep(struct move_scratch *sc, const struct move_ctx *c, const struct mover *m);
/* The game's search memory, made on first use; NULL when out of memory. */
struct move_scratch *move_scratch(ps_game *g);
/* Fills t from tab's step tables (once per map, with buckets). */
void reach_bits_tables_make(const ps_game *g, const struct move_tables *tab,
                            struct reach_bits_tables *t);
/* The view's rows of bits from its hexes. */
void view_bits_make(const ps_game *g, const uint8_t *hexes, struct view_bits *v);
/* Mover m's reach in side's kept view into sc->bits, as reach_search would find it (the same
 * hexes, costs and paths), with every hex reached but the start a candidate, in id order;
 * false (nothing made) when the map or the mover is not one it serves: a mover entering the
 * map, an allowance of BITS_LAYERS buckets or more or over PS_ACTION_MAX_HEXES, rows beyond
 * BITS_ROWS. */
bool reach_bits_search(const ps_game *g, struct move_scratch *sc, int side, const struct mover *m);
/* The k-th candidate left (0 <= k < ncand), in id order. */
hex_id reach_bits_candidate(struct reach_bits *b, int k);
/* Takes hex h out of the candidates. */
void reach_bits_drop(struct reach_bits *b, hex_id h);
/* Writes the path to candidate dest into r as reach_search would have (cost, prev and state
 * of each hex on it, listed so that the next search resets them). */
void reach_bits_path(const struct move_scratch *sc, int side, hex_id dest, struct reach *r);
/* Whether side has an exit condition [11.41]: its units may leave the map. */
bool move_side_may_exit(const ps_game *g, int side);
/* map_neighbour, read from the game's neighbour table once made. */
static inline hex_id move_neighbour(const ps_game *g, hex_id h, int dir)
{
    return g->scratch ? g->scratch->tab->step_to[h * HEX_DIRS + dir]
                      : map_neighbour(&g->map, h, (enum hex_dir)dir);
}
/* The MOVE_* bits of every hex as side sees them, from sc's copy when no unit it depends on
 * changed (move_scratch.c). */
const uint8_t *move_zones(const ps_game *g, struct move_scratch *sc, int side);
/* The bits every view starts from: MOVE_STREAM on the hexes that stop a Chariot [C1.5]. */
void move_zones_base(const ps_game *g, uint8_t *hexes);
/* Builds that map from the units, as move_zones would, and lists its enemy hexes in enemy
 * when not NULL (reach.c); from the map's tables when not NULL, else from the map. */
void move_zones_build(const ps_game *g, int side, const struct move_tables *tab, uint8_t *hexes,
                      struct enemy_hexes *enemy);
/* The test of the cache: PS_ESTATE, naming the hex, if a side's kept map, still valid by its
 * keys, differs from one rebuilt now (the invariant checker runs it). */
ps_status move_zones_check(ps_game *g);
/* Why a move must stop on entering h: an enemy fire zone [6.41] (REACH_ZOC), a stream for a
 * chariot [C1.5]; 0 if it may go on.  (Inline, with the next: the searches' inner loops.) */
static inline uint8_t reach_stops_chariot_at(const struct move_ctx *c, bool chariot, hex_id h)
{
    /* By the hex's MOVE_ZOC and MOVE_STREAM bits, for a unit on foot and for a Chariot. */
    static const uint8_t stop[2][8] = {
        {[MOVE_ZOC] = REACH_STOP | REACH_ZOC, [MOVE_ZOC | MOVE_STREAM] = REACH_STOP | REACH_ZOC},
        {[MOVE_ZOC] = REACH_STOP | REACH_ZOC, [MOVE_STREAM] = REACH_STOP,
         [MOVE_ZOC | MOVE_STREAM] = REACH_STOP | REACH_ZOC},
    };
    return stop[chariot][c->hexes[h] & (MOVE_ZOC | MOVE_STREAM)];
}
static inline uint8_t reach_stops_at(const struct move_ctx *c, const struct mover *m, hex_id h)
{
    return reach_stops_chariot_at(c, m->chariot, h);
}
/* True if h holds units of the other side [5.23]. */
static inline bool reach_enemy_in(const struct move_ctx *c, hex_id h)
{
    return c->hexes[h] & MOVE_ENEMY;
}
void reach_search(const ps_game *g, const struct move_ctx *c, const struct mover *m,
                  struct reach *r);
/* What entering `to` from `from` (HEX_NONE: from off the map) costs, as the search prices it
 * without tables (terrain_entry_cost_dir, remembered by terrain in r): for the tables. */
fx reach_price(const ps_game *g, struct reach *r, hex_id from, int dir, hex_id to);
/* The map's edge hexes for units entering [11.1] and the edges each lies on; returns the
 * count (at most MOVE_EDGE_MAX). */
int move_find_edges(const struct map *m, hex_id *edge, uint8_t *edge_mask);
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
static inline int16_t hex_ccrr(hex_id h)
{
    hex_cr cr = map_cr(h);
    return (int16_t)(cr.col * 100 + cr.row);
}

/* The moves and exits of unit u that move_legal lists (the phase's and unit's checks
 * included), found in the game's search memory without being written: 0 when it has none, -1
 * when the count needs what move_legal alone does (facing [16.1], no memory).  Leaves them,
 * in move_legal's order, as the search memory's targets for move_pick. */
int move_count(ps_game *g, int u);
/* The same for a draw: when the mover's paths all fit an action and its side may not exit,
 * every hex the search reached but the start is a candidate, its stacking judged only when it
 * is drawn (move_draw_ok); otherwise the targets move_count finds, each legal.  Returns how
 * many; 0 or -1 as move_count. */
int move_draw_begin(ps_game *g, int u);
/* Whether the k-th candidate is a legal move: false only for a hex the stack may not end its
 * move in [5.3], [5.4], [C1.9]. */
bool move_draw_ok(ps_game *g, int k);
/* Takes the k-th candidate out of the draw: the last one takes its place. */
void move_draw_drop(ps_game *g, int k);
/* Writes the k-th of the targets move_count or move_draw_begin left (0 <= k < that count). */
void move_pick(ps_game *g, int k, ps_action *out);

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
