/* The fourteen Chariot scenarios as data: every file loads and validates against the real
 * map and charts, the forces are the printed ones (all 28 VP totals [11.2]), set-up is legal
 * and deterministic, manual placements are refused with the rule case, and malformed files
 * fail with their exact "file:line: message". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "fixture.h"
#include "core/map.h"
#include "core/scenario.h"
#include "core/scenario_check.h"
#include "core/tables.h"
#include "data/map_load.h"
#include "data/scenario_load.h"
#include "data/tables_load.h"
#include "data/textfile.h"

/* Loaded once: maps and tables are large values. */
static struct map world_map;
static struct tables world_tables;
static int world_state; /* 0 not tried, 1 loaded, -1 failed */

static bool load_file(const char *rel, char **text, size_t *len, char *path, size_t pathlen)
{
    char err[512];
    snprintf(path, pathlen, "%s/%s", test_data_dir(), rel);
    if (!textfile_read(path, text, len, err, sizeof err)) {
        CHECK_STR(err, "");
        return false;
    }
    return true;
}

static char world_err[512];

static bool world_load(void)
{
    char path[512], *text;
    size_t len;
    snprintf(path, sizeof path, "%s/chariot/map.txt", test_data_dir());
    if (!textfile_read(path, &text, &len, world_err, sizeof world_err))
        return false;
    bool ok = map_load_text(&world_map, text, len, path, world_err, sizeof world_err);
    free(text);
    if (!ok)
        return false;
    snprintf(path, sizeof path, "%s/chariot/units.txt", test_data_dir());
    if (!textfile_read(path, &text, &len, world_err, sizeof world_err))
        return false;
    ok = tables_load_text(&world_tables, text, len, path, world_err, sizeof world_err);
    free(text);
    return ok;
}

/* The real map and charts; every test that needs them fails while they do not load. */
static bool world(void)
{
    if (!world_state)
        world_state = world_load() ? 1 : -1;
    if (world_state < 0)
        CHECK_STR(world_err, "");
    return world_state > 0;
}

static const char *const ids[] = {
    "rome",       "delta",       "babylon", "megiddo",  "kadesh",     "sinai",         "qarqar",
    "tabal",      "charchemish", "thymbra", "bubastis", "armageddon", "lake-regillus", "aequi",
};
enum { NSCEN = sizeof ids / sizeof ids[0] };
_Static_assert(NSCEN == 14, "fourteen Chariot scenarios");

static bool load_scen(const char *id, struct scenario *s)
{
    if (!world())
        return false;
    char rel[128], path[512], err[512], *text;
    size_t len;
    snprintf(rel, sizeof rel, "chariot/scenarios/%s.txt", id);
    if (!load_file(rel, &text, &len, path, sizeof path))
        return false;
    bool ok = scenario_load_text(s, &world_tables, &world_map, text, len, path, err, sizeof err);
    free(text);
    if (!ok)
        CHECK_STR(err, "");
    return ok;
}

static hex_id hx(const char *id)
{
    hex_id h = map_parse_hex(&world_map, id);
    if (h == HEX_NONE)
        CHECK_STR(id, "a hex on the map");
    return h;
}

static int type_of(const char *code)
{
    int t = tables_find_type(&world_tables, code);
    if (t < 0)
        CHECK_STR(code, "a unit code");
    return t;
}

/* "4 MI, 6 MS, ..." of a group, for comparing with the printed line. */
static void group_units(const struct deploy_group *g, char *buf, size_t n)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int e = 0; e < g->nentries && len < n; e++)
        len += (size_t)snprintf(buf + len, n - len, "%s%d %s", e ? ", " : "", g->entries[e].count,
                                world_tables.types[g->entries[e].type].code);
}

/* ---- the printed forces ---- */

TEST(vp_totals, "[11.2] army VP totals match the printed values")
{
    /* As printed in [4.0] - [6.4], in the order the forces are listed. */
    static const struct {
        const char *id;
        int vp[2];
    } printed[] = {
        {"rome", {27, 32}},        {"delta", {64, 67}},       {"babylon", {75, 64}},
        {"megiddo", {85, 74}},     {"kadesh", {107, 110}},    {"sinai", {52, 54}},
        {"qarqar", {64, 100}},     {"tabal", {54, 49}},       {"charchemish", {101, 90}},
        {"thymbra", {79, 96}},     {"bubastis", {36, 40}},    {"armageddon", {105, 102}},
        {"lake-regillus", {90, 91}}, {"aequi", {76, 71}},
    };
    _Static_assert(sizeof printed / sizeof printed[0] == NSCEN, "all scenarios");
    int matched = 0;
    for (int i = 0; i < NSCEN; i++) {
        struct scenario s;
        CHECK_STR(printed[i].id, ids[i]);
        if (!load_scen(printed[i].id, &s))
            continue;
        for (int side = 0; side < 2; side++) {
            int vp = scenario_force_vp(&world_tables, &s.force[side]);
            CHECK_INT(s.force[side].vp_printed, printed[i].vp[side]);
            CHECK_INT(vp, printed[i].vp[side]);
            matched += vp == printed[i].vp[side];
        }
    }
    CHECK_INT(matched, 28);
}

TEST(all_validate, "[11.1] every Chariot scenario loads and validates against the map")
{
    for (int i = 0; i < NSCEN; i++) {
        struct scenario s;
        char err[512] = "";
        if (!load_scen(ids[i], &s))
            continue;
        CHECK_STR(s.id, ids[i]);
        if (!scenario_validate(&s, &world_tables, &world_map, err, sizeof err))
            CHECK_STR(err, "");
    }
}

/* The marks auto-deployment reads (scenario_mark_area) hold exactly scenario_in_area's hexes:
 * every area group of every scenario, and each map letter alone at radii 0 to 6. */
