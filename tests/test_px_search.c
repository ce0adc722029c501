/* The Phalanx movement search three ways: pricing every step with px_step on the heap (the
 * reference), and with the game's tables on the bucket queue and on the heap.  All three must
 * reach the same nodes in the same order, at the same cost, by the same paths, with the same
 * stops: random games of every Phalanx scenario, every unit of the side to act checked at a
 * fifth of the Movement Phase decisions. */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "check.h"
#include "fixture.h"

#include "core/game.h"
#include "core/phalanx/px_move.h"

/* Is b the search a was?  Returns the nodes compared. */
static long same_search(const struct px_search *a, const struct px_search *b)
{
    CHECK_INT(b->n, a->n);
    CHECK_INT(b->start, a->start);
    CHECK_INT(b->ma, a->ma);
    if (a->n != b->n)
        return 0;
    for (int i = 0; i < a->n; i++) {
        int k = a->list[i];
        CHECK_INT(b->list[i], k);
        CHECK_INT(b->cost[k], a->cost[k]);
        CHECK_INT(b->prev[k], a->prev[k]);
        CHECK_INT(b->stop[k], a->stop[k]);
    }
    return a->n;
}

TEST(px_search_queues_agree, "[Phalanx Movement] the bucket queue, the heap and px_step find "
                             "the same nodes, costs and paths in every scenario")
{
    struct px_search *ref = malloc(sizeof *ref);
    CHECK(ref != NULL);
    if (!ref)
        return;
    px_search_init(ref);
    const ps_data *d = fixture_px_data();
    long nodes = 0;
    for (int i = 0; i < ps_data_scenario_count(d); i++) {
        ps_game *g;
        char err[PS_ERR_MAX];
        CHECK(ps_game_new(d, ps_data_scenario_id(d, i), (uint64_t)i + 7, &g, err, sizeof err) ==
              PS_OK);
        ps_game_keep_history(g, false);
        ai_rng r;
        ai_rng_seed(&r, (uint64_t)i + 7);
        ps_action buf[4096];
        for (int step = 0; step < 300; step++) {
            ps_status_info st;
            ps_game_status(g, &st);
            if (st.over)
                break;
            if (st.phase == PS_PHASE_DEPLOY) {
                CHECK(ps_game_auto_deploy(g) == PS_OK);
                continue;
            }
            struct px_scratch *sc = px_scratch(g);
            CHECK(sc != NULL);
            if (sc && st.phase == PS_PHASE_MOVEMENT && step % 5 == 0)
                for (int u = 0; u < g->st.nunits; u++) {
                    const struct unit *un = &g->st.units[u];
                    if (un->where != UNIT_ON_MAP || un->side != g->st.to_act)
                        continue;
                    /* The tables' search, not the fallback: each type its own table. */
                    CHECK(px_step_costs(sc, un->type) != NULL);
                    struct px_zones z;
                    px_zones_build(g, un->side, &z);
                    px_search_run(g, u, &z, ref);
                    px_search_run_kept(g, u, &z, sc, false);
                    nodes += same_search(ref, &sc->s);
                    px_search_run_kept(g, u, &z, sc, true);
                    nodes += same_search(ref, &sc->s);
                }
            CHECK(!sc || !sc->tab->heap_only); /* the shipped charts fit the buckets */
            ps_action a;
            if (ai_random_choose(g, &r, buf, 4096, &a) != PS_OK)
                break;
            CHECK(ps_game_play(g, &a) == PS_OK);
        }
        ps_game_free(g);
    }
    CHECK(nodes > 100000);
    free(ref);
}

/* The kept stop zones after every action of random games of every Phalanx scenario: each
 * side's view equals zones built now, the invariant checker agrees, and the view is read
 * again more often than it is made. */
TEST(px_zones_kept, "[Phalanx errata Movement K] [Phalanx Cross River Attack] each side's kept "
                    "stop zones equal zones built from the units after every action")
{
    const ps_data *d = fixture_px_data();
    long asks = 0, reused = 0, differ = 0;
    for (int i = 0; i < ps_data_scenario_count(d); i++) {
        ps_game *g;
        char err[PS_ERR_MAX];
        CHECK(ps_game_new(d, ps_data_scenario_id(d, i), (uint64_t)i + 31, &g, err, sizeof err) ==
              PS_OK);
        ps_game_keep_history(g, false);
        ai_rng r;
        ai_rng_seed(&r, (uint64_t)i + 31);
        ps_action *buf = malloc(4096 * sizeof *buf);
        for (int step = 0; buf && step < 600; step++) {
            ps_status_info st;
            ps_game_status(g, &st);
            if (st.over)
                break;
            if (st.phase == PS_PHASE_DEPLOY) {
                CHECK(ps_game_auto_deploy(g) == PS_OK);
                continue;
            }
            CHECK_INT(ps_game_check_invariants(g), PS_OK); /* px_zones_check among them */
            struct px_scratch *sc = px_scratch(g);
            for (int side = 0; sc && side < 2; side++) {
                unsigned long builds = sc->zones[side].keys.builds;
                struct px_zones local, fresh;
                const struct px_zones *kept = px_zones_for(g, side, &local);
                px_zones_build(g, side, &fresh);
                asks++;
                reused += sc->zones[side].keys.builds == builds;
                differ += memcmp(kept->z, fresh.z, sizeof fresh.z) != 0;
            }
            ps_action a;
            if (ai_random_choose(g, &r, buf, 4096, &a) != PS_OK)
                break;
            CHECK(ps_game_play(g, &a) == PS_OK);
        }
        free(buf);
        ps_game_free(g);
    }
    CHECK_INT(differ, 0);
    CHECK(asks > 2000);
    CHECK(reused > asks / 2);
}

