/* The movement search's fast paths give the answers of the plain ones: the bucket queue settles
 * hexes in the binary heap's order (so lists of legal moves keep their order), the game's
 * tables price steps as the search priced them one by one, the draw's search by rows of bits
 * finds the same hexes with the same costs and paths, and each side's kept view of the enemy
 * (hexes held [5.23], fire zones [6.41]) equals one rebuilt from the units, over random games
 * of several scenarios, with and without optional rules. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "check.h"
#include "fixture.h"

#include "core/game.h"
#include "core/scenario_check.h"
#include "core/prestags/facing.h"
#include "core/prestags/movement.h"
#include "core/prestags/simultaneous.h"

struct tally {
    long searches, differ, left_dirty;
    long bits_searches, bits_paths, bits_differ; /* the draw's search by rows of bits */
    long recalled, recall_differ; /* kept reaches of entering units (entry_reach.c) */
    long stack_asks, stack_refused, stack_differ; /* stack_arrival_ok against stack_hex_ok */
    long zone_asks, zone_reused, zone_differ;
    long zoc_asks, zoc_differ;
};
static struct tally tally;
static struct reach *heap_r, *plain_r, *bits_r;

/* Whether the search by rows of bits (reach_bits.c) found what the bucket search found in r:
 * every hex reached but the start a candidate, once, and each candidate's path, hex by hex,
 * with the bucket search's cost, previous hex and state. */
static bool bits_agree(struct move_scratch *sc, int side, const struct reach *r)
{
    struct reach_bits *b = &sc->bits;
    if (b->ncand != r->n - 1 || r->list[0] != b->start)
        return false;
    for (int k = 0; k < b->ncand; k++) {
        hex_id h = reach_bits_candidate(b, k);
        if (h == HEX_NONE || r->cost[h] == REACH_UNREACHED || h == b->start ||
            (k > 0 && h <= reach_bits_candidate(b, k - 1)))
            return false; /* not reached, or not in id order */
        reach_bits_path(sc, side, h, bits_r);
        tally.bits_paths++;
        if (bits_r->list[0] != h || bits_r->list[bits_r->n - 1] != b->start)
            return false;
        for (int i = 0; i < bits_r->n; i++) {
            hex_id x = bits_r->list[i];
            if (bits_r->cost[x] != r->cost[x] || bits_r->prev[x] != r->prev[x] ||
                bits_r->state[x] != r->state[x])
                return false;
        }
    }
    return true;
}

static bool same_reach(const struct reach *a, const struct reach *b)
{
    if (a->n != b->n)
        return false;
    for (int i = 0; i < a->n; i++) {
        hex_id h = a->list[i];
        if (b->list[i] != h || a->cost[h] != b->cost[h] || a->prev[h] != b->prev[h] ||
            a->state[h] != b->state[h] || (a->lens && b->lens && a->len[h] != b->len[h]))
            return false;
        /* Where a search kept no lengths, no path is longer than an action holds (the chain
         * of prev counts the start too). */
        int len = 0;
        for (hex_id k = h; k != HEX_NONE && len <= PS_ACTION_MAX_HEXES + 1; k = a->prev[k])
            len++;
        if (!a->lens && len > PS_ACTION_MAX_HEXES + 1)
            return false;
    }
    return true;
}

/* Whether every hex the search did not reach has the cost of one unreached, but the enemy's
 * hexes the bucket search barred in its cost array, which must be those of the view searched
 * (c's) and are kept for its next search. */
static bool clean_but_listed(const struct reach *r, const struct move_ctx *c)
{
    static uint8_t listed[MAP_MAX_HEXES], barred[MAP_MAX_HEXES];
    memset(listed, 0, sizeof listed);
    memset(barred, 0, sizeof barred);
    for (int i = 0; i < r->n; i++)
        listed[r->list[i]] = 1;
    for (int i = 0; i < r->nbarred; i++)
        barred[r->barred[i]] = 1;
    if (r->nbarred && (r->barred_view != c->enemy || r->nbarred != c->enemy->n))
        return false;
    for (int i = 0; i < r->nbarred; i++)
        if (!(c->hexes[r->barred[i]] & MOVE_ENEMY))
            return false;
    for (int h = 0; h < MAP_MAX_HEXES; h++)
        if (!listed[h] && r->cost[h] != (barred[h] ? REACH_ENEMY : REACH_UNREACHED))
            return false;
    return true;
}

