/* Chariots [C1.0]-[C1.9]: one Movement Allowance for the Chariot and Movement Phases,
 * embarking and debarking, fire zones and streams, stacking.  Kadesh unless said otherwise:
 * side 0 Hittites (stacking 3), side 1 Egyptians (stacking 2). */
#include "movetest.h"

#include "core/game.h"

/* The rulebook's example: a Chariot, an embarked BW and an embarked leader (who keeps the
 * Chariot within his Movement Control Radius in both phases [10.2]). */
static ps_game *example(void)
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "CH", 1010); /* 0 */
    PLACE(g, 0, "BW", 1110); /* 1 */
    PLACE(g, 0, "L2", 1009); /* 2 */
    PLACE(g, 1, "MS", 3030); /* 3: an enemy far away */
    SET_PHASE(g, PS_PHASE_CHARIOT, 0, 1);
    return g;
}

TEST(c_one_allowance, "[C1.4] six Chariot MP used in the Chariot Phase leave three for the "
                      "Movement Phase")
{
    ps_game *g = example();
    PLAYI(g, "embark 1 0");
    CHECK_STR(ps_game_events(g), "unit 1 BW embarks from 1110 on chariot 0 at 1010\n");
    PLAYI(g, "embark 2 0");
    PLAYI(g, "move 0 1110-1210-1310-1410-1510-1610");
    CHECK_STR(ps_game_events(g),
              "unit 0 CH moves 1010-1110-1210-1310-1410-1510-1610 (6 of 9 MP)\n"
              "unit 2 L2 rides with chariot 0\n"
              "unit 1 BW rides with chariot 0\n");
    CHECK_INT(HEX_OF(g, 1), 1610);
    CHECK_INT(mt_unit(g, 1).carrier, 0);
    REFUSED(g, "move 0 1710", "[5.14] unit 0 has already moved in this phase");
    END_UNTIL(g, PS_PHASE_MOVEMENT, 0, 1);
    REFUSED(g, "move 0 1710-1810-1910-2010", "[5.27] unit 0 has 0 MP left, 2010 costs 1");
    PLAYI(g, "move 0 1710-1810-1910");
    CHECK_STR(ps_game_events(g), "unit 0 CH moves 1610-1710-1810-1910 (3 of 3 MP)\n"
                                 "unit 2 L2 rides with chariot 0\n"
                                 "unit 1 BW rides with chariot 0\n");
    ps_game_free(g);
}

TEST(c_command_once, "[C1.4] [10.21] a Chariot that begins its Chariot Phase in command keeps "
                     "its full allowance when it has left the leader's radius: 6 of 9 MP, then "
                     "3 more in the Movement Phase, not 0")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "CH", 1010); /* 0 */
    PLACE(g, 0, "L2", 1009); /* 1: radius 2 */
    PLACE(g, 1, "MS", 3030);
    SET_PHASE(g, PS_PHASE_CHARIOT, 0, 1);
    PLAYI(g, "move 0 1110-1210-1310-1410-1510-1610");
    END_UNTIL(g, PS_PHASE_MOVEMENT, 0, 1);
    PLAYI(g, "move 0 1710-1810-1910");
    CHECK_STR(ps_game_events(g), "unit 0 CH moves 1610-1710-1810-1910 (3 of 3 MP)\n");
    ps_game_free(g);
}

TEST(c_one_phase, "[C1.4] all nine Chariot MP may be used in one phase, or the other")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "CH", 1010);
    PLACE(g, 0, "L2", 1010);
    PLACE(g, 0, "CH", 1012);
    PLACE(g, 0, "L2", 1012);
    PLACE(g, 1, "MS", 3030);
    SET_PHASE(g, PS_PHASE_CHARIOT, 0, 1);
    PLAYI(g, "move 0 1110-1210-1310-1410-1510-1610-1710-1810-1910");
    END_UNTIL(g, PS_PHASE_MOVEMENT, 0, 1);
    REFUSED(g, "move 0 2010", "[5.27] unit 0 has 0 MP left, 2010 costs 1");
    CHECK_INT(mt_legal_count(g, 0, -1), 0);
    PLAYI(g, "move 2 1112-1212-1312-1412-1512-1612-1712-1812-1912");
    ps_game_free(g);
}

