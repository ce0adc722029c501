/* Panic [13.0]-[13.2] and Chariot's civilian leaders [C2.3] (optional rule "panic"), on the
 * Kadesh map: side 0 Hittites (Panic Level 43, stacking 3), side 1 Egyptians (Panic Level 33,
 * stacking 2).  Losses are the enemy's Victory Points (st.vp[!side]); positions that need a
 * side near its Panic Level set those points directly. */
#include "combat_util.h"
#include "core/prestags/prestags_rules.h"

static ps_game *panic_game(ps_phase phase, int side)
{
    ps_game *g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_option(g, PS_OPT_PANIC, true), PS_OK);
    CHECK_INT(ps_game_set_phase(g, phase, side, 3), PS_OK);
    return g;
}

static int place_panicked(ps_game *g, int side, const char *code, int hex)
{
    int u = ps_game_place(g, side, code, hex, PS_UNIT_PANICKED);
    CHECK(u >= 0);
    return u;
}

static bool panicked(const ps_game *g, int u)
{
    return has_flag(g, u, UF_PANICKED);
}

static bool has_text_quiet(const char *text, const char *want)
{
    return strstr(text, want) != NULL;
}

static const char *position_of(const ps_game *g)
{
    static char buf[65536];
    ps_game_position(g, buf, sizeof buf);
    return buf;
}

TEST(panic_instant, "[13.1] [13.0] the army panics the instant its losses reach its Panic Level; "
                    "leaders hold some units [C2.3]")
{
    ps_game *g = panic_game(PS_PHASE_MELEE, 0);
    g->st.vp[0] = 31; /* Egyptian losses 31 of their Panic Level 33 */
    int target = put_unit(g, 1, "MS", 1512);   /* 2 VP */
    int far = put_unit(g, 1, "MS", 505);
    int l1 = put_unit(g, 1, "L1", 808);
    int by_l1 = put_unit(g, 1, "MS", 809);     /* next to the "1" */
    int off_l1 = put_unit(g, 1, "MS", 810);    /* two hexes from it */
    int l3 = put_unit(g, 1, "L3", 1005);
    int with_l3 = put_unit(g, 1, "MS", 1005);  /* stacked with the "3" */
    int by_l3 = put_unit(g, 1, "MS", 1006);    /* next to it only */
    int l5 = put_unit(g, 1, "L5", 2005);
    int with_l5 = put_unit(g, 1, "AX", 2005);  /* a civilian "5" holds as a "3" or "4" */
    int by_l5 = put_unit(g, 1, "AX", 2105);
    int a = put_unit(g, 0, "SD", 1612);
    put_unit(g, 0, "SD", 1612);
    put_unit(g, 0, "SD", 1612);
    int b = put_unit(g, 0, "SD", 1106);
    char act[64];
    /* 12 vs 3 = 4-1, die 6: E.  33 VP reach the Egyptians' Panic Level. */
    snprintf(act, sizeof act, "melee %d,%d,%d 1512", a, a + 1, a + 2);
    CHECK(!g->st.army_panicked[1]);
    play_with(g, act, 6);
    CHECK(eliminated(g, target));
    CHECK_INT(g->st.vp[0], 33);
    const char *ev = ps_game_events(g);
    CHECK(has_text(ev, "the Egyptians have lost 33 VP, their Panic Level is 33: the army panics "
                       "[13.1]\n"));
    CHECK(has_text(ev, "4 units panic [13.0]: 1 4 7 10\n"));
    CHECK(has_text(ev, "held by their leaders [13.0]: 3 6 9\n"));
    CHECK(g->st.army_panicked[1] && !g->st.army_panicked[0]);
    CHECK(panicked(g, far) && panicked(g, off_l1) && panicked(g, by_l3) && panicked(g, by_l5));
    CHECK(!panicked(g, by_l1) && !panicked(g, with_l3) && !panicked(g, with_l5));
    CHECK(!panicked(g, l1) && !panicked(g, l3) && !panicked(g, l5)); /* leaders never panic */
    CHECK(!panicked(g, a) && !panicked(g, b));
    CHECK(has_text(position_of(g), "\npanic 1 Egyptians\n"));
    /* [13.11] in the middle of the phase: the next attack meets a panicked unit, which defends
     * at one-half and is eliminated by D [13.0].  4 vs 1.5 = 2-1, die 3: D. */
    play_ok(g, "end"); /* no advance */
    snprintf(act, sizeof act, "melee %d 1006", b);
    CHECK(has_text(odds_text(g, act), "panicked halved [13.0] = 1.5"));
    play_with(g, act, 3);
    CHECK(eliminated(g, by_l3));
    CHECK(has_text(ps_game_events(g), "eliminated, panicked, by a Disruption result [13.0]"));
    CHECK(!has_text_quiet(ps_game_events(g), "panics"));
    ps_game_free(g);
}

