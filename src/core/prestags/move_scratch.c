/* A game's search memory: the movement search's arrays (about 30 KB) are readied once per game
 * instead of once per legal-action query, since every search leaves them clean (reach.c's
 * invariant); the map's tables are filled once per scenario (the map does not change in a
 * game) and shared by the game's clones (ps_game.map_tables, counted: the computer players
 * search on clones by the hundred) and by the later games of the scenario made from the same
 * data (core/scenario_tables.h: each random game of a bench is a new game), so the search's
 * inner loop only reads them; and each side's view of the enemy
 * (the hexes holding enemy units [5.23] and the fire zones [6.41]) is kept until a unit it
 * depends on changes.  Made on the first movement query; a clone makes its own memory and
 * holds its game's tables (game.c). */
#include <stdlib.h>
#include <string.h>

#include "facing.h"
#include "movement.h"
#include "simultaneous.h"
#include "units.h"

/* The largest power of two that divides every cost a step can have, as a shift, or -1 when a
 * step may cost nothing (the buckets need every step to cost at least one unit). */
static int cost_shift(const fx *cost, int n, int shift)
{
    for (int i = 0; i < n && shift >= 0; i++) {
        if (cost[i] < 0)
            continue; /* may not be entered */
        if (cost[i] == 0)
            return -1;
        while (shift > 0 && (cost[i] & ((1 << shift) - 1)))
            shift--;
    }
    return shift;
}

/* The largest bucket: one MP (a map whose steps all cost two or more gets buckets of one MP,
 * each still holding one cost), so that every cost a bucket search can take fits step_rows. */
enum { BUCKET_SHIFT_MAX = 8 };
_Static_assert(FX_ONE == 1 << BUCKET_SHIFT_MAX, "a bucket of one MP at most");

/* step_rows from step_cost and step_to, for a map with buckets: a bucket search's allowance
 * is fewer than REACH_BUCKETS buckets, so a step costing as much or more is never taken, and
 * is barred. */
static void make_step_rows(struct move_tables *tab)
{
    fx most = (fx)(REACH_BUCKETS << tab->bucket_shift);
    _Static_assert(REACH_BUCKETS << BUCKET_SHIFT_MAX <= STEP_BARRED, "a cost below most fits");
    for (int h = 0; h < MAP_MAX_HEXES; h++)
        for (int d = 0; d < HEX_DIRS; d++) {
            fx cost = tab->step_cost[h * HEX_DIRS + d];
            tab->step_rows[h].cost[d] = cost < 0 || cost >= most ? STEP_BARRED : (uint16_t)cost;
            tab->step_rows[h].to[d] = tab->step_to[h * HEX_DIRS + d];
        }
}

/* The map's tables, priced with r's memo of entry costs; NULL when out of memory. */
static struct move_tables *make_tables(const ps_game *g, struct reach *r)
{
    struct move_tables *tab = malloc(sizeof *tab);
    if (!tab)
        return NULL;
    shared_block_made(&tab->held);
    for (int h = 0; h < MAP_MAX_HEXES; h++) {
        bool on = g->map.hexes[h].exists;
        tab->enter_cost[h] = on ? reach_price(g, r, HEX_NONE, -1, (hex_id)h) : -1;
        for (int d = 0; d < HEX_DIRS; d++) {
            hex_id to = on ? reach_step(&g->map, (hex_id)h, d) : HEX_NONE;
            tab->step_to[h * HEX_DIRS + d] = to;
            tab->step_cost[h * HEX_DIRS + d] =
                to == HEX_NONE ? -1 : reach_price(g, r, (hex_id)h, d, to);
        }
    }
    tab->min_step = FX(1000);
    for (int i = 0; i < MAP_MAX_HEXES * HEX_DIRS; i++)
        if (tab->step_cost[i] >= 0 && tab->step_cost[i] < tab->min_step)
            tab->min_step = tab->step_cost[i];
    int shift = cost_shift(tab->step_cost, MAP_MAX_HEXES * HEX_DIRS, BUCKET_SHIFT_MAX);
    tab->bucket_shift = cost_shift(tab->enter_cost, MAP_MAX_HEXES, shift);
    if (tab->bucket_shift >= 0)
        make_step_rows(tab);
    tab->nedge = move_find_edges(&g->map, tab->edge, tab->edge_mask);
    move_zones_base(g, tab->zone_base);
    reach_bits_tables_make(g, tab, &tab->bits);
    hex_near_lines_make(&tab->lines);
    return tab;
}

