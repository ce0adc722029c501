/* Movement [5.0], fire zones [6.41], the Movement Control Radius [10.2], entering [11.1] and
 * exiting [11.4], on the Chariot map.  Positions are built with ps_game_place; the phase is
 * set after placing, so that the start-of-phase marks ([10.2] command) see the units.
 * Kadesh: side 0 Hittites (stacking 3), side 1 Egyptians (stacking 2). */
#include "movetest.h"

#include "core/game.h"

/* ---- [5.1] how to move ---- */

TEST(t_one_hex, "[5.15] [10.24] one-hex move: into woods beyond the MP, as the whole move")
{
    ps_game *g = fixture_empty("kadesh");
    int ms = PLACE(g, 0, "MS", 1124);   /* no leader: 1 1/2 MP [10.23] */
    PLACE_S(g, 0, "MS", 1125, PS_UNIT_DISRUPTED);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    REFUSED(g, "move 0 1024-1025", "[5.27] unit 0 has 1 1/2 MP left, 1024 costs 3");
    REFUSED(g, "move 1 1025", "[8.2] unit 1 is disrupted and may not move");
    CHECK_INT(mt_legal_count(g, 1, -1), 0);
    PLAYI(g, "move 0 1024");
    CHECK_STR(ps_game_events(g),
              "unit 0 MS moves 1124-1024 (one-hex move [5.15]: 3 MP needed, 1 1/2 held)\n");
    CHECK_INT(HEX_OF(g, ms), 1024);
    REFUSED(g, "move 0 1025", "[5.14] unit 0 has already moved in this phase");
    ps_game_free(g);
}

TEST(t_fractions, "[5.27] fractions retained: half of 3 MP is 1 1/2, and 1/2 enters nothing")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "MS", 1010);
    PLACE(g, 0, "AX", 1012);
    PLACE(g, 0, "SK", 1014);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    REFUSED(g, "move 0 1110-1210", "[5.27] unit 0 has 1/2 MP left, 1210 costs 1");
    PLAYI(g, "move 0 1110");
    CHECK_STR(ps_game_events(g), "unit 0 MS moves 1010-1110 (1 of 1 1/2 MP)\n");
    REFUSED(g, "move 1 1112-1212-1312", "[5.27] unit 1 has 0 MP left, 1312 costs 1");
    PLAYI(g, "move 1 1112-1212");
    REFUSED(g, "move 2 1114-1214-1314", "[5.27] unit 2 has 1/2 MP left, 1314 costs 1");
    PLAYI(g, "move 2 1114-1214");
    CHECK_STR(ps_game_events(g), "unit 2 SK moves 1014-1114-1214 (2 of 2 1/2 MP)\n");
    ps_game_free(g);
}

TEST(t_path_form, "[5.11] a path enters neighbouring hexes, at least one")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "MS", 1010);
    PLACE(g, 0, "L2", 1010);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    REFUSED(g, "move 0 1210", "[5.11] 1210 is not next to 1010");
    REFUSED(g, "move 0 1110-1310", "[5.11] 1310 is not next to 1110");
    REFUSED(g, "move 0 1010", "[5.11] a move enters at least one hex");
    REFUSED(g, "move 0 3999", "3999 is not a hex of the map");
    REFUSED(g, "move 0+0 1110", "unit 0 is named twice");
    /* The start hex may be written first. */
    PLAYI(g, "move 0 1010-1110");
    CHECK_INT(HEX_OF(g, 0), 1110);
    ps_game_free(g);
}

TEST(t_phase_and_side, "[5.21] only the Phasing Player moves, only in movement phases")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "MS", 1010);
    PLACE(g, 1, "MS", 2010);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    REFUSED(g, "move 1 2110", "[5.21] unit 1 belongs to the Egyptians; only the Hittites move now");
    CHECK_INT(mt_legal_count(g, 1, -1), 0);
    ps_game_free(g);
    g = fixture_empty("kadesh");
    PLACE(g, 0, "MS", 1010);
    SET_PHASE(g, PS_PHASE_FIRE, 0, 1);
    REFUSED(g, "move 0 1110",
            "[4.2] units move only in the Chariot Phase [C1.2] and the Movement Phase");
    ps_game_free(g);
}

