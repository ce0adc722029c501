/* The map module and its loader: the shipped Chariot map checked against the exact facts of
 * the reference digitisation (../shared/reference/chariot-map-checks.txt), a synthetic map
 * exercising every feature of the format, and malformed inputs with their exact messages. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "core/map.h"
#include "data/map_load.h"
#include "data/textfile.h"

static struct map chariot; /* loaded once: a struct map is large */
static bool chariot_loaded;

static const struct map *load_chariot(void)
{
    if (chariot_loaded)
        return &chariot;
    char path[512], err[512];
    char *text;
    size_t len;
    snprintf(path, sizeof path, "%s/chariot/map.txt", test_data_dir());
    if (!textfile_read(path, &text, &len, err, sizeof err)) {
        CHECK_STR(err, "");
        return NULL;
    }
    bool ok = map_load_text(&chariot, text, len, path, err, sizeof err);
    free(text);
    if (!ok) {
        CHECK_STR(err, "");
        return NULL;
    }
    chariot_loaded = true;
    return &chariot;
}

static hex_id hx(const struct map *m, const char *id)
{
    hex_id h = map_parse_hex(m, id);
    if (h == HEX_NONE)
        CHECK_STR(id, "a hex on the map");
    return h;
}

static int bits(unsigned v)
{
    int n = 0;
    for (; v; v &= v - 1)
        n++;
    return n;
}

TEST(chariot_size, "[map] Chariot map: 37x35 = 1295 hexes, every hex present")
{
    const struct map *m = load_chariot();
    if (!m)
        return;
    CHECK_STR(m->name, "Chariot");
    CHECK_INT(m->cols, 37);
    CHECK_INT(m->rows, 35);
    CHECK_INT(m->hex_count, 1295);
    int n = 0;
    for (int row = 1; row <= 35; row++)
        for (int col = 1; col <= 37; col++)
            n += m->hexes[map_id(col, row)].exists;
    CHECK_INT(n, 1295);
    hex_cr off[] = {{0, 1}, {38, 1}, {1, 0}, {1, 36}};
    for (size_t i = 0; i < sizeof off / sizeof off[0]; i++)
        CHECK_INT(map_hex_at(m, off[i]), HEX_NONE);
}

TEST(chariot_terrain, "[14.0] Chariot terrain counts, elevation derived from terrain")
{
    const struct map *m = load_chariot();
    if (!m)
        return;
    int clear = 0, woods = 0, village = 0, slope = 0, hilltop = 0, other = 0, road = 0;
    for (hex_id h = 0; h < MAP_MAX_HEXES; h++) {
        const struct map_hex *x = &m->hexes[h];
        if (!x->exists)
            continue;
        road += x->road || x->road_sides;
        if (x->elevation == ELEV_GROUND && x->cover == COVER_NONE)
            clear++;
        else if (x->elevation == ELEV_GROUND && x->cover == COVER_WOODS)
            woods++;
        else if (x->elevation == ELEV_GROUND && x->cover == COVER_VILLAGE)
            village++;
        else if (x->elevation == ELEV_SLOPE && x->cover == COVER_NONE)
            slope++;
        else if (x->elevation == ELEV_HILLTOP && x->cover == COVER_NONE)
            hilltop++;
        else
            other++;
    }
    CHECK_INT(clear, 1112);
    CHECK_INT(woods, 13);
    CHECK_INT(village, 2);
    CHECK_INT(slope, 105);
    CHECK_INT(hilltop, 63);
    CHECK_INT(other, 0);
    CHECK_INT(road, 0); /* the digitisation has no roads */
    CHECK_INT(m->hexes[hx(m, "0224")].elevation, ELEV_HILLTOP);
    CHECK_INT(m->hexes[hx(m, "0124")].elevation, ELEV_SLOPE);
    CHECK_INT(m->hexes[hx(m, "0101")].elevation, ELEV_GROUND);
}

static const char *const stream_chain[45] = {
    "0129", "0229", "0329", "0328", "0428", "0527", "0526", "0625", "0624", "0724", "0824",
    "0924", "1023", "1123", "1122", "1221", "1321", "1322", "1423", "1424", "1524", "1624",
    "1724", "1824", "1924", "2023", "2123", "2122", "2222", "2322", "2422", "2521", "2621",
    "2721", "2821", "2820", "2920", "3020", "3120", "3220", "3320", "3420", "3520", "3620",
    "3721"};

