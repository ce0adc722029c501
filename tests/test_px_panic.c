/* Phalanx demoralization, panic, flight, rally, Darius and rampant Elephants
 * [Phalanx errata Demoralization and Panic], [Phalanx errata Panic], [Phalanx errata Darius],
 * [Phalanx errata Elephants].  Positions are built on empty scenarios; the rule pieces are
 * called directly (px_rules.h) and through the sequence of play ("end"). */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "core/phalanx/px_combat.h"
#include "core/phalanx/px_rules.h"
#include "fixture.h"

static ps_game *position(const char *scenario, ps_phase phase, int side)
{
    ps_game *g = fixture_empty(scenario);
    CHECK_INT(ps_game_set_phase(g, phase, side, 3), PS_OK);
    return g;
}

static int put(ps_game *g, int side, const char *code, int ccrr, int facing, unsigned status)
{
    int u = ps_game_place(g, side, code, ccrr, status);
    if (u < 0) {
        fprintf(stderr, "  place %s %04d: %s\n", code, ccrr, ps_game_error(g));
        CHECK(u >= 0);
        return 0;
    }
    CHECK_INT(ps_game_set_facing(g, u, facing), PS_OK);
    return u;
}

/* Where unit u is: CCRR on the map, 0 eliminated, -1 off the map. */
static int at(const ps_game *g, int u)
{
    const struct unit *un = &g->st.units[u];
    if (un->where == UNIT_ELIMINATED)
        return 0;
    if (un->where == UNIT_EXITED)
        return -1;
    hex_cr c = map_cr(un->hex);
    return c.col * 100 + c.row;
}

static bool panicked(const ps_game *g, int u)
{
    return (g->st.units[u].flags & UF_PANICKED) != 0;
}

static bool pxf(const ps_game *g, int u, unsigned f)
{
    return (g->st.px.units[u].flags & f) != 0;
}

static void dice(ps_game *g, const int *rolls, int n)
{
    CHECK_INT(ps_game_force_dice(g, rolls, n), PS_OK);
}

/* Clears the event log before a rule piece is called directly. */
static void quiet(ps_game *g)
{
    g->events_len = 0;
    g->events[0] = '\0';
}

static void has(const char *text, const char *want)
{
    if (!strstr(text, want)) {
        fprintf(stderr, "  events:\n%s  want: %s\n", text, want);
        CHECK(strstr(text, want) != NULL);
    }
}

/* ---- Demoralization ---- */

TEST(px_dd_lasts_a_game_turn, "[Phalanx errata Demoralization and Panic] a DD demoralizes until "
                              "the end of the same phase in the next Game-Turn")
{
    ps_game *g = position("cannae", PS_PHASE_MOVEMENT, 0);
    int u = put(g, 0, "MH", 1015, HEX_E, PS_UNIT_DISRUPTED);
    put(g, 1, "MH", 2015, HEX_W, 0);
    int start = px_clock(&g->st);
    CHECK_INT(g->st.px.units[u].dd_end, start + 16);
    /* Through the sequence of play: every phase of both Player-Turns of Game-Turn 3, then the
     * Carthaginian Movement Phase of Game-Turn 4 -- still demoralized in it, recovered at its
     * end. */
    PLAY(g, "end"); /* Allocation */
    PLAY(g, "end"); /* the combat phases pass: Roman Movement */
    CHECK_INT(g->st.phasing, 1);
    CHECK(pxf(g, u, PXF_DEMORALIZED));
    PLAY(g, "end");
    PLAY(g, "end"); /* Carthaginian Movement, Game-Turn 4 */
    CHECK_INT(g->st.turn, 4);
    CHECK_INT(g->st.phase, PS_PHASE_MOVEMENT);
    CHECK(pxf(g, u, PXF_DEMORALIZED));
    CHECK(px_demoralized(g, u));
    PLAY(g, "end");
    CHECK(!pxf(g, u, PXF_DEMORALIZED));
    has(ps_game_events(g), "MH 0 at 1015 recovers from demoralization [Phalanx errata "
                           "Demoralization and Panic]");
    ps_game_free(g);
}

TEST(px_dd_demoralizes, "[Phalanx errata Demoralization and Panic] px_demoralize: marked, "
                        "recovers at the end of this phase next Game-Turn")
{
    ps_game *g = position("cannae", PS_PHASE_DEFENSIVE_FIRE, 0);
    int u = put(g, 0, "MH", 1015, HEX_E, 0);
    quiet(g);
    px_demoralize(g, u);
    CHECK(pxf(g, u, PXF_DEMORALIZED));
    CHECK_INT(g->st.px.units[u].dd_end, px_clock(&g->st) + 16);
    has(g->events, "MH 0 at 1015 is demoralized until the end of this phase of Game-Turn 4");
    g->st.pturn += 1; /* the same phase of the enemy's Player-Turn: not yet */
    px_recover(g);
    CHECK(pxf(g, u, PXF_DEMORALIZED));
    g->st.pturn += 1; /* the same phase of the next Game-Turn: its end lifts it */
    px_recover(g);
    CHECK(!pxf(g, u, PXF_DEMORALIZED));
    ps_game_free(g);
}