/* ---- [5.2] prohibitions ---- */

TEST(t_enemy_hex, "[5.23] never into or through a hex holding enemy units")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "MS", 1010);
    PLACE(g, 0, "L2", 1010);
    PLACE(g, 1, "MS", 1110);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    REFUSED(g, "move 0 1110", "[5.23] 1110 holds enemy units");
    REFUSED(g, "move 0 1110-1210", "[5.23] 1110 holds enemy units");
    PLAYI(g, "move 0 1009-1109-1209");
    CHECK_INT(HEX_OF(g, 0), 1209);
    ps_game_free(g);
}

TEST(t_through_friends, "[5.26] through friendly hexes of any class, even a full stack")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "MS", 1010);
    PLACE(g, 0, "L2", 1010);
    PLACE(g, 0, "AX", 1110);
    for (int i = 0; i < 3; i++)
        PLACE(g, 0, "MS", 1210);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    REFUSED(g, "move 0 1110", "[5.32] 1110: MS and AX units may not share a hex");
    PLAYI(g, "move 0 1110-1210-1310");
    CHECK_INT(HEX_OF(g, 0), 1310);
    ps_game_free(g);
}

TEST(t_control, "[11.3] a move controls the hex where it ends, not the hexes passed through")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "MS", 1010);
    PLACE(g, 0, "L2", 1010);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    PLAYI(g, "move 0 1110-1210-1310");
    ps_hex_info h;
    ps_game_hex(g, 1310, &h);
    CHECK_INT(h.control, 0);
    ps_game_hex(g, 1110, &h);
    CHECK_INT(h.control, -1);
    ps_game_hex(g, 1010, &h);
    CHECK_INT(h.control, 0); /* the leader is still there */
    ps_game_free(g);
}

/* ---- [6.41] fire zones ---- */

TEST(t_zoc_stop, "[6.41] a unit that moves next to an undisrupted enemy fire unit stops")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "MS", 1010);
    PLACE(g, 0, "L2", 1010);
    PLACE(g, 1, "BW", 1310);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    REFUSED(g, "move 0 1110-1210-1211", "[6.41] unit 0 must stop in 1210, next to enemy fire unit 2");
    CHECK(!mt_is_legal(g, 0, "move 0 1110-1210-1211"));
    PLAYI(g, "move 0 1110-1210");
    CHECK_STR(ps_game_events(g), "unit 0 MS moves 1010-1110-1210 (2 of 3 MP)\n"
                                 "unit 0 stops next to enemy fire unit 2 [6.41]\n");
    ps_game_free(g);
}

TEST(t_zoc_leave, "[6.41] starting next to an enemy fire unit, a unit may leave; entering another "
                  "hex next to it stops it")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "MS", 1210);
    PLACE(g, 0, "MS", 1210);
    PLACE(g, 0, "L2", 1210);
    PLACE(g, 1, "BW", 1310);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    PLAYI(g, "move 0 1110-1010-0910");
    REFUSED(g, "move 1 1309-1308", "[6.41] unit 1 must stop in 1309, next to enemy fire unit 3");
    PLAYI(g, "move 1 1309");
    ps_game_free(g);
}