/* The search reads the tables, and the buckets when every step costs at least one of their
 * units. */
static void use_tables(struct move_scratch *sc, const struct move_tables *tab)
{
    struct reach *r = &sc->r;
    sc->tab = tab;
    r->step_cost = tab->step_cost;
    r->step_to = tab->step_to;
    r->enter_cost = tab->enter_cost;
    r->min_step = tab->min_step;
    if (tab->bucket_shift >= 0) {
        r->step_rows = tab->step_rows;
        struct reach_buckets *b = &sc->buckets;
        b->shift = tab->bucket_shift;
        memset(b->bits, 0, sizeof b->bits);
        memset(b->used, 0, sizeof b->used);
        r->buckets = b;
    }
}

struct move_scratch *move_scratch(ps_game *g)
{
    if (!g->scratch) {
        struct move_scratch *sc = malloc(sizeof *sc);
        if (!sc)
            return NULL;
        reach_init(&sc->r);
        memset(&sc->bits, 0, sizeof sc->bits); /* its pend is clear between searches */
        /* The scenario's tables when an earlier game of the same data made them; else made
         * here and left for the next (core/scenario_tables.h). */
        if (!g->map_tables)
            g->map_tables = scenario_tables_take(g->shared_tables, g->scenario_index);
        if (!g->map_tables) {
            struct move_tables *tab = make_tables(g, &sc->r);
            if (!tab) {
                free(sc);
                return NULL;
            }
            g->map_tables =
                scenario_tables_offer(g->shared_tables, g->scenario_index, &tab->held);
        }
        use_tables(sc, (const struct move_tables *)g->map_tables);
        memset(sc->zones, 0, sizeof sc->zones);
        for (int i = 0; i < ENTRY_REACHES; i++)
            sc->entry[i].last_used = 0;
        sc->entry_clock = 0;
        sc->may_exit[0] = move_side_may_exit(g, 0);
        sc->may_exit[1] = move_side_may_exit(g, 1);
        sc->zones[0].snap_n = sc->zones[1].snap_n = -1;
        sc->t.n = 0;
        g->scratch = sc;
    }
    return g->scratch;
}

/* Whether the view uses the units' facing [16.32] and the simultaneous sequence's lost
 * zones [21.1]: asked once per query, not per unit. */
struct zone_rules {
    bool facing, sim;
};

/* What unit u adds to side's view: nothing for its own units and units off the map; its hex,
 * and whether it has a fire zone ([6.41], [6.44], [21.1]) with its facing when facing is used
 * [16.32].  The view is a function of these keys alone (move_zones_build reads nothing else),
 * so equal keys mean an equal map. */
static uint32_t zone_key(const ps_game *g, int u, int side, const void *ctx)
{
    const struct zone_rules *r = ctx;
    const struct unit *un = &g->st.units[u];
    if (un->side == side || un->where != UNIT_ON_MAP)
        return 0;
    uint32_t k = 1u | (uint32_t)(uint16_t)un->hex << 1;
    if (!(un->flags & UF_DISRUPTED) && unit_is_fire(g, un) && !(r->sim && sim_zone_lost(g, u)))
        k |= 1u << 16 | (r->facing ? 1u << 17 | (uint32_t)(uint8_t)un->facing << 18 : 0);
    return k;
}

