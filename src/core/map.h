/* A battlefield map: terrain per hex, hexside features, lettered hexes.
 *
 * A hex combines an elevation (ground, slope, hilltop: [14.0]), a cover (woods, village,
 * swamp), water (stream, ford, bridge; river and lake hexes are impassable water) and a road.
 * Hexside features: road hexsides [5.51] and slope-splash hexsides [5.62], [6.37], kept as
 * bitmasks of hex_dir on both hexes.  The map is a fixed-size value with no pointers, so a
 * game can copy it freely. */
#ifndef PRESTAGS_CORE_MAP_H
#define PRESTAGS_CORE_MAP_H

#include <stdbool.h>
#include <stdint.h>

#include "hex.h"

enum { MAP_MAX_COLS = 48, MAP_MAX_ROWS = 48, MAP_MAX_HEXES = MAP_MAX_COLS * MAP_MAX_ROWS };

enum elevation { ELEV_GROUND, ELEV_SLOPE, ELEV_HILLTOP, ELEV_COUNT };
enum cover { COVER_NONE, COVER_WOODS, COVER_VILLAGE, COVER_SWAMP, COVER_COUNT };
enum water { WATER_NONE, WATER_STREAM, WATER_FORD, WATER_BRIDGE, WATER_RIVER, WATER_LAKE, WATER_COUNT };

typedef int16_t hex_id; /* index into map.hexes: (row-1)*MAP_MAX_COLS + (col-1); -1 = none */
#define HEX_NONE ((hex_id)-1)

struct map_hex {
    uint8_t exists;       /* ragged maps: not every (col,row) of the rectangle is a hex */
    uint8_t elevation;    /* enum elevation */
    uint8_t cover;        /* enum cover */
    uint8_t water;        /* enum water */
    uint8_t road;         /* a road runs through the hex */
    uint8_t road_sides;   /* bit d: a road crosses the hexside towards direction d [5.51] */
    uint8_t splash_sides; /* bit d: slope-splash hexside towards direction d [5.62] */
    char letter;          /* 'A'..'Z' for a lettered hex, else 0 */
};

struct map {
    char name[32];
    int cols, rows; /* bounding rectangle, CC 1..cols, RR 1..rows */
    int hex_count;  /* hexes that exist */
    struct map_hex hexes[MAP_MAX_HEXES];
    hex_id letters[26]; /* hex of each letter, HEX_NONE if absent */
};

static inline hex_id map_id(int col, int row)
{
    return (hex_id)((row - 1) * MAP_MAX_COLS + (col - 1));
}
static inline hex_cr map_cr(hex_id id)
{
    hex_cr h = {id % MAP_MAX_COLS + 1, id / MAP_MAX_COLS + 1};
    return h;
}
/* The hex's printed number CCRR (1015). */
static inline int map_ccrr(hex_id id)
{
    hex_cr h = map_cr(id);
    return h.col * 100 + h.row;
}

/* The id of (col,row) if that hex exists on the map, else HEX_NONE.  (This and the next two
 * are inline: the rules ask them in every loop over hexes and units; a test checks them
 * against hex.c's cube geometry for every hex.) */
static inline hex_id map_hex_at(const struct map *m, hex_cr h)
{
    if (h.col < 1 || h.col > m->cols || h.row < 1 || h.row > m->rows)
        return HEX_NONE;
    hex_id id = map_id(h.col, h.row);
    return m->hexes[id].exists ? id : HEX_NONE;
}
/* The neighbour of id in direction dir, or HEX_NONE off the map: even rows sit half a hex
 * east (hex.h). */
static inline hex_id map_neighbour(const struct map *m, hex_id id, enum hex_dir dir)
{
    static const int8_t dcol[2][HEX_DIRS] = {
        {+1, +1, 0, -1, 0, +1}, /* even RR: E NE NW W SW SE */
        {+1, 0, -1, -1, -1, 0}, /* odd RR */
    };
    static const int8_t drow[HEX_DIRS] = {0, -1, -1, 0, +1, +1};
    if (id < 0 || id >= MAP_MAX_HEXES || (unsigned)dir >= (unsigned)HEX_DIRS)
        return HEX_NONE;
    hex_cr h = map_cr(id);
    if (h.col > m->cols || h.row > m->rows || !m->hexes[id].exists)
        return HEX_NONE;
    hex_cr n = {h.col + dcol[h.row & 1][dir], h.row + drow[dir]};
    return map_hex_at(m, n);
}
/* A hex's cube coordinates x and z (y = -x - z), for distances measured many times from the
 * same hexes: x = CC - floor((RR+1)/2), z = RR (RR >= 1 for every id from -47 up). */
struct map_cube {
    int x, z;
};
static inline struct map_cube map_cube(hex_id id)
{
    hex_cr h = map_cr(id);
    return (struct map_cube){h.col - (h.row + 1) / 2, h.row};
}
static inline int map_cube_distance(struct map_cube p, struct map_cube q)
{
    int dx = p.x - q.x, dz = p.z - q.z;
    int dy = -dx - dz;
    return ((dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy) + (dz < 0 ? -dz : dz)) / 2;
}
/* Distance between two hexes of the map: hex_distance's cube distance. */
static inline int map_distance(hex_id a, hex_id b)
{
    return map_cube_distance(map_cube(a), map_cube(b));
}
/* True if a map hex lies on the edge: one of its six neighbours is off the map. */
bool map_on_edge(const struct map *m, hex_id id);
/* Sets marks[h] to 1 for every hex h of the map within radius of hex at (at included). */
void map_mark_within(const struct map *m, hex_id at, int radius, uint8_t *marks);
/* The hexes of the map within radius of hex at (at included), row by row: writes up to max of
 * them and returns how many there are. */
int map_list_within(const struct map *m, hex_id at, int radius, hex_id *out, int max);
/* The most hexes within 6 of one (3 r (r + 1) + 1): the combat lists' room for what lies within
 * a unit's reach; a longer reach scans the units instead. */
enum { MAP_NEAR_MAX = 3 * 6 * 7 + 1 };
/* Parses "CCRR" (exactly four digits); HEX_NONE if malformed or not on the map. */
hex_id map_parse_hex(const struct map *m, const char *text);
/* Writes "CCRR" and a NUL into out[5]. */
void map_format_hex(hex_id id, char out[5]);
/* Empties the map and marks no hex as existing. */
void map_clear(struct map *m);

#endif