TEST(t_zoc_who, "[6.41] [6.44] disrupted fire units have no zone; unable-to-fire ones do; carried "
                "ones do; melee units do not")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "MS", 1010);
    PLACE(g, 0, "L2", 1010);
    PLACE(g, 0, "MS", 1020);
    PLACE(g, 0, "L2", 1020);
    PLACE(g, 0, "MS", 1030);
    PLACE(g, 0, "L2", 1030);
    int bw = PLACE_S(g, 1, "BW", 1310, PS_UNIT_DISRUPTED);
    int fired = PLACE(g, 1, "IB", 1320);
    int ch = PLACE(g, 1, "CH", 1330);
    int sk = PLACE(g, 1, "SK", 1430);
    PLACE(g, 1, "MS", 1012); /* a melee unit: no zone */
    g->st.units[sk].carrier = (int16_t)ch; /* SK aboard the chariot */
    game_remove_unit(&g->st, sk);
    game_put_unit(&g->st, sk, map_id(13, 30));
    g->st.units[fired].fired_pturn = (int16_t)(g->st.pturn - 1); /* no Defensive Fire [6.43] */
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    CHECK_INT(ps_game_check_invariants(g), PS_OK);
    (void)bw;
    PLAYI(g, "move 0 1110-1210-1211");
    REFUSED(g, "move 2 1120-1220-1221", "[6.41] unit 2 must stop in 1220, next to enemy fire unit 7");
    REFUSED(g, "move 4 1130-1230-1231", "[6.41] unit 4 must stop in 1230, next to enemy fire unit 9");
    ps_game_free(g);
}

/* ---- [5.5] roads, [5.6] slopes ---- */

static void add_road(ps_game *g, int a, int b)
{
    hex_id x = map_id(a / 100, a % 100), y = map_id(b / 100, b % 100);
    int d = hex_direction_to(map_cr(x), map_cr(y));
    g->map.hexes[x].road = g->map.hexes[y].road = 1;
    g->map.hexes[x].road_sides |= (uint8_t)(1u << d);
    g->map.hexes[y].road_sides |= (uint8_t)(1u << hex_opposite((enum hex_dir)d));
}

TEST(t_road, "[5.51] [5.52] [5.61] road hexside costs 1 whatever the terrain; other hexsides pay it")
{
    ps_game *g = fixture_empty("kadesh");
    /* A road 1010-1110-1210 over a slope (1110) into woods (1210), made for the test: the
     * digitised Chariot map has no roads. */
    g->map.hexes[map_id(11, 10)].elevation = ELEV_SLOPE;
    g->map.hexes[map_id(12, 10)].cover = COVER_WOODS;
    add_road(g, 1010, 1110);
    add_road(g, 1110, 1210);
    PLACE(g, 0, "MS", 1010);
    PLACE(g, 0, "L2", 1010);
    PLACE(g, 0, "MS", 1211);
    PLACE(g, 0, "L2", 1211);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    PLAYI(g, "move 0 1110-1210-1310");
    CHECK_STR(ps_game_events(g), "unit 0 MS moves 1010-1110-1210-1310 (3 of 3 MP)\n");
    REFUSED(g, "move 2 1210-1110", "[5.27] unit 2 has 0 MP left, 1110 costs 1");
    PLAYI(g, "move 2 1210");
    CHECK_STR(ps_game_events(g), "unit 2 MS moves 1211-1210 (3 of 3 MP)\n");
    ps_game_free(g);
}

TEST(t_slope, "[5.61] [5.62] slope 2; slope to hilltop across a slope-splash hexside 2; hilltop "
              "to hilltop 1")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "BW", 716);
    PLACE(g, 0, "L2", 716);
    PLACE(g, 0, "MS", 716);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    REFUSED(g, "move 2 0817-0818", "[5.27] unit 2 has 1 MP left, 0818 costs 2");
    PLAYI(g, "move 0 0817-0818-0918");
    CHECK_STR(ps_game_events(g), "unit 0 BW moves 0716-0817-0818-0918 (5 of 5 MP)\n");
    ps_game_free(g);
}

TEST(t_hilltop_other, "[5.62] a hilltop entered not across a slope-splash hexside costs its other "
                      "terrain")
{
    ps_game *g = fixture_empty("kadesh");
    hex_id s = map_id(8, 17), h = map_id(8, 18);
    int d = hex_direction_to(map_cr(s), map_cr(h));
    g->map.hexes[s].splash_sides &= (uint8_t)~(1u << d);
    g->map.hexes[h].splash_sides &= (uint8_t)~(1u << hex_opposite((enum hex_dir)d));
    PLACE(g, 0, "MS", 716);
    PLACE(g, 0, "L2", 716);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    PLAYI(g, "move 0 0817-0818");
    CHECK_STR(ps_game_events(g), "unit 0 MS moves 0716-0817-0818 (3 of 3 MP)\n");
    ps_game_free(g);
}