TEST(panic_both_exactly, "[13.12] both sides reach their Panic Level exactly at once: the "
                         "Defender panics, the Attacker does not")
{
    for (int defender = 0; defender < 2; defender++) {
        ps_game *g = panic_game(PS_PHASE_MELEE, !defender);
        int hit = put_unit(g, 0, "MS", 1010);
        int eg = put_unit(g, 1, "MS", 2020);
        g->st.vp[1] = 43; /* Hittite losses: exactly their 43 */
        g->st.vp[0] = 33; /* Egyptian losses: exactly their 33 */
        panic_check(g, defender);
        CHECK_INT(g->st.army_panicked[defender], 1);
        CHECK_INT(g->st.army_panicked[!defender], 0);
        CHECK(panicked(g, defender == 0 ? hit : eg));
        CHECK(!panicked(g, defender == 0 ? eg : hit));
        CHECK_INT(ps_game_check_invariants(g), PS_OK);
        ps_game_free(g);
    }
}

TEST(panic_both_over, "[13.13] both sides surpass their Panic Level at once: the side further "
                      "over panics, and the other never does")
{
    ps_game *g = panic_game(PS_PHASE_MELEE, 0);
    int hit = put_unit(g, 0, "MS", 1010);
    int eg = put_unit(g, 1, "MS", 2020);
    g->st.vp[1] = 46; /* Hittites 3 over their 43 */
    g->st.vp[0] = 34; /* Egyptians 1 over their 33 */
    panic_check(g, 1);  /* the Egyptians defended: it does not matter here */
    CHECK_INT(g->st.army_panicked[0], 1);
    CHECK_INT(g->st.army_panicked[1], 0);
    CHECK(panicked(g, hit) && !panicked(g, eg));
    /* "The other side may never panic then or thereafter." */
    g->st.vp[0] = 90;
    panic_check(g, 1);
    CHECK_INT(g->st.army_panicked[1], 0);
    CHECK(!panicked(g, eg));
    ps_game_free(g);
}

TEST(panic_only_once, "[13.21] once the instant of panic has passed, no more units of either side "
                 "ever panic")
{
    ps_game *g = panic_game(PS_PHASE_MELEE, 0);
    int l3 = put_unit(g, 1, "L3", 1005);
    int held = put_unit(g, 1, "MS", 1005);
    int hit = put_unit(g, 0, "MS", 3030);
    g->st.vp[0] = 33;
    panic_check(g, 1);
    CHECK_INT(g->st.army_panicked[1], 1);
    CHECK(!panicked(g, held));
    /* The leader goes; more losses on both sides, the Hittites past their own level. */
    game_remove_unit(&g->st, l3);
    g->st.units[l3].where = UNIT_ELIMINATED;
    g->st.vp[0] = 60;
    g->st.vp[1] = 60;
    panic_check(g, 1);
    panic_check(g, 0);
    CHECK(!panicked(g, held) && !panicked(g, hit));
    CHECK_INT(g->st.army_panicked[0], 0);
    ps_game_free(g);
}