/* Every unit of the side that may move, searched three ways. */
static void compare_searches(ps_game *g)
{
    const struct game_state *st = &g->st;
    if ((st->phase != PS_PHASE_CHARIOT && st->phase != PS_PHASE_MOVEMENT) || facing_used(g))
        return;
    struct move_scratch *sc = move_scratch(g);
    struct move_ctx ctx;
    move_ctx_init(g, st->phasing, -1, &ctx);
    heap_r->step_cost = sc->tab->step_cost;
    heap_r->step_to = sc->tab->step_to;
    heap_r->enter_cost = sc->tab->enter_cost;
    heap_r->buckets = NULL;
    for (int u = 0; u < st->nunits; u++) {
        struct mover m;
        if (st->units[u].side != st->phasing || mover_init(g, u, &m) != PS_OK)
            continue;
        /* An entering unit's reach kept by the random player's earlier queries, if any, is
         * the one a search finds now. */
        if (m.entering && entry_reach_recall(sc, &ctx, &m)) {
            reach_search(g, &ctx, &m, plain_r);
            tally.recalled++;
            tally.recall_differ += !same_reach(&sc->r, plain_r);
        }
        reach_search(g, &ctx, &m, &sc->r);
        reach_search(g, &ctx, &m, heap_r);
        reach_search(g, &ctx, &m, plain_r);
        tally.searches++;
        tally.differ += !same_reach(&sc->r, heap_r) || !same_reach(&sc->r, plain_r);
        tally.left_dirty += !clean_but_listed(&sc->r, &ctx);
        if (!sc->r.lens && reach_bits_search(g, sc, st->phasing, &m)) {
            tally.bits_searches++;
            tally.bits_differ += !bits_agree(sc, st->phasing, &sc->r);
        }
    }
}

/* move_zoc_unit as it was before it read the game's neighbour table: map_neighbour. */
static int zoc_unit_plain(const ps_game *g, int side, hex_id h)
{
    const struct game_state *st = &g->st;
    for (int d = 0; d < HEX_DIRS; d++) {
        hex_id nb = map_neighbour(&g->map, h, (enum hex_dir)d);
        for (int u = nb == HEX_NONE ? -1 : st->first_in_hex[nb]; u >= 0; u = st->units[u].next) {
            const struct unit *un = &st->units[u];
            if (un->side != side && !(un->flags & UF_DISRUPTED) &&
                g->tables.types[un->type].fire > 0 &&
                (!facing_used(g) || facing_fronts_on(un, h)) && !sim_zone_lost(g, u))
                return u;
        }
    }
    return -1;
}

static void compare_zones(ps_game *g)
{
    struct move_scratch *sc = move_scratch(g);
    for (int side = 0; side < 2; side++) {
        unsigned long builds = sc->zones[side].keys.builds;
        const uint8_t *kept = move_zones(g, sc, side);
        uint8_t fresh[MAP_MAX_HEXES];
        struct enemy_hexes listed;
        move_zones_build(g, side, NULL, fresh, &listed);
        tally.zone_asks++;
        tally.zone_reused += sc->zones[side].keys.builds == builds;
        tally.zone_differ += memcmp(kept, fresh, sizeof fresh) != 0;
        /* The kept rows of bits: each hex's bit as its MOVE_ENEMY and MOVE_ZOC. */
        const struct view_bits *bits = &sc->zones[side].bits;
        for (int h = 0; h < MAP_MAX_HEXES; h++) {
            int r = h / MAP_MAX_COLS, c = h % MAP_MAX_COLS;
            bool on = r < g->map.rows && c < g->map.cols;
            tally.zone_differ += (on && (fresh[h] & MOVE_ENEMY)) != (bits->enemy[r] >> c & 1) ||
                                 (on && (fresh[h] & MOVE_ZOC)) != (bits->zoc[r] >> c & 1);
        }
        /* The kept list of enemy hexes: each enemy-held hex once (in any order). */
        const struct enemy_hexes *e = &sc->zones[side].enemy;
        int held = 0;
        for (int h = 0; h < MAP_MAX_HEXES; h++)
            held += (fresh[h] & MOVE_ENEMY) != 0;
        bool same_list = e->n == held && listed.n == held;
        for (int i = 0; i < e->n && same_list; i++)
            same_list = (fresh[e->hex[i]] & MOVE_ENEMY) != 0;
        tally.zone_differ += !same_list;
        /* The checked walk's stop test (move_zoc_unit, reading the game's neighbour table)
         * names the unit the map's own neighbours name, and stops where the view does. */
        for (int h = 0; h < MAP_MAX_HEXES; h++) {
            if (!g->map.hexes[h].exists)
                continue;
            int zu = move_zoc_unit(g, side, (hex_id)h);
            tally.zoc_asks++;
            tally.zoc_differ += zu != zoc_unit_plain(g, side, (hex_id)h) ||
                                (zu >= 0) != !!(kept[h] & MOVE_ZOC) ||
                                move_next_to_enemy(g, (hex_id)h, side) !=
                                    game_next_to_enemy(g, (hex_id)h, side);
        }
    }
}

