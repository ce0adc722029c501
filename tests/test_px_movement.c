/* Phalanx movement [Phalanx Movement], [Phalanx Stacking], [Phalanx Facing], [Phalanx Cavalry],
 * [Phalanx Cross River Attack], [Phalanx Command Units], [Phalanx Darius], [Phalanx Tactical
 * Concession] with the errata.  Positions are built on the Cannae map (data/phalanx/map.txt):
 * 2418, 2817 open ground; 1720-1820-1920 and 2019-2018-2117 road in clear; 1619 ford beside
 * clear 1719 and stream 1618; bridge 2208 on the road 2209-2208-2307 beside clear 2207;
 * lake 2109; 0625-0725 road into wooded hilltop 0725; swamp 1412 beside clear 1312; road
 * 0530-0631 onto the south edge.  Side 0 (Carthaginians, Type II), side 1 (Romans, Type I).
 * Perft: exact counts of legal moves, each checked against a brute-force walk of every path
 * through ps_game_check. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "fixture.h"

#include "core/game.h"
#include "core/phalanx/px_rules.h"

enum { E, NE, NW, W, SW, SE };

static ps_game *pos(void)
{
    return fixture_empty("cannae");
}

static int put(ps_game *g, int side, const char *code, int hex, int facing)
{
    int u = ps_game_place(g, side, code, hex, 0);
    if (u < 0) {
        fprintf(stderr, "  place %s %04d: %s\n", code, hex, ps_game_error(g));
        CHECK(u >= 0);
        return -1;
    }
    CHECK_INT(ps_game_set_facing(g, u, facing), PS_OK);
    return u;
}

/* A unit with a commander stacked with it, so that it is in command. */
static int put_led(ps_game *g, int side, const char *code, int hex, int facing)
{
    int u = put(g, side, code, hex, facing);
    put(g, side, side ? "CM2" : "CM1", hex, facing);
    return u;
}

static void movement(ps_game *g, int side)
{
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MOVEMENT, side, 1), PS_OK);
}

/* "ok" or the refusal. */
static const char *try(ps_game *g, const char *text)
{
    ps_action a;
    char err[PS_ERR_MAX];
    if (ps_action_parse(text, &a, err, sizeof err) != PS_OK)
        return "parse";
    return ps_game_check(g, &a) == PS_OK ? "ok" : ps_game_error(g);
}

static bool refused_by(ps_game *g, const char *text, const char *rule)
{
    const char *r = try(g, text);
    bool ok = strncmp(r, rule, strlen(rule)) == 0;
    if (!ok)
        fprintf(stderr, "  '%s': %s (wanted %s)\n", text, r, rule);
    return ok;
}

static int mp(ps_game *g, int u) /* in half MP */
{
    return g->st.units[u].mp_spent * 2 / FX_ONE;
}

static int where(ps_game *g, int u)
{
    hex_cr c = map_cr(g->st.units[u].hex);
    return c.col * 100 + c.row;
}

static int facing(ps_game *g, int u)
{
    return g->st.units[u].facing;
}

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

/* ---- Perft: legal moves against a brute-force walk ---- */

enum { MAXEND = 4096 };
struct ends {
    int n;
    int key[MAXEND]; /* ccrr * 8 + facing */
};

static void add_end(struct ends *e, int ccrr, int f)
{
    int k = ccrr * 8 + f;
    for (int i = 0; i < e->n; i++)
        if (e->key[i] == k)
            return;
    if (e->n < MAXEND)
        e->key[e->n++] = k;
}

static const char *const dirw[6] = {"E", "NE", "NW", "W", "SW", "SE"};

static void path_text(char *buf, size_t len, int u, const int *hexes, int n, int dir)
{
    size_t k = (size_t)snprintf(buf, len, "move %d ", u);
    for (int i = 1; i < n && k < len; i++)
        k += (size_t)snprintf(buf + k, len - k, "%s%04d", i > 1 ? "-" : "", hexes[i]);
    if (dir >= 0 && k < len)
        snprintf(buf + k, len - k, " %s", dirw[dir]);
}

/* Every step sequence within the MA, each tried with ps_game_check with and without a final
 * DIR; endpoints in the start hex are left out, as px_move_legal leaves them (turning in place
 * is 'face').  A refused prefix has no legal extension: costs only grow and stops only end. */
static void brute(ps_game *g, int u, int *hexes, int n, int depth, struct ends *e)
{
    int nb[6];
    char text[512];
    ps_game_neighbours(g, hexes[n - 1], nb);
    for (int d = 0; d < 6; d++) {
        if (!nb[d])
            continue;
        hexes[n] = nb[d];
        path_text(text, sizeof text, u, hexes, n + 1, -1);
        if (strcmp(try(g, text), "ok") != 0)
            continue;
        for (int f = 0; f < 6; f++) {
            path_text(text, sizeof text, u, hexes, n + 1, f);
            if (nb[d] != hexes[0] && strcmp(try(g, text), "ok") == 0)
                add_end(e, nb[d], f);
        }
        if (depth > 1)
            brute(g, u, hexes, n + 1, depth - 1, e);
    }
}