TEST(panic_none, "[13.0] no panic without the option, nor where a scenario gives no Panic Level "
                 "([Rome 4.0])")
{
    ps_game *g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MELEE, 0, 3), PS_OK);
    int eg = put_unit(g, 1, "MS", 2020);
    g->st.vp[0] = 80;
    panic_check(g, 1);
    CHECK(!panicked(g, eg) && !g->st.army_panicked[1]);
    ps_game_free(g);
    g = fixture_empty("rome");
    CHECK(ps_game_set_option(g, PS_OPT_PANIC, true) != PS_OK); /* [4.0] no optional rules */
    g->st.options |= 1u << PS_OPT_PANIC; /* even forced on: "PL -" is no level */
    int r = put_unit(g, 0, "MS", 1010);
    g->st.vp[0] = g->st.vp[1] = 500;
    panic_check(g, 0);
    panic_check(g, 1);
    CHECK(!panicked(g, r) && !g->st.army_panicked[0] && !g->st.army_panicked[1]);
    ps_game_free(g);
}

/* ---- flight ---- */

TEST(panic_flight, "[13.0] a panicked unit flees as its Movement Phase begins: up to its "
                   "allowance, each hex further from the enemy, to the farthest hex")
{
    ps_game *g = panic_game(PS_PHASE_FIRE, 1);
    g->st.army_panicked[1] = 1;
    put_unit(g, 0, "MS", 1512);
    int ms = place_panicked(g, 1, "MS", 1511);  /* next to the enemy */
    put_unit(g, 1, "L1", 1509);                  /* in command: its full MA of 3 [10.2] */
    int lone = place_panicked(g, 1, "AX", 1514); /* out of command: 2 MP [10.23] */
    int dis = ps_game_place(g, 1, "MS", 1711, PS_UNIT_PANICKED | PS_UNIT_DISRUPTED);
    play_ok(g, "end");
    const char *ev = ps_game_events(g);
    CHECK(has_text(ev, "unit 1 MS, panicked, flees 1511-1410-1310-1210 (3 of 3 MP): 4 hexes "
                       "from the nearest enemy [13.0]\n"));
    CHECK(has_text(ev, "unit 3 AX, panicked, flees 1514-1515-1416 (2 of 2 MP): 4 hexes from the "
                       "nearest enemy [13.0]\n"));
    CHECK(has_text(ev, "unit 4 MS, panicked, may not move and stays in 1711 [13.0]\n"));
    CHECK_INT(g->st.units[ms].hex, hex_of(1210));
    CHECK_INT(g->st.units[lone].hex, hex_of(1416));
    CHECK_INT(g->st.units[dis].hex, hex_of(1711));
    CHECK_INT(ps_hex_distance(1210, 1512), 4);
    CHECK_INT(ps_hex_distance(1416, 1512), 4);
    CHECK_INT(ps_hex_distance(1515, 1512), 3);
    CHECK_INT(ps_hex_distance(1410, 1512), 2);
    CHECK_INT(ps_hex_distance(1310, 1512), 3);
    CHECK(has_flag(g, ms, UF_MOVED) && panicked(g, ms));
    /* [13.0] their flight is their move: nothing more for them in this phase. */
    char act[64];
    snprintf(act, sizeof act, "move %d 1110", ms);
    CHECK(has_text(refusal(g, act), "[5.14] unit 1 has already moved"));
    CHECK_INT(count_legal(g, ms, PS_ACT_MOVE), 0);
    CHECK_INT(count_legal(g, lone, PS_ACT_MOVE), 0);
    ps_game_free(g);
}