TEST(px_dd_on_panicked_eliminates, "[Phalanx errata Panic] a panicked unit that receives DD is "
                                   "eliminated: its VP to the enemy")
{
    ps_game *g = position("cannae", PS_PHASE_MELEE, 1);
    int u = put(g, 0, "MH", 1015, HEX_E, PS_UNIT_PANICKED);
    put(g, 1, "MH", 1115, HEX_W, 0);
    quiet(g);
    px_demoralize(g, u);
    CHECK_INT(at(g, u), 0);
    CHECK_INT(g->st.vp[1], 3); /* MH: (3 + 3) / 2 */
    CHECK_INT(g->st.lost_units[0], 1);
    has(g->events, "MH 0 at 1015 is panicked and receives DD: eliminated [Phalanx errata Panic]");
    ps_game_free(g);
}

/* ---- Panic ---- */

TEST(px_panic_level_exemptions, "[Phalanx errata Panic] losses reaching the Panic Level panic "
                                "the army except command units, units with or next to one, "
                                "units over 10 hexes from the enemy, MX HY SD")
{
    ps_game *g = position("cannae", PS_PHASE_MELEE, 0);
    int cm = put(g, 1, "CM2", 1010, HEX_W, 0);
    int with_cm = put(g, 1, "MH", 1010, HEX_W, 0);
    int by_cm = put(g, 1, "MH", 1110, HEX_W, 0);
    int two_off = put(g, 1, "MH", 1210, HEX_W, 0);
    int sd = put(g, 1, "SD", 1014, HEX_W, 0);
    int near = put(g, 1, "BI", 1015, HEX_W, 0);   /* 4 from the enemy */
    int far = put(g, 1, "MH", 2515, HEX_W, 0);    /* 11 hexes from 1415 */
    int edge10 = put(g, 1, "LC", 2415, HEX_W, 0); /* exactly 10: panics */
    put(g, 0, "MH", 1415, HEX_E, 0);
    g->st.vp[0] = 105; /* Romans' Panic Level 106 */
    px_panic_check(g);
    CHECK(!g->st.army_panicked[1]);
    g->st.vp[0] = 106;
    quiet(g);
    px_panic_check(g);
    CHECK(g->st.army_panicked[1] && !g->st.army_panicked[0]);
    CHECK(!panicked(g, cm) && !panicked(g, with_cm) && !panicked(g, by_cm));
    CHECK(!panicked(g, sd) && !panicked(g, far));
    CHECK(panicked(g, two_off) && panicked(g, near) && panicked(g, edge10));
    has(g->events, "the Romans have lost 106 VP, their Panic Level is 106 [Phalanx errata Panic]");
    has(g->events, "the army of the Romans panics: 3 units panic [Phalanx errata Panic]: 3->N "
                   "5->W 7->E");
    has(g->events, "not panicked [Phalanx errata Panic]: 0 1 2 4 6");
    ps_game_free(g);
}

TEST(px_panic_once_per_army, "[Phalanx errata Panic] panic occurs once per army; the other army "
                             "may panic too")
{
    ps_game *g = position("cannae", PS_PHASE_MELEE, 0);
    int a = put(g, 1, "MH", 1015, HEX_W, 0);
    int b = put(g, 0, "MH", 1215, HEX_E, 0);
    g->st.vp[0] = 106;
    px_panic_check(g);
    CHECK(panicked(g, a));
    g->st.units[a].flags &= (uint16_t)~UF_PANICKED; /* say it rallied */
    g->st.vp[0] = 150;
    px_panic_check(g);
    px_panic(g, 1);
    CHECK(!panicked(g, a)); /* no second panic */
    CHECK(!panicked(g, b));
    g->st.vp[1] = 81; /* the Carthaginians' Panic Level 81 */
    px_panic_check(g);
    CHECK(g->st.army_panicked[0] && panicked(g, b));
    ps_game_free(g);
}

TEST(px_panic_nearest_edge, "[Phalanx errata Panic] each panicked unit flees to the edge nearest "
                            "it when it panicked: rows for N S, its own row's columns for E W "
                            "(ragged rows), ties N E S W")
{
    ps_game *g = position("cannae", PS_PHASE_MELEE, 0);
    int n = put(g, 1, "MH", 1503, HEX_W, 0);
    int s = put(g, 1, "MH", 1529, HEX_W, 0);
    int w = put(g, 1, "MH", 415, HEX_W, 0);
    int e_even = put(g, 1, "MH", 3110, HEX_W, 0); /* row 10 ends at 32: 1 from E, 9 from N */
    int e_odd = put(g, 1, "MH", 3111, HEX_W, 0);  /* row 11 ends at 33: 2 from E */
    int tie = put(g, 1, "MH", 202, HEX_W, 0);    /* 1 from N and 1 from W: N */
    put(g, 0, "LC", 1010, HEX_E, 0);
    put(g, 0, "LC", 505, HEX_E, 0);
    put(g, 0, "LC", 2510, HEX_E, 0);
    put(g, 0, "LC", 1020, HEX_E, 0);
    put(g, 0, "LC", 1525, HEX_E, 0);
    px_panic(g, 1);
    CHECK_INT(g->st.px.units[n].flee_edge, PX_EDGE_N);
    CHECK_INT(g->st.px.units[s].flee_edge, PX_EDGE_S);
    CHECK_INT(g->st.px.units[w].flee_edge, PX_EDGE_W);
    CHECK_INT(g->st.px.units[e_even].flee_edge, PX_EDGE_E);
    CHECK_INT(g->st.px.units[e_odd].flee_edge, PX_EDGE_E);
    CHECK_INT(g->st.px.units[tie].flee_edge, PX_EDGE_N);
    ps_game_free(g);
}

