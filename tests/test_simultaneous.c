/* The Simultaneous Movement Sequence [19.0]-[23.3] (option "simultaneous"): the plot, its
 * secrecy, the order of combat, movement resolution and the defensive strength variation, on
 * hand-made positions in the open ground of the Kadesh map (rows 10-15 are clear; side 0 the
 * Hittites, who move first and so plot first, stacking 3; side 1 the Egyptians, stacking 2).
 *
 * Geometry (hex.h): around an even-row hex CCRR the neighbours are E (CC+1,RR), NE (CC+1,RR-1),
 * NW (CC,RR-1), W (CC-1,RR), SW (CC,RR+1), SE (CC+1,RR+1); around 1612: 1712 1711 1611 1512
 * 1613 1713.  Around an odd-row hex: E (CC+1,RR), NE (CC,RR-1), NW (CC-1,RR-1), W (CC-1,RR),
 * SW (CC-1,RR+1), SE (CC,RR+1).  Units out of a leader's radius move at half their allowance
 * [10.23]: an MS 1.5 MP, one hex of clear ground. */
#include "combat_util.h"

#include "ai/ai.h"

/* The Kadesh map, no units yet. */
static ps_game *sim_game(void)
{
    return fixture_empty("kadesh");
}

/* Switches the sequence on and starts the Game-Turn's plot (after the units are placed, so
 * that the Movement Control Radius sees them [10.2]). */
static void sim_begin(ps_game *g, int turn)
{
    CHECK_INT(ps_game_set_option(g, PS_OPT_SIMULTANEOUS, true), PS_OK);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_PLOT, 0, turn), PS_OK);
}

static void force(ps_game *g, const int *dice, int n)
{
    CHECK_INT(ps_game_force_dice(g, dice, n), PS_OK);
}

static int hex_now(const ps_game *g, int u)
{
    ps_unit_info ui;
    CHECK_INT(ps_game_unit(g, u, &ui), PS_OK);
    return ui.hex;
}

static ps_status_info status_of(const ps_game *g)
{
    ps_status_info st;
    ps_game_status(g, &st);
    return st;
}

static const char *position_text(const ps_game *g)
{
    static char buf[65536];
    ps_game_position(g, buf, sizeof buf);
    return buf;
}

/* The position dump without its hash line. */
static void position_no_hash(const ps_game *g, char *out, size_t len)
{
    snprintf(out, len, "%s", position_text(g));
    char *h = strstr(out, "hash ");
    if (h)
        *h = '\0';
}

/* Both sides end their plots; the resolution runs with these dice. */
static void resolve(ps_game *g, const int *dice, int n)
{
    if (n)
        force(g, dice, n);
    play_ok(g, "end");
    play_ok(g, "end");
    CHECK_INT(ps_game_forced_dice_left(g), 0);
}

/* ---- the Game-Turn [19.1] -------------------------------------------------------------- */

TEST(sim_game_turn, "[19.1] a Game-Turn: plot, plot, Fire, Melee, Movement, Defensive Fire, "
                    "Turn Record")
{
    ps_game *g = sim_game();
    int a = put_unit(g, 0, "MS", 1012);
    put_unit(g, 1, "MS", 2012);
    sim_begin(g, 3);
    ps_status_info st = status_of(g);
    CHECK_INT(st.phase, PS_PHASE_PLOT);
    CHECK_INT(st.side_to_act, 0);
    CHECK_INT(st.turn, 3);
    CHECK_STR(ps_phase_name(PS_PHASE_PLOT), "plot");
    char act[64];
    snprintf(act, sizeof act, "plot %d MV 1112", a);
    play_ok(g, act);
    CHECK_STR(ps_game_events(g), "the Hittites plot a task [20.1]\n");
    play_ok(g, "end");
    st = status_of(g);
    CHECK_INT(st.phase, PS_PHASE_PLOT);
    CHECK_INT(st.side_to_act, 1);
    CHECK_INT(hex_now(g, a), 1012);
    play_ok(g, "end");
    CHECK_STR(ps_game_events(g),
              "both sides have plotted: the plots are carried out [20.4]\n"
              "turn 3 Fire Combat Resolution Phase [19.1] B\n"
              "turn 3 Melee Combat Resolution Phase [19.1] C\n"
              "turn 3 Movement Resolution Phase [19.1] D\n"
              "unit 0 MS moves 1012-1112\n"
              "turn 3 Defensive Fire Combat Resolution Phase [19.1] E\n"
              "Turn Record [19.1] F: Game-Turn 4\n"
              "turn 4 plot phase: Hittites to act\n");
    st = status_of(g);
    CHECK_INT(st.phase, PS_PHASE_PLOT);
    CHECK_INT(st.turn, 4);
    CHECK_INT(st.side_to_act, 0);
    CHECK_INT(hex_now(g, a), 1112);
    /* [11.3] the hex where the move ends is the Hittites'. */
    ps_hex_info hi;
    CHECK_INT(ps_game_hex(g, 1112, &hi), PS_OK);
    CHECK_INT(hi.control, 0);
    ps_game_free(g);
}

TEST(sim_last_turn, "[19.1] F the Turn Record of the scenario's last Game-Turn ends the game")
{
    ps_game *g = sim_game();
    put_unit(g, 0, "MS", 1012);
    put_unit(g, 1, "MS", 2012);
    sim_begin(g, 15);
    resolve(g, NULL, 0);
    ps_status_info st = status_of(g);
    CHECK(st.over);
    CHECK_INT(st.phase, PS_PHASE_GAME_OVER);
    CHECK(has_text(ps_game_events(g), "game over after Game-Turn 15\n"));
    CHECK_INT(ps_game_check_invariants(g), PS_OK);
    ps_game_free(g);
}

TEST(sim_option_before_play, "[19.0] the option turns play into plots; its phases need it")
{
    ps_game *g = sim_game();
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_PLOT, 0, 2), PS_EILLEGAL);
    CHECK(has_text(ps_game_error(g), "[19.0] that phase belongs to the simultaneous sequence"));
    CHECK_INT(ps_game_set_option(g, PS_OPT_SIMULTANEOUS, true), PS_OK);
    CHECK_INT(status_of(g).phase, PS_PHASE_PLOT);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MELEE, 0, 2), PS_EILLEGAL);
    CHECK(has_text(ps_game_error(g), "[19.1] with the simultaneous sequence"));
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_FIRE_RESOLUTION, 0, 2), PS_EILLEGAL);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_PLOT, 1, 2), PS_OK);
    CHECK_INT(status_of(g).side_to_act, 1);
    CHECK_INT(ps_game_check_invariants(g), PS_OK);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_DEPLOY, 1, 1), PS_OK);
    CHECK_INT(ps_game_check_invariants(g), PS_OK);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_PLOT, 0, 2), PS_OK);
    CHECK_INT(ps_game_set_option(g, PS_OPT_SIMULTANEOUS, false), PS_OK);
    CHECK_INT(status_of(g).phase, PS_PHASE_CHARIOT);
    CHECK_INT(ps_game_check_invariants(g), PS_OK);
    ps_game_free(g);
}