TEST(px_zones_lists_stamped, "[Phalanx Movement A] kept stop zones are made again when the side "
                             "lists change, though no enemy unit's key did")
{
    ps_game *g = fixture_deployed("cannae", 3);
    struct px_scratch *sc = px_scratch(g);
    CHECK(sc != NULL);
    /* The units of side 1 in one hex, whose zones no other unit's cover, moved to side 0
     * (which play never does) with the lists made again: side 0's zones change, though every
     * key on its new enemy list is what it was. */
    struct px_zones local, before, fresh;
    px_zones_build(g, 0, &before);
    hex_id found = HEX_NONE;
    for (int i = 0; sc && i < g->st.nunits && found == HEX_NONE; i++) {
        hex_id h = g->st.units[i].hex;
        if (g->st.units[i].side != 1 || g->st.units[i].where != UNIT_ON_MAP ||
            g->st.first_in_hex[h] != i)
            continue;
        px_zones_for(g, 0, &local); /* kept with the hex's units on side 1 */
        for (int v = g->st.first_in_hex[h]; v >= 0; v = g->st.units[v].next)
            g->st.units[v].side = 0;
        game_list_sides(g);
        px_zones_build(g, 0, &fresh);
        if (memcmp(before.z, fresh.z, sizeof fresh.z) != 0) {
            found = h;
            CHECK(memcmp(px_zones_for(g, 0, &local)->z, fresh.z, sizeof fresh.z) == 0);
            break;
        }
        for (int v = g->st.first_in_hex[h]; v >= 0; v = g->st.units[v].next)
            g->st.units[v].side = 1;
        game_list_sides(g);
    }
    CHECK(found != HEX_NONE);
    ps_game_free(g);
}

TEST(px_search_type_without_table, "[Phalanx Movement] a unit whose type has no step-cost table "
                                   "is searched by pricing every step, with the same result")
{
    ps_game *g = fixture_deployed("cannae", 5);
    struct px_scratch *sc = px_scratch(g);
    struct px_search *ref = malloc(sizeof *ref);
    CHECK(sc != NULL && ref != NULL);
    int u = 0;
    while (u < g->st.nunits && (g->st.units[u].where != UNIT_ON_MAP ||
                                g->st.units[u].side != g->st.to_act))
        u++;
    CHECK(u < g->st.nunits);
    if (sc && ref && u < g->st.nunits) {
        px_search_init(ref);
        struct px_zones z;
        px_zones_build(g, g->st.units[u].side, &z);
        px_search_run(g, u, &z, ref);
        int type = g->st.units[u].type;
        CHECK(px_step_costs(sc, type) != NULL);
        sc->slot[type] = -1; /* as for a type no unit had when the block was made */
        CHECK(px_step_costs(sc, type) == NULL);
        px_search_run_kept(g, u, &z, sc, false);
        CHECK(same_search(ref, &sc->s) > 10);
    }
    free(ref);
    ps_game_free(g);
}

TEST(px_step_tables_shared, "[Phalanx Movement] [Phalanx errata Terrain Effects Chart] a "
                            "scenario's step tables price every step of every type as the "
                            "chart does, and are made once for its games and their clones")
{
    const ps_data *d = fixture_px_data();
    ps_game *g = NULL, *h = NULL;
    char err[PS_ERR_MAX];
    CHECK_INT(ps_game_new(d, "cannae", 3, &g, err, sizeof err), PS_OK);
    CHECK_INT(ps_game_new(d, "cannae", 4, &h, err, sizeof err), PS_OK);
    if (!g || !h)
        return;
    struct px_scratch *sg = px_scratch(g), *sh = px_scratch(h);
    ps_game *c = ps_game_clone(g);
    struct px_scratch *sc = c ? px_scratch(c) : NULL;
    CHECK(sg && sh && sc);
    if (sg && sh && sc) {
        /* One block: both games, the clone and the data's slot for Cannae. */
        CHECK(sg->tab == sh->tab && sc->tab == sg->tab);
        CHECK_INT(atomic_load(&g->map_tables->refs), 4);
        long steps = 0, differ = 0;
        for (int t = 0; t < g->px.ntypes; t++) {
            const uint16_t *cost = px_step_costs(sg, t);
            CHECK(cost != NULL);
            for (hex_id x = 0; cost && x < MAP_MAX_HEXES; x++)
                for (int dir = 0; g->map.hexes[x].exists && dir < HEX_DIRS; dir++) {
                    hex_id to = map_neighbour(&g->map, x, (enum hex_dir)dir);
                    CHECK_INT(sg->tab->step_to[x * HEX_DIRS + dir] - 2, to);
                    if (to == HEX_NONE)
                        continue;
                    fx want = px_enter_cost_type(g, &g->px.types[t], x, dir, to, NULL, 0);
                    differ += cost[x * HEX_DIRS + dir] - 2 != want;
                    steps++;
                }
        }
        CHECK_INT(differ, 0);
        CHECK(steps > 100000);
    }
    ps_game_free(g);
    CHECK_INT(atomic_load(&h->map_tables->refs), 3);
    ps_game_free(c);
    ps_game_free(h);
}