static long compare_area(const struct deploy_group *g, long *wrong)
{
    uint8_t marks[MAP_MAX_HEXES];
    memset(marks, 0, sizeof marks);
    scenario_mark_area(&world_map, g, marks);
    long in = 0;
    for (hex_id h = 0; h < MAP_MAX_HEXES; h++) {
        bool want = scenario_in_area(&world_map, g, h);
        *wrong += want != (marks[h] != 0);
        in += want;
    }
    return in;
}

TEST(area_marks, "[11.1] the hexes marked round an area's letters are the hexes within its "
                 "radius, for every area and letter")
{
    long in = 0, wrong = 0, groups = 0;
    for (int i = 0; i < NSCEN; i++) {
        struct scenario s;
        if (!load_scen(ids[i], &s))
            continue;
        for (int side = 0; side < 2; side++)
            for (int k = 0; k < s.force[side].ngroups; k++) {
                in += compare_area(&s.force[side].groups[k], &wrong);
                groups += s.force[side].groups[k].kind == DEPLOY_AREA;
            }
    }
    for (char c = 'A'; c <= 'Z'; c++)
        for (int r = 0; r <= 6; r++) {
            struct deploy_group g = {.kind = DEPLOY_AREA, .nletters = 1, .radius = r};
            g.letters[0] = c;
            in += compare_area(&g, &wrong);
        }
    CHECK(groups > 20);
    CHECK(in > 5000);
    CHECK_INT(wrong, 0);
}

TEST(headers, "[11.1] names, dates, sections and game lengths as printed")
{
    static const struct {
        const char *id, *name, *date, *rule, *f0, *f1;
        int length;
    } want[] = {
        {"rome", "Rome", "753 BC", "4.0", "Romans", "Sabines", 10},
        {"delta", "The Delta", "1675 BC", "5.1", "Hyksos", "Egyptians", 10},
        {"babylon", "Babylon", "1595 BC", "5.2", "Hittites", "Babylonians", 15},
        {"megiddo", "Megiddo", "1469 BC", "5.3", "Egyptians", "Syrians", 12},
        {"kadesh", "Kadesh", "1294 BC", "5.4", "Hittites", "Egyptians", 15},
        {"sinai", "Sinai", "c. 1225 BC", "5.5", "Sea Peoples", "Egyptians", 12},
        {"qarqar", "Qarqar", "854 BC", "5.6", "Assyrians", "Allies", 15},
        {"tabal", "Tabal", "706 BC", "5.7", "Cimmerians", "Assyrians", 15},
        {"charchemish", "Charchemish", "608 BC", "5.8", "Egyptians", "Babylonians", 6},
        {"thymbra", "Thymbra", "546 BC", "5.9", "Persians", "Lydians", 20},
        {"bubastis", "Bubastis", "c. 3000 BC", "6.1", "Upper Egyptians", "Lower Egyptians", 15},
        {"armageddon", "Armageddon", "609 BC", "6.2", "Egyptians", "Judeans", 10},
        {"lake-regillus", "Lake Regillus", "c. 496 BC", "6.3", "Romans", "Etruscans", 15},
        {"aequi", "The Aequi", "458 BC", "6.4", "Aequi", "Romans", 10},
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        struct scenario s;
        if (!load_scen(want[i].id, &s))
            continue;
        CHECK_STR(s.name, want[i].name);
        CHECK_STR(s.date, want[i].date);
        CHECK_STR(s.rule, want[i].rule);
        CHECK_STR(s.force[0].name, want[i].f0);
        CHECK_STR(s.force[1].name, want[i].f1);
        CHECK_INT(s.game_length, want[i].length);
        CHECK(s.victory[0].text[0] != '\0' && s.victory[1].text[0] != '\0');
    }
}

TEST(default_order, "[11.1] the first-listed force deploys and moves first unless printed")
{
    static const struct {
        const char *id;
        int deploys_first, moves_first;
    } want[] = {
        {"rome", 0, 0},    {"delta", 0, 0},       {"babylon", 0, 0}, {"megiddo", 0, 0},
        {"kadesh", 1, 0},  {"sinai", 0, 0},       {"qarqar", 0, 0},  {"tabal", 0, 0},
        {"charchemish", 1, 0}, {"thymbra", 0, 0}, {"bubastis", 0, 0}, {"armageddon", 0, 0},
        {"lake-regillus", 0, 0}, {"aequi", 1, 0},
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        struct scenario s;
        if (!load_scen(want[i].id, &s))
            continue;
        CHECK_INT(s.deploys_first, want[i].deploys_first);
        CHECK_INT(s.moves_first, want[i].moves_first);
    }
}

TEST(rome_special, "[Rome 4.0]: slopes and hilltops ignored, no leader or optional rules, no PL")
{
    struct scenario s;
    if (!load_scen("rome", &s))
        return;
    CHECK(s.ignore_elevation);
    CHECK(s.no_leader_rules);
    CHECK(s.no_optional_rules);
    CHECK_INT(s.force[0].panic_level, 0);
    CHECK_INT(s.force[1].panic_level, 0);
    CHECK_INT(s.force[0].stacking, 1);
    char units[128];
    group_units(&s.force[0].groups[0], units, sizeof units);
    CHECK_STR(units, "9 MI, 3 AX, 4 SK");
    group_units(&s.force[1].groups[0], units, sizeof units);
    CHECK_STR(units, "6 MS, 7 AX, 2 BW");
    CHECK_INT(s.victory[0].conds[0].kind, COND_CONTROL);
    CHECK_INT(s.victory[0].conds[0].hexes[0], hx("2828"));
    /* D is a hilltop: passable either way, and counted as clear here. */
    CHECK(scenario_hex_passable(&s, &world_tables, &world_map, hx("2828")));
}

