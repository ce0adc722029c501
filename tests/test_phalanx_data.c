/* The Phalanx data layer: the shipped map (data/phalanx/map.txt, generated from the reference
 * digitisation with the decisions of docs/phalanx-as-coded.md), the reconstructed charts, and
 * all 16 scenarios, each army's PV computed from its units against the figures of
 * phalanx-reconstruction.md s.1.5 and s.1.7, and each deployment area against the counts of
 * phalanx-map-checks.txt s.8.  Malformed inputs: tests/test_phalanx_errors.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "core/map.h"
#include "core/phalanx/scenario.h"
#include "core/phalanx/tables.h"
#include "data/map_load.h"
#include "data/phalanx_scenario_load.h"
#include "data/phalanx_tables_load.h"
#include "fixture.h"
#include "data/textfile.h"

static struct map px_map;
static struct px_tables px_tab;
static int loaded; /* 0 not tried, 1 ok, -1 failed */

static bool load_all(void)
{
    if (loaded)
        return loaded > 0;
    loaded = -1;
    char dir[512], path[600], err[512];
    char *text;
    size_t len;
    snprintf(dir, sizeof dir, "%s/phalanx", test_data_dir());
    snprintf(path, sizeof path, "%s/map.txt", dir);
    if (!textfile_read(path, &text, &len, err, sizeof err)) {
        CHECK_STR(err, "");
        return false;
    }
    bool ok = map_load_text(&px_map, text, len, path, err, sizeof err);
    free(text);
    if (!ok || !px_tables_load_dir(&px_tab, dir, err, sizeof err)) {
        CHECK_STR(err, "");
        return false;
    }
    loaded = 1;
    return true;
}

static hex_id hx(const char *id)
{
    hex_id h = map_parse_hex(&px_map, id);
    if (h == HEX_NONE)
        CHECK_STR(id, "a hex on the Phalanx map");
    return h;
}

static int bits(unsigned v)
{
    int n = 0;
    for (; v; v &= v - 1)
        n++;
    return n;
}

/* ---- the map ---- */

TEST(px_map_size, "[Phalanx Terrain] map: 33x31, ragged rows, 1008 hexes")
{
    if (!load_all())
        return;
    CHECK_STR(px_map.name, "Phalanx");
    CHECK_INT(px_map.cols, 33);
    CHECK_INT(px_map.rows, 31);
    CHECK_INT(px_map.hex_count, 1008);
    for (int row = 1; row <= 31; row++) {
        int n = 0;
        for (int col = 1; col <= 33; col++)
            n += map_hex_at(&px_map, (hex_cr){col, row}) != HEX_NONE;
        CHECK_INT(n, row % 2 ? 33 : 32); /* even rows end half a hex early */
    }
    CHECK_INT(map_hex_at(&px_map, (hex_cr){33, 2}), HEX_NONE);
    CHECK(map_hex_at(&px_map, (hex_cr){33, 1}) != HEX_NONE);
}

TEST(px_map_terrain, "[Phalanx Terrain] map: terrain counts, gaps filled with slope")
{
    if (!load_all())
        return;
    int elev[ELEV_COUNT] = {0}, cover[COVER_COUNT] = {0}, lake = 0;
    for (hex_id h = 0; h < MAP_MAX_HEXES; h++) {
        const struct map_hex *x = &px_map.hexes[h];
        if (!x->exists)
            continue;
        elev[x->elevation]++;
        cover[x->cover]++;
        lake += x->water == WATER_LAKE;
    }
    CHECK_INT(elev[ELEV_GROUND], 815);
    CHECK_INT(elev[ELEV_SLOPE], 97);   /* 91 digitised + 6 filled */
    CHECK_INT(elev[ELEV_HILLTOP], 96);
    CHECK_INT(cover[COVER_WOODS], 61); /* 7 wooded slopes, 10 wooded hilltops */
    CHECK_INT(cover[COVER_VILLAGE], 3); /* all on hilltops */
    CHECK_INT(cover[COVER_SWAMP], 13);
    CHECK_INT(lake, 45);
    const char *filled[] = {"2001", "2028", "2128", "2228", "2328", "2428"};
    for (size_t i = 0; i < sizeof filled / sizeof filled[0]; i++)
        CHECK_INT(px_map.hexes[hx(filled[i])].elevation, ELEV_SLOPE);
    /* [Phalanx Terrain] decision: every hilltop is ringed by slope (or the map edge). */
    int open = 0, splash = 0;
    for (hex_id h = 0; h < MAP_MAX_HEXES; h++) {
        if (!px_map.hexes[h].exists)
            continue;
        splash += bits(px_map.hexes[h].splash_sides);
        if (px_map.hexes[h].elevation != ELEV_HILLTOP)
            continue;
        for (int d = 0; d < HEX_DIRS; d++) {
            hex_id n = map_neighbour(&px_map, h, (enum hex_dir)d);
            open += n != HEX_NONE && px_map.hexes[n].elevation == ELEV_GROUND;
        }
    }
    CHECK_INT(open, 0);
    CHECK_INT(splash, 2 * 148); /* 139 digitised + 9 across the filled gaps, on both hexes */
}