TEST(sim_new_game_starts_with_plot, "[19.1] A after set-up the first Game-Turn begins with "
                                    "the plot; entering units plot their entry")
{
    ps_game *g;
    char err[PS_ERR_MAX];
    CHECK_INT(ps_game_new(fixture_data(), "kadesh", 7, &g, err, sizeof err), PS_OK);
    CHECK_INT(ps_game_set_option(g, PS_OPT_SIMULTANEOUS, true), PS_OK);
    while (status_of(g).phase == PS_PHASE_DEPLOY)
        CHECK_INT(ps_game_auto_deploy(g), PS_OK);
    ps_status_info st = status_of(g);
    CHECK_INT(st.phase, PS_PHASE_PLOT);
    CHECK_INT(st.side_to_act, 0); /* the Hittites move first, so they plot first */
    /* Unit 0, a Hittite MS still off the map, enters from the W edge: half its allowance,
     * out of any leader's radius [10.23], is enough for one clear hex. */
    ps_unit_info ui;
    CHECK_INT(ps_game_unit(g, 0, &ui), PS_OK);
    CHECK(ui.waiting);
    CHECK_STR(refusal(g, "plot 0 DF"), "[11.1] unit 0 is not on the map yet: its only task is "
                                       "to enter it (MV) [21.1]");
    play_ok(g, "plot 0 MV 0112");
    resolve(g, NULL, 0);
    CHECK_INT(hex_now(g, 0), 112);
    CHECK(has_text(ps_game_events(g), "unit 0 MS enters the map: 0112\n"));
    ps_game_free(g);
}

/* ---- the plot [20.0], [21.1] ----------------------------------------------------------- */

TEST(sim_plot_notation, "[21.1] plot U OF HEX | DF | ML HEX | MV PATH | EX PATH | NO")
{
    static const char *const ok[] = {"plot 3 OF 1512", "plot 3 DF", "plot 3 ML 1512",
                                     "plot 3 MV 1512-1513-1613", "plot 3 EX 0101",
                                     "plot 12 NO"};
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
        ps_action a;
        char err[PS_ERR_MAX], back[PS_ACTION_TEXT_MAX];
        CHECK_INT(ps_action_parse(ok[i], &a, err, sizeof err), PS_OK);
        CHECK_INT(a.kind, PS_ACT_PLOT);
        ps_action_format(&a, back, sizeof back);
        CHECK_STR(back, ok[i]);
    }
    ps_action a;
    char err[PS_ERR_MAX];
    CHECK_INT(ps_action_parse("plot 3 MV 1512-1513", &a, err, sizeof err), PS_OK);
    CHECK_INT(a.task, PS_TASK_MV);
    CHECK_INT(a.nhexes, 2);
    static const char *const bad[] = {"plot 3 XX", "plot 3 DF 1512", "plot 3 OF",
                                      "plot 3+4 MV 1512", "plot 3 OF 1512-1513", "plot 3",
                                      "plot 3 MV 1512,1513"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        CHECK_INT(ps_action_parse(bad[i], &a, err, sizeof err), PS_EINVAL);
    CHECK_INT(ps_action_parse("plot 3 XX", &a, err, sizeof err), PS_EINVAL);
    CHECK_STR(err, "unknown task 'XX' (NO OF DF ML MV EX) [21.1]");
}

TEST(sim_plot_refusals, "[21.1] [20.4] a plot that the rules could not carry out is refused, "
                        "naming the rule")
{
    ps_game *g = sim_game();
    int ms = put_unit(g, 0, "MS", 1512);       /* 0 */
    int bw = put_unit(g, 0, "BW", 1412);       /* 1: range 2 */
    int dis = put_unit(g, 0, "AX", 1012);      /* 2 */
    int en = put_unit(g, 1, "MS", 1612);       /* 3 */
    int far = put_unit(g, 1, "MS", 1812);      /* 4: 4 hexes from the bowmen */
    CHECK_INT(ps_game_place(g, 0, "SD", 1112, PS_UNIT_DISRUPTED), 5);
    sim_begin(g, 3);
    char act[64];
    snprintf(act, sizeof act, "plot %d MV 1712", en);
    CHECK_STR(refusal(g, act), "[20.1] unit 3 belongs to the Egyptians; the Hittites plot now");
    snprintf(act, sizeof act, "plot %d OF 1612", ms);
    CHECK_STR(refusal(g, act), "[3.35] unit 0 (MS) is not a fire unit");
    snprintf(act, sizeof act, "plot %d OF 1812", bw);
    CHECK(has_text(refusal(g, act), "[6.13] 1812 is 4 hexes from unit 1"));
    snprintf(act, sizeof act, "plot %d ML 1612", bw);
    CHECK(has_text(refusal(g, act), "[3.36] unit 1 (BW) has a dot melee value"));
    snprintf(act, sizeof act, "plot %d ML 1812", ms);
    CHECK(has_text(refusal(g, act), "[7.23] unit 0 at 1512 is not adjacent to 1812"));
    snprintf(act, sizeof act, "plot %d DF", ms);
    CHECK_STR(refusal(g, act), "[21.1] unit 0 (MS) is not a fire unit: melee units cannot "
                               "execute Defensive Fire");
    snprintf(act, sizeof act, "plot %d MV 1612", ms);
    CHECK_STR(refusal(g, act), "[5.23] 1612 holds enemy units");
    snprintf(act, sizeof act, "plot %d MV 1013-1014-1015", dis);
    CHECK(has_text(refusal(g, act), "[5.27] unit 2 has 0 MP left, 1015 costs 1"));
    CHECK_STR(refusal(g, "plot 5 MV 1212"), "[8.2] unit 5 is disrupted: it may not fire, "
                                            "attack or move, so it has no task until it "
                                            "recovers [8.23]");
    CHECK_STR(refusal(g, "plot 5 NO"), "legal");
    CHECK_STR(refusal(g, "plot 0 EX 1512"),
              "[11.41] the Hittites have no victory condition that takes units off the map");
    snprintf(act, sizeof act, "move %d 1511", ms);
    CHECK_STR(refusal(g, act), "[19.1] the Simultaneous Movement Sequence has no 'move': each "
                               "unit's one task is plotted (plot U TASK ...) [21.0]");
    snprintf(act, sizeof act, "fire %d 1612", bw);
    CHECK(has_text(refusal(g, act), "[21.1] under the simultaneous sequence units fire as "
                                    "plotted"));
    CHECK_STR(refusal(g, "lose 3"), "[8.0] no combat result waits for a decision");
    (void)far;
    ps_game_free(g);
}