TEST(delta_and_or, "[Delta 5.1]: Egyptians deploy at G-5 and/or J-5 (one group, both areas)")
{
    struct scenario s;
    if (!load_scen("delta", &s))
        return;
    const struct deploy_group *g = &s.force[1].groups[0];
    CHECK_INT(s.force[1].ngroups, 1);
    CHECK_INT(g->nletters, 2);
    CHECK_INT(g->letters[0], 'G');
    CHECK_INT(g->letters[1], 'J');
    CHECK_INT(g->radius, 5);
    char name[64];
    scenario_group_name(g, name, sizeof name);
    CHECK_STR(name, "G-5 and/or J-5");
    CHECK(scenario_in_area(&world_map, g, hx("1619")));
    CHECK(scenario_in_area(&world_map, g, hx("0919")));
    CHECK(scenario_in_area(&world_map, g, hx("1419"))); /* 2 from G, 5 from J */
    CHECK(!scenario_in_area(&world_map, g, hx("2219"))); /* 6 from G */
    char units[128];
    group_units(g, units, sizeof units);
    CHECK_STR(units, "16 MI, 8 AX, 6 IB, 4 SK, 1 L3, 2 L5, 2 L6");
}

TEST(babylon_ma, "[Babylon 5.2]: Chariot MA 6 for Babylonians, 10 for Hittites")
{
    struct scenario s;
    if (!load_scen("babylon", &s))
        return;
    CHECK_INT(s.force[0].noverrides, 1);
    CHECK_INT(s.force[0].overrides[0].type, type_of("CH"));
    CHECK_INT(s.force[0].overrides[0].ma, 10);
    CHECK_INT(s.force[1].noverrides, 1);
    CHECK_INT(s.force[1].overrides[0].type, type_of("CH"));
    CHECK_INT(s.force[1].overrides[0].ma, 6);
    CHECK_INT(s.victory[0].conds[0].kind, COND_ELIMINATE);
    CHECK_INT(s.victory[0].conds[0].ratio, 2);
    CHECK_INT(s.victory[0].conds[0].n, 12);
    CHECK_INT(s.victory[1].conds[0].kind, COND_PREVENT);
}

TEST(kadesh_groups, "[Kadesh 5.4]: Egyptians deploy in three groups")
{
    struct scenario s;
    if (!load_scen("kadesh", &s))
        return;
    static const struct {
        char letter;
        int radius;
        const char *units;
    } want[] = {
        {'P', 3, "4 MI, 6 MS, 6 AX, 4 IB, 4 CH, 2 L5, 2 L6"},
        {'E', 4, "2 MI, 3 MS, 3 AX, 2 IB, 8 CH, 1 L1, 2 L6"},
        {'A', 5, "2 MI, 3 MS, 3 AX, 2 IB, 8 CH, 1 L3, 1 L4, 1 L5"},
    };
    CHECK_INT(s.force[1].ngroups, 3);
    for (int i = 0; i < 3 && i < s.force[1].ngroups; i++) {
        const struct deploy_group *g = &s.force[1].groups[i];
        char units[128];
        CHECK_INT(g->kind, DEPLOY_AREA);
        CHECK_INT(g->nletters, 1);
        CHECK_INT(g->letters[0], want[i].letter);
        CHECK_INT(g->radius, want[i].radius);
        group_units(g, units, sizeof units);
        CHECK_STR(units, want[i].units);
    }
    CHECK_INT(s.force[1].stacking, 2);
    CHECK_INT(s.force[1].panic_level, 33);
}

TEST(kadesh_entry, "[Kadesh 5.4]: Hittites enter from the W, N or E edge from their first turn")
{
    struct scenario s;
    if (!load_scen("kadesh", &s))
        return;
    const struct deploy_group *g = &s.force[0].groups[0];
    CHECK_INT(s.force[0].ngroups, 1);
    CHECK_INT(g->kind, DEPLOY_ENTER);
    CHECK_INT(g->edges, EDGE_W | EDGE_N | EDGE_E);
    CHECK_INT(g->first_turn, 1);
    CHECK_INT(g->last_turn, 15);
    char name[64], units[128];
    scenario_group_name(g, name, sizeof name);
    CHECK_STR(name, "N, E or W edge");
    group_units(g, units, sizeof units);
    CHECK_STR(units, "12 MS, 12 AX, 4 BW, 4 IB, 6 SK, 10 CH, 1 L2, 3 L3, 3 L4");
    CHECK_INT(s.force[0].stacking, 3);
    /* Deploy second, move first. */
    CHECK_INT(s.deploys_first, 1);
    CHECK_INT(s.moves_first, 0);
    CHECK_INT(s.victory[0].conds[0].kind, COND_DESTROY);
    CHECK_INT(s.victory[0].conds[0].n, 25);
    CHECK_INT(s.victory[0].conds[0].m, 15);
}

TEST(tabal_entry, "[Tabal 5.7]: Assyrians enter on the S edge on their first Player-Turn")
{
    struct scenario s;
    if (!load_scen("tabal", &s))
        return;
    const struct deploy_group *g = &s.force[1].groups[0];
    CHECK_INT(g->kind, DEPLOY_ENTER);
    CHECK_INT(g->edges, EDGE_S);
    CHECK_INT(g->first_turn, 1);
    CHECK_INT(g->last_turn, 1);
    CHECK_INT(s.moves_first, 0); /* the Cimmerians move first: the Assyrians' turn follows */
}

TEST(charchemish_entry, "[Charchemish 5.8]: Egyptians enter on the E edge on Game-Turn One")
{
    struct scenario s;
    if (!load_scen("charchemish", &s))
        return;
    const struct deploy_group *g = &s.force[0].groups[0];
    CHECK_INT(g->kind, DEPLOY_ENTER);
    CHECK_INT(g->edges, EDGE_E);
    CHECK_INT(g->first_turn, 1);
    CHECK_INT(g->last_turn, 1);
    CHECK_INT(s.deploys_first, 1);
    CHECK_INT(s.moves_first, 0);
}