/* Every unit of the side to move, as a stack arriving at every hex its side holds (but its
 * own): the summed answer against stack_hex_ok's, in the legal lists' reading [5.26]. */
static void compare_stacking(const ps_game *g)
{
    const struct game_state *st = &g->st;
    if (st->phase != PS_PHASE_CHARIOT && st->phase != PS_PHASE_MOVEMENT)
        return;
    for (int u = 0; u < st->nunits; u++) {
        const struct unit *un = &st->units[u];
        if (un->side != st->phasing || un->carrier >= 0 ||
            (un->where != UNIT_ON_MAP && un->where != UNIT_WAITING))
            continue;
        struct stack_entry arrive[64];
        int na = stack_add_with_passengers(g, u, arrive, 0, 64);
        struct stack_arrival a;
        if (na > 64 || !stack_arrival_make(g, arrive, na, &a))
            continue;
        for (hex_id h = 0; h < MAP_MAX_HEXES; h++) {
            int top = st->first_in_hex[h];
            if (top < 0 || st->units[top].side != st->phasing ||
                (un->where == UNIT_ON_MAP && h == un->hex))
                continue;
            struct stack_problem why;
            bool want = stack_hex_ok(g, h, st->phasing, arrive, na, false, &why);
            tally.stack_asks++;
            tally.stack_refused += !want;
            tally.stack_differ += stack_arrival_ok(g, h, st->phasing, &a) != want;
        }
    }
}

static ps_status after_action(ps_game *g)
{
    ps_status s = ps_game_check_invariants(g); /* move_zones_check among them */
    if (s != PS_OK) {
        fprintf(stderr, "  %s\n", ps_game_error(g));
        return s;
    }
    compare_searches(g);
    compare_zones(g);
    compare_stacking(g);
    return PS_OK;
}

static void play_games(const char *scenario, int nopt, const ps_option *opts, int games)
{
    ps_action *buf = malloc(4096 * sizeof *buf);
    for (int i = 0; i < games; i++) {
        ps_game *g = NULL;
        char err[256];
        CHECK_INT(ps_game_new(fixture_data(), scenario, 11u + (uint64_t)i, &g, err, sizeof err),
                  PS_OK);
        if (!g)
            break;
        for (int k = 0; k < nopt; k++)
            CHECK_INT(ps_game_set_option(g, opts[k], true), PS_OK);
        ps_game_keep_history(g, false);
        ai_rng r;
        ai_rng_seed(&r, 77u + (uint64_t)i);
        CHECK(ai_random_game(g, &r, buf, 4096, after_action) > 0);
        ps_game_free(g);
    }
    free(buf);
}

TEST(search_buckets_heap_agree, "[5.1] [5.15] [5.23] [6.41] [11.1] [C1.5] the bucket search, "
                                "the heap with the game's tables, the heap pricing each step, a "
                                "kept entering reach and the draw's search by rows of bits give "
                                "the same hexes, costs, paths (and but for the bits the same "
                                "order), and [5.3] [5.4] [C1.9] the summed stacking test "
                                "stack_hex_ok's answer, in random games")
{
    heap_r = malloc(sizeof *heap_r);
    plain_r = malloc(sizeof *plain_r);
    bits_r = malloc(sizeof *bits_r);
    reach_init(heap_r);
    reach_init(plain_r);
    reach_init(bits_r);
    memset(&tally, 0, sizeof tally);
    static const ps_option panic[] = {PS_OPT_PANIC, PS_OPT_CONTACT, PS_OPT_RETREAT};
    static const ps_option sim[] = {PS_OPT_SIMULTANEOUS};
    play_games("kadesh", 0, NULL, 2);
    play_games("rome", 0, NULL, 2);
    play_games("thymbra", 3, panic, 1);
    play_games("megiddo", 1, sim, 1);
    CHECK(tally.searches > 10000);
    CHECK_INT(tally.differ, 0);
    CHECK_INT(tally.left_dirty, 0);
    CHECK(tally.bits_searches > 10000);
    CHECK(tally.bits_paths > 100000);
    CHECK_INT(tally.bits_differ, 0);
    CHECK(tally.recalled > 100);
    CHECK_INT(tally.recall_differ, 0);
    CHECK(tally.stack_asks > 100000);
    CHECK(tally.stack_refused > 10000);
    CHECK_INT(tally.stack_differ, 0);
    CHECK_INT(tally.zone_differ, 0);
    CHECK(tally.zone_reused > tally.zone_asks / 2);
    CHECK(tally.zoc_asks > 100000);
    CHECK_INT(tally.zoc_differ, 0);
    free(heap_r);
    free(plain_r);
    free(bits_r);
}