/* ---- Flight ---- */

/* A panicked Persian unit on Arbela (all clear) fleeing to edge e. */
static int fugitive(ps_game *g, const char *code, int ccrr, int facing, int edge)
{
    int u = put(g, 1, code, ccrr, facing, PS_UNIT_PANICKED);
    g->st.px.units[u].flee_edge = (int8_t)edge;
    return u;
}

TEST(px_flight_fewest_enemy_hexes, "[Phalanx errata Panic] flight: full MA toward the edge "
                                   "through as few hexes next to the enemy as possible")
{
    ps_game *g = position("arbela", PS_PHASE_MOVEMENT, 1);
    int u = fugitive(g, "MH", 1005, HEX_NE, PX_EDGE_N);
    put(g, 0, "MH", 1203, HEX_W, 0); /* next to 1103 and 1102, on the straight NE way */
    quiet(g);
    px_panic_flee(g);
    CHECK_INT(at(g, u), 1101);
    CHECK_INT(g->st.units[u].facing, HEX_NE);
    CHECK_INT(g->st.units[u].mp_spent, 4 * FX_ONE);
    CHECK(panicked(g, u));
    has(g->events, "panicked MH 0 flees toward the N edge: 1005-1004-1003-1002-1101, 4 MP, 0 "
                   "hexes next to the enemy [Phalanx errata Panic]");
    ps_game_free(g);
}

TEST(px_flight_off_the_map, "[Phalanx errata Panic] a fleeing unit leaves the map for one MP: "
                            "a loss, its VP to the enemy")
{
    ps_game *g = position("arbela", PS_PHASE_MOVEMENT, 1);
    int u = fugitive(g, "LC", 1004, HEX_NE, PX_EDGE_N);
    put(g, 0, "MH", 2020, HEX_W, 0);
    quiet(g);
    px_panic_flee(g);
    CHECK_INT(at(g, u), -1);
    CHECK_INT(g->st.vp[0], 2); /* LC: 1 + 1, cavalry not halved */
    CHECK_INT(g->st.lost_units[1], 1);
    has(g->events, "panicked LC 0 flees toward the N edge: 1004-1103-1102-1201 and off the map, "
                   "4 MP, 0 hexes next to the enemy [Phalanx errata Panic]");
    ps_game_free(g);
}

TEST(px_flight_facing_costs, "[Phalanx errata Panic] flight pays facing costs: turning away "
                             "from its front costs 1 MP [Phalanx Facing G]")
{
    ps_game *g = position("arbela", PS_PHASE_MOVEMENT, 1);
    int u = fugitive(g, "MH", 1005, HEX_SE, PX_EDGE_N);
    quiet(g);
    px_panic_flee(g);
    CHECK_INT(at(g, u), 1102); /* 2 + 1 + 1 of its 4 MP */
    CHECK_INT(g->st.units[u].facing, HEX_NE);
    CHECK_INT(g->st.units[u].mp_spent, 4 * FX_ONE);
    ps_game_free(g);
}

TEST(px_flight_blocked_stays, "[Phalanx errata Panic] a panicked unit that cannot step toward "
                              "its edge (enemy hex, stacking limit) stays [Phalanx Stacking]")
{
    ps_game *g = position("arbela", PS_PHASE_MOVEMENT, 1);
    int u = fugitive(g, "MH", 1005, HEX_NE, PX_EDGE_N);
    put(g, 0, "MH", 904, HEX_E, 0);
    for (int i = 0; i < 3; i++) /* 12 stacking points */
        put(g, 1, "MH", 1004, HEX_NE, 0);
    quiet(g);
    px_panic_flee(g);
    CHECK_INT(at(g, u), 1005);
    CHECK_INT(g->st.units[u].mp_spent, 0);
    has(g->events, "panicked MH 0 at 1005 cannot flee toward the N edge [Phalanx errata Panic]");
    ps_game_free(g);
}

TEST(px_flight_at_movement_start, "[Phalanx errata Panic] panicked units flee at the beginning "
                                  "of their friendly Movement Phase (sequence of play)")
{
    ps_game *g = position("arbela", PS_PHASE_MELEE, 0);
    int u = fugitive(g, "MH", 1005, HEX_NE, PX_EDGE_N);
    put(g, 0, "MH", 2020, HEX_W, 0);
    PLAY(g, "end"); /* Persians move first: their Movement Phase of Game-Turn 4 */
    CHECK_INT(g->st.turn, 4);
    CHECK_INT(g->st.phasing, 1);
    CHECK_INT(at(g, u), 1201);
    has(ps_game_events(g), "panicked MH 0 flees toward the N edge: 1005-1004-1103-1102-1201, 4 "
                           "MP, 0 hexes next to the enemy [Phalanx errata Panic]");
    ps_game_free(g);
}

/* ---- Rally ---- */