TEST(px_map_water, "[Phalanx errata Terrain Effects Chart] map: 70 stream hexes, 3 fords, "
                   "4 bridges (2307 decided a bridge)")
{
    if (!load_all())
        return;
    int water[WATER_COUNT] = {0};
    for (hex_id h = 0; h < MAP_MAX_HEXES; h++)
        if (px_map.hexes[h].exists)
            water[px_map.hexes[h].water]++;
    CHECK_INT(water[WATER_STREAM], 63);
    CHECK_INT(water[WATER_FORD], 3);
    CHECK_INT(water[WATER_BRIDGE], 4);
    const char *fords[] = {"1619", "0622", "2625"};
    const char *bridges[] = {"0322", "1522", "2208", "2307"};
    for (int i = 0; i < 3; i++)
        CHECK_INT(px_map.hexes[hx(fords[i])].water, WATER_FORD);
    for (int i = 0; i < 4; i++) {
        CHECK_INT(px_map.hexes[hx(bridges[i])].water, WATER_BRIDGE);
        CHECK(px_map.hexes[hx(bridges[i])].road);
    }
    /* every hex holding both a road and a stream is a bridge */
    for (hex_id h = 0; h < MAP_MAX_HEXES; h++)
        if (px_map.hexes[h].exists && px_map.hexes[h].road && px_map.hexes[h].water)
            CHECK_INT(px_map.hexes[h].water, WATER_BRIDGE);
    CHECK_INT(px_map.hexes[hx("0722")].cover, COVER_WOODS); /* wooded stream hexes */
    CHECK_INT(px_map.hexes[hx("0822")].water, WATER_STREAM);
}

TEST(px_map_roads, "[Phalanx Tactical Concession] map: 94 road hexes, 93 road hexsides, "
                   "edge exits")
{
    if (!load_all())
        return;
    int road = 0, sides = 0;
    char edge[8][5];
    int nedge = 0;
    for (int row = 1; row <= 31; row++)
        for (int col = 1; col <= 33; col++) {
            hex_id h = map_hex_at(&px_map, (hex_cr){col, row});
            if (h == HEX_NONE || !px_map.hexes[h].road)
                continue;
            road++;
            sides += bits(px_map.hexes[h].road_sides);
            if (map_on_edge(&px_map, h) && nedge < 8)
                map_format_hex(h, edge[nedge++]);
        }
    CHECK_INT(road, 94);
    CHECK_INT(sides, 2 * 93);
    /* the five road exits, plus 3202 where road 4 runs along the east edge to 3301 */
    static const char *const want[] = {"0501", "1701", "3301", "3202", "0106", "0631"};
    CHECK_INT(nedge, 6);
    for (int i = 0; i < nedge && i < 6; i++)
        CHECK_STR(edge[i], want[i]);
}

TEST(px_map_letters, "[Phalanx Initial Deployment] map: key letters A-P")
{
    if (!load_all())
        return;
    static const char *const at[] = {"0324", "0320", "0917", "0709", "1110", "1315", "2226",
                                     "2321", "2209", "2506", "2921", "2814", "1224", "1527",
                                     "1404", "1408"};
    for (int i = 0; i < 16; i++) {
        char id[5];
        map_format_hex(px_map.letters[i], id);
        CHECK_STR(id, at[i]);
    }
    for (int i = 16; i < 26; i++)
        CHECK_INT(px_map.letters[i], HEX_NONE);
}

/* ---- the charts ---- */