TEST(sim_plot_replot_and_stacking, "[5.4] [20.0] a plot keeps every hex within the stacking "
                                   "limit as the side's plot stands; a unit may be plotted again")
{
    ps_game *g = sim_game();
    put_unit(g, 0, "MS", 1012);
    int a = put_unit(g, 1, "MS", 1612); /* the Egyptians' limit is 2 */
    int b = put_unit(g, 1, "MS", 1612);
    int c = put_unit(g, 1, "MS", 1712);
    sim_begin(g, 3);
    play_ok(g, "end"); /* the Hittites plot nothing */
    CHECK_INT(status_of(g).side_to_act, 1);
    char act[64];
    snprintf(act, sizeof act, "plot %d MV 1612", c);
    CHECK_STR(refusal(g, act), "[5.4] 1612 would hold 3 units; the Egyptians' stacking limit "
                               "is 2");
    snprintf(act, sizeof act, "plot %d MV 1611", a);
    play_ok(g, act);
    snprintf(act, sizeof act, "plot %d MV 1612", c); /* a is plotted to leave */
    play_ok(g, act);
    snprintf(act, sizeof act, "plot %d NO", a); /* then a could not stay */
    CHECK_STR(refusal(g, act), "[5.4] 1612 holds 3 units; the Egyptians' stacking limit is 2");
    snprintf(act, sizeof act, "plot %d MV 1613", a); /* plotted again, elsewhere */
    play_ok(g, act);
    resolve(g, NULL, 0);
    /* (resolve ended the Hittites' plot of turn 4 too: it is the Egyptians' turn to plot.) */
    CHECK_INT(hex_now(g, a), 1613);
    CHECK_INT(hex_now(g, b), 1612);
    CHECK_INT(hex_now(g, c), 1612);
    ps_game_free(g);
}

/* ---- secrecy [20.1] -------------------------------------------------------------------- */

static ps_game *secrecy_position(bool first_plots)
{
    ps_game *g = sim_game();
    put_unit(g, 0, "MS", 1512);
    put_unit(g, 0, "BW", 1411);
    put_unit(g, 1, "MS", 1712);
    put_unit(g, 1, "BW", 1812);
    sim_begin(g, 3);
    if (first_plots) {
        play_ok(g, "plot 0 MV 1612");
        play_ok(g, "plot 1 DF");
    }
    play_ok(g, "end");
    return g;
}

TEST(sim_secrecy, "[20.1] the side that plots second sees nothing of the first side's plot")
{
    ps_game *g = secrecy_position(true);
    ps_game *h = secrecy_position(false);
    /* While the Hittites plotted, their plot was theirs to see. */
    ps_game *own = sim_game();
    put_unit(own, 0, "MS", 1512);
    put_unit(own, 1, "MS", 1712);
    sim_begin(own, 3);
    play_ok(own, "plot 0 MV 1612");
    CHECK(has_text(position_text(own), "plot 0 MV 1612\n"));
    ps_action a;
    CHECK_INT(ps_game_plot(own, 0, &a), PS_OK);
    CHECK_INT(a.task, PS_TASK_MV);
    CHECK_INT(ps_game_plot(own, 1, &a), PS_ESTATE);
    ps_game_free(own);
    /* Now the Egyptians plot: the two games look the same to them, hash aside. */
    char pg[65536], ph[65536];
    position_no_hash(g, pg, sizeof pg);
    position_no_hash(h, ph, sizeof ph);
    CHECK_STR(pg, ph);
    CHECK(!strstr(pg, "plot 0"));
    CHECK_INT(ps_game_plot(g, 0, &a), PS_ESTATE);
    CHECK_INT(ps_game_plot(g, 2, &a), PS_ENOTFOUND);
    ps_action lg[512], lh[512];
    int ng = ps_game_legal(g, -1, lg, 512), nh = ps_game_legal(h, -1, lh, 512);
    CHECK_INT(ng, nh);
    for (int i = 0; i < ng && i < nh && i < 512; i++) {
        char x[PS_ACTION_TEXT_MAX], y[PS_ACTION_TEXT_MAX];
        ps_action_format(&lg[i], x, sizeof x);
        ps_action_format(&lh[i], y, sizeof y);
        CHECK_STR(x, y);
    }
    /* The odds of an attack on the unit plotted to move are those of any unit [23.11]. */
    char err[PS_ERR_MAX];
    int from[1] = {1612};
    ps_action mg;
    CHECK_INT(ps_action_parse("melee 2 1512", &mg, err, sizeof err), PS_OK);
    ps_odds og, oh;
    CHECK_INT(ps_game_odds_what_if(g, 1, &mg, from, &og), PS_OK);
    CHECK_INT(ps_game_odds_what_if(h, 1, &mg, from, &oh), PS_OK);
    CHECK_INT(og.def_strength, oh.def_strength);
    CHECK_INT(og.def_strength, 3 * 256);
    ps_game_free(g);
    ps_game_free(h);
}

/* ---- legal plots ----------------------------------------------------------------------- */

