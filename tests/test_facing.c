/* Facing [16.0]-[16.33] (option "facing"): the front, moving and turning, melee and fire, on
 * hand-made positions in the open ground of the Kadesh map (rows 10-15 are clear; side 0
 * Hittites, side 1 Egyptians).  A facing is the hexside the counter's top points at; the front
 * is it and the two beside it.
 *   around 1512 (even row): E 1612, NE 1611, NW 1511, W 1412, SW 1513, SE 1613
 *   around 1612: E 1712, NE 1711, NW 1611, W 1512, SW 1613, SE 1713
 *   around 1711 (odd row): E 1811, NE 1710, NW 1610, W 1611, SW 1612, SE 1712 */
#include <stdlib.h>

#include "combat_util.h"
#include "core/prestags/facing.h"
#include "movetest.h"

static ps_game *facing_game(void)
{
    ps_game *g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_option(g, PS_OPT_FACING, true), PS_OK);
    return g;
}

static void face(ps_game *g, int u, enum hex_dir d)
{
    g->st.units[u].facing = (int8_t)d;
}

static int facing_of(const ps_game *g, int u)
{
    return ps_game_unit_facing(g, u);
}

/* ---- [16.0] the front ---- */

TEST(t_facing_front_geometry, "[16.0] the front is the hexside faced and the two beside it")
{
    CHECK(facing_front(HEX_E, HEX_E));
    CHECK(facing_front(HEX_E, HEX_NE));
    CHECK(facing_front(HEX_E, HEX_SE));
    CHECK(!facing_front(HEX_E, HEX_NW));
    CHECK(!facing_front(HEX_E, HEX_W));
    CHECK(!facing_front(HEX_E, HEX_SW));
    CHECK(facing_front(HEX_SW, HEX_W));
    CHECK(facing_front(HEX_SW, HEX_SE));
    CHECK(!facing_front(HEX_SW, HEX_E));
}

TEST(t_facing_set_up, "[16.0] units set up or placed face the enemy; the position shows each facing")
{
    ps_game *g = facing_game();
    /* The Egyptians deploy around P, E (2220) and A (3423): south-east of 1512. */
    int h = put_unit(g, 0, "MS", 1512);
    CHECK_INT(facing_of(g, h), HEX_SE);
    /* The Hittites enter from the W, N and E edges: north of 1520. */
    int e = put_unit(g, 1, "MS", 1520);
    CHECK_INT(facing_of(g, e), HEX_NE);
    char pos[16384];
    ps_game_position(g, pos, sizeof pos);
    CHECK(has_text(pos, "unit 0 side 0 MS 1512 facing SE\n"));
    CHECK(has_text(pos, "unit 1 side 1 MS 1520 facing NE\n"));
    ps_game_free(g);
    /* Without the option: no facing. */
    g = fixture_empty("kadesh");
    h = put_unit(g, 0, "MS", 1512);
    CHECK_INT(facing_of(g, h), -1);
    ps_game_position(g, pos, sizeof pos);
    CHECK(!strstr(pos, "facing"));
    /* Switched on after the placement (before play): the unit turns to the enemy. */
    CHECK_INT(ps_game_set_option(g, PS_OPT_FACING, true), PS_OK);
    CHECK_INT(facing_of(g, h), HEX_SE);
    ps_game_free(g);
}