static const struct px_unit_type *ty(const char *code)
{
    int i = px_find_type(&px_tab, code);
    if (i < 0) {
        CHECK_STR(code, "a unit code");
        return &px_tab.types[0];
    }
    return &px_tab.types[i];
}

TEST(px_units, "[Phalanx The Units] unit types and command units as reconstructed")
{
    if (!load_all())
        return;
    CHECK_INT(px_tab.ntypes, 25);
    const struct px_unit_type *hc = ty("HC"), *el = ty("EL"), *my = ty("MY");
    /* the printed samples [R]: HC 4-2-7 / 4-2-III, EL 9-4-6 / 6-3-VI */
    CHECK_INT(hc->mas.v, 4);
    CHECK_INT(hc->mds_front.v, 2);
    CHECK_INT(hc->ma.v, 7);
    CHECK_INT(hc->stack.v, 4);
    CHECK_INT(hc->mds_flank.v, 2);
    CHECK_INT(hc->cls, PX_CLASS_III);
    CHECK_INT(hc->mas.mark, PX_MARK_R);
    CHECK_INT(hc->vp.mark, PX_MARK_DV);
    CHECK_INT(el->mas.v * 100 + el->mds_front.v * 10 + el->ma.v, 946);
    CHECK_INT(el->stack.v * 100 + el->mds_flank.v * 10 + el->cls, 636);
    CHECK_INT(el->entry[PX_T_SWAMP].v, PX_ENTER_NEVER);
    CHECK_INT(el->entry[PX_T_WOODS].v, PX_ENTER_ROAD_ONLY);
    CHECK_INT(my->mas.v, 6);
    CHECK_INT(my->charge_length.v, 4); /* "despite their Melee Attack Strength of 6" */
    CHECK_INT(my->charge_floor.v, 3);
    CHECK_INT(my->entry[PX_T_SWAMP].v, PX_ENTER_ROAD_ONLY);
    CHECK_STR(ty("SG")->name, "Slingers");
    CHECK_INT(ty("BL")->range.v, 3);
    CHECK_INT(ty("BL")->no_melee_attack.v, 1);
    CHECK_INT(ty("OC")->vp_full.mark, PX_MARK_F);
    CHECK_INT(ty("PL")->fire_and_melee.v + ty("EX")->fire_and_melee.v, 2);
    CHECK_INT(ty("JV")->no_downhill_range.v, 1);
    static const char *const never[] = {"MX", "HY", "SD"};
    int n = 0;
    for (int i = 0; i < px_tab.ntypes; i++)
        n += px_tab.types[i].never_panics.v;
    CHECK_INT(n, 3);
    for (int i = 0; i < 3; i++)
        CHECK_INT(ty(never[i])->never_panics.v, 1);
    /* VP by the formula, rounded up, cavalry whole [Phalanx Victory Conditions] */
    static const struct {
        const char *code;
        int vp;
    } vps[] = {{"MH", 3}, {"PH", 4}, {"SH", 5}, {"MX", 6}, {"HY", 6}, {"EX", 4}, {"PL", 3},
               {"LT", 2}, {"SD", 4}, {"LS", 5}, {"BI", 4}, {"LC", 2}, {"MC", 4}, {"HC", 6},
               {"MY", 9}, {"OC", 5}, {"SK", 2}, {"JV", 3}, {"SG", 3}, {"CA", 2}, {"BL", 2},
               {"EL", 7}, {"CM1", 10}, {"CM2", 10}, {"CM3", 10}};
    for (size_t i = 0; i < sizeof vps / sizeof vps[0]; i++)
        CHECK_INT(px_formula_vp(&px_tab, ty(vps[i].code)), vps[i].vp);
    for (int c = 1; c <= 3; c++) {
        const struct px_unit_type *cm = &px_tab.types[px_command_type(&px_tab, c)];
        CHECK_INT(cm->bonus.v, 12 - 3 * c); /* 9, 6, 3 */
        CHECK_INT(cm->stack.v, 0);
        CHECK_INT(cm->kind, PX_KIND_COMMAND);
    }
    CHECK_INT(px_tab.stacking_limit.v, 12);
    CHECK_INT(px_tab.darius_vp.v, 30);
    CHECK_INT(px_tab.game_turns.v, 12);
    CHECK_INT(px_tab.turn_record_edge.v, PX_EDGE_N);
    CHECK_INT(px_tab.turn_record_edge.mark, PX_MARK_DS);
    CHECK_INT(px_tab.levels[PX_LEVEL_MAR].strict, 1);
    CHECK_INT(px_tab.levels[PX_LEVEL_TAC].att.v, 2);
    CHECK_INT(px_tab.levels[PX_LEVEL_DEC].max_loss_pct.v, 25);
}