TEST(chariot_stream, "[C1.5] Chariot stream: 45 clear hexes in one chain, 0129 to 3721")
{
    const struct map *m = load_chariot();
    if (!m)
        return;
    int streams = 0, other_water = 0;
    for (hex_id h = 0; h < MAP_MAX_HEXES; h++) {
        if (!m->hexes[h].exists)
            continue;
        streams += m->hexes[h].water == WATER_STREAM;
        other_water += m->hexes[h].water != WATER_STREAM && m->hexes[h].water != WATER_NONE;
    }
    CHECK_INT(streams, 45);
    CHECK_INT(other_water, 0); /* no fords, bridges, rivers or lakes */
    for (int i = 0; i < 45; i++) {
        hex_id h = hx(m, stream_chain[i]);
        if (h == HEX_NONE)
            continue;
        CHECK_INT(m->hexes[h].water, WATER_STREAM);
        CHECK_INT(m->hexes[h].elevation, ELEV_GROUND);
        CHECK_INT(m->hexes[h].cover, COVER_NONE);
        if (i > 0)
            CHECK_INT(map_distance(hx(m, stream_chain[i - 1]), h), 1);
    }
    CHECK(map_on_edge(m, hx(m, "0129")));
    CHECK(map_on_edge(m, hx(m, "3721")));
}

TEST(chariot_letters, "[map] Chariot lettered hexes A..Q (no O) and their terrain")
{
    static const struct {
        char letter;
        const char *hex;
        int elevation, cover, water;
    } want[] = {
        {'A', "3423", ELEV_GROUND, COVER_VILLAGE, WATER_NONE},
        {'B', "3316", ELEV_GROUND, COVER_WOODS, WATER_NONE},
        {'C', "2506", ELEV_HILLTOP, COVER_NONE, WATER_NONE},
        {'D', "2828", ELEV_HILLTOP, COVER_NONE, WATER_NONE},
        {'E', "2220", ELEV_GROUND, COVER_WOODS, WATER_NONE},
        {'F', "2333", ELEV_GROUND, COVER_WOODS, WATER_NONE},
        {'G', "1619", ELEV_HILLTOP, COVER_NONE, WATER_NONE},
        {'H', "1228", ELEV_HILLTOP, COVER_NONE, WATER_NONE},
        {'I', "1222", ELEV_GROUND, COVER_WOODS, WATER_NONE},
        {'J', "0919", ELEV_HILLTOP, COVER_NONE, WATER_NONE},
        {'K', "1024", ELEV_GROUND, COVER_WOODS, WATER_NONE},
        {'L', "0425", ELEV_HILLTOP, COVER_NONE, WATER_NONE},
        {'M', "0631", ELEV_HILLTOP, COVER_NONE, WATER_NONE},
        {'N', "0724", ELEV_GROUND, COVER_NONE, WATER_STREAM},
        {'P', "0608", ELEV_GROUND, COVER_NONE, WATER_NONE},
        {'Q', "0701", ELEV_GROUND, COVER_NONE, WATER_NONE},
    };
    const struct map *m = load_chariot();
    if (!m)
        return;
    int lettered = 0;
    for (hex_id h = 0; h < MAP_MAX_HEXES; h++)
        lettered += m->hexes[h].letter != 0;
    CHECK_INT(lettered, 16);
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        hex_id h = m->letters[want[i].letter - 'A'];
        char id[5];
        map_format_hex(h, id);
        CHECK_STR(id, want[i].hex);
        if (h == HEX_NONE)
            continue;
        CHECK_INT(m->hexes[h].letter, want[i].letter);
        CHECK_INT(m->hexes[h].elevation, want[i].elevation);
        CHECK_INT(m->hexes[h].cover, want[i].cover);
        CHECK_INT(m->hexes[h].water, want[i].water);
    }
    CHECK_INT(m->letters['O' - 'A'], HEX_NONE);
    for (char c = 'R'; c <= 'Z'; c++)
        CHECK_INT(m->letters[c - 'A'], HEX_NONE);
    /* Scenario "The Aequi": G and J are on one row, eight hexes inclusive. */
    CHECK_INT(map_distance(m->letters['G' - 'A'], m->letters['J' - 'A']), 7);
}