TEST(t_rome_flat, "[Rome 4.0]: slopes and hilltops are ignored, and every unit has its full MA")
{
    ps_game *g = fixture_empty("rome");
    PLACE(g, 0, "MI", 716);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    PLAYI(g, "move 0 0817-0818-0918");
    CHECK_STR(ps_game_events(g), "unit 0 MI moves 0716-0817-0818-0918 (3 of 3 MP)\n");
    ps_game_free(g);
}

TEST(t_stream_cost, "[9.0] a stream hex costs 2, woods 3, a village 1")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "BW", 1124);
    PLACE(g, 0, "L2", 1124);
    PLACE(g, 0, "SK", 3322);
    PLACE(g, 0, "L2", 3322);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    PLAYI(g, "move 0 1123-1023");
    CHECK_STR(ps_game_events(g), "unit 0 BW moves 1124-1123-1023 (4 of 5 MP)\n");
    PLAYI(g, "move 2 3423-3523");
    CHECK_STR(ps_game_events(g), "unit 2 SK moves 3322-3423-3523 (2 of 5 MP)\n");
    ps_game_free(g);
}

/* ---- [5.4] stacks ---- */

TEST(t_stack_together, "[5.43] a stack moves together at its slowest Movement Allowance")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "MS", 1010);
    PLACE(g, 0, "BW", 1010);
    PLACE(g, 0, "L2", 1010);
    PLACE(g, 0, "BW", 1012);
    PLACE(g, 0, "BW", 1010);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    REFUSED(g, "move 0+1 1110-1210-1310-1410", "[5.27] unit 0 has 0 MP left, 1410 costs 1");
    REFUSED(g, "move 0+3 1110", "[5.43] units 0 and 3 do not start in the same hex");
    PLAYI(g, "move 0+1 1110-1210-1310");
    CHECK_STR(ps_game_events(g), "unit 0 MS moves 1010-1110-1210-1310 (3 of 3 MP)\n"
                                 "unit 1 BW moves 1010-1110-1210-1310 (3 of 5 MP)\n");
    CHECK_INT(HEX_OF(g, 0), 1310);
    CHECK_INT(HEX_OF(g, 1), 1310);
    /* The faster unit that separates goes on alone. */
    PLAYI(g, "move 4 1110-1210-1310-1410-1510");
    ps_game_free(g);
}

/* Is text among the legal actions now? */
static bool listed_now(ps_game *g, const char *text)
{
    ps_action acts[512];
    int n = ps_game_legal(g, -1, acts, 512);
    for (int i = 0; i < n && i < 512; i++) {
        char t[PS_ACTION_TEXT_MAX];
        ps_action_format(&acts[i], t, sizeof t);
        if (strcmp(t, text) == 0)
            return true;
    }
    return false;
}

TEST(t_stack_limit, "[5.26] \"Stacking limitations do not apply during the Movement Phase\": a "
                    "move may end over the limit (leaders do not count [5.42]), and [5.4] the "
                    "phase ends only once every hex is within it")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 1, "L1", 2010);
    PLACE(g, 1, "MS", 2010);
    PLACE(g, 1, "MS", 2110);
    PLACE(g, 1, "MS", 2110);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 1, 1);
    CHECK(listed_now(g, "move 0 2110"));   /* the leader: never counted */
    CHECK(!listed_now(g, "move 1 2110"));  /* the lists keep every hex within it */
    PLAYI(g, "move 1 2110");               /* 3 MS where the Egyptians stack 2 */
    REFUSED(g, "end", "[5.4] 2110 holds 3 units; the Egyptians' stacking limit is 2");
    PLAYI(g, "move 2 2210");               /* a friend leaves later in the phase */
    PLAYI(g, "move 0 2110");
    PLAYI(g, "end");
    ps_game_free(g);
}

