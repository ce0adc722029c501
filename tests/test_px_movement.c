/* Phalanx movement [Phalanx Movement], [Phalanx Stacking], [Phalanx Facing], [Phalanx Cavalry],
 * [Phalanx Cross River Attack], [Phalanx Command Units], [Phalanx Darius], [Phalanx Tactical
 * Concession] with the errata.  Positions are built on the Cannae map (data/phalanx/map.txt):
 * 2418, 2817 open ground; 1720-1820-1920 and 2019-2018-2117 road in clear; 1619 ford beside
 * clear 1719 and stream 1618; bridge 2208 on the road 2209-2208-2307 beside clear 2207;
 * lake 2109; 0625-0725 road into wooded hilltop 0725; swamp 1412 beside clear 1312; road
 * 0530-0631 onto the south edge.  Side 0 (Carthaginians, Type II), side 1 (Romans, Type I).
 * The exact counts of legal moves are in test_px_perft.c. */
#include "movement_px.h"

/* ---- Costs [Phalanx errata Terrain Effects Chart] ---- */

TEST(px_move_clear_one, "[Phalanx Movement] a hex of clear terrain costs 1 MP; the unit faces "
                        "its step")
{
    ps_game *g = pos();
    int u = put_led(g, 0, "MH", 2418, E);
    movement(g, 0);
    PLAY(g, "move 0 2518-2617");
    CHECK_INT(where(g, u), 2617);
    CHECK_INT(facing(g, u), NE);
    CHECK_INT(mp(g, u), 4);
    ps_game_free(g);
}

TEST(px_move_road_half, "[Phalanx Movement G] entering a road hex through a road hexside costs "
                        "1/2 MP")
{
    ps_game *g = pos();
    int u = put_led(g, 0, "MH", 1720, E);
    movement(g, 0);
    PLAY(g, "move 0 1820-1920");
    CHECK_INT(mp(g, u), 2);
    ps_game_free(g);
}

TEST(px_move_road_fraction_lost, "[Phalanx Movement H] leaving the road, the fraction of an MP "
                                 "left by road movement is lost")
{
    ps_game *g = pos();
    int u = put_led(g, 0, "MH", 2019, NE);
    movement(g, 0);
    CHECK_STR(try(g, "move 0 2018-2117"), "ok");
    PLAY(g, "move 0 2018-2118");
    CHECK_INT(mp(g, u), 4); /* 1/2 rounded up to 1, then 1 */
    ps_game_free(g);
}

TEST(px_move_ford, "[Phalanx errata Terrain Effects Chart] a ford costs 1 MP from a non-stream "
                   "hex, 2 from a stream hex")
{
    ps_game *g = pos();
    int a = put_led(g, 0, "MH", 1719, W);
    int b = put_led(g, 0, "MH", 1618, SW);
    movement(g, 0);
    PLAY(g, "move 0 1619");
    CHECK_INT(mp(g, a), 2);
    PLAY(g, "move 2 1619");
    CHECK_INT(mp(g, b), 4);
    ps_game_free(g);
}

TEST(px_move_bridge, "[Phalanx errata Terrain Effects Chart] a bridge costs 1/2 MP through a "
                     "road hexside, 2 through another")
{
    ps_game *g = pos();
    int a = put_led(g, 0, "MH", 2209, NE);
    int b;
    movement(g, 0);
    PLAY(g, "move 0 2208");
    CHECK_INT(mp(g, a), 1);
    ps_game_free(g);
    g = pos();
    b = put_led(g, 0, "MH", 2207, SE);
    movement(g, 0);
    PLAY(g, "move 0 2208");
    CHECK_INT(mp(g, b), 4);
    ps_game_free(g);
}

TEST(px_move_stream, "[Phalanx errata Terrain Effects Chart] a stream hex costs 2 MP")
{
    ps_game *g = pos();
    int u = put_led(g, 0, "MH", 1621, SE);
    movement(g, 0);
    PLAY(g, "move 0 1622");
    CHECK_INT(mp(g, u), 4);
    ps_game_free(g);
}

TEST(px_move_lake, "[Phalanx errata Terrain Effects Chart] units may never enter lake hexes")
{
    ps_game *g = pos();
    put_led(g, 0, "MH", 2209, W);
    movement(g, 0);
    CHECK(refused_by(g, "move 0 2109", "[Phalanx errata Terrain Effects Chart]"));
    ps_game_free(g);
}