static int splash_bits_on(const struct map *m, const char *const *hexes, int n)
{
    int total = 0;
    for (int i = 0; i < n; i++)
        total += bits(m->hexes[hx(m, hexes[i])].splash_sides);
    return total;
}

TEST(chariot_splash, "[5.62] Chariot slope-splash hexsides: 168, stored on both sides")
{
    const struct map *m = load_chariot();
    if (!m)
        return;
    int sides = 0, slope_hilltop = 0;
    for (hex_id h = 0; h < MAP_MAX_HEXES; h++) {
        const struct map_hex *x = &m->hexes[h];
        if (!x->exists)
            continue;
        for (int d = 0; d < HEX_DIRS; d++) {
            hex_id n = map_neighbour(m, h, (enum hex_dir)d);
            bool splash = x->splash_sides & (1u << d);
            if (n == HEX_NONE) {
                CHECK(!splash);
                continue;
            }
            bool back = m->hexes[n].splash_sides & (1u << hex_opposite((enum hex_dir)d));
            CHECK_INT(splash, back);
            bool sh = x->elevation == ELEV_SLOPE && m->hexes[n].elevation == ELEV_HILLTOP;
            /* on Chariot every slope/hilltop hexside is a splash hexside, and no other is */
            if (x->elevation == ELEV_SLOPE)
                CHECK_INT(splash, sh);
            sides += splash && x->elevation == ELEV_SLOPE;
            slope_hilltop += sh;
        }
    }
    CHECK_INT(sides, 168);
    CHECK_INT(slope_hilltop, 168);
    static const char *const hill_l[] = {"0224", "0324", "0325", "0326", "0425"};
    static const char *const hill_c[] = {"2408", "2506", "2507", "2508", "2606", "2607"};
    CHECK_INT(splash_bits_on(m, hill_l, 5), 16);
    CHECK_INT(splash_bits_on(m, hill_c, 6), 18);
    /* the first pair of the reference list: 0224 (hilltop) lies east of 0124 (slope) */
    hex_id a = hx(m, "0124"), b = hx(m, "0224");
    CHECK(m->hexes[a].splash_sides & (1u << HEX_E));
    CHECK(m->hexes[b].splash_sides & (1u << HEX_W));
}

TEST(chariot_neighbours, "[map] neighbour symmetry and edges on the Chariot map")
{
    const struct map *m = load_chariot();
    if (!m)
        return;
    int edge = 0, links = 0;
    for (hex_id h = 0; h < MAP_MAX_HEXES; h++) {
        if (!m->hexes[h].exists)
            continue;
        edge += map_on_edge(m, h);
        for (int d = 0; d < HEX_DIRS; d++) {
            hex_id n = map_neighbour(m, h, (enum hex_dir)d);
            if (n == HEX_NONE)
                continue;
            links++;
            CHECK_INT(map_neighbour(m, n, hex_opposite((enum hex_dir)d)), h);
            CHECK_INT(map_distance(h, n), 1);
        }
    }
    /* A 37x35 rectangle: 2*37 + 2*33 hexes touch the edge; 36 hexsides inside each row and
     * 2*37-1 between each pair of rows, each seen from both sides. */
    CHECK_INT(edge, 2 * 37 + 2 * 33);
    CHECK_INT(links, 2 * (35 * 36 + 34 * (2 * 37 - 1)));
    CHECK(!map_on_edge(m, hx(m, "1818")));
    CHECK_INT(map_neighbour(m, HEX_NONE, HEX_E), HEX_NONE);
    CHECK_INT(map_neighbour(m, hx(m, "3701"), HEX_E), HEX_NONE);
    CHECK_INT(map_neighbour(m, hx(m, "0102"), HEX_NW), hx(m, "0101"));
    CHECK_INT(map_neighbour(m, hx(m, "0103"), HEX_NW), HEX_NONE);
}

