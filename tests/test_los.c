/* Line of sight [6.32]-[6.38] (src/core/prestags/los.c), on hand-made terrain in the open
 * ground of the Kadesh map, and once on a real hill.
 *
 * The test hill: a plateau of three hilltop hexes 1412 1512 1612 ringed by ten slope hexes
 * 1411 1511 1611 1711 1312 1712 1413 1513 1613 1713, every hilltop|slope hexside marked with
 * the slope splash (as on the Chariot map, where the two are the same 168 hexsides).  Lines
 * (hex_line), firer first:
 *   1412 1512 1612 1712      1512 1612 1712      1612 1712 1812 1912      1412 1512 1612
 *   1812 1712 1612           1812 1712 1612 1512 1712 1612 1512           1711 1811 1911
 *   2011 1911 1811           1414 1513 1512      1711 {1611|1612} 1512     1010 1110 1210
 *   1011 {1010|1111} 1110 */
#include "combat_util.h"
#include "core/prestags/combat.h"

static const int hill_tops[] = {1412, 1512, 1612};
static const int hill_slopes[] = {1411, 1511, 1611, 1711, 1312, 1712, 1413, 1513, 1613, 1713};

static void set_elevation(ps_game *g, int ccrr, int elev)
{
    g->map.hexes[hex_of(ccrr)].elevation = (uint8_t)elev;
}

/* Marks the splash on every hilltop|slope hexside, on both hexes. */
static void mark_splash(ps_game *g)
{
    for (int r = 1; r <= g->map.rows; r++)
        for (int c = 1; c <= g->map.cols; c++) {
            hex_id h = map_id(c, r);
            if (!g->map.hexes[h].exists || g->map.hexes[h].elevation != ELEV_HILLTOP)
                continue;
            for (int d = 0; d < HEX_DIRS; d++) {
                hex_id n = map_neighbour(&g->map, h, (enum hex_dir)d);
                if (n == HEX_NONE || g->map.hexes[n].elevation != ELEV_SLOPE)
                    continue;
                g->map.hexes[h].splash_sides |= (uint8_t)(1u << d);
                g->map.hexes[n].splash_sides |= (uint8_t)(1u << hex_opposite((enum hex_dir)d));
            }
        }
}

static ps_game *hill(void)
{
    ps_game *g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_FIRE, 0, 3), PS_OK);
    for (size_t i = 0; i < sizeof hill_tops / sizeof hill_tops[0]; i++)
        set_elevation(g, hill_tops[i], ELEV_HILLTOP);
    for (size_t i = 0; i < sizeof hill_slopes / sizeof hill_slopes[0]; i++)
        set_elevation(g, hill_slopes[i], ELEV_SLOPE);
    mark_splash(g);
    return g;
}

/* "clear", or the refusal. */
static const char *sight(ps_game *g, int from, int to)
{
    static char why[PS_ERR_MAX];
    if (los_check(g, hex_of(from), hex_of(to), why, sizeof why) == PS_OK)
        return "clear";
    return why;
}

TEST(los_woods_between, "[6.32] woods or village between block; into and from them is fine")
{
    ps_game *g = hill();
    g->map.hexes[hex_of(1110)].cover = COVER_WOODS;
    CHECK(has_text(sight(g, 1010, 1210), "[6.32] no line of sight from 1010 to 1210: 1110 is "
                                         "blocking terrain"));
    CHECK_STR(sight(g, 1010, 1110), "clear"); /* into */
    CHECK_STR(sight(g, 1110, 1210), "clear"); /* from */
    g->map.hexes[hex_of(1110)].cover = COVER_VILLAGE;
    CHECK(has_text(sight(g, 1010, 1210), "[6.32]"));
    g->map.hexes[hex_of(1110)].cover = COVER_SWAMP; /* swamp does not block */
    CHECK_STR(sight(g, 1010, 1210), "clear");
    ps_game_free(g);
}