TEST(stream_regions, "[Megiddo 5.3]: Egyptians start north of the stream; stream hexes are neither")
{
    struct scenario s;
    if (!load_scen("megiddo", &s) || !world())
        return;
    uint8_t south[MAP_MAX_HEXES], north[MAP_MAX_HEXES];
    CHECK(scenario_region(&world_map, REGION_SOUTH_OF_STREAM, south));
    CHECK(scenario_region(&world_map, REGION_NORTH_OF_STREAM, north));
    int ns = 0, nn = 0;
    for (int h = 0; h < MAP_MAX_HEXES; h++) {
        ns += south[h];
        nn += north[h];
    }
    CHECK_INT(ns + nn + 45, 1295); /* every hex is south, north, or one of the 45 stream hexes */
    CHECK(!south[hx("0724")] && !north[hx("0724")]); /* N lies in the stream */
    CHECK(!south[hx("2222")] && !north[hx("2222")]);
    CHECK(south[hx("3423")]);                        /* A */
    CHECK(north[hx("2220")]);                        /* E */
    CHECK(south[hx("1024")]);                        /* K */
    const struct deploy_group *g = &s.force[0].groups[0];
    for (int h = 0; h < MAP_MAX_HEXES; h++)
        if (scenario_in_area(&world_map, g, (hex_id)h))
            CHECK(north[h]);
    CHECK_INT(s.victory[1].conds[0].kind, COND_KEEP_OUT);
    CHECK_INT(s.victory[1].conds[0].region, REGION_SOUTH_OF_STREAM);
    CHECK_INT(s.victory[1].conds[0].n, 5);
}

TEST(thymbra_misfit, "[Thymbra 5.9]: Persians deploy south of the stream (coded: keep them north)")
{
    struct scenario s;
    if (!load_scen("thymbra", &s) || !world())
        return;
    uint8_t south[MAP_MAX_HEXES];
    CHECK(scenario_region(&world_map, REGION_SOUTH_OF_STREAM, south));
    int in_area = 0;
    for (int h = 0; h < MAP_MAX_HEXES; h++)
        if (scenario_in_area(&world_map, &s.force[0].groups[0], (hex_id)h)) {
            in_area++;
            CHECK(south[h]);
        }
    CHECK_INT(in_area, 70); /* F-5 at 2333: 91 hexes less 21 beyond the south edge */
    const struct side_victory *lyd = &s.victory[1];
    CHECK_INT(lyd->nconds, 2);
    CHECK_INT(lyd->conds[0].kind, COND_KEEP_OUT);
    CHECK_INT(lyd->conds[0].region, REGION_NORTH_OF_STREAM);
    CHECK(lyd->conds[0].no_chariots);
    CHECK_INT(lyd->conds[1].kind, COND_CONTROL);
    CHECK_INT(lyd->conds[1].hexes[0], hx("2220"));
    CHECK_INT(s.victory[0].conds[0].nhexes, 2);
}

TEST(bubastis_villages, "[Bubastis 6.1]: both village hexes are 3423 (A) and 3523")
{
    struct scenario s;
    if (!load_scen("bubastis", &s))
        return;
    const struct victory_cond *c = &s.victory[0].conds[0];
    CHECK_INT(c->kind, COND_CONTROL);
    CHECK_INT(c->nhexes, 2);
    CHECK_INT(c->hexes[0], hx("3423"));
    CHECK_INT(c->hexes[1], hx("3523"));
    CHECK_INT(s.victory[1].conds[0].kind, COND_PREVENT);
}

TEST(armageddon_exit, "[Armageddon 6.2]: exit within five hexes of the Southwest corner")
{
    struct scenario s;
    if (!load_scen("armageddon", &s))
        return;
    const struct victory_cond *c = &s.victory[0].conds[0];
    CHECK_INT(c->kind, COND_EXIT);
    CHECK_INT(c->n, 15);
    CHECK(c->no_chariots);
    CHECK_INT(c->exit_corner, hx("0135"));
    CHECK_INT(c->exit_radius, 5);
    int n = 0;
    char list[128] = "";
    size_t len = 0;
    for (int row = 1; row <= world_map.rows; row++)
        for (int col = 1; col <= world_map.cols; col++) {
            hex_id h = map_hex_at(&world_map, (hex_cr){col, row});
            if (h != HEX_NONE && scenario_exit_hex(&world_map, c, h)) {
                char id[5];
                map_format_hex(h, id);
                len += (size_t)snprintf(list + len, sizeof list - len, "%s ", id);
                n++;
            }
        }
    CHECK_INT(n, 11);
    CHECK_STR(list, "0130 0131 0132 0133 0134 0135 0235 0335 0435 0535 0635 ");
    CHECK_INT(s.force[1].groups[0].nletters, 2); /* H-6 and/or J-6 */
}

TEST(regillus_exit, "[Lake Regillus 6.3]: Etruscans exit from any south-edge hex")
{
    struct scenario s;
    if (!load_scen("lake-regillus", &s))
        return;
    const struct victory_cond *c = &s.victory[1].conds[0];
    CHECK_INT(c->kind, COND_EXIT);
    CHECK_INT(c->n, 20);
    CHECK_INT(c->exit_edges, EDGE_S);
    CHECK_INT(c->exit_corner, HEX_NONE);
    CHECK(scenario_exit_hex(&world_map, c, hx("0135")));
    CHECK(scenario_exit_hex(&world_map, c, hx("3735")));
    CHECK(!scenario_exit_hex(&world_map, c, hx("3734")));
}

TEST(aequi_line, "[The Aequi 6.4]: the line from G to J is eight hexes")
{
    struct scenario s;
    if (!load_scen("aequi", &s))
        return;
    const struct victory_cond *c = &s.victory[1].conds[0];
    static const char *const line[] = {"1619", "1519", "1419", "1319",
                                       "1219", "1119", "1019", "0919"};
    CHECK_INT(c->kind, COND_CONTROL);
    CHECK_INT(c->nhexes, 8);
    for (int i = 0; i < 8 && i < c->nhexes; i++)
        CHECK_INT(c->hexes[i], hx(line[i]));
    CHECK_INT(s.force[1].stacking, 3);
}