static bool zones_same(const ps_game *g, struct move_zones *z, int side, bool update)
{
    struct zone_rules r = {facing_used(g), sim_on(g)};
    return unit_keys_same(g, &z->keys, side, update, zone_key, &r);
}

/* Whether the copy of the enemy's records says the view is still valid: taken, under the
 * side lists the keys were read with, and the records unchanged byte for byte (the keys are
 * made from them alone while neither facing nor the simultaneous sequence is used). */
static bool snapshot_same(const ps_game *g, const struct move_zones *z)
{
    return z->snap_n >= 0 && z->keys.valid && z->keys.lists == g->side_lists_made &&
           z->keys.nunits == g->st.nunits && !facing_used(g) && !sim_on(g) &&
           memcmp(z->snap, &g->st.units[z->snap_first], (size_t)z->snap_n * sizeof z->snap[0]) ==
               0;
}

/* Copies the enemy's records, whose keys the view now holds, when the copy can serve. */
static void snapshot_take(const ps_game *g, struct move_zones *z, int side)
{
    const int16_t *list = g->side_units[!side];
    int n = g->side_count[!side];
    bool listed = g->side_count[0] + g->side_count[1] == g->st.nunits;
    z->snap_n = -1;
    if (!listed || n == 0 || list[n - 1] - list[0] + 1 != n || facing_used(g) || sim_on(g))
        return;
    z->snap_first = list[0];
    z->snap_n = n;
    memcpy(z->snap, &g->st.units[list[0]], (size_t)n * sizeof z->snap[0]);
}

const uint8_t *move_zones(const ps_game *g, struct move_scratch *sc, int side)
{
    struct move_zones *z = &sc->zones[side];
    if (snapshot_same(g, z))
        return z->hexes;
    if (!zones_same(g, z, side, true)) {
        move_zones_build(g, side, sc->tab, z->hexes, &z->enemy);
        view_bits_make(g, z->hexes, &z->bits);
        unit_keys_made(g, &z->keys);
    }
    snapshot_take(g, z, side);
    return z->hexes;
}

ps_status move_zones_check(ps_game *g)
{
    const struct game_state *st = &g->st;
    struct move_scratch *sc = g->scratch;
    if (!sc)
        return PS_OK;
    for (int side = 0; side < 2; side++) {
        struct move_zones *z = &sc->zones[side];
        if (!zones_same(g, z, side, false))
            continue; /* the next query rebuilds it */
        /* Rebuilt the way every query did before the map was kept: from the hexes' top
         * units and map_neighbour. */
        uint8_t fresh[MAP_MAX_HEXES];
        struct enemy_hexes listed;
        move_zones_build(g, side, NULL, fresh, &listed);
        /* The same hexes, perhaps in another order (which unit tops a hex may differ). */
        bool same_list = listed.n == z->enemy.n;
        for (int i = 0; i < z->enemy.n && same_list; i++)
            same_list = fresh[z->enemy.hex[i]] & MOVE_ENEMY;
        if (!same_list)
            return game_fail(g, PS_ESTATE, "the movement search's list of enemy hexes for side "
                             "%d is out of date (kept %d hexes, now %d)", side, z->enemy.n,
                             listed.n);
        for (int h = 0; h < MAP_MAX_HEXES; h++) {
            int top = st->first_in_hex[h];
            bool enemy = top >= 0 && st->units[top].side != side;
            if (fresh[h] != z->hexes[h] || enemy != !!(z->hexes[h] & MOVE_ENEMY))
                return game_fail(g, PS_ESTATE, "the movement search's view of the map for side "
                                 "%d is out of date at %04d (kept %d, now %d)", side,
                                 map_ccrr((hex_id)h), z->hexes[h], fresh[h]);
        }
        struct view_bits bits;
        view_bits_make(g, fresh, &bits);
        if (memcmp(&bits, &z->bits, sizeof bits) != 0)
            return game_fail(g, PS_ESTATE, "the movement search's rows of bits for side %d "
                             "are not its view of the map", side);
    }
    return PS_OK;
}
