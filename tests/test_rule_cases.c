/* Rule cases the engine enforced through other rules, each now pinned by a test of its own:
 * [5.13], [5.22], [7.4], [14.22], [15.3], [22.11]. */
#include <stdio.h>

#include "movetest.h"

#include "core/game.h"

TEST(rc_unused_mp, "[5.13] unused Movement Points are not accumulated from phase to phase, nor "
                   "transferred from unit to unit")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "MS", 1010); /* 0 */
    PLACE(g, 0, "MS", 1012); /* 1 */
    PLACE(g, 0, "L2", 1011); /* 2: both in its radius */
    PLACE(g, 1, "MS", 3030);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    PLAYI(g, "move 0 1110"); /* 1 of 3 */
    /* Unit 1 does not get unit 0's two unused points. */
    REFUSED(g, "move 1 1112-1212-1312-1412", "[5.27] unit 1 has 0 MP left, 1412 costs 1");
    END_UNTIL(g, PS_PHASE_MOVEMENT, 0, 2);
    /* Nor does unit 0 keep its own into the next Movement Phase. */
    REFUSED(g, "move 0 1210-1310-1410-1510", "[5.27] unit 0 has 0 MP left, 1510 costs 1");
    PLAYI(g, "move 0 1210-1310-1410");
    ps_game_free(g);
}

TEST(rc_no_combat_in_movement, "[5.22] no fire or melee combat occurs during a Movement Phase")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "BW", 1510); /* 0 */
    PLACE(g, 0, "MS", 1611); /* 1 */
    PLACE(g, 0, "L2", 1611);
    PLACE(g, 1, "MS", 1612); /* 3: next to both */
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    CHECK(strstr(mt_try(g, "fire 0 1612"), "[6.") != NULL);
    CHECK(strstr(mt_try(g, "melee 1 1612"), "[7.0] melee attacks are made in the Melee Combat "
                                            "Phase") != NULL);
    CHECK_INT(mt_legal_count(g, -1, PS_ACT_FIRE), 0);
    CHECK_INT(mt_legal_count(g, -1, PS_ACT_MELEE), 0);
    ps_game_free(g);
}

TEST(rc_melee_not_split, "[7.4] a unit never splits its Melee Strength between two attacks in "
                         "one Combat Phase")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "SD", 1612); /* 0: next to 1512 and 1712 */
    PLACE(g, 1, "MI", 1512);
    PLACE(g, 1, "MI", 1712);
    SET_PHASE(g, PS_PHASE_MELEE, 0, 3);
    int six = 6;
    CHECK_INT(ps_game_force_dice(g, &six, 1), PS_OK);
    PLAYI(g, "melee 0 1512");
    CHECK(strstr(mt_try(g, "melee 0 1712"), "[7.14]") != NULL);
    CHECK_INT(mt_legal_count(g, 0, PS_ACT_MELEE), 0);
    ps_game_free(g);
}

TEST(rc_slope_before_bonus, "[14.22] (optional elevation) slope to slope: the penalty is "
                            "computed, fractions kept, before the Leader Bonus is added")
{
    /* Hill G: 1718 and 1719 are slope hexes. */
    ps_game *g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_option(g, PS_OPT_ELEVATION, true), PS_OK);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MELEE, 0, 3), PS_OK);
    PLACE(g, 1, "MI", 1719);
    PLACE(g, 0, "MS", 1718); /* 1 */
    PLACE(g, 0, "L3", 1718);
    ps_action a;
    char err[PS_ERR_MAX], text[2048];
    CHECK_INT(ps_action_parse("melee 1 1719", &a, err, sizeof err), PS_OK);
    CHECK(ps_game_odds(g, &a, text, sizeof text) > 0);
    /* MS 3 halved = 1.5; the L3's 3 capped at the units' 1.5: 1.5 + 1.5 = 3 (not (3+3)/2). */
    CHECK(strstr(text, "= 1.5") != NULL);
    CHECK(strstr(text, "attack 3\n") != NULL);
    ps_game_free(g);
}

TEST(rc_never_return, "[15.3] units once moved off the mapsheet may never return")
{
    ps_game *g = fixture_empty("lake-regillus");
    PLACE(g, 1, "MS", 1035); /* 0: on the south edge, the Etruscans' exit zone */
    PLACE(g, 1, "L2", 1034);
    PLACE(g, 0, "MS", 2010);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 1, 1);
    PLAYI(g, "exit 0 1035");
    CHECK(mt_unit(g, 0).exited);
    END_UNTIL(g, PS_PHASE_MOVEMENT, 1, 2);
    CHECK(strcmp(mt_try(g, "move 0 1035"), "ok") != 0);
    CHECK_INT(mt_legal_count(g, 0, -1), 0);
    CHECK(mt_unit(g, 0).exited);
    ps_game_free(g);
}

TEST(rc_plot_continuous, "[22.11] movement is plotted continuously, hex by hex, with no gaps")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "MS", 1012); /* 0 */
    PLACE(g, 0, "L2", 1012);
    PLACE(g, 1, "MS", 3030);
    CHECK_INT(ps_game_set_option(g, PS_OPT_SIMULTANEOUS, true), PS_OK);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_PLOT, 0, 3), PS_OK);
    CHECK(strcmp(mt_try(g, "plot 0 MV 1112-1312"), "ok") != 0); /* 1212 skipped */
    CHECK(strcmp(mt_try(g, "plot 0 MV 1312"), "ok") != 0);      /* not next to 1012 */
    PLAYI(g, "plot 0 MV 1112-1212-1312");
    ps_game_free(g);
}