TEST(sim_legal_counts, "[19.1] legal plots: every fire target, DF, every melee target and one "
                       "MV per hex the unit can reach")
{
    ps_game *g = sim_game();
    int bw = put_unit(g, 0, "BW", 1512); /* MA 5, halved out of command: 2 1/2 [10.23] */
    int ms = put_unit(g, 0, "MS", 1012); /* MA 3, halved: 1 1/2 */
    put_unit(g, 1, "MS", 1612);          /* adjacent to the bowmen */
    put_unit(g, 1, "MS", 1812);          /* 3 hexes away: out of range 2 */
    put_unit(g, 1, "MS", 1013);          /* next to the MS */
    sim_begin(g, 3);
    /* Bowmen: OF 1612, DF, and the 18 hexes within two steps but 1612 and 1712 (reached only
     * through 1612) [5.23]. */
    CHECK_INT(count_legal(g, bw, PS_ACT_PLOT), 1 + 1 + 16);
    CHECK(is_legal_listed(g, "plot 0 OF 1612"));
    CHECK(is_legal_listed(g, "plot 0 DF"));
    CHECK(is_legal_listed(g, "plot 0 MV 1511-1510"));
    CHECK(!is_legal_listed(g, "plot 0 OF 1812"));
    /* MS: ML 1013 and the five other neighbours. */
    CHECK_INT(count_legal(g, ms, PS_ACT_PLOT), 1 + 5);
    CHECK(is_legal_listed(g, "plot 1 ML 1013"));
    /* Plotted units are not listed again (they may still be plotted again). */
    play_ok(g, "plot 1 MV 0912");
    CHECK_INT(count_legal(g, ms, PS_ACT_PLOT), 0);
    ps_action acts[512];
    int n = ps_game_legal(g, -1, acts, 512);
    CHECK_INT(n, 18 + 1); /* the bowmen's, and end */
    CHECK_INT(acts[n - 1].kind, PS_ACT_END);
    ps_game_free(g);
}

TEST(sim_zones_while_plotting, "[21.1] [6.41] a plotted path may pass an enemy fire unit: "
                               "whether its zone holds is not known when plotting")
{
    ps_game *g = sim_game();
    put_unit(g, 0, "MS", 1512);
    put_unit(g, 0, "L1", 1412); /* radius 2: the MS has its whole 3 MP */
    put_unit(g, 1, "BW", 1713); /* its zone covers 1612 and 1712 */
    sim_begin(g, 3);
    CHECK_STR(refusal(g, "plot 0 MV 1612-1712-1812"), "legal");
    /* Every hex within 3, as in the open ground (36), but the bowmen's own. */
    CHECK_INT(count_legal(g, 0, PS_ACT_PLOT), 35);
    ps_game_free(g);
}

/* ---- order of combat [20.2] ------------------------------------------------------------- */

TEST(sim_melee_simultaneous, "[20.2] [20.21] melee is simultaneous: an attack is made in full "
                             "by a unit the same phase eliminates; [8.4] advances come after")
{
    ps_game *g = sim_game();
    int mi = put_unit(g, 0, "MI", 1512);  /* 0: attacks 1612, and is attacked from it */
    int s1 = put_unit(g, 0, "SD", 1712);  /* 1..3 */
    put_unit(g, 0, "SD", 1712);
    put_unit(g, 0, "SD", 1712);
    int ms = put_unit(g, 1, "MS", 1612);  /* 4 */
    put_unit(g, 1, "MS", 2512);           /* 5: the Egyptians still have a unit [11.0] */
    sim_begin(g, 3);
    play_ok(g, "plot 0 ML 1612");
    play_ok(g, "plot 1 ML 1612");
    play_ok(g, "plot 2 ML 1612");
    play_ok(g, "plot 3 ML 1612");
    play_ok(g, "end");
    play_ok(g, "plot 4 ML 1512");
    /* The Hittites' attack first: 2 + 12, a flank attack (1512 and 1712 cover the ring),
     * 28 vs 3 = 8-1, die 1: E.  Then the Egyptians': 3 vs 2 = 1-1, die 4: D. */
    int dice[] = {1, 4};
    force(g, dice, 2);
    play_ok(g, "end");
    CHECK_INT(ps_game_forced_dice_left(g), 0);
    const char *ev = ps_game_events(g);
    CHECK(has_text(ev, "turn 3 Melee Combat Resolution Phase [19.1] C\n"
                       "melee 0,1,2,3 -> 1612: 28 vs 3 = 8-1 (flank attack), die 1: E\n"
                       "melee 4 -> 1512: 3 vs 2 = 1-1, die 4: D\n"
                       "unit 0 MI at 1512 disrupted\n"
                       "unit 4 MS at 1612 eliminated: 2 VP to the Hittites\n"
                       "1612 vacated: the Hittites may advance [8.4]"));
    CHECK(eliminated(g, ms));
    CHECK(has_flag(g, mi, UF_DISRUPTED | UF_DISRUPTED_NOW));
    ps_status_info st = status_of(g);
    CHECK_INT(st.pending, 2);
    CHECK_INT(st.side_to_act, 0);
    CHECK_INT(st.phase, PS_PHASE_MELEE_RESOLUTION);
    /* The disrupted MI may not advance [8.2]; the swordsmen may. */
    CHECK_STR(refusal(g, "advance 0 1612"), "[8.4] unit 0 may not advance: only the attacking "
                                            "units may (not leaders, nor units carried by a "
                                            "chariot)");
    play_ok(g, "advance 1,2 1612");
    st = status_of(g);
    CHECK_INT(st.phase, PS_PHASE_PLOT);
    CHECK_INT(st.turn, 4);
    CHECK_INT(hex_now(g, s1), 1612);
    CHECK(has_text(ps_game_events(g), "turn 4 plot phase: Hittites to act\n"));
    ps_game_free(g);
}

TEST(sim_fire_then_no_melee, "[20.22] a unit disrupted in the Fire Combat Resolution Phase does "
                             "not make its plotted melee")
{
    ps_game *g = sim_game();
    put_unit(g, 0, "MS", 1512);
    put_unit(g, 1, "MS", 1612);
    put_unit(g, 1, "BW", 1513); /* SW of 1512 */
    sim_begin(g, 3);
    play_ok(g, "plot 0 ML 1612");
    play_ok(g, "end");
    play_ok(g, "plot 2 OF 1512");
    int dice[] = {6}; /* 2 vs 3 = 1-2, die 6: D; no melee die */
    force(g, dice, 1);
    play_ok(g, "end");
    CHECK_INT(ps_game_forced_dice_left(g), 0);
    CHECK(has_text(ps_game_events(g),
                   "turn 3 Fire Combat Resolution Phase [19.1] B\n"
                   "fire 2 -> 1512: 2 vs 3 = 1-2, die 6: D\n"
                   "unit 0 MS at 1512 disrupted\n"
                   "turn 3 Melee Combat Resolution Phase [19.1] C\n"
                   "unit 0 MS does not carry out its melee attack (ML) on 1612 [20.22]: [8.2] "
                   "unit 0 is disrupted and may not attack [7.15]\n"));
    ps_game_free(g);
}