TEST(px_rally_rolls, "[Phalanx errata Panic] rally at the end of the friendly Movement Phase: a "
                     "command unit next to it on 1-5, a combat unit on 1-3, one roll each")
{
    ps_game *g = position("cannae", PS_PHASE_MOVEMENT, 0);
    int a = put(g, 0, "MH", 1015, HEX_E, PS_UNIT_PANICKED);
    put(g, 0, "CM1", 1115, HEX_E, 0);
    int b = put(g, 0, "MH", 1020, HEX_E, PS_UNIT_PANICKED);
    put(g, 0, "MH", 1120, HEX_E, 0);
    int c = put(g, 0, "MH", 1025, HEX_E, PS_UNIT_PANICKED);
    put(g, 0, "MH", 1125, HEX_E, 0);
    int d = put(g, 0, "MH", 1030, HEX_E, PS_UNIT_PANICKED); /* nobody next to it */
    dice(g, (int[]){5, 4, 3, 1}, 4);
    quiet(g);
    px_rally(g);
    CHECK_INT(ps_game_forced_dice_left(g), 1);
    CHECK(!panicked(g, a) && pxf(g, a, PXF_RALLIED));
    CHECK_INT(g->st.px.units[a].flee_edge, -1);
    CHECK(panicked(g, b) && !pxf(g, b, PXF_RALLIED));
    CHECK(!panicked(g, c) && pxf(g, c, PXF_RALLIED));
    CHECK(panicked(g, d));
    has(g->events, "CM1 1 at 1115 rallies MH 0 at 1015: die 5, needs 1-5 [Phalanx errata Panic]");
    has(g->events, "MH 3 at 1120 tries to rally MH 2 at 1020: die 4, needs 1-3: still panicked");
    has(g->events, "MH 5 at 1125 rallies MH 4 at 1025: die 3, needs 1-3");
    ps_game_free(g);
}

TEST(px_rally_each_adjacent_unit, "[Phalanx errata Panic] every adjacent unit may try, \"a "
                                  "separate die roll for each unit it attempts to rally\": the "
                                  "commander first (6 fails), then the combat units (4, then 2)")
{
    ps_game *g = position("cannae", PS_PHASE_MOVEMENT, 0);
    int a = put(g, 0, "MH", 1015, HEX_E, PS_UNIT_PANICKED);
    put(g, 0, "MH", 1016, HEX_E, 0);  /* SW of 1015 */
    put(g, 0, "MH", 1014, HEX_E, 0);  /* NW */
    put(g, 0, "CM1", 1115, HEX_E, 0); /* E */
    int b = put(g, 0, "MH", 1030, HEX_E, PS_UNIT_PANICKED);
    put(g, 0, "MH", 1130, HEX_E, 0);
    dice(g, (int[]){6, 4, 2, 5, 6}, 5);
    quiet(g);
    px_rally(g);
    CHECK_INT(ps_game_forced_dice_left(g), 1);
    CHECK(!panicked(g, a) && pxf(g, a, PXF_RALLIED));
    CHECK(panicked(g, b));
    has(g->events, "CM1 3 at 1115 tries to rally MH 0 at 1015: die 6, needs 1-5: still panicked");
    has(g->events, "MH 2 at 1014 tries to rally MH 0 at 1015: die 4, needs 1-3: still panicked");
    has(g->events, "MH 1 at 1016 rallies MH 0 at 1015: die 2, needs 1-3");
    has(g->events, "MH 5 at 1130 tries to rally MH 4 at 1030: die 5, needs 1-3: still panicked");
    ps_game_free(g);
}

TEST(px_rally_not_by_rallied, "[Phalanx errata Panic] units rallied this Player-Turn, and "
                              "panicked units, rally no others; the mark goes at the side's next "
                              "Player-Turn")
{
    ps_game *g = position("cannae", PS_PHASE_MOVEMENT, 0);
    int a = put(g, 0, "MH", 1015, HEX_E, PS_UNIT_PANICKED);
    put(g, 0, "CM1", 1115, HEX_E, 0);
    int b = put(g, 0, "MH", 915, HEX_E, PS_UNIT_PANICKED);  /* next to a only */
    int c = put(g, 0, "MH", 1020, HEX_E, PS_UNIT_PANICKED);
    int d = put(g, 0, "MH", 1120, HEX_E, PS_UNIT_PANICKED); /* next to c only */
    dice(g, (int[]){1, 1}, 2);
    px_rally(g);
    CHECK_INT(ps_game_forced_dice_left(g), 1);
    CHECK(!panicked(g, a) && panicked(g, b) && panicked(g, c) && panicked(g, d));
    px_panic_flee(g); /* the Carthaginians' next Player-Turn begins */
    CHECK(!pxf(g, a, PXF_RALLIED));
    ps_game_free(g);
}

TEST(px_rally_in_sequence, "[Phalanx errata Panic] the rally rolls come when the Movement Phase "
                           "ends (sequence of play)")
{
    ps_game *g = position("cannae", PS_PHASE_MOVEMENT, 0);
    int a = put(g, 0, "MH", 1015, HEX_E, PS_UNIT_PANICKED);
    put(g, 0, "MH", 1115, HEX_E, 0);
    put(g, 1, "MH", 2015, HEX_W, 0);
    dice(g, (int[]){2}, 1);
    PLAY(g, "end");
    CHECK_INT(ps_game_forced_dice_left(g), 0);
    CHECK(!panicked(g, a) && pxf(g, a, PXF_RALLIED));
    CHECK_INT(g->st.phase, PS_PHASE_ALLOCATION);
    has(ps_game_events(g), "MH 1 at 1115 rallies MH 0 at 1015: die 2, needs 1-3");
    ps_game_free(g);
}

