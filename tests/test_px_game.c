/* The Phalanx rule system behind the shared interface: loading, new games, the sequence of
 * play [Phalanx Game Procedure]. */
#include <string.h>

#include "check.h"
#include "fixture.h"

#include "core/phalanx/px_rules.h"

TEST(px_data_system, "[Phalanx How to Set-up the Game] data/phalanx loads as the Phalanx rule "
                     "system with its 16 scenarios")
{
    const ps_data *d = fixture_px_data();
    CHECK_STR(ps_data_system(d), "phalanx");
    CHECK_STR(ps_data_system(fixture_data()), "chariot");
    CHECK_INT(ps_data_scenario_count(d), 16);
    int i = ps_data_find_scenario(d, "cannae");
    CHECK(i >= 0);
    CHECK_STR(ps_data_scenario_name(d, i), "Cannae");
    CHECK_STR(ps_data_scenario_date(d, i), "216 BC");
}

TEST(px_new_game, "[Phalanx How to Set-up the Game] a new Cannae game: every unit of both "
                  "armies waits to deploy, the Carthaginians first, 12 Game-Turns")
{
    ps_game *g;
    char err[PS_ERR_MAX];
    CHECK_INT(ps_game_new(fixture_px_data(), "cannae", 7, &g, err, sizeof err), PS_OK);
    if (!g)
        return;
    CHECK_STR(ps_game_system(g), "phalanx");
    /* 12 MH, 6 PL, 6 LS, 4 MC, 2 LC, 4 OC, 2 SG, 4 JV + CM 1, 3 = 42; 8 MH, 20 SD, 9 BI,
     * 4 LC, 4 SK + CM 2, 3 = 47. */
    CHECK_INT(ps_game_unit_count(g), 89);
    ps_status_info st;
    ps_game_status(g, &st);
    CHECK_INT(st.phase, PS_PHASE_DEPLOY);
    CHECK_INT(st.side_to_act, 0);
    CHECK_INT(st.game_length, 12);
    CHECK_STR(ps_game_side_name(g, 0), "Carthaginians");
    CHECK_STR(ps_game_side_name(g, 1), "Romans");
    ps_game_free(g);
}

TEST(px_crt_api, "[Phalanx Combat Results Table] ps_game_crt gives the reconstruction's table: "
                 "1-2 to 6-1, a six-sided die, DD at 1-2 on a 1 and A1E on a 6")
{
    ps_game *g = fixture_empty("cannae");
    ps_crt crt;
    ps_game_crt(g, &crt);
    CHECK_INT(crt.ncols, 7);
    CHECK_INT(crt.die, 6);
    CHECK_INT(crt.col_att[0], 1);
    CHECK_INT(crt.col_def[0], 2);
    CHECK_INT(crt.col_att[6], 6);
    CHECK_INT(crt.result[0][0], PS_RESULT_DD);
    CHECK_INT(crt.result[5][0], PS_RESULT_A1E);
    CHECK_INT(crt.result[0][6], PS_RESULT_2E);
    CHECK_INT(crt.result[5][6], PS_RESULT_DD);
    ps_game_free(g);
}

TEST(px_odds_what_if, "[Phalanx Game Procedure] the odds of an attack from a hex the attacker "
                      "does not stand in yet: an MH moved beside an enemy MH's front is 3 to 3, "
                      "1-1, and the game is unchanged")
{
    ps_game *g = fixture_empty("cannae");
    int a = ps_game_place(g, 0, "MH", 2617, 0);
    int d = ps_game_place(g, 1, "MH", 2917, 0);
    CHECK(a >= 0 && d >= 0);
    CHECK_INT(ps_game_set_facing(g, a, 0), PS_OK); /* E */
    CHECK_INT(ps_game_set_facing(g, d, 3), PS_OK); /* W */
    uint64_t before = ps_game_hash(g);
    ps_action act;
    char err[PS_ERR_MAX];
    CHECK_INT(ps_action_parse("melee 0 2917", &act, err, sizeof err), PS_OK);
    ps_odds o;
    CHECK(ps_game_odds_info(g, &act, &o) != PS_OK); /* not adjacent where it stands */
    int from[1] = {2817};
    CHECK_INT(ps_game_odds_what_if(g, 0, &act, from, &o), PS_OK);
    CHECK_INT(o.att_strength, 3 * 256);
    CHECK_INT(o.def_strength, 3 * 256);
    CHECK_INT(o.col_att, 1);
    CHECK_INT(o.col_def, 1);
    CHECK_INT(o.count[0][PS_RESULT_1E], 1);
    CHECK_INT(o.count[0][PS_RESULT_DD], 1);
    CHECK_INT(o.count[0][PS_RESULT_C], 2);
    CHECK_INT(o.count[0][PS_RESULT_AD], 1);
    CHECK_INT(o.count[0][PS_RESULT_A1E], 1);
    CHECK(ps_game_hash(g) == before);
    ps_unit_info ui;
    ps_game_unit(g, a, &ui);
    CHECK_INT(ui.hex, 2617);
    ps_game_free(g);
}