TEST(los_woods_refuses_fire, "[6.34] a fire unit must have a line of sight to fire")
{
    ps_game *g = hill();
    g->map.hexes[hex_of(1110)].cover = COVER_WOODS;
    put_unit(g, 1, "MS", 1210);
    int bw = put_unit(g, 0, "BW", 1010);
    char act[64];
    snprintf(act, sizeof act, "fire %d 1210", bw);
    CHECK(has_text(refusal(g, act), "[6.32] no line of sight from 1010 to 1210"));
    CHECK_INT(count_legal(g, -1, PS_ACT_FIRE), 0);
    ps_game_free(g);
}

TEST(los_ground_occupied, "[6.37] from ground level no fire through any occupied hex")
{
    ps_game *g = hill();
    put_unit(g, 0, "MS", 1110); /* a friendly unit blocks as well as an enemy */
    CHECK(has_text(sight(g, 1010, 1210), "[6.37] no line of sight from 1010 to 1210: 1110 is "
                                         "occupied, and the firer is on ground level"));
    ps_game_free(g);
    g = hill();
    put_unit(g, 1, "MS", 1911);
    CHECK(has_text(sight(g, 2011, 1811), "[6.37]"));
    ps_game_free(g);
}

TEST(los_slope_diagram, "[6.36] slope hexes block: A-B clear, A-C through the slope B blocked")
{
    ps_game *g = hill();
    set_elevation(g, 1110, ELEV_SLOPE); /* a lone slope hex [14.23] */
    CHECK_STR(sight(g, 1010, 1110), "clear");
    CHECK(has_text(sight(g, 1010, 1210), "[6.36] no line of sight from 1010 to 1210: 1110 is a "
                                         "slope hex"));
    ps_game_free(g);
}

TEST(los_slope_next_to_hilltop, "[6.36] a slope hex is clear if firer or target is on a hilltop next to it")
{
    ps_game *g = hill();
    CHECK_STR(sight(g, 1812, 1612), "clear");               /* target on 1612, next to 1712 */
    CHECK(has_text(sight(g, 1812, 1512), "[6.36]"));         /* 1712 is 2 from 1512 */
    CHECK_STR(sight(g, 1612, 1812), "clear");               /* firer on 1612, the other way */
    CHECK_STR(sight(g, 1612, 1912), "clear");
    ps_game_free(g);
}

TEST(los_slope_firer_hilltop, "[6.35] units on a slope fire into but not through a hilltop")
{
    ps_game *g = hill();
    CHECK_STR(sight(g, 1712, 1612), "clear");
    CHECK(has_text(sight(g, 1712, 1512), "[6.35] no line of sight from 1712 to 1512: 1612 is a "
                                         "hilltop hex, which a unit on a slope fires into but "
                                         "not through"));
    ps_game_free(g);
    /* Ground level is lower still: a lone hilltop hex blocks a ground firer too. */
    g = hill();
    set_elevation(g, 1110, ELEV_HILLTOP);
    CHECK(has_text(sight(g, 1010, 1210), "[6.35]"));
    ps_game_free(g);
}

TEST(los_slope_firer_occupied, "[6.37] from a slope: occupied ground does not block, occupied slope does")
{
    ps_game *g = hill();
    put_unit(g, 1, "MS", 1811);
    CHECK_STR(sight(g, 1711, 1911), "clear");
    ps_game_free(g);
    g = hill();
    set_elevation(g, 1414, ELEV_SLOPE);
    CHECK_STR(sight(g, 1414, 1512), "clear"); /* 1513 is next to the hilltop target */
    put_unit(g, 0, "MS", 1513);
    CHECK(has_text(sight(g, 1414, 1512), "[6.37] no line of sight from 1414 to 1512: 1513 is an "
                                         "occupied slope or hilltop hex, and the firer is on a "
                                         "slope"));
    ps_game_free(g);
}