TEST(px_move_road_only, "[Phalanx errata Terrain Effects Chart] HC, MY, EL and BL enter woods "
                        "only along a road; EL never enter swamp")
{
    ps_game *g = pos();
    int hc = put_led(g, 0, "HC", 625, E);
    put_led(g, 0, "MY", 625, SE);
    int el = put_led(g, 0, "EL", 1312, E);
    movement(g, 0);
    PLAY(g, "move 0 0725"); /* along the road into wooded hilltop: 1/2 */
    CHECK_INT(mp(g, hc), 1);
    CHECK(refused_by(g, "move 2 0624", "[Phalanx errata Terrain Effects Chart] MY enter woods"));
    CHECK(refused_by(g, "move 4 1412", "[Phalanx errata Terrain Effects Chart] EL may never "
                                       "enter swamp"));
    (void)el;
    ps_game_free(g);
    g = pos();
    put_led(g, 0, "BL", 1313, NE);
    movement(g, 0);
    CHECK(refused_by(g, "move 0 1413", "[Phalanx errata Terrain Effects Chart] BL enter swamp"));
    ps_game_free(g);
}

/* ---- Stacking and enemies ---- */

TEST(px_stack_twelve, "[Phalanx Stacking A] no unit may end in a hex above twelve stacking "
                      "points")
{
    ps_game *g = pos();
    put_led(g, 0, "MH", 2418, E);
    for (int i = 0; i < 3; i++)
        put(g, 0, "MH", 2518, E);
    movement(g, 0);
    CHECK(refused_by(g, "move 0 2518", "[Phalanx Stacking B] 2518 would hold 16"));
    ps_game_free(g);
}

TEST(px_stack_passing, "[Phalanx Stacking B] no unit may move through a stack when the points "
                       "would exceed twelve; below that it passes")
{
    ps_game *g = pos();
    put_led(g, 0, "MH", 2418, E);
    for (int i = 0; i < 3; i++)
        put(g, 0, "MH", 2518, E);
    movement(g, 0);
    CHECK(refused_by(g, "move 0 2518-2618", "[Phalanx Stacking B]"));
    ps_game_free(g);
    g = pos();
    int u = put_led(g, 0, "MH", 2418, E);
    put(g, 0, "MH", 2518, E);
    put(g, 0, "MH", 2518, E);
    movement(g, 0);
    PLAY(g, "move 0 2518-2618");
    CHECK_INT(where(g, u), 2618);
    ps_game_free(g);
}

TEST(px_move_enemy_hex, "[Phalanx Movement A] movement is not allowed through or onto enemy "
                        "units")
{
    ps_game *g = pos();
    put_led(g, 0, "MH", 2418, E);
    put(g, 1, "MH", 2518, W);
    movement(g, 0);
    CHECK(refused_by(g, "move 0 2518", "[Phalanx Movement A] 2518 holds enemy units"));
    CHECK(refused_by(g, "move 0 2518-2618", "[Phalanx Movement A]"));
    ps_game_free(g);
}

/* ---- Facing ---- */

TEST(px_face_front_only, "[Phalanx Facing H] units move to their front; a step to a flank or "
                         "rear hexside first turns for 1 MP [Phalanx Facing G]")
{
    ps_game *g = pos();
    int u = put_led(g, 0, "MH", 2418, E);
    movement(g, 0);
    PLAY(g, "move 0 2318");
    CHECK_INT(mp(g, u), 4);
    CHECK_INT(facing(g, u), W);
    ps_game_free(g);
}

TEST(px_face_in_place, "[Phalanx Facing F] turning 60 degrees in place is free, more costs 1 "
                       "MP")
{
    ps_game *g = pos();
    int a = put_led(g, 0, "MH", 2418, E);
    int b = put_led(g, 0, "MH", 2818, E);
    movement(g, 0);
    PLAY(g, "face 0 NE");
    CHECK_INT(mp(g, a), 0);
    PLAY(g, "face 0 NW"); /* a second turn in the same hex: past the free 60 degrees */
    CHECK_INT(mp(g, a), 2);
    PLAY(g, "face 2 W");
    CHECK_INT(mp(g, b), 2);
    CHECK_INT(facing(g, b), W);
    ps_game_free(g);
}