TEST(map_inline_geometry_agrees_with_hex, "[map] map_neighbour and map_distance (inline) give "
                                          "hex_neighbour's and hex_distance's answers for "
                                          "every hex, direction and pair of the Chariot map")
{
    const struct map *m = load_chariot();
    if (!m)
        return;
    long pairs = 0;
    for (hex_id h = -1; h < MAP_MAX_HEXES; h++) {
        bool on = h >= 0 && map_cr(h).col <= m->cols && map_cr(h).row <= m->rows &&
                  m->hexes[h].exists;
        for (int d = 0; d < HEX_DIRS; d++) {
            hex_id want = on ? map_hex_at(m, hex_neighbour(map_cr(h), (enum hex_dir)d))
                             : HEX_NONE;
            CHECK_INT(map_neighbour(m, h, (enum hex_dir)d), want);
        }
        if (!on && h >= 0)
            continue;
        for (hex_id k = -1; k < MAP_MAX_HEXES; k += 1 + (k % 5 == 0)) {
            CHECK_INT(map_distance(h, k), hex_distance(map_cr(h), map_cr(k)));
            pairs++;
        }
    }
    CHECK(pairs > 1000000);
}

TEST(map_within_lists_and_marks, "[6.13] map_list_within lists, in row order, the hexes "
                                  "within a radius, those map_mark_within marks and no other")
{
    const struct map *m = load_chariot();
    if (!m)
        return;
    static const int at[][2] = {{1, 1}, {19, 18}, {37, 35}, {2, 35}, {10, 1}};
    for (size_t i = 0; i < sizeof at / sizeof at[0]; i++) {
        hex_id c = map_hex_at(m, (hex_cr){at[i][0], at[i][1]});
        for (int radius = 0; radius <= 4; radius++) {
            hex_id list[61];
            int n = map_list_within(m, c, radius, list, 61);
            uint8_t marks[MAP_MAX_HEXES] = {0};
            map_mark_within(m, c, radius, marks);
            int marked = 0, in_range = 0;
            for (hex_id h = 0; h < MAP_MAX_HEXES; h++) {
                marked += marks[h];
                in_range += m->hexes[h].exists && map_distance(c, h) <= radius;
            }
            CHECK_INT(n, in_range);
            CHECK_INT(marked, in_range);
            for (int k = 0; k < n && k < 61; k++) {
                CHECK(marks[list[k]]);
                hex_cr was = map_cr(list[k > 0 ? k - 1 : 0]), now = map_cr(list[k]);
                CHECK(k == 0 || now.row > was.row || (now.row == was.row && now.col > was.col));
            }
        }
    }
    /* The middle of the map holds every hex of a radius of 3: 37 of them; max is kept. */
    hex_id few[5];
    CHECK_INT(map_list_within(m, map_hex_at(m, (hex_cr){19, 18}), 3, few, 5), 37);
}

