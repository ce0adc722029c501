/* Ranges at a glance through the public API (src/core/ranges.c, phalanx/px_sight.c): the line
 * of sight query gives the same judgement, and the same rule, as fire; the fire zone query
 * names the unit whose zone stops a move.  Positions on the open ground of the Kadesh map and
 * of Cannae's. */
#include "combat_util.h"

static const char *los(ps_game *g, int from, int to)
{
    static char why[PS_ERR_MAX];
    ps_status s = ps_game_line_of_sight(g, from, to, why, sizeof why);
    return s == PS_OK ? "clear" : s == PS_EINVAL ? "invalid" : why;
}

TEST(ranges_los_woods, "[6.32] the line-of-sight query names the blocking woods, as fire does")
{
    ps_game *g = fixture_empty("kadesh");
    g->map.hexes[hex_of(1110)].cover = COVER_WOODS;
    CHECK_STR(los(g, 1010, 1210), "[6.32] no line of sight from 1010 to 1210: 1110 is blocking "
                                  "terrain (woods or village)");
    CHECK_STR(los(g, 1010, 1110), "clear"); /* into the woods */
    CHECK_STR(los(g, 1010, 9999), "invalid");
    ps_game_free(g);
}

TEST(ranges_los_occupied, "[6.37] the line-of-sight query: an occupied hex blocks a firer on the ground")
{
    ps_game *g = fixture_empty("kadesh");
    CHECK_STR(los(g, 1010, 1210), "clear");
    put_unit(g, 0, "MS", 1110);
    CHECK_STR(los(g, 1010, 1210), "[6.37] no line of sight from 1010 to 1210: 1110 is occupied, "
                                  "and the firer is on ground level");
    ps_game_free(g);
}

TEST(ranges_fire_zone, "[6.41] the fire zone query: the enemy fire unit next to a hex stops a move there")
{
    ps_game *g = fixture_empty("kadesh");
    int bw = put_unit(g, 1, "BW", 1210);
    put_unit(g, 1, "MS", 1610); /* not a fire unit: no zone */
    CHECK_INT(ps_game_fire_zone(g, 0, 1110), bw);
    CHECK_INT(ps_game_fire_zone(g, 0, 1310), bw);
    CHECK_INT(ps_game_fire_zone(g, 0, 1010), -1); /* two hexes away */
    CHECK_INT(ps_game_fire_zone(g, 0, 1510), -1);
    CHECK_INT(ps_game_fire_zone(g, 1, 1110), -1); /* its own side */
    CHECK_INT(ps_game_fire_zone(g, 0, 9999), -1);
    ps_game_free(g);
    g = fixture_empty("kadesh");
    ps_game_place(g, 1, "BW", 1210, PS_UNIT_DISRUPTED); /* [6.44] disrupted: no zone */
    CHECK_INT(ps_game_fire_zone(g, 0, 1110), -1);
    ps_game_free(g);
}

TEST(ranges_px_los, "[Phalanx Combat D] the line-of-sight query: no fire over a unit between, but from a hilltop")
{
    ps_game *g = fixture_empty("cannae");
    CHECK_STR(los(g, 1010, 1210), "clear");
    put_unit(g, 0, "MH", 1110);
    CHECK(strstr(los(g, 1010, 1210), "[Phalanx Combat D] no line of sight from 1010 to 1210: "
                                     "1110 holds units") != NULL);
    CHECK_STR(los(g, 1010, 1110), "clear"); /* the next hex */
    g->map.hexes[hex_of(1010)].elevation = ELEV_HILLTOP;
    CHECK_STR(los(g, 1010, 1210), "clear"); /* over them from a hilltop */
    ps_game_free(g);
}

TEST(ranges_px_fire_zone, "[Phalanx errata Movement K] the fire zone query: a missile unit's three front hexes")
{
    ps_game *g = fixture_empty("cannae");
    int sg = put_unit(g, 1, "SG", 1210);
    CHECK_INT(ps_game_set_facing(g, sg, 0), PS_OK); /* facing E: fronts E, NE and SE */
    CHECK_INT(ps_game_fire_zone(g, 0, 1310), sg);
    CHECK_INT(ps_game_fire_zone(g, 0, 1110), -1); /* its rear */
    CHECK_INT(ps_game_fire_zone(g, 1, 1310), -1);
    int mh = put_unit(g, 1, "MH", 1610);
    CHECK_INT(ps_game_set_facing(g, mh, 0), PS_OK);
    CHECK_INT(ps_game_fire_zone(g, 0, 1710), -1); /* not a missile unit */
    ps_game_free(g);
}