TEST(capacity, "[5.4] hexes needed: Chariots alone [C1.9], A/B apart, Ff in their room")
{
    struct scenario s;
    if (!load_scen("qarqar", &s))
        return;
    /* Allies at stacking 2: 10 CH + 20 A in 10 + 10 AX in 5 + 12 Ff in 6 = 31. */
    CHECK_INT(scenario_group_hexes_needed(&world_tables, &s.force[1].groups[0], 2), 31);
    /* Assyrians at stacking 3: 10 CH + 12 MS in 4 + 6 B in 2 + 3 IB in 1 + 2 HB in 1 = 18. */
    CHECK_INT(scenario_group_hexes_needed(&world_tables, &s.force[0].groups[0], 3), 18);
    if (!load_scen("lake-regillus", &s))
        return;
    /* Romans at 2: 25 A in 13 (1 spare) + 10 B in 5 + 3 MC in 2 + 8 SK - 1 = 7 in 4 = 24. */
    CHECK_INT(scenario_group_hexes_needed(&world_tables, &s.force[0].groups[0], 2), 24);
}

/* ---- set-up ---- */

enum { PMAX = 400 };

static bool placements_legal(const struct scenario *s, const struct placement *p, int n)
{
    char err[512];
    for (int i = 0; i < n; i++)
        if (!scenario_check_placement(s, &world_tables, &world_map, p, i, &p[i], err,
                                      sizeof err)) {
            CHECK_STR(err, "");
            return false;
        }
    return true;
}

TEST(auto_deploy_legal, "[11.1] automatic set-up is legal and complete for every scenario")
{
    static const uint64_t seeds[] = {0, 1, 2, 42, 0xDEADBEEFu, UINT64_MAX};
    for (int i = 0; i < NSCEN; i++) {
        struct scenario s;
        if (!load_scen(ids[i], &s))
            continue;
        int units = scenario_force_units(&s.force[0]) + scenario_force_units(&s.force[1]);
        for (size_t k = 0; k < sizeof seeds / sizeof seeds[0]; k++) {
            struct placement p[PMAX];
            int n = -1;
            char err[512] = "";
            if (!scenario_auto_deploy(&s, &world_tables, &world_map, seeds[k], p, PMAX, &n, err,
                                      sizeof err)) {
                CHECK_STR(err, "");
                continue;
            }
            CHECK_INT(n, units);
            placements_legal(&s, p, n);
            /* Entering groups wait off the map; set-up groups are on it. */
            for (int j = 0; j < n; j++) {
                const struct deploy_group *g = &s.force[p[j].side].groups[p[j].group];
                CHECK((g->kind == DEPLOY_ENTER) == (p[j].hex == HEX_NONE));
            }
        }
    }
}

TEST(auto_deploy_seeded, "[11.1] automatic set-up: same seed same list, other seeds differ")
{
    for (int i = 0; i < NSCEN; i++) {
        struct scenario s;
        if (!load_scen(ids[i], &s))
            continue;
        struct placement a[PMAX], b[PMAX], c[PMAX];
        int na = 0, nb = 0, nc = 0;
        char err[512];
        CHECK(scenario_auto_deploy(&s, &world_tables, &world_map, 7, a, PMAX, &na, err,
                                   sizeof err));
        CHECK(scenario_auto_deploy(&s, &world_tables, &world_map, 7, b, PMAX, &nb, err,
                                   sizeof err));
        CHECK(scenario_auto_deploy(&s, &world_tables, &world_map, 8, c, PMAX, &nc, err,
                                   sizeof err));
        CHECK_INT(na, nb);
        CHECK_INT(na, nc);
        bool same = true, differ = false;
        for (int j = 0; j < na && j < nb && j < nc; j++) {
            same &= a[j].side == b[j].side && a[j].type == b[j].type && a[j].hex == b[j].hex &&
                    a[j].group == b[j].group;
            differ |= a[j].hex != c[j].hex || a[j].type != c[j].type;
        }
        CHECK(same);
        CHECK(differ);
    }
}

TEST(auto_deploy_full, "[5.4] automatic set-up fills an area that holds its group exactly")
{
    /* Qarqar's Allies need 31 hexes; D-3 has 37.  Shrink the area to D-2 (19 hexes) and the
     * set-up fails with the count; at stacking 5 it fits. */
    struct scenario s;
    if (!load_scen("qarqar", &s))
        return;
    s.force[1].groups[0].radius = 2;
    struct placement p[PMAX];
    int n;
    char err[512] = "";
    CHECK(!scenario_auto_deploy(&s, &world_tables, &world_map, 1, p, PMAX, &n, err, sizeof err));
    CHECK_STR(err, "[5.4] Allies at D-2: the area's 19 free hexes cannot hold the group at "
                   "stacking 2");
    CHECK(!scenario_validate(&s, &world_tables, &world_map, err, sizeof err));
    CHECK_STR(err, "[5.4] Allies at D-2: 19 passable hexes, but the group needs 31 at stacking 2 "
                   "(Chariots alone [C1.9], classes apart [5.3])");
    s.force[1].stacking = 5;
    /* 10 CH + 20 A in 4 + 10 AX in 2 + 12 Ff in 3 = 19. */
    CHECK_INT(scenario_group_hexes_needed(&world_tables, &s.force[1].groups[0], 5), 19);
    CHECK(scenario_auto_deploy(&s, &world_tables, &world_map, 1, p, PMAX, &n, err, sizeof err));
    placements_legal(&s, p, n);
}

static struct placement pl(int side, const char *code, const char *hex, int group)
{
    struct placement p = {(uint8_t)side, (uint8_t)type_of(code),
                          hex ? hx(hex) : HEX_NONE, (uint8_t)group};
    return p;
}

static void refuse(const struct scenario *s, const struct placement *placed, int n,
                   struct placement p, const char *want)
{
    char err[512] = "";
    CHECK(!scenario_check_placement(s, &world_tables, &world_map, placed, n, &p, err,
                                    sizeof err));
    CHECK_STR(err, want);
}