TEST(t_stack_end, "[5.4] the Movement Phase cannot end while a hex is over the limit")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 1, "L1", 2110);
    for (int i = 0; i < 3; i++)
        PLACE(g, 1, "MS", 2110);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 1, 1);
    REFUSED(g, "end", "[5.4] 2110 holds 3 units; the Egyptians' stacking limit is 2");
    CHECK_INT(mt_legal_count(g, -1, PS_ACT_END), 0);
    PLAYI(g, "move 3 2210");
    CHECK_INT(mt_legal_count(g, -1, PS_ACT_END), 1);
    PLAYI(g, "end");
    ps_game_free(g);
}

TEST(t_classes, "[5.3] a move may not end among an incompatible class; Ff joins A or B, Mf joins C")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 1, "L1", 2012);
    PLACE(g, 1, "AX", 2012); /* 1 */
    PLACE(g, 1, "IB", 2212); /* 2 */
    PLACE(g, 1, "MC", 2211); /* 3 */
    PLACE(g, 1, "HB", 2111); /* 4 */
    PLACE(g, 1, "MS", 2112); /* 5 */
    PLACE(g, 1, "IB", 2311); /* 6 */
    SET_PHASE(g, PS_PHASE_MOVEMENT, 1, 1);
    REFUSED(g, "move 1 2112", "[5.32] 2112: AX and MS units may not share a hex");
    REFUSED(g, "move 4 2112", "[5.36] 2112: HB and MS units may not share a hex");
    REFUSED(g, "move 3 2112", "[5.32] 2112: MC and MS units may not share a hex");
    REFUSED(g, "move 6 2211", "[5.35] 2211: IB and MC units may not share a hex");
    PLAYI(g, "move 2 2112"); /* [5.35] */
    REFUSED(g, "move 3 2112", "[5.35] 2112: MC and IB units may not share a hex");
    PLAYI(g, "move 4 2211"); /* [5.36] */
    REFUSED(g, "move 6 2211", "[5.34] 2211: IB and HB units may not share a hex");
    ps_game_free(g);
}

/* ---- [10.2] Movement Control Radius ---- */

TEST(t_radius, "[10.2] [10.23] within a leader's radius (inclusive; radius 0 = its hex) full MA, "
               "beyond it half")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "L4", 505);  /* radius 0 */
    PLACE(g, 0, "MS", 505);  /* 1: in */
    PLACE(g, 0, "MS", 605);  /* 2: out */
    PLACE(g, 0, "L3", 1505); /* radius 1 */
    PLACE(g, 0, "MS", 1605); /* 4: in */
    PLACE(g, 0, "MS", 1705); /* 5: out */
    PLACE(g, 0, "L2", 505 + 8);  /* 0513, radius 2 */
    PLACE(g, 0, "MS", 713);  /* 7: in */
    PLACE(g, 0, "MS", 813);  /* 8: out */
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    PLAYI(g, "move 1 0504-0503-0502");
    REFUSED(g, "move 2 0705-0805", "[5.27] unit 2 has 1/2 MP left, 0805 costs 1");
    PLAYI(g, "move 4 1604-1603-1602");
    REFUSED(g, "move 5 1805-1905", "[5.27] unit 5 has 1/2 MP left, 1905 costs 1");
    PLAYI(g, "move 7 0714-0715-0716");
    REFUSED(g, "move 8 0913-1013", "[5.27] unit 8 has 1/2 MP left, 1013 costs 1");
    ps_game_free(g);
}

TEST(t_radius_fixed, "[10.21] command is noted as the phase begins; two radii give no more")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "L2", 1010);
    PLACE(g, 0, "L3", 1110);
    PLACE(g, 0, "MS", 1110);  /* 2: in two radii */
    PLACE(g, 0, "MS", 1510);  /* 3: out of both */
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    CHECK_INT(mt_legal_count(g, 2, PS_ACT_MOVE), 36);
    CHECK_INT(mt_legal_count(g, 3, PS_ACT_MOVE), 6);
    /* Leaders leave, or come: no change in this phase. */
    PLAYI(g, "move 1 1210-1310-1410");
    PLAYI(g, "move 0 0910-0810-0710");
    CHECK_INT(mt_legal_count(g, 2, PS_ACT_MOVE), 36);
    CHECK_INT(mt_legal_count(g, 3, PS_ACT_MOVE), 6);
    PLAYI(g, "move 2 1210-1310-1410");
    ps_game_free(g);
}