TEST(search_zones_kept, "[6.41] [16.32] [21.1] each side's kept view of the enemy equals one "
                        "rebuilt from the units after every action, with facing and the "
                        "simultaneous sequence")
{
    heap_r = malloc(sizeof *heap_r);
    plain_r = malloc(sizeof *plain_r);
    bits_r = malloc(sizeof *bits_r);
    reach_init(heap_r);
    reach_init(plain_r);
    reach_init(bits_r);
    memset(&tally, 0, sizeof tally);
    static const ps_option facing[] = {PS_OPT_FACING, PS_OPT_PANIC};
    static const ps_option both[] = {PS_OPT_FACING, PS_OPT_SIMULTANEOUS};
    play_games("qarqar", 2, facing, 1);
    play_games("bubastis", 2, both, 1);
    CHECK(tally.zone_asks > 500);
    CHECK_INT(tally.zone_differ, 0);
    CHECK(tally.stack_asks > 10000);
    CHECK_INT(tally.stack_differ, 0);
    CHECK(tally.zone_reused > 0);
    CHECK(tally.zoc_asks > 100000);
    CHECK_INT(tally.zoc_differ, 0);
    free(heap_r);
    free(plain_r);
    free(bits_r);
}

TEST(search_map_inline, "[5.11] the inline map_neighbour, map_hex_at and map_distance agree "
                        "with hex.c's cube geometry for every hex of the Chariot map")
{
    ps_game *g = fixture_empty("kadesh");
    const struct map *m = &g->map;
    long bad = 0, pairs = 0;
    for (hex_id a = -1; a < MAP_MAX_HEXES; a++) {
        bool on = a >= 0 && m->hexes[a].exists;
        for (int d = -1; d <= HEX_DIRS; d++) {
            hex_id want = HEX_NONE;
            if (on && d >= 0 && d < HEX_DIRS)
                want = map_hex_at(m, hex_neighbour(map_cr(a), (enum hex_dir)d));
            bad += map_neighbour(m, a, (enum hex_dir)d) != want;
        }
        if (!on)
            continue;
        for (hex_id b = 0; b < MAP_MAX_HEXES; b += 1 + (a % 3)) {
            if (!m->hexes[b].exists)
                continue;
            pairs++;
            bad += map_distance(a, b) != hex_distance(map_cr(a), map_cr(b));
        }
    }
    CHECK_INT(bad, 0);
    CHECK(pairs > 100000);
    ps_game_free(g);
}

TEST(search_zones_lists_stamped, "[5.23] [6.41] a kept view of the enemy is made again when "
                                 "the side lists change, though no enemy unit's key did")
{
    ps_game *g = NULL;
    char err[256];
    CHECK_INT(ps_game_new(fixture_data(), "kadesh", 5u, &g, err, sizeof err), PS_OK);
    if (!g)
        return;
    ps_action *buf = malloc(4096 * sizeof *buf);
    ai_rng r;
    ai_rng_seed(&r, 9u);
    /* Play until a unit of side 1 stands on the map. */
    int u = -1;
    for (int k = 0; k < 2000 && u < 0; k++) {
        ps_action a;
        if (ai_random_choose(g, &r, buf, 4096, &a) != PS_OK || ps_game_play(g, &a) != PS_OK)
            break;
        for (int i = 0; i < g->st.nunits && u < 0; i++)
            if (g->st.units[i].side == 1 && g->st.units[i].where == UNIT_ON_MAP)
                u = i;
    }
    CHECK(u >= 0);
    if (u >= 0) {
        struct move_scratch *sc = move_scratch(g);
        move_zones(g, sc, 0);
        /* The unit changes sides, which play never does, and the lists are made again: every
         * key on side 0's new enemy list is what it was, yet the unit's hex is no longer an
         * enemy's. */
        g->st.units[u].side = 0;
        game_list_sides(g);
        uint8_t fresh[MAP_MAX_HEXES];
        move_zones_build(g, 0, NULL, fresh, NULL);
        CHECK(memcmp(move_zones(g, sc, 0), fresh, sizeof fresh) == 0);
    }
    free(buf);
    ps_game_free(g);
}