TEST(px_crt, "[Phalanx Combat Results Table] columns 1-2 to 6-1, rows, odds rounding")
{
    if (!load_all())
        return;
    const struct px_crt *crt = &px_tab.crt;
    CHECK_INT(crt->ncols, 7);
    CHECK_INT(crt->die.v, 6);
    static const char *const row1[] = {"DD", "1E", "1E", "1E", "2E", "2E", "2E"};
    static const char *const row6[] = {"A1E", "A1E", "AD", "AD", "C", "DD", "DD"};
    for (int c = 0; c < 7; c++) {
        CHECK_STR(px_result_name((enum px_result)crt->result[0][c]), row1[c]);
        CHECK_STR(px_result_name((enum px_result)crt->result[5][c]), row6[c]);
    }
    CHECK_INT(crt->att[0].mark, PX_MARK_R); /* 1-2 is named by the rules */
    CHECK_INT(crt->mark[2][2], PX_MARK_DS);
    CHECK_INT(px_crt_column(crt, 1, 3), -1); /* below 1-2: not viable */
    CHECK_INT(px_crt_column(crt, 1, 2), 0);
    CHECK_INT(px_crt_column(crt, 5, 6), 0);  /* rounds down, for the defender */
    CHECK_INT(px_crt_column(crt, 6, 6), 1);
    CHECK_INT(px_crt_column(crt, 7, 2), 3);  /* 3.5 -> 3-1 */
    CHECK_INT(px_crt_column(crt, 99, 1), 6); /* above 6-1: 6-1 */
    CHECK_INT(px_crt_column(crt, 3, 0), 6);
}

TEST(px_tec, "[Phalanx errata Terrain Effects Chart] movement, fire protection, multipliers")
{
    if (!load_all())
        return;
    const struct px_tec *tec = &px_tab.tec;
    CHECK_INT(tec->road_move, FX_ONE / 2);
    CHECK_INT(tec->rows[PX_T_WOODS].move, FX(4)); /* wooded slope costs 4, not 6 */
    CHECK_INT(tec->rows[PX_T_SLOPE].move, FX(2));
    CHECK_INT(tec->rows[PX_T_STREAM].move, FX(2));
    CHECK_INT(tec->rows[PX_T_FORD].move_from_non_stream, FX(1));
    CHECK(tec->rows[PX_T_LAKE].prohibited);
    CHECK_INT(tec->rows[PX_T_CLEAR].charge.v, 1);
    CHECK_INT(tec->rows[PX_T_BRIDGE].charge.v, 0);
    CHECK_INT(tec->rows[PX_T_WOODS].fps.v + tec->rows[PX_T_SWAMP].fps.v, 7);
    CHECK_INT(tec->fps_max.v, 4);
    CHECK_INT(tec->combine, PX_COMBINE_BEST);
    struct px_mult m = tec->rows[PX_T_WOODS].defence[PX_COL_NORMAL][PX_KIND_SPEAR];
    CHECK_INT(px_mult_apply(m, 3), 6);
    m = tec->rows[PX_T_WOODS].defence[PX_COL_NORMAL][PX_KIND_MOUNTED];
    CHECK_INT(px_mult_apply(m, 3), 3);
    m = tec->rows[PX_T_STREAM].attack[PX_COL_NORMAL][PX_KIND_SPEAR];
    CHECK_INT(px_mult_apply(m, 5), 2); /* fraction lost */
    CHECK_INT(tec->rows[PX_T_SWAMP].attack[PX_COL_NORMAL][PX_KIND_MOUNTED].kind,
              PX_MULT_PROHIBITED);
    CHECK_INT(tec->rows[PX_T_WOODS].fire[PX_COL_NORMAL].kind, PX_MULT_PROHIBITED);
    CHECK_INT(tec->rows[PX_T_WOODS].fire[PX_COL_NORMAL].mark, PX_MARK_R);
    CHECK_INT(px_mult_apply(tec->rows[PX_T_WOODS].fire_on_road, 4), 2);
    CHECK_INT(tec->rows[PX_T_HILLTOP].fire_over.v, 1);
    CHECK_INT(tec->rows[PX_T_SLOPE].range_bonus.v, 1);
    CHECK_INT(tec->rows[PX_T_CLEAR].defence[PX_COL_DOWNHILL][0].kind, PX_MULT_NA);
    /* a map hex's TEC rows */
    enum px_terrain ts[3];
    CHECK_INT(px_hex_terrains(&px_map.hexes[hx("0722")], false, ts), 3);
    CHECK_INT(ts[0] * 100 + ts[1] * 10 + ts[2], PX_T_CLEAR * 100 + PX_T_WOODS * 10 + PX_T_STREAM);
    CHECK_INT(px_hex_terrains(&px_map.hexes[hx("0722")], true, ts), 1);
}