static void accept(const struct scenario *s, const struct placement *placed, int n,
                   struct placement p)
{
    char err[512] = "";
    if (!scenario_check_placement(s, &world_tables, &world_map, placed, n, &p, err, sizeof err))
        CHECK_STR(err, "");
}

TEST(manual_area, "[11.1] manual set-up: a unit outside its printed area is refused")
{
    struct scenario s;
    if (!load_scen("rome", &s))
        return;
    accept(&s, NULL, 0, pl(0, "MI", "2828", 0));
    accept(&s, NULL, 0, pl(0, "MI", "2831", 0)); /* 3 from D */
    refuse(&s, NULL, 0, pl(0, "MI", "2832", 0),
           "[11.1] 2832 is outside deployment area D-3 of the Romans");
    refuse(&s, NULL, 0, pl(1, "MS", "2828", 0),
           "[11.1] 2828 is outside deployment area H-3 of the Sabines");
    refuse(&s, NULL, 0, pl(0, "MS", "2828", 0), "[11.1] the Romans at D-3 have no MS");
    refuse(&s, NULL, 0, pl(0, "MI", NULL, 0), "[11.1] the Romans set up at D-3: a hex is needed");
    struct placement sk[4];
    for (int i = 0; i < 4; i++)
        sk[i] = pl(0, "SK", i < 2 ? (i ? "2827" : "2826") : (i == 2 ? "2829" : "2830"), 0);
    refuse(&s, sk, 4, pl(0, "SK", "2828", 0),
           "[11.1] all 4 SK of the Romans at D-3 are already placed");
}

TEST(manual_kadesh, "[Kadesh 5.4]: manual set-up by group; entering Hittites stay off the map")
{
    struct scenario s;
    if (!load_scen("kadesh", &s))
        return;
    accept(&s, NULL, 0, pl(1, "CH", "2220", 1));      /* E-4 */
    refuse(&s, NULL, 0, pl(1, "CH", "0608", 1),
           "[11.1] 0608 is outside deployment area E-4 of the Egyptians");
    accept(&s, NULL, 0, pl(1, "MI", "0608", 0));      /* P-3 */
    refuse(&s, NULL, 0, pl(1, "L1", "0608", 0), "[11.1] the Egyptians at P-3 have no L1");
    accept(&s, NULL, 0, pl(0, "MS", NULL, 0));
    refuse(&s, NULL, 0, pl(0, "MS", "0101", 0),
           "[11.1] the Hittites enter from the N, E or W edge: they are not set up on the map");
    refuse(&s, NULL, 0, pl(1, "MI", "0608", 3), "[11.1] the Egyptians have no deployment group 4");
}

TEST(manual_stacking, "[5.4] manual set-up: the stacking limit; leaders do not count [5.42]")
{
    struct scenario s;
    if (!load_scen("delta", &s))
        return;
    struct placement done[4] = {pl(0, "MI", "0608", 0), pl(0, "MS", "0608", 0),
                                pl(0, "L2", "0608", 0), pl(0, "L3", "0608", 0)};
    accept(&s, done, 2, done[2]);
    accept(&s, done, 3, done[3]);
    refuse(&s, done, 4, pl(0, "MI", "0608", 0),
           "[5.4] 0608 already holds 2 units: the Hyksos stacking limit is 2 (leaders do not "
           "count [5.42])");
    struct placement eg = pl(1, "MI", "1619", 0);
    refuse(&s, &eg, 1, pl(1, "AX", "1619", 0),
           "[5.4] 1619 already holds 1 unit: the Egyptians stacking limit is 1 (leaders do not "
           "count [5.42])");
    accept(&s, &eg, 1, pl(1, "L5", "1619", 0));
}

TEST(manual_classes, "[5.3] manual set-up: class mixes refused with the rule case")
{
    struct scenario s;
    if (!load_scen("delta", &s))
        return;
    struct placement mi = pl(0, "MI", "0608", 0), ax = pl(0, "AX", "0609", 0);
    refuse(&s, &mi, 1, pl(0, "AX", "0608", 0),
           "[5.32] AX (class B) may not share 0608 with MI (class A)");
    accept(&s, &mi, 1, pl(0, "BW", "0608", 0)); /* [5.35] Ff joins A */
    accept(&s, &ax, 1, pl(0, "BW", "0609", 0)); /* ... or B */
    struct placement ch = pl(0, "CH", "0610", 0);
    refuse(&s, &ch, 1, pl(0, "MI", "0610", 0),
           "[C1.9] 0610 holds a Chariot: only Leaders and the unit it carries may share its hex");
    refuse(&s, &mi, 1, pl(0, "CH", "0608", 0),
           "[C1.9] a Chariot may share a hex only with Leaders and the unit it carries: 0608 "
           "holds MI");
    accept(&s, &ch, 1, pl(0, "L2", "0610", 0));

    if (!load_scen("qarqar", &s))
        return;
    struct placement ib = pl(0, "IB", "2506", 0), ms = pl(0, "MS", "2507", 0);
    refuse(&s, &ib, 1, pl(0, "HB", "2506", 0),
           "[5.34] HB (class Mf) may not share 2506 with IB (class Ff)");
    refuse(&s, &ms, 1, pl(0, "HB", "2507", 0),
           "[5.36] HB (class Mf) may not share 2507 with MS (class A)");

    if (!load_scen("lake-regillus", &s))
        return;
    struct placement sk = pl(0, "SK", "2828", 0);
    refuse(&s, &sk, 1, pl(0, "MC", "2828", 0),
           "[5.35] MC (class C) may not share 2828 with SK (class Ff)");
}

TEST(manual_enemy, "[5.23] manual set-up: a hex holding enemy units is refused")
{
    struct scenario s;
    if (!load_scen("bubastis", &s))
        return;
    /* B-6 and E-6 touch but do not overlap; build a position by hand. */
    s.force[1].groups[0].radius = 20;
    struct placement up = pl(0, "MI", "3316", 0);
    refuse(&s, &up, 1, pl(1, "MI", "3316", 0), "[5.23] 3316 holds enemy units");
}

