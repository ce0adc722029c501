/* Chariot's exclusive optional rules [C3.1] range effects and [C3.2] unit capability: the
 * charts as data (data/chariot/units.txt), and their effect on the strengths of combat_assess,
 * on hand-made positions in the open ground of the Kadesh map (side 0 Hittites, side 1
 * Egyptians).  Around 1512 (even row): E 1612, NE 1611, NW 1511, W 1412, SW 1513, SE 1613.
 * Fire lines as in test_fire.c: 1312-1412-1512 (range 2), 1812-1712-1612-1512 (range 3). */
#include <stdlib.h>

#include "combat_util.h"
#include "data/tables_load.h"

static ps_game *chart_position(ps_phase phase, ps_option option)
{
    ps_game *g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_option(g, option, true), PS_OK);
    CHECK_INT(ps_game_set_phase(g, phase, 0, 3), PS_OK);
    return g;
}

/* ---- [C3.1] range effects ---- */

TEST(charts_range_effects_data, "[C3.1] the range effects chart is data: BW 2/1/-, IB 2/2/1, HB 1/½/-, SK 2")
{
    ps_game *g = fixture_empty("kadesh");
    const struct tables *t = &g->tables;
    static const struct {
        const char *code;
        fx s[RANGE_EFFECT_MAX];
    } want[] = {
        {"BW", {FX(2), FX(1), -1, -1}},
        {"IB", {FX(2), FX(2), FX(1), -1}},
        {"HB", {FX(1), FX_ONE / 2, -1, -1}},
        {"SK", {FX(2), -1, -1, -1}},
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        int type = tables_find_type(t, want[i].code);
        CHECK(type >= 0);
        CHECK(t->range_effect[type].present);
        for (int d = 0; d < RANGE_EFFECT_MAX; d++)
            CHECK_INT(t->range_effect[type].strength[d], want[i].s[d]);
    }
    CHECK(!t->range_effect[tables_find_type(t, "MS")].present);
    ps_game_free(g);
}

TEST(charts_range_effects_fire, "[C3.1] fire strength by range: BW 1 at 2, IB 1 at 3, SK full at 1")
{
    ps_game *g = chart_position(PS_PHASE_FIRE, PS_OPT_RANGE_EFFECTS);
    int t = put_unit(g, 1, "MS", 1512);
    int bw = put_unit(g, 0, "BW", 1312);
    int ib = put_unit(g, 0, "IB", 1812);
    int sk = put_unit(g, 0, "SK", 1611);
    char act[64];
    snprintf(act, sizeof act, "fire %d,%d,%d 1512", bw, ib, sk);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "attack 4\n"));
    CHECK(has_text(o, "unit 1 BW at 1312, range 2: 2, at range 2 on the range effects chart "
                      "[C3.1]: 1\n"));
    CHECK(has_text(o, "unit 2 IB at 1812, range 3: 2, at range 3 on the range effects chart "
                      "[C3.1]: 1\n"));
    CHECK(has_text(o, "unit 3 SK at 1611, range 1: 2, at range 1 on the range effects chart "
                      "[C3.1]: 2\n"));
    CHECK(has_text(o, "odds 4 vs 3 = 1-1"));
    /* 1-1, die 4: D (without the option it would be 6 vs 3, 2-1). */
    play_with(g, act, 4);
    CHECK(has_text(ps_game_events(g), "fire 1,2,3 -> 1512: 4 vs 3 = 1-1, die 4: D\n"));
    CHECK(has_flag(g, t, UF_DISRUPTED));
    ps_game_free(g);
}

TEST(charts_range_effects_ib_range_2, "[C3.1] IB keep their full 2 at range 2")
{
    ps_game *g = chart_position(PS_PHASE_FIRE, PS_OPT_RANGE_EFFECTS);
    put_unit(g, 1, "MS", 1512);
    int ib = put_unit(g, 0, "IB", 1312);
    char act[64];
    snprintf(act, sizeof act, "fire %d 1512", ib);
    CHECK(has_text(odds_text(g, act), "odds 2 vs 3 = 1-2"));
    ps_game_free(g);
}