TEST(los_hilltop_occupied, "[6.37] from a hilltop: occupied hexes block unless it fires down an adjacent slope")
{
    ps_game *g = hill();
    CHECK_STR(sight(g, 1412, 1612), "clear");
    put_unit(g, 1, "MS", 1512);
    CHECK(has_text(sight(g, 1412, 1612), "[6.37] no line of sight from 1412 to 1612: 1512 is "
                                         "occupied, and the hilltop firer's line does not go "
                                         "through an adjacent slope hex"));
    ps_game_free(g);
    /* The rule's diagram C-D: the slope hex next to the firer; occupied hexes below do not
     * block, nor one on that slope hex itself. */
    g = hill();
    put_unit(g, 1, "MS", 1812);
    put_unit(g, 0, "MS", 1712);
    CHECK_STR(sight(g, 1612, 1912), "clear");
    ps_game_free(g);
}

TEST(los_hilltop_dead_ground, "[6.37] from a hilltop: beyond a non-adjacent splash hexside occupied hexes block")
{
    ps_game *g = hill();
    /* The rule's diagram A-B: a slope hex beyond the far edge of the plateau. */
    CHECK(has_text(sight(g, 1412, 1712), "[6.37] no line of sight from 1412 to 1712: the target "
                                         "lies beyond a slope-splash hexside that is not adjacent "
                                         "to the hilltop firer"));
    CHECK(has_text(sight(g, 1512, 1712), "[6.37]"));
    CHECK_STR(sight(g, 1612, 1712), "clear"); /* its own hexside: adjacent */
    ps_game_free(g);
    /* End to end: an IB on the plateau's west end cannot reach the slope 3 hexes east. */
    g = hill();
    put_unit(g, 1, "MS", 1712);
    int ib = put_unit(g, 0, "IB", 1412);
    char act[64];
    snprintf(act, sizeof act, "fire %d 1712", ib);
    CHECK(has_text(refusal(g, act), "[6.37] no line of sight from 1412 to 1712"));
    ps_game_free(g);
}

TEST(los_hexside_either, "[6.38] along a hexside: clear if either hex is unblocked")
{
    ps_game *g = hill();
    g->map.hexes[hex_of(1010)].cover = COVER_WOODS;
    CHECK_STR(sight(g, 1011, 1110), "clear");
    put_unit(g, 1, "MS", 1111);
    /* Two different blocked characteristics: woods and occupied. */
    CHECK(has_text(sight(g, 1011, 1110), "[6.38] no line of sight from 1011 to 1110: the line "
                                         "runs along the hexside of 1010 and 1111, and both block "
                                         "it (1010: [6.32] blocking terrain (woods or village); "
                                         "1111: [6.37] occupied, and the firer is on ground level)"));
    g->map.hexes[hex_of(1010)].cover = COVER_NONE;
    CHECK_STR(sight(g, 1011, 1110), "clear");
    ps_game_free(g);
}

TEST(los_hexside_slope, "[6.38] along a slope|hilltop hexside from a slope")
{
    ps_game *g = hill();
    /* 1711 (slope) to 1512 (hilltop) runs between 1611 (slope, next to the target: clear)
     * and 1612 (hilltop: [6.35] blocks a slope firer). */
    CHECK_STR(sight(g, 1711, 1512), "clear");
    put_unit(g, 1, "MS", 1611);
    CHECK(has_text(sight(g, 1711, 1512), "[6.38]"));
    ps_game_free(g);
}

TEST(los_real_hill, "[6.37] on the Chariot map: from hilltop 1619 over the brow, not from 1519")
{
    ps_game *g = fixture_empty("kadesh");
    /* 1619 and 1519 are hilltops of hill G, 1719 its slope, 1819 and 1919 ground. */
    put_unit(g, 1, "MS", 1819);
    CHECK_STR(sight(g, 1619, 1919), "clear");
    CHECK(has_text(sight(g, 1519, 1819), "[6.3"));
    ps_game_free(g);
    /* Rome ignores slopes and hilltops: the same hexes are ground level. */
    g = fixture_empty("rome");
    CHECK(has_text(sight(g, 1619, 1919), "clear"));
    put_unit(g, 1, "MS", 1819);
    CHECK(has_text(sight(g, 1619, 1919), "[6.37]"));
    ps_game_free(g);
}