/* The errata's CUCC example: a Class III melee attack, frontal, no terrain, on an SD and on
 * an MH with the same printed MDS-front [Phalanx errata Terrain Effects Chart, Note]. */
TEST(px_cucc_example, "[Phalanx errata Terrain Effects Chart] CUCC example: cavalry against "
                      "SD and MH")
{
    if (!load_all())
        return;
    const struct px_crt *crt = &px_tab.crt;
    struct px_mult vs_sd = px_tab.cucc[PX_KIND_MOUNTED][PX_KIND_SWORD];
    struct px_mult vs_mh = px_tab.cucc[PX_KIND_MOUNTED][PX_KIND_SPEAR];
    CHECK(vs_mh.front_only);
    int sd = px_mult_apply(vs_sd, ty("SD")->mds_front.v);
    int mh = px_mult_apply(vs_mh, ty("MH")->mds_front.v);
    CHECK_INT(sd, 1);
    CHECK_INT(mh, 6);
    CHECK_INT(px_crt_column(crt, ty("MC")->mas.v, sd), 3); /* 3-1 */
    CHECK_INT(px_crt_column(crt, ty("MC")->mas.v, mh), 0); /* 1-2 */
    CHECK_INT(px_crt_column(crt, ty("HC")->mas.v, sd), 4); /* 4-1 */
    CHECK_INT(px_crt_column(crt, ty("HC")->mas.v, mh), 0); /* 1-2 */
    CHECK_INT(px_mult_apply(px_tab.cucc[PX_KIND_ELEPHANT][PX_KIND_MOUNTED], 4), 2);
}

/* ---- the scenarios ---- */

/* Per army: computed PV (reconstruction s.1.7), published PV and PL, PV on the printed order
 * of battle, stacking points (s.1.5), usable deployment hexes (map checks s.8). */
static const struct expect {
    const char *id;
    const char *army;
    int pv, published, pl, printed_oob, stack, hexes;
} expected[] = {
    {"marathon", "Greeks", 102, 102, 51, 102, 100, 204},
    {"marathon", "Persians", 91, 91, 27, 91, 95, 25},
    {"plataea", "Greeks", 193, 193, 97, 193, 184, 61},
    {"plataea", "Persians", 140, 140, 56, 140, 155, 91},
    {"corinth", "Spartans", 62, 62, 37, 62, 60, 37},
    {"corinth", "Confederacy", 87, 89, 36, 89, 88, 61},
    {"leuctra", "Spartans", 114, 114, 68, 114, 108, 37},
    {"leuctra", "Thebans", 91, 91, 36, 91, 79, 61},
    {"chaeronea", "Macedonians", 238, 238, 93, 238, 163, 61},
    {"chaeronea", "Greeks", 143, 143, 43, 143, 146, 61},
    {"granicus", "Macedonians", 219, 219, 88, 219, 152, 121},
    {"granicus", "Persians", 140, 144, 43, 144, 136, 38},
    {"issus", "Macedonians", 153, 153, 61, 153, 87, 42},
    {"issus", "Persians", 197, 204, 61, 197, 172, 126},
    {"arbela", "Macedonians", 233, 230, 80, 266, 152, 127},
    {"arbela", "Persians", 283, 289, 87, 283, 249, 187},
    {"heraclea", "Pyrrhus", 196, 196, 118, 196, 154, 61},
    {"heraclea", "Romans", 106, 106, 79, 106, 108, 37},
    {"asculum", "Pyrrhus", 300, 306, 153, 306, 266, 56},
    {"asculum", "Romans", 239, 239, 179, 239, 247, 91},
    {"beneventum", "Pyrrhus", 204, 214, 82, 204, 176, 107},
    {"beneventum", "Romans", 199, 204, 150, 214, 192, 71},
    {"cannae", "Carthaginians", 162, 162, 81, 162, 142, 31},
    {"cannae", "Romans", 176, 176, 106, 176, 172, 54},
    {"zama", "Carthaginians", 152, 152, 46, 152, 136, 61},
    {"zama", "Romans", 176, 184, 92, 184, 164, 91},
    {"magnesia", "Antiochus", 250, 250, 75, 250, 228, 44},
    {"magnesia", "Romans", 216, 216, 86, 216, 218, 91},
    {"pydna", "Macedonians", 232, 232, 58, 232, 182, 42},
    {"pydna", "Romans", 188, 188, 75, 188, 199, 61},
    {"fantasy", "Macedonians", 187, 187, 75, 187, 127, 42},
    {"fantasy", "Romans", 211, 211, 127, 211, 212, 61},
};