TEST(charts_range_effects_half, "[C3.1] HB fire at ½ at range 2; fractions are kept in the odds")
{
    ps_game *g = chart_position(PS_PHASE_FIRE, PS_OPT_RANGE_EFFECTS);
    put_unit(g, 1, "MS", 1512);
    int hb = put_unit(g, 0, "HB", 1312);
    int sk = put_unit(g, 0, "SK", 1612);
    char act[64];
    snprintf(act, sizeof act, "fire %d 1512", hb);
    CHECK(has_text(odds_text(g, act), "refused: [8.1] 0.5 against 3 is below 1-2"));
    snprintf(act, sizeof act, "fire %d,%d 1512", hb, sk);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "HB at 1312, range 2: 1, at range 2 on the range effects chart [C3.1]: "
                      "0.5\n"));
    CHECK(has_text(o, "odds 2.5 vs 3 = 1-2"));
    ps_game_free(g);
}

TEST(charts_range_effects_off, "[C3.1] without the option every fire unit fires at its printed strength")
{
    ps_game *g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_FIRE, 0, 3), PS_OK);
    put_unit(g, 1, "MS", 1512);
    int bw = put_unit(g, 0, "BW", 1312);
    char act[64];
    snprintf(act, sizeof act, "fire %d 1512", bw);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "unit 1 BW at 1312, range 2: 2\n"));
    CHECK(has_text(o, "odds 2 vs 3 = 1-2"));
    ps_game_free(g);
}

/* ---- the loader ---- */

/* The shipped units.txt with one more line; the loader's verdict ("ok" or its error). */
static const char *load_with(const char *extra)
{
    static char err[PS_ERR_MAX];
    char path[1024];
    snprintf(path, sizeof path, "%s/chariot/units.txt", test_data_dir());
    FILE *f = fopen(path, "rb");
    CHECK(f != NULL);
    if (!f)
        return "no file";
    static char text[65536];
    size_t n = fread(text, 1, sizeof text - 512, f);
    fclose(f);
    snprintf(text + n, 512, "%s\n", extra);
    static struct tables t;
    if (!tables_load_text(&t, text, strlen(text), "units.txt", err, sizeof err))
        return err;
    return "ok";
}

TEST(charts_loader_checks, "[C3.1] [C3.2] the chart lines are checked, with file:line")
{
    CHECK_STR(load_with("# nothing"), "ok");
    CHECK(has_text(load_with("range-effect BW 2 1 - scan"), "range-effect BW given twice"));
    CHECK(has_text(load_with("range-effect MS 3 - - scan"), "MS is not a fire unit [3.35]"));
    CHECK(has_text(load_with("range-effect XX 2 - - scan"), "unknown unit type 'XX'"));
    CHECK(has_text(load_with("capability MS MC 2 scan"),
                   "capability of MS attacked by MC given twice"));
    CHECK(has_text(load_with("capability MS,XX MC 2 scan"), "bad unit type list 'MS,XX'"));
    CHECK(has_text(load_with("capability MC MS 1/3 scan"), "bad factor '1/3'"));
    CHECK(has_text(load_with("capability MC MS 2 guess"), "unknown source mark 'guess'"));
    CHECK(has_text(load_with("capability MC MS 2 derived"), "ok"));
    /* A bad range-effect line, reported at its line. */
    const char *e = load_with("range-effect XX 2 - - scan");
    CHECK(has_text(e, "units.txt:"));
}