/* ---- Darius ---- */

TEST(px_darius_enemy_adjacent, "[Phalanx errata Darius] an enemy unit moving next to Darius "
                               "removes him (30 VP) and the Persian army panics")
{
    ps_game *g = position("arbela", PS_PHASE_MOVEMENT, 0);
    int darius = put(g, 1, "CM1", 1515, HEX_NW, 0);
    int by_darius = put(g, 1, "MH", 1516, HEX_NW, 0);
    put(g, 1, "CM2", 2015, HEX_NW, 0);
    int by_cm2 = put(g, 1, "MH", 2115, HEX_NW, 0);
    int el = put(g, 1, "EL", 1715, HEX_NW, 0);
    int far = put(g, 1, "MH", 3030, HEX_NW, 0);
    int my = put(g, 0, "MY", 1512, HEX_SW, 0);
    CHECK(px_is_darius(g, darius));
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MOVEMENT, 0, 3), PS_OK); /* who is in command */
    px_darius_check(g); /* nobody next to him yet */
    CHECK_INT(at(g, darius), 1515);
    PLAY(g, "move 6 1512-1513-1514");
    CHECK_INT(at(g, my), 1514);
    CHECK_INT(at(g, darius), 0);
    CHECK_INT(g->st.px.darius_gone[1], 1);
    CHECK_INT(g->st.vp[0], 30);
    CHECK_INT(g->st.lost_units[1], 1);
    CHECK(g->st.army_panicked[1]);
    CHECK(panicked(g, by_darius)); /* Darius is gone: no command unit next to it */
    CHECK_INT(g->st.px.units[by_darius].flee_edge, PX_EDGE_W);
    CHECK(!panicked(g, by_cm2) && !panicked(g, far));
    CHECK(pxf(g, el, PXF_RAMPANT) && !panicked(g, el));
    has(ps_game_events(g), "MY 6 at 1514 is next to Darius at 1515: Darius is removed, the army "
                           "of the Persians panics [Phalanx errata Darius]");
    ps_game_free(g);
}

TEST(px_darius_after_withdrawal, "[Phalanx errata Darius] an enemy advancing next to Darius "
                                 "after a withdrawal removes him at once")
{
    ps_game *g = position("issus", PS_PHASE_ALLOCATION, 0); /* 0 Macedonians, 1 Persians */
    int mx = put(g, 0, "MX", 1522, HEX_NW, 0);
    int ls = put(g, 1, "LS", 1521, HEX_SE, 0);
    int darius = put(g, 1, "CM1", 1520, HEX_NW, 0);
    CHECK(px_is_darius(g, darius));
    PLAY(g, "melee 0 1521");
    PLAY(g, "end"); /* Allocation */
    if (g->st.phase == PS_PHASE_DEFENSIVE_FIRE)
        PLAY(g, "end");
    PLAY(g, "melee 0 1521");
    CHECK_INT(g->st.pending.kind, PENDING_RETREAT);
    PLAY(g, "retreat 1 1420"); /* straight back from 1521 facing SE */
    CHECK_INT(at(g, ls), 1420);
    CHECK_INT(at(g, darius), 1520); /* his own unit beside him: nothing */
    CHECK_INT(g->st.pending.kind, PENDING_ADVANCE);
    PLAY(g, "advance 0 1521");
    CHECK_INT(at(g, mx), 1521);
    CHECK_INT(at(g, darius), 0);
    CHECK_INT(g->st.vp[0], 30);
    CHECK(g->st.army_panicked[1]);
    CHECK(panicked(g, ls)); /* Darius is gone: no command unit next to it */
    has(ps_game_events(g), "MX 0 at 1521 is next to Darius at 1520: Darius is removed, the army "
                           "of the Persians panics [Phalanx errata Darius]");
    ps_game_free(g);
}

TEST(px_darius_passing, "[Phalanx errata Darius] a unit moving through a hex next to Darius "
                        "removes him")
{
    ps_game *g = position("issus", PS_PHASE_MOVEMENT, 0);
    int lc = put(g, 0, "LC", 1721, HEX_W, 0); /* a Type II army's cavalry: no commander needed */
    int darius = put(g, 1, "CM1", 1520, HEX_NW, 0); /* 1621 is his SE neighbour, 1522 is not */
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MOVEMENT, 0, 3), PS_OK);
    PLAY(g, "move 0 1621-1522");
    CHECK_INT(at(g, lc), 1522); /* the move goes on */
    CHECK_INT(at(g, darius), 0);
    CHECK_INT(g->st.vp[0], 30);
    CHECK(g->st.army_panicked[1]);
    has(ps_game_events(g), "LC 0 at 1621 is next to Darius at 1520: Darius is removed");
    ps_game_free(g);
}