static bool load_scenario(const char *id, struct px_scenario *s)
{
    char path[600], err[512];
    char *text;
    size_t len;
    snprintf(path, sizeof path, "%s/phalanx/scenarios/%s.txt", test_data_dir(), id);
    if (!load_all() || !textfile_read(path, &text, &len, err, sizeof err)) {
        CHECK_STR(id, "a readable scenario");
        return false;
    }
    bool ok = px_scenario_load_text(s, &px_tab, &px_map, text, len, path, err, sizeof err);
    free(text);
    if (!ok)
        CHECK_STR(err, "");
    return ok;
}

TEST(px_beneventum_pl_errata, "[Phalanx errata The Scenario Chart] Beneventum's Panic Levels: "
                              "the chosen 82 / 150 are shown with the errata as transcribed "
                              "(162 / 82) and the printed values; the file's two commented "
                              "lines play the errata as transcribed")
{
    ps_game *g = fixture_empty("beneventum");
    char buf[8192];
    ps_game_scenario_text(g, buf, sizeof buf);
    CHECK(strstr(buf, "PL 82 (chosen; errata as transcribed 162; printed 87)") != NULL);
    CHECK(strstr(buf, "PL 150 (chosen; errata as transcribed 82; printed 150)") != NULL);
    ps_game_free(g);

    static struct px_scenario s;
    char path[600], err[512] = "";
    char *text;
    size_t len;
    snprintf(path, sizeof path, "%s/phalanx/scenarios/beneventum.txt", test_data_dir());
    if (!load_all() || !textfile_read(path, &text, &len, err, sizeof err)) {
        CHECK_STR(err, "");
        return;
    }
    /* Uncomment the errata lines, comment out the chosen ones. */
    const char *swap[][2] = {
        {"pl 82 designed errata 162 printed 87\n", "#l 82 designed errata 162 printed 87\n"},
        {"pl 150 designed errata 82 printed 150\n", "#l 150 designed errata 82 printed 150\n"},
        {"# pl 162 errata printed 87\n", "  pl 162 errata printed 87\n"},
        {"# pl 82 errata printed 150\n", "  pl 82 errata printed 150\n"},
    };
    for (size_t i = 0; i < sizeof swap / sizeof swap[0]; i++) {
        char *at = strstr(text, swap[i][0]);
        CHECK(at != NULL);
        if (at)
            memcpy(at, swap[i][1], strlen(swap[i][1]));
    }
    bool ok = px_scenario_load_text(&s, &px_tab, &px_map, text, len, path, err, sizeof err);
    free(text);
    CHECK_STR(err, "");
    if (ok) {
        CHECK_INT(s.army[0].pl.value, 162);
        CHECK_INT(s.army[0].pl.source, PX_SRC_ERRATA);
        CHECK_INT(s.army[1].pl.value, 82);
    }
}