TEST(t_facing_deployment, "[16.0] a whole set-up faces the enemy; \"face\" turns a unit freely at set-up but is not listed")
{
    ps_game *g;
    char err[PS_ERR_MAX];
    CHECK_INT(ps_game_new(fixture_data(), "kadesh", 1, &g, err, sizeof err), PS_OK);
    CHECK_INT(ps_game_set_option(g, PS_OPT_FACING, true), PS_OK);
    /* The Egyptians deploy first: place one by hand, turn it, then the rest. */
    ps_action acts[4096];
    int n = ps_game_legal(g, -1, acts, 4096);
    CHECK(n > 0 && acts[0].kind == PS_ACT_DEPLOY);
    int u = acts[0].units[0];
    CHECK_INT(ps_game_play(g, &acts[0]), PS_OK);
    int first = facing_of(g, u);
    CHECK_INT(first, facing_toward_enemy(g, 1, g->st.units[u].hex));
    char act[32];
    snprintf(act, sizeof act, "face %d %s", u, facing_name((first + 3) % 6));
    PLAYI(g, act);
    CHECK_INT(facing_of(g, u), (first + 3) % 6);
    CHECK_INT(g->st.units[u].mp_spent, 0);
    n = ps_game_legal(g, -1, acts, 4096);
    for (int i = 0; i < n && i < 4096; i++)
        CHECK(acts[i].kind != PS_ACT_FACE);
    CHECK_INT(ps_game_auto_deploy(g), PS_OK);
    for (int k = 0; k < ps_game_unit_count(g); k++) {
        ps_unit_info ui;
        ps_game_unit(g, k, &ui);
        if (!ui.on_map || k == u)
            continue;
        CHECK_INT(facing_of(g, k), facing_toward_enemy(g, ui.side, g->st.units[k].hex));
    }
    CHECK_INT(ps_game_check_invariants(g), PS_OK);
    ps_game_free(g);
}

TEST(t_facing_never_ambiguous, "[16.13] a facing is always one of the six hexsides: nothing is ambiguous to adjust")
{
    ps_action a;
    char err[PS_ERR_MAX], buf[PS_ACTION_TEXT_MAX];
    CHECK_INT(ps_action_parse("face 3 N", &a, err, sizeof err), PS_EINVAL);
    CHECK_STR(err, "bad direction 'N' (E NE NW W SW SE)");
    CHECK_INT(ps_action_parse("face 3 SW", &a, err, sizeof err), PS_OK);
    CHECK_INT(a.kind, PS_ACT_FACE);
    CHECK_INT(a.hexes[0], HEX_SW);
    ps_action_format(&a, buf, sizeof buf);
    CHECK_STR(buf, "face 3 SW");
    ps_game *g = facing_game();
    put_unit(g, 0, "MS", 1512);
    put_unit(g, 0, "L1", 1512);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MOVEMENT, 0, 3), PS_OK);
    a.units[0] = 0;
    a.hexes[0] = 6;
    CHECK_INT(ps_game_check(g, &a), PS_EINVAL);
    CHECK_STR(ps_game_error(g), "a facing is E, NE, NW, W, SW or SE");
    ps_game_free(g);
}

/* ---- [16.1] movement ---- */

/* An MS (3 MP) in command (a L1 with it) at 1512 facing E, in the Movement Phase. */
static ps_game *move_position(void)
{
    ps_game *g = facing_game();
    int ms = put_unit(g, 0, "MS", 1512);
    put_unit(g, 0, "L1", 1512);
    put_unit(g, 1, "MS", 1530); /* the enemy, far away */
    face(g, ms, HEX_E);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MOVEMENT, 0, 3), PS_OK);
    return g;
}

TEST(t_facing_move_front, "[16.1] a unit enters its front hexes, reoriented to face each hex entered")
{
    ps_game *g = move_position();
    /* E, then NE, then NW: each step into the front of the last. */
    PLAYI(g, "move 0 1612-1711-1610");
    CHECK_STR(ps_game_events(g), "unit 0 MS moves 1512-1612-1711-1610 (3 of 3 MP)\n"
                                 "unit 0 faces NW [16.1]\n");
    CHECK_INT(facing_of(g, 0), HEX_NW);
    CHECK_INT(g->st.units[0].mp_spent, FX(3));
    ps_game_free(g);
}