TEST(t_leaders_self, "[10.2] a leader is within its own radius: full MA (9, civilians 4)")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "L4", 505);
    PLACE(g, 0, "L6", 510);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    PLAYI(g, "move 0 0605-0705-0805-0905-1005-1105-1205-1305-1405");
    CHECK_STR(ps_game_events(g), "unit 0 L4 moves 0505-0605-0705-0805-0905-1005-1105-1205-1305-"
                                 "1405 (9 of 9 MP)\n");
    REFUSED(g, "move 1 0610-0710-0810-0910-1010", "[5.27] unit 1 has 0 MP left, 1010 costs 1");
    ps_game_free(g);
}

TEST(t_no_leader_rules, "[Rome 4.0]: no leader rules, every unit is in a Movement Control Radius")
{
    ps_game *g = fixture_empty("rome");
    PLACE(g, 0, "MI", 1005);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    CHECK_INT(mt_legal_count(g, 0, PS_ACT_MOVE), 36);
    ps_game_free(g);
}

TEST(t_mounted_exempt, "[10.22] Mt.Ex.: mounted units (C, Mf, Chariots) need no leader")
{
    ps_game *g = fixture_empty("kadesh");
    g->scen.force[0].mounted_exempt = true; /* no Chariot scenario prints Mt.Ex. */
    PLACE(g, 0, "MC", 505);
    PLACE(g, 0, "HB", 510);
    PLACE(g, 0, "MS", 515);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    PLAYI(g, "move 0 0605-0705-0805-0905-1005-1105-1205-1305-1405");
    PLAYI(g, "move 1 0610-0710-0810-0910-1010-1110-1210-1310-1410");
    REFUSED(g, "move 2 0615-0715", "[5.27] unit 2 has 1/2 MP left, 0715 costs 1");
    ps_game_free(g);
}

/* ---- [11.1] entering the map ---- */

TEST(t_enter_kadesh, "[Kadesh 5.4]: the Hittites enter from the W, N or E edge, at half MA")
{
    ps_game *g = fixture_deployed("kadesh", 1);
    /* Hittites 0-11 MS, 12-23 AX, 24-27 BW, 28-31 IB, 32-37 SK, 38-47 CH, 48-54 leaders. */
    REFUSED(g, "move 0 1501", "[C1.0] only chariots move in the Chariot Phase, and unit 0 is MS");
    END_UNTIL(g, PS_PHASE_MOVEMENT, 0, 1);
    REFUSED(g, "move 0 1502", "[Kadesh 5.4] the Hittites enter from the N, E or W edge, and 1502 is not "
                              "on it");
    REFUSED(g, "move 0 1501-1502", "[5.27] unit 0 has 1/2 MP left, 1502 costs 1");
    PLAYI(g, "move 0 1501");
    CHECK_STR(ps_game_events(g), "unit 0 MS enters the map: 1501 (1 of 1 1/2 MP)\n");
    CHECK_INT(HEX_OF(g, 0), 1501);
    PLAYI(g, "move 1+2 0120");
    CHECK_INT(HEX_OF(g, 2), 120);
    PLAYI(g, "move 3 3710");
    PLAYI(g, "move 4 0124"); /* a slope: the one-hex move [5.15] */
    CHECK_STR(ps_game_events(g),
              "unit 4 MS enters the map: 0124 (one-hex move [5.15]: 2 MP needed, 1 1/2 held)\n");
    PLAYI(g, "move 12 1601-1602"); /* AX: 2 MP */
    PLAYI(g, "move 48 1701-1702-1703-1704"); /* L2: 4 1/2 MP */
    REFUSED(g, "move 0 1502", "[5.14] unit 0 has already moved in this phase");
    ps_game_free(g);
}