TEST(sim_target_gone, "[21.2] a melee plot whose target was destroyed in the Fire Combat "
                      "Resolution Phase is not made")
{
    ps_game *g = sim_game();
    put_unit(g, 0, "MS", 1512);
    put_unit(g, 0, "BW", 1712);
    put_unit(g, 0, "BW", 1712);
    CHECK_INT(ps_game_place(g, 1, "MS", 1612, PS_UNIT_DISRUPTED), 3);
    sim_begin(g, 3);
    play_ok(g, "plot 0 ML 1612");
    play_ok(g, "plot 1 OF 1612");
    play_ok(g, "plot 2 OF 1612");
    /* 4 vs 3 = 1-1, die 6 +1 for the disrupted MS [8.2]: D, and disrupted again it is
     * eliminated [8.22]. */
    int dice[] = {6};
    resolve(g, dice, 1);
    const char *ev = ps_game_events(g);
    CHECK(has_text(ev, "fire 1,2 -> 1612: 4 vs 3 = 1-1, die 6 (+1 disrupted) = 7: D\n"));
    CHECK(has_text(ev, "unit 3 MS at 1612 eliminated, disrupted again [8.22]"));
    CHECK(has_text(ev, "1612 vacated: the Hittites may advance [8.4]"));
    play_ok(g, "end"); /* the bowmen stay */
    ev = ps_game_events(g);
    CHECK(has_text(ev, "unit 0 MS: its target 1612 no longer holds an enemy unit, so its melee "
                       "attack (ML) is not made [21.2]\n"));
    CHECK(!strstr(ev, "melee 0"));
    ps_game_free(g);
}

TEST(sim_attack_below_odds, "[20.4] [8.1] units plotted at one hex attack together; below 1-2 "
                            "the attack is not made")
{
    ps_game *g = sim_game();
    put_unit(g, 0, "MI", 1512);
    put_unit(g, 1, "SD", 1612);
    put_unit(g, 1, "SD", 1612);
    sim_begin(g, 3);
    play_ok(g, "plot 0 ML 1612"); /* alone 2 vs 8 */
    resolve(g, NULL, 0);
    CHECK(has_text(ps_game_events(g), "the Hittites' plotted attack 'melee 0 1612' is not made "
                                      "[20.4]: [8.1] 2 against 8 is below 1-2: no attack "
                                      "allowed\n"));
    ps_game_free(g);
}

TEST(sim_half_elimination_pauses, "[8.1] a half elimination waits for the defender's choice; "
                                  "then the phase's other results are applied")
{
    ps_game *g = sim_game();
    put_unit(g, 1, "MI", 1612);     /* 0, 1: the Egyptians, first in the list */
    put_unit(g, 1, "MI", 1612);
    put_unit(g, 1, "MS", 1415);     /* 2: attacks the Hittite MI at 1414 */
    for (int i = 0; i < 3; i++)
        put_unit(g, 0, "SD", 1712); /* 3..5 */
    put_unit(g, 0, "MI", 1414);     /* 6 */
    sim_begin(g, 3);
    play_ok(g, "plot 3 ML 1612");
    play_ok(g, "plot 4 ML 1612");
    play_ok(g, "plot 5 ML 1612");
    play_ok(g, "end");
    play_ok(g, "plot 2 ML 1414");
    /* 12 vs 4 = 3-1, die 5: 1/2E; then 3 vs 2 = 1-1, die 4: D. */
    int dice[] = {5, 4};
    force(g, dice, 2);
    play_ok(g, "end");
    CHECK_INT(ps_game_forced_dice_left(g), 0);
    const char *ev = ps_game_events(g);
    CHECK(has_text(ev, "melee 3,4,5 -> 1612: 12 vs 4 = 3-1, die 5: 1/2E\n"
                       "melee 2 -> 1414: 3 vs 2 = 1-1, die 4: D\n"
                       "the Egyptians choose 1 of 2 units to lose (1 MI, 0 MI) [8.1]"));
    CHECK(!strstr(ev, "unit 6 MI at 1414 disrupted"));
    ps_status_info st = status_of(g);
    CHECK_INT(st.pending, 1);
    CHECK_INT(st.side_to_act, 1);
    CHECK_INT(st.phase, PS_PHASE_MELEE_RESOLUTION);
    play_ok(g, "lose 1");
    ev = ps_game_events(g);
    CHECK(has_text(ev, "unit 1 MI at 1612 eliminated, half eliminated, the defender's choice "
                       "[8.1]"));
    CHECK(has_text(ev, "unit 0 MI at 1612 disrupted\n"));
    CHECK(has_text(ev, "unit 6 MI at 1414 disrupted\n"));
    CHECK(has_text(ev, "turn 4 plot phase: Hittites to act\n"));
    CHECK(eliminated(g, 1));
    CHECK(has_flag(g, 6, UF_DISRUPTED));
    ps_game_free(g);
}

/* ---- defensive strength variation [23.0] ----------------------------------------------- */

TEST(sim_defence_variation, "[23.11] plotted to move defends at half in melee; [23.3] plotted "
                            "to melee and [23.2] to fire at full; [23.12] fire protection as "
                            "ever")
{
    ps_game *g = sim_game();
    put_unit(g, 0, "MS", 1512);   /* 0: attacks the mover at 1612 */
    put_unit(g, 0, "MS", 1514);   /* 1: attacks the melee unit at 1614 */
    put_unit(g, 0, "MS", 1510);   /* 2: attacks the bowmen at 1610 */
    put_unit(g, 0, "BW", 1811);   /* 3: fires at the mover at 1612 */
    put_unit(g, 1, "MS", 1612);   /* 4: plotted to move */
    put_unit(g, 1, "MS", 1614);   /* 5: plotted to melee */
    put_unit(g, 1, "BW", 1610);   /* 6: plotted to fire (DF) */
    sim_begin(g, 3);
    play_ok(g, "plot 0 ML 1612");
    play_ok(g, "plot 1 ML 1614");
    play_ok(g, "plot 2 ML 1610");
    play_ok(g, "plot 3 OF 1612");
    play_ok(g, "end");
    play_ok(g, "plot 4 MV 1712");
    play_ok(g, "plot 5 ML 1514");
    play_ok(g, "plot 6 DF");
    /* Fire: 2 vs 3 = 1-2, die 1: -.  Melee, Hittites first: 3 vs 1.5 (2-1) die 1 -; 3 vs 3
     * (1-1) die 1 -; 3 vs 1 (3-1) die 1 -; then the Egyptians' 3 vs 3 die 1 -. */
    int dice[] = {1, 1, 1, 1, 1};
    force(g, dice, 5);
    play_ok(g, "end");
    CHECK_INT(ps_game_forced_dice_left(g), 0);
    const char *ev = ps_game_events(g);
    CHECK(has_text(ev, "fire 3 -> 1612: 2 vs 3 = 1-2, die 1: -\n"));
    CHECK(has_text(ev, "melee 0 -> 1612: 3 vs 1.5 = 2-1, die 1: -\n"));
    CHECK(has_text(ev, "melee 1 -> 1614: 3 vs 3 = 1-1, die 1: -\n"));
    CHECK(has_text(ev, "melee 2 -> 1610: 3 vs 1 = 3-1, die 1: -\n"));
    CHECK(has_text(ev, "melee 5 -> 1514: 3 vs 3 = 1-1, die 1: -\n"));
    /* Unharmed, the mover then moves. */
    CHECK(has_text(ev, "unit 4 MS moves 1612-1712"));
    ps_game_free(g);
}