/* ---- validation ---- */

TEST(validate_overlap, "[11.1] validation: overlapping deployment areas list the shared hexes")
{
    struct scenario s;
    char err[512] = "";
    if (!load_scen("bubastis", &s))
        return;
    /* B-6 and E-6 are 13 apart: they touch, sharing nothing. */
    CHECK(scenario_validate(&s, &world_tables, &world_map, err, sizeof err));
    s.force[1].groups[0].radius = 7;
    CHECK(!scenario_validate(&s, &world_tables, &world_map, err, sizeof err));
    CHECK_STR(err, "[11.1] deployment areas overlap: Upper Egyptians B-6 and Lower Egyptians "
                   "E-7 share 5 hexes: 2716 2817 2818 2919 2920");
}

TEST(validate_vp, "[11.2] validation: a printed VP total that the units do not make")
{
    struct scenario s;
    char err[512] = "";
    if (!load_scen("kadesh", &s))
        return;
    s.force[1].vp_printed = 111;
    CHECK(!scenario_validate(&s, &world_tables, &world_map, err, sizeof err));
    CHECK_STR(err, "[11.2] Egyptians: printed VP 111, but the units are worth 110");
}

/* ---- malformed files ---- */

static const char *const base[] = {
    "scenario t",                     /* 1 */
    "name Test",                      /* 2 */
    "date 1 BC",                      /* 3 */
    "rule 4.0",                       /* 4 */
    "length 10",                      /* 5 */
    "force Reds",                     /* 6 */
    "vp 27",                          /* 7 */
    "panic none",                     /* 8 */
    "stacking 1",                     /* 9 */
    "deploy D 3 : 9 MI, 3 AX, 4 SK",  /* 10 */
    "victory control D",              /* 11 */
    "text Control D.",                /* 12 */
    "force Blues",                    /* 13 */
    "vp 32",                          /* 14 */
    "panic none",                     /* 15 */
    "stacking 1",                     /* 16 */
    "deploy H 3 : 6 MS, 7 AX, 2 BW",  /* 17 */
    "victory control D",              /* 18 */
    "text Control D.",                /* 19 */
};
enum { NBASE = sizeof base / sizeof base[0] };

/* The base text with line `line` replaced by `with` (NULL: removed; may hold '\n'). */
static void mutate(char *buf, size_t n, int line, const char *with)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 1; i <= NBASE; i++) {
        const char *l = i == line ? with : base[i - 1];
        if (l)
            len += (size_t)snprintf(buf + len, n - len, "%s\n", l);
    }
}

TEST(malformed_base, "[11.1] scenario loader: the test base text is valid")
{
    if (!world())
        return;
    char text[2048], err[512] = "";
    struct scenario s;
    mutate(text, sizeof text, 0, NULL);
    if (!scenario_load_text(&s, &world_tables, &world_map, text, strlen(text), "t.txt", err,
                            sizeof err))
        CHECK_STR(err, "");
    CHECK(scenario_validate(&s, &world_tables, &world_map, err, sizeof err));
}

TEST(malformed, "[11.1] scenario loader: malformed files give the exact file:line message")
{
    static const struct {
        int line;
        const char *with, *want;
    } cases[] = {
        {10, "deploy D 3 : 9 MI, 3 XX, 4 SK", "t.txt:10: unknown unit code 'XX'"},
        {10, "deploy O 3 : 9 MI, 3 AX, 4 SK", "t.txt:10: letter O is not on the map"},
        {10, "deploy D x : 9 MI, 3 AX, 4 SK", "t.txt:10: bad radius 'x' (0-35 hexes)"},
        {10, "deploy D 36 : 9 MI, 3 AX, 4 SK", "t.txt:10: bad radius '36' (0-35 hexes)"},
        {9, NULL, "t.txt:6: force Reds has no 'stacking' line"},
        {7, "vp 27\nvp 27", "t.txt:8: 'vp' given twice (first on line 7)"},
        {7, "colour red", "t.txt:7: unknown keyword 'colour'"},
        {10, "deploy D 3 : 100 MI", "t.txt:10: bad unit count '100' (1-99, then a unit code: 4 MI)"},
        {10, "deploy D 3 : 9MI, 3AX, 4SK",
         "t.txt:10: bad unit count '9MI,' (1-99, then a unit code: 4 MI)"},
        {5, "length 31", "t.txt:5: bad game length '31' (1-30 Game-Turns)"},
        {5, NULL, "t.txt:18: missing 'length' line"},
        {1, "vp 3", "t.txt:1: 'vp' before the first 'force' line"},
        {13, "force Greens\nforce Blues", "t.txt:14: a third force: a scenario has two"},
        {10, "deploy D 3 : 9 MI 3 AX, 4 SK", "t.txt:10: ',' missing after MI"},
        {10, "deploy D 3 : 9 MI, 3 AX, 4 SK,", "t.txt:10: ',' after the last unit SK"},
        {10, "deploy D 3 9 MI, 3 AX, 4 SK",
         "t.txt:10: 'deploy' needs: letter radius [letter radius] : units"},
        {10, "deploy D 3 H 2 : 9 MI, 3 AX, 4 SK",
         "t.txt:10: the two letters of one group take the same radius (3, not 2)"},
        {10, "enter S turns 1-12 : 9 MI, 3 AX, 4 SK",
         "t.txt:10: entry turns 1-12 run past the game length of 10"},
        {10, "enter S turns 5-2 : 9 MI, 3 AX, 4 SK",
         "t.txt:10: bad turns '5-2' (first-last, e.g. 1-15)"},
        {10, "enter X turn 1 : 9 MI", "t.txt:10: 'enter' needs at least one edge (N, E, S, W), "
                                      "not 'X'"},
        {8, "panic -3", "t.txt:8: bad Panic Level '-3' (1-999 or none)"},
        {9, "stacking 0", "t.txt:9: bad stacking limit '0' (1-9 units per hex)"},
        {1, "scenario x", "t.txt:1: scenario id 'x' does not match the file name"},
        {1, "scenario Rome", "t.txt:1: bad scenario id 'Rome' (a-z, 0-9 and '-', at most 23 "
                             "characters)"},
        {4, "rule four", "t.txt:4: bad rule section 'four' (e.g. 5.4)"},
        {12, "ma CH 6\ntext Control D.",
         "t.txt:12: Movement Allowance of CH, but the Reds have no CH"},
        {11, "victory prevent\nvictory control D",
         "t.txt:12: 'prevent' stands alone: no other condition may join it"},
        {11, "victory exit 15 edge S W corner 0135 radius 99",
         "t.txt:11: bad radius '99' (0-35 hexes)"},
        {11, "victory exit 15 edge S W corner 9999 radius 5", "t.txt:11: hex 9999 is not on the map"},
        {11, "victory keep-out west-of-stream 5",
         "t.txt:11: unknown region 'west-of-stream' (south-of-stream, north-of-stream)"},
        {11, "victory hold D", "t.txt:11: unknown victory condition 'hold'"},
        {11, "victory control D D", "t.txt:11: hex 2828 listed twice"},
        {11, "victory eliminate ratio 2 minimum 12",
         "t.txt:11: 'victory eliminate' expects 'min' as word 5"},
        {11, "victory control-line G G", "t.txt:11: a line needs two different hexes"},
        {14, "vp 32\nmounted-exempt\nmounted-exempt",
         "t.txt:16: 'mounted-exempt' given twice (first on line 15)"},
        {2, "name", "t.txt:2: 'name' needs the battle's name"},
        {3, "terrain flat", "t.txt:3: unknown terrain modification 'flat' (ignore-elevation)"},
        {3, "date 1 BC\tx\001", "t.txt:3: line longer than 1024 characters, with a control "
                                "character, or with more than 64 words"},
    };
    if (!world())
        return;
    int tested = 0;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char text[4096], err[512] = "";
        struct scenario s;
        mutate(text, sizeof text, cases[i].line, cases[i].with);
        bool ok = scenario_load_text(&s, &world_tables, &world_map, text, strlen(text), "t.txt",
                                     err, sizeof err);
        CHECK(!ok);
        CHECK_STR(err, cases[i].want);
        tested++;
    }
    CHECK(tested >= 10);
}