TEST(t_facing_move_turn_cost, "[16.1] [16.11] a step outside the front costs 1 MP to turn first")
{
    ps_game *g = move_position();
    REFUSED(g, "move 0 1412-1312-1212", "[5.27] unit 0 has 0 MP left, 1212 costs 1");
    REFUSED(g, "move 0 1612-1712-1612",
            "[5.27] unit 0 has 1 MP left, 1612 costs 1, after 1 to turn toward it: it is not one "
            "of the unit's front hexes [16.1], [16.11]");
    PLAYI(g, "move 0 1412-1312");
    CHECK_STR(ps_game_events(g), "unit 0 MS moves 1512-1412-1312 (3 of 3 MP)\n"
                                 "unit 0 faces W [16.1], after 1 turn in place (1 MP each) "
                                 "[16.11]\n");
    CHECK_INT(facing_of(g, 0), HEX_W);
    ps_game_free(g);
}

TEST(t_facing_one_hex_move, "[5.15] [16.11] the one-hex move may turn first; not after a turn in place")
{
    ps_game *g = facing_game();
    int ms = put_unit(g, 0, "MS", 1512); /* no leader: half MA, 1 1/2 MP [10.23] */
    int mi = put_unit(g, 0, "MI", 1514);
    put_unit(g, 1, "MS", 1530);
    face(g, ms, HEX_E);
    face(g, mi, HEX_E);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MOVEMENT, 0, 3), PS_OK);
    PLAYI(g, "move 0 1412");
    CHECK_STR(ps_game_events(g), "unit 0 MS moves 1512-1412 (one-hex move [5.15]: 2 MP needed, "
                                 "1 1/2 held)\nunit 0 faces W [16.1], after 1 turn in place (1 "
                                 "MP each) [16.11]\n");
    REFUSED(g, "face 0 E", "[16.11] unit 0 has 0 MP left; a change of facing costs 1");
    PLAYI(g, "face 1 W");
    REFUSED(g, "move 1 1414", "[5.27] unit 1 has 1/2 MP left, 1414 costs 1");
    ps_game_free(g);
}

TEST(t_facing_face_action, "[16.11] \"face U DIR\": up to 180 degrees in place for 1 MP, before or after moving")
{
    ps_game *g = move_position();
    CHECK_INT(count_legal(g, 0, PS_ACT_FACE), 5);
    CHECK(mt_is_legal(g, 0, "face 0 W"));
    REFUSED(g, "face 0 E", "[16.11] unit 0 already faces E");
    PLAYI(g, "face 0 W");
    CHECK_STR(ps_game_events(g), "unit 0 MS at 1512 turns from E to W (1 MP [16.11])\n");
    CHECK_INT(g->st.units[0].mp_spent, FX(1));
    CHECK(!has_flag(g, 0, UF_MOVED)); /* turning is not moving into a hex [6.42] */
    PLAYI(g, "move 0 1412-1312");
    CHECK_INT(HEX_OF(g, 0), 1312);
    REFUSED(g, "face 0 E", "[16.11] unit 0 has 0 MP left; a change of facing costs 1");
    CHECK_INT(count_legal(g, 0, PS_ACT_FACE), 0);
    /* The leader turns after its move, with MP to spare. */
    PLAYI(g, "move 1 1612");
    PLAYI(g, "face 1 SW");
    PLAYI(g, "face 1 NW");
    CHECK_INT(facing_of(g, 1), HEX_NW);
    ps_game_free(g);
}