TEST(px_scenarios_pv, "[Phalanx Scenario Chart] every army's PV from its units, against the "
                      "reconstruction")
{
    static struct px_scenario s;
    int mismatches = 0, darius = 0;
    for (size_t i = 0; i < sizeof expected / sizeof expected[0]; i += 2) {
        if (!load_scenario(expected[i].id, &s))
            continue;
        CHECK_STR(s.id, expected[i].id);
        for (int a = 0; a < 2; a++) {
            const struct expect *e = &expected[i + (size_t)a];
            const struct px_army *army = &s.army[a];
            CHECK_STR(army->name, e->army);
            CHECK_INT(px_army_pv(&px_tab, army), e->pv);
            CHECK_INT(army->pv.value, e->published);
            CHECK_INT(army->pl.value, e->pl);
            CHECK_INT(px_army_pv_printed(&px_tab, army), e->printed_oob);
            CHECK_INT(px_army_stack(&px_tab, army), e->stack);
            mismatches += e->pv != e->published;
            darius += army->darius;
        }
    }
    /* 23 of 32 match; the 9 misses are those of reconstruction s.1.6 */
    CHECK_INT(mismatches, 9);
    CHECK_INT(darius, 2);
}

TEST(px_scenarios_deploy, "[Phalanx Initial Deployment] every area is on the map and holds "
                          "its army at 12 stacking points a hex")
{
    static struct px_scenario s;
    for (size_t i = 0; i < sizeof expected / sizeof expected[0]; i += 2) {
        if (!load_scenario(expected[i].id, &s))
            continue;
        char msg[256] = "";
        CHECK(px_scenario_check(&s, &px_tab, &px_map, msg, sizeof msg));
        CHECK_STR(msg, "");
        for (int a = 0; a < 2; a++) {
            const struct px_army *army = &s.army[a];
            int hexes = px_deploy_hexes(&s, &px_map, a, NULL, 0);
            CHECK_INT(hexes, expected[i + (size_t)a].hexes);
            CHECK(px_army_stack(&px_tab, army) <= 12 * hexes);
            for (int l = 0; l < army->nletters; l++)
                CHECK(px_map.letters[army->letters[l] - 'A'] != HEX_NONE);
        }
    }
}

TEST(px_scenarios_rules, "[Phalanx errata The Scenario Chart] special rules, errata and "
                         "set-up order")
{
    static struct px_scenario s;
    int alexander = 0, manipular = 0, by_errata = 0, sl = 0, clear = 0, type2 = 0, errata = 0;
    int first_listed_first = 0;
    for (size_t i = 0; i < sizeof expected / sizeof expected[0]; i += 2) {
        if (!load_scenario(expected[i].id, &s))
            continue;
        clear += s.all_clear;
        first_listed_first += s.first == 0;
        for (int a = 0; a < 2; a++) {
            alexander += s.army[a].alexander;
            manipular += s.army[a].manipular;
            by_errata += s.army[a].manipular_by_errata;
            sl += s.army[a].printed_sl;
            type2 += s.army[a].army_type == 2;
            errata += s.army[a].nerrata;
        }
    }
    CHECK_INT(alexander, 4);    /* Granicus, Issus, Arbela, Fantasy */
    CHECK_INT(manipular, 8);    /* every Roman army from Heraclea on, Magnesia by the errata */
    CHECK_INT(by_errata, 1);
    CHECK_INT(sl, 10);
    CHECK_INT(clear, 1);        /* Arbela */
    CHECK_INT(type2, 10);
    CHECK_INT(errata, 8);       /* Corinth, Granicus, Arbela 2, Asculum 2, Beneventum, Zama */
    CHECK_INT(first_listed_first, 12); /* not at Leuctra, Issus, Arbela and Zama */
    if (load_scenario("beneventum", &s)) {
        CHECK_INT(s.army[0].pl.source, PX_SRC_DESIGNED);
        CHECK_INT(s.army[0].pl.errata, 162);
        CHECK_INT(s.army[0].pl.printed, 87);
        CHECK_INT(s.army[1].pl.value, 150);
        CHECK_INT(s.army[1].pv.source, PX_SRC_ERRATA);
        CHECK_INT(s.army[1].pv.printed, 199);
    }
    if (load_scenario("granicus", &s)) {
        CHECK_INT(s.army[1].errata[0].from.count, 10);
        CHECK_STR(px_tab.types[s.army[1].errata[0].to.type].code, "LC");
        CHECK_INT(s.army[1].letters[0] * 256 + s.army[1].letters[1], 'G' * 256 + 'N');
        CHECK_INT(s.army[1].radius, 2);
        CHECK_INT(s.army[0].min_level, PX_LEVEL_TAC);
        CHECK_INT(s.army[1].min_level, PX_LEVEL_MAR);
        CHECK_INT(px_army_units(&px_tab, &s.army[1]), 41);
    }
}