/* ---- movement resolution [22.0] --------------------------------------------------------- */

TEST(sim_same_hex_strength, "[22.21] opposing forces entering one hex: the greater Melee "
                            "Attack Strength enters first, the other stops")
{
    ps_game *g = sim_game();
    put_unit(g, 0, "SD", 1512); /* 4 */
    put_unit(g, 1, "MS", 1712); /* 3 */
    sim_begin(g, 3);
    play_ok(g, "plot 0 MV 1612");
    play_ok(g, "end");
    play_ok(g, "plot 1 MV 1612");
    play_ok(g, "end");
    CHECK(has_text(ps_game_events(g),
                   "units of both sides enter 1612: the Hittites first, 4 Melee Attack Strength "
                   "Points to 3 [22.21] [22.2]\n"));
    CHECK(has_text(ps_game_events(g), "unit 0 SD moves 1512-1612\n"
                                      "unit 1 MS does not move: enemy unit 0 entered 1612 "
                                      "first, so it stops [22.2]\n"));
    CHECK_INT(hex_now(g, 0), 1612);
    CHECK_INT(hex_now(g, 1), 1712);
    ps_game_free(g);
}

TEST(sim_same_hex_tie, "[22.22] [22.23] brackets count in full; equal strengths roll, the "
                       "higher die enters first")
{
    ps_game *g = sim_game();
    put_unit(g, 0, "MC", 1512); /* [3]: 3 in attack */
    put_unit(g, 1, "MS", 1712); /* 3 */
    sim_begin(g, 3);
    play_ok(g, "plot 0 MV 1612");
    play_ok(g, "end");
    play_ok(g, "plot 1 MV 1612");
    int dice[] = {4, 4, 2, 5}; /* a tie, rolled again: the Hittites 2, the Egyptians 5 */
    force(g, dice, 4);
    play_ok(g, "end");
    CHECK_INT(ps_game_forced_dice_left(g), 0);
    CHECK(has_text(ps_game_events(g),
                   "units of both sides enter 1612: the Egyptians first, 3 points each, die 5 "
                   "to 2 [22.23] [22.2]\n"));
    CHECK_INT(hex_now(g, 0), 1512);
    CHECK_INT(hex_now(g, 1), 1612);
    ps_game_free(g);
}

TEST(sim_hexside, "[22.3] opposing units crossing the same hexside both stop, with no combat")
{
    ps_game *g = sim_game();
    put_unit(g, 0, "MS", 1412); /* 0: 1512 then 1612 */
    put_unit(g, 0, "L1", 1411);
    put_unit(g, 1, "MS", 1712); /* 2: 1612 then 1512 */
    put_unit(g, 1, "L1", 1811);
    sim_begin(g, 3);
    play_ok(g, "plot 0 MV 1512-1612");
    play_ok(g, "end");
    play_ok(g, "plot 2 MV 1612-1512");
    play_ok(g, "end");
    CHECK(has_text(ps_game_events(g),
                   "unit 0 MS moves 1412-1512: it meets enemy unit 2 on the hexside into 1612 "
                   "and both stop [22.3]\n"
                   "unit 2 MS moves 1712-1612: it meets enemy unit 0 on the hexside into 1512 "
                   "and both stop [22.3]\n"));
    CHECK_INT(hex_now(g, 0), 1512);
    CHECK_INT(hex_now(g, 2), 1612);
    CHECK(!strstr(ps_game_events(g), "melee"));
    ps_game_free(g);
}

TEST(sim_enemy_finished, "[22.3] a unit that would enter the hex of an enemy unit finished "
                         "with movement stops; an enemy leaving the hex in the same step "
                         "does not stop it")
{
    ps_game *g = sim_game();
    put_unit(g, 0, "MS", 1512); /* 0 */
    put_unit(g, 0, "L1", 1413);
    put_unit(g, 0, "MS", 1514); /* 2 */
    put_unit(g, 1, "MS", 1812); /* 3: into 1712, and stays */
    put_unit(g, 1, "MS", 1814); /* 4: through 1714 to 1715 */
    put_unit(g, 1, "L1", 1913);
    sim_begin(g, 3);
    play_ok(g, "plot 0 MV 1612-1712");
    play_ok(g, "plot 2 MV 1614-1714");
    play_ok(g, "end");
    play_ok(g, "plot 3 MV 1712");
    play_ok(g, "plot 4 MV 1714-1715");
    play_ok(g, "end");
    const char *ev = ps_game_events(g);
    CHECK(has_text(ev, "unit 0 MS moves 1512-1612: enemy unit 3 holds 1712, so it stops "
                       "[22.3]\n"));
    CHECK(has_text(ev, "unit 2 MS moves 1514-1614-1714\n"));
    CHECK_INT(hex_now(g, 0), 1612);
    CHECK_INT(hex_now(g, 2), 1714);
    CHECK_INT(hex_now(g, 4), 1715);
    ps_game_free(g);
}

TEST(sim_zone_lost, "[21.1] a fire unit plotted to move or melee has no Defensive Fire Zone; "
                    "plotted DF it stops the enemy [6.41]")
{
    for (int df = 0; df < 2; df++) {
        ps_game *g = sim_game();
        put_unit(g, 0, "MS", 1512);
        put_unit(g, 0, "L1", 1411);
        put_unit(g, 1, "BW", 1713); /* 2: its zone covers 1612 and 1712 */
        sim_begin(g, 3);
        play_ok(g, "plot 0 MV 1612-1712-1812");
        play_ok(g, "end");
        play_ok(g, df ? "plot 2 DF" : "plot 2 MV 1714");
        play_ok(g, "end");
        if (df) {
            CHECK(has_text(ps_game_events(g), "unit 0 MS moves 1512-1612: it stops next to "
                                              "enemy fire unit 2 [6.41]\n"));
            CHECK_INT(hex_now(g, 0), 1612);
        } else {
            CHECK(has_text(ps_game_events(g), "unit 0 MS moves 1512-1612-1712-1812\n"));
            CHECK_INT(hex_now(g, 0), 1812);
        }
        ps_game_free(g);
    }
}