TEST(t_facing_face_when, "[16.11] turning costs a Movement Point: only in one's own Movement (or Chariot) Phase")
{
    ps_game *g = facing_game();
    int ms = put_unit(g, 0, "MS", 1512);
    put_unit(g, 1, "MS", 1530);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_FIRE, 0, 3), PS_OK);
    REFUSED(g, "face 0 W", "[16.11] a change of facing costs a Movement Point: units turn in their "
                           "Movement Phase (chariots also in the Chariot Phase) or at set-up");
    CHECK_INT(count_legal(g, ms, PS_ACT_FACE), 0);
    PLAYI(g, "end");
    REFUSED(g, "face 1 W", "[5.21] unit 1 belongs to the Egyptians; only the Hittites move now");
    g->st.units[ms].flags |= UF_DISRUPTED;
    REFUSED(g, "face 0 W", "[8.2] unit 0 is disrupted and may not move");
    ps_game_free(g);
    /* Without the option there is nothing to turn. */
    g = fixture_empty("kadesh");
    put_unit(g, 0, "MS", 1512);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MOVEMENT, 0, 3), PS_OK);
    REFUSED(g, "face 0 W", "[16.0] facing is an optional rule not in use in this game");
    ps_game_free(g);
}

/* Independent count of the end positions (hex, facing) of a unit with mp MP in command: a
 * depth-first walk over paths with the costs of ps_game_move_cost and [16.1], [16.11], plus
 * the one-hex move [5.15] to every neighbour. */
static void walk(ps_game *g, int hex, int facing, int32_t left, int start, uint8_t *seen)
{
    int nb[6];
    ps_game_neighbours(g, hex, nb);
    for (int d = 0; d < 6; d++) {
        if (!nb[d])
            continue;
        int32_t cost = ps_game_move_cost(g, hex, nb[d]);
        if (cost < 0)
            continue;
        if (!facing_front(facing, d))
            cost += FX_ONE;
        if (cost > left)
            continue;
        if (nb[d] != start)
            seen[(nb[d] / 100) * 100 * 6 + (nb[d] % 100) * 6 + d] = 1;
        walk(g, nb[d], d, left - cost, start, seen);
    }
}

TEST(t_facing_perft, "[16.1] perft: one legal move per (hex, facing) reachable, counted independently")
{
    ps_game *g = move_position();
    uint8_t *seen = calloc(100 * 100 * 6, 1);
    walk(g, 1512, HEX_E, FX(3), 1512, seen);
    int nb[6];
    ps_game_neighbours(g, 1512, nb);
    for (int d = 0; d < 6; d++) /* [5.15] the one-hex move */
        seen[(nb[d] / 100) * 100 * 6 + (nb[d] % 100) * 6 + d] = 1;
    int want = 0;
    for (int i = 0; i < 100 * 100 * 6; i++)
        want += seen[i];
    free(seen);
    CHECK_INT(count_legal(g, 0, PS_ACT_MOVE), want);
    CHECK_INT(want, 53); /* 37 hexes within 3 of 1512 (36 without it), several facings each */
    /* Each listed move is legal and ends facing its last step. */
    ps_action acts[512];
    int n = ps_game_legal(g, 0, acts, 512);
    for (int i = 0; i < n && i < 512; i++) {
        if (acts[i].kind != PS_ACT_MOVE)
            continue;
        CHECK_INT(ps_game_check(g, &acts[i]), PS_OK);
    }
    /* Turned W first, the same unit reaches the west side straight. */
    PLAYI(g, "face 0 W");
    CHECK(mt_is_legal(g, 0, "move 0 1412-1312"));
    CHECK(!mt_is_legal(g, 0, "move 0 1612-1712"));
    ps_game_free(g);
}