TEST(t_enter_tabal, "[Tabal 5.7]: the Assyrians enter on the S edge in their first Player-Turn")
{
    ps_game *g = fixture_deployed("tabal", 1);
    /* Cimmerians 0-29; Assyrians 30-35 MS, 36-39 AX, 40-41 SD, 42-43 IB, 44-47 HB, 48-51 CH,
     * 52-58 leaders. */
    END_UNTIL(g, PS_PHASE_MOVEMENT, 1, 1);
    REFUSED(g, "move 30 1001", "[Tabal 5.7] the Assyrians enter from the S edge, and 1001 is not on it");
    PLAYI(g, "move 30 1035");
    CHECK_INT(mt_legal_count(g, 31, PS_ACT_MOVE), 37); /* the S edge: 37 hexes, 1 1/2 MP */
    END_UNTIL(g, PS_PHASE_MOVEMENT, 1, 2);
    REFUSED(g, "move 31 1135", "[Tabal 5.7] the Assyrians enter on Game-Turns 1-1, not on Game-Turn 2");
    CHECK_INT(mt_legal_count(g, 31, -1), 0);
    /* Never brought on: still waiting, not lost. */
    CHECK(mt_unit(g, 31).waiting);
    ps_status_info st;
    ps_game_status(g, &st);
    CHECK_INT(st.units_lost[1], 0);
    ps_game_free(g);
}

TEST(t_enter_leader_full_ma, "[10.23] [11.1] an entering leader is within its own radius: full "
                             "MA (Tabal, L1 52 enters five hexes deep); its units enter at half")
{
    ps_game *g = fixture_deployed("tabal", 1);
    END_UNTIL(g, PS_PHASE_MOVEMENT, 1, 1);
    PLAYI(g, "move 52 1835-1834-1833-1832-1831");
    CHECK_INT(HEX_OF(g, 52), 1831);
    REFUSED(g, "move 30 1035-1034", "[5.27] unit 30 has 1/2 MP left, 1034 costs 1");
    ps_game_free(g);
}

TEST(t_enter_charchemish, "[Charchemish 5.8]: the Egyptians enter on the E edge on Game-Turn One")
{
    ps_game *g = fixture_deployed("charchemish", 1);
    END_UNTIL(g, PS_PHASE_MOVEMENT, 0, 1);
    REFUSED(g, "move 0 0105", "[Charchemish 5.8] the Egyptians enter from the E edge, and 0105 is not on it");
    PLAYI(g, "move 0 3705");
    CHECK_INT(mt_legal_count(g, 1, PS_ACT_MOVE), 35);
    END_UNTIL(g, PS_PHASE_MOVEMENT, 0, 2);
    REFUSED(g, "move 1 3706", "[Charchemish 5.8] the Egyptians enter on Game-Turns 1-1, not on Game-Turn 2");
    ps_game_free(g);
}

/* ---- [11.4] exiting ---- */