TEST(px_face_then_step, "[Phalanx Facing G] 60 degrees free in each hex: after a free turn in "
                        "place only a step straight ahead is free")
{
    ps_game *g = pos();
    int a = put_led(g, 0, "MH", 2418, E);
    movement(g, 0);
    PLAY(g, "face 0 NE");
    PLAY(g, "move 0 2518"); /* E: 60 degrees more in the start hex */
    CHECK_INT(mp(g, a), 4);
    ps_game_free(g);
}

TEST(px_face_final, "[Phalanx Facing E] a final facing within 60 degrees of the march is free, "
                    "more costs 1 MP, refused with no MP left")
{
    ps_game *g = pos();
    int a = put_led(g, 0, "MH", 2418, E);
    int b = put_led(g, 0, "MH", 2416, E);
    movement(g, 0);
    PLAY(g, "move 0 2518 SE");
    CHECK_INT(mp(g, a), 2);
    CHECK_INT(facing(g, a), SE);
    CHECK(refused_by(g, "move 2 2516-2616-2716-2816 W", "[Phalanx Facing E]"));
    PLAY(g, "move 2 2516-2616-2716 W");
    CHECK_INT(mp(g, b), 8);
    CHECK_INT(facing(g, b), W);
    ps_game_free(g);
}

TEST(px_face_movement_only, "[Phalanx errata Facing I] units change facing only in a friendly "
                            "Movement Phase")
{
    ps_game *g = pos();
    put_led(g, 0, "MH", 2418, E);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MELEE, 0, 1), PS_OK);
    CHECK(refused_by(g, "face 0 NE", "[Phalanx errata Facing I]"));
    ps_game_free(g);
    g = pos();
    put_led(g, 1, "MH", 2418, E);
    movement(g, 0);
    CHECK(refused_by(g, "face 0 NE", "[Phalanx errata Movement F]"));
    ps_game_free(g);
}

/* ---- Command [Phalanx Command Units] ---- */

TEST(px_command_type1, "[Phalanx Command Units] in a Type I army a unit moves only if it began "
                       "the phase stacked with or adjacent to a friendly Commander")
{
    ps_game *g = pos();
    put(g, 1, "LC", 2418, E);
    put(g, 1, "MH", 2818, E);
    put(g, 1, "CM2", 2918, E);
    movement(g, 1);
    CHECK(refused_by(g, "move 0 2518", "[Phalanx Command Units]"));
    CHECK_STR(try(g, "move 1 2917"), "ok");
    ps_game_free(g);
}

TEST(px_command_type2_cavalry, "[Phalanx Command Units] in a Type II army cavalry moves without "
                               "a Commander; infantry does not")
{
    ps_game *g = pos();
    put(g, 0, "LC", 2418, E);
    put(g, 0, "MH", 2818, E);
    movement(g, 0);
    CHECK_STR(try(g, "move 0 2518"), "ok");
    CHECK(refused_by(g, "move 1 2918", "[Phalanx Command Units]"));
    ps_game_free(g);
}

TEST(px_command_free_turn, "[Phalanx errata Facing I] out of command a unit still makes its "
                           "free 60-degree turn, not one costing MP")
{
    ps_game *g = pos();
    put(g, 0, "MH", 2818, E);
    movement(g, 0);
    CHECK(refused_by(g, "face 0 W", "[Phalanx errata Facing I]"));
    PLAY(g, "face 0 NE");
    CHECK(refused_by(g, "face 0 NW", "[Phalanx errata Facing I]"));
    ps_game_free(g);
}

/* ---- Contact [Phalanx Combat K] ---- */

static int put_contact(ps_game *g, int side, const char *code, int hex, int facing_dir)
{
    int u = ps_game_place(g, side, code, hex, PS_UNIT_CONTACT);
    CHECK(u >= 0);
    if (u >= 0)
        CHECK_INT(ps_game_set_facing(g, u, facing_dir), PS_OK);
    return u;
}