TEST(px_review_on_recovery, "[Phalanx Game Procedure] (5) an allocated melee made non-viable "
                            "when its demoralized defenders recover is cancelled, and the "
                            "Melee Phase passes")
{
    ps_game *g = fixture_empty("cannae");
    int a = ps_game_place(g, 0, "MH", 2817, 0);
    int d1 = ps_game_place(g, 1, "SH", 2917, PS_UNIT_DISRUPTED);
    int d2 = ps_game_place(g, 1, "MH", 2917, PS_UNIT_DISRUPTED);
    CHECK(a >= 0 && d1 >= 0 && d2 >= 0);
    CHECK_INT(ps_game_set_facing(g, a, 0), PS_OK);  /* E */
    CHECK_INT(ps_game_set_facing(g, d1, 3), PS_OK); /* W */
    CHECK_INT(ps_game_set_facing(g, d2, 3), PS_OK);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_ALLOCATION, 0, 1), PS_OK);
    /* Demoralized until the end of this Player-Turn's Defensive Fire Phase. */
    g->st.px.units[d1].dd_end = g->st.px.units[d2].dd_end = (int16_t)(px_clock(&g->st) + 1);
    ps_action act;
    char err[PS_ERR_MAX];
    ps_action_parse("melee 0 2917", &act, err, sizeof err);
    ps_odds o;
    CHECK_INT(ps_game_odds_info(g, &act, &o), PS_OK);
    CHECK_INT(o.def_strength, 3 * 256); /* SH 5 and MH 3 halved: 2 + 1 */
    PLAY(g, "melee 0 2917");
    PLAY(g, "end"); /* the Romans' Defensive Fire passes (no missile units): they recover, 3
                     * against 8 is below 1-2 */
    CHECK(strstr(ps_game_events(g), "the melee attack on 2917 is cancelled") != NULL);
    ps_status_info st;
    ps_game_status(g, &st);
    CHECK_INT(st.phase, PS_PHASE_MOVEMENT);
    CHECK_INT(st.phasing_side, 1);
    ps_game_free(g);
}

TEST(px_arbela_roads_remain, "[Phalanx Scenarios] Arbela: \"treat all terrain as clear\" "
                             "leaves the roads, which are not terrain but lines through it: "
                             "2018-2117 costs 1/2 MP and the hex says road, as at Cannae")
{
    ps_game *cannae = fixture_empty("cannae"), *arbela = fixture_empty("arbela");
    CHECK_INT(ps_game_move_cost(cannae, 2018, 2117), 128);
    CHECK_INT(ps_game_move_cost(arbela, 2018, 2117), 128);
    ps_hex_info hi;
    CHECK_INT(ps_game_hex(arbela, 2117, &hi), PS_OK);
    CHECK(strstr(hi.terrain, "road") != NULL);
    CHECK(hi.road);
    char buf[512];
    ps_game_hex_effects(arbela, 2117, buf, sizeof buf);
    CHECK(strstr(buf, "road: 1/2 MP through a road hexside") != NULL);
    ps_game_free(cannae);
    ps_game_free(arbela);
}

TEST(px_arbela_all_clear, "[Phalanx Scenarios] Arbela: treat all terrain as clear -- the woods "
                          "at 1003 cost 4 MP at Cannae and 1 at Arbela")
{
    ps_game *cannae = fixture_empty("cannae"), *arbela = fixture_empty("arbela");
    ps_hex_info hi;
    CHECK_INT(ps_game_hex(cannae, 1003, &hi), PS_OK);
    CHECK(strstr(hi.terrain, "woods") != NULL);
    CHECK_INT(ps_game_move_cost(cannae, 903, 1003), 4 * 256);
    CHECK_INT(ps_game_move_cost(arbela, 903, 1003), 1 * 256);
    ps_game_free(cannae);
    ps_game_free(arbela);
}