TEST(charts_loader_range_shape, "[C3.1] a range-effect line covers the Range Allowance; range 1 is full strength")
{
    char path[1024];
    snprintf(path, sizeof path, "%s/chariot/units.txt", test_data_dir());
    FILE *f = fopen(path, "rb");
    CHECK(f != NULL);
    if (!f)
        return;
    static char text[65536], err[PS_ERR_MAX];
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    static const struct {
        const char *from, *to, *want;
    } cases[] = {
        {"range-effect BW 2 1   -", "range-effect BW 2 1   1",
         "range 3 of BW (Range Allowance 2) needs -"},
        {"range-effect BW 2 1   -", "range-effect BW 2 -   -",
         "range 2 of BW (Range Allowance 2) needs a strength"},
        {"range-effect BW 2 1   -", "range-effect BW 1 1   -",
         "BW fires at full strength (2) at range 1 [C3.1]"},
        {"range-effect HB 1 1/2 -", "range-effect HB 1 1/0 -", "bad strength '1/0' at range 2"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        static char copy[65536];
        char *at = strstr(text, cases[i].from);
        CHECK(at != NULL);
        if (!at)
            continue;
        size_t head = (size_t)(at - text);
        memcpy(copy, text, head);
        snprintf(copy + head, sizeof copy - head, "%s%s", cases[i].to, at + strlen(cases[i].from));
        static struct tables t;
        CHECK(!tables_load_text(&t, copy, strlen(copy), "units.txt", err, sizeof err));
        CHECK(has_text(err, cases[i].want));
    }
}

/* ---- [C3.2] unit capability ---- */

TEST(charts_capability_data, "[C3.2] the unit capability chart is data: MS,MI x1 x½ x2; AX,SD x1 x1 x½")
{
    ps_game *g = fixture_empty("kadesh");
    const struct tables *t = &g->tables;
    int ms = tables_find_type(t, "MS"), mi = tables_find_type(t, "MI");
    int ax = tables_find_type(t, "AX"), sd = tables_find_type(t, "SD");
    int mc = tables_find_type(t, "MC"), sk = tables_find_type(t, "SK");
    CHECK_INT(t->capability[ms][mi], FX(1));
    CHECK_INT(t->capability[mi][sd], FX_ONE / 2);
    CHECK_INT(t->capability[ms][mc], FX(2));
    CHECK_INT(t->capability[sd][ms], FX(1));
    CHECK_INT(t->capability[ax][ax], FX(1));
    CHECK_INT(t->capability[sd][mc], FX_ONE / 2);
    /* Not covered: normal strength. */
    CHECK_INT(t->capability[mc][ms], 0);
    CHECK_INT(t->capability[ms][sk], 0);
    ps_game_free(g);
}

TEST(charts_capability_melee, "[C3.2] SD halve MS, MC double MS and halve AX; fractions retained")
{
    ps_game *g = chart_position(PS_PHASE_MELEE, PS_OPT_CAPABILITY);
    put_unit(g, 1, "MS", 1512);
    int sd = put_unit(g, 0, "SD", 1612);
    int mc = put_unit(g, 0, "MC", 1611);
    char act[64];
    snprintf(act, sizeof act, "melee %d 1512", sd);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "unit 0 MS at 1512: 3, attacked by SD: x1/2 [C3.2] = 1.5\n"));
    CHECK(has_text(o, "odds 4 vs 1.5 = 2-1"));
    snprintf(act, sizeof act, "melee %d 1512", mc);
    o = odds_text(g, act);
    CHECK(has_text(o, "unit 0 MS at 1512: 3, attacked by MC: x2 [C3.2] = 6\n"));
    CHECK(has_text(o, "odds 3 vs 6 = 1-2"));
    /* MC against AX: x½. */
    put_unit(g, 1, "AX", 1414);
    int mc2 = put_unit(g, 0, "MC", 1514);
    snprintf(act, sizeof act, "melee %d 1414", mc2);
    o = odds_text(g, act);
    CHECK(has_text(o, "AX at 1414: 3, attacked by MC: x1/2 [C3.2] = 1.5\n"));
    CHECK(has_text(o, "odds 3 vs 1.5 = 2-1"));
    /* The result applies as usual: 2-1, die 3: D. */
    play_with(g, act, 3);
    CHECK(has_text(ps_game_events(g), ": 3 vs 1.5 = 2-1, die 3: D"));
    ps_game_free(g);
}

TEST(charts_capability_not_covered, "[C3.2] combinations not on the chart engage at normal strengths")
{
    ps_game *g = chart_position(PS_PHASE_MELEE, PS_OPT_CAPABILITY);
    put_unit(g, 1, "MC", 1512);
    int ms = put_unit(g, 0, "MS", 1612);
    int mi = put_unit(g, 0, "MI", 1414);
    put_unit(g, 1, "MS", 1514);
    char act[64];
    snprintf(act, sizeof act, "melee %d 1512", ms);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "unit 0 MC at 1512: [3], bracketed: defends at half [3.37] = 1.5\n"));
    CHECK(!strstr(o, "[C3.2]"));
    /* MI against MS: x1, nothing said. */
    snprintf(act, sizeof act, "melee %d 1514", mi);
    o = odds_text(g, act);
    CHECK(has_text(o, "unit 3 MS at 1514: 3\n"));
    CHECK(has_text(o, "odds 2 vs 3 = 1-2"));
    ps_game_free(g);
}