TEST(px_flight_missile_stop, "[Phalanx errata Movement K] a fleeing panicked unit stops next to "
                             "a missile front")
{
    ps_game *g = position("cannae", PS_PHASE_MOVEMENT, 1);
    int u = fugitive(g, "MH", 3016, HEX_E, PX_EDGE_E);
    put(g, 0, "SK", 3115, HEX_SE, 0); /* its front: 3215, 3116 and 3016 */
    quiet(g);
    px_panic_flee(g);
    CHECK_INT(at(g, u), 3116); /* not on through 3216 and off the map */
    CHECK_INT(g->st.units[u].mp_spent, 1 * FX_ONE);
    has(g->events, "panicked MH 0 flees toward the E edge: 3016-3116, 1 MP, 1 hexes next to the "
                   "enemy [Phalanx errata Panic]");
    ps_game_free(g);
}

/* ---- Rampant Elephants ---- */

TEST(px_elephant_direction_die, "[Phalanx errata Elephants] direction die: 1 toward the Turn "
                                "Record Chart (N edge: NE), 2-6 clockwise E SE SW W NW")
{
    static const int want[6] = {2617, 2618, 2619, 2519, 2418, 2517};
    static const int facing[6] = {HEX_NE, HEX_E, HEX_SE, HEX_SW, HEX_W, HEX_NW};
    for (int die = 1; die <= 6; die++) {
        ps_game *g = position("zama", PS_PHASE_MELEE, 0);
        int el = put(g, 0, "EL", 2518, HEX_NW, 0);
        dice(g, (int[]){die, 1}, 2);
        quiet(g);
        px_elephant_fought(g, el);
        CHECK_INT(ps_game_forced_dice_left(g), 0);
        CHECK_INT(at(g, el), want[die - 1]);
        CHECK_INT(g->st.units[el].facing, facing[die - 1]);
        CHECK(pxf(g, el, PXF_RAMPANT) && pxf(g, el, PXF_FOUGHT));
        ps_game_free(g);
    }
}

TEST(px_elephant_first_combat, "[Phalanx errata Elephants] after its first combat an Elephant "
                               "runs rampant at once: two dice, moves the distance, no second "
                               "roll for later combats")
{
    ps_game *g = position("zama", PS_PHASE_MELEE, 0);
    int el = put(g, 0, "EL", 2518, HEX_NW, 0);
    dice(g, (int[]){1, 3, 6, 6}, 4);
    quiet(g);
    px_elephant_fought(g, el);
    CHECK_INT(ps_game_forced_dice_left(g), 2);
    CHECK_INT(at(g, el), 2715); /* 2617 2616 2715 */
    CHECK_INT(g->st.units[el].mp_spent, 3 * FX_ONE);
    has(g->events, "EL 0 has fought: it runs rampant [Phalanx errata Elephants]");
    has(g->events, "rampant EL 0 at 2518: direction die 1 (NE), distance die 3 [Phalanx errata "
                   "Elephants]");
    has(g->events, "rampant EL 0 moves 2518-2715 [Phalanx errata Elephants]");
    px_elephant_fought(g, el); /* fought again: already rampant */
    CHECK_INT(ps_game_forced_dice_left(g), 2);
    CHECK_INT(at(g, el), 2715);
    ps_game_free(g);
}

TEST(px_elephant_stops_and_attacks, "[Phalanx errata Elephants] a rampant Elephant entering a "
                                    "hex next to any unit, friend or enemy, stops and attacks "
                                    "it")
{
    ps_game *g = position("zama", PS_PHASE_MELEE, 0);
    int el = put(g, 0, "EL", 2518, HEX_NW, 0);
    int mh = put(g, 0, "MH", 2918, HEX_W, 0); /* a friend */
    dice(g, (int[]){2, 5, 4}, 3);
    quiet(g);
    px_elephant_fought(g, el);
    CHECK_INT(ps_game_forced_dice_left(g), 0);
    CHECK_INT(at(g, el), 2818); /* 2618 2718 2818 */
    CHECK_INT(g->st.units[el].mp_spent, 3 * FX_ONE);
    has(g->events, "rampant EL 0 moves 2518-2818, next to 2918: it attacks [Phalanx errata "
                   "Elephants]");
    has(g->events, "rampant Elephant 0 attacks 2918: 9 vs 3 = 3-1 [Phalanx errata Elephants]\n"
                   "die 4: DD");
    CHECK_INT(at(g, mh), 2918);
    CHECK(pxf(g, mh, PXF_DEMORALIZED));
    ps_game_free(g);
}

TEST(px_elephant_obstructed, "[Phalanx Elephants] a unit in the Elephant's way obstructs its "
                             "move: it attacks that unit at once")
{
    ps_game *g = position("zama", PS_PHASE_MELEE, 0);
    int el = put(g, 0, "EL", 2518, HEX_NW, 0);
    int mh = put(g, 1, "MH", 2618, HEX_W, 0);
    dice(g, (int[]){2, 3, 3}, 3);
    quiet(g);
    px_elephant_fought(g, el);
    CHECK_INT(ps_game_forced_dice_left(g), 0);
    CHECK_INT(at(g, el), 2518);
    CHECK_INT(g->st.units[el].facing, HEX_E);
    has(g->events, "rampant EL 0 stays at 2518: 2618 is in its way, it attacks [Phalanx errata "
                   "Elephants]");
    has(g->events, "die 3: 1E");
    CHECK_INT(at(g, mh), 0);
    CHECK_INT(g->st.vp[0], 3);
    ps_game_free(g);
}

