/* Hex geometry on the printed grid, independent of any map's terrain.
 *
 * Hexes are named as printed, "CCRR": CC the column from the west edge, RR the row from the
 * north edge, both from 1.  Hexes are pointy-topped; rows with EVEN RR are shifted half a hex
 * east.  Neighbours, in the direction order used everywhere (E, NE, NW, W, SW, SE):
 *   RR odd : E=(CC+1,RR) NE=(CC,RR-1)   NW=(CC-1,RR-1) W=(CC-1,RR) SW=(CC-1,RR+1) SE=(CC,RR+1)
 *   RR even: E=(CC+1,RR) NE=(CC+1,RR-1) NW=(CC,RR-1)   W=(CC-1,RR) SW=(CC,RR+1)   SE=(CC+1,RR+1)
 * Everything here is integer arithmetic: line of sight decides whether a unit may fire. */
#ifndef PRESTAGS_CORE_HEX_H
#define PRESTAGS_CORE_HEX_H

#include <stdbool.h>
#include <stdint.h>

enum hex_dir { HEX_E, HEX_NE, HEX_NW, HEX_W, HEX_SW, HEX_SE, HEX_DIRS };

typedef struct {
    int col; /* CC, from 1 */
    int row; /* RR, from 1 */
} hex_cr;

/* The neighbour of h in direction dir (may lie off any map: callers check). */
hex_cr hex_neighbour(hex_cr h, enum hex_dir dir);

/* The direction from a to its neighbour b, or -1 if they are not neighbours. */
int hex_direction_to(hex_cr a, hex_cr b);

/* The direction opposite dir (E <-> W, NE <-> SW, NW <-> SE). */
enum hex_dir hex_opposite(enum hex_dir dir);

/* Number of hex steps between a and b. */
int hex_distance(hex_cr a, hex_cr b);

/* One step of a line of sight: the hex the line passes through, or, where the line runs
 * exactly along a hexside [6.38], both hexes of that hexside (count == 2). */
typedef struct {
    hex_cr hex[2];
    int count;
} hex_line_step;

/* The hexes a straight line between the centres of a and b passes through, in order from a to
 * b, both ends included.  A hex the line only touches at a corner is not included; a stretch of
 * the line that runs along a hexside is one step naming both hexes.  Writes at most max steps
 * and returns how many there are (which may be more than max). */
int hex_line(hex_cr a, hex_cr b, hex_line_step *out, int max);

/* The lines of hex_line from a hex to every hex within HEX_NEAR of it, worked out once: in the
 * cube coordinates of hex.c a line is the same from every hex, shifted (the grid and the
 * hexes' cells are), so one hex's lines serve all.  Line of sight asks for short lines by
 * the hundred a game (fire ranges are 1 to 3). */
enum { HEX_NEAR = 3, HEX_NEAR_STEPS = 4 * HEX_NEAR + 1, HEX_NEAR_SPAN = 2 * HEX_NEAR + 1 };
struct hex_near_lines {
    /* By cube difference (dx, dz) + HEX_NEAR: the count of steps (0 beyond HEX_NEAR), and
     * each step's hexes as cube differences from the line's first hex. */
    int8_t n[HEX_NEAR_SPAN][HEX_NEAR_SPAN];
    int8_t count[HEX_NEAR_SPAN][HEX_NEAR_SPAN][HEX_NEAR_STEPS];
    int8_t dx[HEX_NEAR_SPAN][HEX_NEAR_SPAN][HEX_NEAR_STEPS][2];
    int8_t dz[HEX_NEAR_SPAN][HEX_NEAR_SPAN][HEX_NEAR_STEPS][2];
};
void hex_near_lines_make(struct hex_near_lines *t);
/* hex_line(a, b, out, max) read from t when b is within HEX_NEAR of a; -1 when it is not. */
int hex_near_line(const struct hex_near_lines *t, hex_cr a, hex_cr b, hex_line_step *out, int max);

#endif