TEST(sim_stacking_send_back, "[5.4] a hex a stop leaves over the stacking limit sends its last "
                             "arrival back along its path")
{
    ps_game *g = sim_game();
    put_unit(g, 1, "MS", 1812); /* 0, 1: to 1612 through 1712 */
    put_unit(g, 1, "MS", 1812);
    put_unit(g, 1, "MS", 1912); /* 2: follows them, to 1712 */
    put_unit(g, 1, "L1", 2012);
    put_unit(g, 0, "MS", 1611); /* 4: takes 1612 first */
    sim_begin(g, 3);
    play_ok(g, "plot 4 MV 1612");
    play_ok(g, "end");
    play_ok(g, "plot 0 MV 1712-1612");
    play_ok(g, "plot 1 MV 1712-1612");
    play_ok(g, "plot 2 MV 1812-1712");
    play_ok(g, "end");
    const char *ev = ps_game_events(g);
    CHECK(has_text(ev, "unit 2 MS goes back to 1812: 1712 would break the stacking rules "
                       "[5.4]\n"));
    CHECK(has_text(ev, "unit 0 MS moves 1812-1712: enemy unit 4 holds 1612, so it stops "
                       "[22.3]\n"));
    CHECK(has_text(ev, "unit 2 MS moves 1912-1812\n"));
    CHECK_INT(hex_now(g, 0), 1712);
    CHECK_INT(hex_now(g, 1), 1712);
    CHECK_INT(hex_now(g, 2), 1812);
    CHECK_INT(hex_now(g, 4), 1612);
    ps_game_free(g);
}

TEST(sim_chariot_allowance, "[C1.4] a chariot's movement plot spends its whole allowance in "
                            "the one Movement Resolution; embarking is no task")
{
    ps_game *g = sim_game();
    put_unit(g, 0, "CH", 1012);
    put_unit(g, 0, "L1", 1011);
    sim_begin(g, 3);
    CHECK(has_text(refusal(g, "plot 0 MV 1112-1212-1312-1412-1512-1612-1712-1812-1912-2012"),
                   "[5.27] unit 0 has 0 MP left, 2012 costs 1"));
    play_ok(g, "plot 0 MV 1112-1212-1312-1412-1512-1612-1712-1812-1912");
    CHECK_STR(refusal(g, "embark 1 0"), "[19.1] the Simultaneous Movement Sequence has no "
                                        "'embark': each unit's one task is plotted (plot U "
                                        "TASK ...) [21.0]");
    resolve(g, NULL, 0);
    CHECK_INT(hex_now(g, 0), 1912);
    ps_game_free(g);
}

/* ---- Defensive Fire [19.1] E ---------------------------------------------------------- */

TEST(sim_defensive_fire, "[19.1] E units plotted DF fire at an enemy unit of their choice that "
                         "moved adjacent; [8.23] disrupted, a unit has no task until it recovers")
{
    ps_game *g = sim_game();
    put_unit(g, 0, "MS", 1512);
    put_unit(g, 0, "L1", 1411);
    put_unit(g, 1, "BW", 1713); /* 2 */
    put_unit(g, 1, "MS", 1814); /* 3: stays, unmoved */
    sim_begin(g, 3);
    play_ok(g, "plot 0 MV 1612-1712-1812");
    play_ok(g, "end");
    play_ok(g, "plot 2 DF");
    play_ok(g, "end");
    ps_status_info st = status_of(g);
    CHECK_INT(st.phase, PS_PHASE_DEFENSIVE_FIRE_RESOLUTION);
    CHECK_INT(st.side_to_act, 1);
    CHECK(has_text(ps_game_events(g), "turn 3 Defensive Fire [19.1] E: the Egyptians choose the "
                                      "targets of their DF units (fire U[,U..] HEX, then end)\n"
                                      "turn 3 defensive-fire-resolution phase: Egyptians to "
                                      "act\n"));
    ps_action acts[16];
    CHECK_INT(ps_game_legal(g, -1, acts, 16), 2);
    CHECK(is_legal_listed(g, "fire 2 1612"));
    CHECK_STR(refusal(g, "plot 2 OF 1612"), "[20.4] tasks are plotted in the Operations Plot "
                                            "Phase [19.1] A; this Game-Turn's plot is final");
    CHECK_STR(refusal(g, "fire 3 1612"), "[21.1] unit 3 is not plotted for Defensive Fire (DF): "
                                         "only DF units fire now [19.1]");
    CHECK(has_text(odds_text(g, "fire 2 1612"), "odds 2 vs 3 = 1-2 [7.32]\n"));
    play_ok(g, "fire 2 1612");
    CHECK_STR(ps_game_events(g), "the Egyptians choose a Defensive Fire target\n");
    CHECK(has_text(position_text(g), "df-target 2 1612\n"));
    int dice[] = {6};
    force(g, dice, 1);
    play_ok(g, "end");
    CHECK(has_text(ps_game_events(g), "turn 3 Defensive Fire Combat Resolution Phase [19.1] E\n"
                                      "fire 2 -> 1612: 2 vs 3 = 1-2, die 6: D\n"
                                      "unit 0 MS at 1612 disrupted\n"));
    /* Turn 4: disrupted in turn 3, it stays disrupted through turn 4 [8.23]. */
    st = status_of(g);
    CHECK_INT(st.turn, 4);
    CHECK(has_flag(g, 0, UF_DISRUPTED));
    CHECK(!has_flag(g, 0, UF_DISRUPTED_NOW));
    CHECK(has_text(refusal(g, "plot 0 MV 1512"), "[8.2] unit 0 is disrupted"));
    resolve(g, NULL, 0);
    CHECK(!has_flag(g, 0, UF_DISRUPTED));
    CHECK_STR(refusal(g, "plot 0 MV 1512"), "legal");
    ps_game_free(g);
}

TEST(sim_fire_every_turn, "[6.12] under the simultaneous sequence a fire unit may fire every "
                          "Game-Turn: one task a Game-Turn [21.0]")
{
    ps_game *g = sim_game();
    put_unit(g, 0, "BW", 1512);
    put_unit(g, 1, "SD", 1712);
    sim_begin(g, 3);
    play_ok(g, "plot 0 OF 1712");
    int dice[] = {1};
    resolve(g, dice, 1);
    CHECK(has_text(ps_game_events(g), "fire 0 -> 1712: 2 vs 3 = 1-2, die 1: -\n"));
    CHECK_STR(refusal(g, "plot 0 OF 1712"), "legal");
    ps_game_free(g);
}