TEST(px_elephant_off_map, "[Phalanx errata Elephants] a rampant Elephant leaving the map (one "
                          "MP) is a loss toward its army's Panic Level")
{
    ps_game *g = position("zama", PS_PHASE_MELEE, 0);
    int el = put(g, 0, "EL", 2502, HEX_NW, 0);
    put(g, 1, "MH", 2020, HEX_W, 0);
    dice(g, (int[]){1, 4}, 2);
    quiet(g);
    px_elephant_fought(g, el);
    CHECK_INT(at(g, el), -1);
    CHECK_INT(g->st.vp[1], 7);
    CHECK_INT(g->st.lost_units[0], 1);
    has(g->events, "rampant EL 0 leaves the map from 2601: a loss [Phalanx errata Elephants]");
    ps_game_free(g);
}

TEST(px_elephant_lake_swamp, "[Phalanx errata Terrain Effects Chart] a rampant Elephant entering "
                             "a swamp or lake hex is eliminated")
{
    ps_game *g = position("zama", PS_PHASE_MELEE, 0);
    int lake = put(g, 0, "EL", 1810, HEX_NW, 0);  /* 1910 is lake */
    int swamp = put(g, 0, "EL", 1710, HEX_NW, 0); /* 1610 stream, 1510 swamp */
    put(g, 1, "MH", 2020, HEX_W, 0);
    dice(g, (int[]){2, 3, 5, 2}, 4);
    quiet(g);
    px_elephant_fought(g, lake);
    CHECK_INT(at(g, lake), 0);
    has(g->events, "rampant EL 0 enters 1910 (swamp or lake): eliminated");
    px_elephant_fought(g, swamp);
    CHECK_INT(at(g, swamp), 0);
    has(g->events, "rampant EL 1 enters 1510 (swamp or lake): eliminated");
    CHECK_INT(g->st.vp[1], 14);
    ps_game_free(g);
}

TEST(px_elephant_terrain, "[Phalanx errata Elephants] rampant Elephants pay terrain costs and "
                          "stop where they may not enter (woods off the road)")
{
    ps_game *g = position("zama", PS_PHASE_MELEE, 0);
    int el = put(g, 0, "EL", 2013, HEX_NW, 0);
    dice(g, (int[]){2, 4}, 2);
    quiet(g);
    px_elephant_fought(g, el);
    CHECK_INT(at(g, el), 2213); /* 2313 is woods */
    CHECK_INT(g->st.units[el].mp_spent, 2 * FX_ONE);
    ps_game_free(g);
}

TEST(px_elephant_panic_rampant, "[Phalanx errata Elephants] when its army panics every Elephant "
                                "runs rampant (not panicked; first rampage next friendly "
                                "Movement Phase)")
{
    ps_game *g = position("zama", PS_PHASE_MELEE, 1);
    int el = put(g, 0, "EL", 2518, HEX_NW, 0);
    int mh = put(g, 0, "MH", 2015, HEX_NW, 0);
    put(g, 1, "MH", 2020, HEX_W, 0);
    dice(g, (int[]){1, 1}, 2);
    px_panic(g, 0);
    CHECK(pxf(g, el, PXF_RAMPANT) && !pxf(g, el, PXF_FOUGHT) && !panicked(g, el));
    CHECK(panicked(g, mh));
    CHECK_INT(ps_game_forced_dice_left(g), 2);
    CHECK_INT(at(g, el), 2518);
    ps_game_free(g);
}

TEST(px_elephant_rampage_each_movement, "[Phalanx errata Elephants] rampant Elephants move "
                                        "again at the very beginning of each friendly Movement "
                                        "Phase (sequence of play)")
{
    ps_game *g = position("zama", PS_PHASE_MELEE, 1);
    int el = put(g, 0, "EL", 2518, HEX_NW, 0);
    put(g, 1, "MH", 1030, HEX_W, 0);
    g->st.px.units[el].flags |= PXF_RAMPANT | PXF_FOUGHT;
    dice(g, (int[]){3, 2}, 2);
    PLAY(g, "end"); /* the Romans' Melee ends: the Carthaginian Movement Phase */
    CHECK_INT(g->st.phasing, 0);
    CHECK_INT(g->st.phase, PS_PHASE_MOVEMENT);
    CHECK_INT(ps_game_forced_dice_left(g), 0);
    CHECK_INT(at(g, el), 2620);
    has(ps_game_events(g), "rampant EL 0 at 2518: direction die 3 (SE), distance die 2");
    ps_game_free(g);
}

TEST(px_elephant_rampage_breaks_contact, "[Phalanx errata Elephants] a rampant Elephant held "
                                         "in Contact still rampages each friendly Movement "
                                         "Phase (\"until ... eliminated ... or leaves the "
                                         "map\"); leaving its hex ends the Contact")
{
    ps_game *g = position("zama", PS_PHASE_MELEE, 1);
    int el = put(g, 0, "EL", 2518, HEX_W, 0);
    int mh = put(g, 1, "MH", 2418, HEX_E, 0);
    g->st.px.units[el].flags |= PXF_RAMPANT | PXF_FOUGHT;
    px_contact_make(g, g->st.units[el].hex, g->st.units[mh].hex);
    g->st.units[el].flags |= UF_CONTACT;
    g->st.units[mh].flags |= UF_CONTACT;
    dice(g, (int[]){2, 2}, 2);
    PLAY(g, "end"); /* the Romans' Melee ends: the Carthaginian Movement Phase */
    CHECK_INT(g->st.phase, PS_PHASE_MOVEMENT);
    CHECK_INT(ps_game_forced_dice_left(g), 0);
    CHECK_INT(at(g, el), 2718); /* E: 2618 2718 */
    has(ps_game_events(g), "rampant EL 0 leaves its Contact at 2518 [Phalanx errata Elephants]");
    CHECK(!(g->st.units[el].flags & UF_CONTACT));
    CHECK(!(g->st.units[mh].flags & UF_CONTACT));
    CHECK_INT(g->st.ncontacts, 0);
    ps_game_free(g);
}