TEST(t_facing_perft_chariot, "[16.1] [C1.4] a chariot's 9 MP: moves listed per (hex, facing), each one legal")
{
    ps_game *g = facing_game();
    int ch = put_unit(g, 0, "CH", 1512);
    put_unit(g, 0, "L1", 1512);
    put_unit(g, 1, "MS", 1535);
    face(g, ch, HEX_E);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_CHARIOT, 0, 3), PS_OK);
    ps_action *acts = malloc(MT_LEGAL_MAX * sizeof *acts);
    int n = ps_game_legal(g, ch, acts, MT_LEGAL_MAX);
    int moves = 0, hexes = 0;
    uint8_t hexseen[10000] = {0};
    for (int i = 0; i < n && i < MT_LEGAL_MAX; i++) {
        if (acts[i].kind != PS_ACT_MOVE)
            continue;
        moves++;
        int last = acts[i].hexes[acts[i].nhexes - 1];
        hexes += !hexseen[last];
        hexseen[last] = 1;
        if (i % 37 == 0)
            CHECK_INT(ps_game_check(g, &acts[i]), PS_OK);
    }
    free(acts);
    /* The hexes are those ps_game_unit_reach gives with facing (turns included), many of
     * them with several end facings. */
    int reach[2048];
    int nr = ps_game_unit_reach(g, ch, false, reach, NULL, 2048);
    CHECK_INT(hexes, nr - 1); /* ps_game_unit_reach lists the start hex too */
    CHECK(moves > hexes);
    ps_game_free(g);
}

/* ---- [16.32] fire units' flanks ---- */

TEST(t_facing_zone_front_only, "[16.32] only the front hexes of an enemy fire unit stop movement")
{
    ps_game *g = move_position();
    int bw = put_unit(g, 1, "BW", 1712);
    (void)bw;
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MOVEMENT, 0, 3), PS_OK);
    /* The BW faces E: 1612 (its W) and 1711 (its NW) are flank hexes. */
    face(g, bw, HEX_E);
    CHECK_STR(mt_try(g, "move 0 1612-1711"), "ok");
    /* Facing W, 1612 is in its front: the move must stop there [6.41]. */
    face(g, bw, HEX_W);
    REFUSED(g, "move 0 1612-1711", "[6.41] unit 0 must stop in 1612, next to enemy fire unit 3");
    face(g, bw, HEX_E);
    PLAYI(g, "move 0 1612-1711");
    CHECK(!strstr(ps_game_events(g), "[6.41]"));
    ps_game_free(g);
}

/* ---- [16.2] melee ---- */

static ps_game *melee_facing(void)
{
    ps_game *g = facing_game();
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MELEE, 0, 3), PS_OK);
    return g;
}

TEST(t_facing_melee_front_only, "[16.2] a unit may attack only hexes it fronts upon")
{
    ps_game *g = melee_facing();
    int d = put_unit(g, 1, "MS", 1512);
    int a = put_unit(g, 0, "SD", 1612);
    face(g, d, HEX_E);
    face(g, a, HEX_E);
    char act[64];
    snprintf(act, sizeof act, "melee %d 1512", a);
    CHECK_STR(refusal(g, act), "[16.2] unit 1 at 1612 faces E and does not front on 1512: a unit "
                               "attacks only hexes it fronts upon");
    CHECK_INT(count_legal(g, a, PS_ACT_MELEE), 0);
    face(g, a, HEX_SW); /* front: W, SW, SE */
    CHECK_STR(refusal(g, act), "legal");
    CHECK_INT(count_legal(g, a, PS_ACT_MELEE), 1);
    ps_game_free(g);
}