static int dir_between(ps_game *g, int a, int b)
{
    int nb[6];
    ps_game_neighbours(g, a, nb);
    for (int d = 0; d < 6; d++)
        if (nb[d] == b)
            return d;
    return -1;
}

/* The legal moves of u, checked against the brute force: same endpoints, one move each. */
static int perft(ps_game *g, int u)
{
    static ps_action out[8192];
    int n = ps_game_legal(g, u, out, 8192);
    CHECK(n <= 8192);
    struct ends legal = {0}, all = {0};
    int moves = 0;
    int start = where(g, u);
    for (int i = 0; i < n && i < 8192; i++) {
        const ps_action *a = &out[i];
        if (a->kind != PS_ACT_MOVE)
            continue;
        moves++;
        int last = a->hexes[a->nhexes - 1];
        int prev = a->nhexes > 1 ? a->hexes[a->nhexes - 2] : start;
        int f = a->task ? a->task - 1 : dir_between(g, prev, last);
        add_end(&legal, last, f);
        char text[512];
        ps_action_format(a, text, sizeof text);
        CHECK_STR(try(g, text), "ok");
    }
    CHECK_INT(legal.n, moves); /* one move per (hex, final facing) */
    int hexes[64] = {start};
    brute(g, u, hexes, 1, 2 * px_type(g, &g->st.units[u])->ma.v, &all);
    CHECK_INT(all.n, legal.n);
    for (int i = 0; i < all.n; i++) {
        bool found = false;
        for (int j = 0; j < legal.n && !found; j++)
            found = legal.key[j] == all.key[i];
        if (!found)
            fprintf(stderr, "  brute force reaches %04d facing %s, legal moves do not\n",
                    all.key[i] / 8, dirw[all.key[i] % 8]);
        CHECK(found);
    }
    return moves;
}

TEST(px_perft_open, "[Phalanx Movement] perft: an MH in open ground facing E in command has "
                    "exactly 256 moves, as a brute-force walk finds")
{
    ps_game *g = pos();
    int u = put_led(g, 0, "MH", 2817, E);
    movement(g, 0);
    CHECK_INT(perft(g, u), 256);
    ps_game_free(g);
}

TEST(px_perft_road, "[Phalanx Movement G, H] perft: an LS on the road 2019 facing NE has "
                    "exactly 437 moves, as a brute-force walk finds")
{
    ps_game *g = pos();
    int u = put_led(g, 0, "LS", 2019, NE);
    movement(g, 0);
    CHECK_INT(perft(g, u), 437);
    ps_game_free(g);
}

TEST(px_perft_zones, "[Phalanx errata Movement K], [Phalanx Cross River Attack] perft: an MH by "
                     "the ford 1619 between a javelin front and a stream line has exactly 145 "
                     "moves, as a brute-force walk finds")
{
    ps_game *g = pos();
    int u = put_led(g, 0, "MH", 1719, W);
    put(g, 1, "JV", 1917, W);
    put(g, 1, "MH", 1623, NE);
    movement(g, 0);
    CHECK_INT(perft(g, u), 145);
    ps_game_free(g);
}

TEST(px_reach_matches_moves, "[Phalanx Movement] px_unit_reach: the hexes the legal moves reach, "
                             "each with its cheapest MP, the unit's own hex left out")
{
    ps_game *g = pos();
    int u = put_led(g, 0, "MH", 2418, E);
    movement(g, 0);
    int hexes[512];
    int32_t cost[512];
    int n = px_unit_reach(g, u, hexes, cost, 512);
    static ps_action out[4096];
    int m = ps_game_legal(g, u, out, 4096);
    struct ends moved = {0};
    for (int i = 0; i < m; i++)
        if (out[i].kind == PS_ACT_MOVE)
            add_end(&moved, out[i].hexes[out[i].nhexes - 1], 0);
    CHECK_INT(n, moved.n);
    for (int i = 0; i < n && i < 512; i++) {
        CHECK(hexes[i] != 2418);
        if (hexes[i] == 2818)
            CHECK_INT(cost[i], 4 * FX_ONE);
        if (hexes[i] == 2318)
            CHECK_INT(cost[i], 2 * FX_ONE);
    }
    ps_game_free(g);
}

TEST(px_stack_ok_twelve, "[Phalanx Stacking A] px_stack_ok: a hex holds at most twelve "
                         "stacking points; command units count none [Phalanx Stacking C]")
{
    ps_game *g = pos();
    int u = put(g, 0, "MH", 2418, E);
    int c = put(g, 0, "CM1", 2418, E);
    put(g, 0, "MH", 2518, E);
    put(g, 0, "MH", 2518, E);
    hex_id h = map_hex_at(&g->map, (hex_cr){25, 18});
    CHECK(px_stack_ok(g, h, &u, 1));
    CHECK(px_stack_ok(g, h, &c, 1));
    put(g, 0, "MH", 2518, E);
    CHECK(!px_stack_ok(g, h, &u, 1));
    CHECK(px_stack_ok(g, h, &c, 1));
    ps_game_free(g);
}