TEST(c_chariot_phase, "[C1.2] only chariots, with the units they carry, move in the Chariot "
                      "Phase")
{
    ps_game *g = example();
    REFUSED(g, "move 1 1210", "[C1.0] only chariots move in the Chariot Phase, and unit 1 is BW");
    REFUSED(g, "move 2 1109", "[C1.0] only chariots move in the Chariot Phase, and unit 2 is L2");
    CHECK_INT(mt_legal_count(g, 1, PS_ACT_MOVE), 0);
    ps_game_free(g);
}

TEST(c_riders, "[C1.0] [C1.1] only BW, IB, SK and leaders ride chariots")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "CH", 1010); /* 0 */
    PLACE(g, 0, "MS", 1110); /* 1 */
    PLACE(g, 0, "SK", 910); /* 2 */
    PLACE(g, 0, "CH", 1014); /* 3 */
    PLACE(g, 0, "IB", 1114); /* 4 */
    PLACE(g, 0, "HB", 1013); /* 5 */
    SET_PHASE(g, PS_PHASE_CHARIOT, 0, 1);
    REFUSED(g, "embark 1 0", "[C1.0] only BW, IB, SK and leader units ride chariots, and unit 1 "
                             "is MS");
    REFUSED(g, "embark 5 3", "[C1.0] only BW, IB, SK and leader units ride chariots, and unit 5 "
                             "is HB");
    REFUSED(g, "embark 2 1", "[C1.0] unit 1 is not a chariot");
    CHECK_INT(mt_legal_count(g, -1, PS_ACT_EMBARK), 2);
    PLAYI(g, "embark 2 0");
    PLAYI(g, "embark 4 3");
    ps_game_free(g);
}

TEST(c_friendly, "[C1.6] units embark only onto friendly chariots")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 1, "CH", 1010);
    PLACE(g, 0, "BW", 1110);
    SET_PHASE(g, PS_PHASE_CHARIOT, 0, 1);
    REFUSED(g, "embark 1 0", "[C1.6] units embark only on friendly chariots");
    CHECK_INT(mt_legal_count(g, -1, PS_ACT_EMBARK), 0);
    ps_game_free(g);
}

TEST(c_begin_adjacent, "[C1.0] a unit embarks if it began the phase next to the chariot, before "
                       "either moves")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "CH", 1010); /* 0 */
    PLACE(g, 0, "BW", 1210); /* 1: two hexes away */
    PLACE(g, 0, "BW", 910); /* 2 */
    PLACE(g, 0, "L2", 1009); /* 3 */
    PLACE(g, 0, "CH", 1020); /* 4 */
    PLACE(g, 0, "SK", 1120); /* 5 */
    PLACE(g, 0, "L2", 1020); /* 6: with the chariot, not aboard */
    PLACE(g, 1, "MS", 3030);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    REFUSED(g, "embark 1 0", "[C1.0] unit 1 did not begin this phase next to chariot 0");
    PLAYI(g, "move 2 0810");
    REFUSED(g, "embark 2 0", "[C1.0] unit 2 has moved in this phase; units embark before any "
                             "movement");
    PLAYI(g, "move 4 1021-1022");
    REFUSED(g, "embark 5 4", "[C1.0] chariot 4 has moved in this phase; units embark before it "
                             "moves");
    PLAYI(g, "embark 3 0"); /* a leader in the next hex */
    ps_game_free(g);
    g = fixture_empty("kadesh");
    PLACE(g, 0, "CH", 1020);
    PLACE(g, 0, "L2", 1020);
    SET_PHASE(g, PS_PHASE_CHARIOT, 0, 1);
    PLAYI(g, "embark 1 0"); /* a leader in the chariot's own hex */
    ps_game_free(g);
}

TEST(c_one_unit, "[C1.8] one unit per chariot, and any number of leaders")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "CH", 1010); /* 0 */
    PLACE(g, 0, "BW", 1110); /* 1 */
    PLACE(g, 0, "SK", 910); /* 2 */
    PLACE(g, 0, "L2", 1009); /* 3 */
    PLACE(g, 0, "L3", 1109); /* 4 */
    PLACE(g, 0, "CH", 1011); /* 5 */
    SET_PHASE(g, PS_PHASE_CHARIOT, 0, 1);
    PLAYI(g, "embark 1 0");
    REFUSED(g, "embark 2 0", "[C1.8] chariot 0 already carries unit 1");
    REFUSED(g, "embark 1 5", "[C1.8] unit 1 is already aboard chariot 0");
    PLAYI(g, "embark 3 0");
    PLAYI(g, "embark 4 0");
    PLAYI(g, "embark 2 5");
    PLAYI(g, "move 0 1110-1210");
    CHECK_INT(HEX_OF(g, 4), 1210);
    ps_game_free(g);
}