/* ---- whole games --------------------------------------------------------------------------- */

TEST(sim_random_games, "[19.0] random games under the simultaneous sequence keep every "
                       "invariant, end, and replay to the same position")
{
    static const char *const scen[] = {"delta", "kadesh", "tabal"};
    static ps_action buf[20000];
    for (size_t i = 0; i < sizeof scen / sizeof scen[0]; i++) {
        ps_game *g;
        char err[PS_ERR_MAX];
        CHECK_INT(ps_game_new(fixture_data(), scen[i], 11, &g, err, sizeof err), PS_OK);
        CHECK_INT(ps_game_set_option(g, PS_OPT_SIMULTANEOUS, true), PS_OK);
        ai_rng r;
        ai_rng_seed(&r, 5 + i);
        long n = ai_random_game(g, &r, buf, 20000, ps_game_check_invariants);
        CHECK(n > 0);
        CHECK(status_of(g).over);
        /* Replay: the same seed and actions give the same game. */
        ps_game *h;
        CHECK_INT(ps_game_new(fixture_data(), scen[i], 11, &h, err, sizeof err), PS_OK);
        CHECK_INT(ps_game_set_option(h, PS_OPT_SIMULTANEOUS, true), PS_OK);
        for (int k = 0; k < ps_game_undo_depth(g); k++) {
            ps_action a;
            CHECK_INT(ps_game_history_action(g, k, &a), PS_OK);
            char text[PS_ACTION_TEXT_MAX];
            ps_action_format(&a, text, sizeof text);
            if (ps_game_play_text(h, text) != PS_OK) {
                fprintf(stderr, "  replay %s: '%s' refused: %s\n", scen[i], text,
                        ps_game_error(h));
                CHECK(false);
                break;
            }
        }
        CHECK(ps_game_hash(g) == ps_game_hash(h));
        ps_game_free(g);
        ps_game_free(h);
    }
}

TEST(sim_concession, "[15.0] a Tactical Concession during the plot ends the game; no plot is "
                     "carried out")
{
    ps_game *g = sim_game();
    put_unit(g, 0, "MS", 1512);
    put_unit(g, 1, "MS", 1712);
    CHECK_INT(ps_game_set_option(g, PS_OPT_CONCESSION, true), PS_OK);
    sim_begin(g, 3);
    play_ok(g, "plot 0 MV 1612");
    play_ok(g, "end");
    play_ok(g, "concede");
    ps_status_info st = status_of(g);
    CHECK(st.over);
    CHECK_INT(st.winner, 0);
    CHECK_INT(hex_now(g, 0), 1512);
    CHECK_INT(ps_game_check_invariants(g), PS_OK);
    ps_game_free(g);
}

TEST(sim_exit, "[11.4] a unit plotted EX leaves the map from its last hex, for the exit "
               "condition")
{
    ps_game *g = fixture_empty("lake-regillus"); /* the Etruscans leave by the south edge */
    put_unit(g, 0, "MS", 1520);
    put_unit(g, 1, "MS", 1535);
    put_unit(g, 1, "MS", 1525); /* so the Etruscans still have a unit on the map [11.0] */
    CHECK_INT(ps_game_set_option(g, PS_OPT_SIMULTANEOUS, true), PS_OK);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_PLOT, 1, 3), PS_OK);
    CHECK_INT(status_of(g).side_to_act, 1);
    CHECK_STR(refusal(g, "plot 1 EX 1635"), "[11.42] unit 1 has 1/2 MP left in 1635, and "
                                            "leaving the map takes 1");
    play_ok(g, "plot 1 EX 1535");
    play_ok(g, "end");
    if (status_of(g).turn == 3)
        play_ok(g, "end"); /* the Romans plot after the Etruscans */
    ps_unit_info ui;
    CHECK_INT(ps_game_unit(g, 1, &ui), PS_OK);
    CHECK(ui.exited);
    ps_goal goal;
    CHECK_INT(ps_game_goals(g, 1, &goal, 1), 1);
    CHECK_INT(goal.kind, PS_GOAL_EXIT);
    CHECK_INT(goal.value, 1);
    ps_game_free(g);
}

TEST(sim_panic_once_per_phase, "[20.2] [13.13] the losses of a resolution phase are one instant: "
                               "with both armies past their Panic Levels, the one further past "
                               "panics, though the other's loss was applied first")
{
    ps_game *g = sim_game();
    ps_game_place(g, 0, "MI", 1512, PS_UNIT_DISRUPTED); /* 0: its loss is applied first */
    for (int i = 0; i < 3; i++)
        put_unit(g, 0, "SD", 1712);                      /* 1..3 */
    for (int i = 0; i < 3; i++)
        put_unit(g, 0, "SD", 1613);                      /* 4..6 */
    put_unit(g, 1, "MS", 1612);                          /* 7, 8 */
    put_unit(g, 1, "MS", 1612);
    put_unit(g, 1, "MS", 2512);                          /* 9 */
    CHECK_INT(ps_game_set_option(g, PS_OPT_PANIC, true), PS_OK);
    /* Each army one VP short of its Panic Level. */
    g->st.vp[1] = g->scen.force[0].panic_level - 1;
    g->st.vp[0] = g->scen.force[1].panic_level - 1;
    sim_begin(g, 3);
    for (int u = 1; u <= 6; u++) {
        char act[32];
        snprintf(act, sizeof act, "plot %d ML 1612", u);
        play_ok(g, act);
    }
    play_ok(g, "end");
    play_ok(g, "plot 7 ML 1512");
    play_ok(g, "plot 8 ML 1512");
    int dice[] = {6, 6}; /* E on the two MS (4 VP); E on the disrupted MI, 6 + 1 (1 VP) */
    force(g, dice, 2);
    play_ok(g, "end");
    const char *ev = ps_game_events(g);
    CHECK(has_text(ev, "unit 0 MI at 1512 eliminated"));
    CHECK(has_text(ev, "unit 7 MS at 1612 eliminated"));
    /* The Hittites 0 past their level, the Egyptians 3: the Egyptians panic, the Hittites
     * never [13.13]. */
    CHECK(g->st.army_panicked[1]);
    CHECK(!g->st.army_panicked[0]);
    ps_game_free(g);
}