TEST(panic_flight_off_map, "[13.0] panicked units leave the map if they can: a loss counted for "
                           "Victory Points, and as a unit lost [11.25]")
{
    ps_game *g = panic_game(PS_PHASE_FIRE, 1);
    g->st.army_panicked[1] = 1;
    put_unit(g, 0, "MS", 1505);
    int ms = place_panicked(g, 1, "MS", 1503);  /* 3 MP: 1502, 1501, then off [11.42] */
    put_unit(g, 1, "L1", 1703);                 /* in command [10.2] */
    int edge = place_panicked(g, 1, "AX", 2101); /* on the edge already */
    int ch = place_panicked(g, 1, "CH", 1004);
    int bw = place_panicked(g, 1, "BW", 1004);
    g->st.units[bw].carrier = (int16_t)ch;
    play_ok(g, "end");
    const char *ev = ps_game_events(g);
    CHECK(has_text(ev, "unit 1 MS, panicked, flees 1503-1402-1401\n"));
    CHECK(has_text(ev, "unit 1 MS flees off the map from 1401 [13.0]: 2 VP to the Hittites\n"));
    CHECK(has_text(ev, "unit 3 AX flees off the map from 2101 [13.0]: 2 VP to the Hittites\n"));
    CHECK(has_text(ev, "unit 4 CH, panicked, flees 1004-1003-0902-0901\n"));
    CHECK(has_text(ev, "unit 4 CH flees off the map from 0901 [13.0]: 1 VP to the Hittites\n"));
    CHECK(has_text(ev, "unit 5 BW flees off the map from 0901 [13.0]: 3 VP to the Hittites\n"));
    const int gone[] = {ms, edge, ch, bw};
    for (int i = 0; i < 4; i++) {
        CHECK_INT(g->st.units[gone[i]].where, UNIT_EXITED);
        CHECK(has_flag(g, gone[i], UF_FLED));
    }
    CHECK_INT(g->st.units[ms].exit_hex, hex_of(1401));
    CHECK_INT(g->st.units[edge].exit_hex, hex_of(2101));
    ps_status_info s;
    ps_game_status(g, &s);
    CHECK_INT(s.vp[0], 8);
    CHECK_INT(s.units_lost[1], 3); /* the chariot is not counted [11.25] */
    CHECK_INT(ps_game_check_invariants(g), PS_OK);
    /* [11.0] victory counts them lost too. */
    ps_goal goals[PS_GOAL_MAX];
    CHECK_INT(ps_game_goals(g, 0, goals, PS_GOAL_MAX), 1);
    CHECK_INT(goals[0].value, 3);
    ps_game_free(g);
}

TEST(panic_flight_blocked, "[13.0] a panicked unit with no hex further from the enemy that it "
                           "may enter stays")
{
    ps_game *g = panic_game(PS_PHASE_FIRE, 1);
    g->st.army_panicked[1] = 1;
    put_unit(g, 0, "MS", 1412);
    int ms = place_panicked(g, 1, "MS", 1512); /* 1 1/2 MP: one hex, all of them full [5.4] */
    const int full[] = {1611, 1612, 1613};
    for (int i = 0; i < 3; i++) {
        put_unit(g, 1, "AX", full[i]);
        put_unit(g, 1, "AX", full[i]);
    }
    play_ok(g, "end");
    CHECK(has_text(ps_game_events(g), "unit 1 MS, panicked, cannot get further from the enemy "
                                      "and stays in 1512 [13.0]\n"));
    CHECK_INT(g->st.units[ms].hex, hex_of(1512));
    ps_game_free(g);
}

TEST(panic_no_voluntary_move, "[13.0] panicked units move only in flight: no move, embarking or "
                              "debarking, and no attack")
{
    ps_game *g = panic_game(PS_PHASE_CHARIOT, 1);
    int ch = place_panicked(g, 1, "CH", 1010);
    int bw = put_unit(g, 1, "BW", 1011);
    int sk = place_panicked(g, 1, "SK", 1110);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_CHARIOT, 1, 3), PS_OK);
    char act[64];
    snprintf(act, sizeof act, "move %d 0910", ch);
    CHECK(has_text(refusal(g, act), "[13.0] unit 0 is panicked"));
    snprintf(act, sizeof act, "embark %d %d", bw, ch);
    CHECK(has_text(refusal(g, act), "[13.0] chariot 0 is panicked"));
    snprintf(act, sizeof act, "embark %d %d", sk, ch);
    CHECK(has_text(refusal(g, act), "[13.0] unit 2 is panicked"));
    CHECK_INT(count_legal(g, -1, PS_ACT_EMBARK), 0);
    CHECK_INT(count_legal(g, -1, PS_ACT_MOVE), 0);
    /* A panicked passenger stays aboard. */
    g->st.units[sk].flags &= (uint16_t)~UF_PANICKED;
    g->st.units[ch].flags &= (uint16_t)~UF_PANICKED;
    play_ok(g, "embark 2 0");
    g->st.units[sk].flags |= UF_PANICKED;
    CHECK(has_text(refusal(g, "debark 2 0910"), "[13.0] unit 2 is panicked"));
    CHECK_INT(count_legal(g, sk, PS_ACT_DEBARK), 0);
    /* [13.0] panicked units may not attack (fire.c, melee.c). */
    ps_game_free(g);
    g = panic_game(PS_PHASE_FIRE, 1);
    put_unit(g, 0, "MS", 1512);
    int bow = place_panicked(g, 1, "BW", 1511);
    snprintf(act, sizeof act, "fire %d 1512", bow);
    CHECK(has_text(refusal(g, act), "[13.0] unit 1 is panicked and may not attack"));
    ps_game_free(g);
}