TEST(hex_ids, "[map] map_parse_hex / map_format_hex round trip")
{
    const struct map *m = load_chariot();
    if (!m)
        return;
    int n = 0;
    for (hex_id h = 0; h < MAP_MAX_HEXES; h++) {
        if (!m->hexes[h].exists)
            continue;
        char id[5];
        map_format_hex(h, id);
        CHECK_INT(strlen(id), 4);
        CHECK_INT(map_parse_hex(m, id), h);
        n++;
    }
    CHECK_INT(n, 1295);
    char id[5];
    map_format_hex(map_id(37, 35), id);
    CHECK_STR(id, "3735");
    map_format_hex(HEX_NONE, id);
    CHECK_STR(id, "----");
    static const char *const bad[] = {"", "012", "01234", "ab12", "01 1", "-101",
                                      "3801", "0136", "0000", "0100"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        CHECK_INT(map_parse_hex(m, bad[i]), HEX_NONE);
}

/* Every feature of the format.  Row 02 is ragged (no 0502); 0104 is a blank cell. */
static const char synthetic[] =
    "# synthetic test map\n"
    "name  Test   map   # comment\n"
    "source made up for tests\n"
    "size 5 4\n"
    "grid\n"
    ". W S H V\n"
    " M~.fw .b\n"
    "L R t v .\n"
    "   . . H\n"
    "end\n"
    "letter A 0102\n"
    "letter Z 0404\n"
    "splash 0301 0401\n"
    "splash 0302 0303\n"
    "splash 0302 0403\n"
    "road 0101 0201 0301 0302 0402\n"
    "road 0402 0503\n";

TEST(synthetic_fields, "[14.0] synthetic map: terrain, elevation, water, letters, ragged rows")
{
    static const struct {
        const char *hex;
        int exists, elevation, cover, water, road, road_sides, splash_sides;
        char letter;
    } want[] = {
        {"0101", 1, ELEV_GROUND, COVER_NONE, WATER_NONE, 1, 1, 0, 0},
        {"0201", 1, ELEV_GROUND, COVER_WOODS, WATER_NONE, 1, 9, 0, 0},
        {"0301", 1, ELEV_SLOPE, COVER_NONE, WATER_NONE, 1, 40, 1, 0},
        {"0401", 1, ELEV_HILLTOP, COVER_NONE, WATER_NONE, 0, 0, 8, 0},
        {"0501", 1, ELEV_GROUND, COVER_VILLAGE, WATER_NONE, 0, 0, 0, 0},
        {"0102", 1, ELEV_GROUND, COVER_SWAMP, WATER_STREAM, 0, 0, 0, 'A'},
        {"0202", 1, ELEV_GROUND, COVER_NONE, WATER_FORD, 0, 0, 0, 0},
        {"0302", 1, ELEV_SLOPE, COVER_WOODS, WATER_NONE, 1, 5, 48, 0},
        {"0402", 1, ELEV_GROUND, COVER_NONE, WATER_BRIDGE, 1, 40, 0, 0},
        {"0502", 0, 0, 0, 0, 0, 0, 0, 0},
        {"0103", 1, ELEV_GROUND, COVER_NONE, WATER_LAKE, 0, 0, 0, 0},
        {"0203", 1, ELEV_GROUND, COVER_NONE, WATER_RIVER, 0, 0, 0, 0},
        {"0303", 1, ELEV_HILLTOP, COVER_WOODS, WATER_NONE, 0, 0, 2, 0},
        {"0403", 1, ELEV_HILLTOP, COVER_VILLAGE, WATER_NONE, 0, 0, 4, 0},
        {"0503", 1, ELEV_GROUND, COVER_NONE, WATER_NONE, 1, 4, 0, 0},
        {"0104", 0, 0, 0, 0, 0, 0, 0, 0},
        {"0204", 1, ELEV_GROUND, COVER_NONE, WATER_NONE, 0, 0, 0, 0},
        {"0304", 1, ELEV_GROUND, COVER_NONE, WATER_NONE, 0, 0, 0, 0},
        {"0404", 1, ELEV_HILLTOP, COVER_NONE, WATER_NONE, 0, 0, 0, 'Z'},
        {"0504", 0, 0, 0, 0, 0, 0, 0, 0},
    };
    static struct map m;
    char err[256] = "";
    CHECK(map_load_text(&m, synthetic, strlen(synthetic), "t.map", err, sizeof err));
    CHECK_STR(err, "");
    CHECK_STR(m.name, "Test map");
    CHECK_INT(m.cols, 5);
    CHECK_INT(m.rows, 4);
    CHECK_INT(m.hex_count, 17);
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        const char *s = want[i].hex;
        hex_cr cr = {(s[0] - '0') * 10 + s[1] - '0', (s[2] - '0') * 10 + s[3] - '0'};
        const struct map_hex *x = &m.hexes[map_id(cr.col, cr.row)];
        CHECK_STR(s, want[i].hex); /* names the hex in a failure report */
        CHECK_INT(x->exists, want[i].exists);
        CHECK_INT(map_hex_at(&m, cr) == HEX_NONE, !want[i].exists);
        CHECK_INT(x->elevation, want[i].elevation);
        CHECK_INT(x->cover, want[i].cover);
        CHECK_INT(x->water, want[i].water);
        CHECK_INT(x->road, want[i].road);
        CHECK_INT(x->road_sides, want[i].road_sides);
        CHECK_INT(x->splash_sides, want[i].splash_sides);
        CHECK_INT(x->letter, want[i].letter);
    }
    CHECK_INT(m.letters[0], map_id(1, 2));
    CHECK_INT(m.letters[25], map_id(4, 4));
    /* the ragged gap: 0501's SE neighbour would be 0502, which is not a hex */
    CHECK_INT(map_neighbour(&m, map_id(5, 1), HEX_SE), HEX_NONE);
    CHECK_INT(map_neighbour(&m, map_id(5, 1), HEX_SW), map_id(4, 2));
    CHECK(map_on_edge(&m, map_id(4, 2)));
    CHECK_INT(map_parse_hex(&m, "0502"), HEX_NONE);
    CHECK_INT(map_parse_hex(&m, "0104"), HEX_NONE);
}