TEST(charts_capability_attacker_benefit, "[C3.2] several kinds of attacker: benefits are given the Attacker (the rulebook's SD, SD, LT against MS and LT)")
{
    ps_game *g = chart_position(PS_PHASE_MELEE, PS_OPT_CAPABILITY);
    /* The rulebook's Light Troops are not a Chariot counter: SK stand in for them. */
    put_unit(g, 1, "MS", 1512);
    put_unit(g, 1, "SK", 1512);
    int sd1 = put_unit(g, 0, "SD", 1612);
    int sd2 = put_unit(g, 0, "SD", 1611);
    int sk = put_unit(g, 0, "SK", 1613);
    char act[64];
    snprintf(act, sizeof act, "melee %d,%d,%d 1512", sd1, sd2, sk);
    const char *o = odds_text(g, act);
    /* MS: SD x½, SK not covered (x1): the Attacker's benefit, x½.  SK [2]: 1, not covered. */
    CHECK(has_text(o, "MS at 1512: 3, attacked by SD: x1/2 (several kinds: the Attacker's "
                      "benefit) [C3.2] = 1.5\n"));
    CHECK(has_text(o, "SK at 1512: [2], bracketed: defends at half [3.37] = 1\n"));
    CHECK(has_text(o, "attack 10\n"));
    CHECK(has_text(o, "defence 2.5\n"));
    CHECK(has_text(o, "odds 10 vs 2.5 = 4-1"));
    ps_game_free(g);
}

TEST(charts_capability_benefit_removes_bonus, "[C3.2] MC with SK against MS: the x1 of SK is the Attacker's benefit over MC's x2")
{
    ps_game *g = chart_position(PS_PHASE_MELEE, PS_OPT_CAPABILITY);
    put_unit(g, 1, "MS", 1512);
    int mc = put_unit(g, 0, "MC", 1612);
    int sk = put_unit(g, 0, "SK", 1611);
    char act[64];
    snprintf(act, sizeof act, "melee %d,%d 1512", mc, sk);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "unit 0 MS at 1512: 3\n"));
    CHECK(has_text(o, "odds 5 vs 3 = 1-1"));
    ps_game_free(g);
}

TEST(charts_capability_per_unit, "[C3.2] a stack: each defending unit by its own type")
{
    ps_game *g = chart_position(PS_PHASE_MELEE, PS_OPT_CAPABILITY);
    put_unit(g, 1, "MS", 1512);
    put_unit(g, 1, "MI", 1512);
    put_unit(g, 1, "SK", 1512);
    int sd = put_unit(g, 0, "SD", 1612);
    int ax = put_unit(g, 0, "AX", 1611);
    char act[64];
    snprintf(act, sizeof act, "melee %d,%d 1512", sd, ax);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "MS at 1512: 3, attacked by SD: x1/2 [C3.2] = 1.5\n"));
    CHECK(has_text(o, "MI at 1512: 2, attacked by SD: x1/2 [C3.2] = 1\n"));
    CHECK(has_text(o, "SK at 1512: [2], bracketed: defends at half [3.37] = 1\n"));
    CHECK(has_text(o, "defence 3.5\n"));
    CHECK(has_text(o, "odds 7 vs 3.5 = 2-1"));
    ps_game_free(g);
}

TEST(charts_capability_with_terrain, "[C3.2] the factor multiplies the terrain-adjusted Melee Defense Strength")
{
    ps_game *g = chart_position(PS_PHASE_MELEE, PS_OPT_CAPABILITY);
    /* A woods hex of the map, found by the chart, and a clear neighbour: the defence
     * doubling of [7.6] and the x½ cancel out. */
    ps_hex_combat hc;
    int woods = 0;
    for (int c = 2; c < 30 && !woods; c++)
        for (int r = 2; r < 30 && !woods; r++) {
            ps_hex_info hi;
            if (ps_game_hex(g, c * 100 + r, &hi) == PS_OK && hi.exists &&
                strcmp(hi.terrain, "woods") == 0 &&
                ps_game_hex_combat(g, c * 100 + r, &hc) == PS_OK && hc.defender_doubled)
                woods = c * 100 + r;
        }
    CHECK(woods != 0);
    int nb[6];
    ps_game_neighbours(g, woods, nb);
    int from = 0;
    for (int d = 0; d < 6 && !from; d++) {
        ps_hex_info hi;
        if (nb[d] && ps_game_hex(g, nb[d], &hi) == PS_OK && strcmp(hi.terrain, "clear") == 0)
            from = nb[d];
    }
    CHECK(from != 0);
    put_unit(g, 1, "MS", woods);
    int sd = put_unit(g, 0, "SD", from);
    char act[64], want[128];
    snprintf(act, sizeof act, "melee %d %04d", sd, woods);
    snprintf(want, sizeof want, "MS at %04d: 3, in woods doubled [7.6] = 6, attacked by SD: x1/2 "
                                "[C3.2] = 3\n", woods);
    CHECK(has_text(odds_text(g, act), want));
    ps_game_free(g);
}