TEST(px_contact_stays, "[Phalanx Combat K] a unit in Contact may not leave its hex; it may turn "
                       "60 degrees once [Phalanx errata Facing I]")
{
    ps_game *g = pos();
    put_contact(g, 1, "MH", 2518, W);
    int u = put_contact(g, 0, "MH", 2418, E);
    put(g, 0, "CM1", 2418, E);
    movement(g, 0);
    CHECK(g->st.units[u].flags & UF_CONTACT);
    CHECK(refused_by(g, "move 1 2318", "[Phalanx Combat K]"));
    CHECK(refused_by(g, "face 1 W", "[Phalanx errata Facing I]"));
    PLAY(g, "face 1 NE");
    CHECK(refused_by(g, "face 1 NW", "[Phalanx errata Facing I]"));
    ps_game_free(g);
}

TEST(px_contact_cavalry, "[Phalanx errata Cavalry] cavalry in contact with non-cavalry only may "
                         "move away; with enemy cavalry it stays")
{
    ps_game *g = pos();
    put_contact(g, 1, "MH", 2518, W);
    int lc = put_contact(g, 0, "LC", 2418, E);
    movement(g, 0);
    PLAY(g, "move 1 2318");
    CHECK_INT(where(g, lc), 2318);
    CHECK(!(g->st.units[lc].flags & UF_CONTACT));
    ps_game_free(g);
    g = pos();
    put_contact(g, 1, "LC", 2518, W);
    put_contact(g, 0, "LC", 2418, E);
    movement(g, 0);
    CHECK(refused_by(g, "move 1 2318", "[Phalanx Combat K]"));
    ps_game_free(g);
}

/* ---- Other limits ---- */

TEST(px_move_demoralized_half, "[Phalanx errata Demoralization and Panic] a demoralized unit "
                               "moves with half its Movement Allowance")
{
    ps_game *g = pos();
    int u = ps_game_place(g, 0, "MH", 2418, PS_UNIT_DISRUPTED);
    CHECK_INT(ps_game_set_facing(g, u, E), PS_OK);
    put(g, 0, "CM1", 2418, E);
    movement(g, 0);
    CHECK_INT(px_ma(g, u), 2 * FX_ONE);
    CHECK(refused_by(g, "move 0 2518-2618-2718", "[Phalanx Movement G]"));
    PLAY(g, "move 0 2518-2618");
    ps_game_free(g);
}

TEST(px_move_once, "[Phalanx Movement F] units may move only once each turn")
{
    ps_game *g = pos();
    put_led(g, 0, "MH", 2418, E);
    movement(g, 0);
    PLAY(g, "move 0 2518");
    CHECK(refused_by(g, "move 0 2618", "[Phalanx Movement F]"));
    CHECK(refused_by(g, "face 0 NE", "[Phalanx Movement F]"));
    ps_game_free(g);
}

TEST(px_move_one_at_a_time, "[Phalanx errata Movement C] a unit's movement ends when another "
                            "unit begins to move")
{
    ps_game *g = pos();
    put_led(g, 0, "MH", 2418, E);
    put_led(g, 0, "MH", 2816, E);
    movement(g, 0);
    PLAY(g, "face 0 NE");
    PLAY(g, "move 2 2916");
    CHECK(refused_by(g, "move 0 2517", "[Phalanx errata Movement C]"));
    CHECK(refused_by(g, "face 0 E", "[Phalanx errata Movement C]"));
    ps_game_free(g);
}

/* ---- Stops ---- */

TEST(px_stop_missile, "[Phalanx errata Movement K] entering a hex next to the front of an "
                      "enemy missile unit ends the move")
{
    ps_game *g = pos();
    put_led(g, 0, "MH", 2518, E);
    put(g, 1, "JV", 2818, W);
    movement(g, 0);
    CHECK(refused_by(g, "move 0 2618-2718-2719", "[Phalanx errata Movement K]"));
    PLAY(g, "move 0 2618-2718");
    ps_game_free(g);
}

TEST(px_stop_missile_leave, "[Phalanx errata Movement K] a unit starting next to a missile "
                            "front may leave, and may step straight into another such hex")
{
    ps_game *g = pos();
    put_led(g, 0, "MH", 2718, NE);
    put(g, 1, "JV", 2818, W);
    movement(g, 0);
    CHECK_STR(try(g, "move 0 2618-2518"), "ok");
    CHECK(refused_by(g, "move 0 2817-2816", "[Phalanx errata Movement K]"));
    PLAY(g, "move 0 2817");
    ps_game_free(g);
}