TEST(t_facing_melee_flank_rulebook, "[16.21] [16.25] the rulebook's [4]: defends at 2, at 1 when attacked from the flank")
{
    ps_game *g = melee_facing();
    /* Chariot has no [4] counter (the rulebook's HC): this game's MC is printed [4]. */
    int mc_type = tables_find_type(&g->tables, "MC");
    g->tables.types[mc_type].melee = 4;
    int d = put_unit(g, 1, "MC", 1512);
    int front = put_unit(g, 0, "SD", 1612);
    int flank = put_unit(g, 0, "SD", 1412);
    face(g, d, HEX_E);
    face(g, front, HEX_W);
    face(g, flank, HEX_E);
    char act[64];
    snprintf(act, sizeof act, "melee %d 1512", front);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "unit 0 MC at 1512: [4], bracketed: defends at half [3.37] = 2\n"));
    CHECK(has_text(o, "defence 2\n"));
    snprintf(act, sizeof act, "melee %d 1512", flank);
    o = odds_text(g, act);
    CHECK(has_text(o, "unit 0 MC at 1512: [4], bracketed: defends at half [3.37] = 2, faces E, "
                      "attacked through a flank hexside by unit 2: halved [16.21] = 1\n"));
    CHECK(has_text(o, "defence 1\n"));
    CHECK(has_text(o, "odds 4 vs 1 = 4-1"));
    /* A combination of front and flank is a flank attack. */
    snprintf(act, sizeof act, "melee %d,%d 1512", front, flank);
    o = odds_text(g, act);
    CHECK(has_text(o, "defence 1\n"));
    CHECK(has_text(o, "odds 8 vs 1 = 8-1"));
    play_with(g, act, 1);
    CHECK(has_text(ps_game_events(g), ": 8 vs 1 = 8-1, die 1: E"));
    CHECK(eliminated(g, d));
    ps_game_free(g);
}

TEST(t_facing_melee_fractions, "[16.22] fractions are retained: MC [3] defends at 1 1/2, from the flank at 3/4")
{
    ps_game *g = melee_facing();
    int d = put_unit(g, 1, "MC", 1512);
    int a = put_unit(g, 0, "MI", 1513); /* SW of 1512 */
    face(g, d, HEX_E);
    face(g, a, HEX_NE);
    char act[64];
    snprintf(act, sizeof act, "melee %d 1512", a);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "= 1.5, faces E, attacked through a flank hexside by unit 1: halved [16.21] "
                      "= 0.75\n"));
    CHECK(has_text(o, "odds 2 vs 0.75 = 2-1"));
    ps_game_free(g);
}

TEST(t_facing_melee_stack, "[16.12] [16.23] units stacked may face differently and defend at different rates")
{
    ps_game *g = melee_facing();
    int ms = put_unit(g, 1, "MS", 1512);
    int mi = put_unit(g, 1, "MI", 1512);
    int a = put_unit(g, 0, "SD", 1612);
    face(g, ms, HEX_E);
    face(g, mi, HEX_W);
    face(g, a, HEX_W);
    char act[64];
    snprintf(act, sizeof act, "melee %d 1512", a);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "unit 0 MS at 1512: 3\n"));
    CHECK(has_text(o, "unit 1 MI at 1512: 2, faces W, attacked through a flank hexside by unit 2: "
                      "halved [16.21] = 1\n"));
    CHECK(has_text(o, "defence 4\n"));
    ps_game_free(g);
}

TEST(t_facing_no_flank_attack, "[16.24] with facing, the Flanking Attack doubling is ignored")
{
    ps_game *g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MELEE, 0, 3), PS_OK);
    put_unit(g, 1, "SD", 1512);
    int a = put_unit(g, 0, "MI", 1612);
    int b = put_unit(g, 0, "MI", 1412);
    char act[64];
    snprintf(act, sizeof act, "melee %d,%d 1512", a, b);
    CHECK(has_text(odds_text(g, act), "odds 8 vs 4 = 2-1")); /* [7.51] without facing */
    ps_game_free(g);
    g = melee_facing();
    int d = put_unit(g, 1, "SD", 1512);
    a = put_unit(g, 0, "MI", 1612);
    b = put_unit(g, 0, "MI", 1412);
    face(g, d, HEX_E);
    face(g, a, HEX_W);
    face(g, b, HEX_E);
    const char *o = odds_text(g, act);
    CHECK(!strstr(o, "flank attack"));
    CHECK(has_text(o, "attack 4\n"));
    CHECK(has_text(o, "defence 2\n"));
    CHECK(has_text(o, "odds 4 vs 2 = 2-1"));
    play_with(g, act, 2);
    CHECK(has_text(ps_game_events(g), ": 4 vs 2 = 2-1, die 2: -"));
    ps_game_free(g);
}

