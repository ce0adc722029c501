/* Phalanx set-up [Phalanx Initial Deployment], [Phalanx How to Set-up the Game]: key letters
 * and radii, the enemy's radius, stacking points, terrain, facing the enemy, position
 * building with ps_game_place, and the automatic set-up of all 16 scenarios.  Cannae: the
 * Carthaginians deploy CD-2 (C 0917, D 0709), the Romans F-4 (F 1315); the Carthaginian units
 * are 12 MH (0-11), 6 PL, 6 LS, 4 MC, 2 LC, 4 OC, 2 SG, 4 JV, then CM1 (40) and CM3 (41). */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "fixture.h"
#include "core/game.h"
#include "core/phalanx/px_rules.h"

static ps_game *new_px(const char *scen, uint64_t seed)
{
    ps_game *g = NULL;
    char err[PS_ERR_MAX];
    if (ps_game_new(fixture_px_data(), scen, seed, &g, err, sizeof err) != PS_OK)
        fprintf(stderr, "%s\n", err);
    return g;
}

static bool starts_with(const char *s, const char *prefix)
{
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

TEST(px_setup_enemy_radius, "[Phalanx Initial Deployment] a unit may not deploy within the "
                            "enemy's radius")
{
    ps_game *g = new_px("cannae", 1);
    CHECK(ps_game_play_text(g, "deploy 0 1315") == PS_EILLEGAL);
    CHECK(strstr(ps_game_error(g), "[Phalanx Initial Deployment] 1315 is within 4 hexes of the "
                                   "Romans' key letter F") != NULL);
    ps_game_free(g);
}

TEST(px_setup_own_radius, "[Phalanx Initial Deployment] a unit may not deploy more than its "
                          "radius from its key letters")
{
    ps_game *g = new_px("cannae", 1);
    CHECK(ps_game_play_text(g, "deploy 0 0617") == PS_EILLEGAL);
    CHECK_STR(ps_game_error(g), "[Phalanx Initial Deployment] 0617 is more than 2 hexes from "
                                "the Carthaginians' key letters CD");
    PLAY(g, "deploy 0 0717"); /* 2 hexes from C */
    PLAY(g, "deploy 1 0709"); /* on D: either centre [Phalanx How to Set-up the Game] */
    ps_game_free(g);
}

TEST(px_setup_stacking, "[Phalanx Stacking] set-up observes 12 stacking points a hex; command "
                        "units count none")
{
    ps_game *g = new_px("cannae", 1);
    PLAY(g, "deploy 0 0917");
    PLAY(g, "deploy 1 0917");
    PLAY(g, "deploy 2 0917"); /* 3 MH: 12 points */
    CHECK(ps_game_play_text(g, "deploy 3 0917") == PS_EILLEGAL);
    CHECK_STR(ps_game_error(g), "[Phalanx Stacking] 0917 would hold 16 stacking points, more "
                                "than 12");
    PLAY(g, "deploy 40 0917");
    PLAY(g, "deploy 41 0917");
    CHECK_INT(ps_game_stacking_limit(g, 0), 12);
    CHECK_INT(ps_game_check_invariants(g), PS_OK);
    ps_game_free(g);
}

/* The first hex of the map whose terrain text contains what, or 0. */
static int find_terrain(ps_game *g, const char *what)
{
    int cols, rows;
    ps_game_map_size(g, &cols, &rows);
    for (int c = 1; c <= cols; c++)
        for (int r = 1; r <= rows; r++) {
            ps_hex_info h;
            if (ps_game_hex(g, c * 100 + r, &h) == PS_OK && strstr(h.terrain, what) &&
                !strstr(h.terrain, "road"))
                return c * 100 + r;
        }
    return 0;
}

TEST(px_setup_terrain, "[Phalanx errata Terrain Effects Chart] no unit is set up in a lake, and "
                       "Elephants never in swamp")
{
    ps_game *g = fixture_empty("cannae");
    int swamp = find_terrain(g, "swamp"), lake = find_terrain(g, "lake");
    CHECK(swamp > 0);
    CHECK(lake > 0);
    CHECK_INT(ps_game_place(g, 0, "EL", swamp, 0), -1);
    CHECK(starts_with(ps_game_error(g), "[Phalanx errata Terrain Effects Chart] EL may never "
                                        "enter swamp"));
    CHECK_INT(ps_game_place(g, 0, "MH", lake, 0), -1);
    CHECK(starts_with(ps_game_error(g), "[Phalanx errata Terrain Effects Chart]"));
    CHECK(ps_game_place(g, 0, "MH", swamp, 0) >= 0);
    ps_game_free(g);
}

TEST(px_setup_facing, "[Phalanx Facing] a unit set up faces the enemy's nearest key letter")
{
    ps_game *g = new_px("cannae", 1);
    PLAY(g, "deploy 0 0917"); /* F 1315 lies east-north-east: E */
    CHECK_INT(ps_game_unit_facing(g, 0), HEX_E);
    ps_game_free(g);
    g = fixture_empty("cannae");
    int u = ps_game_place(g, 1, "SD", 1315, 0); /* C 0917 lies west-south-west: W */
    CHECK_INT(ps_game_unit_facing(g, u), HEX_W);
    ps_game_free(g);
}

TEST(px_setup_order, "[Phalanx How to Set-up the Game] the first army sets up, then the "
                     "second; the first army moves first")
{
    ps_game *g = new_px("cannae", 3);
    CHECK(ps_game_play_text(g, "end") == PS_EILLEGAL);
    CHECK(starts_with(ps_game_error(g), "[Phalanx Initial Deployment] the Carthaginians still"));
    CHECK(ps_game_play_text(g, "deploy 42 1315") == PS_EILLEGAL); /* a Roman unit */
    CHECK(starts_with(ps_game_error(g), "[Phalanx How to Set-up the Game] unit 42 belongs to "
                                        "the Romans"));
    CHECK_INT(ps_game_auto_deploy(g), PS_OK);
    ps_status_info st;
    ps_game_status(g, &st);
    CHECK_INT(st.phase, PS_PHASE_DEPLOY);
    CHECK_INT(st.side_to_act, 1);
    CHECK_INT(ps_game_auto_deploy(g), PS_OK);
    ps_game_status(g, &st);
    CHECK_INT(st.phase, PS_PHASE_MOVEMENT);
    CHECK_INT(st.side_to_act, 0);
    CHECK_INT(ps_game_auto_deploy(g), PS_ESTATE);
    ps_game_free(g);
}

TEST(px_setup_legal_count, "[Phalanx Initial Deployment] the deploy actions of a Militia "
                           "Hoplite are exactly the usable hexes of CD-2 outside F-4")
{
    ps_game *g = new_px("cannae", 1);
    int cols, rows, want = 0;
    ps_game_map_size(g, &cols, &rows);
    for (int c = 1; c <= cols; c++)
        for (int r = 1; r <= rows; r++) {
            ps_hex_info h;
            int x = c * 100 + r;
            if (ps_game_hex(g, x, &h) != PS_OK || h.impassable)
                continue;
            if ((ps_hex_distance(x, 917) <= 2 || ps_hex_distance(x, 709) <= 2) &&
                ps_hex_distance(x, 1315) > 4)
                want++;
        }
    static ps_action acts[512];
    int n = ps_game_legal(g, 0, acts, 512), deploys = 0;
    for (int i = 0; i < n && i < 512; i++)
        if (acts[i].kind == PS_ACT_DEPLOY) {
            deploys++;
            CHECK_INT(ps_game_check(g, &acts[i]), PS_OK);
        }
    CHECK(want > 10);
    CHECK_INT(deploys, want);
    ps_game_free(g);
}

TEST(px_setup_place_status, "[Phalanx errata Demoralization and Panic] a unit placed "
                            "demoralized, panicked or in Contact carries its marks")
{
    ps_game *g = fixture_empty("cannae");
    int a = ps_game_place(g, 0, "MH", 917, PS_UNIT_DISRUPTED);
    int b = ps_game_place(g, 0, "LC", 709, PS_UNIT_PANICKED);
    int c = ps_game_place(g, 0, "MH", 1010, PS_UNIT_CONTACT);
    int d = ps_game_place(g, 1, "SD", 1110, PS_UNIT_CONTACT);
    CHECK(a >= 0 && b >= 0 && c >= 0 && d >= 0);
    ps_unit_info ui;
    ps_game_unit(g, a, &ui);
    CHECK_INT(ui.status, PS_UNIT_DISRUPTED);
    ps_game_unit(g, b, &ui);
    CHECK_INT(ui.status, PS_UNIT_PANICKED);
    CHECK_INT(g->st.px.units[a].dd_end, 1 + 16); /* Movement Phase of the first Player-Turn */
    CHECK_INT(g->st.px.units[b].flee_edge, PX_EDGE_W); /* 0709: 6 hexes from the west edge */
    CHECK_INT(g->st.ncontacts, 1);
    static char pos[16384];
    ps_game_position(g, pos, sizeof pos);
    CHECK(strstr(pos, "unit 0 side 0 MH 0917 facing E demoralized until 17\n") != NULL);
    CHECK(strstr(pos, "panicked flee W") != NULL);
    CHECK(strstr(pos, "contacts 1010-1110\n") != NULL);
    CHECK_INT(ps_game_check_invariants(g), PS_OK);
    CHECK_INT(ps_game_place(g, 0, "CM1", 917, PS_UNIT_PANICKED), -1);
    CHECK_STR(ps_game_error(g), "[Phalanx errata Command Units] command units never panic");
    CHECK_INT(ps_game_place(g, 0, "MH", 1110, 0), -1); /* the Roman hex */
    CHECK_STR(ps_game_error(g), "[Phalanx Stacking] 1110 holds enemy units");
    ps_game_free(g);
}

TEST(px_setup_place_saved, "[Phalanx Initial Deployment] a built position is saved and "
                           "replays to the same position")
{
    ps_game *g = fixture_empty("cannae");
    CHECK(ps_game_place(g, 0, "MH", 917, PS_UNIT_DISRUPTED) >= 0);
    CHECK(ps_game_place(g, 1, "SD", 1315, PS_UNIT_PANICKED) >= 0);
    char path[64], err[PS_ERR_MAX];
    snprintf(path, sizeof path, "/tmp/px_setup_%d.sav", (int)getpid());
    CHECK_INT(ps_game_save(g, path, err, sizeof err), PS_OK);
    ps_game *h = NULL;
    CHECK_INT(ps_game_load(fixture_px_data(), path, &h, err, sizeof err), PS_OK);
    unlink(path);
    if (h) {
        static char a[16384], b[16384];
        ps_game_position(g, a, sizeof a);
        ps_game_position(h, b, sizeof b);
        CHECK_STR(b, a);
        ps_game_free(h);
    }
    ps_game_free(g);
}

/* Every unit on the map in its army's area, facing the enemy; stacking and invariants hold;
 * the hexes nearest the enemy's letters are filled first. */
static void check_deployed(const char *id, uint64_t seed)
{
    ps_game *g = new_px(id, seed);
    CHECK(g != NULL);
    if (!g)
        return;
    for (int k = 0; k < 2; k++)
        CHECK_INT(ps_game_auto_deploy(g), PS_OK);
    ps_status_info st;
    ps_game_status(g, &st);
    CHECK_INT(st.phase, PS_PHASE_MOVEMENT);
    CHECK_INT(ps_game_check_invariants(g), PS_OK);
    int bad = 0;
    for (int u = 0; u < g->st.nunits; u++) {
        const struct unit *un = &g->st.units[u];
        bad += un->where != UNIT_ON_MAP ||
               !px_in_deploy_area(&g->pxs, &g->map, un->side, un->hex) ||
               px_stack_points(g, un->hex) > 12 ||
               un->facing != px_facing_toward_enemy(g, un->side, un->hex);
    }
    CHECK_INT(bad, 0);
    ps_game *again = new_px(id, seed);
    for (int k = 0; k < 2 && again; k++)
        ps_game_auto_deploy(again);
    CHECK(again && ps_game_hash(again) == ps_game_hash(g));
    ps_game_free(again);
    ps_game_free(g);
}

TEST(px_setup_auto_all, "[Phalanx Initial Deployment] the automatic set-up places every unit "
                        "of all 16 scenarios in its area, within stacking, from two seeds")
{
    const ps_data *d = fixture_px_data();
    CHECK_INT(ps_data_scenario_count(d), 16);
    for (int i = 0; i < ps_data_scenario_count(d); i++) {
        check_deployed(ps_data_scenario_id(d, i), 1);
        check_deployed(ps_data_scenario_id(d, i), 20240607);
    }
}

TEST(px_setup_auto_front, "[Phalanx Initial Deployment] the automatic set-up forms the line "
                          "nearest the enemy: Cannae's front hexes hold heavy foot")
{
    ps_game *g = new_px("cannae", 5);
    CHECK_INT(ps_game_auto_deploy(g), PS_OK);
    /* The Carthaginian hexes nearest F: every one of the area's hexes at the least distance
     * holds units. */
    int best = 99, held = 0, total = 0;
    for (int h = 0; h < MAP_MAX_HEXES; h++)
        if (g->map.hexes[h].exists && px_hex_usable(&g->pxs, &g->map, (hex_id)h) &&
            px_in_deploy_area(&g->pxs, &g->map, 0, (hex_id)h)) {
            int dist = map_distance((hex_id)h, g->map.letters['F' - 'A']);
            if (dist < best)
                best = dist, held = total = 0;
            if (dist == best) {
                total++;
                held += g->st.first_in_hex[h] >= 0;
            }
        }
    CHECK(total > 0);
    CHECK_INT(held, total);
    ps_game_free(g);
}
