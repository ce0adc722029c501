/* A game's map tables (prestags/move_scratch.c).  ps_game_move_cost reads them once a movement
 * query has made them, and works the price out from the terrain rules before: the two must
 * agree for every hex of every scenario, from off the map and from each neighbour, and both
 * refuse a hex that is not next to the one named.  A game shares them with its clones. */
#include <stdatomic.h>
#include <stdio.h>

#include "core/game.h"

#include "check.h"
#include "fixture.h"

/* Every hex of the map, entered from off the map, from each neighbour and from itself; the
 * count of answers that differ (each printed). */
static int compare_every_hex(const ps_game *tables, const ps_game *rules, const char *id)
{
    int differ = 0;
    for (int col = 1; col <= 48; col++)
        for (int row = 1; row <= 48; row++) {
            int h = col * 100 + row;
            int nb[6];
            if (ps_game_neighbours(rules, h, nb) < 0)
                continue;
            int from[8] = {0, h, nb[0], nb[1], nb[2], nb[3], nb[4], nb[5]};
            for (int i = 0; i < 8; i++) {
                if (i >= 2 && from[i] == 0)
                    continue;
                int32_t a = ps_game_move_cost(tables, from[i], h);
                int32_t b = ps_game_move_cost(rules, from[i], h);
                if (a != b) {
                    fprintf(stderr, "  %s: %04d from %04d: %d from the tables, %d from the rules\n",
                            id, h, from[i], a, b);
                    differ++;
                }
            }
        }
    return differ;
}

TEST(move_cost_tables_agree_with_the_rules,
     "[5.1] [9.0] [5.51] [5.62] ps_game_move_cost gives the same price from the game's step "
     "tables as from the terrain rules, for every hex of every Chariot scenario")
{
    const ps_data *d = fixture_data();
    for (int i = 0; i < ps_data_scenario_count(d); i++) {
        const char *id = ps_data_scenario_id(d, i);
        ps_game *g = fixture_deployed(id, 1);
        /* A clone starts without the tables: its answers are worked out from the rules. */
        ps_game *rules = ps_game_clone(g);
        CHECK(rules != NULL);
        /* The first movement query (the first Player-Turn's Chariot or Movement Phase) makes
         * the game's tables. */
        static ps_action buf[16384];
        CHECK(ps_game_legal(g, -1, buf, 16384) > 0);
        CHECK_INT(compare_every_hex(g, rules, id), 0);
        /* Not next to each other: refused both ways. */
        CHECK_INT(ps_game_move_cost(g, 1010, 1012), -1);
        CHECK_INT(ps_game_move_cost(rules, 1010, 1012), -1);
        ps_game_free(rules);
        ps_game_free(g);
    }
}

TEST(move_tables_shared_with_clones,
     "[5.1] a clone reads its game's map tables instead of making its own, and they outlive "
     "whichever of the games is freed first")
{
    static ps_action buf[16384];
    ps_game *g = fixture_deployed("kadesh", 2);
    int n = ps_game_legal(g, -1, buf, 16384); /* takes or makes the scenario's tables */
    CHECK(n > 0);
    ps_game *c1 = ps_game_clone(g);
    ps_game *c2 = ps_game_clone(c1);
    CHECK(c1 != NULL && c2 != NULL);
    CHECK(g->map_tables != NULL);
    CHECK(c1->map_tables == g->map_tables && c2->map_tables == g->map_tables);
    /* The three games and the data's slot for Kadesh (core/scenario_tables.h). */
    CHECK_INT(atomic_load(&g->map_tables->refs), 4);
    /* The game goes first, then the first clone: the others still search with the tables. */
    ps_game_free(g);
    CHECK_INT(atomic_load(&c1->map_tables->refs), 3);
    CHECK_INT(ps_game_legal(c1, -1, buf, 16384), n);
    ps_game_free(c1);
    CHECK_INT(atomic_load(&c2->map_tables->refs), 2);
    CHECK_INT(ps_game_legal(c2, -1, buf, 16384), n);
    ps_game_free(c2);
}

/* Both sides set up, as fixture_deployed does. */
static void deploy_all(ps_game *g)
{
    ps_status_info st;
    for (ps_game_status(g, &st); st.phase == PS_PHASE_DEPLOY; ps_game_status(g, &st))
        if (ps_game_auto_deploy(g) != PS_OK) {
            CHECK(false);
            return;
        }
}

TEST(move_tables_shared_by_a_scenario,
     "[5.1] the games of one scenario made from the same data read one set of map tables, made "
     "by the first that needs them, which outlives the data")
{
    static ps_action buf[16384];
    char err[PS_ERR_MAX], dir[512];
    snprintf(dir, sizeof dir, "%s/chariot", test_data_dir());
    ps_data *d = NULL;
    CHECK_INT(ps_data_load(dir, &d, err, sizeof err), PS_OK);
    if (!d)
        return;
    ps_game *a = NULL, *b = NULL, *other = NULL;
    CHECK_INT(ps_game_new(d, "kadesh", 1, &a, err, sizeof err), PS_OK);
    CHECK_INT(ps_game_new(d, "kadesh", 2, &b, err, sizeof err), PS_OK);
    CHECK_INT(ps_game_new(d, "rome", 3, &other, err, sizeof err), PS_OK);
    if (!a || !b || !other)
        return;
    deploy_all(a);
    deploy_all(b);
    deploy_all(other);
    CHECK(a->map_tables == NULL && b->map_tables == NULL);
    int n = ps_game_legal(a, -1, buf, 16384); /* the first: made, and left in the data */
    CHECK(n > 0);
    CHECK(a->map_tables != NULL);
    CHECK_INT(atomic_load(&a->map_tables->refs), 2);
    /* The data goes first: the games keep the tables and the holder. */
    ps_data_free(d);
    CHECK(ps_game_legal(b, -1, buf, 16384) > 0); /* the second reads the first's */
    CHECK(b->map_tables == a->map_tables);
    CHECK_INT(atomic_load(&a->map_tables->refs), 3);
    CHECK(ps_game_legal(other, -1, buf, 16384) > 0); /* another scenario: its own */
    CHECK(other->map_tables != NULL && other->map_tables != a->map_tables);
    ps_game_free(a);
    CHECK_INT(atomic_load(&b->map_tables->refs), 2);
    CHECK_INT(ps_game_legal(b, -1, buf, 16384) > 0, 1);
    ps_game_free(b);
    ps_game_free(other);
}