TEST(t_exit, "[11.41] [11.42] units leave through their side's exit zone with 1 MP to spare")
{
    ps_game *g = fixture_empty("lake-regillus");
    /* Etruscans (side 1) must get units off the south edge. */
    PLACE(g, 1, "MS", 1033);
    PLACE(g, 1, "L2", 1033);
    PLACE(g, 1, "MS", 1133);
    PLACE(g, 1, "MS", 1435);
    PLACE(g, 1, "MS", 3710);
    PLACE(g, 0, "MS", 2010);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 1, 1);
    REFUSED(g, "exit 2 1233-1234-1235", "[11.42] unit 2 has 0 MP left in 1235, and leaving the "
                                        "map takes 1");
    REFUSED(g, "exit 2 1233-1234-1235-1335", "[5.27] unit 2 has 0 MP left, 1335 costs 1");
    REFUSED(g, "exit 4 3710", "[11.41] 3710 is not where the Etruscans' victory condition takes "
                              "units off the map");
    REFUSED(g, "exit 0 1034", "[11.41] 1034 is not where the Etruscans' victory condition takes "
                              "units off the map");
    PLAYI(g, "exit 0 1034-1035");
    CHECK_STR(ps_game_events(g), "unit 0 MS moves 1033-1034-1035 (2 of 3 MP)\n"
                                 "unit 0 MS leaves the map from 1035 (1 MP [11.42])\n");
    ps_unit_info u = mt_unit(g, 0);
    CHECK(u.exited);
    CHECK_INT(g->st.units[0].exit_hex, map_id(10, 35));
    PLAYI(g, "exit 3 1435"); /* from where it stands */
    CHECK_STR(ps_game_events(g), "unit 3 MS leaves the map from 1435 (1 MP [11.42])\n");
    CHECK(mt_unit(g, 3).exited);
    PLAYI(g, "move 2 1233");
    ps_game_free(g);

    /* A stack leaves together [5.43]. */
    g = fixture_empty("lake-regillus");
    PLACE(g, 1, "MS", 2034);
    PLACE(g, 1, "MS", 2034);
    PLACE(g, 1, "L3", 2034);
    PLACE(g, 0, "MS", 2010);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 1, 1);
    PLAYI(g, "exit 0+1+2 2035");
    CHECK(mt_unit(g, 0).exited && mt_unit(g, 1).exited && mt_unit(g, 2).exited);
    ps_game_free(g);

    g = fixture_empty("lake-regillus");
    PLACE(g, 0, "MS", 1035);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    REFUSED(g, "exit 0 1035", "[11.41] the Romans have no victory condition that takes units off "
                              "the map");
    CHECK_INT(mt_legal_count(g, 0, PS_ACT_EXIT), 0);
    ps_game_free(g);
}

TEST(t_exit_zone, "[Armageddon 6.2]: off the map within five hexes of the Southwest corner")
{
    ps_game *g = fixture_empty("armageddon");
    PLACE(g, 0, "IB", 634);
    PLACE(g, 0, "IB", 734);
    PLACE(g, 0, "L3", 634);
    PLACE(g, 0, "L3", 734);
    PLACE(g, 0, "IB", 230);
    PLACE(g, 1, "BW", 2010);
    PLACE(g, 0, "IB", 228);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    PLAYI(g, "exit 0 0635");
    REFUSED(g, "exit 1 0735", "[11.41] 0735 is not where the Egyptians' victory condition takes "
                              "units off the map");
    /* 0128 is on the W edge but 7 hexes from 0135; 0130 is in the zone, 5 from it. */
    REFUSED(g, "exit 6 0128", "[11.41] 0128 is not where the Egyptians' victory condition takes "
                              "units off the map");
    PLAYI(g, "exit 4 0130");
    ps_game_free(g);
}

TEST(t_exit_zoc, "[6.41] [11.42] a unit that must stop next to an enemy fire unit may not leave")
{
    ps_game *g = fixture_empty("lake-regillus");
    PLACE(g, 1, "MS", 1033);
    PLACE(g, 1, "L2", 1033);
    PLACE(g, 0, "SK", 935);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 1, 1);
    REFUSED(g, "exit 0 1034-1035", "[6.41] unit 0 must stop in 1035, next to enemy fire unit 2, "
                                   "and may not leave the map");
    CHECK_INT(mt_legal_count(g, 0, PS_ACT_EXIT), 1); /* 1034-1135 */
    CHECK(mt_is_legal(g, 0, "exit 0 1034-1135"));
    ps_game_free(g);
}

/* ---- marks for other rules ---- */

TEST(t_moved_marks, "[6.42] moved units are marked for Defensive Fire until the next movement "
                    "phase begins")
{
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "MS", 1010);
    PLACE(g, 1, "BW", 3010);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    PLAYI(g, "move 0 1110");
    CHECK(g->st.units[0].flags & UF_MOVED);
    PLAYI(g, "end");
    CHECK(g->st.units[0].flags & UF_MOVED); /* Defensive Fire [6.42] sees it */
    END_UNTIL(g, PS_PHASE_MOVEMENT, 1, 1);
    CHECK(!(g->st.units[0].flags & UF_MOVED));
    ps_game_free(g);
}