/* Kadesh with the Egyptians set up on the map (the Hittites still to come), NULL if it could
 * not be made. */
static ps_game *egyptians_on_map(void)
{
    ps_game *g = NULL;
    char err[256];
    CHECK_INT(ps_game_new(fixture_data(), "kadesh", 3, &g, err, sizeof err), PS_OK);
    if (g)
        CHECK_INT(ps_game_auto_deploy(g), PS_OK);
    return g;
}

TEST(search_enemy_list_checked, "[5.23] the invariant checker finds a kept list of enemy hexes "
                                "that no longer names the enemy's hexes")
{
    ps_game *g = egyptians_on_map();
    if (!g)
        return;
    struct move_scratch *sc = move_scratch(g);
    move_zones(g, sc, 0); /* the Hittites' view: the Egyptians' hexes */
    struct enemy_hexes *e = &sc->zones[0].enemy;
    CHECK(e->n > 0);
    CHECK_INT(ps_game_check_invariants(g), PS_OK);
    hex_id was = e->hex[0];
    e->hex[0] = map_hex_at(&g->map, (hex_cr){1, 1}); /* a corner no unit holds */
    CHECK_INT(ps_game_check_invariants(g), PS_ESTATE);
    CHECK(strstr(ps_game_error(g), "list of enemy hexes for side 0 is out of date") != NULL);
    e->hex[0] = was;
    CHECK_INT(ps_game_check_invariants(g), PS_OK);
    ps_game_free(g);
}

TEST(search_recall_keeps_bars, "[5.23] a reach recalled in one side's view gives back the "
                               "other view's barred enemy hexes before writing over them")
{
    ps_game *g = egyptians_on_map();
    if (!g)
        return;
    struct move_scratch *sc = move_scratch(g);
    struct move_ctx hittites, egyptians;
    move_ctx_init(g, 0, -1, &hittites);
    struct mover m = {.u = 0, .start = map_hex_at(&g->map, (hex_cr){1, 1}), .avail = FX(2)};
    reach_search(g, &hittites, &m, &sc->r); /* bars the Egyptians' hexes */
    CHECK(sc->r.nbarred > 0);
    CHECK(clean_but_listed(&sc->r, &hittites));
    /* An Egyptian's reach through its own army's hexes, recalled in the Egyptians' view. */
    hex_id held = hittites.enemy->hex[0];
    struct reach_record rec = {held, HEX_NONE, FX(1), 0, 1};
    move_ctx_init(g, 1, -1, &egyptians);
    reach_recall(&sc->r, &egyptians, &rec, 1, true);
    CHECK_INT(sc->r.nbarred, 0);
    CHECK_INT(sc->r.cost[held], FX(1));
    /* The Hittites' next search bars the Egyptians' hexes again, that one too. */
    reach_search(g, &hittites, &m, &sc->r);
    CHECK_INT(sc->r.cost[held], REACH_ENEMY);
    CHECK(clean_but_listed(&sc->r, &hittites));
    ps_game_free(g);
}

TEST(search_class_conflict_bits, "[5.32] [5.34] [5.35] [5.36] [5.37] [5.38] the classes a "
                                 "class may not stack with, as bits, are the rule table's")
{
    int differ = 0;
    for (int a = 0; a < CLASS_COUNT; a++)
        for (int b = 0; b < CLASS_COUNT; b++)
            differ += (stack_class_conflicts((enum unit_class)a) >> b & 1u) !=
                      (stack_class_conflict((enum unit_class)a, (enum unit_class)b) != NULL);
    CHECK_INT(differ, 0);
    CHECK_INT((int)stack_class_conflicts(CLASS_COUNT), 0xff);
    CHECK_INT((int)stack_class_conflicts(CLASS_A), 1 << CLASS_B | 1 << CLASS_C | 1 << CLASS_MF);
}