TEST(px_flight_ragged_east_edge, "[Phalanx errata Panic] flight off the east edge, whose rows "
                                 "end at 33 (odd) or 32 (even)")
{
    ps_game *g = position("arbela", PS_PHASE_MOVEMENT, 1);
    int even = fugitive(g, "MH", 3110, HEX_E, PX_EDGE_E);
    int odd = fugitive(g, "MH", 3113, HEX_E, PX_EDGE_E);
    put(g, 0, "MH", 2020, HEX_W, 0);
    quiet(g);
    px_panic_flee(g);
    CHECK_INT(at(g, even), -1);
    CHECK_INT(at(g, odd), -1);
    has(g->events, "panicked MH 0 flees toward the E edge: 3110-3210 and off the map, 2 MP");
    has(g->events, "panicked MH 1 flees toward the E edge: 3113-3213-3313 and off the map, 3 MP");
    ps_game_free(g);
}

TEST(px_flight_held_in_contact, "[Phalanx errata Panic] a panicked unit in Contact may not leave "
                                "its hex [Phalanx errata Combat K]")
{
    ps_game *g = position("arbela", PS_PHASE_MOVEMENT, 1);
    put(g, 0, "MH", 1105, HEX_W, PS_UNIT_CONTACT);
    int u = put(g, 1, "MH", 1005, HEX_E, PS_UNIT_PANICKED | PS_UNIT_CONTACT);
    g->st.px.units[u].flee_edge = PX_EDGE_N;
    quiet(g);
    px_panic_flee(g);
    CHECK_INT(at(g, u), 1005);
    has(g->events, "panicked MH 1 at 1005 is held in Contact [Phalanx errata Combat K]");
    ps_game_free(g);
}

TEST(px_flight_cavalry_leaves_contact, "[Phalanx errata Panic] panicked cavalry in Contact with "
                                       "non-cavalry only flees, ending the Contact "
                                       "[Phalanx errata Cavalry]")
{
    ps_game *g = position("arbela", PS_PHASE_MOVEMENT, 1);
    int mh = put(g, 0, "MH", 1105, HEX_W, PS_UNIT_CONTACT);
    int lc = put(g, 1, "LC", 1005, HEX_E, PS_UNIT_PANICKED | PS_UNIT_CONTACT);
    g->st.px.units[lc].flee_edge = PX_EDGE_N;
    CHECK_INT(g->st.ncontacts, 1);
    quiet(g);
    px_panic_flee(g);
    CHECK_INT(at(g, lc), -1);
    CHECK_INT(g->st.ncontacts, 0);
    CHECK(!(g->st.units[mh].flags & UF_CONTACT));
    /* NE first would pass next to the MH; NW is not a front hexside: 1 MP more. */
    has(g->events, "panicked LC 1 flees toward the N edge: 1005-0904-1003-1002-1101 and off the "
                   "map, 6 MP, 0 hexes next to the enemy");
    ps_game_free(g);
}

TEST(px_elephant_demoralized_ma, "[Phalanx errata Demoralization and Panic] a demoralized "
                                 "rampant Elephant moves with half its Movement Allowance")
{
    ps_game *g = position("zama", PS_PHASE_MELEE, 0);
    int el = put(g, 0, "EL", 2518, HEX_NW, PS_UNIT_DISRUPTED);
    CHECK(pxf(g, el, PXF_DEMORALIZED));
    dice(g, (int[]){2, 6}, 2); /* E, 6 hexes of clear ground */
    quiet(g);
    px_elephant_fought(g, el);
    CHECK_INT(at(g, el), 2818); /* MA 6 halved: 3 hexes, 2618 2718 2818 */
    CHECK_INT(g->st.units[el].mp_spent, 3 * FX_ONE);
    ps_game_free(g);
}

TEST(px_flight_cross_river_stop, "[Phalanx Cross River Attack] a fleeing panicked unit stops "
                                 "on entering a hex controlled across the stream")
{
    ps_game *g = position("cannae", PS_PHASE_MOVEMENT, 1);
    int u = fugitive(g, "MH", 1621, HEX_SE, PX_EDGE_S);
    put(g, 0, "MH", 1623, HEX_NE, 0); /* fronts 1522, 1622 and 1723 across the stream */
    quiet(g);
    px_panic_flee(g);
    /* Without the MH at 1623 it runs on 1522-1523-1424-1425-1326-1327 (4 MP). */
    CHECK_INT(at(g, u), 1522);
    CHECK_INT(g->st.units[u].mp_spent, FX_ONE / 2); /* by the road */
    has(g->events, "panicked MH 0 flees toward the S edge: 1621-1522, 1/2 MP, 1 hexes next to "
                   "the enemy [Phalanx errata Panic]");
    ps_game_free(g);
}