TEST(t_facing_melee_legal_fronting, "[16.2] legal attacks: only the units that front on the hex")
{
    ps_game *g = melee_facing();
    put_unit(g, 1, "MS", 1512);
    int a = put_unit(g, 0, "SD", 1612);
    int b = put_unit(g, 0, "SD", 1412);
    face(g, a, HEX_W);
    face(g, b, HEX_W); /* its back to 1512 */
    char act[64];
    snprintf(act, sizeof act, "melee %d 1512", a);
    CHECK(is_legal_listed(g, act));
    snprintf(act, sizeof act, "melee %d,%d 1512", a, b);
    CHECK(!is_legal_listed(g, act));
    CHECK_INT(count_legal(g, -1, PS_ACT_MELEE), 1);
    ps_game_free(g);
}

TEST(t_facing_advance, "[16.1] [8.4] a unit advancing after combat faces the hex it enters")
{
    ps_game *g = melee_facing();
    int d = put_unit(g, 1, "BW", 1512);
    int a = put_unit(g, 0, "SD", 1612);
    int b = put_unit(g, 0, "SD", 1611);
    face(g, d, HEX_E);
    face(g, a, HEX_W);
    face(g, b, HEX_SW);
    char act[64];
    snprintf(act, sizeof act, "melee %d,%d 1512", a, b);
    play_with(g, act, 1); /* 8 vs 1: E */
    CHECK(eliminated(g, d));
    snprintf(act, sizeof act, "advance %d 1512", a);
    play_ok(g, act);
    CHECK_INT(facing_of(g, a), HEX_W);
    ps_game_free(g);
}

/* ---- [16.3] fire ---- */

static ps_game *fire_facing(void)
{
    ps_game *g = facing_game();
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_FIRE, 0, 3), PS_OK);
    return g;
}

TEST(t_facing_fire_front, "[16.31] fire units attack only through their front hexes")
{
    ps_game *g = fire_facing();
    int bw = put_unit(g, 0, "BW", 1512);
    put_unit(g, 1, "MS", 1412);
    put_unit(g, 1, "MS", 1612);
    face(g, bw, HEX_E);
    CHECK_STR(refusal(g, "fire 0 1412"), "[16.31] unit 0 at 1512 faces E: 1412 is not through its "
                                         "front hexes");
    CHECK_STR(refusal(g, "fire 0 1612"), "legal");
    CHECK_INT(count_legal(g, bw, PS_ACT_FIRE), 1);
    face(g, bw, HEX_W);
    CHECK_STR(refusal(g, "fire 0 1412"), "legal");
    ps_game_free(g);
}

TEST(t_facing_fire_corner, "[16.31] a line of fire through the corner of a front and a flank hexside is through the front")
{
    ps_game *g = fire_facing();
    int bw = put_unit(g, 0, "BW", 1512);
    put_unit(g, 1, "MS", 1510); /* two rows north: the line runs between 1511 and 1611 */
    face(g, bw, HEX_E); /* 1611 (NE) front, 1511 (NW) flank: the corner between them */
    CHECK_STR(refusal(g, "fire 0 1510"), "legal");
    face(g, bw, HEX_W);
    CHECK_STR(refusal(g, "fire 0 1510"), "legal");
    face(g, bw, HEX_SW);
    CHECK_STR(refusal(g, "fire 0 1510"), "[16.31] unit 0 at 1512 faces SW: 1510 is not through "
                                         "its front hexes");
    ps_game_free(g);
}

TEST(t_facing_defensive_fire, "[16.31] Defensive Fire too only through the front hexes")
{
    ps_game *g = facing_game();
    int bw = put_unit(g, 1, "BW", 1512);
    int ms = put_unit(g, 0, "MS", 1412);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_DEFENSIVE_FIRE, 0, 3), PS_OK);
    g->st.units[ms].flags |= UF_MOVED;
    face(g, bw, HEX_E);
    CHECK_STR(refusal(g, "fire 0 1412"), "[16.31] unit 0 at 1512 faces E: 1412 is not through its "
                                         "front hexes");
    face(g, bw, HEX_SW);
    CHECK_STR(refusal(g, "fire 0 1412"), "legal");
    ps_game_free(g);
}