TEST(c_forfeit, "[C1.0] a carried unit forfeits independent movement in the Movement Phase")
{
    ps_game *g = example();
    PLAYI(g, "embark 1 0");
    END_UNTIL(g, PS_PHASE_MOVEMENT, 0, 1);
    REFUSED(g, "move 1 1210", "[C1.0] unit 1 is carried by chariot 0 and moves only with it");
    REFUSED(g, "move 0+1 1110", "[C1.0] unit 1 is carried by chariot 0 and moves only with it");
    CHECK_INT(mt_legal_count(g, 1, PS_ACT_MOVE), 0);
    CHECK_INT(mt_legal_count(g, 1, PS_ACT_DEBARK), 6); /* into the leader's 1009 too */
    ps_game_free(g);
}

TEST(c_debark, "[C1.0] debark next to the chariot, not among enemies; the chariot is then done")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "CH", 1010); /* 0 */
    PLACE(g, 0, "BW", 1110); /* 1 */
    PLACE(g, 0, "L2", 1009); /* 2 */
    PLACE(g, 1, "MS", 1710); /* 3 */
    SET_PHASE(g, PS_PHASE_CHARIOT, 0, 1);
    PLAYI(g, "embark 1 0");
    PLAYI(g, "embark 2 0");
    PLAYI(g, "move 0 1110-1210-1310-1410-1510-1610");
    REFUSED(g, "debark 1 1810", "[C1.0] 1810 is not next to chariot 0 in 1610");
    REFUSED(g, "debark 1 1710", "[C1.0] 1710 holds enemy units");
    REFUSED(g, "debark 3 1710", "[5.21] unit 3 belongs to the Egyptians; only the Hittites move "
                                "now");
    CHECK_INT(mt_legal_count(g, 1, PS_ACT_DEBARK), 5);
    PLAYI(g, "debark 1 1609");
    CHECK_STR(ps_game_events(g), "unit 1 BW debarks from chariot 0 into 1609\n");
    CHECK_INT(mt_unit(g, 1).carrier, -1);
    REFUSED(g, "debark 1 1611", "[C1.0] unit 1 is not aboard a chariot");
    PLAYI(g, "debark 2 1611");
    ps_game_free(g);
}

TEST(c_debark_done, "[C1.0] units debark at the end of the phase: the chariot moves no more, "
                    "the unit neither")
{
    ps_game *g = example();
    PLAYI(g, "embark 1 0");
    PLAYI(g, "debark 1 0910"); /* embark and debark in one phase */
    REFUSED(g, "move 0 1110", "[C1.0] units have debarked from chariot 0, so it has finished "
                              "moving in this phase");
    END_UNTIL(g, PS_PHASE_MOVEMENT, 0, 1);
    /* A new phase: the chariot moves, the BW moves on its own. */
    PLAYI(g, "move 1 0911-0912-0913-0914-0915");
    REFUSED(g, "debark 1 0915", "[C1.0] unit 1 is not aboard a chariot");
    PLAYI(g, "move 0 1110");
    ps_game_free(g);
}

TEST(c_carry_then_move, "[C1.3] a unit carried in the Chariot Phase moves again in the Movement "
                        "Phase")
{
    ps_game *g = example();
    PLAYI(g, "embark 1 0");
    PLAYI(g, "embark 2 0"); /* the leader keeps both in his radius */
    PLAYI(g, "move 0 1110-1210-1310");
    PLAYI(g, "debark 1 1410");
    END_UNTIL(g, PS_PHASE_MOVEMENT, 0, 1);
    /* The BW began the phase next to the chariot: it may embark again, or walk. */
    CHECK(mt_is_legal(g, 1, "embark 1 0"));
    PLAYI(g, "move 1 1510-1610-1710");
    CHECK_INT(HEX_OF(g, 1), 1710);
    ps_game_free(g);
}

TEST(c_zoc_phase, "[C1.5] a chariot stopped by an enemy fire zone is stopped only for that phase")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "CH", 1010); /* 0 */
    PLACE(g, 0, "L2", 1010); /* 1 */
    PLACE(g, 1, "BW", 1410); /* 2 */
    SET_PHASE(g, PS_PHASE_CHARIOT, 0, 1);
    PLAYI(g, "embark 1 0");
    REFUSED(g, "move 0 1110-1210-1310-1311", "[6.41] unit 0 must stop in 1310, next to enemy fire "
                                             "unit 2");
    PLAYI(g, "move 0 1110-1210-1310");
    END_UNTIL(g, PS_PHASE_MOVEMENT, 0, 1);
    PLAYI(g, "move 0 1311-1312-1313-1314-1315-1316");
    CHECK_INT(HEX_OF(g, 0), 1316);
    ps_game_free(g);
}