TEST(synthetic_roads, "[5.51] road hexsides are stored on both hexes")
{
    static struct map m;
    char err[256] = "";
    CHECK(map_load_text(&m, synthetic, strlen(synthetic), "t.map", err, sizeof err));
    int sides = 0;
    for (hex_id h = 0; h < MAP_MAX_HEXES; h++)
        for (int d = 0; d < HEX_DIRS; d++) {
            if (!(m.hexes[h].road_sides & (1u << d)))
                continue;
            sides++;
            hex_id n = map_neighbour(&m, h, (enum hex_dir)d);
            CHECK(n != HEX_NONE);
            if (n == HEX_NONE)
                continue;
            CHECK(m.hexes[n].road_sides & (1u << hex_opposite((enum hex_dir)d)));
            CHECK(m.hexes[h].road && m.hexes[n].road);
        }
    CHECK_INT(sides, 2 * 5);
}

TEST(docs_example, "[map] the example in docs/data-formats.md loads")
{
    static const char text[] = "# a 4x3 test map\nname Example\nsource made up\nsize 4 3\ngrid\n"
                               ". W S H\n M~Vfw .b\nL R t v\nend\nletter A 0101\n"
                               "splash 0302 0303\nroad 0101 0201 0301 0302 0402\n";
    static struct map m;
    char err[256] = "";
    CHECK(map_load_text(&m, text, strlen(text), "t.map", err, sizeof err));
    CHECK_STR(err, "");
    CHECK_INT(m.hex_count, 12);
}

/* A valid 2x2 map; error cases append to it or replace it. */
#define HEAD "name T\nsource s\nsize 2 2\ngrid\nS H\n . .\nend\n"