TEST(t_facing_fire_defence, "[16.33] facing has no bearing on the defence against fire")
{
    ps_game *g = fire_facing();
    int bw = put_unit(g, 0, "BW", 1412);
    int ms = put_unit(g, 1, "MS", 1512);
    face(g, bw, HEX_E);
    face(g, ms, HEX_E); /* the BW stands in its flank */
    char act[64];
    snprintf(act, sizeof act, "fire %d 1512", bw);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "defence 3\n"));
    CHECK(has_text(o, "odds 2 vs 3 = 1-2"));
    ps_game_free(g);
}

/* ---- chariots, entering ---- */

TEST(t_facing_chariot, "[16.1] [C1.0] what a chariot carries faces as it does; a unit set down faces away")
{
    ps_game *g = facing_game();
    int ch = put_unit(g, 0, "CH", 1512);
    put_unit(g, 0, "L1", 1512);
    int bw = put_unit(g, 0, "BW", 1612);
    put_unit(g, 1, "MS", 1535);
    face(g, ch, HEX_E);
    face(g, bw, HEX_NE);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_CHARIOT, 0, 3), PS_OK);
    PLAYI(g, "embark 2 0");
    CHECK_INT(facing_of(g, bw), HEX_E);
    REFUSED(g, "face 2 W", "[C1.0] unit 2 is carried by chariot 0 and turns with it");
    PLAYI(g, "face 0 W");
    CHECK_INT(facing_of(g, bw), HEX_W);
    CHECK_INT(g->st.units[ch].mp_spent, FX(1));
    PLAYI(g, "move 0 1412-1411");
    CHECK_INT(facing_of(g, ch), HEX_NW);
    CHECK_INT(facing_of(g, bw), HEX_NW);
    CHECK_INT(g->st.units[ch].mp_spent, FX(3));
    PLAYI(g, "debark 2 1410"); /* 1411 (odd row): NE is 1410 */
    CHECK_INT(facing_of(g, bw), HEX_NE);
    ps_game_free(g);
}

TEST(t_facing_enter, "[16.1] [11.1] a unit entering the map has no front on its first hex; a one-hex entry faces the enemy")
{
    ps_game *g;
    char err[PS_ERR_MAX];
    CHECK_INT(ps_game_new(fixture_data(), "kadesh", 1, &g, err, sizeof err), PS_OK);
    CHECK_INT(ps_game_set_option(g, PS_OPT_FACING, true), PS_OK);
    ps_status_info st;
    for (ps_game_status(g, &st); st.phase == PS_PHASE_DEPLOY; ps_game_status(g, &st))
        CHECK_INT(ps_game_auto_deploy(g), PS_OK);
    /* Hittites 0-11 MS, ..., 48-54 leaders (4 1/2 MP off the map [10.2]). */
    END_UNTIL(g, PS_PHASE_MOVEMENT, 0, 1);
    PLAYI(g, "move 48 1801-1701-1601"); /* W along the north edge: the first step is free */
    CHECK_STR(ps_game_events(g), "unit 48 L2 enters the map: 1801-1701-1601 (3 of 9 MP)\n"
                                 "unit 48 faces W [16.1]\n");
    PLAYI(g, "move 49 1701-1702-1703-1704"); /* SE, SW, SE: within each front */
    CHECK_INT(facing_of(g, 49), HEX_SE);
    PLAYI(g, "move 0 1501");
    CHECK_INT(facing_of(g, 0), facing_toward_enemy(g, 0, g->st.units[0].hex));
    ps_game_free(g);
}