TEST(c_disrupted, "[C1.7] [8.2] a disrupted chariot does not move; it recovers as usual")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE_S(g, 0, "CH", 1010, PS_UNIT_DISRUPTED);
    PLACE(g, 0, "L2", 1010);
    PLACE(g, 1, "MS", 3030);
    SET_PHASE(g, PS_PHASE_CHARIOT, 0, 1);
    REFUSED(g, "move 0 1110", "[8.2] unit 0 is disrupted and may not move");
    CHECK_INT(mt_legal_count(g, 0, PS_ACT_MOVE), 0);
    CHECK(mt_is_legal(g, 0, "embark 1 0")); /* the leader may still board it */
    /* [8.23] recovery at the end of the Player-Turn. */
    END_UNTIL(g, PS_PHASE_CHARIOT, 0, 2);
    PLAYI(g, "move 0 1110");
    ps_game_free(g);
}

TEST(c_stream, "[C1.5] a chariot that enters a stream hex stops for the whole Player-Turn")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "CH", 3018); /* 0 */
    PLACE(g, 0, "L2", 3018); /* 1 */
    PLACE(g, 0, "MS", 3118); /* 2 */
    PLACE(g, 1, "MS", 1030);
    SET_PHASE(g, PS_PHASE_CHARIOT, 0, 1);
    PLAYI(g, "embark 1 0");
    REFUSED(g, "move 0 3019-3020-3021", "[C1.5] a chariot must stop in stream hex 3020 for this "
                                        "Player-Turn");
    PLAYI(g, "move 0 3019-3020");
    CHECK_STR(ps_game_events(g), "unit 0 CH moves 3018-3019-3020 (3 of 9 MP)\n"
                                 "unit 1 L2 rides with chariot 0\n"
                                 "chariot 0 stops in stream hex 3020 for this Player-Turn [C1.5]\n");
    END_UNTIL(g, PS_PHASE_MOVEMENT, 0, 1);
    REFUSED(g, "move 0 3021", "[C1.5] chariot 0 entered a stream hex and may not move again in "
                              "this Player-Turn");
    CHECK_INT(mt_legal_count(g, 0, -1), 0);
    /* Other units cross streams: 2 MP. */
    PLAYI(g, "move 2 3119-3120");
    END_UNTIL(g, PS_PHASE_CHARIOT, 0, 2);
    PLAYI(g, "move 0 3021-3022");
    ps_game_free(g);
}

TEST(c_alone, "[C1.9] a chariot shares its hex only with the unit it carries and leaders")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "CH", 1010); /* 0 */
    PLACE(g, 0, "L2", 1010); /* 1 */
    PLACE(g, 0, "MS", 1110); /* 2 */
    PLACE(g, 0, "CH", 1012); /* 3 */
    PLACE(g, 0, "L2", 1012); /* 4 */
    PLACE(g, 0, "L3", 1210); /* 5 */
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    /* [C1.9] holds "at the end of a given Friendly Chariot or Movement Phase" */
    PLAYI(g, "move 2 1010");
    REFUSED(g, "end", "[C1.9] 1010: chariot 0 may share its hex only with the unit it "
                      "carries and leaders, not with unit 2 MS");
    PLAYI(g, "move 5 1110-1010"); /* a leader may */
    PLAYI(g, "move 0 1110-1210");
    ps_game_free(g);
}

TEST(c_alone_end, "[C1.9] the Chariot Phase cannot end with a chariot stacked with another unit")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "CH", 1110); /* 0 */
    PLACE(g, 0, "MS", 1110); /* 1: set up so ([5.37] lets class D mix) */
    PLACE(g, 1, "MS", 3030);
    SET_PHASE(g, PS_PHASE_CHARIOT, 0, 1);
    REFUSED(g, "end", "[C1.9] 1110: chariot 0 may share its hex only with the unit it carries and "
                      "leaders, not with unit 1 MS");
    PLAYI(g, "move 0 1210");
    PLAYI(g, "end");
    ps_game_free(g);
}