static const struct {
    const char *text, *want;
} bad_maps[] = {
    {"name T\nsource s\ncolour red\n", "t.map:3: unknown directive 'colour'"},
    {HEAD "letter A 01x1\n", "t.map:8: bad hex id '01x1' (want four digits CCRR)"},
    {HEAD "letter A 0303\n", "t.map:8: hex 0303 is not on the map"},
    {HEAD "letter A 0101\n\nletter A 0201\n", "t.map:10: letter A given twice (already at 0101)"},
    {HEAD "letter A 0101\nletter B 0101\n", "t.map:9: hex 0101 already has letter A"},
    {HEAD "letter a 0101\n", "t.map:8: letter 'a' is not one capital letter A-Z"},
    {"name T\nsource s\nsize 3 2\ngrid\nS . H\n . . .\nend\nsplash 0101 0301\n",
     "t.map:8: splash 0101-0301: the hexes are not adjacent"},
    {HEAD "splash 0101 0102\n", "t.map:8: splash 0101-0102: 0102 is not a hilltop hex"},
    {HEAD "splash 0201 0101\n", "t.map:8: splash 0201-0101: 0201 is not a slope hex"},
    {HEAD "splash 0101 0201\nsplash 0101 0201\n", "t.map:9: splash 0101-0201 given twice"},
    {"name T\nsource s\nsize 3 2\ngrid\n. . .\n . . .\nend\nroad 0101 0201 0301 0102\n",
     "t.map:8: road 0301-0102: the hexes are not adjacent"},
    {HEAD "road 0101 0201\nroad 0102 0201 0101\n", "t.map:9: road hexside 0201-0101 given twice"},
    {HEAD "road 0101\n", "t.map:8: road needs at least two hexes: road <CCRR> <CCRR> ..."},
    {"name T\nsource s\nsize 2 2\ngrid\n. L\n . .\nend\nroad 0101 0201\n",
     "t.map:8: road enters 0201, a lake hex"},
    {"name T\nsource s\nsize 2 3\ngrid\n. .\n . .\nend\n", "t.map:7: 'end' after 2 of 3 grid rows"},
    {"name T\nsource s\nsize 2 2\ngrid\n. .\n", "t.map:5: file ends after 1 of 2 grid rows"},
    {"name T\nsource s\nsize 2 1\ngrid\n. .\n . .\nend\n",
     "t.map:6: expected 'end' after the last grid row (01)"},
    {"name T\nsource s\nsize 2 2\ngrid\n. . .\n . .\nend\n",
     "t.map:5: grid row 01 is wider than 2 hexes"},
    {"name T\nsource s\nsize 2 2\ngrid\n. X\n . .\nend\n",
     "t.map:5: hex 0201: unknown terrain 'X'"},
    {"name T\nsource s\nsize 2 2\ngrid\n. .\n.. .\nend\n",
     "t.map:6: grid row 02 is even and must start with a one-space indent"},
    {"name T\nsource s\nsize 2 2\ngrid\n.Q.\n . .\nend\n",
     "t.map:5: hex 0101: 'Q' is not a water mark (lettered hexes go on 'letter' lines)"},
    {"name T\nsource s\nsize 2 2\ngrid\n.x.\n . .\nend\n",
     "t.map:5: hex 0101: unknown water mark 'x' (want ~, f, b or a space)"},
    {"name T\nsource s\nsize 2 2\ngrid\n . \n . .\nend\n",
     "t.map:5: hex 0101: water mark '.' without a terrain character"},
    {"name T\nsource s\nsize 2 2\ngrid\nL~.\n . .\nend\n",
     "t.map:5: hex 0101: a lake hex cannot also be a stream, ford or bridge"},
    {"name T\nsource s\nsize 2 2\ngrid\n. .\n\nend\n", "t.map:6: grid row 02 has no hexes"},
    {"name T\nsource s\nsize 2 2\ngrid\n.\t.\n . .\nend\n",
     "t.map:5: tab in grid row 01 (cells are two characters; use spaces)"},
    {"name T\nsource s\nsize 2 2\ngrid\n. .\n .b.\nend\n",
     "t.map:6: hex 0102: bridge with no road through it"},
    {"name T\nsource s\ngrid\n", "t.map:3: grid before size"},
    {"name T\nsource s\n", "t.map:2: missing 'size' line"},
    {"name T\nsize 2 2\ngrid\n. .\n . .\nend\n",
     "t.map:6: missing 'source' line (say where the map data comes from)"},
    {"", "t.map:1: missing 'name' line"},
    {"name T\nsource s\nsize 2 2\n", "t.map:3: missing 'grid'"},
    {"name T\nsource s\nsize 2 2\nsize 2 2\n", "t.map:4: size given twice"},
    {"name T\nsource s\nsize 49 2\n", "t.map:3: size: columns '49' is not a number from 1 to 48"},
    {"name T\nsource s\nsize 2\n", "t.map:3: size takes two numbers: size <cols> <rows>"},
    {"name 0123456789 0123456789 0123456789\n", "t.map:1: name is longer than 31 characters"},
    {"name T\nname U\n", "t.map:2: name given twice"},
    {"name T\nsource\n", "t.map:2: source needs a text: source <text>"},
    {"name T\nletter A 0101\n", "t.map:2: letter before grid"},
    {"name T\nsource s\x01\n", "t.map:2: control character in line"},
    {HEAD "grid\n", "t.map:8: grid given twice"},
    {"name T\nsource s\nsize 2 2\ngrid x\n",
     "t.map:4: grid takes no arguments; its rows follow on the next lines"},
    {"name T\nsource s\nsize 1 1\ngrid\n.\n", "t.map:5: grid is not closed by 'end'"},
};

TEST(map_errors, "[map] malformed map files: exact file:line: messages")
{
    static struct map m;
    for (size_t i = 0; i < sizeof bad_maps / sizeof bad_maps[0]; i++) {
        char err[256] = "";
        const char *t = bad_maps[i].text;
        CHECK(!map_load_text(&m, t, strlen(t), "t.map", err, sizeof err));
        CHECK_STR(err, bad_maps[i].want);
    }
}

TEST(map_truncated, "[map] every prefix of a map file loads or fails with a message")
{
    static struct map m;
    size_t n = strlen(synthetic);
    int loaded = 0;
    for (size_t len = 0; len <= n; len++) {
        char err[256] = "";
        if (map_load_text(&m, synthetic, len, "t.map", err, sizeof err))
            loaded++;
        else
            CHECK(strncmp(err, "t.map:", 6) == 0);
    }
    /* complete: the whole text, and the text up to the end of the first road line (the bridge
     * at 0402 needs it), each with or without its last newline */
    CHECK_INT(loaded, 4);
}