TEST(malformed_order, "[11.1] scenario loader: both forces deploy first, or both only prevent")
{
    if (!world())
        return;
    char text[4096], err[512] = "";
    struct scenario s;
    /* Both deploy first: reported on the second force's line. */
    static const char two_first[] =
        "scenario t\nname T\ndate 1 BC\nrule 4.0\nlength 10\n"
        "force Reds\nvp 27\npanic none\nstacking 1\ndeploys first\n"
        "deploy D 3 : 9 MI, 3 AX, 4 SK\nvictory control D\ntext x\n"
        "force Blues\nvp 32\npanic none\nstacking 1\ndeploys first\n"
        "deploy H 3 : 6 MS, 7 AX, 2 BW\nvictory control D\ntext x\n";
    CHECK(!scenario_load_text(&s, &world_tables, &world_map, two_first, strlen(two_first),
                              "t.txt", err, sizeof err));
    CHECK_STR(err, "t.txt:18: both forces deploy first");
    /* One says "moves second": the other moves first. */
    static const char one_second[] =
        "scenario t\nname T\ndate 1 BC\nrule 4.0\nlength 10\n"
        "force Reds\nvp 27\npanic none\nstacking 1\nmoves second\n"
        "deploy D 3 : 9 MI, 3 AX, 4 SK\nvictory control D\ntext x\n"
        "force Blues\nvp 32\npanic none\nstacking 1\n"
        "deploy H 3 : 6 MS, 7 AX, 2 BW\nvictory control D\ntext x\n";
    CHECK(scenario_load_text(&s, &world_tables, &world_map, one_second, strlen(one_second),
                             "t.txt", err, sizeof err));
    CHECK_INT(s.moves_first, 1);
    CHECK_INT(s.deploys_first, 0);
    /* Both only prevent. */
    mutate(text, sizeof text, 11, "victory prevent");
    size_t len = strlen(text);
    char *p = strstr(text, "victory control D");
    if (p) {
        memcpy(p, "victory prevent  ", 17); /* the second force's line 18 */
        CHECK(!scenario_load_text(&s, &world_tables, &world_map, text, len, "t.txt", err,
                                  sizeof err));
        CHECK_STR(err, "t.txt:18: both forces only prevent: nobody can win");
    }
}

/* The scenario text of a fresh game of id. */
static const char *scenario_text(const char *id)
{
    static char buf[8192];
    ps_game *g = fixture_empty(id);
    ps_game_scenario_text(g, buf, sizeof buf);
    ps_game_free(g);
    return buf;
}

TEST(scen_show_entry_and_draw, "[11.1] show gives each entering group's window (Tabal's first "
                               "Player-Turn, Charchemish's Game-Turn One, Kadesh any Game-Turn) "
                               "and the printed draw sentences of [Megiddo 5.3] and [Thymbra 5.9]")
{
    CHECK(strstr(scenario_text("tabal"), "enter S edge on Game-Turn 1:") != NULL);
    CHECK(strstr(scenario_text("charchemish"), "enter E edge on Game-Turn 1:") != NULL);
    CHECK(strstr(scenario_text("kadesh"), "enter N, E or W edge on Game-Turns 1-15:") != NULL);
    CHECK(strstr(scenario_text("megiddo"),
                 "  Draw: If neither condition is met, or both, the game is a draw.\n") != NULL);
    CHECK(strstr(scenario_text("thymbra"),
                 "  Draw: If neither condition prevails, the result is a draw.\n") != NULL);
}