TEST(px_stop_demoralized_missile, "[Phalanx errata Demoralization and Panic] a demoralized "
                                  "missile unit stops nobody")
{
    ps_game *g = pos();
    put_led(g, 0, "MH", 2518, E);
    int jv = ps_game_place(g, 1, "JV", 2818, PS_UNIT_DISRUPTED);
    CHECK_INT(ps_game_set_facing(g, jv, W), PS_OK);
    movement(g, 0);
    CHECK_STR(try(g, "move 0 2618-2718-2719"), "ok");
    ps_game_free(g);
}

TEST(px_stop_cross_river, "[Phalanx Cross River Attack] entering a hex controlled across a "
                          "stream ends the move")
{
    ps_game *g = pos();
    put_led(g, 0, "MH", 1621, SE);
    put(g, 1, "MH", 1623, NE);
    movement(g, 0);
    CHECK(refused_by(g, "move 0 1622-1722", "[Phalanx Cross River Attack]"));
    PLAY(g, "move 0 1622");
    ps_game_free(g);
}

TEST(px_cross_river_hex_to_hex, "[Phalanx Cross River Attack] a unit may not move directly "
                                "from one controlled hex to another")
{
    ps_game *g = pos();
    put_led(g, 0, "MH", 1622, E);
    put(g, 1, "MH", 1623, NE);
    movement(g, 0);
    CHECK(refused_by(g, "move 0 1723", "[Phalanx Cross River Attack] may not move directly"));
    CHECK_STR(try(g, "move 0 1722"), "ok");
    ps_game_free(g);
}

/* ---- Cavalry charges ---- */

TEST(px_charge_length, "[Phalanx Cavalry] a cavalry move ending in a straight run through clear "
                       "terrain records the charge's length and direction")
{
    ps_game *g = pos();
    int u = put(g, 0, "MC", 2417, NE);
    movement(g, 0);
    PLAY(g, "move 0 2416-2516-2616-2716");
    CHECK_INT(g->st.px.units[u].charge_len, 3);
    CHECK_INT(g->st.px.units[u].charge_dir, E);
    CHECK(g->st.px.units[u].flags & PXF_CHARGED);
    ps_game_free(g);
}

TEST(px_charge_final_turn, "[Phalanx errata Cavalry] a cavalry unit may never change facing "
                           "where its charge ends: a final turn leaves no charge")
{
    ps_game *g = pos();
    int u = put(g, 0, "MC", 2418, E);
    movement(g, 0);
    PLAY(g, "move 0 2518-2618-2718 NE");
    CHECK_INT(g->st.px.units[u].charge_len, 0);
    CHECK(!(g->st.px.units[u].flags & PXF_CHARGED));
    ps_game_free(g);
}

TEST(px_charge_through_units, "[Phalanx Movement D] cavalry may never charge through friendly "
                              "units: the run starts after them")
{
    ps_game *g = pos();
    int u = put(g, 0, "MC", 2418, E);
    put(g, 0, "MH", 2518, E);
    movement(g, 0);
    PLAY(g, "move 0 2518-2618-2718");
    CHECK_INT(g->st.px.units[u].charge_len, 2);
    ps_game_free(g);
}

/* ---- Darius, concession ---- */

TEST(px_darius_immovable, "[Phalanx Darius] Darius may not be moved from the hex in which he "
                          "is placed")
{
    ps_game *g = fixture_empty("issus");
    int d = put(g, 1, "CM1", 2418, E);
    movement(g, 1);
    CHECK(px_is_darius(g, d));
    CHECK(refused_by(g, "move 0 2518", "[Phalanx Darius]"));
    CHECK_STR(try(g, "face 0 NE"), "ok");
    ps_game_free(g);
}

TEST(px_concession_exit, "[Phalanx Tactical Concession] a unit leaves the map by road, off an "
                         "edge road hex for 1 MP; its side has conceded")
{
    ps_game *g = pos();
    int u = put_led(g, 0, "MH", 530, SE);
    movement(g, 0);
    CHECK(refused_by(g, "exit 0 0630", "[Phalanx Tactical Concession]"));
    PLAY(g, "exit 0 0631");
    CHECK_INT(g->st.units[u].where, UNIT_EXITED);
    CHECK_INT(mp(g, u), 4);
    CHECK_INT(g->st.conceded, 1);
    CHECK_INT(g->st.lost_units[0], 0);
    ps_game_free(g);
}