TEST(c_stacking, "[C1.8] chariots count for stacking, their passenger does not: a stacking-1 "
                 "army keeps a rider aboard across phases, as [C1.3]'s example requires")
{
    ps_game *g = fixture_empty("armageddon");
    /* The Judeans (side 1) stack 1. */
    PLACE(g, 1, "CH", 1010); /* 0 */
    PLACE(g, 1, "BW", 1110); /* 1 */
    PLACE(g, 1, "L2", 1009); /* 2 */
    PLACE(g, 0, "MS", 3030);
    PLACE(g, 1, "MS", 1012); /* 4 */
    SET_PHASE(g, PS_PHASE_CHARIOT, 1, 1);
    PLAYI(g, "embark 1 0");
    PLAYI(g, "embark 2 0");
    PLAYI(g, "move 0 1011");
    PLAYI(g, "end"); /* the BW stays aboard: the Chariot Phase ends */
    ps_status_info st;
    ps_game_status(g, &st);
    CHECK(st.phase != PS_PHASE_CHARIOT);
    CHECK_INT(g->st.units[1].carrier, 0);
    ps_game_free(g);
}

TEST(c_babylon, "[Babylon 5.2]: Hittite chariots have 10 MP, Babylonian chariots 6")
{
    ps_game *g = fixture_empty("babylon");
    PLACE(g, 0, "CH", 1010);
    PLACE(g, 0, "L3", 1010);
    PLACE(g, 1, "CH", 1014);
    PLACE(g, 1, "L3", 1014);
    SET_PHASE(g, PS_PHASE_CHARIOT, 0, 1);
    REFUSED(g, "move 0 1110-1210-1310-1410-1510-1610-1710-1810-1910-2010-2110",
            "[5.27] unit 0 has 0 MP left, 2110 costs 1");
    PLAYI(g, "move 0 1110-1210-1310-1410-1510-1610-1710-1810-1910-2010");
    END_UNTIL(g, PS_PHASE_CHARIOT, 1, 1);
    REFUSED(g, "move 2 1114-1214-1314-1414-1514-1614-1714",
            "[5.27] unit 2 has 0 MP left, 1714 costs 1");
    PLAYI(g, "move 2 1114-1214-1314-1414-1514-1614");
    ps_game_free(g);
}

TEST(c_enter, "[C1.0] [Kadesh 5.4]: chariots enter in the Chariot Phase, at half MA off the map")
{
    ps_game *g = fixture_deployed("kadesh", 1);
    /* Hittite chariots are units 38-47, SK 32-37. */
    REFUSED(g, "move 39 1601-1602-1603-1604-1605", "[5.27] unit 39 has 1/2 MP left, 1605 costs 1");
    PLAYI(g, "move 38 1501-1502-1503-1504");
    CHECK_STR(ps_game_events(g), "unit 38 CH enters the map: 1501-1502-1503-1504 (4 of 4 1/2 MP)\n");
    END_UNTIL(g, PS_PHASE_MOVEMENT, 0, 1);
    /* No leader near: half of 9 for the Player-Turn, 4 of it spent. */
    REFUSED(g, "move 38 1505", "[5.27] unit 38 has 1/2 MP left, 1505 costs 1");
    REFUSED(g, "embark 32 38", "[C1.0] unit 32 and chariot 38 must both be on the map");
    PLAYI(g, "move 39 1701-1702-1703-1704");
    ps_game_free(g);
}

TEST(c_exit, "[11.4] a chariot leaving the map takes its passengers with it")
{
    ps_game *g = fixture_empty("armageddon");
    PLACE(g, 0, "CH", 634);  /* 0 */
    PLACE(g, 0, "IB", 534);  /* 1 */
    PLACE(g, 0, "L3", 633);  /* 2 */
    PLACE(g, 1, "BW", 2010);
    SET_PHASE(g, PS_PHASE_CHARIOT, 0, 1);
    PLAYI(g, "embark 1 0");
    PLAYI(g, "exit 0 0635");
    CHECK_STR(ps_game_events(g), "unit 0 CH moves 0634-0635 (1 of 9 MP)\n"
                                 "unit 0 CH leaves the map from 0635 (1 MP [11.42])\n"
                                 "unit 1 IB rides with chariot 0 off the map\n");
    CHECK(mt_unit(g, 0).exited);
    CHECK(mt_unit(g, 1).exited);
    CHECK_INT(mt_unit(g, 1).carrier, -1);
    CHECK_INT(g->st.units[1].exit_hex, map_id(6, 35));
    ps_game_free(g);
}