TEST(panic_rallying, "[13.22] [C2.3] at the end of its Movement Phase, leaders rally panicked "
                  "units: a 1 or 2 those stacked or adjacent, a 3, 4, 5 or 6 those stacked")
{
    ps_game *g = panic_game(PS_PHASE_MOVEMENT, 1);
    g->st.army_panicked[1] = 1;
    put_unit(g, 0, "MS", 3030);
    put_unit(g, 1, "L2", 808);
    int by_l2 = place_panicked(g, 1, "MS", 809);
    int with_l2 = place_panicked(g, 1, "MS", 808);
    int off_l2 = place_panicked(g, 1, "MS", 810);
    put_unit(g, 1, "L4", 1005);
    int with_l4 = place_panicked(g, 1, "MS", 1005);
    int by_l4 = place_panicked(g, 1, "MS", 1006);
    put_unit(g, 1, "L6", 2005);
    int with_l6 = place_panicked(g, 1, "AX", 2005);
    int by_l6 = place_panicked(g, 1, "AX", 2105);
    int hittite = place_panicked(g, 0, "MS", 2006); /* the enemy's: not in his phase */
    CHECK(has_text(refusal(g, "move 2 0909"), "[13.0] unit 2 is panicked"));
    play_ok(g, "end");
    const char *ev = ps_game_events(g);
    CHECK(has_text(ev, "unit 2 MS at 0809 is rallied by leader 1 L2 [13.22]\n"));
    CHECK(!panicked(g, by_l2) && !panicked(g, with_l2) && !panicked(g, with_l4) &&
          !panicked(g, with_l6));
    CHECK(panicked(g, off_l2) && panicked(g, by_l4) && panicked(g, by_l6) && panicked(g, hittite));
    /* Rallied "for the remainder of the game": they move as they like again. */
    ps_game_free(g);
}

TEST(panic_hash_undo, "[13.1] the panic of an army is part of the position: hash, dump, undo")
{
    ps_game *g = panic_game(PS_PHASE_MELEE, 0);
    g->st.vp[0] = 31;
    put_unit(g, 1, "MS", 1512);
    int far = put_unit(g, 1, "MS", 505);
    int a = put_unit(g, 0, "SD", 1612);
    put_unit(g, 0, "SD", 1612);
    put_unit(g, 0, "SD", 1612);
    uint64_t before = ps_game_hash(g);
    CHECK(!has_text_quiet(position_of(g), "\npanic "));
    char act[64];
    snprintf(act, sizeof act, "melee %d,%d,%d 1512", a, a + 1, a + 2);
    play_with(g, act, 6);
    CHECK(panicked(g, far));
    uint64_t after = ps_game_hash(g);
    CHECK(after != before);
    g->st.army_panicked[1] = 0;
    CHECK(ps_game_hash(g) != after); /* the mark itself is hashed */
    g->st.army_panicked[1] = 1;
    CHECK_INT(ps_game_undo(g), PS_OK);
    CHECK(!panicked(g, far) && !g->st.army_panicked[1]);
    CHECK(ps_game_hash(g) == before);
    ps_game_free(g);
}
